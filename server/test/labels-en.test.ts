/**
 * Issue 29: the interface labels some answers carry as data — the statistics' platform names, the
 * marketing centre's tools, products and editions, the purchase page's price titles — are English when
 * the request asks for English (`Accept-Language: en-US`, as the console sends its page's language),
 * and the same Chinese as before when it does not. Exports, stored orders and the marketing tools'
 * phone previews stay Chinese (docs/languages.md).
 */
import {
  type MarketingTool,
  type MarketingToolDetail,
  marketingToolDetail,
  marketingToolList,
  PRODUCTS_EN,
  productById,
  type TrxorderPriceTable,
  trxorderPriceTable,
} from '@greenroom/contracts';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { addDays, chinaDay } from '../src/lib/days';
import { MARKETING_TOOLS } from '../src/modules/marketingCatalogue';
import { CATEGORY_NAMES_EN, MARKETING_TOOLS_EN } from '../src/modules/marketingCatalogueEn';
import { createTestApp, createTestDb, signInDemoAccounts } from './helpers';

type Envelope<T> = { code: number; msg: string; data: T };

let db: Kysely<Database>;
let app: FastifyInstance;
let demo: string;
let demoId: number;

const HAN = /\p{Script=Han}/u;
const ENGLISH = 'en-US,en;q=0.9';
const today = chinaDay(new Date());
const range = `startTime=${addDays(today, -29)}&endTime=${today}`;

beforeAll(async () => {
  db = await createTestDb();
  app = await createTestApp(db);
  ({ demo, demoId } = await signInDemoAccounts(app, db));
});

afterAll(async () => {
  await app.close();
  await db.destroy();
});

/** The answer's data, asked in `language` (none: the header is absent). */
async function data<T>(method: 'GET' | 'POST', url: string, language?: string, payload?: object): Promise<T> {
  const headers: Record<string, string> = { cookie: demo };
  if (language) headers['accept-language'] = language;
  const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const body = response.json() as Envelope<T>;
  expect(body.code, `${method} ${url}: ${body.msg}`).toBe(0);
  return body.data;
}

/** Both languages of one call, asked in parallel. */
const both = <T>(method: 'GET' | 'POST', url: string, payload?: object) =>
  Promise.all([data<T>(method, url, undefined, payload), data<T>(method, url, ENGLISH, payload)]);

