/**
 * Base /api/person (SPEC §7): the cloud-photography photo library — totals, person groups (face
 * recognition), photos grouped by city, year and day taken (China time), one photo with its
 * neighbours in a group, and batch delete. Every query is scoped to the signed-in owner.
 */
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { addDays, isCalendarDay } from '../../lib/days';
import { badRequest, notFound } from '../../lib/envelope';
import { offsetOf, pagedList, pageOf, withKeyword } from '../../lib/listing';
import { ALL_CITIES, cityName, provinceName } from '../../lib/regions';
import { type CallInput, route } from '../../lib/route';
import { currentUserId } from '../../lib/session';

const TAGS = ['person'];

/** Storage included in each photo edition (SPEC §1: 1 basic, 2 professional, 3 enterprise), in GB; 0 is no edition. */
export const PHOTO_STORAGE_GB: Readonly<Record<number, number>> = { 0: 10, 1: 50, 2: 200, 3: 1000 };
const GB = 1024 ** 3;
const YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * What the account may store: the storage of its best unexpired photo edition plus every capacity
 * order (`/srv/trxorder`, price table 1) paid within the last year (a capacity is sold for a year).
 */
async function storageQuotaBytes(db: Kysely<Database>, ownerId: number): Promise<number> {
  const now = new Date();
  const [edition, bought] = await Promise.all([
    db
      .selectFrom('entitlements')
      .select(sql<number | null>`max(pro_type)`.as('best'))
      .where('owner_id', '=', ownerId)
      .where('product', '=', 2)
      .where('expire_time', '>', now)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('trx_orders')
      .select(sql<string>`coalesce(sum(capacity_gb), 0)`.as('gb'))
      .where('owner_id', '=', ownerId)
      .where('kind', '=', 'capacity')
      .where('status', '=', 'paid')
      .where('paid_at', '>', new Date(now.getTime() - YEAR_MS))
      .executeTakeFirstOrThrow(),
  ]);
  const included = PHOTO_STORAGE_GB[Number(edition.best ?? 0)] ?? PHOTO_STORAGE_GB[0] ?? 0;
  return (included + Number(bought.gb)) * GB;
}
const CHINA = "interval '8 hours'";
/** The China calendar day / year of a photo's taken_at, in SQL. */
const DAY_OF = sql.raw(`((p.taken_at at time zone 'UTC') + ${CHINA})::date`);
const YEAR_OF = sql.raw(`extract(year from (p.taken_at at time zone 'UTC') + ${CHINA})::int`);

const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
/** A demo photo's address: the original as SVG, the thumbnail as a 320 px JPEG (personAssets.ts). */
const photoUrl = (imageNo: number, portrait: boolean, thumb = false) =>
  `/demo-assets/person/photo/${imageNo}.${thumb ? 'jpg' : 'svg'}${portrait ? '?portrait=1' : ''}`;
const faceUrl = (faceNo: number) => `/demo-assets/person/face/${faceNo}.svg`;

/** The owner's photos, aliased `p`. */
const ownerPhotos = (db: Kysely<Database>, ownerId: number) => db.selectFrom('person_photos as p').where('p.owner_id', '=', ownerId);
type PhotoQuery = ReturnType<typeof ownerPhotos>;

interface Group {
  key: string;
  title: string;
  apply: (query: PhotoQuery) => PhotoQuery;
}

