import { CompactList, formatCount, Remote, RouteLink, useApi, useRemote } from '@greenroom/sdk';
import { listRef } from '../routes';
import { texts } from '../texts';

/** How many surveys the widget lists. */
export const LATEST_LIMIT = 5;

/**
 * Console-home widget: the latest surveys with their answers. It is on the first screen, so it
 * imports only `@greenroom/sdk` (never the kit) and its module name ends in `Widget`.
 */
export default function PluginPascalWidget() {
  const api = useApi();
  const remote = useRemote(
    async (signal) => {
      const result = await api.get('/api/survey/list', { query: { pageNum: 1, pageSize: LATEST_LIMIT }, signal });
      return result.ok ? result.data.list : null;
    },
    [api],
  );
  return (
    <Remote remote={remote} errorText={texts.widget.loadFailed} emptyText={texts.widget.empty} isEmpty={(surveys) => surveys.length === 0}>
      {(surveys) => (
        <>
          <CompactList label={texts.widget.title}>
            {surveys.map((survey) => (
              <li key={survey.id}>
                <span className="gr-grow">{survey.title}</span>
                <span className="gr-muted">{texts.widget.answers(formatCount(survey.answerCount))}</span>
              </li>
            ))}
          </CompactList>
          <RouteLink to={listRef}>{texts.widget.all}</RouteLink>
        </>
      )}
    </Remote>
  );
}
