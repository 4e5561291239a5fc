/**
 * Statistics over the daily rollups (migration 0003_statistics) — `stat_daily` for the whole account
 * (totals and province / city / platform rows) and `stat_daily_activity` per activity: ranges of
 * China calendar days, keeping the rollups fresh, and the queries every data screen is made of —
 * totals, zero-filled day lines, breakdowns and activity rankings.
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
import { daysBetween, eachDay } from '../../lib/days';
import { type DayRange, instants, zeroFill } from '../../lib/ranges';
import { cityName, provinceName } from '../../lib/regions';

export const STAT_PRODUCT = { twzb: 1, event: 2, shop: 3, photo: 4 } as const;
export type StatProductId = (typeof STAT_PRODUCT)[keyof typeof STAT_PRODUCT];

export const PLATFORM_NAMES: Record<number, string> = { 1: '微信', 2: 'H5', 3: 'PC', 4: 'App' };
export const PLATFORMS = [1, 2, 3, 4] as const;

/** Columns of stat_daily that can be summed. */
export const METRICS = [
  'pv',
  'uv',
  'shares',
  'watch_seconds',
  'created',
  'new_members',
  'registrations',
  'sign_ins',
  'orders',
  'order_amount',
  'buyers',
  'refunds',
  'refund_amount',
  'uploads',
  'downloads',
] as const;
export type Metric = (typeof METRICS)[number];
export type Totals = Record<Metric, number>;

const DIM = { total: 0, province: 1, city: 2, platform: 3 } as const;

// --- rollup maintenance ---------------------------------------------------------------------------

/** The summed columns of a source row, after (activity_id, day, city_id, platform, visitor, buyer). */
const SOURCE_METRICS = [
  'pv',
  'shares',
  'watch_seconds',
  'created',
  'new_members',
  'registrations',
  'sign_ins',
  'orders',
  'order_amount',
  'refunds',
  'refund_amount',
  'uploads',
  'downloads',
] as const;

/** Every source metric in the fixed order (a UNION matches columns by position): given ones or 0. */
const metricColumns = (values: Partial<Record<(typeof SOURCE_METRICS)[number], string>>) =>
  sql.raw(SOURCE_METRICS.map((name) => `${values[name] ?? '0'} as ${name}`).join(', '));

/**
 * The rows a product's statistics are made of, one per fact, for one owner and `[from, to)`:
 * views and shares from stat_events, and the facts that live in their own tables.
 */
