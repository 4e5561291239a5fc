/**
 * Benchmark data: `npm run seed -- --scale N` (seedCli.ts). At N = 1 the account `bench`
 * (password `greenroom`) owns 100,000 activities (90,000 text-image lives, 10,000 events),
 * 1,000,000 audience members and 10,000,000 statistics events over the past year, plus 300,000
 * conferees and 200,000 orders (seed/statistics.ts); and 2,000 video-live activities, 20,000
 * recordings and 50,000 materials (seed/mediaScale.ts); 5,000 photo-live albums with 1,000,000
 * album events (views, shares, uploads, downloads: seed/photoStatistics.ts); and 2,000
 * micro-websites with their daily rollups (seed/websitesScale.ts) — all generated inside the
 * database, then indexed, rolled up and analysed.
 *
 * Idempotent: a completed run is recorded in `seed_runs`; the same scale again does nothing, a
 * different scale replaces the bench account's data. A run recorded before the photo albums and the
 * micro-websites existed gets only them (the rest is kept).
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../lib/security';
import { refreshAllRollups } from '../modules/statistics/rollupWriter';
import { DEMO_PASSWORD, TITLES, UNGROUPED_TITLES } from './data';
import { generateMedia } from './mediaScale';
import { generatePhotoStatistics } from './photoStatistics';
import { textArray } from './sqlText';
import { generateStatistics } from './statistics';
import { generateWebsites } from './websitesScale';

export const BENCH_USER = 'bench';
const RUN_NAME = 'bench-scale';
/** Tables whose secondary indexes are dropped during the bulk load and rebuilt after it. */
const BULK_TABLES = ['stat_events', 'audience_members', 'event_conferees', 'audience_orders'];

const EVENT_TITLES = [
  '行业创新峰会',
  '春季招聘双选会',
  '新品品鉴沙龙',
  '校友返校日',
  '开发者大会',
  '读书分享会',
  '公益健步走',
  '客户答谢会',
  '产品培训营',
  '城市马拉松报名',
];
const EVENT_CITIES = ['上海', '北京', '杭州', '深圳', '广州', '成都', '南京', '武汉', '西安', '苏州'];

export interface ScaleCounts {
  twzbActivities: number;
  events: number;
  members: number;
  statEvents: number;
  conferees: number;
  orders: number;
  videoActivities: number;
  recordings: number;
  materials: number;
  photoAlbums: number;
  photoStatEvents: number;
  websites: number;
}

/** What a run records; a recorded run missing one of these was made by an older seed and is redone. */
const COUNT_NAMES = [
  'twzbActivities',
  'events',
  'members',
  'statEvents',
  'conferees',
  'orders',
  'videoActivities',
  'recordings',
  'materials',
] as const satisfies readonly (keyof ScaleCounts)[];
/** The counts of the steps added later: a run that has all of COUNT_NAMES but not these gets only those steps. */
const LATER_COUNT_NAMES = ['photoAlbums', 'photoStatEvents', 'websites'] as const satisfies readonly (keyof ScaleCounts)[];

export interface ScaleResult {
  skipped: boolean;
  scale: number;
  ownerId: number;
  counts: ScaleCounts;
  /** Milliseconds per step. */
  timings: Record<string, number>;
}

export function scaleCounts(scale: number) {
  const n = (base: number) => Math.max(1, Math.round(base * scale));
  return {
    twzbActivities: n(90_000),
    events: n(10_000),
    members: n(1_000_000),
    twzbViews: n(7_200_000),
    twzbShares: n(800_000),
    eventViews: n(1_800_000),
    eventShares: n(200_000),
    conferees: n(300_000),
    orders: n(200_000),
    videoActivities: n(2_000),
    liveRecordings: n(12_000),
    eventRecordings: n(8_000),
    twzbMaterials: n(30_000),
    eventMaterials: n(20_000),
    photoAlbums: n(5_000),
    photoViews: n(700_000),
    photoShares: n(50_000),
    photoUploads: n(150_000),
    photoDownloads: n(100_000),
    photoVisitors: n(100_000),
    websites: n(2_000),
  };
}

