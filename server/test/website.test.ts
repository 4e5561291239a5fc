import {
  type Page,
  type Website,
  type WebsiteIncrease,
  type WebsiteLine,
  type WebsiteRankItem,
  websiteCity,
  websiteIncrease,
  websiteLine,
  websitePage,
  websitePlatformShare,
  websiteProvince,
  websiteTotal,
} from '@greenroom/contracts';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { addDays, chinaDay } from '../src/lib/days';
import { changedTables, snapshot } from './dbSnapshot';
import { createTestApp, createTestDb, signInDemoAccounts } from './helpers';
import { call } from './request';

let db: Kysely<Database>;
let app: FastifyInstance;
let demo: string;
let demo2: string;
let demoId: number;
const today = chinaDay(new Date());

beforeAll(async () => {
  db = await createTestDb();
  app = await createTestApp(db);
  ({ demo, demo2, demoId } = await signInDemoAccounts(app, db));
});

afterAll(async () => {
  await app.close();
  await db.destroy();
});

async function get<T>(path: string, cookie = demo): Promise<T> {
  const { body } = await call<T>(app, 'GET', `/api/website${path}`, { cookie });
  expect(body).toMatchObject({ code: 0, msg: '成功' });
  return body.data;
}

/** Sum of a metric in the daily rollups of demo, optionally one site, over a day range. */
async function stored(metric: 'pv' | 'uv' | 'share_num', start: string, end: string, websiteId?: number): Promise<number> {
  let rows = db.selectFrom('website_daily_stats').where('owner_id', '=', demoId).where('day', '>=', start).where('day', '<=', end);
  if (websiteId) rows = rows.where('website_id', '=', websiteId);
  const row = await rows.select(sql<number>`coalesce(sum(${sql.ref(metric)}), 0)::int`.as('v')).executeTakeFirstOrThrow();
  return Number(row.v);
}

const sum = (line: WebsiteLine) => line.reduce((total, point) => total + point.value, 0);

describe('GET /api/website/list', () => {
  it('pages micro-websites newest first with totals from the rollups', async () => {
    const page = websitePage.parse(await get<Page<Website>>('/list?pageSize=100'));
    expect(page.total).toBe(10);
    for (let i = 1; i < page.list.length; i++) {
      expect(Date.parse((page.list[i - 1] as Website).createdAt) >= Date.parse((page.list[i] as Website).createdAt)).toBe(true);
    }
    for (const site of page.list.slice(0, 3)) {
      expect(site.pv).toBe(await stored('pv', '2000-01-01', '2100-01-01', site.id));
      expect(site.shareNum).toBe(await stored('share_num', '2000-01-01', '2100-01-01', site.id));
    }
    const drafts = page.list.filter((site) => site.status === 0);
    expect(drafts.length).toBe(2);
    expect(drafts.every((site) => site.pv === 0 && site.statusText === '未发布' && site.publishedAt === null)).toBe(true);
    expect((await get<Page<Website>>('/list?status=0')).total).toBe(2);
    expect((await get<Page<Website>>(`/list?keyword=${encodeURIComponent('发布会')}`)).list.every((site) => site.title.includes('发布会'))).toBe(true);
    expect((await get<Page<Website>>('/list', demo2)).total).toBe(3);
  });

  it('refuses bad filters', async () => {
    for (const query of ['?status=2', '?pageSize=0', '?pageNum=abc', `?keyword=${'x'.repeat(51)}`, '?startDate=20240101']) {
      const { body } = await call(app, 'GET', `/api/website/list${query}`, { cookie: demo });
      expect(body.code).toBe(400);
      expect(body.msg).toMatch(/^参数错误：/);
    }
  });
});

