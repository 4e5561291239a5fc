import { type Trxorder, type TrxorderPriceTable, trxorderPriceTable, trxorder as trxorderSchema } from '@greenroom/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { addDays, chinaDay } from '../src/lib/days';
import { addMonths, PAY_TIMEOUT_MS } from '../src/modules/trxorder/trxorderStore';
import { changedTables, snapshot } from './dbSnapshot';
import { createClock, createTestApp, createTestDb, signInDemoAccounts } from './helpers';
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

const srv = (path: string) => `/srv/trxorder${path}`;

async function place(body: Record<string, unknown> = {}, cookie = demo): Promise<Trxorder> {
  const { body: answer } = await call<Trxorder>(app, 'POST', srv('/addOrder'), {
    cookie,
    body: { priceId: 2, product: 2, type: 2, months: 1, payType: 'wechat', ...body },
  });
  expect(answer.msg).toBe('成功');
  return trxorderSchema.parse(answer.data);
}

const settle = (orderNo: string) => call(app, 'POST', '/dev/payments/settle', { body: { orderNo } });
const confirm = (orderNo: string, cookie = demo) => call<Trxorder>(app, 'POST', srv(`/confirmPay?orderNo=${orderNo}`), { cookie });
const cancel = (orderNo: string, cookie = demo) => call<Trxorder>(app, 'POST', srv(`/cancelOrder?orderNo=${orderNo}`), { cookie });
const remove = (orderNo: string, cookie = demo) => call(app, 'DELETE', srv(`/deleteOrder?orderNo=${orderNo}`), { cookie });
const changePay = (orderNo: string, payType: string, cookie = demo) =>
  call<Trxorder>(app, 'POST', srv('/changePayType'), { cookie, body: { orderNo, payType } });
const getOrder = (orderNo: string, cookie = demo) => call<Trxorder>(app, 'POST', srv('/getOrder'), { cookie, body: { orderNo } });

function expectRefused(answer: { body: { code: number; msg: string; data: unknown } }, msg: string) {
  expect(answer.body).toMatchObject({ code: 409, msg, data: null });
}

