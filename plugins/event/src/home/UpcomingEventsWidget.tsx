import { CompactList, formatCount, formatDateTime, Remote, RouteLink, useApi, useRemote } from '@greenroom/sdk';
import { eventListRef } from '../routes';
import { shellTexts as texts } from '../shellTexts';
import { EVENT_STATUS } from '../status';

/** How many events the widget lists. */
export const UPCOMING_LIMIT = 5;

/**
 * Console-home widget: the ongoing events, then the next ones to start, by start time, with their
 * registrations. On the first screen, so it imports only `@greenroom/sdk` (never the kit).
 */
export default function UpcomingEventsWidget() {
  const api = useApi();
  const remote = useRemote(
    async (signal) => {
      const soonest = { pageNum: 1, pageSize: UPCOMING_LIMIT, sort: 'startTime', order: 'asc' } as const;
      const [ongoing, upcoming] = await Promise.all([
        api.get('/api/activity/event/list', { query: { ...soonest, status: 'ongoing' }, signal }),
        api.get('/api/activity/event/list', { query: { ...soonest, status: 'not_started' }, signal }),
      ]);
      return ongoing.ok && upcoming.ok ? [...ongoing.data.list, ...upcoming.data.list].slice(0, UPCOMING_LIMIT) : null;
    },
    [api],
    // Issue 25: on the first screen, drawn with the page (no call after it is live); kept by name, so
    // Back to the home draws it at once (and asks again behind it).
    { withPage: true, key: 'event:home-upcoming' },
  );
  return (
    <Remote remote={remote} errorText={texts.widget.loadFailed} emptyText={texts.widget.empty} isEmpty={(events) => events.length === 0}>
      {(events) => (
        <>
          <CompactList label={texts.widget.title}>
            {events.map((event) => (
              <li key={event.id}>
                <span data-status={event.status} className={event.status === 'ongoing' ? 'gr-text-success' : 'gr-text-primary'}>
                  {EVENT_STATUS[event.status].text}
                </span>
                <span className="gr-grow">{event.title}</span>
                <span className="gr-muted">{formatDateTime(event.startTime)}</span>
                <span className="gr-muted">{texts.widget.registrations(formatCount(event.registrationCount))}</span>
              </li>
            ))}
          </CompactList>
          <RouteLink to={eventListRef}>{texts.widget.all}</RouteLink>
        </>
      )}
    </Remote>
  );
}
