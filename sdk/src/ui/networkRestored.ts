import { useEffect, useRef, useState } from 'react';

/**
 * Raised on `window` by the host when the server answers again after requests failed for want of a
 * network (or the browser came back online): what failed then loads again by itself.
 * @internal
 */
export const NETWORK_RESTORED_EVENT = 'gr:network-restored';

/**
 * Raised on `window` when a lazy part got no answer for its chunk: the host's offline notice then
 * shows even when no API call has failed yet.
 * @internal
 */
export const NETWORK_LOST_EVENT = 'gr:network-lost';

/**
 * Calls `onRestored` each time the network comes back ({@link NETWORK_RESTORED_EVENT}) while
 * `active`: a list or widget that failed to load reloads quietly.
 * @internal
 */
export function useNetworkRestored(active: boolean, onRestored: () => void): void {
  const latest = useRef(onRestored);
  latest.current = onRestored;
  useEffect(() => {
    if (!active || typeof window === 'undefined') return;
    const listener = () => latest.current();
    window.addEventListener(NETWORK_RESTORED_EVENT, listener);
    return () => window.removeEventListener(NETWORK_RESTORED_EVENT, listener);
  }, [active]);
}

/**
 * A quiet retry (issue 25): each time the network comes back while `active`, `load` runs (outside any
 * render) and `onLoaded` is called once it succeeded; nothing else happens when it fails, so what the
 * part shows meanwhile (its error and its 重试) stays as it is, the same elements. One load at a
 * time. Returns whether one is under way (for `aria-busy`).
 * @internal
 */
export function useQuietRetry(active: boolean, load: () => Promise<unknown>, onLoaded: () => void): boolean {
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  useNetworkRestored(active, () => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    load().then(
      () => {
        busy.current = false;
        setLoading(false);
        onLoaded();
      },
      () => {
        busy.current = false;
        setLoading(false);
      },
    );
  });
  return loading;
}
