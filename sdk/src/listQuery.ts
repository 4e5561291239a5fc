/**
 * Typed list parameters and their address form. A list's state lives in the page address
 * (`?page=2&size=20&keyword=年会&status=live&from=2026-11-01&to=2026-11-23&sort=startTime&order=asc`)
 * so that reload, Back/Forward and shared links show the same rows. Every value is parsed: an
 * invalid one falls back to its default instead of reaching the server.
 */

/**
 * How one filter is read from and written to the address.
 * @public
 */
export interface ParamCodec<T> {
  /** The value from its address text; `undefined` when missing or invalid. */
  parse(text: string | null): T | undefined;
  /** The address text of a value. */
  format(value: T): string;
}

/**
 * A positive integer filter (an id): `?group=3`.
 * @public
 */
export function intParam(): ParamCodec<number> {
  return {
    parse: (text) => {
      if (text === null || !/^\d{1,10}$/.test(text)) return undefined;
      const value = Number(text);
      return value > 0 && value <= 2147483647 ? value : undefined;
    },
    format: String,
  };
}

/**
 * One of a fixed set of values: `?status=live`.
 * @public
 */
export function enumParam<const V extends string>(values: readonly V[]): ParamCodec<V> {
  return {
    parse: (text) => (text !== null && (values as readonly string[]).includes(text) ? (text as V) : undefined),
    format: (value) => value,
  };
}

/**
 * Free text, trimmed and cut to `max` characters: `?activity=年会`.
 * @public
 */
export function textParam(max = 50): ParamCodec<string> {
  return {
    parse: (text) => {
      const value = text?.trim().slice(0, max);
      return value ? value : undefined;
    },
    format: (value) => value,
  };
}

/**
 * The filters of a list, by address name.
 * @public
 */
export type FilterCodecs = Record<string, ParamCodec<unknown>>;

/**
 * The values of a list's filters: each one set or undefined.
 * @public
 */
export type FilterValues<F extends FilterCodecs> = { [K in keyof F]?: F[K] extends ParamCodec<infer T> ? T : never };

/**
 * Ascending or descending.
 * @public
 */
export type SortOrder = 'asc' | 'desc';

/**
 * A sort of the list by one field the server accepts.
 * @public
 */
export interface ListSort<S extends string = string> {
  field: S;
  order: SortOrder;
}

/**
 * A created-day range, both days inclusive, as `YYYY-MM-DD`.
 * @public
 */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * Everything that selects a list's rows.
 * @public
 */
export interface ListQuery<F extends FilterCodecs = FilterCodecs, S extends string = string> {
  /** 1-based page. */
  page: number;
  pageSize: number;
  /** Trimmed search text; '' for none. */
  keyword: string;
  filters: FilterValues<F>;
  /** Created-day range, or null for all time. */
  range: DayRange | null;
  /** The chosen sort, or null for the server's default (newest first). */
  sort: ListSort<S> | null;
}

/**
 * What a list declares about its parameters.
 * @public
 */
export interface ListQuerySpec<F extends FilterCodecs = FilterCodecs, S extends string = string> {
  /** Page sizes offered; the first is the default. Defaults to `[10, 20, 50]`. */
  pageSizes?: readonly number[];
  /** Longest keyword kept; defaults to 50 (the contracts' limit). */
  keywordMax?: number;
  /** Filters by address name. */
  filters?: F;
  /** The sortable fields the server accepts. */
  sorts?: readonly S[];
}

/**
 * The page sizes every list offers unless it says otherwise.
 * @public
 */
export const DEFAULT_PAGE_SIZES = [10, 20, 50] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether `text` is a real calendar day `YYYY-MM-DD` (2024-02-29 yes, 2023-02-29 no).
 * @public
 */
export function isDay(text: string | null): text is string {
  if (text === null || !DAY.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/**
 * Reads a list query from the address; every invalid value becomes its default.
 * @public
 */
export function parseListQuery<F extends FilterCodecs, S extends string>(params: URLSearchParams, spec: ListQuerySpec<F, S>): ListQuery<F, S> {
  const sizes = spec.pageSizes ?? DEFAULT_PAGE_SIZES;
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const filters = {} as FilterValues<F>;
  for (const [name, codec] of Object.entries(spec.filters ?? {})) {
    const value = codec.parse(params.get(name));
    if (value !== undefined) (filters as Record<string, unknown>)[name] = value;
  }
  const from = params.get('from');
  const to = params.get('to');
  const range = isDay(from) && isDay(to) && from <= to ? { from, to } : null;
  const sortField = params.get('sort');
  const order = params.get('order');
  const sort =
    sortField !== null && (spec.sorts ?? []).includes(sortField as S)
      ? { field: sortField as S, order: order === 'asc' ? ('asc' as const) : ('desc' as const) }
      : null;
  return {
    page: /^\d{1,6}$/.test(params.get('page') ?? '') && page >= 1 ? page : 1,
    pageSize: sizes.includes(size) ? size : sizes[0],
    keyword: (params.get('keyword') ?? '').trim().slice(0, spec.keywordMax ?? 50),
    filters,
    range,
    sort,
  };
}

/**
 * Writes a list query as address parameters, leaving out every default.
 * @public
 */
export function formatListQuery<F extends FilterCodecs, S extends string>(query: ListQuery<F, S>, spec: ListQuerySpec<F, S>): URLSearchParams {
  const sizes = spec.pageSizes ?? DEFAULT_PAGE_SIZES;
  const out = new URLSearchParams();
  if (query.page > 1) out.set('page', String(query.page));
  if (query.pageSize !== sizes[0]) out.set('size', String(query.pageSize));
  if (query.keyword) out.set('keyword', query.keyword);
  for (const [name, codec] of Object.entries(spec.filters ?? {})) {
    const value = (query.filters as Record<string, unknown>)[name];
    if (value !== undefined && value !== null && value !== '') out.set(name, codec.format(value));
  }
  if (query.range) {
    out.set('from', query.range.from);
    out.set('to', query.range.to);
  }
  if (query.sort) {
    out.set('sort', query.sort.field);
    out.set('order', query.sort.order);
  }
  return out;
}

/**
 * The request parameters most list calls take (contracts' `paging` + `keyword` + `dateRange` +
 * `sort`/`order`), with the filters spread in. A screen whose call names differ maps its own.
 * @public
 */
export function toRequestParams(query: ListQuery): Record<string, string | number | undefined> {
  return {
    pageNum: query.page,
    pageSize: query.pageSize,
    keyword: query.keyword || undefined,
    startDate: query.range?.from,
    endDate: query.range?.to,
    sort: query.sort?.field,
    order: query.sort?.order,
    ...(query.filters as Record<string, string | number | undefined>),
  };
}
