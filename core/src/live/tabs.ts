import type { LiveTopic } from '@greenroom/contracts';
import { subscribe } from 'valtio/vanilla';
import type { LiveClient, LiveMode } from './liveClient';

/**
 * One stream per browser, not per tab (issue 26 §1): the console's tabs elect one holder with a Web
 * Lock; it opens the stream and relays every event (and its mode) to the others on a
 * BroadcastChannel. When it closes, the lock passes to another tab, which opens the stream with the
 * last event id it heard, so nothing is lost in the hand-over. A browser without Web Locks or
 * BroadcastChannel opens one stream per tab (the server caps a session's streams).
 */

export const LIVE_LOCK = 'greenroom-live';
export const LIVE_CHANNEL = 'greenroom-live';

/** Every topic (contracts' LIVE_TOPICS; listed here so no zod reaches the browser). */
const TOPICS = ['download', 'message', 'order', 'activity', 'certification', 'viewers'] as const satisfies readonly LiveTopic[];

type Relay = { topic: LiveTopic; data: unknown; id: string } | { reset: true } | { mode: LiveMode };

export interface TabsEnvironment {
  locks?: { request(name: string, callback: () => Promise<unknown>): Promise<unknown> };
  channel?: { postMessage(message: unknown): void; addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void };
}

function browserEnvironment(): TabsEnvironment {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: TabsEnvironment['locks'] }).locks : undefined;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(LIVE_CHANNEL) : undefined;
  return { locks, channel };
}

/** Starts `client` in the tab holding the lock, and relays between the tabs. */
export function startAcrossTabs(client: LiveClient, env: TabsEnvironment = browserEnvironment()): void {
  const { locks, channel } = env;
  if (!locks || !channel) {
    client.start();
    return;
  }
  let leader = false;
  channel.addEventListener('message', ({ data }) => {
    if (leader || !data || typeof data !== 'object') return;
    const relay = data as Relay;
    if ('mode' in relay) client.state.mode = relay.mode;
    else if ('reset' in relay) client.dispatch('reset' as LiveTopic, {});
    else {
      client.state.lastEventId = relay.id || client.state.lastEventId;
      client.dispatch(relay.topic, relay.data);
    }
  });
  void locks.request(LIVE_LOCK, () => {
    leader = true;
    for (const topic of TOPICS) client.subscribe(topic, (data) => channel.postMessage({ topic, data, id: client.state.lastEventId }));
    client.onReset(() => channel.postMessage({ reset: true }));
    subscribe(client.state, () => channel.postMessage({ mode: client.state.mode }));
    client.start();
    // Held for the tab's life: the lock passes on when it closes.
    return new Promise<never>(() => {});
  });
}
