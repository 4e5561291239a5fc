import { CompactList, formatCount, Remote, RouteLink, useApi, useRemote } from '@greenroom/sdk';
import { surveysRef } from '../routes';
import { shellTexts as texts } from '../shellTexts';

/** How many collecting surveys the widget lists. */
export const COLLECTING_LIMIT = 5;

/**
 * Console-home widget: the surveys collecting answers now, with their answers of today and in all.
 * On the first screen, so it imports only `@greenroom/sdk` (never the kit).
 */
export default function CollectingSurveysWidget() {
  const api = useApi();
  const remote = useRemote(
    async (signal) => {
      const result = await api.get('/api/survey/list', { query: { pageNum: 1, pageSize: COLLECTING_LIMIT, status: 1 }, signal });
      return result.ok ? result.data.list : null;
    },
    [api],
    // Issue 25: on the first screen, drawn with the page (no call after it is live); kept by name, so
    // Back to the home draws it at once (and asks again behind it).
    { withPage: true, key: 'micro:home-collecting' },
  );
  return (
    <Remote remote={remote} errorText={texts.widget.loadFailed} emptyText={texts.widget.empty} isEmpty={(surveys) => surveys.length === 0}>
      {(surveys) => (
        <>
          <CompactList label={texts.widget.title}>
            {surveys.map((survey) => (
              <li key={survey.id}>
                <span className="gr-grow">{survey.title}</span>
                <span className={survey.answersToday > 0 ? 'gr-text-success' : 'gr-muted'}>{texts.widget.today(formatCount(survey.answersToday))}</span>
                <span className="gr-muted">{texts.widget.answers(formatCount(survey.answerCount))}</span>
              </li>
            ))}
          </CompactList>
          <RouteLink to={surveysRef} search="status=collecting">
            {texts.widget.all}
          </RouteLink>
        </>
      )}
    </Remote>
  );
}