/** Resolves a group key (see contracts/person.ts) for the owner; a foreign person → 404. */
async function resolveGroup(db: Kysely<Database>, ownerId: number, type: string, value: string | undefined): Promise<Group> {
  if (type === 'all') return { key: 'all', title: '全部照片', apply: (q) => q };
  if (!value) throw badRequest('参数错误：value 不能为空');
  if (type === 'person') {
    if (!/^\d{1,10}$/.test(value) || Number(value) > 2147483647) throw badRequest('参数错误：value 必须是人物 id');
    const person = await db
      .selectFrom('person_groups')
      .select(['id', 'name'])
      .where('id', '=', Number(value))
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    if (!person) throw notFound();
    return {
      key: `person-${person.id}`,
      title: person.name,
      apply: (q) =>
        q.where(({ exists, selectFrom }) =>
          exists(selectFrom('person_group_photos as l').select('l.photo_id').whereRef('l.photo_id', '=', 'p.id').where('l.group_id', '=', person.id)),
        ),
    };
  }
  if (type === 'city') {
    if (!/^\d{6}$/.test(value)) throw badRequest('参数错误：value 必须是 6 位城市代码');
    const code = Number(value);
    return { key: `city-${code}`, title: cityName(code), apply: (q) => q.where('p.city_id', '=', code) };
  }
  if (type === 'year') {
    if (!/^\d{4}$/.test(value)) throw badRequest('参数错误：value 必须是 4 位年份');
    const from = dayStart(`${value}-01-01`);
    const to = dayStart(`${Number(value) + 1}-01-01`);
    return { key: `year-${value}`, title: `${value} 年`, apply: (q) => q.where('p.taken_at', '>=', from).where('p.taken_at', '<', to) };
  }
  if (!isCalendarDay(value)) throw badRequest('参数错误：value 必须是 YYYY-MM-DD 格式的日期');
  const [year, month, day] = value.split('-').map(Number);
  return {
    key: `date-${value}`,
    title: `${year} 年 ${month} 月 ${day} 日`,
    apply: (q) => q.where('p.taken_at', '>=', dayStart(value)).where('p.taken_at', '<', dayStart(addDays(value, 1))),
  };
}

const PHOTO_COLUMNS = ['p.id', 'p.title', 'p.image_no', 'p.width', 'p.height', 'p.size_bytes', 'p.taken_at', 'p.city_id'] as const;
type PhotoRow = { id: number; title: string; image_no: number; width: number; height: number; size_bytes: number; taken_at: Date; city_id: number };

function toPhoto(row: PhotoRow) {
  const portrait = row.height > row.width;
  return {
    id: row.id,
    title: row.title,
    url: photoUrl(row.image_no, portrait),
    thumbUrl: photoUrl(row.image_no, portrait, true),
    width: row.width,
    height: row.height,
    size: row.size_bytes,
    takenAt: row.taken_at.toISOString(),
    cityId: row.city_id,
    cityName: cityName(row.city_id),
  };
}

/** `(array_agg(image_no order by newest))[1]`: the newest photo of a group is its cover. */
const COVER = sql<number>`(array_agg(p.image_no order by p.taken_at desc, p.id desc))[1]`;
const COVER_PORTRAIT = sql<boolean>`(array_agg(p.height > p.width order by p.taken_at desc, p.id desc))[1]`;

/** People of the owner with their photo counts and first / last appearance. */
const peopleQuery = (db: Kysely<Database>, ownerId: number) =>
  db
    .selectFrom('person_groups as g')
    .leftJoin('person_group_photos as l', 'l.group_id', 'g.id')
    .leftJoin('person_photos as p', 'p.id', 'l.photo_id')
    .where('g.owner_id', '=', ownerId)
    .select([
      'g.id',
      'g.name',
      'g.face_no',
      'g.created_at',
      sql<number>`count(p.id)::int`.as('photo_count'),
      sql<Date | null>`min(p.taken_at)`.as('first_taken'),
      sql<Date | null>`max(p.taken_at)`.as('last_taken'),
    ])
    .groupBy(['g.id', 'g.name', 'g.face_no', 'g.created_at']);

const toPerson = (row: {
  id: number;
  name: string;
  face_no: number;
  created_at: Date;
  photo_count: number;
  first_taken: Date | null;
  last_taken: Date | null;
}) => ({
  id: row.id,
  name: row.name,
  coverUrl: faceUrl(row.face_no),
  photoCount: Number(row.photo_count),
  firstTakenAt: row.first_taken ? new Date(row.first_taken).toISOString() : null,
  lastTakenAt: row.last_taken ? new Date(row.last_taken).toISOString() : null,
  createdAt: row.created_at.toISOString(),
});

