/**
 * Video and material library rows for the benchmark account (seed/scale.ts), generated inside the
 * database (generate_series), like its statistics: video-live activities, recordings of those and
 * of the account's events (media_videos, pointing at the committed WebM fixtures as the demo seed
 * does, seed/media.ts), and materials of its text-image lives and events, one in five a video.
 *
 * Runs after the account's text-image lives and events exist and after the statistics (whose
 * `setseed` makes the random() calls here repeat from run to run). Its rows are deleted by the
 * scale seed's wipe, owner by owner.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';
import { FIXTURES, IMAGE_MATERIAL_TITLES, IMAGE_SIZES, RECORDING_TITLES, VIDEO_ACTIVITY_TITLES, VIDEO_MATERIAL_TITLES } from './mediaData';
import { textArray } from './sqlText';

export interface MediaScaleOptions {
  ownerId: number;
  now: Date;
  videoActivities: number;
  liveRecordings: number;
  eventRecordings: number;
  twzbMaterials: number;
  eventMaterials: number;
}

export interface MediaScaleResult {
  videoActivities: number;
  recordings: number;
  materials: number;
}

/** One of `values`, chosen by `draw`, an SQL expression in [0, 1) (a random() column). */
function pick(values: readonly string[], draw: string): RawBuilder<string> {
  return sql<string>`(${textArray(values)})[1 + floor((${sql.raw(draw)}) * ${sql.raw(String(values.length))})::int]`;
}

/** The fixtures as a table f(k, file_name, duration, size, width, height), k from 0. */
const fixtureTable = sql.raw(
  `(values ${FIXTURES.map((f, k) => `(${k}, '${f.fileName}', ${f.duration}, ${f.size}, ${f.width}, ${f.height})`).join(', ')}) as f(k, file_name, duration, size, width, height)`,
);
const FIXTURE_COUNT = sql.raw(String(FIXTURES.length));

/** Recording title templates and the source each one implies (as seed/media.ts decides it). */
const RECORDING_SOURCES = RECORDING_TITLES.map((title) => (title.includes('精彩片段') || title.includes('访谈') ? 'clip' : 'record'));

/** Where recordings and materials of each kind hang. */
const PARENTS = {
  live: { table: 'video_activities', column: 'video_activity_id' },
  event: { table: 'event_activities', column: 'event_activity_id' },
  twzb: { table: 'twzb_activities', column: 'twzb_activity_id' },
} as const;

/**
 * `count` recordings of `kind`; eleven in twelve belong to one of the owner's started activities
 * (recorded a few hours after it began), the rest are uploads over the past year.
 * Each row draws its own random numbers, so its fixture, title and activity are independent.
 */
