import { type OrderHuipaiRow, type OrderRow, orderHuipaiPage, orderPage, type Page, type Trxorder, trxorder } from '@greenroom/contracts';
import { describe, expect, it } from 'vitest';
import { chinaDay } from '../src/lib/days';
import { changedTables, snapshot } from './dbSnapshot';
import { signedInApp } from './helpers';
import { call } from './request';

const signedIn = signedInApp();

async function list(base: 'twzb' | 'photo' | 'event' | 'huipai', query = '', cookie = signedIn.demo): Promise<Page<OrderRow>> {
  const { body } = await call<Page<OrderRow>>(signedIn.app, 'GET', `/api/order/${base}/list${query}`, { cookie });
  expect(body).toMatchObject({ code: 0 });
  return (base === 'huipai' ? orderHuipaiPage : orderPage).parse(body.data);
}

const PRODUCT_OF = { twzb: 1, photo: 2, event: 3, huipai: 4 } as const;

describe('order lists', () => {
  it('each list shows only its product, paged and newest first', async () => {
    for (const base of ['twzb', 'photo', 'event', 'huipai'] as const) {
      const stored = await signedIn.db
        .selectFrom('trx_orders')
        .select('id')
        .where('owner_id', '=', signedIn.demoId)
        .where('product', '=', PRODUCT_OF[base])
        .where('deleted_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      expect(stored.length).toBeGreaterThan(2);
      const first = await list(base, '?pageSize=2');
      expect(first).toMatchObject({ pageNum: 1, pageSize: 2, total: stored.length });
      const all = await list(base, '?pageSize=100');
      expect(all.list.map((row) => row.id)).toEqual(stored.map((row) => row.id));
      expect(all.list.every((row) => row.product === PRODUCT_OF[base])).toBe(true);
      const second = await list(base, '?pageNum=2&pageSize=2');
      expect(second.list.map((row) => row.id)).toEqual(stored.slice(2, 4).map((row) => row.id));
    }
  });

  it('rows carry order no, product, amount in fen, status, masked buyer and times', async () => {
    const page = await list('twzb', '?pageSize=100');
    const paid = page.list.find((row) => row.status === 'paid');
    expect(paid).toMatchObject({ productName: '直播', statusText: '已支付', buyerName: '绿幕直播工作室', buyerPhone: '138****5678' });
    expect(paid?.paidAt).not.toBeNull();
    expect(Number.isInteger(paid?.amount)).toBe(true);
    const huipai = await list('huipai', '?pageSize=100');
    expect((huipai.list as OrderHuipaiRow[]).every((row) => /^\d{4}-\d{2}-\d{2}$/.test(row.serviceDate ?? '') && row.city)).toBe(true);
  });

  it('status filter counts orders past their payment window as cancelled', async () => {
    const all = await list('twzb', '?pageSize=100');
    const byStatus = async (status: string) => (await list('twzb', `?pageSize=100&status=${status}`)).list;
    const unpaid = await byStatus('unpaid');
    const cancelled = await byStatus('cancelled');
    const paid = await byStatus('paid');
    expect(unpaid.length + cancelled.length + paid.length).toBe(all.total);
    expect(cancelled.some((row) => row.statusText === '已超时关闭')).toBe(true);
    expect(unpaid.every((row) => row.status === 'unpaid' && row.statusText === '待支付')).toBe(true);
  });

  it('state filter tells 待确认 (settled) from 待支付 and 已超时 (timeout) from 已取消, and the five partition the list', async () => {
    const placed = await call<{ orderNo: string }>(signedIn.app, 'POST', '/srv/trxorder/addOrder', {
      cookie: signedIn.demo,
      body: { priceId: 2, product: 1, type: 1, months: 1, payType: 'wechat' },
    });
    expect(placed.body).toMatchObject({ code: 0 });
    await call(signedIn.app, 'POST', '/dev/payments/settle', { body: { orderNo: placed.body.data.orderNo } });
    const all = await list('twzb', '?pageSize=100');
    const byState = async (state: string) => (await list('twzb', `?pageSize=100&state=${state}`)).list;
    const states = ['unpaid', 'settled', 'paid', 'cancelled', 'timeout'] as const;
    const lists = await Promise.all(states.map(byState));
    expect(lists.reduce((sum, rows) => sum + rows.length, 0)).toBe(all.total);
    const [unpaid, settled, paid, cancelled, timeout] = lists as OrderRow[][];
    expect(settled?.map((row) => row.orderNo)).toContain(placed.body.data.orderNo);
    expect(settled?.every((row) => row.status === 'unpaid' && row.settled)).toBe(true);
    expect(unpaid?.every((row) => row.status === 'unpaid' && !row.settled)).toBe(true);
    expect(paid?.every((row) => row.status === 'paid')).toBe(true);
    expect(cancelled?.every((row) => row.status === 'cancelled' && row.cancelReason === 'user')).toBe(true);
    expect(timeout?.length).toBeGreaterThan(0);
    expect(timeout?.every((row) => row.status === 'cancelled' && row.cancelReason === 'timeout')).toBe(true);
  });

  it('keyword matches the order number or the product title; payType and created-day range filter', async () => {
    const all = await list('event', '?pageSize=100');
    const target = all.list[3] as OrderRow;
    expect((await list('event', `?keyword=${target.orderNo}`)).list.map((row) => row.id)).toEqual([target.id]);
    const enterprise = await list('event', `?keyword=${encodeURIComponent('企业版')}&pageSize=100`);
    expect(enterprise.list.every((row) => row.title.includes('企业版'))).toBe(true);
    const wechat = await list('event', '?payType=wechat&pageSize=100');
    expect(wechat.list.every((row) => row.payType === 'wechat')).toBe(true);
    const day = chinaDay(new Date(target.createdAt));
    const sameDay = await list('event', `?startDate=${day}&endDate=${day}&pageSize=100`);
    expect(sameDay.list.map((row) => row.id)).toContain(target.id);
    expect(sameDay.list.every((row) => chinaDay(new Date(row.createdAt)) === day)).toBe(true);
    expect((await list('event', '?keyword=%25')).total).toBe(0);
  });

  it('an order placed through /srv/trxorder shows up at the top of its list', async () => {
    const placed = await call<Trxorder>(signedIn.app, 'POST', '/srv/trxorder/addOrder', {
      cookie: signedIn.demo,
      body: { priceId: 2, product: 3, type: 2, months: 12, payType: 'alipay' },
    });
    const top = (await list('event', '?pageSize=1')).list[0];
    expect(top).toMatchObject({ id: placed.body.data.id, orderNo: placed.body.data.orderNo, status: 'unpaid', title: '活动直播版 1 年' });
  });

  it('the other account sees only its own orders', async () => {
    const theirs = await list('twzb', '?pageSize=100', signedIn.demo2);
    const ids = await signedIn.db.selectFrom('trx_orders').select('id').where('owner_id', '=', signedIn.demoId).execute();
    const mine = new Set(ids.map((row) => row.id));
    expect(theirs.list.some((row) => mine.has(row.id))).toBe(false);
  });

  it('refuses bad filters with a Chinese message', async () => {
    const cases: [string, string][] = [
      ['?pageSize=101', '参数错误：pageSize 不能大于 100'],
      ['?pageNum=0', '参数错误：pageNum 不能小于 1'],
      ['?status=done', '参数错误：status 只能是 unpaid、paid、cancelled 之一'],
      ['?payType=cash', '参数错误：payType 只能是 wechat、alipay、transfer 之一'],
      ['?startDate=2024-05-02&endDate=2024-05-01', '参数错误：endDate 不能早于 startDate'],
      ['?startDate=2024-13-01', '参数错误：startDate 不是有效的日期'],
      [`?keyword=${'长'.repeat(51)}`, '参数错误：keyword 长度不能超过 50 个字符'],
    ];
    for (const [query, msg] of cases) {
      const { body } = await call(signedIn.app, 'GET', `/api/order/huipai/list${query}`, { cookie: signedIn.demo });
      expect(body).toMatchObject({ code: 400, msg });
    }
  });
});

describe('huipai order detail', () => {
  it('GET /huipai/info/{id} answers the order with its booking', async () => {
    const row = (await list('huipai', '?pageSize=1')).list[0] as OrderHuipaiRow;
    const { body } = await call<Trxorder>(signedIn.app, 'GET', `/api/order/huipai/info/${row.id}`, { cookie: signedIn.demo });
    const detail = trxorder.parse(body.data);
    expect(detail).toMatchObject({ id: row.id, orderNo: row.orderNo, product: 4, kind: 'service' });
    expect(detail.booking).toMatchObject({ serviceDate: row.serviceDate, city: row.city, contactPhone: expect.stringMatching(/^\d{3}\*{4}\d{4}$/) });
  });

  it('a live order id, a foreign id or a missing id is not found', async () => {
    const live = (await list('twzb', '?pageSize=1')).list[0] as OrderRow;
    const foreign = (await list('huipai', '?pageSize=1', signedIn.demo2)).list[0] as OrderRow;
    for (const id of [live.id, foreign.id, 99999999]) {
      const { body } = await call(signedIn.app, 'GET', `/api/order/huipai/info/${id}`, { cookie: signedIn.demo });
      expect(body).toEqual({ code: 404, msg: '数据不存在或无权访问', msgCode: 404, data: null });
    }
  });
});

describe('deleting orders', () => {
  it('deletes a cancelled order from its list, refuses a paid one', async () => {
    const all = (await list('twzb', '?pageSize=100')).list;
    const cancelled = all.find((row) => row.status === 'cancelled') as OrderRow;
    const paid = all.find((row) => row.status === 'paid') as OrderRow;

    const before = await snapshot(signedIn.db);
    const refused = await call(signedIn.app, 'DELETE', `/api/order/twzb/${paid.id}`, { cookie: signedIn.demo });
    expect(refused.body).toMatchObject({ code: 409, msg: '订单已支付，不能删除' });
    expect(changedTables(before, await snapshot(signedIn.db))).toEqual([]);

    const done = await call(signedIn.app, 'DELETE', `/api/order/twzb/${cancelled.id}`, { cookie: signedIn.demo });
    expect(done.body).toMatchObject({ code: 0, data: { id: cancelled.id, orderNo: cancelled.orderNo } });
    const after = await list('twzb', '?pageSize=100');
    expect(after.total).toBe(all.length - 1);
    expect(after.list.some((row) => row.id === cancelled.id)).toBe(false);
    expect((await call(signedIn.app, 'DELETE', `/api/order/twzb/${cancelled.id}`, { cookie: signedIn.demo })).body.code).toBe(404);
  });

  it("an event order through the twzb route, another account's order and a bad id change nothing", async () => {
    const event = (await list('event', '?pageSize=100')).list.find((row) => row.status !== 'paid') as OrderRow;
    const foreign = (await list('huipai', '?pageSize=100', signedIn.demo2)).list[0] as OrderRow;
    const before = await snapshot(signedIn.db);
    expect((await call(signedIn.app, 'DELETE', `/api/order/twzb/${event.id}`, { cookie: signedIn.demo })).body.code).toBe(404);
    expect((await call(signedIn.app, 'DELETE', `/api/order/huipai/${foreign.id}`, { cookie: signedIn.demo })).body.code).toBe(404);
    expect((await call(signedIn.app, 'DELETE', '/api/order/event/-1', { cookie: signedIn.demo })).body).toMatchObject({
      code: 400,
      msg: '参数错误：id 不能小于 1',
    });
    expect(changedTables(before, await snapshot(signedIn.db))).toEqual([]);
  });

  it('requires a session', async () => {
    expect((await call(signedIn.app, 'DELETE', '/api/order/event/1')).status).toBe(401);
    expect((await call(signedIn.app, 'GET', '/api/order/event/list')).status).toBe(401);
  });
});

describe('photo orders (product 2) and the row fields of every list', () => {
  it('GET /photo/list: both accounts have photo editions and storage capacity, paid, unpaid and cancelled', async () => {
    for (const cookie of [signedIn.demo, signedIn.demo2]) {
      const rows = (await list('photo', '?pageSize=100', cookie)).list;
      expect(rows.every((row) => row.product === 2 && row.productName === '云摄影')).toBe(true);
      const editions = rows.filter((row) => row.kind === 'edition');
      const capacity = rows.filter((row) => row.kind === 'capacity');
      expect(editions.length).toBeGreaterThan(0);
      expect(capacity.length).toBeGreaterThan(0);
      expect(editions.every((row) => [1, 2, 3].includes(row.type ?? 0) && [1, 12].includes(row.months ?? 0) && row.capacity === null)).toBe(true);
      expect(capacity.every((row) => [50, 100, 500, 1000].includes(row.capacity ?? 0) && row.type === null)).toBe(true);
      const statuses = new Set(rows.map((row) => row.status));
      expect([...statuses].sort()).toEqual(['cancelled', 'paid', 'unpaid']);
      expect(rows.some((row) => row.cancelReason === 'user')).toBe(true);
    }
  });

  it('GET /photo/list filters by status, keyword and payType like the other lists', async () => {
    const all = (await list('photo', '?pageSize=100')).list;
    const paid = (await list('photo', '?status=paid&pageSize=100')).list;
    expect(paid.map((row) => row.id)).toEqual(all.filter((row) => row.status === 'paid').map((row) => row.id));
    const target = all[1] as OrderRow;
    expect((await list('photo', `?keyword=${target.orderNo}`)).list.map((row) => row.id)).toEqual([target.id]);
    const capacity = await list('photo', `?keyword=${encodeURIComponent('扩容')}&pageSize=100`);
    expect(capacity.total).toBeGreaterThan(0);
    expect(capacity.list.every((row) => row.kind === 'capacity')).toBe(true);
    const alipay = (await list('photo', '?payType=alipay&pageSize=100')).list;
    expect(alipay.every((row) => row.payType === 'alipay')).toBe(true);
  });

  it('rows carry kind, type, months, capacity, cancelReason, settled and payDeadline exactly as /srv/trxorder/getOrder answers them', async () => {
    const fields = [
      'id',
      'orderNo',
      'kind',
      'type',
      'months',
      'capacity',
      'amount',
      'status',
      'statusText',
      'cancelReason',
      'settled',
      'payDeadline',
      'paidAt',
      'cancelledAt',
    ] as const;
    const rows = [...(await list('twzb', '?pageSize=100')).list, ...(await list('photo', '?pageSize=100')).list];
    const seen = new Set<string>();
    for (const row of rows) {
      const { body } = await call<Trxorder>(signedIn.app, 'POST', '/srv/trxorder/getOrder', { cookie: signedIn.demo, body: { orderNo: row.orderNo } });
      const order = trxorder.parse(body.data);
      for (const field of fields) expect(row[field], `${row.orderNo} ${field}`).toEqual(order[field]);
      seen.add(`${row.status}/${row.cancelReason ?? (row.settled ? 'settled' : '-')}`);
    }
    // Every state appears: unpaid, unpaid and settled, paid, cancelled by the user, timed out.
    expect([...seen].sort()).toEqual(['cancelled/timeout', 'cancelled/user', 'paid/settled', 'unpaid/-', 'unpaid/settled']);
    const unpaid = rows.find((row) => row.status === 'unpaid' && !row.settled) as OrderRow;
    expect(Date.parse(unpaid.payDeadline ?? '') - Date.parse(unpaid.createdAt)).toBe(24 * 3600_000);
    expect(rows.filter((row) => row.status !== 'unpaid' || row.settled).every((row) => row.payDeadline === null)).toBe(true);
  });

  it("invoiceStatus is the status of the order's latest invoice request, null without one", async () => {
    const requests = await signedIn.db
      .selectFrom('invoices')
      .select(['order_id', 'status'])
      .where('owner_id', '=', signedIn.demoId)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
    const latest = new Map(requests.map((row) => [row.order_id, row.status]));
    expect(latest.size).toBeGreaterThan(0);
    let withInvoice = 0;
    for (const base of ['twzb', 'photo', 'event', 'huipai'] as const) {
      for (const row of (await list(base, '?pageSize=100')).list) {
        expect(row.invoiceStatus, row.orderNo).toBe(latest.get(row.id) ?? null);
        if (row.invoiceStatus) withInvoice++;
      }
    }
    expect(withInvoice).toBe(latest.size);
  });

  it('DELETE /photo/{id}: a cancelled photo order goes, a paid one is 409, another product or account is 404', async () => {
    const rows = (await list('photo', '?pageSize=100')).list;
    const cancelled = rows.find((row) => row.status === 'cancelled') as OrderRow;
    const paid = rows.find((row) => row.status === 'paid') as OrderRow;
    const live = (await list('twzb', '?pageSize=100')).list.find((row) => row.status === 'cancelled') as OrderRow;
    const foreign = (await list('photo', '?pageSize=100', signedIn.demo2)).list.find((row) => row.status === 'cancelled') as OrderRow;
    const before = await snapshot(signedIn.db);
    expect((await call(signedIn.app, 'DELETE', `/api/order/photo/${paid.id}`, { cookie: signedIn.demo })).body).toMatchObject({
      code: 409,
      msg: '订单已支付，不能删除',
    });
    expect((await call(signedIn.app, 'DELETE', `/api/order/photo/${live.id}`, { cookie: signedIn.demo })).body.code).toBe(404);
    expect((await call(signedIn.app, 'DELETE', `/api/order/photo/${foreign.id}`, { cookie: signedIn.demo })).body.code).toBe(404);
    expect(changedTables(before, await snapshot(signedIn.db))).toEqual([]);
    const done = await call(signedIn.app, 'DELETE', `/api/order/photo/${cancelled.id}`, { cookie: signedIn.demo });
    expect(done.body).toMatchObject({ code: 0, data: { id: cancelled.id, orderNo: cancelled.orderNo } });
    expect((await list('photo', '?pageSize=100')).list.some((row) => row.id === cancelled.id)).toBe(false);
  });
});