/** Cities with photos, newest first. */
const cityGroups = (db: Kysely<Database>, ownerId: number) =>
  ownerPhotos(db, ownerId)
    .select(['p.city_id', sql<number>`count(*)::int`.as('n'), sql<Date>`max(p.taken_at)`.as('last_taken'), COVER.as('cover'), COVER_PORTRAIT.as('portrait')])
    .groupBy('p.city_id');

const toCity = (row: { city_id: number; n: number; last_taken: Date; cover: number; portrait: boolean }) => {
  const provinceId = row.city_id - (row.city_id % 10000);
  return {
    key: `city-${row.city_id}`,
    cityId: row.city_id,
    cityName: cityName(row.city_id),
    provinceId,
    provinceName: provinceName(provinceId),
    photoCount: Number(row.n),
    coverUrl: photoUrl(row.cover, row.portrait, true),
    lastTakenAt: new Date(row.last_taken).toISOString(),
  };
};

const yearGroups = (db: Kysely<Database>, ownerId: number) =>
  ownerPhotos(db, ownerId)
    .select([
      YEAR_OF.as('year'),
      sql<number>`count(*)::int`.as('n'),
      sql<number>`count(distinct ${DAY_OF})::int`.as('days'),
      COVER.as('cover'),
      COVER_PORTRAIT.as('portrait'),
    ])
    .groupBy(sql`1`)
    .orderBy(sql`1`, 'desc');

const toYear = (row: { year: unknown; n: number; days: number; cover: number; portrait: boolean }) => ({
  key: `year-${row.year}`,
  year: Number(row.year),
  photoCount: Number(row.n),
  dateCount: Number(row.days),
  coverUrl: photoUrl(row.cover, row.portrait, true),
});

/** GET /api/person/stat: 照片库概况. */
async function libraryStat(db: Kysely<Database>, { request }: CallInput<'GET /api/person/stat'>) {
  const ownerId = currentUserId(request);
  const [totals, people, quota] = await Promise.all([
    ownerPhotos(db, ownerId)
      .select([
        sql<number>`count(*)::int`.as('photos'),
        sql<number>`count(distinct p.city_id)::int`.as('cities'),
        sql<number>`count(distinct ${YEAR_OF})::int`.as('years'),
        sql<number>`count(distinct ${DAY_OF})::int`.as('days'),
        sql<string>`coalesce(sum(p.size_bytes), 0)::bigint`.as('bytes'),
        sql<Date | null>`max(p.taken_at)`.as('latest'),
      ])
      .executeTakeFirstOrThrow(),
    db.selectFrom('person_groups').select(sql<number>`count(*)::int`.as('n')).where('owner_id', '=', ownerId).executeTakeFirstOrThrow(),
    storageQuotaBytes(db, ownerId),
  ]);
  return {
    photoCount: Number(totals.photos),
    personCount: Number(people.n),
    cityCount: Number(totals.cities),
    yearCount: Number(totals.years),
    dateCount: Number(totals.days),
    storageBytes: Number(totals.bytes),
    storageQuotaBytes: quota,
    latestTakenAt: totals.latest ? new Date(totals.latest).toISOString() : null,
  };
}

