import type { LiveTopic, LiveTopics, LiveViewersAnswer } from '@greenroom/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { useServices } from '../hooks';

export type { LiveActivity, LiveCertification, LiveDownload, LiveMessage, LiveOrder, LiveTopic, LiveTopics, LiveViewers } from '@greenroom/contracts';
export { ViewersFigure, type ViewersFigureProps } from './Sparkline';
export { useViewersOnline, useViewersOnlineOf, ViewersOnline, type ViewersOnlineProps } from './viewers';

/** The state read where no live channel is given. */
const IDLE = proxy({ mode: 'idle' as const });

/**
 * Calls `listener` with each event the server pushes on `topic` (issue 26): download progress,
 * messages, orders, activity states, certification, viewers online — only the signed-in account's.
 * The latest `listener` is used; the subscription lives as long as the component. Without a live
 * channel (tests) nothing arrives. `onReset` runs when events may have been missed: reload.
 * @public
 */
export function useLive<T extends LiveTopic>(topic: T, listener: (data: LiveTopics[T]) => void, onReset?: () => void): void {
  const live = useServices().live;
  const latest = useRef({ listener, onReset });
  latest.current = { listener, onReset };
  useEffect(() => {
    if (!live) return;
    const off = live.subscribe(topic, (data) => latest.current.listener(data));
    const offReset = live.onReset(() => latest.current.onReset?.());
    return () => {
      off();
      offReset();
    };
  }, [live, topic]);
}

/**
 * Whether pushes arrive now (the stream is held): a screen that polls for a change may stop
 * polling while this is true, and poll again when it turns false.
 * @public
 */
export function useLiveConnected(): boolean {
  const live = useServices().live;
  const snapshot = useSnapshot(live?.state ?? IDLE);
  return snapshot.mode === 'stream';
}

/**
 * One broadcast's viewers online now and the most in each of the last 30 minutes (oldest first):
 * read from `/api/live/viewers?activityId=`, then moved by the pushed counts (the current minute
 * keeps its highest; a new minute starts a new point).
 * @public
 */
export function useViewersSeries(activityId: number): { online: number; series: number[] } | null {
  const services = useServices();
  const [value, setValue] = useState<{ online: number; series: number[]; minute: number } | null>(null);
  const load = useCallback(() => {
    if (!services.live) return;
    void services
      .http('/api/live')
      .get<LiveViewersAnswer>('/viewers', { params: { activityId }, silent: true })
      .then((result) => {
        const row = result.ok ? result.data.list[0] : undefined;
        if (row) setValue({ online: row.online, series: row.series, minute: minuteNow() });
      });
  }, [services, activityId]);
  useEffect(load, [load]);
  useLive(
    'viewers',
    (event) => {
      if (event.activityId !== activityId) return;
      setValue((previous) => {
        if (!previous) return previous;
        const minute = minuteNow();
        const series = [...previous.series];
        // Minutes gone by without a change carry the last count.
        for (let m = previous.minute; m < minute && series.length > 0; m++) series.push(previous.online);
        const kept = series.slice(-30);
        kept[kept.length - 1] = Math.max(kept[kept.length - 1] ?? 0, event.online);
        return { online: event.online, series: kept, minute };
      });
    },
    load,
  );
  return value && { online: value.online, series: value.series };
}

const minuteNow = () => Math.floor(Date.now() / 60_000);
