/**
 * /api/user/points and the ledger rules of modules/user/points.ts: the balance is the newest row's
 * balance_after; confirmPay earns floor(yuan) once; a spend never takes the balance below 0; the
 * list is paged newest first, filtered by kind and China created day, and scoped to its owner; the
 * summary sums the current China calendar month.
 */
import { type PointsRecord, type PointsSummary, pointsPage, pointsSummary, type Trxorder } from '@greenroom/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { chinaDay } from '../src/lib/days';
import { ApiError } from '../src/lib/envelope';
import { hashPassword } from '../src/lib/security';
import { changePoints, chinaMonth, earnForOrder, INSUFFICIENT_POINTS } from '../src/modules/user/points';
import { changedTables, snapshot } from './dbSnapshot';
import { createClock, createTestApp, createTestDb, signIn, signInDemoAccounts } from './helpers';
import { call } from './request';

let db: Kysely<Database>;
let app: FastifyInstance;
let demo: string;
let demo2: string;
let demoId: number;
let demo2Id: number;

const clock = createClock();

beforeAll(async () => {
  db = await createTestDb();
  app = await createTestApp(db, { now: clock.now });
  ({ demo, demo2, demoId, demo2Id } = await signInDemoAccounts(app, db));
});

afterAll(async () => {
  await app.close();
  await db.destroy();
});

type Page = { pageNum: number; pageSize: number; total: number; list: PointsRecord[] };

async function list(cookie: string, query = ''): Promise<Page> {
  const answer = await call<Page>(app, 'GET', `/api/user/points/list${query}`, { cookie });
  expect(answer.body.msg).toBe('成功');
  return pointsPage.parse(answer.body.data);
}

async function summary(cookie: string, on = app): Promise<PointsSummary> {
  const answer = await call<PointsSummary>(on, 'GET', '/api/user/points/summary', { cookie });
  expect(answer.body.msg).toBe('成功');
  return pointsSummary.parse(answer.body.data);
}

async function pointsNum(cookie: string): Promise<number | null> {
  const answer = await call<{ pointsNum: number | null }>(app, 'GET', '/api/user/getUserInfo', { cookie });
  return answer.body.data.pointsNum;
}

/** The owner's rows, oldest first. */
const rowsOf = (ownerId: number) => db.selectFrom('points_records').selectAll().where('owner_id', '=', ownerId).orderBy('created_at').orderBy('id').execute();

/** A fresh account (password greenroom) with this starting balance and no ledger rows. */
async function createAccount(username: string, points: number | null): Promise<number> {
  const user = await db
    .insertInto('users')
    .values({ username, password_hash: await hashPassword('greenroom'), points_num: points })
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}

describe('rule: the balance is always the newest row’s balance_after', () => {
  it('holds for the seeded histories of demo (2680) and demo2 (320), whose running balances add up and never go below 0', async () => {
    for (const [ownerId, cookie, expected] of [
      [demoId, demo, 2680],
      [demo2Id, demo2, 320],
    ] as const) {
      const rows = await rowsOf(ownerId);
      expect(rows.length).toBeGreaterThanOrEqual(ownerId === demoId ? 25 : 10);
      let running = 0;
      for (const row of rows) {
        running += row.amount;
        expect(row.balance_after).toBe(running);
        expect(row.balance_after).toBeGreaterThanOrEqual(0);
        expect(row.kind).toBe(row.amount > 0 ? 'earn' : 'spend');
      }
      expect(running).toBe(expected);
      expect(await pointsNum(cookie)).toBe(expected);
      expect((await summary(cookie)).balance).toBe(expected);
      const newest = (await list(cookie, '?pageSize=1')).list[0];
      expect(newest?.balanceAfter).toBe(expected);
      // The seed tells the history an organiser expects: sign-ins, activity rewards, purchases, mall exchanges.
      const reasons = rows.map((row) => row.reason);
      expect(reasons).toContain('每日签到');
      expect(reasons.some((reason) => reason.startsWith('购买「'))).toBe(true);
      expect(reasons.some((reason) => reason.startsWith('积分商城兑换「'))).toBe(true);
      if (ownerId === demoId) expect(reasons.some((reason) => reason.startsWith('创建活动「'))).toBe(true);
    }
  });

  it('seeded purchases name real paid orders of the same account and earned floor(amount / 1000)', async () => {
    const purchases = await db
      .selectFrom('points_records as p')
      .innerJoin('trx_orders as o', 'o.order_no', 'p.order_no')
      .select(['p.owner_id', 'o.owner_id as order_owner', 'p.amount', 'o.amount as fen', 'o.status', 'p.reason', 'o.title'])
      .where('p.order_no', 'is not', null)
      .execute();
    const withOrderNo = await db.selectFrom('points_records').select('id').where('order_no', 'is not', null).execute();
    expect(purchases.length).toBe(withOrderNo.length);
    expect(purchases.length).toBeGreaterThan(2);
    for (const row of purchases) {
      expect(row.owner_id).toBe(row.order_owner);
      expect(row.status).toBe('paid');
      expect(row.amount).toBe(Math.floor(row.fen / 1000));
      expect(row.reason).toBe(`购买「${row.title}」`);
    }
  });
});