describe('website statistics', () => {
  it('/stat/total counts sites and sums all their days', async () => {
    const total = websiteTotal.parse(await get('/stat/total'));
    expect(total).toMatchObject({ websiteCount: 10, publishedCount: 8 });
    expect(total.pv).toBe(await stored('pv', '2000-01-01', '2100-01-01'));
    const site = (await get<Page<Website>>('/list?status=1&pageSize=1')).list[0] as Website;
    expect(await get(`/stat/total?websiteId=${site.id}`)).toEqual({ websiteCount: 1, publishedCount: 1, pv: site.pv, uv: site.uv, shareNum: site.shareNum });
  });

  it('lines cover every day of the range (default: the last 7 days), zero-filled', async () => {
    const pv = websiteLine.parse(await get('/pvLine'));
    expect(pv.map((point) => point.date)).toEqual([-6, -5, -4, -3, -2, -1, 0].map((n) => addDays(today, n)));
    expect(sum(pv)).toBe(await stored('pv', addDays(today, -6), today));
    const start = addDays(today, -29);
    expect(sum(await get<WebsiteLine>(`/uvLine?startDate=${start}&endDate=${today}`))).toBe(await stored('uv', start, today));
    expect(sum(await get<WebsiteLine>(`/shareNumLine?startDate=${start}&endDate=${today}`))).toBe(await stored('share_num', start, today));
    const old = await get<WebsiteLine>('/pvLine?startDate=2020-01-01&endDate=2020-01-03');
    expect(old).toEqual([
      { date: '2020-01-01', value: 0 },
      { date: '2020-01-02', value: 0 },
      { date: '2020-01-03', value: 0 },
    ]);
  });

  it('/createLine counts sites by the China day they were created', async () => {
    // The demo's sites reach back over a year (seed/history.ts): a year's line holds those created in it.
    const start = addDays(today, -365);
    const line = await get<WebsiteLine>(`/createLine?startDate=${start}&endDate=${today}`);
    expect(line).toHaveLength(366);
    const sites = (await get<Page<Website>>('/list?pageSize=100')).list.filter((site) => chinaDay(new Date(site.createdAt)) >= start);
    expect(sites.length).toBeGreaterThan(5);
    expect(sum(line)).toBe(sites.length);
    for (const site of sites) expect(line.find((point) => point.date === chinaDay(new Date(site.createdAt)))?.value).toBeGreaterThan(0);
  });

  it('/increase compares the range with the period just before it', async () => {
    const start = addDays(today, -13);
    const end = addDays(today, -7);
    const increase: WebsiteIncrease = websiteIncrease.parse(await get(`/increase?startDate=${start}&endDate=${end}`));
    expect(increase).toMatchObject({ startDate: start, endDate: end, previousStartDate: addDays(today, -20), previousEndDate: addDays(today, -14) });
    expect(increase.pv.value).toBe(await stored('pv', start, end));
    expect(increase.pv.previous).toBe(await stored('pv', addDays(today, -20), addDays(today, -14)));
    const { value, previous, rate } = increase.pv;
    expect(rate).toBe(previous === 0 ? null : Math.round(((value - previous) / previous) * 1000) / 10);
  });

  it('/rank orders sites by the chosen metric', async () => {
    const byPv = await get<WebsiteRankItem[]>('/rank?limit=3');
    expect(byPv.map((item) => item.rank)).toEqual([1, 2, 3]);
    expect(byPv[0]?.pv).toBeGreaterThanOrEqual(byPv[1]?.pv ?? 0);
    const byShare = await get<WebsiteRankItem[]>(`/rank?sort=shareNum&limit=50&startDate=${addDays(today, -59)}`);
    expect(byShare).toHaveLength(8);
    for (let i = 1; i < byShare.length; i++)
      expect((byShare[i - 1] as WebsiteRankItem).shareNum).toBeGreaterThanOrEqual((byShare[i] as WebsiteRankItem).shareNum);
  });

  it('province, city and platform shares add up to the day totals', async () => {
    const start = addDays(today, -29);
    const range = `?startDate=${start}&endDate=${today}`;
    const pv = await stored('pv', start, today);
    const provinces = websiteProvince.parse(await get(`/province${range}`));
    expect(provinces.reduce((total, row) => total + row.pv, 0)).toBe(pv);
    expect(provinces[0]?.name).not.toBe('未知');
    const platforms = websitePlatformShare.parse(await get(`/platform${range}`));
    expect(platforms.reduce((total, row) => total + row.pv, 0)).toBe(pv);
    expect(platforms[0]).toMatchObject({ platform: 'wechat', name: '微信' });
    expect(platforms.reduce((total, row) => total + row.ratio, 0)).toBeCloseTo(100, 0);

    const cities = websiteCity.parse(await get(`/city${range}&limit=5`));
    expect(cities).toHaveLength(5);
    const guangdong = websiteCity.parse(await get(`/city/440000${range}`));
    expect(guangdong.length).toBeGreaterThan(0);
    expect(guangdong.every((row) => row.provinceCode === 440000 && row.provinceName === '广东省')).toBe(true);
    expect(guangdong.reduce((total, row) => total + row.pv, 0)).toBe(provinces.find((row) => row.code === 440000)?.pv ?? 0);
    expect((await call(app, 'GET', '/api/website/city/123456', { cookie: demo })).body.code).toBe(404);
  });

  it('refuses bad ranges, unknown options and foreign sites', async () => {
    const foreign = (await get<Page<Website>>('/list', demo2)).list[0] as Website;
    const cases: [string, number, string][] = [
      ['/pvLine?startDate=2024-02-30', 400, '参数错误：startDate 不是有效的日期'],
      ['/pvLine?startDate=2024-03-01&endDate=2024-02-01', 400, '参数错误：endDate 不能早于 startDate'],
      ['/uvLine?startDate=2022-01-01&endDate=2024-01-01', 400, '参数错误：endDate 时间跨度不能超过 366 天'],
      ['/rank?sort=clicks', 400, '参数错误：sort 只能是 pv、uv、shareNum 之一'],
      ['/rank?limit=51', 400, '参数错误：limit 不能大于 50'],
      ['/city?limit=0', 400, '参数错误：limit 不能小于 1'],
      ['/province?websiteId=-3', 400, '参数错误：websiteId 不能小于 1'],
      [`/province?websiteId=${foreign.id}`, 404, '数据不存在或无权访问'],
      [`/stat/total?websiteId=${foreign.id}`, 404, '数据不存在或无权访问'],
    ];
    for (const [path, code, msg] of cases) {
      const { body } = await call(app, 'GET', `/api/website${path}`, { cookie: demo });
      expect(body).toMatchObject({ code, msg });
    }
  });
});

