/**
 * The writer of the daily rollups (migration 0003_statistics): triggers on every source table mark
 * (owner, product, day) dirty; `refreshOwner` recomputes an owner's dirty days from the source
 * tables into `stat_daily` (the account's totals and province / city / platform rows) and
 * `stat_daily_activity` (each activity's), `startRollupJob` does it for everyone on a timer, and
 * `ensureFresh` before a read that must be current. The reader is rollup.ts.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { daysBetween } from '../../lib/days';
import { instants } from '../../lib/ranges';
import { STAT_PRODUCT, type StatProductId } from './rollupTables';

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
export function sourceRows(product: StatProductId, ownerId: number, from: Date, to: Date, activityId?: number): RawBuilder<unknown> {
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
export const SUMS = sql.raw(
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

/** Told when an owner's days of a product were rebuilt (the reader forgets its cached rankings). */
type RebuiltListener = (db: Kysely<Database>, ownerId: number, product: StatProductId) => void;
const rebuiltListeners = new Set<RebuiltListener>();

/** Calls `listener` after every rebuild of this process. */
export function onRebuilt(listener: RebuiltListener): void {
  rebuiltListeners.add(listener);
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
  if (rebuilt > 0) for (const listener of rebuiltListeners) listener(db, ownerId, product);
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
