import type { LiveTopic, LiveTopics } from '@greenroom/contracts';
import { useEffect, useRef } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { useServices } from '../hooks';

export type { LiveActivity, LiveCertification, LiveDownload, LiveMessage, LiveOrder, LiveTopic, LiveTopics, LiveViewers } from '@greenroom/contracts';

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
