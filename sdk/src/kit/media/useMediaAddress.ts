import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Where a video or an image is fetched from: its (often signed, short-lived) address and what the player needs.
 * @public
 */
export interface MediaAddress {
  url: string;
  /** e.g. `video/mp4`; lets the browser skip what it cannot play. */
  mimeType?: string;
  /** A still shown before a video starts. */
  posterUrl?: string;
}

/**
 * Fetches a media address when a dialog opens; null means it failed (the envelope client has told the user why).
 * @public
 */
export type MediaAddressLoader = () => Promise<MediaAddress | null>;

/**
 * Either the address itself, or a loader run each time the dialog opens (signed addresses expire).
 * @public
 */
export type MediaAddressProps = { address: MediaAddress; load?: never } | { load: MediaAddressLoader; address?: never };

/** What a media dialog shows: a spinner while the address loads, the media, or the failed state. */
export type MediaState = { status: 'loading' } | { status: 'ready'; address: MediaAddress } | { status: 'failed' };

/**
 * The address behind a media dialog while it is `visible`: loads it on opening, forgets it on closing,
 * turns to `failed` when the loader answers null or the media element errors, and retries on demand
 * (loading a fresh address, or mounting the element anew for a fixed one).
 */
export function useMediaAddress(visible: boolean, props: MediaAddressProps): { state: MediaState; fail: () => void; retry: () => void } {
  const [state, setState] = useState<MediaState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(props);
  latest.current = props;

  // The fixed address's fields, not its object: a parent may pass a new literal on every render.
  const { url, mimeType, posterUrl } = props.address ?? {};
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is a dependency on purpose: bumping it (retry) runs the effect again
  useEffect(() => {
    // Closing drops the media at once: a video must not keep playing behind the closing animation.
    if (!visible) {
      setState({ status: 'loading' });
      return;
    }
    const { load } = latest.current;
    if (!load) {
      if (url !== undefined) setState({ status: 'ready', address: { url, mimeType, posterUrl } });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (loaded) => current && setState(loaded ? { status: 'ready', address: loaded } : { status: 'failed' }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [visible, url, mimeType, posterUrl, attempt]);

  const fail = useCallback(() => setState({ status: 'failed' }), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, fail, retry };
}