describe('/srv/trxorder needs a session like /api', () => {
  it('answers 401 without one and a 404 envelope for an unknown /srv path', async () => {
    const anonymous = await call(app, 'POST', srv('/getOrder'), { body: { orderNo: 'GR00000000000000000000' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: 401, msg: '登录已过期，请重新登录' });
    const unknown = await call(app, 'GET', srv('/nope'), { cookie: demo });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(404);
  });
});

describe('price tables', () => {
  it('GET /photo/getPrice/1 lists the capacity table and filters by capacity', async () => {
    const all = await call<TrxorderPriceTable>(app, 'GET', srv('/photo/getPrice/1'), { cookie: demo });
    const table = trxorderPriceTable.parse(all.body.data);
    expect(table.items.map((item) => item.capacity)).toEqual([50, 100, 500, 1000]);
    expect(table.items.every((item) => item.kind === 'capacity' && item.price === item.originalPrice)).toBe(true);
    const one = await call<TrxorderPriceTable>(app, 'GET', srv('/photo/getPrice/1?capacity=100'), { cookie: demo });
    expect(one.body.data.items).toHaveLength(1);
    expect(one.body.data.items[0]).toMatchObject({ capacity: 100, originalPrice: 17_900 });
    const bad = await call(app, 'GET', srv('/photo/getPrice/1?capacity=70'), { cookie: demo });
    expect(bad.body).toMatchObject({ code: 400, msg: '参数错误：capacity 只能是 50、100、500、1000 之一' });
  });

  it('GET /photo/getPrice/{id} gives editions (2) and on-site packages (3), filtered by type', async () => {
    const editions = await call<TrxorderPriceTable>(app, 'GET', srv('/photo/getPrice/2'), { cookie: demo });
    expect(editions.body.data.items).toHaveLength(6);
    const enterprise = await call<TrxorderPriceTable>(app, 'GET', srv('/photo/getPrice/2?type=3'), { cookie: demo });
    expect(enterprise.body.data.items.map((item) => [item.type, item.months])).toEqual([
      [3, 1],
      [3, 12],
    ]);
    const service = await call<TrxorderPriceTable>(app, 'GET', srv('/photo/getPrice/3?type=2'), { cookie: demo });
    expect(service.body.data.items).toEqual([expect.objectContaining({ product: 4, kind: 'service', type: 2, originalPrice: 320_000 })]);
    expect((await call(app, 'GET', srv('/photo/getPrice/9'), { cookie: demo })).body.code).toBe(404);
    expect((await call(app, 'GET', srv('/photo/getPrice/0'), { cookie: demo })).body.code).toBe(400);
    expect((await call(app, 'GET', srv('/photo/getPrice/2?type=4'), { cookie: demo })).body.code).toBe(400);
  });

  it('companyId: a photo company (enterprise photo edition valid, SPEC §6) gets 90%; another account is 404', async () => {
    const company = await call<TrxorderPriceTable>(app, 'GET', srv(`/photo/getPrice/2?type=1&companyId=${demoId}`), { cookie: demo });
    expect(company.body.data.companyPrice).toBe(true);
    for (const item of company.body.data.items) expect(item.price).toBe(Math.round(item.originalPrice * 0.9));
    const notCompany = await call<TrxorderPriceTable>(app, 'GET', srv(`/photo/getPrice/2?companyId=${demo2Id}`), { cookie: demo2 });
    expect(notCompany.body.data.companyPrice).toBe(false);
    const foreign = await call(app, 'GET', srv(`/photo/getPrice/2?companyId=${demo2Id}`), { cookie: demo });
    expect(foreign.body).toEqual({ code: 404, msg: '数据不存在或无权访问', msgCode: 404, data: null });
    // Storage capacity too: what the purchase page shows is what addOrder with companyId charges.
    const capacity = await call<TrxorderPriceTable>(app, 'GET', srv(`/photo/getPrice/1?capacity=100&companyId=${demoId}`), { cookie: demo });
    expect(capacity.body.data).toMatchObject({ companyPrice: true, items: [{ capacity: 100, originalPrice: 17_900, price: 16_110 }] });
    expect((await call(app, 'GET', srv(`/photo/getPrice/1?companyId=${demo2Id}`), { cookie: demo })).body.code).toBe(404);
  });

  it('GET /photo/getPrice/2?product= gives the live (1) and event (3) editions that addOrder sells', async () => {
    const live = await call<TrxorderPriceTable>(app, 'GET', srv('/photo/getPrice/2?product=1'), { cookie: demo });
    expect(live.body.data.title).toBe('直播版本');
    expect(live.body.data.items).toHaveLength(6);
    expect(live.body.data.items.every((item) => item.product === 1 && item.kind === 'edition')).toBe(true);
    expect(live.body.data.items.find((item) => item.type === 2 && item.months === 12)).toMatchObject({ title: '直播尊享版 1 年', originalPrice: 1_299_900 });
    const events = await call<TrxorderPriceTable>(app, 'GET', srv('/photo/getPrice/2?product=3&type=1'), { cookie: demo });
    expect(events.body.data.items.map((item) => [item.product, item.type, item.months])).toEqual([
      [3, 1, 1],
      [3, 1, 12],
    ]);
    expect((await call(app, 'GET', srv('/photo/getPrice/2?product=4'), { cookie: demo })).body.code).toBe(400);
  });
});

describe('POST /addOrder', () => {
  it('places an unpaid order priced by the server, whatever amount the client sends', async () => {
    const order = await place({ amount: 1, unitPrice: 1, priceId: 2, product: 1, type: 3, months: 12, payType: 'alipay' });
    expect(order).toMatchObject({
      product: 1,
      productName: '直播',
      kind: 'edition',
      type: 3,
      months: 12,
      title: '直播企业版 1 年',
      unitPrice: 3_999_900,
      amount: 3_999_900,
      payType: 'alipay',
      status: 'unpaid',
      statusText: '待支付',
      settled: false,
      buyerName: '绿幕直播工作室',
      buyerPhone: '138****5678',
      booking: null,
    });
    expect(order.orderNo).toMatch(/^GR\d{20}$/);
    expect(Date.parse(order.payDeadline ?? '') - Date.parse(order.createdAt)).toBe(PAY_TIMEOUT_MS);
  });

  it('capacity orders multiply by quantity; company price applies with your own companyId', async () => {
    const order = await place({ priceId: 1, capacity: 500, quantity: 2, companyId: demoId });
    expect(order).toMatchObject({ kind: 'capacity', capacity: 500, quantity: 2, originalAmount: 159_800, amount: 143_820, companyPrice: true });
  });

  it('on-site (huipai) orders carry the booking; the shooting day is from tomorrow on', async () => {
    const tomorrow = addDays(chinaDay(clock.now()), 1);
    const booking = { serviceDate: tomorrow, city: '杭州市', address: '西湖区文三路 478 号', contactName: '王晓敏', contactPhone: '13912345678' };
    const order = await place({ priceId: 3, type: 3, booking });
    expect(order).toMatchObject({ product: 4, kind: 'service', amount: 580_000, quantity: 1 });
    expect(order.booking).toEqual({ ...booking, contactPhone: '139****5678', photographers: 2, hours: 8, remark: '' });

    const before = await snapshot(db);
    const cases: [Record<string, unknown>, string][] = [
      [{ booking: { ...booking, serviceDate: chinaDay(clock.now()) } }, '参数错误：booking.serviceDate 最早为明天'],
      [{ booking: { ...booking, serviceDate: addDays(chinaDay(clock.now()), 181) } }, '参数错误：booking.serviceDate 只能预约 180 天以内'],
      [{ booking: { ...booking, serviceDate: '2031-02-30' } }, '参数错误：booking.serviceDate 不是有效的日期'],
      [{ booking: { ...booking, contactPhone: '12345' } }, '参数错误：booking.contactPhone 必须是 11 位手机号'],
      [{ booking: { ...booking, address: 'x'.repeat(201) } }, '参数错误：booking.address 长度不能超过 200 个字符'],
      [{ booking: undefined }, '参数错误：booking 不能为空'],
    ];
    for (const [change, msg] of cases) {
      const { body } = await call(app, 'POST', srv('/addOrder'), { cookie: demo, body: { priceId: 3, type: 1, payType: 'wechat', booking, ...change } });
      expect(body).toMatchObject({ code: 400, msg });
    }
    expect(changedTables(before, await snapshot(db))).toEqual([]);
  });

  it('refuses bad orders with a Chinese message and writes nothing', async () => {
    const before = await snapshot(db);
    const cases: [unknown, RegExp][] = [
      [{ priceId: 9, payType: 'wechat' }, /^参数错误：priceId 只能是 1、2、3 之一$/],
      [{ priceId: 2, product: 2, type: 2, months: 1 }, /^参数错误：payType /],
      [{ priceId: 2, product: 2, type: 2, months: 6, payType: 'wechat' }, /^参数错误：months 只能是 1、12 之一$/],
      [{ priceId: 2, product: 4, type: 2, months: 1, payType: 'wechat' }, /^参数错误：product /],
      [{ priceId: 1, capacity: 100, quantity: 100, payType: 'wechat' }, /^参数错误：quantity 不能大于 99$/],
      [{ priceId: 1, capacity: 100, quantity: -1, payType: 'wechat' }, /^参数错误：quantity 不能小于 1$/],
      [{ priceId: 1, capacity: 100, payType: 'cash' }, /^参数错误：payType 只能是 wechat、alipay、transfer 之一$/],
      [{ priceId: 1, capacity: 100, payType: 'wechat', companyId: demo2Id }, /^数据不存在或无权访问$/],
      ['priceId=1', /^参数错误：/],
      [[1, 2], /^参数错误：/],
    ];
    for (const [body, msg] of cases) {
      const answer = await call(app, 'POST', srv('/addOrder'), { cookie: demo, body });
      expect(answer.status).toBe(200);
      expect(answer.body.code).not.toBe(0);
      expect(answer.body.msg).toMatch(msg);
    }
    expect(changedTables(before, await snapshot(db))).toEqual([]);
  });
});

describe('the order state machine', () => {
  it('unpaid → (provider settles) → paid, extending the bought edition', async () => {
    const entitlement = () =>
      db
        .selectFrom('entitlements')
        .select('expire_time')
        .where('owner_id', '=', demoId)
        .where('product', '=', 2)
        .where('pro_type', '=', 3)
        .executeTakeFirstOrThrow();
    const before = await entitlement();
    const order = await place({ type: 3, months: 12 });

    // Confirming before the money arrived is refused and changes nothing.
    expectRefused(await confirm(order.orderNo), '尚未收到支付结果，请完成支付后再确认');
    expect((await getOrder(order.orderNo)).body.data.status).toBe('unpaid');

    const settled = await settle(order.orderNo);
    expect(settled.body).toMatchObject({ code: 0, data: { orderNo: order.orderNo, tradeNo: expect.stringMatching(/^SIM\d{20}$/) } });
    const waiting = (await getOrder(order.orderNo)).body.data;
    expect(waiting).toMatchObject({ status: 'unpaid', settled: true, payDeadline: null });

    const paid = await confirm(order.orderNo);
    expect(paid.body.data).toMatchObject({ status: 'paid', statusText: '已支付', settled: true });
    expect(paid.body.data.paidAt).not.toBeNull();
    const after = await entitlement();
    const expected = addMonths(before.expire_time, 12);
    expect(after.expire_time.toISOString()).toBe(expected.toISOString());

    // Repeating the provider's notice or the confirmation is harmless.
    expect((await settle(order.orderNo)).body.code).toBe(0);
    const again = await confirm(order.orderNo);
    expect(again.body.data.paidAt).toBe(paid.body.data.paidAt);
    expect((await entitlement()).expire_time.toISOString()).toBe(expected.toISOString());
  });

  it('a paid order cannot be cancelled, re-priced or deleted', async () => {
    const order = await place();
    await settle(order.orderNo);
    await confirm(order.orderNo);
    const before = await snapshot(db);
    expectRefused(await cancel(order.orderNo), '订单已支付，不能取消');
    expectRefused(await changePay(order.orderNo, 'alipay'), '订单已支付，不能修改支付方式');
    expectRefused(await remove(order.orderNo), '订单已支付，不能删除');
    expect(changedTables(before, await snapshot(db))).toEqual([]);
  });

  it('an order paid at the provider but not yet confirmed can only be confirmed', async () => {
    const order = await place();
    await settle(order.orderNo);
    expectRefused(await cancel(order.orderNo), '订单已付款，请先确认支付，不能取消');
    expectRefused(await changePay(order.orderNo, 'transfer'), '订单已付款，请先确认支付，不能修改支付方式');
    expectRefused(await remove(order.orderNo), '订单已付款，请先确认支付，不能删除');
    // Settled orders do not time out.
    clock.advance(PAY_TIMEOUT_MS + 60_000);
    expect((await confirm(order.orderNo)).body.data.status).toBe('paid');
  });

  it('unpaid → changePayType → cancelled → deleted; a cancelled order takes no other move', async () => {
    const order = await place({ payType: 'wechat' });
    const changed = await changePay(order.orderNo, 'transfer');
    expect(changed.body.data).toMatchObject({ payType: 'transfer', payTypeText: '对公转账', status: 'unpaid' });

    const cancelled = await cancel(order.orderNo);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', statusText: '已取消', cancelReason: 'user', payDeadline: null });
    expectRefused(await cancel(order.orderNo), '订单已取消，请勿重复操作');
    expectRefused(await confirm(order.orderNo), '订单已取消，不能确认支付');
    expectRefused(await changePay(order.orderNo, 'alipay'), '订单已取消，不能修改支付方式');
    expectRefused(await settle(order.orderNo), '订单已取消，不能支付');

    expect((await remove(order.orderNo)).body).toMatchObject({ code: 0, data: { orderNo: order.orderNo } });
    expect((await getOrder(order.orderNo)).body.code).toBe(404);
    expect((await call(app, 'GET', srv(`/info/${order.id}`), { cookie: demo })).body.code).toBe(404);
    expect((await remove(order.orderNo)).body.code).toBe(404);
    expect((await settle(order.orderNo)).body.code).toBe(404);
    // Soft-deleted: the number stays on record.
    const row = await db.selectFrom('trx_orders').select(['status', 'deleted_at']).where('order_no', '=', order.orderNo).executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    expect(row.deleted_at).not.toBeNull();
  });

  it('an unpaid order can be deleted directly', async () => {
    const order = await place();
    expect((await remove(order.orderNo)).body.code).toBe(0);
  });

  it('an unpaid order closes after the payment window and is then only deletable', async () => {
    const order = await place();
    clock.advance(PAY_TIMEOUT_MS);
    const closed = (await getOrder(order.orderNo)).body.data;
    expect(closed).toMatchObject({ status: 'cancelled', statusText: '已超时关闭', cancelReason: 'timeout', payDeadline: null });
    expect(closed.cancelledAt).toBe(new Date(Date.parse(order.createdAt) + PAY_TIMEOUT_MS).toISOString());
    expectRefused(await cancel(order.orderNo), '订单已超时关闭，无需取消');
    expectRefused(await settle(order.orderNo), '订单已超时关闭，不能支付');
    expectRefused(await confirm(order.orderNo), '订单已超时关闭，不能确认支付');
    expectRefused(await changePay(order.orderNo, 'alipay'), '订单已超时关闭，不能修改支付方式');
    expect((await remove(order.orderNo)).body.code).toBe(0);
    const row = await db.selectFrom('trx_orders').select(['status', 'cancel_reason']).where('order_no', '=', order.orderNo).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'cancelled', cancel_reason: 'timeout' });
  });

  it('changing to the same pay type is a no-op', async () => {
    const order = await place({ payType: 'alipay' });
    const before = await snapshot(db);
    const same = await changePay(order.orderNo, 'alipay');
    expect(same.body).toMatchObject({ code: 0, data: { payType: 'alipay', status: 'unpaid' } });
    expect(changedTables(before, await snapshot(db))).toEqual([]);
  });
});

