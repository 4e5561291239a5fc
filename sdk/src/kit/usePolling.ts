import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Default pause between two loads of {@link usePolling}, in milliseconds.
 * @public
 */
export const POLLING_INTERVAL = 2000;

/**
 * Options of {@link usePolling}.
 * @public
 */
export interface PollingOptions<T> {
  /** Pause between the end of one load and the start of the next, in milliseconds (default 2000). */
  interval?: number;
  /** False loads nothing and stops polling; turning it true loads at once (default true). */
  enabled?: boolean;
  /** Keep polling while this holds for the latest value (e.g. a task still pending); always, when absent. */
  while?: (value: T) => boolean;
}

/**
 * What {@link usePolling} gives the screen.
 * @public
 */
export interface Polling<T> {
  /** The latest value loaded; kept while a later load fails. Null before the first success. */
  data: T | null;
  /** Whether the latest load failed (returned null or threw); polling then stops until {@link Polling.refresh}. */
  error: boolean;
  /** Loads at once (after the one in flight, if any) and resumes polling if the value asks for it; nothing while disabled. */
  refresh: () => void;
}

interface PollerOptions<T> {
  load: (signal: AbortSignal) => Promise<T | null>;
  keepGoing: (value: T) => boolean;
  interval: () => number;
  hidden: () => boolean;
  onResult: (value: T | null) => void;
}

/**
 * The polling loop without React: one load at a time, the next one `interval` after the last ended,
 * nothing scheduled while the page is hidden, after a failure or once `keepGoing` says no.
 */
function createPoller<T>({ load, keepGoing, interval, hidden, onResult }: PollerOptions<T>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;
  let again = false;
  let finished = false;
  let stopped = false;

  const clearTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  const schedule = () => {
    if (stopped || finished || hidden()) return;
    timer = setTimeout(run, interval());
  };

  function run() {
    clearTimer();
    if (stopped) return;
    if (inFlight) {
      again = true;
      return;
    }
    const controller = new AbortController();
    inFlight = controller;
    const settle = (value: T | null) => {
      if (controller.signal.aborted) return;
      inFlight = null;
      finished = value === null || !keepGoing(value);
      onResult(value);
      if (again) {
        again = false;
        finished = false;
        run();
      } else schedule();
    };
    // A load that throws, even before returning its promise, counts as a failure.
    new Promise<T | null>((resolve) => resolve(load(controller.signal))).then(settle, () => settle(null));
  }

  return {
    /** Loads now, whatever the state, and lets polling resume. */
    refresh() {
      finished = false;
      run();
    },
    /** Follows the page's visibility: hidden cancels the next load, visible loads at once if polling. */
    visibilityChanged() {
      if (hidden()) clearTimer();
      else if (!finished && !inFlight) run();
    },
    /** Ends for good: no more loads, the one in flight aborted. */
    stop() {
      stopped = true;
      clearTimer();
      inFlight?.abort();
      inFlight = null;
    },
  };
}

const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Polls a long task (transcoding, an export, a payment) until it is done: loads at once, then again
 * `interval` ms after each load while `while(data)` holds. Never two loads at a time; nothing while
 * the page is hidden (loads at once when it shows again); the load in flight is aborted on unmount.
 * `load` returns null on failure (the envelope client has already told the user). The latest `load`
 * is always used; changing it does not reload by itself — call `refresh`.
 * @public
 */
export function usePolling<T>(load: (signal: AbortSignal) => Promise<T | null>, options: PollingOptions<T> = {}): Polling<T> {
  const { enabled = true } = options;
  const [state, setState] = useState<{ data: T | null; error: boolean }>({ data: null, error: false });
  const latest = useRef({ load, options });
  latest.current = { load, options };
  const poller = useRef<ReturnType<typeof createPoller<T>> | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const current = createPoller<T>({
      load: (signal) => latest.current.load(signal),
      keepGoing: (value) => latest.current.options.while?.(value) ?? true,
      interval: () => latest.current.options.interval ?? POLLING_INTERVAL,
      hidden: pageHidden,
      onResult: (value) => setState((previous) => (value === null ? { data: previous.data, error: true } : { data: value, error: false })),
    });
    poller.current = current;
    const onVisibility = () => current.visibilityChanged();
    document.addEventListener('visibilitychange', onVisibility);
    current.refresh();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      current.stop();
      poller.current = null;
    };
  }, [enabled]);

  const refresh = useCallback(() => poller.current?.refresh(), []);
  return { data: state.data, error: state.error, refresh };
}