async function benchOwner(db: Kysely<Database>, now: Date): Promise<number> {
  const existing = await db.selectFrom('users').select('id').where('username', '=', BENCH_USER).executeTakeFirst();
  if (existing) return existing.id;
  const user = await db
    .insertInto('users')
    .values({
      username: BENCH_USER,
      password_hash: await hashPassword(DEMO_PASSWORD),
      nickname: '云端会展（压测账号）',
      avatar_url: '/demo-assets/avatar/2.svg',
      mob_phone: '13700001111',
      email: 'bench@greenroom.example',
      register_time: new Date(now.getTime() - 800 * 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('entitlements')
    .values([1, 3].map((product) => ({ owner_id: user.id, product, pro_type: 3, expire_time: new Date(now.getTime() + 365 * 86_400_000) })))
    .execute();
  return user.id;
}

/** Deletes everything the bench account owns in the statistics, video and material tables. */
async function wipe(db: Kysely<Database>, ownerId: number): Promise<void> {
  // Media first, then vacuumed: deleting an activity below looks its recordings and materials up
  // by a column without an index, and would wade through every dead row once per activity (26 s
  // instead of 1 s for the text-image lives at scale 0.5). Download tasks go with their recordings.
  for (const table of ['materials', 'media_videos', 'video_activities']) {
    await sql`delete from ${sql.table(table)} where owner_id = ${ownerId}`.execute(db);
  }
  await sql`vacuum materials, media_videos`.execute(db);
  for (const table of [
    'stat_events',
    'stat_daily',
    'stat_daily_activity',
    'stat_dirty_days',
    'audience_members',
    'audience_tags',
    'event_activities',
    'twzb_activities',
    'twzb_groups',
  ]) {
    await sql`delete from ${sql.table(table)} where owner_id = ${ownerId}`.execute(db);
  }
  // The counters went to zero with the rows; drop their empty rows too.
  for (const table of ['audience_owner_stats', 'audience_counts', 'event_counts', 'twzb_counts']) {
    await sql`delete from ${sql.table(table)} where owner_id = ${ownerId}`.execute(db);
  }
}

/**
 * The steps added later: the bench account's photo-live albums over the past year (a few still to
 * come) with their events, and its micro-websites with their rollups; replaces what it had. Answers
 * their counts; the caller rebuilds the statistics rollups.
 */
async function seedLater(
  db: Kysely<Database>,
  ownerId: number,
  now: Date,
  c: ReturnType<typeof scaleCounts>,
): Promise<Pick<ScaleCounts, (typeof LATER_COUNT_NAMES)[number]>> {
  await sql`delete from photo_stat_events where owner_id = ${ownerId}`.execute(db);
  await sql`delete from photo_activities where owner_id = ${ownerId}`.execute(db);
  await sql`
    insert into photo_activities (owner_id, title, cover_url, location, start_time, end_time, created_at)
    select ${ownerId}, (${textArray(EVENT_CITIES)})[1 + g % 10] || ' · ' || (${textArray(PHOTO_TITLES)})[1 + (g / 10) % ${PHOTO_TITLES.length}] || '（' || g || '）',
      '/demo-assets/album/' || (g % 100) || '.svg', (${textArray(EVENT_CITIES)})[1 + g % 10],
      t.start_at, t.start_at + interval '6 hours', t.created_at
    from (select g, ${now}::timestamptz - interval '365 days' * power(random(), 1.2) as created_at, random() as r from generate_series(1, ${c.photoAlbums}) g) c0
    cross join lateral (select c0.created_at, c0.created_at + interval '1 hour' * (2 + floor(c0.r * 200)) as start_at) t`.execute(db);
  const photoStatEvents = await generatePhotoStatistics(db, {
    ownerId,
    now,
    views: c.photoViews,
    shares: c.photoShares,
    uploads: c.photoUploads,
    downloads: c.photoDownloads,
    visitors: c.photoVisitors,
    seed: 0.2424,
  });
  const websites = await generateWebsites(db, { ownerId, now, count: c.websites, seed: 0.1212 });
  return { photoAlbums: c.photoAlbums, photoStatEvents, websites };
}

const PHOTO_TITLES = ['婚礼跟拍', '毕业典礼', '企业年会', '马拉松赛事', '新品发布会', '亲子运动会', '校园开放日', '音乐节现场'];

async function secondaryIndexes(db: Kysely<Database>): Promise<{ name: string; definition: string }[]> {
  const result = await sql<{ name: string; definition: string }>`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = any(${sql.raw(`array[${BULK_TABLES.map((t) => `'${t}'`).join(',')}]`)})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(db);
  return result.rows;
}

/** Generates the bench data at `scale` unless that exact run already completed. */
export async function seedScale(db: Kysely<Database>, options: { scale: number; now?: Date; log?: (line: string) => void }): Promise<ScaleResult> {
  const { scale } = options;
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const timings: Record<string, number> = {};
  let clock = Date.now();
  const step = (name: string) => {
    timings[name] = Date.now() - clock;
    log(`${name}: ${(timings[name] / 1000).toFixed(1)} s`);
    clock = Date.now();
  };

  const ownerId = await benchOwner(db, now);
  const done = await db.selectFrom('seed_runs').select(['scale', 'counts']).where('name', '=', RUN_NAME).executeTakeFirst();
  const has = (counts: unknown, names: readonly string[]) => typeof counts === 'object' && counts !== null && names.every((name) => name in counts);
  const complete = (counts: unknown) => has(counts, COUNT_NAMES);
  if (done && Number(done.scale) === scale && complete(done.counts)) {
    if (has(done.counts, LATER_COUNT_NAMES)) return { skipped: true, scale, ownerId, counts: done.counts as ScaleCounts, timings };
    // Recorded before the later steps: run them, keep the rest.
    const later = await seedLater(db, ownerId, now, scaleCounts(scale));
    step('later');
    await refreshAllRollups(db);
    step('rollups');
    await sql`analyze photo_activities, photo_stat_events, websites, website_daily_stats, website_region_stats, website_platform_stats`.execute(db);
    const counts = { ...(done.counts as ScaleCounts), ...later };
    await db
      .updateTable('seed_runs')
      .set({ counts: JSON.stringify(counts) })
      .where('name', '=', RUN_NAME)
      .execute();
    return { skipped: false, scale, ownerId, counts, timings };
  }
  await db.deleteFrom('seed_runs').where('name', '=', RUN_NAME).execute();
  await wipe(db, ownerId);
  step('wipe');

  const c = scaleCounts(scale);
  const titles = [...Object.values(TITLES).flat(), ...UNGROUPED_TITLES].map((title) => title.replace('{year}', String(now.getFullYear())).replace('{n}', '2'));
  const indexes = await secondaryIndexes(db);
  let generated = { members: 0, statEvents: 0, conferees: 0, orders: 0 };
  let media = { videoActivities: 0, recordings: 0, materials: 0 };

  await db.transaction().execute(async (trx) => {
    await sql`set local work_mem = '128MB'`.execute(trx);
    await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
    for (const index of indexes) await sql`drop index ${sql.raw(index.name)}`.execute(trx);

    const groups = await trx
      .insertInto('twzb_groups')
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          owner_id: ownerId,
          name: `专题分组 ${i + 1}`,
          created_at: new Date(now.getTime() - (380 - i * 17) * 86_400_000),
        })),
      )
      .returning('id')
      .execute();
    const groupIds = sql.raw(`array[${groups.map((group) => group.id).join(',')}]::int[]`);
    // Spread over the past year; most have ended, some are live now, a few are still to come.
    await sql`
      insert into twzb_activities (owner_id, group_id, title, cover_url, status, start_time, end_time, view_count, created_at)
      select ${ownerId}, case when g % 7 = 0 then null else (${groupIds})[1 + g % 20] end,
        (${textArray(titles)})[1 + g % ${titles.length}] || ' · 第 ' || (g % 97 + 1) || ' 期',
        '/demo-assets/cover/' || (g % 100) || '.svg',
        case when t.start_at > ${now} then 'not_started' when t.start_at + interval '4 hours' > ${now} then 'live' else 'ended' end,
        t.start_at, t.start_at + interval '4 hours', 0, t.created_at
      from (
        -- random() in the series' own select: an uncorrelated LATERAL would be evaluated only once.
        select g, ${now}::timestamptz - interval '365 days' * power(random(), 1.3) as created_at, random() as r
        from generate_series(1, ${c.twzbActivities}) g
      ) c0
      cross join lateral (select c0.created_at, c0.created_at + interval '1 hour' * (1 + floor(c0.r * 240)) as start_at) t`.execute(trx);
    await sql`
      insert into event_activities (owner_id, title, cover_url, status, city, address, start_time, end_time, created_at)
      select ${ownerId}, (${textArray(EVENT_CITIES)})[1 + g % 10] || ' · ' || (${textArray(EVENT_TITLES)})[1 + (g / 10) % 10] || '（' || g || '）',
        '/demo-assets/poster/' || (g % 100) || '.svg',
        case when t.start_at > ${now} then 'not_started' when t.start_at + interval '8 hours' > ${now} then 'ongoing' else 'ended' end,
        (${textArray(EVENT_CITIES)})[1 + g % 10], '会展中心 ' || (g % 12 + 1) || ' 号馆',
        t.start_at, t.start_at + interval '8 hours', t.created_at
      from (select g, ${now}::timestamptz - interval '365 days' * random() as created_at, random() as r from generate_series(1, ${c.events}) g) c0
      cross join lateral (select c0.created_at, c0.created_at + interval '1 day' * (7 + floor(c0.r * 30)) as start_at) t`.execute(trx);
    step('activities');

    generated = await generateStatistics(trx, {
      ownerId,
      now,
      members: c.members,
      twzbViews: c.twzbViews,
      twzbShares: c.twzbShares,
      eventViews: c.eventViews,
      eventShares: c.eventShares,
      conferees: c.conferees,
      orders: c.orders,
      seed: 0.4242,
    });
    step('generate');

    media = await generateMedia(trx, {
      ownerId,
      now,
      videoActivities: c.videoActivities,
      liveRecordings: c.liveRecordings,
      eventRecordings: c.eventRecordings,
      twzbMaterials: c.twzbMaterials,
      eventMaterials: c.eventMaterials,
    });
    step('media');

    for (const index of indexes) await sql.raw(index.definition).execute(trx);
    step('indexes');
  });
  const later = await seedLater(db, ownerId, now, c);
  step('later');

  await refreshAllRollups(db);
  step('rollups');
  await sql`vacuum analyze`.execute(db);
  step('analyze');

  const counts: ScaleCounts = { twzbActivities: c.twzbActivities, events: c.events, ...generated, ...media, ...later };
  await db
    .insertInto('seed_runs')
    .values({ name: RUN_NAME, scale, counts: JSON.stringify(counts), completed_at: new Date() })
    .execute();
  return { skipped: false, scale, ownerId, counts, timings };
}
