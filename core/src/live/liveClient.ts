import type { LiveEventsAnswer, LiveTopic, LiveTopics } from '@greenroom/contracts';
import { proxy } from 'valtio/vanilla';
import { createSseParser, type SseMessage } from './sse';

/**
 * Issue 26 §1: the console's one live channel. It holds `GET /api/live/stream` (server-sent events
 * read through `fetch`, so the client sees the HTTP status and can tell a buffering proxy), hands
 * each event to the listeners of its topic, and keeps the last event id: a reconnect sends it as
 * `Last-Event-ID` and the server replays what was missed (or says `reset`: reload what you show).
 *
 * - Reconnects after 1, 2, 5, 10, 30 s; three failures in a row, a 429 (the session's cap), or a
 *   stream on which nothing arrives — not the first event within {@link FIRST_BYTE_MS}, not a
 *   heartbeat within twice its period (a proxy that buffers) — fall back to polling
 *   `GET /api/live/events` every `pollMs`; the stream is tried again after {@link STREAM_RETRY_MS}.
 * - 401 stops it: the session is gone (the console's own calls send the user to sign in).
 */

/** Pauses before reconnecting, in milliseconds (the last one repeats). */
export const RECONNECT_MS = [1000, 2000, 5000, 10_000, 30_000];
/** Failed connections in a row before polling takes over. */
export const FAILURES_BEFORE_POLLING = 3;
/** The first event (`ready`) must arrive this soon after the stream opens, else it is being buffered. */
export const FIRST_BYTE_MS = 10_000;
/** While polling, the stream is tried again this often. */
export const STREAM_RETRY_MS = 5 * 60_000;
/** Polling period when the server has not said one. */
export const DEFAULT_POLL_MS = 10_000;

export type LiveMode = 'idle' | 'connecting' | 'stream' | 'polling' | 'stopped';

export interface LiveState {
  mode: LiveMode;
  /** The last logged event received ('' before any). */
  lastEventId: string;
}

export type LiveListener<T extends LiveTopic> = (data: LiveTopics[T]) => void;

export interface LiveTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface LiveClientOptions {
  /** The stream's address (default `/api/live/stream`). */
  url?: string;
  /**
   * Where the first connection resumes from: the page's cursor (contracts' `livePageCursor` of the
   * time the server wrote the page), so the events between the page and its channel, which opens
   * once the page is live (issue 25), are replayed; none: from the server's newest.
   */
  since?: string;
  fetch?: typeof fetch;
  /** One poll through the envelope client: the events after `after`, or null when it failed. */
  poll(after: string): Promise<LiveEventsAnswer | null>;
  timers?: LiveTimers;
}

export interface LiveClient {
  readonly state: LiveState;
  /** Opens the channel (once; later calls do nothing). */
  start(): void;
  /** Closes it for good. */
  stop(): void;
  /** Listens to one topic; answers the unsubscribe. */
  subscribe<T extends LiveTopic>(topic: T, listener: LiveListener<T>): () => void;
  /** Called when events may have been missed: reload what is shown. */
  onReset(listener: () => void): () => void;
  /** Hands an event to the listeners as if it had arrived (the console's other tabs relay theirs); topic `reset` calls the reset listeners. */
  dispatch(topic: LiveTopic, data: unknown): void;
}