describe('issue 29: statistics platform names', () => {
  it('names the platforms of every breakdown WeChat, H5, PC, App in English, 微信 … without the header', async () => {
    type Row = { platform: number; name: string };
    for (const url of ['/api/statistics/twzb/platformParticipant', '/api/statistics/event/platform']) {
      const [chinese, english] = await both<Row[]>('GET', `${url}?${range}`);
      expect(chinese.map((row) => row.name)).toEqual(['微信', 'H5', 'PC', 'App']);
      expect(english.map((row) => row.name)).toEqual(['WeChat', 'H5', 'PC', 'App']);
      expect(english.map(({ name, ...rest }) => rest)).toEqual(chinese.map(({ name, ...rest }) => rest));
    }
    const [chineseShop, englishShop] = await both<{ platform: Row[] }>('GET', `/api/statistics/shop/buyerRatio?${range}`);
    expect(chineseShop.platform.map((row) => row.name)).toEqual(['微信', 'H5', 'PC', 'App']);
    expect(englishShop.platform.map((row) => row.name)).toEqual(['WeChat', 'H5', 'PC', 'App']);

    const event = await db.selectFrom('event_activities').select('id').where('owner_id', '=', demoId).orderBy('id').executeTakeFirstOrThrow();
    const [one, oneEnglish] = await both<{ platform: Row[] }>('GET', `/api/statistics/event/${event.id}`);
    expect(one.platform.map((row) => row.name)).toEqual(['微信', 'H5', 'PC', 'App']);
    expect(oneEnglish.platform.map((row) => row.name)).toEqual(['WeChat', 'H5', 'PC', 'App']);
  });

  it('names a micro-website’s visitor platforms in the request’s language (WeChat, Weibo, Browser…), the figures the same', async () => {
    type Row = { platform: string; name: string; pv: number };
    const [chinese, english] = await both<Row[]>('GET', `/api/website/platform?${range}`);
    expect(chinese.length).toBeGreaterThan(0);
    expect(chinese.map((row) => row.name)).toContain('微信');
    expect(english.map((row) => row.name)).toContain('WeChat');
    expect(english.some((row) => HAN.test(row.name))).toBe(false);
    expect(english.map(({ name, ...rest }) => rest)).toEqual(chinese.map(({ name, ...rest }) => rest));
  });

  it('names the platform of audience members, their watches and conferees in the request’s language', async () => {
    type Person = { id: number; platform: number; platformName: string };
    const named = (rows: Person[], names: Record<number, string>) => rows.every((row) => row.platformName === names[row.platform]);
    const CHINESE = { 1: '微信', 2: 'H5', 3: 'PC', 4: 'App' };
    const ENGLISH_NAMES = { 1: 'WeChat', 2: 'H5', 3: 'PC', 4: 'App' };

    const [members, membersEn] = await both<{ list: Person[] }>('POST', '/api/statistics/twzb/userManage/list', { pageSize: 50 });
    expect(members.list.length).toBeGreaterThan(0);
    expect(members.list.some((row) => row.platform === 1)).toBe(true);
    expect(named(members.list, CHINESE)).toBe(true);
    expect(named(membersEn.list, ENGLISH_NAMES)).toBe(true);

    const member = members.list[0] as Person;
    const [watches, watchesEn] = await both<{ list: Person[] }>('GET', `/api/statistics/twzb/userManage/watch-list/${member.id}?pageSize=20`);
    expect(named(watches.list, CHINESE)).toBe(true);
    expect(named(watchesEn.list, ENGLISH_NAMES)).toBe(true);

    const [conferees, confereesEn] = await both<{ list: (Person & { eventId: number })[] }>('POST', '/api/statistics/event/confereeList', { pageSize: 50 });
    expect(conferees.list.length).toBeGreaterThan(0);
    expect(named(conferees.list, CHINESE)).toBe(true);
    expect(named(confereesEn.list, ENGLISH_NAMES)).toBe(true);
    const first = conferees.list[0] as Person & { eventId: number };
    const [detail, detailEn] = await both<Person>('GET', `/api/statistics/event/confereeInfo/${first.eventId}/${first.id}`);
    expect(detail.platformName).toBe(CHINESE[detail.platform as 1]);
    expect(detailEn.platformName).toBe(ENGLISH_NAMES[detail.platform as 1]);
  });

  it('keeps the audience export Chinese when the export is asked for in English', async () => {
    const { token } = await data<{ token: string }>('GET', '/api/statistics/twzb/excel/token', ENGLISH);
    const response = await app.inject({
      method: 'GET',
      url: `/api/statistics/twzb/exportExcel?type=user&platform=1&token=${token}`,
      headers: { 'accept-language': ENGLISH },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]?.[6]).toBe('来源渠道');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((row) => row[6] === '微信')).toBe(true);
  });
});

describe('issue 29: the marketing centre', () => {
  it('has the English of every tool of the catalogue, with as many paragraphs and highlights, and no other', () => {
    expect(Object.keys(MARKETING_TOOLS_EN).sort()).toEqual(MARKETING_TOOLS.map((tool) => tool.type).sort());
    for (const tool of MARKETING_TOOLS) {
      const english = MARKETING_TOOLS_EN[tool.type];
      expect(english, tool.type).toBeDefined();
      if (!english) continue;
      expect(english.description.split('\n')).toHaveLength(tool.description.split('\n').length);
      expect(english.highlights).toHaveLength(tool.highlights.length);
      expect(JSON.stringify(english)).not.toMatch(HAN);
    }
    expect(JSON.stringify(CATEGORY_NAMES_EN)).not.toMatch(HAN);
  });

  it('answers the tools in English (products and editions from PRODUCTS_EN), and in the same Chinese without the header', async () => {
    const [chinese, english] = (await both<MarketingTool[]>('GET', '/api/marketing/tools')).map((tools) => marketingToolList.parse(tools));
    expect(english.map((tool) => tool.type)).toEqual(chinese.map((tool) => tool.type));
    for (const [index, tool] of english.entries()) {
      const source = chinese[index] as MarketingTool;
      // Chinese unchanged: the catalogue's own words.
      const catalogue = MARKETING_TOOLS.find((entry) => entry.type === tool.type);
      expect(source).toMatchObject({ name: catalogue?.name, summary: catalogue?.summary, description: catalogue?.description });
      for (const entry of source.availability) {
        expect(entry.productName).toBe(productById(entry.product)?.shortName);
        expect(entry.editionName).toBe(productById(entry.product)?.editions[entry.minEdition]);
      }
      // English: every word the console shows, the keys and what is included the same.
      const { name, categoryName, summary, description, highlights, availability } = tool;
      expect(JSON.stringify({ name, categoryName, summary, description, highlights, availability }), tool.type).not.toMatch(HAN);
      expect(tool).toMatchObject({ name: MARKETING_TOOLS_EN[tool.type]?.name, categoryName: CATEGORY_NAMES_EN[tool.category] });
      expect(tool.included).toBe(source.included);
      expect(tool.category).toBe(source.category);
      for (const [at, entry] of tool.availability.entries()) {
        const chineseEntry = source.availability[at];
        expect({ ...entry, productName: '', editionName: '' }).toEqual({ ...chineseEntry, productName: '', editionName: '' });
        const product = PRODUCTS_EN[entry.product as 1 | 2 | 3];
        expect(entry.productName).toBe(product.shortName);
        expect(entry.editionName).toBe(product.editions[entry.minEdition]);
      }
    }
    expect(english.find((tool) => tool.type === 'lottery')?.availability.map((entry) => `${entry.productName} ${entry.editionName}`)).toEqual([
      'Live Flagship',
      'Events Advanced',
      'Cloud photo Professional',
    ]);
  });

  it('answers one tool in English, its phone preview (the attendee’s page) the same Chinese in both languages', async () => {
    for (const { type } of MARKETING_TOOLS) {
      const [chinese, english] = (await both<MarketingToolDetail>('GET', `/api/marketing/tools/${type}`)).map((tool) => marketingToolDetail.parse(tool));
      expect(english.name).toBe(MARKETING_TOOLS_EN[type]?.name);
      expect(chinese.name).toBe(MARKETING_TOOLS.find((tool) => tool.type === type)?.name);
      expect(english.preview).toEqual(chinese.preview);
      expect(JSON.stringify(english.preview)).toMatch(HAN);
    }
  });
});

