/**
 * Small pieces every paged list shares: keyword patterns, the created-time range, ISO dates, the
 * owner-scoped delete. The filters compose with kysely's `$call`:
 *
 *   db.selectFrom('surveys').where('owner_id', '=', ownerId)
 *     .$call(withKeyword(query.keyword, 'title'))
 *     .$call(createdWithin('created_at', query))
 */
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type OperationNodeSource,
  type RawBuilder,
  type SelectQueryBuilder,
  sql,
  type Transaction,
} from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from './envelope';

/** Escapes LIKE wildcards so a keyword matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** `%keyword%` for ILIKE, wildcards escaped. */
export function containsPattern(keyword: string): string {
  return `%${escapeLike(keyword)}%`;
}

/**
 * The operator and pattern of a "contains keyword" filter. A keyword without cased letters (Chinese,
 * digits, punctuation) matches the same under LIKE and ILIKE, and LIKE skips case-folding every
 * row: about 3.5× faster on a scan of Chinese titles (90,000 rows: 38 ms against 140 ms).
 */
export function containsMatch(keyword: string): { op: 'like' | 'ilike'; pattern: string } {
  const caseless = keyword.toLowerCase() === keyword && keyword.toUpperCase() === keyword;
  return { op: caseless ? 'like' : 'ilike', pattern: containsPattern(keyword) };
}

/** The console's users are in China Standard Time: a calendar day starts at 00:00 UTC+8. */
const DAY_OFFSET = '+08:00';
const DAY_MS = 24 * 60 * 60 * 1000;

/** `[from, to)` instants of an inclusive `YYYY-MM-DD` day range; either end may be open. */
export function dayRange(startDate?: string, endDate?: string): { from?: Date; to?: Date } {
  return {
    from: startDate ? new Date(`${startDate}T00:00:00${DAY_OFFSET}`) : undefined,
    to: endDate ? new Date(new Date(`${endDate}T00:00:00${DAY_OFFSET}`).getTime() + DAY_MS) : undefined,
  };
}

export function iso(value: Date): string;
export function iso(value: Date | null): string | null;
export function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

/** The offset of page `pageNum`. */
export const offsetOf = (query: { pageNum: number; pageSize: number }) => (query.pageNum - 1) * query.pageSize;

/** The page a list call asks for (the contracts' `paging`). */
export interface Paging {
  pageNum: number;
  pageSize: number;
}

/** One page of a list answer: the shape every paged list of the API has. */
export interface Page<T> extends Paging {
  total: number;
  list: T[];
}

/**
 * The query counting a list's rows: one row with `total` (`count(*)::int`, or a kept counter's sum),
 * a query builder (it is also read inside the page's own query).
 */
interface CountQuery extends OperationNodeSource {
  executeTakeFirstOrThrow(): Promise<{ total: number | string | bigint }>;
}

/** A query that reads rows (of any tables), to which the count is added as one more column. */
// biome-ignore lint/suspicious/noExplicitAny: the page's rows come from any tables
type RowsQuery<R> = SelectQueryBuilder<any, any, R>;

/** The column carrying a page's whole count (taken off the rows). */
const WHOLE_COUNT = 'gr_whole_count';
type Counted<R> = R & { [WHOLE_COUNT]?: number | string | bigint };

/**
 * Count-and-page in one query (issue 25, the server's cost of a page): reads the page's rows with
 * the count as a column of each (`(count query) as gr_whole_count`, an uncorrelated subquery the
 * database runs once), and answers `{ pageNum, pageSize, total, list }` with the rows as read (the
 * caller maps them: `{ ...page, list: page.list.map(toX) }`). Only a page past the end, with no row
 * to carry it, asks for the count alone. For lists whose count or page is not the plain filtered
 * base (a kept counter, a deferred join, groups); the plain case is `pageOf`.
 */
export async function pagedList<R>(page: Paging, count: CountQuery, rows: RowsQuery<R>): Promise<Page<R>> {
  const counted = (await rows.select(sql<unknown>`(${count})`.as(WHOLE_COUNT)).execute()) as Counted<R>[];
  let total = 0;
  if (counted.length > 0) total = Number(counted[0][WHOLE_COUNT]);
  else if (page.pageNum > 1) total = Number((await count.executeTakeFirstOrThrow()).total);
  for (const row of counted) delete row[WHOLE_COUNT];
  return { pageNum: page.pageNum, pageSize: page.pageSize, total, list: counted as R[] };
}

