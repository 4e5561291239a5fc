/**
 * Cloud-photography statistics demo data (photo_stat_events, migration 0012), generated in the
 * database like seed/statistics.ts: for each started photo-live album of the owner, uploads by
 * the photographer during the shoot, then views, shares and downloads by visitors — busiest
 * during and just after the shoot, with a tail over the following two weeks. Never after `now`.
 * Deterministic (setseed); the caller rebuilds the rollups.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { ALL_CITIES } from '../lib/regions';

export interface PhotoStatOptions {
  ownerId: number;
  now: Date;
  views: number;
  shares: number;
  uploads: number;
  downloads: number;
  /** Distinct visitors the views are drawn from. */
  visitors: number;
  /** setseed value in [-1, 1]. */
  seed: number;
}

/** Cities repeated by weight: slot → city code. */
const CITY_SLOTS = ALL_CITIES.flatMap((city) => Array.from({ length: city.weight }, () => city.code));
const CITIES = sql.raw(`array[${CITY_SLOTS.join(',')}]`);

/** Writes the owner's album events; returns how many rows. */
export async function generatePhotoStatistics(db: Kysely<Database>, options: PhotoStatOptions): Promise<number> {
  const { ownerId: owner, now } = options;
  await sql`select setseed(${options.seed})`.execute(db);
  const visitorEvents = options.views + options.shares + options.downloads;
  const result = await sql`
    with albums as (
      select row_number() over (order by md5(id::text)) as n, id, start_time as start_at,
        least(coalesce(end_time, start_time + interval '6 hours'), ${now}::timestamptz) as end_at
      from photo_activities where owner_id = ${owner} and start_time <= ${now}
    ),
    a_count as (select count(*)::int as a from albums),
    uploads as (
      select 1 + floor(power(random(), 1.5) * (select a from a_count))::int as n, 3 as kind, 0 as k,
        case when random() < 0.7 then 3 else 4 end as platform, random() as r, random() as r2
      from generate_series(1, ${options.uploads})
    ),
    visits as (
      select 1 + floor(power(random(), 1.8) * (select a from a_count))::int as n,
        case when v.x < ${options.views / Math.max(visitorEvents, 1)} then 1
             when v.x < ${(options.views + options.shares) / Math.max(visitorEvents, 1)} then 2 else 4 end as kind,
        1 + floor(power(random(), 1.3) * ${options.visitors})::int as k,
        0 as platform, random() as r, random() as r2
      from (select random() as x from generate_series(1, ${visitorEvents})) v
    )
    insert into photo_stat_events (owner_id, activity_id, kind, visitor_id, platform, city_id, occurred_at)
    select ${owner}, al.id, e.kind, e.k,
      case when e.kind = 3 then e.platform
        else (case when (e.k * 37 + 11) % 100 < 64 then 1 when (e.k * 37 + 11) % 100 < 84 then 2 when (e.k * 37 + 11) % 100 < 94 then 3 else 4 end) end,
      (${CITIES})[1 + ((e.k::bigint * 7919 + 13 + al.id) % ${CITY_SLOTS.length})],
      case when e.kind = 3 then al.start_at + (al.end_at - al.start_at) * e.r
        else least(al.start_at + case when e.r < 0.7 then e.r2 * (al.end_at - al.start_at + interval '1 day') else power(e.r2, 3) * interval '14 days' end,
          ${now}::timestamptz - interval '1 minute' * e.r2) end
    from (select * from uploads union all select * from visits) e
    join albums al on al.n = e.n`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
