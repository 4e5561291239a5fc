/**
 * Demo data of the video library and the material library, per demo user: video-live, photo-live
 * and event activities, their recordings and videos (pointing at the committed fixtures), and the
 * materials of text-image lives and events. Deterministic (own PRNG, so the older seed's numbers
 * do not move); enough rows for several pages for `demo`, a few of its own for `demo2`.
 */
import type { Insertable, Transaction } from 'kysely';
import type { Database, EventStatus, MaterialsTable, MediaSource, MediaVideosTable, VideoStatus } from '../db/schema';
import { albumEditorColumns, eventEditorColumns } from './editors';
import { historyDaysAgo } from './history';
import {
  EVENT_PLACES,
  EVENT_TITLES,
  FIXTURES,
  IMAGE_MATERIAL_TITLES,
  IMAGE_SIZES,
  PHOTO_ACTIVITY_TITLES,
  PHOTO_LOCATIONS,
  PHOTO_VIDEO_TITLES,
  RECORDING_TITLES,
  VIDEO_ACTIVITY_TITLES,
  VIDEO_MATERIAL_TITLES,
} from './mediaData';
import { createRandom, type Random } from './prng';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Rows per demo user (index 0 = demo, 1 = demo2). */
const COUNTS = [
  { video: 14, photo: 10, event: 24, liveRecordings: 26, eventRecordings: 22, photoVideos: 16, twzbMaterials: 36, eventMaterials: 30 },
  { video: 4, photo: 3, event: 6, liveRecordings: 5, eventRecordings: 4, photoVideos: 3, twzbMaterials: 6, eventMaterials: 5 },
];

export interface MediaSeedResult {
  activities: number;
  media: number;
  materials: number;
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
}

/** `count` creation times over the last `days` days, newest first. */
function spread(random: Random, count: number, days: number, now: Date): Date[] {
  return Array.from({ length: count }, (_, i) => new Date(now.getTime() - Math.floor(((i + random.next()) / count) * days * DAY) - HOUR));
}

/** Like {@link spread}, the oldest reaching back over a year (seed/history.ts): albums and events the statistics follow. */
function spreadWithHistory(random: Random, count: number, days: number, now: Date): Date[] {
  return Array.from({ length: count }, (_, i) => new Date(now.getTime() - Math.floor(historyDaysAgo((i + random.next()) / count, days) * DAY) - HOUR));
}

/** Start, end and status of an activity created at `createdAt`. */
function schedule<S extends string>(random: Random, createdAt: Date, now: Date, states: { upcoming: S; running: S; ended: S }) {
  const roll = random.next();
  if (roll < 0.15) {
    const start = new Date(now.getTime() + random.int(1, 25) * DAY + random.int(9, 15) * HOUR);
    return { status: states.upcoming, start, end: new Date(start.getTime() + random.int(3, 8) * HOUR) };
  }
  if (roll < 0.25) return { status: states.running, start: new Date(now.getTime() - random.int(1, 3) * HOUR), end: null };
  let start = new Date(createdAt.getTime() + random.int(2, 72) * HOUR);
  if (start.getTime() > now.getTime() - 10 * HOUR) start = new Date(now.getTime() - random.int(10, 40) * HOUR);
  return { status: states.ended, start, end: new Date(start.getTime() + random.int(2, 8) * HOUR) };
}