/**
 * The page `page` of a filtered query, in one query: the page's rows, which `rows` selects and
 * orders from the filtered base, with the count of the whole filtered base (see `pagedList`).
 */
export function pageOf<DB, TB extends keyof DB, O, R>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  page: Paging,
  rows: (filtered: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, R>,
): Promise<Page<R>> {
  return pagedList(
    page,
    filtered.select(sql<number>`count(*)::int`.as('total')) as unknown as CountQuery,
    rows(filtered).limit(page.pageSize).offset(offsetOf(page)) as unknown as RowsQuery<R>,
  );
}

/** Counts rows of a filtered list up to `cap` + 1: `{ total: min(count, cap), exact }`. */
export async function cappedCount(db: Kysely<Database>, rows: RawBuilder<unknown>, cap: number): Promise<{ total: number; exact: boolean }> {
  const result = await sql<{ n: number }>`select count(*)::int as n from (${rows} limit ${cap + 1}) capped`.execute(db);
  const n = Number(result.rows[0]?.n ?? 0);
  return n > cap ? { total: cap, exact: false } : { total: n, exact: true };
}

/** Any query builder with `where` (select, update, delete; every table). */
// biome-ignore lint/suspicious/noExplicitAny: a filter serves every table's query builder
type AnyWhere = { where: (...args: any[]) => any };
// biome-ignore lint/suspicious/noExplicitAny: a filter serves every table's expressions
type AnyExpressions = ExpressionBuilder<any, any>;

/**
 * The "contains keyword" filter of a list over one or more columns (a column name, or an expression
 * such as a `coalesce` of joined titles): any of them matches (`containsMatch`). No keyword, no filter.
 */
export const withKeyword =
  (keyword: string | undefined, ...columns: ReadonlyArray<string | ((eb: AnyExpressions) => Expression<unknown>)>) =>
  <QB extends AnyWhere>(query: QB): QB => {
    if (!keyword) return query;
    const { op, pattern } = containsMatch(keyword);
    if (columns.length === 1 && typeof columns[0] === 'string') return query.where(columns[0], op, pattern) as QB;
    return query.where((eb: AnyExpressions) => eb.or(columns.map((column) => eb(typeof column === 'string' ? column : column(eb), op, pattern)))) as QB;
  };

/** The created-day filter of a list: `startDate`/`endDate` (China days, both inclusive) on `column`. */
export const createdWithin =
  (column: string, range: { startDate?: string; endDate?: string }) =>
  <QB extends AnyWhere>(query: QB): QB => {
    const { from, to } = dayRange(range.startDate, range.endDate);
    let filtered = query;
    if (from) filtered = filtered.where(column, '>=', from) as QB;
    if (to) filtered = filtered.where(column, '<', to) as QB;
    return filtered;
  };

/** The tables whose rows a list's `DELETE /{id}` removes by id within the owner's rows. */
type OwnedTable = 'twzb_activities' | 'event_activities' | 'photo_activities' | 'websites';

/** Deletes row `id` of `table` if it is the owner's; another account's or a missing id is 404 (nothing changes). */
export async function deleteOwned(db: Kysely<Database>, table: OwnedTable, id: number, ownerId: number): Promise<void> {
  const result = await db
    .deleteFrom(table as 'websites')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound();
}

/** The activity tables an uploaded file may be filed under (materials and videos). */
type ActivityTable = 'twzb_activities' | 'event_activities' | 'video_activities';

/**
 * Activity `id` of `table` when it is the owner's, for filing something under it; undefined when
 * `id` is null, another account's or gone (the thing is then filed under no activity).
 */
export async function ownedActivity(
  db: Kysely<Database> | Transaction<Database>,
  table: ActivityTable,
  id: number | null,
  ownerId: number,
): Promise<{ id: number } | undefined> {
  if (id === null) return undefined;
  return db
    .selectFrom(table as 'event_activities')
    .select('id')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}

/**
 * Locks rows `ids` of `table` (of `kind`) for a batch delete that takes all of them or none: 404,
 * changing nothing, unless every one is the owner's.
 */
export async function lockAllOwned(
  trx: Transaction<Database>,
  table: 'materials' | 'media_videos',
  ids: number[],
  ownerId: number,
  kind: string,
): Promise<void> {
  const owned = await trx
    .selectFrom(table as 'materials')
    .select('id')
    .where('id', 'in', ids)
    .where('owner_id', '=', ownerId)
    .where('kind', '=', kind as 'twzb')
    .forUpdate()
    .execute();
  if (owned.length !== ids.length) throw notFound();
}