function sourceRows(product: StatProductId, ownerId: number, from: Date, to: Date, activityId?: number): RawBuilder<unknown> {
  const only = (column: string) => (activityId === undefined ? sql`` : sql` and ${sql.ref(column)} = ${activityId}`);
  if (product === STAT_PRODUCT.photo) {
    // Album views, shares, uploads and downloads (migration 0012); UV counts viewers.
    return sql`
      select p.activity_id, stat_day(p.occurred_at) as day, p.city_id, p.platform::int as platform,
        case when p.kind = 1 then p.visitor_id end as visitor, null::int as buyer,
        ${metricColumns({ pv: '(p.kind = 1)::int', shares: '(p.kind = 2)::int', uploads: '(p.kind = 3)::int', downloads: '(p.kind = 4)::int' })}
      from photo_stat_events p
      where p.owner_id = ${ownerId} and p.occurred_at >= ${from} and p.occurred_at < ${to}${only('p.activity_id')}`;
  }
  if (product === STAT_PRODUCT.twzb || product === STAT_PRODUCT.event) {
    const views = sql`
      select e.activity_id, stat_day(e.occurred_at) as day, e.city_id, e.platform::int as platform,
        case when e.kind = 1 then e.visitor_id end as visitor, null::int as buyer,
        ${metricColumns({ pv: '(e.kind = 1)::int', shares: '(e.kind = 2)::int', watch_seconds: 'e.duration_seconds' })}
      from stat_events e
      where e.owner_id = ${ownerId} and e.product = ${product} and e.occurred_at >= ${from} and e.occurred_at < ${to}${only('e.activity_id')}`;
    if (product === STAT_PRODUCT.twzb) {
      return sql`${views}
      union all
      select a.id, stat_day(a.created_at), 0, 0, null, null, ${metricColumns({ created: '1' })}
      from twzb_activities a where a.owner_id = ${ownerId} and a.created_at >= ${from} and a.created_at < ${to}${only('a.id')}
      union all
      select m.source_activity_id, stat_day(m.first_visit_at), m.city_id, m.platform::int, null, null, ${metricColumns({ new_members: '1' })}
      from audience_members m where m.owner_id = ${ownerId} and m.first_visit_at >= ${from} and m.first_visit_at < ${to}${only('m.source_activity_id')}`;
    }
    return sql`${views}
      union all
      select a.id, stat_day(a.created_at), 0, 0, null, null, ${metricColumns({ created: '1' })}
      from event_activities a where a.owner_id = ${ownerId} and a.created_at >= ${from} and a.created_at < ${to}${only('a.id')}
      union all
      select c.event_id, stat_day(c.registered_at), c.city_id, c.platform::int, null, null, ${metricColumns({ registrations: '1' })}
      from event_conferees c where c.owner_id = ${ownerId} and c.registered_at >= ${from} and c.registered_at < ${to}${only('c.event_id')}
      union all
      select c.event_id, stat_day(c.signed_in_at), c.city_id, c.platform::int, null, null, ${metricColumns({ sign_ins: '1' })}
      from event_conferees c where c.owner_id = ${ownerId} and c.signed_in_at >= ${from} and c.signed_in_at < ${to}${only('c.event_id')}`;
  }
  return sql`
      select o.activity_id, stat_day(o.paid_at) as day, o.city_id, o.platform::int as platform, null::int as visitor, o.member_id as buyer,
        ${metricColumns({ orders: '1', order_amount: 'o.amount' })}
      from audience_orders o
      where o.owner_id = ${ownerId} and o.order_type = 1 and o.paid_at >= ${from} and o.paid_at < ${to}${only('o.activity_id')}
      union all
      select o.activity_id, stat_day(o.refunded_at), o.city_id, o.platform::int, null, null, ${metricColumns({ refunds: '1', refund_amount: 'o.refund_amount' })}
      from audience_orders o
      where o.owner_id = ${ownerId} and o.order_type = 1 and o.refunded_at >= ${from} and o.refunded_at < ${to}${only('o.activity_id')}`;
}

/** Sums of source rows `s` into the stat_daily metric columns. */
const SUMS = sql.raw(
  [
    'sum(s.pv)::int as pv',
    'count(distinct s.visitor)::int as uv',
    'sum(s.shares)::int as shares',
    'sum(s.watch_seconds)::bigint as watch_seconds',
    'sum(s.created)::int as created',
    'sum(s.new_members)::int as new_members',
    'sum(s.registrations)::int as registrations',
    'sum(s.sign_ins)::int as sign_ins',
    'sum(s.orders)::int as orders',
    'sum(s.order_amount)::bigint as order_amount',
    'count(distinct s.buyer)::int as buyers',
    'sum(s.refunds)::int as refunds',
    'sum(s.refund_amount)::bigint as refund_amount',
    'sum(s.uploads)::int as uploads',
    'sum(s.downloads)::int as downloads',
  ].join(', '),
);

const METRIC_LIST = sql.raw(
  'pv, uv, shares, watch_seconds, created, new_members, registrations, sign_ins, orders, order_amount, buyers, refunds, refund_amount, uploads, downloads',
);

