import jpeg from 'jpeg-js';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { chinaDay } from '../src/lib/days';
import { PHOTO_STORAGE_GB } from '../src/modules/person/person';
import { signedInApp } from './helpers';

type Envelope<T = unknown> = { code: number; msg: string; msgCode: number; data: T };
type Photo = { id: number; title: string; url: string; thumbUrl: string; takenAt: string; cityId: number; cityName: string; width: number; height: number };
type Page<T> = { pageNum: number; pageSize: number; total: number; list: T[] };

const signedIn = signedInApp();

async function call<T>(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, cookie: string | undefined = signedIn.demo) {
  const response = await signedIn.app.inject({
    method,
    url: `/api/person${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return { status: response.statusCode, body: response.json() as Envelope<T> };
}
async function data<T>(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, cookie = signedIn.demo): Promise<T> {
  const { body } = await call<T>(method, url, payload, cookie);
  expect(body, `${method} ${url}: ${body.msg}`).toMatchObject({ code: 0 });
  return body.data;
}
async function expectError(method: 'GET' | 'POST' | 'DELETE', url: string, code: number, payload?: unknown, msg?: RegExp) {
  const { status, body } = await call(method, url, payload);
  expect(status, url).toBe(200);
  expect(body.code, `${url}: ${body.msg}`).toBe(code);
  expect(body.data).toBeNull();
  if (code === 404) expect(body.msg).toBe('数据不存在或无权访问');
  if (code === 400) expect(body.msg).toMatch(/^参数错误：/);
  if (msg) expect(body.msg).toMatch(msg);
}
const n = async (query: ReturnType<typeof sql<{ n: number }>>) => Number((await query.execute(signedIn.db)).rows[0]?.n ?? 0);

/** Photos newest first, as the lists order them. */
function expectNewestFirst(photos: Photo[]) {
  for (let i = 1; i < photos.length; i++) {
    const prev = photos[i - 1] as Photo;
    const cur = photos[i] as Photo;
    expect(prev.takenAt > cur.takenAt || (prev.takenAt === cur.takenAt && prev.id > cur.id)).toBe(true);
  }
}

describe('every person route', () => {
  it('answers 401 without a session and is documented', async () => {
    const routes = signedIn.app.routeCatalog.filter((route) => route.url.startsWith('/api/person/'));
    expect(routes).toHaveLength(9);
    for (const route of routes) {
      const url = route.url.replace(':groupKey', 'all').replace(':photoId', '1');
      const response = await signedIn.app.inject({ method: route.method as 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(route.doc?.summary).toBeTruthy();
      expect(route.doc?.tags).toEqual(['person']);
    }
  });
});

describe('library overview', () => {
  it('totals match the photos and people of the account only', async () => {
    const stat = await data<Record<string, number | string | null>>('GET', '/stat');
    expect(stat.photoCount).toBe(await n(sql`select count(*)::int as n from person_photos where owner_id = ${signedIn.demoId}`));
    expect(stat.personCount).toBe(await n(sql`select count(*)::int as n from person_groups where owner_id = ${signedIn.demoId}`));
    expect(stat.cityCount).toBe(await n(sql`select count(distinct city_id)::int as n from person_photos where owner_id = ${signedIn.demoId}`));
    expect(stat.storageBytes).toBe(await n(sql`select sum(size_bytes)::bigint as n from person_photos where owner_id = ${signedIn.demoId}`));
    expect(Number(stat.yearCount)).toBeGreaterThanOrEqual(2);
    // The quota: the best unexpired photo edition's storage plus capacity paid within a year.
    const edition = await n(
      sql`select coalesce(max(pro_type), 0)::int as n from entitlements where owner_id = ${signedIn.demoId} and product = 2 and expire_time > now()`,
    );
    const bought = await n(
      sql`select coalesce(sum(capacity_gb), 0)::int as n from trx_orders where owner_id = ${signedIn.demoId} and kind = 'capacity' and status = 'paid' and paid_at > now() - interval '365 days'`,
    );
    expect(stat.storageQuotaBytes).toBe(((PHOTO_STORAGE_GB[edition] ?? 0) + bought) * 1024 ** 3);
    const other = await data<{ photoCount: number }>('GET', '/stat', undefined, signedIn.demo2);
    expect(other.photoCount).toBe(await n(sql`select count(*)::int as n from person_photos where owner_id = ${signedIn.demo2Id}`));
  });

  it('the landing page shows people, cities, years and recent photos with real images', async () => {
    const index = await data<{ persons: { coverUrl: string }[]; cities: { key: string }[]; years: { year: number }[]; recent: Photo[] }>(
      'GET',
      '/photo-group/index',
    );
    expect(index.persons.length).toBeGreaterThan(0);
    expect(index.cities.length).toBeLessThanOrEqual(8);
    expect(index.years.map((year) => year.year)).toEqual([...index.years.map((year) => year.year)].sort((a, b) => b - a));
    expect(index.recent).toHaveLength(12);
    expectNewestFirst(index.recent);
    for (const url of [index.recent[0]?.url, index.persons[0]?.coverUrl]) {
      const image = await signedIn.app.inject({ method: 'GET', url: String(url) });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
      expect(image.body).toMatch(/^<svg /);
    }
    // Issue 9: thumbnails are raster JPEGs (decoded off the browser's main thread), 320 px on the long side.
    const thumb = await signedIn.app.inject({ method: 'GET', url: String(index.recent[0]?.thumbUrl) });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    const bytes = thumb.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const decoded = jpeg.decode(bytes);
    expect(Math.max(decoded.width, decoded.height)).toBe(320);
    expect((await signedIn.app.inject({ method: 'GET', url: '/demo-assets/person/photo/x.svg' })).json().code).toBe(400);
  });
});

describe('person groups (POST /list)', () => {
  type Person = { id: number; name: string; photoCount: number; lastTakenAt: string | null; coverUrl: string };

  it('pages people, most recently seen first, with their photo counts', async () => {
    const page = await data<Page<Person>>('POST', '/list?pageNum=1&pageSize=3', {});
    expect(page).toMatchObject({
      pageNum: 1,
      pageSize: 3,
      total: await n(sql`select count(*)::int as n from person_groups where owner_id = ${signedIn.demoId}`),
    });
    expect(page.list).toHaveLength(3);
    for (let i = 1; i < page.list.length; i++) expect((page.list[i - 1]?.lastTakenAt ?? '') >= (page.list[i]?.lastTakenAt ?? '')).toBe(true);
    const first = page.list[0] as Person;
    expect(first.photoCount).toBe(await n(sql`select count(*)::int as n from person_group_photos where group_id = ${first.id}`));
  });

  it('filters by name, photo count and when they were last seen', async () => {
    const mom = await data<Page<Person>>('POST', '/list', { keyword: '妈妈' });
    expect(mom.list.map((person) => person.name)).toEqual(['妈妈']);
    const many = await data<Page<Person>>('POST', '/list', { minPhotoCount: 20 });
    expect(many.list.every((person) => person.photoCount >= 20)).toBe(true);
    const all = await data<Page<Person>>('POST', '/list?pageSize=100', {});
    const day = chinaDay(new Date(all.list[0]?.lastTakenAt ?? Date.now()));
    const recent = await data<Page<Person>>('POST', '/list?pageSize=100', { startTime: day, endTime: day });
    expect(recent.list.length).toBeGreaterThan(0);
    expect(recent.list.every((person) => chinaDay(new Date(person.lastTakenAt ?? 0)) === day)).toBe(true);
    expect((await data<Page<Person>>('POST', '/list', {}, signedIn.demo2)).list.every((person) => !all.list.some((mine) => mine.id === person.id))).toBe(true);
  });

  it('rejects bad bodies and paging', async () => {
    await expectError('POST', '/list', 400, { keyword: 'x'.repeat(33) }, /keyword 长度不能超过 32/);
    await expectError('POST', '/list', 400, { sort: 'name' }, /不支持的参数/);
    await expectError('POST', '/list', 400, { startTime: '2024-05-02', endTime: '2024-05-01' });
    await expectError('POST', '/list', 400, { startTime: '05/01/2024' }, /YYYY-MM-DD/);
    await expectError('POST', '/list?pageSize=0', 400, {});
  });
});

describe('photo groups', () => {
  it('city groups count their photos, newest first, and filter by name', async () => {
    const cities = await data<Page<{ key: string; cityId: number; cityName: string; provinceName: string; photoCount: number; lastTakenAt: string }>>(
      'GET',
      '/photo-group/city-list?pageSize=50',
    );
    expect(cities.total).toBe(await n(sql`select count(distinct city_id)::int as n from person_photos where owner_id = ${signedIn.demoId}`));
    for (let i = 1; i < cities.list.length; i++) expect((cities.list[i - 1]?.lastTakenAt ?? '') >= (cities.list[i]?.lastTakenAt ?? '')).toBe(true);
    const hangzhou = cities.list.find((city) => city.cityName === '杭州市');
    expect(hangzhou).toMatchObject({ key: 'city-330100', provinceName: '浙江省' });
    expect(hangzhou?.photoCount).toBe(await n(sql`select count(*)::int as n from person_photos where owner_id = ${signedIn.demoId} and city_id = 330100`));
    const search = await data<Page<{ cityName: string }>>('GET', `/photo-group/city-list?keyword=${encodeURIComponent('浙江')}`);
    expect(search.list.map((city) => city.cityName)).toEqual(['杭州市']);
    expect((await data<Page<unknown>>('GET', `/photo-group/city-list?keyword=${encodeURIComponent('火星')}`)).total).toBe(0);
  });

  it('year and date groups follow China calendar days', async () => {
    const years = await data<{ key: string; year: number; photoCount: number; dateCount: number }[]>('GET', '/photo-group/year-list');
    const total = years.reduce((sum, year) => sum + year.photoCount, 0);
    expect(total).toBe(await n(sql`select count(*)::int as n from person_photos where owner_id = ${signedIn.demoId}`));
    const year = years[0];
    if (!year) throw new Error('no year');
    const dates = await data<Page<{ key: string; date: string; photoCount: number; cityNames: string[] }>>(
      'GET',
      `/photo-group/date-list?year=${year.year}&pageSize=100`,
    );
    expect(dates.total).toBe(year.dateCount);
    expect(dates.list.reduce((sum, date) => sum + date.photoCount, 0)).toBe(year.photoCount);
    expect(dates.list.every((date) => date.date.startsWith(String(year.year)) && date.key === `date-${date.date}`)).toBe(true);
    const month = Number(dates.list[0]?.date.slice(5, 7));
    const inMonth = await data<Page<{ date: string }>>('GET', `/photo-group/date-list?year=${year.year}&month=${month}&pageSize=100`);
    expect(inMonth.list.every((date) => Number(date.date.slice(5, 7)) === month)).toBe(true);
    await expectError('GET', '/photo-group/date-list?month=5', 400, undefined, /month 需要与 year 一起使用/);
    await expectError('GET', '/photo-group/date-list?year=1800', 400);
  });

  it('photo lists per group, newest first', async () => {
    const all = await data<Page<Photo>>('GET', '/photo-group/photo-list?pageSize=100');
    expect(all.total).toBe(await n(sql`select count(*)::int as n from person_photos where owner_id = ${signedIn.demoId}`));
    expectNewestFirst(all.list);
    const city = await data<Page<Photo>>('GET', '/photo-group/photo-list?type=city&value=330100&pageSize=100');
    expect(city.list.every((photo) => photo.cityId === 330100 && photo.cityName === '杭州市')).toBe(true);
    const person = await signedIn.db.selectFrom('person_groups').select('id').where('owner_id', '=', signedIn.demoId).orderBy('id').executeTakeFirstOrThrow();
    const ofPerson = await data<Page<Photo>>('GET', `/photo-group/photo-list?type=person&value=${person.id}&pageSize=100`);
    expect(ofPerson.total).toBe(await n(sql`select count(*)::int as n from person_group_photos where group_id = ${person.id}`));
    const day = chinaDay(new Date(all.list[0]?.takenAt ?? 0));
    const ofDay = await data<Page<Photo>>('GET', `/photo-group/photo-list?type=date&value=${day}&pageSize=100`);
    expect(ofDay.list.length).toBeGreaterThan(0);
    expect(ofDay.list.every((photo) => chinaDay(new Date(photo.takenAt)) === day)).toBe(true);
    const ofYear = await data<Page<Photo>>('GET', `/photo-group/photo-list?type=year&value=${day.slice(0, 4)}&pageSize=1`);
    expect(ofYear.total).toBeGreaterThanOrEqual(ofDay.total);
    const titled = await data<Page<Photo>>('GET', `/photo-group/photo-list?keyword=${encodeURIComponent('日落')}&pageSize=100`);
    expect(titled.list.every((photo) => photo.title.includes('日落'))).toBe(true);

    const theirs = await signedIn.db.selectFrom('person_groups').select('id').where('owner_id', '=', signedIn.demo2Id).executeTakeFirstOrThrow();
    await expectError('GET', `/photo-group/photo-list?type=person&value=${theirs.id}`, 404);
    await expectError('GET', '/photo-group/photo-list?type=city', 400, undefined, /value 不能为空/);
    await expectError('GET', '/photo-group/photo-list?type=city&value=hangzhou', 400);
    await expectError('GET', '/photo-group/photo-list?type=date&value=2024-02-30', 400);
    await expectError('GET', '/photo-group/photo-list?type=album&value=1', 400);
    await expectError('GET', '/photo-group/photo-list?pageSize=101', 400);
  });

  it('photo info places a photo in its group with the previous and next photo', async () => {
    const city = await data<Page<Photo>>('GET', '/photo-group/photo-list?type=city&value=330100&pageSize=100');
    const middle = city.list[1] as Photo;
    const info = await data<{
      photo: { id: number; fileName: string; camera: string; persons: { id: number; name: string }[]; provinceName: string };
      group: { key: string; title: string; total: number; index: number };
      prevId: number | null;
      nextId: number | null;
    }>('GET', `/photo-group/photoInfo/city-330100/${middle.id}`);
    expect(info.photo).toMatchObject({ id: middle.id, provinceName: '浙江省' });
    expect(info.photo.fileName).toMatch(/^IMG_\d{8}_\d{6}\.jpg$/);
    expect(info.group).toEqual({ key: 'city-330100', title: '杭州市', total: city.total, index: 2 });
    expect(info.prevId).toBe(city.list[0]?.id);
    expect(info.nextId).toBe(city.list[2]?.id ?? null);
    const first = await data<{ prevId: number | null; group: { index: number } }>(
      'GET',
      `/photo-group/photoInfo/all/${(await data<Page<Photo>>('GET', '/photo-group/photo-list')).list[0]?.id}`,
    );
    expect(first).toMatchObject({ prevId: null, group: { index: 1 } });

    const elsewhere = await signedIn.db
      .selectFrom('person_photos')
      .select('id')
      .where('owner_id', '=', signedIn.demoId)
      .where('city_id', '<>', 330100)
      .executeTakeFirstOrThrow();
    await expectError('GET', `/photo-group/photoInfo/city-330100/${elsewhere.id}`, 404);
    const theirs = await signedIn.db.selectFrom('person_photos').select('id').where('owner_id', '=', signedIn.demo2Id).executeTakeFirstOrThrow();
    await expectError('GET', `/photo-group/photoInfo/all/${theirs.id}`, 404);
    await expectError('GET', `/photo-group/photoInfo/album-1/${middle.id}`, 400);
    await expectError('GET', `/photo-group/photoInfo/all/abc`, 400);
  });
});

describe('batch delete', () => {
  it('refuses when any id is another account’s, and deletes nothing', async () => {
    const mine = await signedIn.db.selectFrom('person_photos').select('id').where('owner_id', '=', signedIn.demoId).limit(2).execute();
    const theirs = await signedIn.db.selectFrom('person_photos').select('id').where('owner_id', '=', signedIn.demo2Id).executeTakeFirstOrThrow();
    const before = await n(sql`select count(*)::int as n from person_photos`);
    await expectError('DELETE', '/photo-group/batch-delete', 404, { ids: [...mine.map((row) => row.id), theirs.id] });
    await expectError('DELETE', '/photo-group/batch-delete', 404, { ids: [987654321] });
    expect(await n(sql`select count(*)::int as n from person_photos`)).toBe(before);
  });

  it('validates the body', async () => {
    await expectError('DELETE', '/photo-group/batch-delete', 400, { ids: [] }, /ids 至少 1 项/);
    await expectError('DELETE', '/photo-group/batch-delete', 400, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }, /ids 最多 100 项/);
    await expectError('DELETE', '/photo-group/batch-delete', 400, { ids: ['1'] });
    await expectError('DELETE', '/photo-group/batch-delete', 400, {});
  });

  it('deletes own photos and drops a person left without photos', async () => {
    const person = await signedIn.db
      .selectFrom('person_groups as g')
      .innerJoin('person_group_photos as l', 'l.group_id', 'g.id')
      .select(['g.id', sql<number>`count(*)::int`.as('n')])
      .where('g.owner_id', '=', signedIn.demoId)
      .groupBy('g.id')
      .orderBy(sql`count(*)`)
      .executeTakeFirstOrThrow();
    const photos = await signedIn.db.selectFrom('person_group_photos').select('photo_id').where('group_id', '=', person.id).execute();
    const ids = photos.map((row) => row.photo_id);
    const stat = await data<{ photoCount: number }>('GET', '/stat');
    const result = await data<{ deleted: number; removedPersons: number }>('DELETE', '/photo-group/batch-delete', { ids: [...ids, ids[0]] });
    expect(result.deleted).toBe(ids.length);
    expect(result.removedPersons).toBeGreaterThanOrEqual(1);
    expect((await data<{ photoCount: number }>('GET', '/stat')).photoCount).toBe(stat.photoCount - ids.length);
    await expectError('GET', `/photo-group/photo-list?type=person&value=${person.id}`, 404);
    await expectError('DELETE', '/photo-group/batch-delete', 404, { ids });
  });
});
