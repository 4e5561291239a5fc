/**
 * The reader of the daily rollups (migration 0003_statistics) — `stat_daily` for the whole account
 * (totals and province / city / platform rows) and `stat_daily_activity` per activity: the queries
 * every data screen is made of — totals, zero-filled day lines, breakdowns and activity rankings —
 * over ranges of China calendar days. The writer is rollupWriter.ts, the tables' terms rollupTables.ts.
 *
 * Freshness: triggers on every source table mark (owner, product, day) dirty. Every rollup read
 * probes the owner's dirty days in the same query and, when there are some, recomputes them and
 * reads again (`readRollup`); `startRollupJob` recomputes everyone's on a timer so reads rarely
 * pay for it, and `ensureFresh` does it explicitly. Rankings, the one costly read, are reused for
 * RANK_CACHE_MS unless this process rebuilt the owner's days meanwhile.
 *
 * Day ranges and the figures compared over them are lib/ranges.ts; the capped count of long lists
 * is lib/listing.ts.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { eachDay } from '../../lib/days';
import { type DayRange, instants, zeroFill } from '../../lib/ranges';
import { cityName, provinceName } from '../../lib/regions';
import { DIM, METRICS, type Metric, type StatProductId, type Totals } from './rollupTables';
import { ensureFresh, onRebuilt, refreshOwner, SUMS, sourceRows } from './rollupWriter';

export * from './rollupTables';

export interface StatScope {
  ownerId: number;
  product: StatProductId;
  /** One activity (twzb / shop: twzb activity id; event: event id), or all of the owner's. */
  activityId?: number;
}

const toTotals = (row: Record<string, unknown> | undefined): Totals =>
  Object.fromEntries(METRICS.map((metric) => [metric, Number(row?.[metric] ?? 0)])) as Totals;

const SUM_ALL = sql.raw(METRICS.map((metric) => `coalesce(sum(${metric}), 0)::bigint as ${metric}`).join(', '));

/**
 * Runs a rollup read together with the owner's staleness probe, in one round trip; when some of
 * the owner's days are stale it rebuilds them (`refreshOwner`) and reads again.
 */
async function readRollup<R extends Record<string, unknown>>(db: Kysely<Database>, scope: StatScope, query: RawBuilder<unknown>): Promise<R[]> {
  const run = () =>
    sql<R & { stale_: boolean; row_: boolean | null }>`
      select s.stale_, q.* from (
        select exists(select 1 from stat_dirty_days where owner_id = ${scope.ownerId} and product = ${scope.product}) as stale_
      ) s
      left join lateral (select true as row_, x.* from (${query}) x) q on true`.execute(db);
  let result = await run();
  if (result.rows[0]?.stale_) {
    await refreshOwner(db, scope.ownerId, scope.product);
    result = await run();
  }
  return result.rows.filter((row) => row.row_ === true);
}

/** `table where …` of the daily totals of the scope: one activity's, or the whole account's. */
function totalsOf(scope: StatScope): RawBuilder<unknown> {
  return scope.activityId === undefined
    ? sql`stat_daily where owner_id = ${scope.ownerId} and product = ${scope.product} and dim = 0 and dim_value = 0`
    : sql`stat_daily_activity where owner_id = ${scope.ownerId} and product = ${scope.product} and activity_id = ${scope.activityId}`;
}

/** Every metric summed over the range (or over all time without one). */
export async function sumTotals(db: Kysely<Database>, scope: StatScope, range?: DayRange): Promise<Totals> {
  const days = range ? sql` and day between ${range.start}::date and ${range.end}::date` : sql``;
  const rows = await readRollup(db, scope, sql`select ${SUM_ALL} from ${totalsOf(scope)}${days}`);
  return toTotals(rows[0]);
}

/** One metric per day, zero-filled. */
export async function dayLine(db: Kysely<Database>, scope: StatScope, range: DayRange, metric: Metric): Promise<{ date: string; value: number }[]> {
  const rows = await readRollup<{ day: string; value: string }>(
    db,
    scope,
    sql`select day::text as day, sum(${sql.ref(metric)})::bigint as value from ${totalsOf(scope)}
        and day between ${range.start}::date and ${range.end}::date
      group by day`,
  );
  return zeroFill(range, rows);
}

export interface BreakdownRow {
  code: number;
  totals: Totals;
}

type Dimension = 'province' | 'city' | 'platform';

/**
 * Totals by province, city or platform over the range, largest `orderBy` first. Whole-account
 * figures come from the rollup; one activity's from its source rows (an activity is small).
 */
