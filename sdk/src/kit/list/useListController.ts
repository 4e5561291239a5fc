import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { ApiClient } from '../../api';
import { useApiIfAny } from '../../apiIfAny';
import { useFrameData } from '../../frameData';
import { type FilterCodecs, formatListQuery, type ListQuery, type ListQuerySpec, parseListQuery } from '../../listQuery';
import { type ListSource, listAnswer, listCacheKey, type RowsPage } from '../../listSource';
import type { HttpResult } from '../../services';
import { useNetworkRestored } from '../../ui/networkRestored';
import { useQuery } from '../../useQuery';
import { rememberListAddress } from '../editor/listReturn';

export type { RowsPage };

/**
 * A change to the list query: the filters merge into the current ones.
 * @public
 */
export type ListQueryChange<F extends FilterCodecs, S extends string> = Partial<Omit<ListQuery<F, S>, 'filters'>> & {
  filters?: Partial<ListQuery<F, S>['filters']>;
};

const OWN_PARAMS = ['page', 'size', 'keyword', 'from', 'to', 'sort', 'order'];

/**
 * The list query kept in the address. Back and Forward restore it; an invalid value falls back to
 * its default; parameters the list does not own (a tab, a dialog) are left as they are.
 * Changing anything but the page goes back to page 1.
 * @public
 */