/** POST /api/person/list: 人物列表（人脸识别分组，最近出现在前）. */
async function listPeople(db: Kysely<Database>, { query: { pageNum, pageSize }, body, request }: CallInput<'POST /api/person/list'>) {
  const ownerId = currentUserId(request);
  let query = peopleQuery(db, ownerId);
  query = query.$call(withKeyword(body.keyword, 'g.name'));
  if (body.minPhotoCount !== undefined) query = query.having(sql`count(p.id)`, '>=', body.minPhotoCount);
  if (body.startTime) query = query.having(sql`max(p.taken_at)`, '>=', dayStart(body.startTime));
  if (body.endTime) query = query.having(sql`max(p.taken_at)`, '<', dayStart(addDays(body.endTime, 1)));
  const page = await pagedList(
    { pageNum, pageSize },
    db.selectFrom(query.as('people')).select(sql<number>`count(*)::int`.as('total')),
    query
      .orderBy(sql`max(p.taken_at)`, (order) => order.desc().nullsLast())
      .orderBy('g.id', 'desc')
      .limit(pageSize)
      .offset(offsetOf({ pageNum, pageSize })),
  );
  return { ...page, list: page.list.map(toPerson) };
}

/** GET /api/person/photo-group/index: 照片库首页：人物、城市、年份与最近照片. */
async function libraryIndex(db: Kysely<Database>, { request }: CallInput<'GET /api/person/photo-group/index'>) {
  const ownerId = currentUserId(request);
  const [people, cities, years, recent] = await Promise.all([
    peopleQuery(db, ownerId).orderBy(sql`count(p.id)`, 'desc').orderBy('g.id').limit(8).execute(),
    cityGroups(db, ownerId).orderBy(sql`count(*)`, 'desc').orderBy('p.city_id').limit(8).execute(),
    yearGroups(db, ownerId).execute(),
    ownerPhotos(db, ownerId)
      .select([...PHOTO_COLUMNS])
      .orderBy('p.taken_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(12)
      .execute(),
  ]);
  return {
    persons: people.map((row) => {
      const person = toPerson(row);
      return { id: person.id, name: person.name, coverUrl: person.coverUrl, photoCount: person.photoCount };
    }),
    cities: cities.map(toCity),
    years: years.map(toYear),
    recent: recent.map(toPhoto),
  };
}

/** GET /api/person/photo-group/city-list: 按城市分组（最近拍摄在前）. */
async function listCities(db: Kysely<Database>, { query, request }: CallInput<'GET /api/person/photo-group/city-list'>) {
  const ownerId = currentUserId(request);
  let groups = cityGroups(db, ownerId);
  if (query.keyword) {
    const keyword = query.keyword;
    const codes = ALL_CITIES.filter((city) => city.name.includes(keyword) || provinceName(city.provinceCode).includes(keyword)).map((city) => city.code);
    if (codes.length === 0) return { pageNum: query.pageNum, pageSize: query.pageSize, total: 0, list: [] };
    groups = groups.where('p.city_id', 'in', codes);
  }
  const page = await pagedList(
    query,
    db.selectFrom(groups.as('cities')).select(sql<number>`count(*)::int`.as('total')),
    groups.orderBy(sql`max(p.taken_at)`, 'desc').orderBy('p.city_id').limit(query.pageSize).offset(offsetOf(query)),
  );
  return { ...page, list: page.list.map(toCity) };
}

/** GET /api/person/photo-group/year-list: 按年份分组（新年份在前）. */
async function listYears(db: Kysely<Database>, { request }: CallInput<'GET /api/person/photo-group/year-list'>) {
  const rows = await yearGroups(db, currentUserId(request)).execute();
  return rows.map(toYear);
}

/** GET /api/person/photo-group/date-list: 按拍摄日期分组（新日期在前）. */
async function listDates(db: Kysely<Database>, { query, request }: CallInput<'GET /api/person/photo-group/date-list'>) {
  if (query.month !== undefined && query.year === undefined) throw badRequest('参数错误：month 需要与 year 一起使用');
  const ownerId = currentUserId(request);
  let base = ownerPhotos(db, ownerId);
  if (query.year !== undefined) {
    const first = query.month !== undefined ? `${query.year}-${String(query.month).padStart(2, '0')}-01` : `${query.year}-01-01`;
    const next =
      query.month === undefined
        ? `${query.year + 1}-01-01`
        : query.month === 12
          ? `${query.year + 1}-01-01`
          : `${query.year}-${String(query.month + 1).padStart(2, '0')}-01`;
    base = base.where('p.taken_at', '>=', dayStart(first)).where('p.taken_at', '<', dayStart(next));
  }
  const groups = base
    .select([
      sql<string>`${DAY_OF}::text`.as('day'),
      sql<number>`count(*)::int`.as('n'),
      COVER.as('cover'),
      COVER_PORTRAIT.as('portrait'),
      sql<number[]>`array_agg(distinct p.city_id)`.as('cities'),
    ])
    .groupBy(sql`1`);
  const page = await pagedList(
    query,
    db.selectFrom(groups.as('days')).select(sql<number>`count(*)::int`.as('total')),
    groups.orderBy(sql`1`, 'desc').limit(query.pageSize).offset(offsetOf(query)),
  );
  return {
    ...page,
    list: page.list.map((row) => ({
      key: `date-${row.day}`,
      date: row.day,
      photoCount: Number(row.n),
      coverUrl: photoUrl(row.cover, row.portrait, true),
      cityNames: row.cities.map((code) => cityName(code)),
    })),
  };
}

/** GET /api/person/photo-group/photo-list: 分组内的照片（最近拍摄在前）. */
async function listPhotos(db: Kysely<Database>, { query, request }: CallInput<'GET /api/person/photo-group/photo-list'>) {
  if (query.startTime && query.endTime && query.endTime < query.startTime) throw badRequest('参数错误：endTime 不能早于 startTime');
  const ownerId = currentUserId(request);
  const group = await resolveGroup(db, ownerId, query.type ?? 'all', query.value);
  let base = group.apply(ownerPhotos(db, ownerId));
  base = base.$call(withKeyword(query.keyword, 'p.title'));
  if (query.startTime) base = base.where('p.taken_at', '>=', dayStart(query.startTime));
  if (query.endTime) base = base.where('p.taken_at', '<', dayStart(addDays(query.endTime, 1)));
  const page = await pageOf(base, query, (filtered) =>
    filtered
      .select([...PHOTO_COLUMNS])
      .orderBy('p.taken_at', 'desc')
      .orderBy('p.id', 'desc'),
  );
  return { ...page, list: page.list.map(toPhoto) };
}

/** GET /api/person/photo-group/photoInfo/{groupKey}/{photoId}: 照片详情及其在分组中的位置、上一张与下一张. */
async function photoInfo(
  db: Kysely<Database>,
  { params: { groupKey, photoId }, request }: CallInput<'GET /api/person/photo-group/photoInfo/{groupKey}/{photoId}'>,
) {
  const ownerId = currentUserId(request);
  const [type, ...rest] = groupKey.split('-');
  const group = await resolveGroup(db, ownerId, type ?? 'all', rest.length > 0 ? rest.join('-') : undefined);
  const photo = await group
    .apply(ownerPhotos(db, ownerId))
    .select([...PHOTO_COLUMNS, 'p.file_name', 'p.camera', 'p.created_at'])
    .where('p.id', '=', photoId)
    .executeTakeFirst();
  if (!photo) throw notFound();
  const inGroup = group.apply(ownerPhotos(db, ownerId));
  const newer = sql<boolean>`(p.taken_at, p.id) > (${photo.taken_at}::timestamptz, ${photo.id}::int)`;
  const older = sql<boolean>`(p.taken_at, p.id) < (${photo.taken_at}::timestamptz, ${photo.id}::int)`;
  const [total, before, prev, next, people] = await Promise.all([
    inGroup.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    inGroup.select(sql<number>`count(*)::int`.as('n')).where(newer).executeTakeFirstOrThrow(),
    inGroup.select('p.id').where(newer).orderBy('p.taken_at').orderBy('p.id').limit(1).executeTakeFirst(),
    inGroup.select('p.id').where(older).orderBy('p.taken_at', 'desc').orderBy('p.id', 'desc').limit(1).executeTakeFirst(),
    db
      .selectFrom('person_group_photos as l')
      .innerJoin('person_groups as g', 'g.id', 'l.group_id')
      .select(['g.id', 'g.name'])
      .where('l.photo_id', '=', photo.id)
      .where('g.owner_id', '=', ownerId)
      .orderBy('g.id')
      .execute(),
  ]);
  const provinceCode = photo.city_id - (photo.city_id % 10000);
  return {
    photo: {
      ...toPhoto(photo),
      fileName: photo.file_name,
      camera: photo.camera,
      provinceName: provinceName(provinceCode),
      uploadedAt: photo.created_at.toISOString(),
      persons: people,
    },
    group: { key: group.key, title: group.title, total: Number(total.n), index: Number(before.n) + 1 },
    prevId: prev?.id ?? null,
    nextId: next?.id ?? null,
  };
}

/** DELETE /api/person/photo-group/batch-delete: 批量删除照片（任一 id 不属于本账号则不删除任何照片）. */
async function deletePhotos(db: Kysely<Database>, { body: { ids }, request }: CallInput<'DELETE /api/person/photo-group/batch-delete'>) {
  const ownerId = currentUserId(request);
  const unique = [...new Set(ids)];
  const result = await db.transaction().execute(async (trx) => {
    const owned = await trx.selectFrom('person_photos').select('id').where('owner_id', '=', ownerId).where('id', 'in', unique).forUpdate().execute();
    if (owned.length !== unique.length) throw notFound();
    const deleted = await trx.deleteFrom('person_photos').where('owner_id', '=', ownerId).where('id', 'in', unique).executeTakeFirst();
    // A person with no photo left is no longer shown.
    const removed = await trx
      .deleteFrom('person_groups')
      .where('owner_id', '=', ownerId)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('person_group_photos').select('photo_id').whereRef('group_id', '=', 'person_groups.id'))))
      .executeTakeFirst();
    return { deleted: Number(deleted.numDeletedRows), removedPersons: Number(removed.numDeletedRows) };
  });
  return result;
}