export async function breakdown(
  db: Kysely<Database>,
  scope: StatScope,
  range: DayRange,
  dimension: Dimension,
  options: { orderBy: Metric; provinceCode?: number; limit?: number },
): Promise<BreakdownRow[]> {
  const limit = options.limit ?? 1000;
  const inProvince = (column: string) =>
    options.provinceCode === undefined ? sql`` : sql` and ${sql.ref(column)} between ${options.provinceCode} and ${options.provinceCode + 9999}`;
  let rows: Record<string, unknown>[];
  if (scope.activityId === undefined) {
    rows = await readRollup(
      db,
      scope,
      sql`select dim_value as code, ${SUM_ALL} from stat_daily
        where owner_id = ${scope.ownerId} and product = ${scope.product} and dim = ${DIM[dimension]}
          and day between ${range.start}::date and ${range.end}::date${inProvince('dim_value')}
        group by dim_value
        order by ${sql.ref(options.orderBy)} desc, dim_value
        limit ${limit}`,
    );
  } else {
    const { from, to } = instants(range);
    const key = dimension === 'province' ? sql`s.city_id - s.city_id % 10000` : dimension === 'city' ? sql`s.city_id` : sql`s.platform`;
    const result = await sql<Record<string, unknown>>`
      select code, ${SUM_ALL} from (
        select ${key} as code, ${SUMS}
        from (${sourceRows(scope.product, scope.ownerId, from, to, scope.activityId)}) s
        where s.city_id <> 0 and s.platform <> 0${inProvince('s.city_id')}
        group by 1
      ) t
      group by code
      order by ${sql.ref(options.orderBy)} desc, code
      limit ${limit}`.execute(db);
    rows = result.rows;
  }
  return rows
    .map((row) => ({ code: Number(row.code), totals: toTotals(row) }))
    .sort((a, b) => b.totals[options.orderBy] - a.totals[options.orderBy] || a.code - b.code);
}

/** Province rows with names. */
export function provinceRows(rows: BreakdownRow[]) {
  return rows.map((row) => ({ code: row.code, name: provinceName(row.code), totals: row.totals }));
}

/** City rows with their province. */
export function cityRows(rows: BreakdownRow[]) {
  return rows.map((row) => {
    const provinceCode = row.code - (row.code % 10000);
    return { code: row.code, name: cityName(row.code), provinceCode, provinceName: provinceName(provinceCode), totals: row.totals };
  });
}

type RankMetric = 'pv' | 'uv' | 'shares' | 'orders' | 'order_amount' | 'uploads' | 'downloads';
type RankRow = { activityId: number; pv: number; uv: number; shares: number; orders: number; orderAmount: number; uploads: number; downloads: number };

/**
 * A ranking sums every activity's days in the range (hundreds of thousands of rows at bench scale),
 * so it is reused for this long — or until this process rebuilds the owner's rollup.
 */
export const RANK_CACHE_MS = 30_000;
const RANK_CACHE_SIZE = 500;
const rankCache = new WeakMap<object, Map<string, { at: number; rows: RankRow[] }>>();

onRebuilt(forgetRankings);

function forgetRankings(db: Kysely<Database>, ownerId: number, product: number): void {
  const entries = rankCache.get(db);
  if (!entries) return;
  for (const key of entries.keys()) if (key.startsWith(`${ownerId}:${product}:`)) entries.delete(key);
}

/** Activities of the owner ranked by `metric` over the range (per-activity rollup rows). */
export async function rankActivities(
  db: Kysely<Database>,
  scope: Omit<StatScope, 'activityId'>,
  range: DayRange,
  metric: RankMetric,
  limit: number,
): Promise<RankRow[]> {
  await ensureFresh(db, scope.ownerId, scope.product);
  const entries = rankCache.get(db) ?? new Map<string, { at: number; rows: RankRow[] }>();
  rankCache.set(db, entries);
  const key = `${scope.ownerId}:${scope.product}:${range.start}:${range.end}:${metric}:${limit}`;
  const hit = entries.get(key);
  if (hit && Date.now() - hit.at < RANK_CACHE_MS) return hit.rows;
  const result = await sql<Record<RankMetric | 'activity_id', string>>`
    select activity_id, sum(pv)::bigint as pv, sum(uv)::bigint as uv, sum(shares)::bigint as shares,
      sum(orders)::bigint as orders, sum(order_amount)::bigint as order_amount,
      sum(uploads)::bigint as uploads, sum(downloads)::bigint as downloads
    from stat_daily_activity
    where owner_id = ${scope.ownerId} and product = ${scope.product} and day between ${range.start}::date and ${range.end}::date
    group by activity_id
    order by ${sql.ref(metric)} desc, activity_id desc
    limit ${limit}`.execute(db);
  const rows = result.rows.map((row) => ({
    activityId: Number(row.activity_id),
    pv: Number(row.pv),
    uv: Number(row.uv),
    shares: Number(row.shares),
    orders: Number(row.orders),
    orderAmount: Number(row.order_amount),
    uploads: Number(row.uploads),
    downloads: Number(row.downloads),
  }));
  entries.delete(key);
  entries.set(key, { at: Date.now(), rows });
  if (entries.size > RANK_CACHE_SIZE) entries.delete(entries.keys().next().value as string);
  return rows;
}

/** Every metric of every day of the range (zero-filled), for exports. */
export async function dailyTotals(db: Kysely<Database>, scope: StatScope, range: DayRange): Promise<{ date: string; totals: Totals }[]> {
  const rows = await readRollup<Record<string, unknown> & { day: string }>(
    db,
    scope,
    sql`select day::text as day, ${SUM_ALL} from ${totalsOf(scope)}
        and day between ${range.start}::date and ${range.end}::date
      group by day`,
  );
  const byDay = new Map(rows.map((row) => [row.day, toTotals(row)]));
  return eachDay(range.start, range.end).map((date) => ({ date, totals: byDay.get(date) ?? toTotals(undefined) }));
}