export function useListQuery<F extends FilterCodecs = Record<never, never>, S extends string = never>(
  spec: ListQuerySpec<F, S> = {},
): [ListQuery<F, S>, (change: ListQueryChange<F, S>, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  // The spec is a declaration: read it once so a literal in the caller does not re-run effects.
  const specRef = useRef(spec);
  // An editor opened from this list comes back to it with its filters (EditorPage's back).
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: another history entry (its key) at the same address is remembered too.
  useEffect(() => rememberListAddress(location.pathname, location.search), [location.pathname, location.search, location.key]);
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address text is the identity of the query.
  const query = useMemo(() => parseListQuery(params, specRef.current), [key]);
  const setQuery = useCallback(
    (change: ListQueryChange<F, S>, options?: { replace?: boolean }) => {
      setParams(
        (current) => {
          const now = parseListQuery(current, specRef.current);
          const next: ListQuery<F, S> = {
            ...now,
            ...change,
            filters: { ...now.filters, ...change.filters } as ListQuery<F, S>['filters'],
            page: change.page ?? 1,
          };
          const out = new URLSearchParams(current);
          for (const name of [...OWN_PARAMS, ...Object.keys(specRef.current.filters ?? {})]) out.delete(name);
          for (const [name, value] of formatListQuery(next, specRef.current)) out.set(name, value);
          return out;
        },
        // Issue 25: the list's own answer to a click (page 2, a filter) is rendered at once, not as a
        // transition that any other update (an answer arriving, a pushed event) would put off again:
        // the query stays on this route, so nothing suspends and the rows load as a stale table.
        { replace: options?.replace, flushSync: true },
      );
    },
    [setParams],
  );
  return [query, setQuery];
}

/**
 * What a list screen declares to {@link useListController}: the list declared beside its route
 * (`source`, a {@link ListSource}: its first page is then asked for as the route is entered, issue
 * 25), or its filters, sorts and load here.
 * @public
 */
export type ListControllerOptions<T, F extends FilterCodecs, S extends string> = (
  | {
      /** The list as its route names it: its filters, sorts and load. */
      source: ListSource<T, F, S>;
      load?: undefined;
    }
  | (ListQuerySpec<F, S> & {
      source?: undefined;
      /** Loads one page for the query; the signal aborts it when the query changes or the page unmounts. */
      load: (query: ListQuery<F, S>, signal: AbortSignal) => Promise<HttpResult<RowsPage<T>>>;
    })
) & {
  /** A row's key (its id by default). */
  rowKey?: (row: T) => string | number;
};

/**
 * Row selection of a list, by row key.
 * @public
 */
export interface ListSelection<T> {
  keys: (string | number)[];
  /** The selected rows of the current page. */
  rows: T[];
  set(keys: (string | number)[]): void;
  clear(): void;
}

/**
 * Everything a list view renders; see {@link useListController}.
 * @public
 */
export interface ListController<T, F extends FilterCodecs = FilterCodecs, S extends string = string> {
  query: ListQuery<F, S>;
  setQuery: (change: ListQueryChange<F, S>, options?: { replace?: boolean }) => void;
  /** The rows shown: the last page that arrived, kept while the next one loads. */
  rows: T[];
  /** Rows in all pages, or null before the first answer. */
  total: number | null;
  /** A request is in flight. */
  loading: boolean;
  /** The last request failed (the envelope client has already said why); rows are kept. */
  error: boolean;
  /** Asks for the same query again, keeping the rows meanwhile. */
  refetch(): void;
  /**
   * After rows were deleted: steps back a page when none of this page's rows remain, otherwise
   * refetches. Clears the selection.
   */
  removed(count: number): void;
  /** Replaces one row in place (after a rename or a status move), without a request. */
  updateRow(key: string | number, update: (row: T) => T): void;
  selection: ListSelection<T>;
  rowKey: (row: T) => string | number;
}

/** The services' client a list's declared load needs; a list declared so is shown inside the console's services. */
function apiOf(api: ApiClient | null): ApiClient {
  if (!api) throw new Error('useListController: a list with a `source` needs the shell services (a ServicesProvider above it)');
  return api;
}

const idKey = (row: unknown) => (row as { id: string | number }).id;

/**
 * A paged list: query in the address, the previous rows kept while a page loads (no flash of an
 * empty table), error with retry, abort on change and unmount, a page past the end clamped to the
 * last page, a step back after the last row of a page was deleted, and selection.
 * @public
 */
export function useListController<T, F extends FilterCodecs = Record<never, never>, S extends string = never>(
  options: ListControllerOptions<T, F, S>,
): ListController<T, F, S> {
  const { source } = options;
  const [query, setQuery] = useListQuery<F, S>(source ?? options);
  const api = useApiIfAny();
  const load = source ? (asked: ListQuery<F, S>, signal: AbortSignal) => source.load(asked, { api: apiOf(api), signal }) : options.load;
  const loadRef = useRef(load);
  loadRef.current = load;
  const rowKey = options.rowKey ?? (idKey as (row: T) => string | number);
  // The first page may come with the page itself (the server's first frame, issue 14): the rows
  // the frame showed, shown at once and not asked for again.
  const frameData = useFrameData();
  const location = useLocation();
  const frameKey = `${location.pathname}${location.search}`;
  const [given] = useState(() => frameData?.take(frameKey) as RowsPage<T> | undefined);
  if (frameData?.want && given === undefined)
    frameData.want(frameKey, () => loadRef.current(query, new AbortController().signal).then((r) => (r.ok ? r.data : undefined)));
  // The page is a name in the console's answers cache (issue 25): its address and the query, so that
  // Back to the list draws its rows at once and asks again behind them, the rows on screen are asked
  // again when the console comes back into view, and no rows a save or a delete may have changed are
  // drawn again from memory. One list per address: its query is the address's.
  // A list its route names (`source`) was asked for under this name as the route was entered.
  const spec = useRef<ListQuerySpec<F, S>>(source ?? options).current;
  const cacheKey = listCacheKey(location.pathname, query, spec);
  const { view, refetch, setData } = useQuery<RowsPage<T>>(cacheKey, (signal) => loadRef.current(query, signal).then(listAnswer), { given, revalidate: true });
  // Rows already in the cache as the page mounts in the browser, without the page's own answer (the
  // route asked for them as it was entered, or Back finds them kept), are drawn by a synchronous
  // render right after the page's first commit — before the browser paints — not by that first
  // render (issue 25). A lazy page's arrival and the router's moves render concurrently: in slices,
  // and again from the start, synchronously, when an answer arrives meanwhile (the group filter's):
  // the live list whose rows were there from its first render was drawn at 807–1,299 ms after the
  // router moved, against 648–826 when they came after its first commit (docs/first-screen.md).
  const [held, setHeld] = useState(() => given === undefined && typeof window !== 'undefined' && view.data !== undefined);
  useLayoutEffect(() => {
    if (held) setHeld(false);
  }, [held]);
  // A page past the end (an old link, rows deleted elsewhere, `?page=999` opened directly) is not
  // shown: the last one is, instead.
  const pastEnd = !held && view.current && view.data ? lastPageIfPastEnd(view.data, query.page, query.pageSize) : null;
  useEffect(() => {
    if (pastEnd === null) return;
    // After the effect, not in it: `setQuery` flushes the address's change at once, which React
    // cannot do while it runs effects (it warned, and deferred the flush).
    let current = true;
    queueMicrotask(() => {
      if (current) setQuery({ page: pastEnd }, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [pastEnd, setQuery]);
  const shown = pastEnd === null && !held ? view.data : undefined;
  const [selected, setSelected] = useState<(string | number)[]>([]);

  // A selection belongs to the rows it was made on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: clear whenever the query changes.
  useEffect(() => setSelected(clearedSelection), [query]);

  // A list that failed for want of a network loads again by itself once it is back (issue 24 §3).
  useNetworkRestored(view.error, refetch);
  const rows = shown?.list ?? [];
  const rowsRef = useRef(rows);
  rowsRef.current = rows;

  const removed = useCallback(
    (count: number) => {
      setSelected(clearedSelection);
      if (count >= rowsRef.current.length && query.page > 1) setQuery({ page: query.page - 1 });
      else refetch();
    },
    [query.page, setQuery, refetch],
  );

  const updateRow = useCallback(
    (key: string | number, update: (row: T) => T) => setData((page) => ({ ...page, list: page.list.map((row) => (rowKey(row) === key ? update(row) : row)) })),
    [rowKey, setData],
  );

  const selection = useMemo<ListSelection<T>>(
    () => ({ keys: selected, rows: rows.filter((row) => selected.includes(rowKey(row))), set: setSelected, clear: () => setSelected(clearedSelection) }),
    [selected, rows, rowKey],
  );

  return {
    query,
    setQuery,
    rows,
    total: shown?.total ?? null,
    loading: view.loading || pastEnd !== null || held,
    error: view.error,
    refetch,
    removed,
    updateRow,
    selection,
    rowKey,
  };
}

/**
 * An empty selection, kept as it is when already empty: clearing on mount (the effect above runs after
 * the hydrating render) would otherwise render the whole page again for nothing (issue 25: that render
 * came between hydration and the page being live).
 */
function clearedSelection(keys: (string | number)[]): (string | number)[] {
  return keys.length === 0 ? keys : [];
}

/** The last page, when `page` (answered for page `asked`) lies past it; null when it is a page of rows or the list is empty. */
function lastPageIfPastEnd(page: RowsPage<unknown>, asked: number, pageSize: number): number | null {
  const last = Math.max(1, Math.ceil(page.total / pageSize));
  return page.list.length === 0 && page.total > 0 && asked > last ? last : null;
}