describe('rule: confirmPay earns 1 point per whole ¥10, once', () => {
  it('credits floor(amount / 1000) with the order number in the transaction that pays the order, and nothing on a repeat', async () => {
    const before = (await pointsNum(demo)) ?? 0;
    // demo is a photo company (SPEC §6): 90 % of ¥299.00 is ¥269.10, which earns 26 points.
    const placed = await call<Trxorder>(app, 'POST', '/srv/trxorder/addOrder', {
      cookie: demo,
      body: { priceId: 2, product: 2, type: 1, months: 1, payType: 'wechat', companyId: demoId },
    });
    expect(placed.body.data.amount).toBe(26_910);
    const { orderNo, title } = placed.body.data;
    clock.advance(60_000);

    // Not yet settled: refused, nothing earned.
    const early = await call(app, 'POST', `/srv/trxorder/confirmPay?orderNo=${orderNo}`, { cookie: demo });
    expect(early.body.code).toBe(409);
    expect(await pointsNum(demo)).toBe(before);

    await call(app, 'POST', '/dev/payments/settle', { body: { orderNo } });
    const paid = await call<Trxorder>(app, 'POST', `/srv/trxorder/confirmPay?orderNo=${orderNo}`, { cookie: demo });
    expect(paid.body.data.status).toBe('paid');
    expect(await pointsNum(demo)).toBe(before + 26);
    const newest = (await list(demo, '?pageSize=1')).list[0];
    expect(newest).toMatchObject({ kind: 'earn', amount: 26, reason: `购买「${title}」`, orderNo, balanceAfter: before + 26 });

    // A repeated confirmPay answers the paid order and earns nothing.
    clock.advance(60_000);
    const snap = await snapshot(db);
    const again = await call<Trxorder>(app, 'POST', `/srv/trxorder/confirmPay?orderNo=${orderNo}`, { cookie: demo });
    expect(again.body.data.status).toBe('paid');
    expect(changedTables(snap, await snapshot(db))).toEqual([]);
    expect(await pointsNum(demo)).toBe(before + 26);
    const earned = await db.selectFrom('points_records').select('id').where('order_no', '=', orderNo).execute();
    expect(earned).toHaveLength(1);

    // …and so does crediting the same order directly.
    const order = await db.selectFrom('trx_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    expect(await db.transaction().execute((trx) => earnForOrder(trx, order, clock.now()))).toBeNull();
    expect(await pointsNum(demo)).toBe(before + 26);
  });

  it('an order under one yuan earns nothing and writes no row', async () => {
    const ownerId = await createAccount('points-cheap', 0);
    const result = await db
      .transaction()
      .execute((trx) => earnForOrder(trx, { owner_id: ownerId, order_no: 'GR00000000000000000001', title: '测试', amount: 99 }, clock.now()));
    expect(result).toBeNull();
    expect(await rowsOf(ownerId)).toEqual([]);
  });
});

describe('rule: a spend never takes the balance below 0', () => {
  it('refuses with 409 and writes nothing; spending exactly the balance leaves 0', async () => {
    const ownerId = await createAccount('points-spender', null);
    await expect(changePoints(db, { ownerId, amount: -1, reason: '积分商城兑换「测试」', at: clock.now() })).rejects.toMatchObject({
      code: INSUFFICIENT_POINTS,
      message: '积分不足：当前 0 积分，需要 1 积分',
    });
    const earned = await changePoints(db, { ownerId, amount: 120, reason: '每日签到', at: clock.now() });
    expect(earned).toMatchObject({ kind: 'earn', amount: 120, balance_after: 120 });
    const snap = await snapshot(db);
    await expect(changePoints(db, { ownerId, amount: -121, reason: '积分商城兑换「测试」', at: clock.now() })).rejects.toBeInstanceOf(ApiError);
    expect(changedTables(snap, await snapshot(db))).toEqual([]);
    const spent = await changePoints(db, { ownerId, amount: -120, reason: '积分商城兑换「测试」', at: clock.now() });
    expect(spent).toMatchObject({ kind: 'spend', amount: -120, balance_after: 0 });
    const user = await db.selectFrom('users').select('points_num').where('id', '=', ownerId).executeTakeFirstOrThrow();
    expect(user.points_num).toBe(0);
  });

  it('two spends that together exceed the balance: only one is written (the user row is locked)', async () => {
    const ownerId = await createAccount('points-racer', 100);
    const results = await Promise.allSettled([
      changePoints(db, { ownerId, amount: -70, reason: '积分商城兑换「甲」', at: clock.now() }),
      changePoints(db, { ownerId, amount: -70, reason: '积分商城兑换「乙」', at: clock.now() }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rows = await rowsOf(ownerId);
    expect(rows.map((row) => row.balance_after)).toEqual([30]);
  });

  it('a change dated before the newest row is placed at it, so the newest row stays the balance', async () => {
    const ownerId = await createAccount('points-clock', 0);
    const now = clock.now();
    await changePoints(db, { ownerId, amount: 10, reason: '每日签到', at: now });
    const late = await changePoints(db, { ownerId, amount: 5, reason: '每日签到', at: new Date(now.getTime() - 3_600_000) });
    expect(late.created_at.getTime()).toBe(now.getTime());
    const rows = await db
      .selectFrom('points_records')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(rows[0]?.balance_after).toBe(15);
  });
});

describe('an account from before the ledger (migration 0014)', () => {
  it('answers its balance and an empty history; its first change starts from that balance', async () => {
    const ownerId = await createAccount('points-legacy', 450);
    const cookie = await signIn(app, 'points-legacy');
    expect(await summary(cookie)).toEqual({ balance: 450, earnedThisMonth: 0, spentThisMonth: 0 });
    expect(await list(cookie)).toMatchObject({ total: 0, list: [] });
    await changePoints(db, { ownerId, amount: -50, reason: '积分商城兑换「测试」', at: clock.now() });
    expect(await pointsNum(cookie)).toBe(400);
    expect((await list(cookie)).list[0]).toMatchObject({ amount: -50, balanceAfter: 400 });
  });

  it('a missing balance (null) reads as 0', async () => {
    await createAccount('points-null', null);
    const cookie = await signIn(app, 'points-null');
    expect(await summary(cookie)).toEqual({ balance: 0, earnedThisMonth: 0, spentThisMonth: 0 });
  });
});

describe('GET /api/user/points/list', () => {
  it('pages newest first (created time, then id) without overlap, and total is the owner’s count', async () => {
    const all = await rowsOf(demoId);
    const first = await list(demo, '?pageSize=7');
    expect(first.total).toBe(all.length);
    const seen: PointsRecord[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 7); page++) seen.push(...(await list(demo, `?pageSize=7&pageNum=${page}`)).list);
    expect(seen.map((row) => row.id)).toEqual([...all].reverse().map((row) => row.id));
    expect(new Set(seen.map((row) => row.id)).size).toBe(all.length);
  });

  it('filters by kind', async () => {
    const earn = await list(demo, '?kind=earn&pageSize=100');
    const spend = await list(demo, '?kind=spend&pageSize=100');
    expect(earn.list.length).toBeGreaterThan(0);
    expect(spend.list.length).toBeGreaterThan(0);
    expect(earn.list.every((row) => row.kind === 'earn' && row.amount > 0)).toBe(true);
    expect(spend.list.every((row) => row.kind === 'spend' && row.amount < 0)).toBe(true);
    expect(earn.total + spend.total).toBe((await list(demo)).total);
  });

  it('filters by created day in China time, both ends inclusive', async () => {
    const rows = await rowsOf(demoId);
    const days = rows.map((row) => chinaDay(row.created_at));
    const from = days[Math.floor(days.length / 3)] as string;
    const to = days[Math.floor((days.length * 2) / 3)] as string;
    const page = await list(demo, `?startDate=${from}&endDate=${to}&pageSize=100`);
    expect(page.total).toBe(days.filter((day) => day >= from && day <= to).length);
    expect(page.list.every((row) => chinaDay(new Date(row.createdAt)) >= from && chinaDay(new Date(row.createdAt)) <= to)).toBe(true);
    const oneDay = await list(demo, `?startDate=${from}&endDate=${from}&pageSize=100`);
    expect(oneDay.total).toBe(days.filter((day) => day === from).length);
  });

  it('refuses bad filters with a Chinese message', async () => {
    const kind = await call(app, 'GET', '/api/user/points/list?kind=gift', { cookie: demo });
    expect(kind.body).toMatchObject({ code: 400, data: null });
    expect(kind.body.msg).toMatch(/^参数错误：kind/);
    const range = await call(app, 'GET', '/api/user/points/list?startDate=2026-03-02&endDate=2026-03-01', { cookie: demo });
    expect(range.body).toMatchObject({ code: 400, msg: '参数错误：endDate 不能早于 startDate' });
    const size = await call(app, 'GET', '/api/user/points/list?pageSize=1000', { cookie: demo });
    expect(size.body.code).toBe(400);
  });

  it('is scoped to its owner: demo2 never sees demo’s rows', async () => {
    const demoIds = new Set((await rowsOf(demoId)).map((row) => row.id));
    const theirs = await list(demo2, '?pageSize=100');
    expect(theirs.total).toBe((await rowsOf(demo2Id)).length);
    expect(theirs.list.some((row) => demoIds.has(row.id))).toBe(false);
  });

  it('needs a session', async () => {
    const anonymous = await call(app, 'GET', '/api/user/points/list');
    expect(anonymous.status).toBe(401);
    const anonymousSummary = await call(app, 'GET', '/api/user/points/summary');
    expect(anonymousSummary.status).toBe(401);
  });
});

describe('GET /api/user/points/summary', () => {
  it('sums earned and spent (as a positive number) in the current China calendar month only', async () => {
    const { from, to } = chinaMonth(clock.now());
    const rows = (await rowsOf(demoId)).filter((row) => row.created_at >= from && row.created_at < to);
    const answer = await summary(demo);
    expect(answer.earnedThisMonth).toBe(rows.filter((row) => row.kind === 'earn').reduce((sum, row) => sum + row.amount, 0));
    expect(answer.spentThisMonth).toBe(-rows.filter((row) => row.kind === 'spend').reduce((sum, row) => sum + row.amount, 0));
  });

  it('takes the month’s bounds in China time (UTC+8), not UTC', async () => {
    const ownerId = await createAccount('points-month', 0);
    const at = (text: string) => new Date(text);
    // China January (not counted) · China February though UTC January · February spend · China March though UTC February.
    await changePoints(db, { ownerId, amount: 100, reason: '每日签到', at: at('2030-01-31T23:30:00+08:00') });
    await changePoints(db, { ownerId, amount: 40, reason: '每日签到', at: at('2030-02-01T07:00:00+08:00') });
    await changePoints(db, { ownerId, amount: -30, reason: '积分商城兑换「测试」', at: at('2030-02-15T12:00:00+08:00') });
    await changePoints(db, { ownerId, amount: 7, reason: '每日签到', at: at('2030-03-01T00:30:00+08:00') });
    const february = await createTestApp(db, { now: () => at('2030-02-28T20:00:00+08:00') });
    try {
      const cookie = await signIn(february, 'points-month');
      expect(await summary(cookie, february)).toEqual({ balance: 117, earnedThisMonth: 40, spentThisMonth: 30 });
    } finally {
      await february.close();
    }
    expect(chinaMonth(at('2030-12-31T20:00:00Z'))).toEqual({ from: at('2031-01-01T00:00:00+08:00'), to: at('2031-02-01T00:00:00+08:00') });
  });
});