/** The photo library's calls: the table of its routes, one handler (above) per screen. */
export async function personRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  route(app, 'GET /api/person/stat', { summary: '照片库概况', tags: TAGS }, (call) => libraryStat(db, call));
  route(app, 'POST /api/person/list', { summary: '人物列表（人脸识别分组，最近出现在前）', tags: TAGS }, (call) => listPeople(db, call));
  route(app, 'GET /api/person/photo-group/index', { summary: '照片库首页：人物、城市、年份与最近照片', tags: TAGS }, (call) => libraryIndex(db, call));
  route(app, 'GET /api/person/photo-group/city-list', { summary: '按城市分组（最近拍摄在前）', tags: TAGS }, (call) => listCities(db, call));
  route(app, 'GET /api/person/photo-group/year-list', { summary: '按年份分组（新年份在前）', tags: TAGS }, (call) => listYears(db, call));
  route(app, 'GET /api/person/photo-group/date-list', { summary: '按拍摄日期分组（新日期在前）', tags: TAGS }, (call) => listDates(db, call));
  route(app, 'GET /api/person/photo-group/photo-list', { summary: '分组内的照片（最近拍摄在前）', tags: TAGS }, (call) => listPhotos(db, call));
  route(app, 'GET /api/person/photo-group/photoInfo/{groupKey}/{photoId}', { summary: '照片详情及其在分组中的位置、上一张与下一张', tags: TAGS }, (call) =>
    photoInfo(db, call),
  );
  route(app, 'DELETE /api/person/photo-group/batch-delete', { summary: '批量删除照片（任一 id 不属于本账号则不删除任何照片）', tags: TAGS }, (call) =>
    deletePhotos(db, call),
  );
}
