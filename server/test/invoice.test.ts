import path from 'node:path';
import { type Invoice, invoicePage, invoice as invoiceSchema, type OrderRow, orderPage, type Page } from '@greenroom/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { chinaDay } from '../src/lib/days';
import { invoiceFontPath, yuan } from '../src/modules/trxorder/invoicePdf';
import { changedTables, snapshot } from './dbSnapshot';
import { createTestApp, signedInApp } from './helpers';
import { call } from './request';

const signedIn = signedInApp();

const NOT_FOUND = { code: 404, msg: '数据不存在或无权访问', msgCode: 404, data: null };

async function list(query = '', cookie = signedIn.demo): Promise<Page<Invoice>> {
  const { body } = await call<Page<Invoice>>(signedIn.app, 'GET', `/api/invoice/list${query}`, { cookie });
  expect(body).toMatchObject({ code: 0 });
  return invoicePage.parse(body.data);
}

const apply = (body: Record<string, unknown>, cookie = signedIn.demo) => call<Invoice>(signedIn.app, 'POST', '/api/invoice/apply', { cookie, body });
const personal = (orderId: number) => ({ orderId, titleType: 'personal', title: '张三', email: 'zhangsan@example.com' });
const issue = (id: number) => call<Invoice>(signedIn.app, 'POST', '/dev/invoices/issue', { body: { id } });
const reject = (id: number, reason = '抬头与付款方不一致') => call<Invoice>(signedIn.app, 'POST', '/dev/invoices/reject', { body: { id, reason } });

/** The owner's orders in a given stored state, newest first, with the status of their latest invoice request. */
async function ordersOf(ownerId: number, status: 'paid' | 'unpaid' | 'cancelled') {
  return signedIn.db
    .selectFrom('trx_orders as o')
    .select(['o.id', 'o.order_no', 'o.amount', 'o.title', 'o.settled_at'])
    .select((eb) =>
      eb
        .selectFrom('invoices as i')
        .select('i.status')
        .whereRef('i.order_id', '=', 'o.id')
        .orderBy('i.created_at', 'desc')
        .orderBy('i.id', 'desc')
        .limit(1)
        .as('invoice_status'),
    )
    .where('o.owner_id', '=', ownerId)
    .where('o.status', '=', status)
    .where('o.deleted_at', 'is', null)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
}

/** A paid order of demo that has no invoice request yet (each test takes its own). */
const freshPaid = (() => {
  const taken = new Set<number>();
  return async (ownerId = signedIn.demoId) => {
    const order = (await ordersOf(ownerId, 'paid')).find((row) => row.invoice_status === null && !taken.has(row.id));
    if (!order) throw new Error('the seed has no paid order without an invoice left');
    taken.add(order.id);
    return order;
  };
})();

describe('seeded invoices', () => {
  it('demo has one applying, one issued and one rejected (with a reason) request; demo2 one of its own', async () => {
    const mine = await list('?pageSize=100');
    expect(mine.list.map((row) => row.status).sort()).toEqual(['applying', 'issued', 'rejected']);
    const issued = mine.list.find((row) => row.status === 'issued') as Invoice;
    expect(issued.invoiceNo).toMatch(/^\d{8}$/);
    expect(issued.issuedAt).not.toBeNull();
    expect(mine.list.find((row) => row.status === 'rejected')?.rejectReason).toBeTruthy();
    const theirs = await list('?pageSize=100', signedIn.demo2);
    expect(theirs.total).toBe(1);
    expect(theirs.list.some((row) => mine.list.some((other) => other.id === row.id))).toBe(false);
  });
});

