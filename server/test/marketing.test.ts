/**
 * /api/marketing: the catalogue is the server's data, its inclusion follows the account's
 * UNEXPIRED entitlements (the rows of /api/user/empower-info), its names are the console's, and a
 * type outside it is 404 (a malformed one 400).
 */
import { type MarketingTool, type MarketingToolDetail, marketingToolDetail, marketingToolList, productById } from '@greenroom/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { MARKETING_TOOLS } from '../src/modules/marketingCatalogue';
import { editionTitle, PRODUCT_NAMES } from '../src/modules/trxorder/trxorderPrices';
import { createClock, createTestApp, createTestDb, signInDemoAccounts } from './helpers';
import { call } from './request';

let db: Kysely<Database>;
let app: FastifyInstance;
let demo: string;
let demo2: string;
let demoId: number;

const DAY = 24 * 3600_000;
const clock = createClock();

beforeAll(async () => {
  db = await createTestDb();
  app = await createTestApp(db, { now: clock.now });
  ({ demo, demo2, demoId } = await signInDemoAccounts(app, db));
});

afterAll(async () => {
  await app.close();
  await db.destroy();
});

async function tools(cookie: string): Promise<MarketingTool[]> {
  const answer = await call<MarketingTool[]>(app, 'GET', '/api/marketing/tools', { cookie });
  expect(answer.body.msg).toBe('成功');
  return marketingToolList.parse(answer.body.data);
}

async function tool(cookie: string, type: string): Promise<MarketingToolDetail> {
  const answer = await call<MarketingToolDetail>(app, 'GET', `/api/marketing/tools/${type}`, { cookie });
  expect(answer.body.msg).toBe('成功');
  return marketingToolDetail.parse(answer.body.data);
}

const byType = (list: MarketingTool[]) => new Map(list.map((entry) => [entry.type, entry]));
const availabilityOf = (entry: MarketingTool | undefined, product: number) => entry?.availability.find((item) => item.product === product);

describe('the catalogue', () => {
  it('lists at least 8 tools organisers expect, each described in full, in the three categories', async () => {
    const list = await tools(demo);
    expect(list.length).toBeGreaterThanOrEqual(8);
    const types = list.map((entry) => entry.type);
    for (const type of ['lottery', 'red-packet', 'coupon', 'invite-rank', 'check-in', 'vote', 'quiz', 'showcase']) expect(types).toContain(type);
    expect(new Set(types).size).toBe(types.length);
    expect(new Set(list.map((entry) => entry.category))).toEqual(new Set(['interaction', 'conversion', 'growth']));
    for (const entry of list) {
      expect(entry.categoryName).toBe({ interaction: '互动', conversion: '转化', growth: '拉新' }[entry.category]);
      expect(entry.type).toMatch(/^[a-z][a-z-]{1,31}$/);
      expect(entry.summary.length).toBeGreaterThan(5);
      // A real description: several sentences, plain text.
      expect(entry.description.split('。').filter(Boolean).length).toBeGreaterThanOrEqual(3);
      expect(entry.description).not.toMatch(/<[a-z]/i);
      expect(entry.highlights.length).toBeGreaterThanOrEqual(2);
      expect(entry.availability.length).toBeGreaterThan(0);
    }
  });

  it('issue 28: names products and editions from the one product catalogue, as the drawer cards and price tables do', async () => {
    for (const entry of await tools(demo)) {
      for (const item of entry.availability) {
        expect([1, 2, 3]).toContain(item.product);
        expect(item.productName).toBe(PRODUCT_NAMES[item.product]);
        expect(item.productName).toBe(productById(item.product)?.shortName);
        expect(item.editionName).toBe(productById(item.product)?.editions[item.minEdition]);
        expect(editionTitle(item.product, item.minEdition, 1)).toBe(`${item.productName}${item.editionName} 1 个月`);
      }
    }
  });

  it('GET /tools/{type} answers the same tool with a phone preview an attendee would see', async () => {
    const list = byType(await tools(demo));
    for (const { type } of MARKETING_TOOLS) {
      const detail = await tool(demo, type);
      const { preview, ...rest } = detail;
      expect(rest).toEqual(list.get(type));
      expect(preview.pageTitle.length).toBeGreaterThan(0);
      expect(preview.blocks.length).toBeGreaterThanOrEqual(3);
      expect(preview.blocks.some((block) => block.kind === 'button')).toBe(true);
    }
  });
});