export async function seedMedia(trx: Transaction<Database>, ownerId: number, userIndex: number, now: Date): Promise<MediaSeedResult> {
  const counts = COUNTS[Math.min(userIndex, COUNTS.length - 1)] ?? COUNTS[1];
  if (!counts) throw new Error('no media seed counts');
  const random = createRandom(90210 + userIndex);
  // The editors' columns (issue 22) from a PRNG of their own: the older values do not move.
  const editor = createRandom(22_101 + userIndex);
  const year = now.getFullYear();
  /** A demo cover: `cover` (a play mark) for videos and broadcasts, `album` for albums, `poster` for events. */
  const cover = (mark: 'cover' | 'album' | 'poster' = 'cover') => `/demo-assets/${mark}/${random.int(0, 99)}.svg`;

  const videoActivities = await trx
    .insertInto('video_activities')
    .values(
      spread(random, counts.video, 90, now).map((createdAt, i) => {
        const { status, start, end } = schedule<VideoStatus>(random, createdAt, now, { upcoming: 'not_started', running: 'live', ended: 'ended' });
        const title = fill(VIDEO_ACTIVITY_TITLES[(i + userIndex * 5) % VIDEO_ACTIVITY_TITLES.length] ?? '直播', { year });
        const viewCount = status === 'not_started' ? 0 : random.int(300, 90000);
        return { owner_id: ownerId, title, cover_url: cover(), status, start_time: start, end_time: end, view_count: viewCount, created_at: createdAt };
      }),
    )
    .returning(['id', 'title', 'status', 'start_time'])
    .execute();

  const photoActivities = await trx
    .insertInto('photo_activities')
    .values(
      spreadWithHistory(random, counts.photo, 90, now).map((createdAt, i) => {
        const start = new Date(createdAt.getTime() + random.int(2, 48) * HOUR);
        return {
          owner_id: ownerId,
          title: fill(PHOTO_ACTIVITY_TITLES[(i + userIndex * 3) % PHOTO_ACTIVITY_TITLES.length] ?? '照片直播', { year }),
          cover_url: cover('album'),
          location: random.pick(PHOTO_LOCATIONS),
          photo_count: random.int(120, 3800),
          view_count: random.int(500, 120000),
          start_time: start,
          end_time: new Date(start.getTime() + random.int(3, 10) * HOUR),
          created_at: createdAt,
          ...albumEditorColumns(editor, i),
        };
      }),
    )
    .returning(['id', 'title', 'start_time'])
    .execute();

  const eventActivities = await trx
    .insertInto('event_activities')
    .values(
      spreadWithHistory(random, counts.event, 120, now).map((createdAt, i) => {
        const { status, start, end } = schedule<EventStatus>(random, createdAt, now, { upcoming: 'not_started', running: 'ongoing', ended: 'ended' });
        const place = random.pick(EVENT_PLACES);
        const registrations = random.int(40, 2400);
        return {
          owner_id: ownerId,
          title: fill(EVENT_TITLES[(i + userIndex * 7) % EVENT_TITLES.length] ?? '活动', { year, n: random.int(3, 12) }),
          cover_url: cover('poster'),
          status,
          city: place.city,
          address: place.address,
          start_time: start,
          end_time: end,
          registration_count: registrations,
          sign_in_count: status === 'not_started' ? 0 : Math.floor(registrations * (0.55 + random.next() * 0.4)),
          view_count: random.int(registrations, registrations * 12),
          created_at: createdAt,
          ...eventEditorColumns(editor, i, status === 'ended'),
        };
      }),
    )
    .returning(['id', 'title', 'status', 'start_time'])
    .execute();

  // Recordings exist only for activities that have started.
  const startedVideos = videoActivities.filter((activity) => activity.status !== 'not_started');
  const startedEvents = eventActivities.filter((activity) => activity.status !== 'not_started');
  const mediaRows: Insertable<MediaVideosTable>[] = [];
  const recordings = (kind: 'live' | 'event', count: number, activities: { id: number; title: string; start_time: Date }[]) => {
    for (let i = 0; i < count; i++) {
      const activity = activities.length > 0 && random.next() > 0.08 ? random.pick(activities) : null;
      const fixture = random.pick(FIXTURES);
      const recordedAt = new Date(
        Math.min(
          now.getTime() - random.int(1, 30) * 60_000,
          (activity?.start_time.getTime() ?? now.getTime() - random.int(1, 60) * DAY) + random.int(1, 6) * HOUR,
        ),
      );
      const template = activity ? random.pick(RECORDING_TITLES) : '本地上传视频 {n}';
      const source: MediaSource = !activity ? 'upload' : template.includes('精彩片段') || template.includes('访谈') ? 'clip' : 'record';
      mediaRows.push({
        owner_id: ownerId,
        kind,
        video_activity_id: kind === 'live' ? (activity?.id ?? null) : null,
        event_activity_id: kind === 'event' ? (activity?.id ?? null) : null,
        title: fill(template, { activity: activity?.title ?? '', n: random.int(1, 9) }).slice(0, 100),
        source,
        cover_url: cover(),
        file_name: fixture.fileName,
        duration: fixture.duration,
        size: fixture.size,
        width: fixture.width,
        height: fixture.height,
        created_at: recordedAt,
      });
    }
  };
  recordings('live', counts.liveRecordings, startedVideos);
  recordings('event', counts.eventRecordings, startedEvents);
  for (let i = 0; i < counts.photoVideos; i++) {
    const activity = random.pick(photoActivities);
    const fixture = random.pick(FIXTURES);
    const template = random.pick(PHOTO_VIDEO_TITLES);
    mediaRows.push({
      owner_id: ownerId,
      kind: 'photo',
      photo_activity_id: activity.id,
      title: fill(template, { activity: activity.title }).slice(0, 100),
      source: template.includes('MV') ? 'album' : 'highlight',
      cover_url: cover(),
      file_name: fixture.fileName,
      duration: fixture.duration,
      size: fixture.size,
      width: fixture.width,
      height: fixture.height,
      created_at: new Date(Math.min(now.getTime() - random.int(1, 90) * 60_000, activity.start_time.getTime() + random.int(4, 30) * HOUR)),
    });
  }
  await trx.insertInto('media_videos').values(mediaRows).execute();

  // Issue 23 §2: an ended live broadcast's watch page plays its recording. The newest ended broadcasts
  // each get one of the library's live recordings (which stays in the library, as the console lists it).
  const ended = await trx
    .selectFrom('twzb_activities')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('status', '=', 'ended')
    .orderBy('start_time', 'desc')
    .limit(8)
    .execute();
  const liveRecordings = await trx
    .selectFrom('media_videos')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('kind', '=', 'live')
    .where('twzb_activity_id', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(ended.length)
    .execute();
  for (const [index, recording] of liveRecordings.entries()) {
    const broadcast = ended[index];
    if (broadcast) await trx.updateTable('media_videos').set({ twzb_activity_id: broadcast.id }).where('id', '=', recording.id).execute();
  }

  const twzb = await trx.selectFrom('twzb_activities').select(['id', 'created_at']).where('owner_id', '=', ownerId).execute();
  const materialRows: Insertable<MaterialsTable>[] = [];
  const materials = (kind: 'twzb' | 'event', count: number, activities: { id: number }[]) => {
    const times = spread(random, count, 60, now);
    for (const createdAt of times) {
      const activity = activities.length > 0 && random.next() > 0.1 ? random.pick(activities) : null;
      const isVideo = random.next() < 0.2;
      const fixture = random.pick(FIXTURES);
      const [width, height] = isVideo ? [fixture.width, fixture.height] : random.pick(IMAGE_SIZES);
      materialRows.push({
        owner_id: ownerId,
        kind,
        twzb_activity_id: kind === 'twzb' ? (activity?.id ?? null) : null,
        event_activity_id: kind === 'event' ? (activity?.id ?? null) : null,
        type: isVideo ? 'video' : 'image',
        title: isVideo ? random.pick(VIDEO_MATERIAL_TITLES) : `${random.pick(IMAGE_MATERIAL_TITLES)} ${random.int(1, 30)}`,
        width,
        height,
        size: isVideo ? fixture.size : Math.round((width * height) / random.int(3, 8)),
        duration: isVideo ? fixture.duration : null,
        file_name: isVideo ? fixture.fileName : null,
        created_at: createdAt,
        updated_at: createdAt,
      });
    }
  };
  materials('twzb', counts.twzbMaterials, twzb);
  materials('event', counts.eventMaterials, eventActivities);
  await trx.insertInto('materials').values(materialRows).execute();

  return {
    activities: videoActivities.length + photoActivities.length + eventActivities.length,
    media: mediaRows.length,
    materials: materialRows.length,
  };
}
