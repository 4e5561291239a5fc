import Button from '@douyinfe/semi-ui/lib/es/button';
import { type DependencyList, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useFrameData } from '../frameData';
import { texts } from '../texts';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { Loading } from './Loading';
import { useNetworkRestored } from './networkRestored';

/**
 * What a {@link useRemote} load answers when the item it asked for does not exist or is another
 * account's (the server's 404): loading again cannot help, so no 重试 is offered (issue 24 §3).
 * @public
 */
export const REMOTE_GONE = 'gr:remote-gone' as const;

/**
 * Data loaded from the server, as a small screen part (a home widget, a side panel) shows it.
 * @public
 */
export interface RemoteData<T> {
  /** The last data that arrived; kept while it loads again. */
  data: T | null;
  loading: boolean;
  /** The last load failed (the envelope client has said why). */
  error: boolean;
  /** The load answered {@link REMOTE_GONE}: there is nothing to load. */
  gone: boolean;
  /** Loads again. */
  retry(): void;
}

/**
 * Options of {@link useRemote}.
 * @public
 */
export interface RemoteOptions {
  /**
   * Asked with the page (issue 25): the server's render of the page waits for the answer and draws
   * the part with it; the answer goes to the browser with the page, whose first render shows it and
   * makes no call (no loading state). For a part on a page's first screen (a home widget, a data
   * screen's figures) whose answer is plain data (JSON: no Map, Date or function). `true` keys the
   * answer by the part's place in the page (React's id, the same on the server and in the hydrating
   * render); a string names it instead — the page's address and the part
   * (`/admin/data/activity/live?range=30d#increase`), for a part whose load follows the address.
   * A failed or absent answer, later changes of `deps` and {@link RemoteData.retry} load in the
   * browser as without it.
   */
  withPage?: true | string;
}

/**
 * Loads once per change of `deps`, aborting the previous load and on unmount. `load` answers the
 * data, null when it failed, or {@link REMOTE_GONE} when the item does not exist. With `withPage`
 * the first load may come with the page itself (see {@link RemoteOptions}). For whole lists use the
 * kit's list controller instead.
 * @public
 */
export function useRemote<T>(
  load: (signal: AbortSignal) => Promise<T | null | typeof REMOTE_GONE>,
  deps: DependencyList,
  options?: RemoteOptions,
): RemoteData<T> {
  // The page's answers are dropped at the first navigation (main.tsx): a key cannot reach another page's part.
  const frameData = useFrameData();
  const placeKey = `remote:${useId()}`;
  const frameKey = options?.withPage === true ? placeKey : options?.withPage;
  const [given] = useState(() => (frameKey === undefined ? undefined : (frameData?.take(frameKey) as T | undefined)));
  if (frameKey !== undefined && frameData?.want && given === undefined)
    frameData.want(frameKey, () => load(new AbortController().signal).then((data) => (data === null || data === REMOTE_GONE ? undefined : data)));
  const skipFirstLoad = useRef(given !== undefined);
  const [state, setState] = useState<{ data: T | null; loading: boolean; error: boolean; gone: boolean }>(() =>
    given === undefined ? { data: null, loading: true, error: false, gone: false } : { data: given, loading: false, error: false, gone: false },
  );
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps say when to load again; `attempt` is a retry.
  useEffect(() => {
    // The page brought the first answer: nothing to ask for until the deps change.
    if (skipFirstLoad.current) {
      skipFirstLoad.current = false;
      return;
    }
    const controller = new AbortController();
    // Already loading (the first render's state): nothing to draw again.
    setState((s) => (s.loading ? s : { ...s, loading: true }));
    void load(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        if (data === REMOTE_GONE) setState({ data: null, loading: false, error: false, gone: true });
        else setState((s) => (data === null ? { ...s, loading: false, error: true } : { data, loading: false, error: false, gone: false }));
      },
      () => !controller.signal.aborted && setState((s) => ({ ...s, loading: false, error: true })),
    );
    return () => controller.abort();
  }, [...deps, attempt]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  // Failed for want of a network: loads again by itself once it is back (issue 24 §3).
  useNetworkRestored(state.error, retry);
  return { ...state, retry };
}

/**
 * Props of {@link Remote}.
 * @public
 */
export interface RemoteProps<T> {
  remote: RemoteData<T>;
  /** What failed, beside 重试. */
  errorText?: string;
  /** Said when the item does not exist ({@link REMOTE_GONE}); 数据不存在或无权访问 by default. */
  goneText?: string;
  /** The way back offered instead of 重试 when the item does not exist: its button's text and what it does. */
  back?: { text: string; onClick(): void };
  /** Shown when `isEmpty(data)`; 暂无数据 by default. */
  emptyText?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * Renders a {@link RemoteData}: a spinner first, an error with 重试, the empty state, or the data;
 * an item that does not exist says so and offers the way back, never a 重试 that cannot succeed.
 * @public
 */
export function Remote<T>({ remote, errorText, goneText, back, emptyText, isEmpty, children }: RemoteProps<T>) {
  if (remote.gone)
    return (
      <EmptyState size="default" text={goneText ?? texts.gone}>
        {back ? <Button onClick={back.onClick}>{back.text}</Button> : null}
      </EmptyState>
    );
  if (remote.error && remote.data === null) return <ErrorState text={errorText} onRetry={remote.retry} />;
  if (remote.data === null) return <Loading />;
  if (isEmpty?.(remote.data)) return <EmptyState size="default" text={emptyText} />;
  return <>{children(remote.data)}</>;
}

/**
 * A compact list of rows for widgets and side panels: one line per item.
 * @public
 */
export function CompactList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="gr-compact-list" aria-label={label}>
      {children}
    </ul>
  );
}
