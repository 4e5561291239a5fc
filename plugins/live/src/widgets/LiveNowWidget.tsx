import type { ActivityTwzb } from '@greenroom/contracts';
import { addressWith, EmptyState, ErrorState, formatDateTime, Loading, useApi, useConfig, useOpenExternal } from '@greenroom/sdk';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { widgetTexts } from './texts';

/** How many activities the widget lists, live ones first. */
export const LIVE_NOW_LIMIT = 5;
/** How many upcoming activities stay listed however many are live. */
export const SOON_KEPT = 2;

/** Live activities first, but always room for the next two to start when there are any. */
export function pick(live: ActivityTwzb[], soon: ActivityTwzb[]): ActivityTwzb[] {
  const soonShown = soon.slice(0, Math.max(SOON_KEPT, LIVE_NOW_LIMIT - live.length));
  return [...live.slice(0, LIVE_NOW_LIMIT - soonShown.length), ...soonShown];
}

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; activities: ActivityTwzb[] };

/**
 * Console-home widget 正在直播: the activities live now, then the next ones to start (by start time),
 * each with its start time and a link into the live product's back office. It is on the console's
 * first screen, so it imports only `@greenroom/sdk` (never the kit) and no Semi component.
 */
export default function LiveNowWidget() {
  const api = useApi();
  const { admin } = useConfig().products.live;
  const openExternal = useOpenExternal();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    const first = { pageNum: 1, pageSize: LIVE_NOW_LIMIT } as const;
    setState({ kind: 'loading' });
    void Promise.all([
      api.get('/api/activity/twzb/list', { query: { ...first, status: 'live', sort: 'startTime', order: 'desc' }, signal: controller.signal }),
      api.get('/api/activity/twzb/list', { query: { ...first, status: 'not_started', sort: 'startTime', order: 'asc' }, signal: controller.signal }),
    ]).then(([live, soon]) => {
      if (controller.signal.aborted) return;
      if (!live.ok || !soon.ok) setState({ kind: 'error' });
      else setState({ kind: 'ready', activities: pick(live.data.list, soon.data.list) });
    });
    return () => controller.abort();
  }, [api, attempt]);

  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'error') return <ErrorState text={widgetTexts.loadFailed} onRetry={retry} />;
  if (state.activities.length === 0) return <EmptyState size="default" text={widgetTexts.empty} />;
  return (
    <div>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {state.activities.map((activity) => {
          const href = addressWith(admin, { activityId: activity.id });
          const live = activity.status === 'live';
          return (
            <li key={activity.id} style={{ display: 'flex', gap: 12, alignItems: 'baseline', padding: '6px 0' }}>
              <span data-status={activity.status} style={{ flex: 'none', color: `var(--semi-color-${live ? 'success' : 'primary'})` }}>
                {live ? widgetTexts.live : widgetTexts.soon}
              </span>
              <span style={{ flex: 1, minWidth: 0 }}>{activity.title}</span>
              <span className="gr-muted">{activity.startTime ? formatDateTime(activity.startTime) : widgetTexts.notScheduled}</span>
              <a
                href={href}
                target="_blank"
                rel="noreferrer"
                aria-label={widgetTexts.manageLabel(activity.title)}
                onClick={(event) => {
                  event.preventDefault();
                  openExternal(href, 'tab');
                }}
              >
                {widgetTexts.manage}
              </a>
            </li>
          );
        })}
      </ul>
      <Link to="/activity/live">{widgetTexts.all}</Link>
    </div>
  );
}