describe('entitlement months', () => {
  it('add whole months, clamped to the end of a shorter month', () => {
    expect(addMonths(new Date('2024-01-31T10:00:00Z'), 1).toISOString()).toBe('2024-02-29T10:00:00.000Z');
    expect(addMonths(new Date('2023-01-31T10:00:00Z'), 1).toISOString()).toBe('2023-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2024-05-15T00:00:00Z'), 12).toISOString()).toBe('2025-05-15T00:00:00.000Z');
  });
});

describe('reading orders', () => {
  it('GET /info/{id} and POST /getOrder answer the same order', async () => {
    const order = await place();
    const info = await call<Trxorder>(app, 'GET', srv(`/info/${order.id}`), { cookie: demo });
    expect(info.body.data).toEqual((await getOrder(order.orderNo)).body.data);
    expect((await call(app, 'GET', srv('/info/abc'), { cookie: demo })).body).toMatchObject({ code: 400, msg: '参数错误：id 必须是数字' });
    expect((await getOrder('GR1')).body).toMatchObject({ code: 400, msg: '参数错误：orderNo 格式不正确' });
    expect((await call(app, 'POST', srv('/confirmPay'), { cookie: demo })).body).toMatchObject({ code: 400, msg: '参数错误：orderNo 不能为空' });
  });

  it("another account's order is not found through any call, and nothing changes", async () => {
    const order = await place();
    const before = await snapshot(db);
    const answers = [
      await getOrder(order.orderNo, demo2),
      await call(app, 'GET', srv(`/info/${order.id}`), { cookie: demo2 }),
      await confirm(order.orderNo, demo2),
      await cancel(order.orderNo, demo2),
      await changePay(order.orderNo, 'alipay', demo2),
      await remove(order.orderNo, demo2),
    ];
    for (const answer of answers) expect(answer.body).toEqual({ code: 404, msg: '数据不存在或无权访问', msgCode: 404, data: null });
    expect(changedTables(before, await snapshot(db))).toEqual([]);
  });
});

describe('the dev payment settlement', () => {
  it('is not registered in production', async () => {
    const production = await createTestApp(db, { env: 'production' });
    const answer = await production.inject({ method: 'POST', url: '/dev/payments/settle', payload: { orderNo: 'GR00000000000000000000' } });
    expect(answer.statusCode).toBe(404);
    expect(production.routeCatalog.some((route) => route.url.startsWith('/dev/'))).toBe(false);
    await production.close();
  });

  it('validates its input and answers 404 for an unknown order', async () => {
    expect((await call(app, 'POST', '/dev/payments/settle', { body: {} })).body).toMatchObject({ code: 400, msg: '参数错误：orderNo 不能为空' });
    expect((await settle('GR00000000000000000000')).body.code).toBe(404);
  });
});