describe('rule: included = an UNEXPIRED entitlement of the product with proType >= minEdition', () => {
  it('follows each account’s editions: demo (live 尊享版, photo 企业版) and demo2 (live 旗舰版) differ', async () => {
    const mine = byType(await tools(demo));
    const theirs = byType(await tools(demo2));
    // Live 旗舰版 (1) is enough for lottery: both.
    expect(mine.get('lottery')?.included).toBe(true);
    expect(theirs.get('lottery')?.included).toBe(true);
    // Red packets need live 尊享版 (2): demo only.
    expect(availabilityOf(mine.get('red-packet'), 1)).toMatchObject({ minEdition: 2, editionName: '尊享版', included: true });
    expect(availabilityOf(theirs.get('red-packet'), 1)).toMatchObject({ minEdition: 2, included: false });
    expect(mine.get('red-packet')?.included).toBe(true);
    expect(theirs.get('red-packet')?.included).toBe(false);
    // The showcase needs an enterprise edition: neither.
    expect(mine.get('showcase')?.included).toBe(false);
    expect(theirs.get('showcase')?.included).toBe(false);
    // A tool's included is "any availability included".
    for (const entry of [...mine.values(), ...theirs.values()]) expect(entry.included).toBe(entry.availability.some((item) => item.included));
    const differ = [...mine.keys()].filter((type) => mine.get(type)?.included !== theirs.get(type)?.included);
    expect(differ.length).toBeGreaterThanOrEqual(2);
  });

  it('an expired entitlement includes nothing: demo’s event 高级版 (expired) leaves 拼团 out until it is renewed', async () => {
    const event = await db.selectFrom('entitlements').selectAll().where('owner_id', '=', demoId).where('product', '=', 3).executeTakeFirstOrThrow();
    expect(event.pro_type).toBe(1);
    expect(event.expire_time.getTime()).toBeLessThan(clock.now().getTime());
    const before = byType(await tools(demo)).get('group-buy');
    expect(availabilityOf(before, 3)).toMatchObject({ minEdition: 1, included: false });
    expect(before?.included).toBe(false);

    await db
      .updateTable('entitlements')
      .set({ expire_time: new Date(clock.now().getTime() + DAY) })
      .where('id', '=', event.id)
      .execute();
    try {
      const renewed = await tool(demo, 'group-buy');
      expect(availabilityOf(renewed, 3)?.included).toBe(true);
      expect(renewed.included).toBe(true);
      // …until the clock passes its expiry.
      clock.advance(DAY + 1000);
      const lapsed = await tool(demo, 'group-buy');
      expect(availabilityOf(lapsed, 3)?.included).toBe(false);
      expect(lapsed.included).toBe(false);
    } finally {
      await db.updateTable('entitlements').set({ expire_time: event.expire_time }).where('id', '=', event.id).execute();
    }
  });

  it('the highest unexpired edition counts when an account holds several of one product', async () => {
    const extra = await db
      .insertInto('entitlements')
      .values({ owner_id: demoId, product: 1, pro_type: 3, expire_time: new Date(clock.now().getTime() + 30 * DAY) })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      expect((await tool(demo, 'showcase')).included).toBe(true);
    } finally {
      await db.deleteFrom('entitlements').where('id', '=', extra.id).execute();
    }
    expect((await tool(demo, 'showcase')).included).toBe(false);
  });
});

describe('GET /api/marketing/tools/{type}: unknown and malformed types', () => {
  it('a type not in the catalogue is 404 营销工具不存在', async () => {
    const answer = await call(app, 'GET', '/api/marketing/tools/flash-sale', { cookie: demo });
    expect(answer.body).toMatchObject({ code: 404, msg: '营销工具不存在', data: null });
  });

  it('a malformed type is 400 with the contract’s Chinese message', async () => {
    for (const type of ['Lottery', '1abc', 'a', 'lottery_1', `${'a'.repeat(40)}`, '%E6%8A%BD%E5%A5%96']) {
      const answer = await call(app, 'GET', `/api/marketing/tools/${type}`, { cookie: demo });
      expect(answer.body, type).toMatchObject({ code: 400, data: null });
      expect(answer.body.msg, type).toMatch(/^参数错误：type /);
    }
  });

  it('needs a session', async () => {
    expect((await call(app, 'GET', '/api/marketing/tools')).status).toBe(401);
    expect((await call(app, 'GET', '/api/marketing/tools/lottery')).status).toBe(401);
  });
});