describe('GET /api/website/exportExcel', () => {
  it('streams an XLSX with Chinese headers, one row per site', async () => {
    const start = addDays(today, -6);
    const response = await app.inject({ method: 'GET', url: `/api/website/exportExcel?startDate=${start}&endDate=${today}`, headers: { cookie: demo } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain(`微站数据_${start}_${today}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('微站数据');
    expect(sheet?.getRow(1).values).toEqual([undefined, '微站名称', '状态', '创建时间', '浏览量（PV）', '访客数（UV）', '分享次数', '统计区间']);
    expect(sheet?.rowCount).toBe(11);
    let pv = 0;
    sheet?.eachRow((row, index) => {
      if (index > 1) pv += Number(row.getCell(4).value);
    });
    expect(pv).toBe(await stored('pv', start, today));
  });

  it('answers an envelope, not a file, for bad parameters', async () => {
    for (const query of ['?startDate=yesterday', '?websiteId=abc']) {
      const response = await app.inject({ method: 'GET', url: `/api/website/exportExcel${query}`, headers: { cookie: demo } });
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({ code: 400, msg: expect.stringMatching(/^参数错误：/) });
    }
    const anonymous = await app.inject({ method: 'GET', url: '/api/website/exportExcel' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('DELETE /api/website/{id}', () => {
  it('deletes the site with its statistics; another account’s site is not found and stays', async () => {
    const site = (await get<Page<Website>>('/list?status=1&pageSize=1')).list[0] as Website;
    const foreign = (await get<Page<Website>>('/list', demo2)).list[0] as Website;

    const before = await snapshot(db);
    expect((await call(app, 'DELETE', `/api/website/${foreign.id}`, { cookie: demo })).body).toEqual({
      code: 404,
      msg: '数据不存在或无权访问',
      msgCode: 404,
      data: null,
    });
    expect(changedTables(before, await snapshot(db))).toEqual([]);

    expect((await call(app, 'DELETE', `/api/website/${site.id}`, { cookie: demo })).body).toMatchObject({ code: 0, data: { id: site.id } });
    const leftover = await db.selectFrom('website_region_stats').select('website_id').where('website_id', '=', site.id).execute();
    expect(leftover).toEqual([]);
    expect((await get<Page<Website>>('/list')).total).toBe(9);
    expect((await call(app, 'DELETE', `/api/website/${site.id}`, { cookie: demo })).body.code).toBe(404);
  });
});