describe('issue 29: purchase price titles', () => {
  const srv = (path: string) => `/srv/trxorder${path}`;

  it('titles the editions "Live Flagship 1 month" in English, 直播旗舰版 1 个月 without the header, prices the same', async () => {
    const [chinese, english] = (await both<TrxorderPriceTable>('GET', srv('/photo/getPrice/2?product=1'))).map((table) => trxorderPriceTable.parse(table));
    expect(chinese.title).toBe('直播版本');
    expect(english.title).toBe('Live editions');
    expect(chinese.items.map((item) => item.title)).toEqual([
      '直播旗舰版 1 个月',
      '直播旗舰版 1 年',
      '直播尊享版 1 个月',
      '直播尊享版 1 年',
      '直播企业版 1 个月',
      '直播企业版 1 年',
    ]);
    expect(english.items.map((item) => item.title)).toEqual([
      'Live Flagship 1 month',
      'Live Flagship 1 year',
      'Live Premium 1 month',
      'Live Premium 1 year',
      'Live Enterprise 1 month',
      'Live Enterprise 1 year',
    ]);
    expect(english.items.map(({ title, ...rest }) => rest)).toEqual(chinese.items.map(({ title, ...rest }) => rest));
  });

  it('has no Chinese in any English price table, and the Chinese tables are unchanged', async () => {
    const urls = ['/photo/getPrice/1', '/photo/getPrice/2', '/photo/getPrice/2?product=3', '/photo/getPrice/3'];
    for (const url of urls) {
      const [chinese, english] = await both<TrxorderPriceTable>('GET', srv(url));
      expect(JSON.stringify(english), url).not.toMatch(HAN);
      expect(english.items.map(({ title, ...rest }) => rest)).toEqual(chinese.items.map(({ title, ...rest }) => rest));
    }
    const [capacity, capacityEn] = await both<TrxorderPriceTable>('GET', srv('/photo/getPrice/1?capacity=100'));
    expect(capacity).toMatchObject({ title: '云摄影存储扩容', items: [{ title: '云摄影存储扩容 100GB（1 年）' }] });
    expect(capacityEn).toMatchObject({ title: 'Cloud photo storage', items: [{ title: 'Cloud photo storage 100 GB (1 year)' }] });
    const [service, serviceEn] = await both<TrxorderPriceTable>('GET', srv('/photo/getPrice/3?type=2'));
    expect(service).toMatchObject({ title: '会拍上门拍摄服务', items: [{ title: '会拍·全天单机位（8 小时）' }] });
    expect(serviceEn).toMatchObject({ title: 'Huipai on-site photography', items: [{ title: 'Huipai · Full day, one photographer (8 hours)' }] });
  });

  it('stores an order placed from an English console under its Chinese title (orders and invoices stay Chinese)', async () => {
    const order = await data<{ title: string }>('POST', srv('/addOrder'), ENGLISH, { priceId: 2, product: 1, type: 1, months: 1, payType: 'wechat' });
    expect(order.title).toBe('直播旗舰版 1 个月');
  });
});