/** Recomputes `days` (one contiguous-ish run) of one owner and product. */
async function rebuildDays(db: Kysely<Database>, ownerId: number, product: StatProductId, days: string[]): Promise<void> {
  if (days.length === 0) return;
  const sorted = [...days].sort();
  const range = { start: sorted[0] as string, end: sorted[sorted.length - 1] as string };
  const { from, to } = instants(range);
  await sql`delete from stat_daily where owner_id = ${ownerId} and product = ${product} and day = any(${sorted}::date[])`.execute(db);
  await sql`delete from stat_daily_activity where owner_id = ${ownerId} and product = ${product} and day = any(${sorted}::date[])`.execute(db);
  // One aggregation, two tables: the account's rows (total and dimensions) and each activity's.
  await sql`
    with r as (
      select grouping(s.activity_id, s.province_id, s.city_id, s.platform) as g,
        s.activity_id, s.province_id, s.city_id, s.platform, s.day, ${SUMS}
      from (select n.*, n.city_id - n.city_id % 10000 as province_id from (${sourceRows(product, ownerId, from, to)}) n) s
      where s.day = any(${sorted}::date[])
      group by grouping sets ((s.day), (s.day, s.activity_id), (s.day, s.province_id), (s.day, s.city_id), (s.day, s.platform))
    ),
    per_activity as (
      insert into stat_daily_activity (owner_id, product, activity_id, day, ${METRIC_LIST})
      select ${ownerId}, ${product}, activity_id, day, ${METRIC_LIST} from r where g = 7 and activity_id <> 0
    )
    insert into stat_daily (owner_id, product, dim, dim_value, day, ${METRIC_LIST})
    select ${ownerId}, ${product},
      case g when 11 then 1 when 13 then 2 when 14 then 3 else 0 end,
      case g when 11 then province_id when 13 then city_id when 14 then platform else 0 end,
      day, ${METRIC_LIST}
    from r
    where g = 15 or (g = 11 and province_id <> 0) or (g = 13 and city_id <> 0) or (g = 14 and platform <> 0)`.execute(db);
}

/** Splits sorted days into runs whose gaps are at most `gap` days (one source scan per run). */
function runs(days: string[], gap = 3): string[][] {
  const result: string[][] = [];
  for (const day of [...days].sort()) {
    const run = result[result.length - 1];
    const last = run?.[run.length - 1];
    if (run && last && daysBetween(last, day) <= gap) run.push(day);
    else result.push([day]);
  }
  return result;
}

/** Recomputes the dirty days of one owner and product; returns how many days were rebuilt. */
export async function refreshOwner(db: Kysely<Database>, ownerId: number, product: StatProductId): Promise<number> {
  const run = async (trx: Kysely<Database>) => {
    // One refresher per (owner, product) at a time on PostgreSQL; PGlite is one connection anyway.
    await sql`select pg_advisory_xact_lock(${ownerId}, ${product})`.execute(trx);
    const dirty = await sql<{ day: string }>`
      delete from stat_dirty_days where owner_id = ${ownerId} and product = ${product} returning day::text as day`.execute(trx);
    const days = dirty.rows.map((row) => row.day);
    for (const chunk of runs(days)) {
      // Long runs (a bulk load) are rebuilt a month at a time to bound sort memory.
      for (let i = 0; i < chunk.length; i += 31) await rebuildDays(trx, ownerId, product, chunk.slice(i, i + 31));
    }
    return days.length;
  };
  // Inside a caller's transaction (the seed) run in it; otherwise in a transaction of its own.
  const rebuilt = db.isTransaction ? await run(db) : await db.transaction().execute(run);
  if (rebuilt > 0) forgetRankings(db, ownerId, product);
  return rebuilt;
}

/** Rebuilds every dirty day of every owner (the timer job, and after bulk loads). */
export async function refreshAllRollups(db: Kysely<Database>): Promise<number> {
  const pending = await sql<{ owner_id: number; product: number }>`select distinct owner_id, product from stat_dirty_days`.execute(db);
  let days = 0;
  for (const row of pending.rows) days += await refreshOwner(db, row.owner_id, row.product as StatProductId);
  return days;
}

/** Makes the owner's rollup of `product` current before a read. */
export async function ensureFresh(db: Kysely<Database>, ownerId: number, product: StatProductId): Promise<void> {
  const dirty = await db.selectFrom('stat_dirty_days').select('day').where('owner_id', '=', ownerId).where('product', '=', product).limit(1).executeTakeFirst();
  if (dirty) await refreshOwner(db, ownerId, product);
}

/** Refreshes dirty rollups every `intervalMs`; returns a stop function. */
export function startRollupJob(db: Kysely<Database>, intervalMs: number, onError: (error: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    refreshAllRollups(db)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

// --- reading --------------------------------------------------------------------------------------

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
