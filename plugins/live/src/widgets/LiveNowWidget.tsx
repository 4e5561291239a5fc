import type { ActivityTwzb } from '@greenroom/contracts';
import { CompactList, formatDateTime, Remote, RouteLink, useApi, useLive, useRemote, ViewersOnline } from '@greenroom/sdk';
import { liveEditorRef, liveListRef } from '../routes';
import { shellTexts } from '../shellTexts';

/** How many activities the widget lists, live ones first. */
export const LIVE_NOW_LIMIT = 5;
/** How many upcoming activities stay listed however many are live. */
export const SOON_KEPT = 2;

/** Live activities first, but always room for the next two to start when there are any. */
export function pick(live: ActivityTwzb[], soon: ActivityTwzb[]): ActivityTwzb[] {
  const soonShown = soon.slice(0, Math.max(SOON_KEPT, LIVE_NOW_LIMIT - live.length));
  return [...live.slice(0, LIVE_NOW_LIMIT - soonShown.length), ...soonShown];
}

/**
 * Console-home widget 正在直播: the activities live now, then the next ones to start (by start time),
 * each with its start time and a link to its editor in the console (same tab). It is on the console's
 * first screen, so it imports only `@greenroom/sdk` (never the kit) and no Semi component.
 */
export default function LiveNowWidget() {
  const api = useApi();
  const remote = useRemote(
    async (signal) => {
      const first = { pageNum: 1, pageSize: LIVE_NOW_LIMIT } as const;
      const [live, soon] = await Promise.all([
        api.get('/api/activity/twzb/list', { query: { ...first, status: 'live', sort: 'startTime', order: 'desc' }, signal }),
        api.get('/api/activity/twzb/list', { query: { ...first, status: 'not_started', sort: 'startTime', order: 'asc' }, signal }),
      ]);
      return live.ok && soon.ok ? pick(live.data.list, soon.data.list) : null;
    },
    [api],
    // Issue 25: on the first screen, drawn with the page (no call after it is live); kept by name, so
    // Back to the home draws it at once (and asks again behind it).
    { withPage: true, key: 'live:home-now' },
  );
  // Issue 26 §2: a broadcast going on air or ending reorders the widget at once; viewers online are pushed.
  const { retry } = remote;
  useLive('activity', (event) => {
    if (event.kind === 'twzb') retry();
  });
  const t = shellTexts.widget;
  return (
    <Remote remote={remote} errorText={t.loadFailed} emptyText={t.empty} isEmpty={(rows) => rows.length === 0}>
      {(activities) => (
        <>
          <CompactList label={t.title}>
            {activities.map((activity) => {
              const live = activity.status === 'live';
              return (
                <li key={activity.id}>
                  <span data-status={activity.status} className={live ? 'gr-text-success' : 'gr-text-primary'}>
                    {live ? t.live : t.soon}
                  </span>
                  <span className="gr-grow">{activity.title}</span>
                  {live ? <ViewersOnline className="gr-muted" activityId={activity.id} label={t.online} /> : null}
                  <span className="gr-muted">{activity.startTime ? formatDateTime(activity.startTime) : t.notScheduled}</span>
                  <RouteLink to={liveEditorRef} params={{ id: activity.id }} aria-label={t.manageLabel(activity.title)}>
                    {t.manage}
                  </RouteLink>
                </li>
              );
            })}
          </CompactList>
          <RouteLink to={liveListRef}>{t.all}</RouteLink>
        </>
      )}
    </Remote>
  );
}
