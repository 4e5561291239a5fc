import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { addDays, chinaDay } from '../src/lib/days';
import { cappedCount } from '../src/lib/listing';
import { refreshAllRollups } from '../src/modules/statistics/rollupWriter';
import { DEMO_HISTORY_DAYS } from '../src/seed/history';
import { createTestApp, createTestDb, signIn } from './helpers';

type Envelope<T = unknown> = { code: number; msg: string; msgCode: number; data: T };
type Line = { date: string; value: number }[];

let db: Kysely<Database>;
let app: FastifyInstance;
let demo: string;
let demo2: string;
let demoId: number;
let demo2Id: number;
const today = chinaDay(new Date());
const start = addDays(today, -29);
const range = `startTime=${start}&endTime=${today}`;
/** Instants of the range (China days). */
const from = new Date(`${start}T00:00:00+08:00`);
const to = new Date(`${addDays(today, 1)}T00:00:00+08:00`);

beforeAll(async () => {
  db = await createTestDb();
  app = await createTestApp(db);
  demo = await signIn(app, 'demo');
  demo2 = await signIn(app, 'demo2');
  const users = await db.selectFrom('users').select(['id', 'username']).execute();
  demoId = users.find((user) => user.username === 'demo')?.id ?? 0;
  demo2Id = users.find((user) => user.username === 'demo2')?.id ?? 0;
});

afterAll(async () => {
  await app.close();
  await db.destroy();
});

