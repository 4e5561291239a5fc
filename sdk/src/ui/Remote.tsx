import { type DependencyList, type ReactNode, useCallback, useEffect, useState } from 'react';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { Loading } from './Loading';
import { useNetworkRestored } from './networkRestored';

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
  /** Loads again. */
  retry(): void;
}

/**
 * Loads once per change of `deps`, aborting the previous load and on unmount. `load` answers the
 * data, or null when it failed. For whole lists use the kit's list controller instead.
 * @public
 */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T | null>, deps: DependencyList): RemoteData<T> {
  const [state, setState] = useState<{ data: T | null; loading: boolean; error: boolean }>({ data: null, loading: true, error: false });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps say when to load again; `attempt` is a retry.
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    void load(controller.signal).then(
      (data) => !controller.signal.aborted && setState((s) => (data === null ? { ...s, loading: false, error: true } : { data, loading: false, error: false })),
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
  /** Shown when `isEmpty(data)`; 暂无数据 by default. */
  emptyText?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * Renders a {@link RemoteData}: a spinner first, an error with 重试, the empty state, or the data.
 * @public
 */
export function Remote<T>({ remote, errorText, emptyText, isEmpty, children }: RemoteProps<T>) {
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
