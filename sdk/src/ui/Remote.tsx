import Button from '@douyinfe/semi-ui/lib/es/button';
import { type DependencyList, type ReactNode, useId, useRef, useState } from 'react';
import { useFrameData } from '../frameData';
import type { QueryAnswer } from '../queryCache';
import { texts } from '../texts';
import { useQuery } from '../useQuery';
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
   * browser as without it. Such a part is shown data: it is asked again when the console comes back
   * into view, and not drawn again from an answer a save or a delete may have changed (see `key`).
   * With `true`, give `key` too: in the browser a part mounted by a navigation gets a new React id
   * each time React starts its render again (a lazy page's arrival, a transition interrupted), and an
   * answer named by the id alone is then asked for again under the new one.
   */
  withPage?: true | string;
  /**
   * Names the answer in the console's answers cache (issue 25), for a part that shows data (a
   * widget, a side panel), not a form's data being edited: parts showing the same name share one
   * load; the answer is kept a few minutes, so the part shown again draws it at once and asks again
   * behind it; it is asked again when the console comes back into view after a while, and a save or
   * a delete made through `useHttp` or `useApi` drops it once no part shows it (nothing is drawn
   * again from an answer the write may have changed). The name must say everything the load depends on (e.g.
   * the call and its query: `/api/activity/twzb/group-list`). Without `key` or `withPage` an answer
   * belongs to its part alone and is asked for only when `deps` change or on {@link RemoteData.retry}.
   */
  key?: string;
}

/** How a {@link useRemote} load's answer is kept in the answers cache. */
function remoteAnswer<T>(data: T | null | typeof REMOTE_GONE): QueryAnswer<T> {
  if (data === REMOTE_GONE) return { ok: false, gone: true };
  return data === null ? { ok: false } : { ok: true, data };
}

/**
 * Loads once per change of `deps`, aborting the previous load and on unmount. `load` answers the
 * data, null when it failed, or {@link REMOTE_GONE} when the item does not exist. With `withPage`
 * the first load may come with the page itself, and with `key` the answer is shared and kept (see
 * {@link RemoteOptions}). For whole lists use the kit's list controller instead.
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
  // Each change of `deps` is another answer: a name of its own in the cache.
  const version = useDepsVersion(deps);
  const named = options?.key ?? frameKey;
  const cacheKey = options?.key !== undefined ? `key:${options.key}` : `${named === undefined ? 'own' : 'page'}:${named ?? placeKey}#${version}`;
  const { view, refetch } = useQuery<T>(cacheKey, (signal) => load(signal).then(remoteAnswer), { given, revalidate: named !== undefined });
  // Failed for want of a network: loads again by itself once it is back (issue 24 §3).
  useNetworkRestored(view.error, refetch);
  return { data: view.gone ? null : (view.data ?? null), loading: view.loading, error: view.error, gone: view.gone, retry: refetch };
}

/** A number that changes each time `deps` change (compared as React compares an effect's). */
function useDepsVersion(deps: DependencyList): number {
  const last = useRef(deps);
  const version = useRef(0);
  if (last.current.length !== deps.length || deps.some((dep, i) => !Object.is(dep, last.current[i]))) {
    last.current = deps;
    version.current += 1;
  }
  return version.current;
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