describe('POST /apply', () => {
  it('a paid order gets an applying request for the order amount; the order list shows invoiceStatus', async () => {
    const order = await freshPaid();
    const { body } = await apply({ ...personal(order.id), taxNo: '91310115MA1K4B2C3D' });
    expect(body.code).toBe(0);
    const created = invoiceSchema.parse(body.data);
    expect(created).toMatchObject({
      orderId: order.id,
      orderNo: order.order_no,
      orderTitle: order.title,
      amount: order.amount,
      status: 'applying',
      statusText: '申请中',
      titleType: 'personal',
      // A personal title carries no taxpayer number.
      taxNo: null,
      invoiceNo: null,
      rejectReason: null,
      issuedAt: null,
    });
    expect((await list('?pageSize=1')).list[0]?.id).toBe(created.id);
    const detail = await call<Invoice>(signedIn.app, 'GET', `/api/invoice/${created.id}`, { cookie: signedIn.demo });
    expect(detail.body.data).toEqual(created);
  });

  it('only a paid order: unpaid, settled-but-unconfirmed and cancelled orders are 409 and nothing is written', async () => {
    const unpaid = (await ordersOf(signedIn.demoId, 'unpaid')).filter((row) => row.settled_at === null)[0];
    const settled = (await ordersOf(signedIn.demoId, 'unpaid')).find((row) => row.settled_at !== null);
    const cancelled = (await ordersOf(signedIn.demoId, 'cancelled'))[0];
    const before = await snapshot(signedIn.db);
    for (const order of [unpaid, settled, cancelled]) {
      expect(order).toBeDefined();
      const { body } = await apply(personal(order?.id as number));
      expect(body).toMatchObject({ code: 409, msg: '只有已支付的订单可以申请发票', data: null });
    }
    expect(changedTables(before, await snapshot(signedIn.db))).toEqual([]);
  });

  it('one request at a time: an order whose latest request is applying or issued refuses another (409)', async () => {
    const order = await freshPaid();
    const first = await apply(personal(order.id));
    expect(first.body.code).toBe(0);
    const before = await snapshot(signedIn.db);
    expect((await apply(personal(order.id))).body).toMatchObject({ code: 409, msg: '该订单已申请发票' });
    expect((await issue(first.body.data.id)).body.code).toBe(0);
    expect((await apply(personal(order.id))).body).toMatchObject({ code: 409, msg: '该订单已申请发票' });
    // (issuing wrote; the refused requests did not)
    expect(changedTables(before, await snapshot(signedIn.db))).toEqual(['invoices']);
    expect((await list(`?keyword=${order.order_no}`)).total).toBe(1);
  });

  it('a rejected request may be requested again; the order shows the latest request', async () => {
    const order = await freshPaid();
    const first = await apply(personal(order.id));
    const rejected = await reject(first.body.data.id, '抬头有误');
    expect(rejected.body.data).toMatchObject({ status: 'rejected', statusText: '已驳回', rejectReason: '抬头有误' });
    const again = await apply({ orderId: order.id, titleType: 'company', title: '杭州某某科技有限公司', taxNo: '91330106ma2h3k7l5q', email: 'a@example.com' });
    expect(again.body).toMatchObject({ code: 0, data: { status: 'applying', titleType: 'company', taxNo: '91330106MA2H3K7L5Q' } });
    expect(again.body.data.id).not.toBe(first.body.data.id);
    const rows = await list(`?keyword=${order.order_no}&pageSize=100`);
    expect(rows.list.map((row) => row.status)).toEqual(['applying', 'rejected']);
    const orders = await call<Page<OrderRow>>(signedIn.app, 'GET', `/api/order/${productBase(order.id)}/list?keyword=${order.order_no}`, {
      cookie: signedIn.demo,
    });
    expect(orderPage.parse(orders.body.data).list[0]?.invoiceStatus).toBe(await latestStatus(order.id));
    expect(orders.body.data.list[0]?.invoiceStatus).toBe('applying');
  });

  it('a company title needs a taxpayer number (contract refine), in its format', async () => {
    const order = await freshPaid();
    const before = await snapshot(signedIn.db);
    const missing = await apply({ orderId: order.id, titleType: 'company', title: '某某有限公司', email: 'a@example.com' });
    expect(missing.body).toMatchObject({ code: 400, msg: '参数错误：taxNo 企业抬头必须填写纳税人识别号' });
    const bad = await apply({ orderId: order.id, titleType: 'company', title: '某某有限公司', taxNo: '1234', email: 'a@example.com' });
    expect(bad.body).toMatchObject({ code: 400, msg: expect.stringContaining('纳税人识别号应为 15、17、18 或 20 位') });
    const email = await apply({ ...personal(order.id), email: 'not-an-email' });
    expect(email.body).toMatchObject({ code: 400, msg: '参数错误：email 邮箱格式不正确' });
    expect(changedTables(before, await snapshot(signedIn.db))).toEqual([]);
  });

  it("another account's order, a deleted or missing order: 404 and nothing written", async () => {
    const foreign = await freshPaid(signedIn.demo2Id);
    const cancelled = (await ordersOf(signedIn.demoId, 'cancelled'))[1];
    const removed = await call(signedIn.app, 'DELETE', `/api/order/${productBase(cancelled?.id ?? 0)}/${cancelled?.id}`, { cookie: signedIn.demo });
    expect(removed.body.code).toBe(0);
    const before = await snapshot(signedIn.db);
    expect((await apply(personal(foreign.id))).body).toEqual(NOT_FOUND);
    expect((await apply(personal(cancelled?.id as number))).body).toEqual(NOT_FOUND);
    expect((await apply(personal(99_999_999))).body).toEqual(NOT_FOUND);
    expect(changedTables(before, await snapshot(signedIn.db))).toEqual([]);
  });
});