async function insertRecordings(db: Kysely<Database>, ownerId: number, now: Date, kind: 'live' | 'event', count: number): Promise<number> {
  const parent = PARENTS[kind];
  const result = await sql`
    with acts as (
      select id, title, start_time, row_number() over (order by id) as k
      from ${sql.table(parent.table)} where owner_id = ${ownerId} and status <> 'not_started'
    ), m as (select count(*)::int as total from acts)
    insert into media_videos (owner_id, kind, ${sql.raw(parent.column)}, title, source, cover_url, file_name, mime_type, duration, size, width, height, created_at)
    select ${ownerId}, ${kind}, a.id,
      case when a.id is null then '本地上传视频 ' || c.g
        else left(replace(replace(${pick(RECORDING_TITLES, 'c.title')}, '{activity}', a.title), '{n}', (c.g % 9 + 1)::text), 100) end,
      case when a.id is null then 'upload' else ${pick(RECORDING_SOURCES, 'c.title')} end,
      '/demo-assets/cover/' || (c.g % 100) || '.svg',
      f.file_name, 'video/webm', f.duration, f.size, f.width, f.height,
      case when a.id is null then ${now}::timestamptz - interval '365 days' * c.age
        else least(${now}::timestamptz - interval '1 minute' * (1 + c.g % 30), a.start_time + interval '1 hour' * (1 + c.g % 6)) end
    from (
      select g, random() < 1.0 / 12 as upload, random() as fixture, random() as title, random() as activity, random() as age
      from generate_series(1, ${count}) g
    ) c
    cross join m
    join ${fixtureTable} on f.k = floor(c.fixture * ${FIXTURE_COUNT})::int
    left join acts a on not c.upload and a.k = 1 + floor(c.activity * m.total)::int`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** `count` materials of `kind` over the past year, one in five a video; nine in ten belong to one of the owner's activities. */
async function insertMaterials(db: Kysely<Database>, ownerId: number, now: Date, kind: 'twzb' | 'event', count: number): Promise<number> {
  const parent = PARENTS[kind];
  const sizes = sql.raw(`(values ${IMAGE_SIZES.map(([w, h], k) => `(${k}, ${w}, ${h})`).join(', ')}) as s(k, width, height)`);
  const result = await sql`
    with acts as (
      select id, row_number() over (order by id) as k from ${sql.table(parent.table)} where owner_id = ${ownerId}
    ), m as (select count(*)::int as total from acts)
    insert into materials (owner_id, kind, ${sql.raw(parent.column)}, type, title, width, height, size, duration, file_name, created_at, updated_at)
    select ${ownerId}, ${kind}, a.id,
      case when c.video then 'video' else 'image' end,
      case when c.video then ${pick(VIDEO_MATERIAL_TITLES, 'c.title')} else ${pick(IMAGE_MATERIAL_TITLES, 'c.title')} || ' ' || (c.g % 30 + 1) end,
      case when c.video then f.width else s.width end,
      case when c.video then f.height else s.height end,
      case when c.video then f.size else s.width * s.height / (3 + c.g % 6) end,
      case when c.video then f.duration end,
      case when c.video then f.file_name end,
      c.created_at, c.created_at
    from (
      select g, random() < 0.2 as video, random() < 0.1 as loose, random() as fixture, random() as size, random() as title, random() as activity,
        ${now}::timestamptz - interval '365 days' * power(random(), 1.3) as created_at
      from generate_series(1, ${count}) g
    ) c
    cross join m
    join ${fixtureTable} on f.k = floor(c.fixture * ${FIXTURE_COUNT})::int
    join ${sizes} on s.k = floor(c.size * ${sql.raw(String(IMAGE_SIZES.length))})::int
    left join acts a on not c.loose and a.k = 1 + floor(c.activity * m.total)::int`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Writes the owner's video-live activities, recordings and materials; answers how many of each. */
export async function generateMedia(db: Kysely<Database>, options: MediaScaleOptions): Promise<MediaScaleResult> {
  const { ownerId, now } = options;
  const titles = VIDEO_ACTIVITY_TITLES.map((title) => title.replace('{year}', String(now.getFullYear())));
  // Spread over the past year like the text-image lives: most ended, a few live now or to come.
  await sql`
    insert into video_activities (owner_id, title, cover_url, status, start_time, end_time, view_count, created_at)
    select ${ownerId}, ${pick(titles, 'c0.title')} || ' · 第 ' || (g % 97 + 1) || ' 场', '/demo-assets/cover/' || (g % 100) || '.svg',
      case when t.start_at > ${now} then 'not_started' when t.start_at + interval '3 hours' > ${now} then 'live' else 'ended' end,
      t.start_at, t.start_at + interval '3 hours',
      case when t.start_at > ${now} then 0 else 300 + floor(c0.views * 90000)::int end, c0.created_at
    from (
      select g, ${now}::timestamptz - interval '365 days' * power(random(), 1.3) as created_at, random() as r, random() as title, random() as views
      from generate_series(1, ${options.videoActivities}) g
    ) c0
    cross join lateral (select c0.created_at + interval '1 hour' * (1 + floor(c0.r * 240)) as start_at) t`.execute(db);

  // Fresh planner statistics: with the bulk load's empty-table estimates the activity lookups below
  // become nested loops over tens of thousands of rows.
  await sql`analyze video_activities, twzb_activities, event_activities`.execute(db);
  const recordings =
    (await insertRecordings(db, ownerId, now, 'live', options.liveRecordings)) + (await insertRecordings(db, ownerId, now, 'event', options.eventRecordings));
  const materials =
    (await insertMaterials(db, ownerId, now, 'twzb', options.twzbMaterials)) + (await insertMaterials(db, ownerId, now, 'event', options.eventMaterials));
  return { videoActivities: options.videoActivities, recordings, materials };
}
