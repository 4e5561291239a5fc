import { proxy } from 'valtio/vanilla';

/** While requests go unanswered, how often the server is asked whether it is back, in ms. */
export const CONNECTIVITY_PROBE_MS = 5000;

/** What the shell shows of the network: whether the server answers. */
export interface ConnectivityState {
  /** False from a request that got no answer (or the browser going offline) until one gets an answer. */
  online: boolean;
}

/** Whether the console can reach its server (issue 24 §3 "Offline"), told by the envelope client. */
export interface Connectivity {
  readonly state: ConnectivityState;
  /** A request got no answer at all (no network, server down). */
  lost(): void;
  /** A request got an answer, whatever its status. */
  answered(): void;
  /** Calls `listener` each time answers come back after being lost; returns the unsubscribe. */
  onRestored(listener: () => void): () => void;
}

/** What {@link createConnectivity} needs. */
export interface ConnectivityDeps {
  /** Asks the server whether it answers (resolves true when any HTTP answer came). */
  probe: () => Promise<boolean>;
  /** Where the browser's `online` / `offline` events come from (`window`); none in tests. */
  events?: Pick<EventTarget, 'addEventListener'>;
  /** The browser's own view (`navigator.onLine`): while it says offline, a late answer to an earlier request does not count. */
  browserOnline?: () => boolean;
}

/**
 * Tracks whether the server answers. Lost on a request without an answer or the browser's `offline`;
 * then the server is probed every {@link CONNECTIVITY_PROBE_MS} (and at once on the browser's
 * `online`) until it answers, and `onRestored` listeners run: what failed loads again by itself.
 */
export function createConnectivity({ probe, events, browserOnline = () => true }: ConnectivityDeps): Connectivity {
  const initiallyOnline = browserOnline();
  const state = proxy<ConnectivityState>({ online: initiallyOnline });
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function schedule(delay: number) {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const back = await probe().catch(() => false);
      if (back) answered();
      else if (!state.online) schedule(CONNECTIVITY_PROBE_MS);
    }, delay);
  }
  function lost() {
    if (!state.online) return;
    state.online = false;
    schedule(CONNECTIVITY_PROBE_MS);
  }
  function answered() {
    if (state.online || !browserOnline()) return;
    state.online = true;
    clearTimeout(timer);
    for (const listener of listeners) listener();
  }
  events?.addEventListener('offline', lost);
  events?.addEventListener('online', () => {
    if (!state.online) schedule(0);
  });
  if (!initiallyOnline) schedule(CONNECTIVITY_PROBE_MS);
  return {
    state,
    lost,
    answered,
    onRestored(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