/** The order list base of an order id (by its product). */
const BASES: Record<number, string> = { 1: 'twzb', 2: 'photo', 3: 'event', 4: 'huipai' };
let productOf: Map<number, number> | null = null;
function productBase(orderId: number): string {
  return BASES[productOf?.get(orderId) ?? 0] ?? 'twzb';
}
async function latestStatus(orderId: number) {
  const row = await signedIn.db
    .selectFrom('invoices')
    .select('status')
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.status ?? null;
}
beforeAll(async () => {
  const rows = await signedIn.db.selectFrom('trx_orders').select(['id', 'product']).execute();
  productOf = new Map(rows.map((row) => [row.id, row.product]));
});

describe('GET /list', () => {
  it('is paged, newest first, scoped to the owner', async () => {
    const stored = await signedIn.db
      .selectFrom('invoices')
      .select('id')
      .where('owner_id', '=', signedIn.demoId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const all = await list('?pageSize=100');
    expect(all.list.map((row) => row.id)).toEqual(stored.map((row) => row.id));
    const second = await list('?pageNum=2&pageSize=1');
    expect(second).toMatchObject({ pageNum: 2, pageSize: 1, total: stored.length });
    expect(second.list.map((row) => row.id)).toEqual([stored[1]?.id]);
  });

  it('filters by status, keyword (order number or title) and request day', async () => {
    const all = (await list('?pageSize=100')).list;
    for (const status of ['applying', 'issued', 'rejected'] as const) {
      const rows = (await list(`?status=${status}&pageSize=100`)).list;
      expect(rows.length).toBe(all.filter((row) => row.status === status).length);
      expect(rows.every((row) => row.status === status)).toBe(true);
    }
    const target = all.find((row) => row.titleType === 'company') as Invoice;
    const sameOrder = all.filter((row) => row.orderNo === target.orderNo).map((row) => row.id);
    expect((await list(`?keyword=${target.orderNo}`)).list.map((row) => row.id)).toEqual(sameOrder);
    const byTitle = await list(`?keyword=${encodeURIComponent(target.title.slice(0, 4))}&pageSize=100`);
    expect(byTitle.list.map((row) => row.id)).toContain(target.id);
    expect(byTitle.list.every((row) => row.title.includes(target.title.slice(0, 4)) || row.orderNo.includes(target.title.slice(0, 4)))).toBe(true);
    const day = chinaDay(new Date(target.createdAt));
    const sameDay = await list(`?startDate=${day}&endDate=${day}&pageSize=100`);
    expect(sameDay.list.map((row) => row.id)).toContain(target.id);
    expect(sameDay.list.every((row) => chinaDay(new Date(row.createdAt)) === day)).toBe(true);
    expect((await list('?keyword=%25')).total).toBe(0);
    expect((await list(`?keyword=${target.orderNo}`, signedIn.demo2)).total).toBe(0);
  });

  it('refuses bad filters with a Chinese message', async () => {
    const cases: [string, string][] = [
      ['?status=paid', '参数错误：status 只能是 applying、issued、rejected 之一'],
      ['?pageSize=101', '参数错误：pageSize 不能大于 100'],
      ['?startDate=2024-05-02&endDate=2024-05-01', '参数错误：endDate 不能早于 startDate'],
    ];
    for (const [query, msg] of cases) {
      expect((await call(signedIn.app, 'GET', `/api/invoice/list${query}`, { cookie: signedIn.demo })).body).toMatchObject({ code: 400, msg });
    }
  });

  it('needs a session', async () => {
    expect((await call(signedIn.app, 'GET', '/api/invoice/list')).status).toBe(401);
    expect((await call(signedIn.app, 'POST', '/api/invoice/apply', { body: personal(1) })).status).toBe(401);
  });
});

describe('GET /{id} and /{id}/pdf', () => {
  it("another account's invoice or a missing one is 404 (detail and PDF)", async () => {
    const theirs = (await list('?pageSize=1', signedIn.demo2)).list[0] as Invoice;
    for (const url of [`/api/invoice/${theirs.id}`, `/api/invoice/${theirs.id}/pdf`, '/api/invoice/99999999', '/api/invoice/99999999/pdf']) {
      expect((await call(signedIn.app, 'GET', url, { cookie: signedIn.demo })).body).toEqual(NOT_FOUND);
    }
  });

  it('the PDF is only for an issued invoice: applying and rejected ones are 409 发票尚未开具', async () => {
    const all = (await list('?pageSize=100')).list;
    for (const status of ['applying', 'rejected'] as const) {
      const row = all.find((invoice) => invoice.status === status) as Invoice;
      const answer = await call(signedIn.app, 'GET', `/api/invoice/${row.id}/pdf`, { cookie: signedIn.demo });
      expect(answer.body).toMatchObject({ code: 409, msg: '发票尚未开具' });
    }
  });

  it('an issued invoice downloads as a PDF with the Chinese font embedded and a UTF-8 file name', async () => {
    const issued = (await list('?status=issued')).list[0] as Invoice;
    const answer = await call(signedIn.app, 'GET', `/api/invoice/${issued.id}/pdf`, { cookie: signedIn.demo });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${issued.invoiceNo}.pdf"; filename*=UTF-8''${encodeURIComponent(`发票-${issued.invoiceNo}.pdf`)}`,
    );
    const pdf = answer.raw;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdf.toString('latin1');
    // The subset font is embedded (a CFF font file), named after Noto Sans CJK SC.
    expect(text).toContain('/FontFile');
    expect(text).toContain('NotoSansCJKsc-Regular');
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // The same invoice gives the same document (its dates are the invoice's, not the clock's).
    const again = await call(signedIn.app, 'GET', `/api/invoice/${issued.id}/pdf`, { cookie: signedIn.demo });
    expect(again.raw.equals(pdf)).toBe(true);
  });
});

