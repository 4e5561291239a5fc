/**
 * Whether a server's page is still the server's, and work that waits for it to be live and the
 * browser idle (issue 25): what the first screen does not need before a person reaches for it (Semi's
 * Select in a list) is made ready then, not while the page hydrates. The header's popovers only ask
 * {@link serverPagePending}: they are mounted on first opening, never on an idle moment (the console
 * adopts the server's elements as they stand).
 */

/** Delay where `requestIdleCallback` is missing (Safari), in ms. */
export const IDLE_FALLBACK_MS = 300;
/** Longest wait for an idle moment before the task runs anyway, in ms. */
export const IDLE_WAIT_MS = 3000;

/**
 * Whether what a component shows must stay what the server drew: a render on the server, or a
 * server's page the browser has not made live yet (main.tsx removes `#root[data-gr-server]` once
 * every server boundary is adopted).
 * @internal
 */
export function serverPagePending(): boolean {
  return typeof document === 'undefined' || document.querySelector('#root[data-gr-server]') !== null;
}

/**
 * Runs `task` once, when the browser is idle and the page is live ({@link serverPagePending} false):
 * an idle moment found while the server's page is pending asks for another. Returns the function
 * that cancels it (for an effect's clean-up).
 * @internal
 */
export function whenIdleAfterLive(task: () => void): () => void {
  let cancel = () => {};
  let cancelled = false;
  const later = (next: () => void) => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(next, IDLE_FALLBACK_MS);
      cancel = () => clearTimeout(timer);
    } else {
      const handle = requestIdleCallback(next, { timeout: IDLE_WAIT_MS });
      cancel = () => (typeof cancelIdleCallback === 'function' ? cancelIdleCallback(handle) : undefined);
    }
  };
  const attempt = () => {
    if (cancelled) return;
    if (serverPagePending()) later(attempt);
    else task();
  };
  later(attempt);
  return () => {
    cancelled = true;
    cancel();
  };
}