async function call<T = unknown>(method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string | undefined = demo, payload?: unknown) {
  const response = await app.inject({
    method,
    url: `/api/statistics${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  const json = String(response.headers['content-type']).includes('application/json');
  return { status: response.statusCode, body: (json ? response.json() : null) as Envelope<T>, response };
}
async function data<T>(method: 'GET' | 'POST', url: string, payload?: unknown, cookie = demo): Promise<T> {
  const { body } = await call<T>(method, url, cookie, payload);
  expect(body, `${method} ${url}: ${body.msg}`).toMatchObject({ code: 0 });
  return body.data;
}
const get = <T>(url: string, cookie = demo) => data<T>('GET', url, undefined, cookie);
const post = <T>(url: string, payload: unknown, cookie = demo) => data<T>('POST', url, payload, cookie);
const sum = (line: Line) => line.reduce((total, point) => total + point.value, 0);

async function expectError(method: 'GET' | 'POST', url: string, code: number, payload?: unknown, msg?: RegExp) {
  const { status, body } = await call(method, url, demo, payload);
  expect(status, url).toBe(200);
  expect(body.code, `${url}: ${body.msg}`).toBe(code);
  expect(body.data).toBeNull();
  if (msg) expect(body.msg).toMatch(msg);
  if (code === 404) expect(body.msg).toBe('数据不存在或无权访问');
  if (code === 400) expect(body.msg).toMatch(/^参数错误：/);
}

async function readXlsx(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename\*=UTF-8''.+\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function count(query: ReturnType<typeof sql<{ n: number }>>): Promise<number> {
  const result = await query.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

async function demoActivity(owner = () => demoId) {
  return db.selectFrom('twzb_activities').select('id').where('owner_id', '=', owner()).orderBy('view_count', 'desc').executeTakeFirstOrThrow();
}

describe('every statistics route', () => {
  it('answers 401 without a session (exports too, without a token)', async () => {
    const routes = app.routeCatalog.filter((route) => route.url.startsWith('/api/statistics/'));
    expect(routes).toHaveLength(54);
    for (const route of routes) {
      const url = route.url.replace(':eventId', '1').replace(':confereeId', '1').replace(':id', '1');
      const response = await app.inject({ method: route.method as 'GET', url, payload: route.method === 'POST' ? {} : undefined });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe(401);
    }
  });

  it('documents every route for the API document', () => {
    const routes = app.routeCatalog.filter((route) => route.url.startsWith('/api/statistics/'));
    for (const route of routes) {
      expect(route.doc?.summary, route.url).toBeTruthy();
      expect(route.doc?.tags).toEqual(['statistics']);
    }
  });
});

describe('twzb statistics', () => {
  it('pv and uv lines agree with the raw views, day by day', async () => {
    const pv = await get<Line>(`/twzb/pvLine?${range}`);
    const uv = await get<Line>(`/twzb/uvLine?${range}`);
    expect(pv).toHaveLength(30);
    expect(pv[0]?.date).toBe(start);
    expect(pv[29]?.date).toBe(today);
    const raw = await sql<{ day: string; pv: number; uv: number }>`
      select stat_day(occurred_at)::text as day, count(*)::int as pv, count(distinct visitor_id)::int as uv from stat_events
      where owner_id = ${demoId} and product = 1 and kind = 1 and occurred_at >= ${from} and occurred_at < ${to} group by 1`.execute(db);
    const byDay = new Map(raw.rows.map((row) => [row.day, row]));
    for (const point of pv) expect(point.value, point.date).toBe(byDay.get(point.date)?.pv ?? 0);
    for (const point of uv) expect(point.value, point.date).toBe(byDay.get(point.date)?.uv ?? 0);
    expect(sum(pv)).toBeGreaterThan(1000);
  });

  it('defaults to the last 7 days and compares with the 7 before', async () => {
    const line = await get<Line>('/twzb/shareNumLine');
    expect(line.map((point) => point.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)));
    const increase = await get<{
      startTime: string;
      previousStartTime: string;
      previousEndTime: string;
      shareNum: { value: number; previous: number; rate: number | null };
    }>('/twzb/increase');
    expect(increase).toMatchObject({ startTime: addDays(today, -6), previousStartTime: addDays(today, -13), previousEndTime: addDays(today, -7) });
    expect(increase.shareNum.value).toBe(sum(line));
    const previous = await get<Line>(`/twzb/shareNumLine?startTime=${addDays(today, -13)}&endTime=${addDays(today, -7)}`);
    expect(increase.shareNum.previous).toBe(sum(previous));
    if (increase.shareNum.previous > 0) {
      expect(increase.shareNum.rate).toBe(Math.round(((increase.shareNum.value - increase.shareNum.previous) / increase.shareNum.previous) * 1000) / 10);
    }
  });

  it('totals count the activities, groups and audience of the account', async () => {
    const total = await get<Record<string, number>>('/twzb/total');
    const activities = await count(sql`select count(*)::int as n from twzb_activities where owner_id = ${demoId}`);
    const members = await count(sql`select count(*)::int as n from audience_members where owner_id = ${demoId}`);
    const groups = await count(sql`select count(*)::int as n from twzb_groups where owner_id = ${demoId}`);
    const views = await count(sql`select count(*)::int as n from stat_events where owner_id = ${demoId} and product = 1 and kind = 1`);
    expect(total).toMatchObject({ activityNum: activities, participantNum: members, groupNum: groups, pv: views });
    const other = await get<Record<string, number>>('/twzb/total', demo2);
    expect(other.participantNum).toBe(await count(sql`select count(*)::int as n from audience_members where owner_id = ${demo2Id}`));
  });

  it('narrows to one activity; another account’s activity answers 404', async () => {
    const activity = await demoActivity();
    const line = await get<Line>(`/twzb/pvLine?${range}&activityId=${activity.id}`);
    const views = await count(sql`select count(*)::int as n from stat_events
      where activity_id = ${activity.id} and product = 1 and kind = 1 and occurred_at >= ${from} and occurred_at < ${to}`);
    expect(sum(line)).toBe(views);
    const province = await get<{ pv: number }[]>(`/twzb/province?${range}&activityId=${activity.id}`);
    expect(province.reduce((total, row) => total + row.pv, 0)).toBe(views);
    const foreign = await demoActivity(() => demo2Id);
    for (const path of ['/twzb/pvLine', '/twzb/total', '/twzb/province', '/twzb/city', '/twzb/platformParticipant', '/twzb/increase']) {
      await expectError('GET', `${path}?activityId=${foreign.id}`, 404);
    }
  });

  it('province, city and platform breakdowns add up to the range totals', async () => {
    const pv = sum(await get<Line>(`/twzb/pvLine?${range}`));
    const provinces = await get<{ code: number; name: string; pv: number; uv: number; ratio: number }[]>(`/twzb/province?${range}`);
    expect(provinces.reduce((total, row) => total + row.pv, 0)).toBe(pv);
    expect(provinces[0]?.name).toMatch(/省|市|区/);
    for (let i = 1; i < provinces.length; i++) expect((provinces[i - 1]?.uv ?? 0) >= (provinces[i]?.uv ?? 0)).toBe(true);
    const ratios = provinces.reduce((total, row) => total + row.ratio, 0);
    expect(ratios).toBeGreaterThan(99);
    expect(ratios).toBeLessThan(101);

    const platforms = await get<{ platform: number; name: string; pv: number }[]>(`/twzb/platformParticipant?${range}`);
    expect(platforms.map((row) => row.name)).toEqual(['微信', 'H5', 'PC', 'App']);
    expect(platforms.reduce((total, row) => total + row.pv, 0)).toBe(pv);

    const cities = await get<{ code: number; provinceCode: number; pv: number }[]>(`/twzb/city?${range}&limit=100`);
    expect(cities.reduce((total, row) => total + row.pv, 0)).toBe(pv);
    expect(await get<unknown[]>(`/twzb/city?${range}&limit=3`)).toHaveLength(3);

    const guangdong = await get<{ code: number; provinceCode: number; provinceName: string; pv: number }[]>(`/twzb/city/440000?${range}`);
    expect(guangdong.length).toBeGreaterThan(0);
    expect(guangdong.every((row) => row.provinceCode === 440000 && row.provinceName === '广东省')).toBe(true);
    expect(guangdong.reduce((total, row) => total + row.pv, 0)).toBe(provinces.find((row) => row.code === 440000)?.pv);
    await expectError('GET', '/twzb/city/123456', 400, undefined, /省份代码/);
    await expectError('GET', '/twzb/city/abc', 400);
  });

  it('ranks activities by pv, uv or shares with their titles', async () => {
    const rank = await get<{ rank: number; id: number; title: string; pv: number; uv: number }[]>(`/twzb/activityPvUvRank?${range}&limit=5`);
    expect(rank.length).toBeGreaterThan(0);
    expect(rank.length).toBeLessThanOrEqual(5);
    expect(rank.map((row) => row.rank)).toEqual(rank.map((_, i) => i + 1));
    for (let i = 1; i < rank.length; i++) expect((rank[i - 1]?.pv ?? 0) >= (rank[i]?.pv ?? 0)).toBe(true);
    const titles = await db.selectFrom('twzb_activities').select(['id', 'title']).where('owner_id', '=', demoId).execute();
    expect(rank.every((row) => titles.some((title) => title.id === row.id && title.title === row.title))).toBe(true);
    const byUv = await get<{ uv: number }[]>(`/twzb/activityPvUvRank?${range}&sort=uv`);
    for (let i = 1; i < byUv.length; i++) expect((byUv[i - 1]?.uv ?? 0) >= (byUv[i]?.uv ?? 0)).toBe(true);
    await expectError('GET', '/twzb/activityPvUvRank?sort=clicks', 400);
    await expectError('GET', '/twzb/activityPvUvRank?limit=51', 400);
  });

  it('activity and group creation lines count what was created', async () => {
    const created = await get<Line>(`/twzb/activityCreateLine?startTime=${addDays(today, -59)}&endTime=${today}`);
    const activities = await count(sql`select count(*)::int as n from twzb_activities
      where owner_id = ${demoId} and created_at >= ${new Date(`${addDays(today, -59)}T00:00:00+08:00`)}`);
    expect(sum(created)).toBe(activities);
    const groups = await get<Line>(`/twzb/gatherCreateLine?startTime=${addDays(today, -365)}&endTime=${today}`);
    expect(sum(groups)).toBe(await count(sql`select count(*)::int as n from twzb_groups where owner_id = ${demoId}`));
  });

  it('rejects bad ranges with a readable message', async () => {
    await expectError('GET', `/twzb/pvLine?startTime=${today}&endTime=${addDays(today, -1)}`, 400, undefined, /endTime 不能早于 startTime/);
    await expectError('GET', `/twzb/pvLine?startTime=${addDays(today, -366)}&endTime=${today}`, 400, undefined, /不能超过 366 天/);
    await expectError('GET', '/twzb/pvLine?startTime=2024-02-30', 400, undefined, /不是有效的日期/);
    await expectError('GET', '/twzb/pvLine?endTime=yesterday', 400, undefined, /YYYY-MM-DD/);
    await expectError('GET', '/twzb/pvLine?activityId=0', 400);
    // 366 days is the limit itself; a time of day is read as its day.
    expect(await get<Line>(`/twzb/pvLine?startTime=${addDays(today, -365)}&endTime=${today}`)).toHaveLength(366);
    expect(await get<Line>(`/twzb/pvLine?startTime=${encodeURIComponent(`${today} 08:00:00`)}&endTime=${today}`)).toHaveLength(1);
  });

  it('keeps the rollup fresh: new views and a deleted activity show on the next read', async () => {
    const activity = await demoActivity();
    // A member without orders: the member-detail test below counts a buyer's own views.
    const member = await db
      .selectFrom('audience_members')
      .select(['id', 'city_id'])
      .where('owner_id', '=', demoId)
      .where('order_count', '=', 0)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const before = await get<Line>(`/twzb/pvLine?startTime=${today}&endTime=${today}`);
    await db
      .insertInto('stat_events')
      .values(
        [1, 2, 3].map(() => ({
          owner_id: demoId,
          product: 1 as const,
          activity_id: activity.id,
          kind: 1 as const,
          visitor_id: member.id,
          platform: 1 as const,
          city_id: member.city_id,
          occurred_at: new Date(),
        })),
      )
      .execute();
    const after = await get<Line>(`/twzb/pvLine?startTime=${today}&endTime=${today}`);
    expect((after[0]?.value ?? 0) - (before[0]?.value ?? 0)).toBe(3);

    // A ranking is reused for a while, but not past a rebuild of the owner's days.
    type Rank = { id: number; pv: number }[];
    const rank = await get<Rank>(`/twzb/activityPvUvRank?startTime=${today}&endTime=${today}`);
    const last = await db.selectFrom('twzb_activities').select('id').where('owner_id', '=', demoId).orderBy('view_count').executeTakeFirstOrThrow();
    const lead = (rank[0]?.pv ?? 0) + 5;
    await db
      .insertInto('stat_events')
      .values(
        Array.from({ length: lead }, () => ({
          owner_id: demoId,
          product: 1 as const,
          activity_id: last.id,
          kind: 1 as const,
          visitor_id: member.id,
          platform: 2 as const,
          city_id: member.city_id,
          occurred_at: new Date(),
        })),
      )
      .execute();
    const reranked = await get<Rank>(`/twzb/activityPvUvRank?startTime=${today}&endTime=${today}`);
    expect(reranked[0]?.id).toBe(last.id);
    expect(reranked[0]?.pv).toBeGreaterThanOrEqual(lead);

    const totalBefore = await get<{ activityNum: number }>('/twzb/total');
    const doomed = await db.selectFrom('twzb_activities').select('id').where('owner_id', '=', demoId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const deleted = await app.inject({ method: 'DELETE', url: `/api/activity/twzb/${doomed.id}`, headers: { cookie: demo } });
    expect(deleted.json().code).toBe(0);
    expect((await get<{ activityNum: number }>('/twzb/total')).activityNum).toBe(totalBefore.activityNum - 1);
    expect(await refreshAllRollups(db)).toBe(0);
  });

  it('exports the daily data as XLSX with Chinese headers', async () => {
    const { response } = await call('GET', `/twzb/exportExcel?${range}`);
    const rows = await readXlsx(response);
    expect(rows[0]).toEqual(['日期', '浏览量（PV）', '访客数（UV）', '分享次数', '新建活动数', '新增观众数', '观看时长（分钟）']);
    expect(rows).toHaveLength(31);
    const pv = await get<Line>(`/twzb/pvLine?${range}`);
    expect(rows.slice(1).map((row) => row[1])).toEqual(pv.map((point) => point.value));
    expect(rows[1]?.[0]).toBe(start);
  });

  it('bad parameters on an export get an envelope, not a broken file', async () => {
    for (const query of [`startTime=${today}&endTime=${addDays(today, -3)}`, 'type=video', 'platform=9']) {
      const { response, body } = await call('GET', `/twzb/exportExcel?${query}`);
      expect(response.headers['content-type']).toContain('application/json');
      expect(body.code).toBe(400);
    }
    const foreign = await demoActivity(() => demo2Id);
    const { body } = await call('GET', `/twzb/exportExcel?activityId=${foreign.id}`);
    expect(body.code).toBe(404);
  });
});

describe('audience (userManage)', () => {
  type Member = {
    id: number;
    nickname: string;
    phone: string;
    platform: number;
    provinceId: number;
    tags: { id: number; name: string }[];
    blacklisted: boolean;
    lastVisitAt: string;
    gender: number;
  };
  type Page = { pageNum: number; pageSize: number; total: number; totalExact: boolean; list: Member[] };
  const list = (body: unknown, cookie = demo) => post<Page>('/twzb/userManage/list', body, cookie);

  it('lists the audience newest visit first, with an exact total and masked phones', async () => {
    const page = await list({});
    const members = await count(sql`select count(*)::int as n from audience_members where owner_id = ${demoId}`);
    expect(page).toMatchObject({ pageNum: 1, pageSize: 10, total: members, totalExact: true });
    expect(page.list).toHaveLength(10);
    for (const member of page.list) expect(member.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    const all = [...page.list, ...(await list({ pageNum: 2 })).list];
    for (let i = 1; i < all.length; i++) {
      const prev = all[i - 1] as Member;
      const cur = all[i] as Member;
      expect(prev.lastVisitAt > cur.lastVisitAt || (prev.lastVisitAt === cur.lastVisitAt && prev.id > cur.id)).toBe(true);
    }
    expect(new Set(all.map((member) => member.id)).size).toBe(20);
    expect(Object.keys(page.list[0] ?? {}).sort()).toEqual(
      [
        'avatarUrl',
        'blacklisted',
        'cityId',
        'cityName',
        'commentCount',
        'firstVisitAt',
        'gender',
        'genderText',
        'id',
        'lastVisitAt',
        'nickname',
        'orderAmount',
        'orderCount',
        'phone',
        'platform',
        'platformName',
        'provinceId',
        'provinceName',
        'sourceActivityId',
        'sourceActivityTitle',
        'tags',
        'watchCount',
        'watchSeconds',
      ].sort(),
    );
    const other = await list({}, demo2);
    expect(other.list.every((member) => !all.some((mine) => mine.id === member.id))).toBe(true);
  });

  it('filters by platform, province, tag, gender, blacklist and last visit, with exact counts', async () => {
    const tags = await get<{ id: number; name: string; memberCount: number }[]>('/twzb/userManage/tag/list');
    expect(tags.map((tag) => tag.name)).toEqual(['高活跃', '已购买', '老用户', '潜在客户', 'VIP', '企业客户']);
    const vip = tags.find((tag) => tag.name === 'VIP');
    if (!vip) throw new Error('no VIP tag');
    expect(vip.memberCount).toBe(await count(sql`select count(*)::int as n from audience_members where owner_id = ${demoId} and ${vip.id} = any(tag_ids)`));

    const byTag = await list({ tagId: vip.id, pageSize: 100 });
    expect(byTag.total).toBe(vip.memberCount);
    expect(byTag.list.every((member) => member.tags.some((tag) => tag.id === vip.id))).toBe(true);

    const filters = { platform: 1, provinceId: 440000, pageSize: 100 };
    const page = await list(filters);
    expect(page.total).toBe(
      await count(sql`select count(*)::int as n from audience_members where owner_id = ${demoId} and platform = 1 and province_id = 440000`),
    );
    expect(page.list.every((member) => member.platform === 1 && member.provinceId === 440000)).toBe(true);

    const blocked = await list({ blacklisted: true });
    expect(blocked.total).toBe(await count(sql`select count(*)::int as n from audience_members where owner_id = ${demoId} and blacklisted`));
    expect(blocked.list.every((member) => member.blacklisted)).toBe(true);

    const women = await list({ gender: 2, pageSize: 100 });
    expect(women.list.every((member) => member.gender === 2)).toBe(true);

    const recent = await list({ startTime: today, endTime: today, pageSize: 100 });
    expect(recent.total).toBe(
      await count(sql`select count(*)::int as n from audience_members where owner_id = ${demoId} and last_visit_at >= ${new Date(`${today}T00:00:00+08:00`)}`),
    );
    expect(recent.list.every((member) => chinaDay(new Date(member.lastVisitAt)) === today)).toBe(true);
  });

  it('keeps the exact counts right when members move, change platform or leave', async () => {
    const sqlCount = () =>
      count(sql`select count(*)::int as n from audience_members where owner_id = ${demoId} and platform = 2 and province_id = 110000
        and last_visit_at >= ${new Date(`${addDays(today, -6)}T00:00:00+08:00`)}`);
    const apiCount = async () => (await list({ platform: 2, provinceId: 110000, startTime: addDays(today, -6), endTime: today })).total;
    expect(await apiCount()).toBe(await sqlCount());
    const movers = await db.selectFrom('audience_members').select('id').where('owner_id', '=', demoId).orderBy('id').limit(6).execute();
    const ids = movers.map((row) => row.id);
    await db
      .updateTable('audience_members')
      .set({ platform: 2, province_id: 110000, city_id: 110100, last_visit_at: new Date() })
      .where('id', 'in', ids.slice(0, 4))
      .execute();
    await db.deleteFrom('audience_members').where('id', 'in', ids.slice(3)).execute();
    expect(await apiCount()).toBe(await sqlCount());
    expect((await list({})).total).toBe(await count(sql`select count(*)::int as n from audience_members where owner_id = ${demoId}`));
  });

  it('keyword matches a nickname part, a phone prefix or an id', async () => {
    const member = await db
      .selectFrom('audience_members')
      .select(['id', 'nickname', 'phone'])
      .where('owner_id', '=', demoId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const byName = await list({ keyword: member.nickname.slice(-2), pageSize: 100 });
    expect(byName.list.every((row) => row.nickname.includes(member.nickname.slice(-2)))).toBe(true);
    expect(byName.list.some((row) => row.id === member.id)).toBe(true);
    const byPhone = await list({ keyword: member.phone.slice(0, 7), pageSize: 100 });
    expect(byPhone.list.some((row) => row.id === member.id)).toBe(true);
    // Phones start with 1: an id that does not is found by id alone.
    const other = await db
      .selectFrom('audience_members')
      .select('id')
      .where('owner_id', '=', demoId)
      .where(sql<boolean>`id::text like '2%'`)
      .executeTakeFirstOrThrow();
    expect((await list({ keyword: String(other.id) })).list.map((row) => row.id)).toEqual([other.id]);
    expect((await list({ keyword: '%' })).total).toBe(0);
  });

  it('another account’s tag or source activity answers 404; bad bodies answer 400', async () => {
    const theirTag = await db.selectFrom('audience_tags').select('id').where('owner_id', '=', demo2Id).executeTakeFirstOrThrow();
    await expectError('POST', '/twzb/userManage/list', 404, { tagId: theirTag.id });
    const theirActivity = await demoActivity(() => demo2Id);
    await expectError('POST', '/twzb/userManage/list', 404, { activityId: theirActivity.id });
    await expectError('POST', '/twzb/userManage/list', 400, { pageSize: 101 }, /pageSize 不能大于 100/);
    await expectError('POST', '/twzb/userManage/list', 400, { platform: 7 });
    await expectError('POST', '/twzb/userManage/list', 400, { sort: 'nickname' }, /不支持的参数/);
    await expectError('POST', '/twzb/userManage/list', 400, { startTime: today, endTime: addDays(today, -2) });
    await expectError('POST', '/twzb/userManage/list', 400, { pageNum: 101, pageSize: 100 }, /最多查看前 10000 条/);
  });

  it('counts a filtered list only up to the window', async () => {
    const rows = sql`select 1 from audience_members where owner_id = ${demoId}`;
    expect(await cappedCount(db, rows, 5)).toEqual({ total: 5, exact: false });
    expect(await cappedCount(db, rows, 100000)).toMatchObject({ exact: true });
  });

  it('saves column settings per user and validates them', async () => {
    type Setting = { columns: { key: string; title: string; visible: boolean; width: number | null }[]; custom: boolean };
    const initial = await get<Setting>('/twzb/userManage/list-setting');
    expect(initial.custom).toBe(false);
    expect(initial.columns[0]).toEqual({ key: 'nickname', title: '用户昵称', visible: true, width: null });
    const saved = await post<Setting>('/twzb/userManage/list-setting', {
      columns: [
        { key: 'lastVisitAt', visible: true, width: 180 },
        { key: 'nickname', visible: true },
        { key: 'phone', visible: false },
      ],
    });
    expect(saved.custom).toBe(true);
    const again = await get<Setting>('/twzb/userManage/list-setting');
    expect(again.columns.slice(0, 3)).toEqual([
      { key: 'lastVisitAt', title: '最近访问', visible: true, width: 180 },
      { key: 'nickname', title: '用户昵称', visible: true, width: null },
      { key: 'phone', title: '手机号', visible: false, width: null },
    ]);
    expect(again.columns).toHaveLength(initial.columns.length);
    expect(again.columns.slice(3).every((column) => !column.visible)).toBe(true);
    expect((await get<Setting>('/twzb/userManage/list-setting', demo2)).custom).toBe(false);

    await expectError('POST', '/twzb/userManage/list-setting', 400, { columns: [{ key: 'password', visible: true }] });
    await expectError(
      'POST',
      '/twzb/userManage/list-setting',
      400,
      {
        columns: [
          { key: 'phone', visible: true },
          { key: 'phone', visible: false },
        ],
      },
      /列不能重复/,
    );
    await expectError('POST', '/twzb/userManage/list-setting', 400, { columns: [{ key: 'phone', visible: false }] }, /至少显示一列/);
    await expectError('POST', '/twzb/userManage/list-setting', 400, {});
  });

  it('shows one member’s watches, orders and blacklist records; another account’s member is 404', async () => {
    const buyer = await db
      .selectFrom('audience_members')
      .select(['id', 'watch_count'])
      .where('owner_id', '=', demoId)
      .where('order_count', '>', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const watches = await get<{ total: number; list: { activityTitle: string | null; enterTime: string; platformName: string }[] }>(
      `/twzb/userManage/watch-list/${buyer.id}?pageSize=5`,
    );
    expect(watches.total).toBe(buyer.watch_count);
    expect(watches.list.length).toBeLessThanOrEqual(5);
    for (let i = 1; i < watches.list.length; i++) expect((watches.list[i - 1]?.enterTime ?? '') >= (watches.list[i]?.enterTime ?? '')).toBe(true);
    const total = await get<{ watchCount: number; activityCount: number; firstWatchAt: string | null }>(`/twzb/userManage/watch-list/total/${buyer.id}`);
    expect(total.watchCount).toBe(buyer.watch_count);
    expect(total.activityCount).toBeGreaterThan(0);

    const goods = await get<{ total: number; list: { orderType: number; orderTypeText: string; amount: number }[] }>(
      `/twzb/userManage/shop/order-list/${buyer.id}`,
    );
    const paid = await get<{ total: number; list: { orderType: number }[] }>(`/twzb/userManage/orderList/${buyer.id}`);
    expect(goods.list.every((order) => order.orderType === 1 && order.orderTypeText === '商品')).toBe(true);
    expect(paid.list.every((order) => order.orderType !== 1)).toBe(true);
    expect(goods.total + paid.total).toBe(await count(sql`select count(*)::int as n from audience_orders where member_id = ${buyer.id}`));

    const blocked = await db
      .selectFrom('audience_members')
      .select('id')
      .where('owner_id', '=', demoId)
      .where('blacklisted', '=', true)
      .executeTakeFirstOrThrow();
    const records = await get<{ total: number; list: { active: boolean; reason: string; activityTitle: string }[] }>(
      `/twzb/userManage/black-list/${blocked.id}`,
    );
    expect(records.total).toBeGreaterThan(0);
    expect(records.list.some((record) => record.active)).toBe(true);

    const theirs = await db.selectFrom('audience_members').select('id').where('owner_id', '=', demo2Id).executeTakeFirstOrThrow();
    for (const path of ['watch-list', 'watch-list/total', 'orderList', 'black-list', 'shop/order-list']) {
      await expectError('GET', `/twzb/userManage/${path}/${theirs.id}`, 404);
      await expectError('GET', `/twzb/userManage/${path}/99999999`, 404);
      await expectError('GET', `/twzb/userManage/${path}/abc`, 400);
    }
    await expectError('GET', `/twzb/userManage/watch-list/${buyer.id}?pageSize=500`, 400);
  });

  it('exports the filtered audience with an export token, without the session', async () => {
    const { token, expiresAt } = await get<{ token: string; expiresAt: string }>('/twzb/excel/token');
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    const response = await app.inject({ method: 'GET', url: `/api/statistics/twzb/exportExcel?type=user&platform=2&token=${token}` });
    const rows = await readXlsx(response);
    expect(rows[0]?.slice(0, 4)).toEqual(['用户ID', '用户昵称', '手机号', '性别']);
    expect(rows[0]).toContain('消费金额（元）');
    const h5 = await count(sql`select count(*)::int as n from audience_members where owner_id = ${demoId} and platform = 2`);
    expect(rows).toHaveLength(h5 + 1);
    expect(rows.slice(1).every((row) => row[6] === 'H5')).toBe(true);

    const bad = await app.inject({ method: 'GET', url: '/api/statistics/twzb/exportExcel?token=not-a-token' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ code: 401, msg: '导出链接已失效，请重新导出' });
  });
});

describe('event statistics', () => {
  type Conferee = { id: number; eventId: number; name: string; phone: string; role: number; signedIn: boolean; registeredAt: string; platform: number };
  type Page = { total: number; totalExact: boolean; list: Conferee[] };
  const firstEvent = (owner = () => demoId) =>
    db
      .selectFrom('event_activities as e')
      .select('e.id')
      .where('e.owner_id', '=', owner())
      .where(({ exists, selectFrom }) => exists(selectFrom('event_conferees as c').select('c.id').whereRef('c.event_id', '=', 'e.id').where('c.role', '=', 2)))
      .orderBy('e.id')
      .executeTakeFirstOrThrow();

  it('lists conferees newest registration first, filtered', async () => {
    const page = await post<Page>('/event/confereeList', { pageSize: 20 });
    expect(page.total).toBe(await count(sql`select count(*)::int as n from event_conferees where owner_id = ${demoId}`));
    expect(page.totalExact).toBe(true);
    for (let i = 1; i < page.list.length; i++) expect((page.list[i - 1]?.registeredAt ?? '') >= (page.list[i]?.registeredAt ?? '')).toBe(true);
    expect(page.list[0]?.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);

    const event = await firstEvent();
    const ofEvent = await post<Page>('/event/confereeList', { eventId: event.id, pageSize: 100 });
    expect(ofEvent.list.every((row) => row.eventId === event.id)).toBe(true);
    const signedIn = await post<Page>('/event/confereeList', { signIn: 1 });
    expect(signedIn).toMatchObject({
      totalExact: true,
      total: await count(sql`select count(*)::int as n from event_conferees where owner_id = ${demoId} and signed_in_at is not null`),
    });
    const notYet = await post<Page>('/event/confereeList', { signIn: 0, eventId: (await firstEvent()).id });
    expect(notYet.total).toBe(
      await count(sql`select count(*)::int as n from event_conferees where event_id = ${(await firstEvent()).id} and signed_in_at is null`),
    );
    const signed = await post<Page>('/event/confereeList', { signIn: 1, role: 1, platform: 1, pageSize: 100 });
    expect(signed.list.every((row) => row.signedIn && row.role === 1 && row.platform === 1)).toBe(true);
    const name = page.list[0]?.name ?? '';
    const byName = await post<Page>('/event/confereeList', { keyword: name });
    expect(byName.list.every((row) => row.name.includes(name))).toBe(true);

    const theirs = await firstEvent(() => demo2Id);
    await expectError('POST', '/event/confereeList', 404, { eventId: theirs.id });
    await expectError('POST', '/event/confereeList', 400, { signIn: 2 });
    await expectError('POST', '/event/confereeList', 400, { eventId: 'x' });
  });

  it('shows guests, a conferee with form answers and the form statistics', async () => {
    const event = await firstEvent();
    const guests = await get<{ event: { id: number; title: string }; guestNum: number; list: { name: string }[] }>(`/event/guessInfo/${event.id}`);
    expect(guests.event.id).toBe(event.id);
    expect(guests.guestNum).toBe(await count(sql`select count(*)::int as n from event_conferees where event_id = ${event.id} and role = 2`));

    const conferee = await db.selectFrom('event_conferees').select(['id', 'answers']).where('event_id', '=', event.id).executeTakeFirstOrThrow();
    const info = await get<{ id: number; answers: { key: string; label: string; value: string }[] }>(`/event/confereeInfo/${event.id}/${conferee.id}`);
    expect(info.id).toBe(conferee.id);
    expect(info.answers.map((answer) => answer.label)).toContain('所属行业');
    expect(info.answers.find((answer) => answer.key === 'industry')?.value).toBe(conferee.answers.industry);

    const form = await get<{ submitNum: number; fields: { key: string; stats?: { option: string; count: number }[] }[] }>(`/event/formInfo/${event.id}`);
    const industry = form.fields.find((field) => field.key === 'industry');
    expect(industry?.stats?.reduce((total, stat) => total + stat.count, 0)).toBe(form.submitNum);

    const theirs = await firstEvent(() => demo2Id);
    const theirConferee = await db.selectFrom('event_conferees').select('id').where('event_id', '=', theirs.id).executeTakeFirstOrThrow();
    await expectError('GET', `/event/guessInfo/${theirs.id}`, 404);
    await expectError('GET', `/event/formInfo/${theirs.id}`, 404);
    await expectError('GET', `/event/confereeInfo/${theirs.id}/${theirConferee.id}`, 404);
    await expectError('GET', `/event/confereeInfo/${event.id}/${theirConferee.id}`, 404);
    await expectError('GET', `/event/confereeInfo/${event.id}/x`, 400);
  });

  it('overview, lines and breakdowns agree with the conferees table', async () => {
    const view = await get<{ confereeNum: number; signInNum: number; signInRate: number | null; pv: number }>(`/event/view?${range}`);
    const registrations = await count(sql`select count(*)::int as n from event_conferees
      where owner_id = ${demoId} and registered_at >= ${from} and registered_at < ${to}`);
    expect(view.confereeNum).toBe(registrations);
    expect(sum(await get<Line>(`/event/confereeNumLine?${range}`))).toBe(registrations);
    expect(sum(await get<Line>(`/event/signInNumLine?${range}`))).toBe(view.signInNum);
    expect(await get<Line>(`/event/createLine?${range}`)).toHaveLength(30);
    const increase = await get<{ confereeNum: { value: number } }>(`/event/increase?${range}`);
    expect(increase.confereeNum.value).toBe(registrations);

    const platforms = await get<{ confereeNum: number }[]>(`/event/platform?${range}`);
    expect(platforms).toHaveLength(4);
    expect(platforms.reduce((total, row) => total + row.confereeNum, 0)).toBe(registrations);
    const provinces = await get<{ code: number; confereeNum: number }[]>(`/event/province?${range}`);
    expect(provinces.reduce((total, row) => total + row.confereeNum, 0)).toBe(registrations);
    const top = provinces[0]?.code ?? 440000;
    const cities = await get<{ provinceCode: number; confereeNum: number }[]>(`/event/city?${range}&provinceId=${top}`);
    expect(cities.every((row) => row.provinceCode === top)).toBe(true);
    expect(cities.reduce((total, row) => total + row.confereeNum, 0)).toBe(provinces[0]?.confereeNum);
    expect((await get<unknown[]>(`/event/city?${range}`)).length).toBeGreaterThan(0);
    await expectError('GET', '/event/city?provinceId=999999', 400);
  });

  it('one event’s totals; another account’s event is 404', async () => {
    const event = await firstEvent();
    const detail = await get<{ event: { id: number }; confereeNum: number; guestNum: number; platform: { confereeNum: number }[] }>(`/event/${event.id}`);
    const registrations = await count(sql`select count(*)::int as n from event_conferees where event_id = ${event.id}`);
    expect(detail.confereeNum).toBe(registrations);
    expect(detail.platform.reduce((total, row) => total + row.confereeNum, 0)).toBe(registrations);
    expect(detail.guestNum).toBeGreaterThan(0);
    const line = await get<Line>(`/event/confereeNumLine?eventId=${event.id}&startTime=${addDays(today, -200)}&endTime=${today}`);
    expect(sum(line)).toBe(registrations);
    const theirs = await firstEvent(() => demo2Id);
    await expectError('GET', `/event/${theirs.id}`, 404);
    await expectError('GET', `/event/view?eventId=${theirs.id}`, 404);
    await expectError('GET', '/event/not-a-number', 400);
  });

  it('exports conferees and daily data as XLSX; bad parameters get an envelope', async () => {
    const event = await firstEvent();
    const { response } = await call('POST', '/event/exportConfereeList', demo, { eventId: event.id });
    const rows = await readXlsx(response);
    expect(rows[0]?.slice(0, 6)).toEqual(['姓名', '手机号', '单位名称', '职位', '身份', '活动名称']);
    expect(rows[0]).toContain('所属行业');
    expect(rows).toHaveLength(1 + (await count(sql`select count(*)::int as n from event_conferees where event_id = ${event.id}`)));
    expect(String(rows[1]?.[1])).toMatch(/^1\d{10}$/);

    const daily = await readXlsx((await call('GET', `/event/exportExcel?${range}`)).response);
    expect(daily[0]).toEqual(['日期', '浏览量（PV）', '访客数（UV）', '分享次数', '报名人数', '签到人数', '新建活动数']);
    expect(daily).toHaveLength(31);

    for (const [method, url, payload] of [
      ['POST', '/event/exportConfereeList', { role: 9 }],
      ['POST', '/event/exportConfereeList', { pageNum: 1 }],
      ['GET', '/event/exportExcel?startTime=2024-13-01', undefined],
    ] as const) {
      const { response: bad, body } = await call(method, url, demo, payload);
      expect(bad.headers['content-type']).toContain('application/json');
      expect(body.code).toBe(400);
    }
    const theirs = await firstEvent(() => demo2Id);
    expect((await call('POST', '/event/exportConfereeList', demo, { eventId: theirs.id })).body.code).toBe(404);
  });
});

describe('shop statistics', () => {
  const paidGoods = async () =>
    count(sql`select count(*)::int as n from audience_orders where owner_id = ${demoId} and order_type = 1 and paid_at >= ${from} and paid_at < ${to}`);

  it('totals, lines of each type and the comparison agree with the orders', async () => {
    const total = await get<{ orderNum: number; orderAmount: number; refundNum: number; avgOrderAmount: number }>('/shop/total');
    expect(total.orderNum).toBe(await count(sql`select count(*)::int as n from audience_orders where owner_id = ${demoId} and order_type = 1`));
    expect(total.orderAmount).toBe(await count(sql`select sum(amount)::int as n from audience_orders where owner_id = ${demoId} and order_type = 1`));
    expect(total.avgOrderAmount).toBe(Math.round(total.orderAmount / total.orderNum));
    expect(sum(await get<Line>(`/shop/orderLine?${range}`))).toBe(await paidGoods());
    expect(sum(await get<Line>(`/shop/orderLine?${range}&type=count`))).toBe(await paidGoods());
    const amount = await count(sql`select coalesce(sum(amount), 0)::int as n from audience_orders
      where owner_id = ${demoId} and order_type = 1 and paid_at >= ${from} and paid_at < ${to}`);
    expect(sum(await get<Line>(`/shop/orderLine?${range}&type=amount`))).toBe(amount);
    const refunds = await count(sql`select count(*)::int as n from audience_orders
      where owner_id = ${demoId} and order_type = 1 and refunded_at >= ${from} and refunded_at < ${to}`);
    expect(sum(await get<Line>(`/shop/orderLine?${range}&type=refund`))).toBe(refunds);
    expect(await get<Line>(`/shop/orderLine?${range}&type=buyer`)).toHaveLength(30);
    const increase = await get<{ orderNum: { value: number } }>(`/shop/increase?${range}`);
    expect(increase.orderNum.value).toBe(await paidGoods());
    await expectError('GET', '/shop/orderLine?type=profit', 400);
  });

  it('ranks live rooms and goods by amount, and shows the buyer ratio', async () => {
    const rooms = await get<{ rank: number; id: number; name: string; orderAmount: number }[]>(`/shop/rank?${range}`);
    expect(rooms.length).toBeGreaterThan(0);
    for (let i = 1; i < rooms.length; i++) expect((rooms[i - 1]?.orderAmount ?? 0) >= (rooms[i]?.orderAmount ?? 0)).toBe(true);
    const goods = await get<{ id: number; name: string; orderNum: number }[]>(`/shop/rank?${range}&by=goods&limit=3`);
    expect(goods.length).toBeLessThanOrEqual(3);
    expect(goods.every((row) => row.id === 0 && row.name.length > 0)).toBe(true);
    const ratio = await get<{ buyerNum: number; viewerNum: number; ratio: number | null; platform: { buyerNum: number }[] }>(`/shop/buyerRatio?${range}`);
    expect(ratio.platform).toHaveLength(4);
    expect(ratio.platform.reduce((total, row) => total + row.buyerNum, 0)).toBe(ratio.buyerNum);
    expect(ratio.viewerNum).toBe(sum(await get<Line>(`/twzb/uvLine?${range}`)));
    await expectError('GET', '/shop/rank?by=region', 400);
    await expectError('GET', '/shop/buyerRatio?startTime=2025-02-30', 400);
    const foreign = await demoActivity(() => demo2Id);
    await expectError('GET', `/shop/total?activityId=${foreign.id}`, 404);
  });

  it('exports daily shop data as XLSX; bad parameters get an envelope', async () => {
    const rows = await readXlsx((await call('GET', `/shop/exportExcel?${range}`)).response);
    expect(rows[0]).toEqual(['日期', '订单数', '成交金额（元）', '下单人数', '客单价（元）', '退款单数', '退款金额（元）']);
    expect(rows.slice(1).reduce((total, row) => total + Number(row[1]), 0)).toBe(await paidGoods());
    const { response, body } = await call('GET', `/shop/exportExcel?startTime=${addDays(today, -400)}`);
    expect(response.headers['content-type']).toContain('application/json');
    expect(body.code).toBe(400);
  });
});

describe('shop buyer types', () => {
  it("splits the range's buyers into new (no goods order before the range) and returning", async () => {
    const day = addDays(today, -3);
    const narrow = `startTime=${day}&endTime=${today}`;
    const before = new Date(`${day}T00:00:00+08:00`);
    const inRange = sql`select distinct member_id from audience_orders
      where owner_id = ${demoId} and order_type = 1 and paid_at >= ${before} and paid_at < ${to}`;
    const total = await count(sql`select count(*)::int as n from (${inRange}) b`);
    const returning = await count(sql`select count(*)::int as n from (${inRange}) b where exists (
      select 1 from audience_orders p where p.member_id = b.member_id and p.owner_id = ${demoId} and p.order_type = 1 and p.paid_at < ${before})`);
    type Ratio = { distinctBuyerNum: number; buyerTypes: { type: string; name: string; buyerNum: number; ratio: number | null }[] };
    const ratio = await get<Ratio>(`/shop/buyerRatio?${narrow}`);
    expect(ratio.distinctBuyerNum).toBe(total);
    expect(total).toBeGreaterThan(0);
    expect(ratio.buyerTypes.map((row) => [row.type, row.name, row.buyerNum])).toEqual([
      ['new', '新买家', total - returning],
      ['returning', '老买家', returning],
    ]);
    // A range with no orders: both rows, zero, no ratio.
    const empty = await get<Ratio>('/shop/buyerRatio?startTime=2001-01-01&endTime=2001-01-07');
    expect(empty.buyerTypes).toEqual([
      { type: 'new', name: '新买家', buyerNum: 0, ratio: null },
      { type: 'returning', name: '老买家', buyerNum: 0, ratio: null },
    ]);
    // A member's first order inside the range is new: from before the demo's first order (its data
    // reaches DEMO_HISTORY_DAYS back), everyone is new.
    const first = addDays(today, -(DEMO_HISTORY_DAYS + 10));
    const year = await get<Ratio>(`/shop/buyerRatio?startTime=${first}&endTime=${addDays(first, 365)}`);
    expect(year.distinctBuyerNum).toBeGreaterThan(0);
    expect(year.buyerTypes[1]?.buyerNum).toBe(0);
  });
});

describe('photo statistics', () => {
  const photoEvents = (kind: number, owner = demoId) =>
    count(
      sql`select count(*)::int as n from photo_stat_events where owner_id = ${owner} and kind = ${kind} and occurred_at >= ${from} and occurred_at < ${to}`,
    );
  const demoAlbum = (owner: number) =>
    db.selectFrom('photo_activities').select('id').where('owner_id', '=', owner).where('start_time', '<=', new Date()).orderBy('id').executeTakeFirstOrThrow();

  it('totals, lines and the comparison agree with the album events; demo2 sees only its own', async () => {
    const total = await get<{ albumNum: number; pv: number; uploadNum: number; downloadNum: number; shareNum: number }>('/photo/total');
    expect(total.albumNum).toBe(await count(sql`select count(*)::int as n from photo_activities where owner_id = ${demoId}`));
    expect(total.pv).toBe(await count(sql`select count(*)::int as n from photo_stat_events where owner_id = ${demoId} and kind = 1`));
    expect(total.uploadNum).toBe(await count(sql`select count(*)::int as n from photo_stat_events where owner_id = ${demoId} and kind = 3`));
    expect(total.pv).toBeGreaterThan(0);
    expect(total.uploadNum).toBeGreaterThan(0);
    expect(sum(await get<Line>(`/photo/pvLine?${range}`))).toBe(await photoEvents(1));
    expect(sum(await get<Line>(`/photo/uploadLine?${range}`))).toBe(await photoEvents(3));
    expect(sum(await get<Line>(`/photo/downloadLine?${range}`))).toBe(await photoEvents(4));
    const uv = await count(sql`select coalesce(sum(n), 0)::int as n from (select count(distinct visitor_id) as n from photo_stat_events
      where owner_id = ${demoId} and kind = 1 and occurred_at >= ${from} and occurred_at < ${to} group by stat_day(occurred_at)) d`);
    expect(sum(await get<Line>(`/photo/uvLine?${range}`))).toBe(uv);
    const increase = await get<{ downloadNum: { value: number }; shareNum: { value: number } }>(`/photo/increase?${range}`);
    expect(increase.downloadNum.value).toBe(await photoEvents(4));
    expect(increase.shareNum.value).toBe(await photoEvents(2));
    const other = await get<{ pv: number }>('/photo/total', demo2);
    expect(other.pv).toBe(await count(sql`select count(*)::int as n from photo_stat_events where owner_id = ${demo2Id} and kind = 1`));
    expect(other.pv).toBeLessThan(total.pv);
  });

  it("provinces, platforms and the album ranking; one album; another account's album is 404", async () => {
    const provinces = await get<{ code: number; uv: number; ratio: number | null }[]>(`/photo/province?${range}`);
    expect(provinces.length).toBeGreaterThan(0);
    for (let i = 1; i < provinces.length; i++) expect((provinces[i - 1]?.uv ?? 0) >= (provinces[i]?.uv ?? 0)).toBe(true);
    const platforms = await get<{ platform: number; pv: number }[]>(`/photo/platform?${range}`);
    expect(platforms.map((row) => row.platform)).toEqual([1, 2, 3, 4]);
    expect(platforms.reduce((total, row) => total + row.pv, 0)).toBe(await photoEvents(1));
    const ranked = await get<{ rank: number; id: number; title: string; downloadNum: number }[]>(`/photo/rank?${range}&sort=downloadNum&limit=5`);
    expect(ranked.length).toBeGreaterThan(0);
    expect(ranked.length).toBeLessThanOrEqual(5);
    for (let i = 1; i < ranked.length; i++) expect((ranked[i - 1]?.downloadNum ?? 0) >= (ranked[i]?.downloadNum ?? 0)).toBe(true);
    expect(ranked.every((row) => row.title.length > 0 && row.title !== '已删除的相册')).toBe(true);
    const album = await demoAlbum(demoId);
    const one = await get<{ albumNum: number; pv: number }>(`/photo/total?activityId=${album.id}`);
    expect(one.albumNum).toBe(1);
    expect(one.pv).toBe(await count(sql`select count(*)::int as n from photo_stat_events where activity_id = ${album.id} and kind = 1`));
    const foreign = await demoAlbum(demo2Id);
    await expectError('GET', `/photo/total?activityId=${foreign.id}`, 404);
    await expectError('GET', `/photo/province?activityId=${foreign.id}`, 404);
    await expectError('GET', '/photo/rank?sort=likes', 400);
  });

  it('a new album event reaches the rollup on the next read; the daily export', async () => {
    const album = await demoAlbum(demoId);
    const before = (await get<{ uploadNum: number }>(`/photo/total?activityId=${album.id}`)).uploadNum;
    await db
      .insertInto('photo_stat_events')
      .values({ owner_id: demoId, activity_id: album.id, kind: 3, platform: 3, city_id: 440100, occurred_at: new Date() })
      .execute();
    expect((await get<{ uploadNum: number }>(`/photo/total?activityId=${album.id}`)).uploadNum).toBe(before + 1);
    const rows = await readXlsx((await call('GET', `/photo/exportExcel?${range}`)).response);
    expect(rows[0]).toEqual(['日期', '浏览量（PV）', '访客数（UV）', '分享次数', '上传照片数', '下载照片数']);
    expect(rows.slice(1).reduce((total, row) => total + Number(row[4]), 0)).toBe(await photoEvents(3));
    const { body } = await call('GET', `/photo/exportExcel?startTime=${addDays(today, -400)}`);
    expect(body.code).toBe(400);
  });
});