const realTimers: LiveTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export function createLiveClient(options: LiveClientOptions): LiveClient {
  const url = options.url ?? '/api/live/stream';
  const timers = options.timers ?? realTimers;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const state = proxy<LiveState>({ mode: 'idle', lastEventId: options.since ?? '' });
  const listeners = new Map<string, Set<(data: unknown) => void>>();
  const resetListeners = new Set<() => void>();
  let failures = 0;
  let timer: unknown = null;
  let watchdog: unknown = null;
  let controller: AbortController | null = null;
  let pollMs = DEFAULT_POLL_MS;
  let heartbeatMs = 0;
  let pollingSince = 0;
  let started = false;

  const clear = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  const later = (run: () => void, ms: number) => {
    clear();
    timer = timers.setTimeout(() => {
      timer = null;
      run();
    }, ms);
  };

  function dispatch(topic: LiveTopic | string, data: unknown) {
    if (topic === 'reset') return reset();
    for (const listener of [...(listeners.get(topic) ?? [])]) {
      try {
        listener(data);
      } catch (error) {
        console.error('[live] a listener failed', topic, error);
      }
    }
  }
  function reset() {
    for (const listener of [...resetListeners]) listener();
  }

  function onMessage(message: SseMessage) {
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      return;
    }
    if (message.id) state.lastEventId = message.id;
    if (message.event === 'ready') {
      const ready = data as { heartbeatMs?: number; last?: string };
      heartbeatMs = typeof ready.heartbeatMs === 'number' ? ready.heartbeatMs : 0;
      // A first connection starts from the server's newest event, so a later reconnect replays from there.
      if (!state.lastEventId && typeof ready.last === 'string') state.lastEventId = ready.last;
      return;
    }
    if (message.event === 'reset') return reset();
    dispatch(message.event, data);
  }

  function armWatchdog(ms: number) {
    if (watchdog !== null) timers.clearTimeout(watchdog);
    watchdog = timers.setTimeout(() => {
      watchdog = null;
      // Nothing came through in time: a proxy holds the stream back. Poll instead.
      controller?.abort();
      controller = null;
      startPolling();
    }, ms);
  }
  function disarmWatchdog() {
    if (watchdog !== null) timers.clearTimeout(watchdog);
    watchdog = null;
  }

  async function connect() {
    if (state.mode === 'stopped') return;
    clear();
    state.mode = state.mode === 'polling' ? 'polling' : 'connecting';
    const mine = new AbortController();
    controller = mine;
    heartbeatMs = 0;
    armWatchdog(FIRST_BYTE_MS);
    let response: Response;
    try {
      const headers: Record<string, string> = { accept: 'text/event-stream' };
      if (state.lastEventId) headers['last-event-id'] = state.lastEventId;
      response = await doFetch(url, { headers, credentials: 'same-origin', cache: 'no-store', signal: mine.signal });
    } catch {
      if (controller !== mine) return;
      return failed();
    }
    if (controller !== mine) return;
    if (response.status === 401) return stop();
    if (response.status === 429) {
      disarmWatchdog();
      return startPolling();
    }
    if (!response.ok || !response.body) {
      disarmWatchdog();
      return failed();
    }
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parse = createSseParser(onMessage);
    let first = true;
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (controller !== mine) return;
        if (done) break;
        if (first) {
          first = false;
          failures = 0;
          const wasPolling = state.mode === 'polling';
          state.mode = 'stream';
          // Back from polling: what happened meanwhile is asked for by the Last-Event-ID already sent.
          if (wasPolling) clear();
        }
        parse(decoder.decode(value, { stream: true }));
        // Alive: the next bytes are due within two heartbeats (plus the network's slack).
        armWatchdog(heartbeatMs > 0 ? heartbeatMs * 2 + 5000 : FIRST_BYTE_MS);
      }
    } catch {
      if (controller !== mine) return;
    }
    disarmWatchdog();
    if (controller !== mine) return;
    controller = null;
    // The server ended the stream (it restarts, or closed it): connect again (stop() aborts first, so never after it).
    state.mode = 'connecting';
    later(() => void connect(), RECONNECT_MS[0] as number);
  }

  function failed() {
    disarmWatchdog();
    controller = null;
    failures += 1;
    if (failures >= FAILURES_BEFORE_POLLING) return startPolling();
    state.mode = 'connecting';
    later(() => void connect(), RECONNECT_MS[Math.min(failures - 1, RECONNECT_MS.length - 1)] as number);
  }

  function startPolling() {
    if (state.mode === 'stopped') return;
    if (state.mode !== 'polling') pollingSince = Date.now();
    state.mode = 'polling';
    failures = 0;
    void pollOnce();
  }

  async function pollOnce() {
    clear();
    if (state.mode !== 'polling') return;
    const answer = await options.poll(state.lastEventId);
    if (state.mode !== 'polling') return;
    if (answer) {
      pollMs = answer.pollMs > 0 ? answer.pollMs : DEFAULT_POLL_MS;
      if (answer.reset) reset();
      for (const event of answer.events) {
        if (event.id) state.lastEventId = event.id;
        dispatch(event.topic, event.data);
      }
      if (!answer.reset && answer.events.length === 0 && !state.lastEventId) state.lastEventId = answer.last;
      if (answer.reset) state.lastEventId = answer.last;
      for (const row of answer.viewers) dispatch('viewers', row);
    }
    if (Date.now() - pollingSince >= STREAM_RETRY_MS) {
      pollingSince = Date.now();
      void connect();
      return;
    }
    later(() => void pollOnce(), pollMs);
  }

  function stop() {
    state.mode = 'stopped';
    clear();
    disarmWatchdog();
    controller?.abort();
    controller = null;
  }

  return {
    state,
    start() {
      if (started || state.mode === 'stopped') return;
      started = true;
      void connect();
    },
    stop,
    subscribe(topic, listener) {
      const set = listeners.get(topic) ?? new Set();
      set.add(listener as (data: unknown) => void);
      listeners.set(topic, set);
      return () => set.delete(listener as (data: unknown) => void);
    },
    onReset(listener) {
      resetListeners.add(listener);
      return () => resetListeners.delete(listener);
    },
    dispatch,
  };
}