describe('dev stand-ins for the finance team', () => {
  it('issue: applying → issued with an 8-digit number; issuing again answers the same invoice', async () => {
    const order = await freshPaid();
    const created = (await apply(personal(order.id))).body.data;
    const issued = await issue(created.id);
    expect(issued.body).toMatchObject({ code: 0, data: { id: created.id, status: 'issued', statusText: '已开具' } });
    expect(issued.body.data.invoiceNo).toMatch(/^\d{8}$/);
    expect(issued.body.data.issuedAt).not.toBeNull();
    const before = await snapshot(signedIn.db);
    expect((await issue(created.id)).body.data).toEqual(issued.body.data);
    expect(changedTables(before, await snapshot(signedIn.db))).toEqual([]);
  });

  it('refuse an invoice that is not applying (409), an unknown id (404) and bad input (400)', async () => {
    const all = (await list('?pageSize=100')).list;
    const issued = all.find((row) => row.status === 'issued') as Invoice;
    const rejected = all.find((row) => row.status === 'rejected') as Invoice;
    const before = await snapshot(signedIn.db);
    expect((await reject(issued.id)).body).toMatchObject({ code: 409, msg: '发票已开具，不能驳回' });
    expect((await reject(rejected.id)).body).toMatchObject({ code: 409, msg: '发票已驳回，请勿重复操作' });
    expect((await issue(rejected.id)).body).toMatchObject({ code: 409, msg: '发票已驳回，不能开具' });
    expect((await issue(99_999_999)).body).toEqual(NOT_FOUND);
    expect((await call(signedIn.app, 'POST', '/dev/invoices/reject', { body: { id: issued.id, reason: '' } })).body.code).toBe(400);
    expect((await call(signedIn.app, 'POST', '/dev/invoices/issue', { body: { id: 0 } })).body.code).toBe(400);
    expect(changedTables(before, await snapshot(signedIn.db))).toEqual([]);
  });

  it('are not registered in production', async () => {
    const production = await createTestApp(signedIn.db, { env: 'production' });
    try {
      const answer = await production.inject({ method: 'POST', url: '/dev/invoices/issue', payload: { id: 1 } });
      expect(answer.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('the invoice font', () => {
  it('is the shipped Noto Sans SC subset by default, found from the sources; INVOICE_FONT overrides it', () => {
    expect(invoiceFontPath(undefined).file).toBe(path.resolve(__dirname, '../assets/fonts/NotoSansSC-GB2312.otf'));
    expect(invoiceFontPath('/fonts/NotoSansCJK-Regular.ttc#NotoSansCJKsc-Regular')).toEqual({
      file: '/fonts/NotoSansCJK-Regular.ttc',
      family: 'NotoSansCJKsc-Regular',
    });
    expect(invoiceFontPath('/fonts/a.ttf')).toEqual({ file: '/fonts/a.ttf', family: undefined });
    expect(yuan(123_450)).toBe('¥1,234.50');
    expect(yuan(5)).toBe('¥0.05');
  });
});
