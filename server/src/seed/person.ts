/**
 * Photo-library demo data (/api/person): trips and family moments over three years in a handful of
 * cities, and the people face recognition found in them. Deterministic (seeded PRNG).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createRandom, type Random } from './prng';

const DAY = 86_400_000;

const SCENES = [
  '湖边晨景',
  '古城街巷',
  '海边日落',
  '家庭聚餐',
  '生日派对',
  '登山途中',
  '夜景灯光',
  '美食打卡',
  '公园野餐',
  '博物馆参观',
  '雪后初晴',
  '樱花树下',
];
const CAMERAS = ['iPhone 15 Pro', 'Canon EOS R6', 'Sony A7M4', 'HUAWEI Mate 60 Pro', 'Nikon Z6II', 'Xiaomi 14 Ultra'];

/** Trips: city code and how many photos (demo account; demo2 gets the first two). */
const TRIPS: { city: number; photos: number }[] = [
  { city: 330100, photos: 26 },
  { city: 310100, photos: 18 },
  { city: 510100, photos: 22 },
  { city: 460200, photos: 30 },
  { city: 610100, photos: 16 },
  { city: 350200, photos: 20 },
  { city: 532900, photos: 24 },
  { city: 110100, photos: 14 },
  { city: 330100, photos: 12 },
  { city: 440300, photos: 10 },
];

const PEOPLE = ['我', '妈妈', '爸爸', '小宝', '老婆', '张伟', '李娜', '王老师'];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `IMG_20240501_102315.jpg` in China time. */
function fileName(taken: Date): string {
  const t = new Date(taken.getTime() + 8 * 3600_000);
  return `IMG_${t.getUTCFullYear()}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}_${pad(t.getUTCHours())}${pad(t.getUTCMinutes())}${pad(t.getUTCSeconds())}.jpg`;
}

async function seedOwner(db: Kysely<Database>, random: Random, ownerId: number, trips: typeof TRIPS, people: string[], now: Date): Promise<void> {
  const photos = [];
  for (const [index, trip] of trips.entries()) {
    // Trips spread over the last three years, the newest first.
    const start = now.getTime() - (index * 105 + random.int(3, 60)) * DAY;
    const days = random.int(1, 3);
    for (let i = 0; i < trip.photos; i++) {
      const taken = new Date(Math.min(now.getTime() - 3600_000, start + random.int(0, days - 1) * DAY + random.int(8 * 60, 20 * 60) * 60_000));
      const portrait = random.next() < 0.3;
      photos.push({
        owner_id: ownerId,
        title: random.pick(SCENES),
        file_name: fileName(taken),
        image_no: random.int(0, 999),
        width: portrait ? 3000 : 4000,
        height: portrait ? 4000 : 3000,
        size_bytes: random.int(1_800_000, 8_600_000),
        camera: random.pick(CAMERAS),
        city_id: trip.city,
        taken_at: taken,
        created_at: new Date(Math.min(now.getTime(), taken.getTime() + random.int(1, 72) * 3600_000)),
      });
    }
  }
  const inserted = await db.insertInto('person_photos').values(photos).returning('id').execute();
  const groups = await db
    .insertInto('person_groups')
    .values(people.map((name, i) => ({ owner_id: ownerId, name, face_no: random.int(0, 999), created_at: new Date(now.getTime() - (300 - i * 11) * DAY) })))
    .returning('id')
    .execute();
  // The first people appear often, the last rarely; a photo shows up to three people.
  const links = new Map<string, { group_id: number; photo_id: number }>();
  for (const photo of inserted) {
    const faces = random.int(0, 3);
    for (let f = 0; f < faces; f++) {
      const group = groups[Math.floor(random.next() ** 1.7 * groups.length)];
      if (group) links.set(`${group.id}:${photo.id}`, { group_id: group.id, photo_id: photo.id });
    }
  }
  if (links.size > 0)
    await db
      .insertInto('person_group_photos')
      .values([...links.values()])
      .execute();
  // Face recognition keeps only people who appear in a photo.
  await db
    .deleteFrom('person_groups')
    .where('owner_id', '=', ownerId)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('person_group_photos').select('photo_id').whereRef('group_id', '=', 'person_groups.id'))))
    .execute();
}

/** The city of an album's place, by the city's name in it (Shanghai when none is named). */
const ALBUM_CITIES: [string, number][] = [
  ['北京', 110100],
  ['上海', 310100],
  ['南京', 320100],
  ['杭州', 330100],
  ['成都', 510100],
  ['广州', 440100],
  ['深圳', 440300],
];

/**
 * Photos shot during the newest albums (issue 23 §2: an album's public gallery shows the organiser's
 * photos taken in its shooting time): a few dozen each, without faces. A random of their own, so the
 * library's other photos and people stay as they were.
 */
async function seedAlbumPhotos(db: Kysely<Database>, ownerId: number, now: Date): Promise<void> {
  const random = createRandom(20261126 + ownerId);
  const albums = await db
    .selectFrom('photo_activities')
    .select(['location', 'start_time', 'end_time'])
    .where('owner_id', '=', ownerId)
    .where('start_time', '<', new Date(now.getTime() - 3600_000))
    .orderBy('start_time', 'desc')
    .limit(4)
    .execute();
  const photos = albums.flatMap((album) => {
    const from = album.start_time.getTime();
    const until = Math.min(album.end_time?.getTime() ?? now.getTime(), now.getTime() - 60_000);
    const city = ALBUM_CITIES.find(([name]) => album.location.includes(name))?.[1] ?? 310100;
    return Array.from({ length: random.int(12, 36) }, () => {
      const taken = new Date(from + random.int(0, Math.max(0, Math.floor((until - from) / 60_000))) * 60_000);
      const portrait = random.next() < 0.3;
      return {
        owner_id: ownerId,
        title: random.pick(SCENES),
        file_name: fileName(taken),
        image_no: random.int(0, 999),
        width: portrait ? 3000 : 4000,
        height: portrait ? 4000 : 3000,
        size_bytes: random.int(1_800_000, 8_600_000),
        camera: random.pick(CAMERAS),
        city_id: city,
        taken_at: taken,
        created_at: new Date(Math.min(now.getTime(), taken.getTime() + random.int(1, 30) * 60_000)),
      };
    });
  });
  if (photos.length > 0) await db.insertInto('person_photos').values(photos).execute();
}

/** The photo library of the demo accounts (called by seed/index.ts inside its transaction). */
export async function seedPerson(db: Kysely<Database>, now: Date): Promise<void> {
  const users = await db.selectFrom('users').select(['id', 'username']).where('username', 'in', ['demo', 'demo2']).orderBy('id').execute();
  const random = createRandom(20240618);
  for (const [index, user] of users.entries()) {
    if (index === 0) await seedOwner(db, random, user.id, TRIPS, PEOPLE, now);
    else await seedOwner(db, random, user.id, TRIPS.slice(0, 2), PEOPLE.slice(0, 3), now);
  }
  for (const user of users) await seedAlbumPhotos(db, user.id, now);
}
