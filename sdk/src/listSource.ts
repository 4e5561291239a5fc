import type { ApiClient } from './api';
import { type FilterCodecs, formatListQuery, type ListQuery, type ListQuerySpec } from './listQuery';
import type { QueryAnswer } from './queryCache';
import type { HttpResult } from './services';

/**
 * A page of rows as every list call answers it.
 * @public
 */
export interface RowsPage<T> {
  pageNum: number;
  pageSize: number;
  total: number;
  list: T[];
}

/**
 * What a list's {@link ListSource.load} is given besides its query.
 * @public
 */
export interface ListLoadContext {
  /** The plugin's API client (the one `useApi` gives its pages). */
  api: ApiClient;
  /** Aborts the call when no part shows the list any more. */
  signal: AbortSignal;
}

/**
 * A list declared once, beside its route: its filters, its sorts and how one page of it is loaded.
 * The route that shows it names it (`ctx.addRoute({ …, list })`), so that its first page is asked for
 * as soon as the route is entered, while the page's own files still download (issue 25); the page
 * gives the same declaration to the kit's `useListController({ source })`, which finds that call in
 * flight instead of making another. Declare it in a small module of the plugin's own (not in the
 * page's file, which is loaded only when the page is shown), with the sdk's codecs
 * ({@link enumParam}, {@link intParam}, {@link textParam}) and {@link toRequestParams}:
 *
 * ```ts
 * export const liveList = defineList<ActivityTwzb, typeof filters, ActivityListSort>({
 *   filters: { status: enumParam(['not_started', 'live', 'ended'] as const), groupId: intParam() },
 *   sorts: ['startTime', 'createdAt'],
 *   load: (query, { api, signal }) => api.get('/api/activity/twzb/list', { query: toRequestParams(query), signal }),
 * });
 * ```
 * @public
 */
export interface ListSource<T, F extends FilterCodecs = Record<never, never>, S extends string = never> extends ListQuerySpec<F, S> {
  /** Loads one page for the query. */
  load(query: ListQuery<F, S>, context: ListLoadContext): Promise<HttpResult<RowsPage<T>>>;
  /**
   * Whether the route's page shows this list at an address of the route (its query): for a page that
   * shows something else at some of its addresses (人物 at `?person=12` shows that person's photos,
   * not the people), so that entering the route there asks for nothing. Always, unless given. The page
   * decides what it shows with the same function (one declaration of the rule).
   */
  shownAt?(params: URLSearchParams): boolean;
}

/**
 * Declares a {@link ListSource} (its types checked, the object returned as it is).
 * @public
 */
export function defineList<T, F extends FilterCodecs = Record<never, never>, S extends string = never>(source: ListSource<T, F, S>): ListSource<T, F, S> {
  return source;
}

/**
 * The answers cache's name of a list's page: its address and its query in the address's own form.
 * The route's early load and the page's list controller name it alike.
 * @internal
 */
export function listCacheKey<F extends FilterCodecs, S extends string>(pathname: string, query: ListQuery<F, S>, spec: ListQuerySpec<F, S>): string {
  return `list:${pathname}?${formatListQuery(query, spec).toString()}`;
}

/**
 * A list call's result as the answers cache keeps it.
 * @internal
 */
export function listAnswer<T>(result: HttpResult<RowsPage<T>>): QueryAnswer<RowsPage<T>> {
  return result.ok ? { ok: true, data: result.data } : { ok: false };
}
