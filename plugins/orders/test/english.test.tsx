/**
 * Issue 29: the orders plugin's pages in English on a dark page — the order lists, an order's drawer,
 * the invoices (which say that the invoices themselves are Chinese), the purchase page — with no
 * Chinese left but the fixtures' own data (order titles, buyer, booking, invoice titles, price lines).
 */
import type { TrxorderPriceTable } from '@greenroom/contracts';
import { renderPlugin } from '@greenroom/sdk/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import ordersPlugin from '../src/index';
import { detailOf, huipaiRow, invoice, orderRow, pageOf } from './fixtures';

beforeAll(async () => {
  await import('../src/pages/OrderListPage');
  await import('../src/pages/InvoicesPage');
  await import('../src/purchase/PurchasePage');
}, 30000);

/** The Chinese characters of `text` once the fixtures' data is taken out. */
const chineseBesides = (text: string | null, data: readonly string[]) =>
  data.reduce((rest, item) => rest.split(item).join(' '), text ?? '').match(/[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]+/g) ?? [];

/**
 * The text of what this plugin writes on a list page: its tabs, heading and actions, the rows, the
 * dialogs and drawers (the screen kit's own parts — search, filters, pagination — are the kit's).
 */
const pluginText = () =>
  [...document.querySelectorAll('.gr-order-tabs, h1, .gr-list-actions, tbody, [role="dialog"], .semi-banner')].map((e) => e.textContent).join(' ');

const english = { locale: 'en-US', theme: 'dark' } as const;
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

const rows = [
  orderRow(1, 'unpaid', { title: '直播旗舰版 1 个月', amount: 9_900 }),
  orderRow(2, 'settled'),
  orderRow(3, 'paid', { payType: 'transfer', payTypeText: '对公转账' }),
  orderRow(4, 'cancelled'),
  orderRow(5, 'timeout', { payType: 'alipay', payTypeText: '支付宝' }),
];
const orderData = ['直播旗舰版 1 个月', '直播尊享版 1 年', '测试主办方'];

describe('issue 29: the order screens in English, dark', () => {
  it('an order list: English columns, states, payment types, filters and moves; the page is dark; no Chinese but the orders’ titles', async () => {
    renderPlugin(ordersPlugin, { path: '/order/live', ...english, http: { 'GET /api/order/twzb/list': pageOf(rows) } });
    const first = await rowOf(rows[0].orderNo);
    expect(document.body.getAttribute('theme-mode')).toBe('dark');
    expect(screen.getByRole('heading', { name: 'Live orders' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invoices' })).toBeTruthy();
    for (const header of ['Order number / Date', 'Product', 'Amount / Payment', 'Status'])
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    expect(within(first).getByText('Unpaid')).toBeTruthy();
    expect(within(first).getByText('WeChat Pay')).toBeTruthy();
    expect(within(await rowOf(rows[1].orderNo)).getByText('To confirm')).toBeTruthy();
    expect(within(await rowOf(rows[2].orderNo)).getByText('Bank transfer')).toBeTruthy();
    expect(within(await rowOf(rows[4].orderNo)).getByText('Timed out')).toBeTruthy();
    expect(within(await rowOf(rows[4].orderNo)).getByText('Alipay')).toBeTruthy();
    // Issue 25: the five moves' English names are wider than the row's actionsWidth: the row keeps
    // what it can do first — an unpaid order Details and Continue payment, a paid one Details and
    // Request invoice — then More with the rest, each keeping its name and its reason.
    const unpaid = within(first);
    expect(unpaid.getByRole('button', { name: `Continue payment ${rows[0].orderNo}` })).toBeTruthy();
    const third = within(await rowOf(rows[2].orderNo));
    expect(third.getByRole('button', { name: `Request invoice ${rows[2].orderNo}` })).toBeTruthy();
    expect(third.queryByRole('button', { name: `Continue payment ${rows[2].orderNo}` })).toBeNull();
    expect(third.queryByRole('button', { name: `Cancel order ${rows[2].orderNo}` })).toBeNull();
    await act(async () => fireEvent.click(third.getByRole('button', { name: `More ${rows[2].orderNo}` })));
    const cancel = screen.getByRole('menuitem', { name: `Cancel order ${rows[2].orderNo}` });
    expect(cancel.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('menuitem', { name: `Continue payment ${rows[2].orderNo}` }).getAttribute('aria-disabled')).toBe('true');
    await act(async () => fireEvent.keyDown(cancel, { key: 'Escape' }));
    expect(chineseBesides(pluginText(), orderData)).toEqual([]);
  });

  it('an order’s drawer: English sections, timeline and booking; only the order’s own data stays Chinese', async () => {
    const row = huipaiRow(8, 'cancelled');
    const booking = {
      serviceDate: '2026-12-05',
      city: '杭州市',
      address: '西湖区文三路 478 号',
      contactName: '王晓敏',
      contactPhone: '139****1234',
      photographers: 2,
      hours: 8,
      remark: '下午两点开始',
    };
    renderPlugin(ordersPlugin, {
      path: '/order/onsite?order=8',
      ...english,
      http: {
        'GET /api/order/huipai/list': pageOf([row]),
        'GET /api/order/huipai/info/:id': { data: detailOf(row, { cancelReason: 'timeout', booking }) },
      },
    });
    const drawer = await screen.findByRole('dialog', { name: 'Order details' });
    await within(drawer).findByText(booking.address);
    for (const text of [
      'Booking',
      'Timeline',
      'On-site shoot',
      '2 photographers · 8 hours',
      'Cancelled (unpaid in time, closed automatically)',
      '测试主办方 (138****5678)',
    ]) {
      expect(within(drawer).getByText(text)).toBeTruthy();
    }
    // A refused move says why, in English.
    const cancel = within(drawer).getByRole('button', { name: 'Cancel order' });
    expect(cancel.getAttribute('aria-description')).toBe('The order timed out and was closed; no need to cancel it');
    const data = [row.title, booking.city, booking.address, booking.contactName, booking.remark, '测试主办方'];
    expect(chineseBesides(pluginText(), data)).toEqual([]);
  });

  it('the invoices: English list and request form, saying that invoices are issued in Chinese', async () => {
    const list = [invoice(1, 'applying', { titleType: 'personal', taxNo: null, title: '王晓敏' }), invoice(2, 'issued'), invoice(3, 'rejected')];
    renderPlugin(ordersPlugin, {
      path: '/order/invoice',
      ...english,
      http: { 'GET /api/invoice/list': pageOf(list), 'GET /api/order/:base/list': pageOf([orderRow(9, 'paid')]) },
    });
    const issued = await rowOf(list[1].orderNo);
    expect(screen.getByRole('heading', { name: 'Invoices' })).toBeTruthy();
    expect(screen.getByText('Invoices are issued in Chinese (legal documents).')).toBeTruthy();
    expect(within(issued).getByText('Issued')).toBeTruthy();
    expect(within(issued).getByText(`Company · ${list[1].taxNo}`)).toBeTruthy();
    expect(within(issued).getByText('Invoice number: 26330000000012345678')).toBeTruthy();
    expect(within(issued).getByRole('button', { name: /^Download PDF / })).toBeTruthy();
    expect(within(await rowOf(list[2].orderNo)).getByText('Reason for rejection: 抬头与纳税人识别号不一致')).toBeTruthy();
    const data = ['直播尊享版 1 年', '杭州青绿会务有限公司', '王晓敏', '抬头与纳税人识别号不一致'];
    expect(chineseBesides(pluginText(), data)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Request invoice' }));
    const form = await screen.findByRole('dialog', { name: 'Request invoice' });
    expect(within(form).getByText('Invoices are issued in Chinese (legal documents).')).toBeTruthy();
    for (const label of ['Order', 'Title type', 'Invoice title', 'Email']) expect(within(form).getByText(label)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Submit request' }));
    expect(await within(form).findByText('Please choose Order')).toBeTruthy();
    expect(chineseBesides(form.textContent, data)).toEqual([]);
  });

  it('one loaded module serves both languages (as the server renders pages in both): nothing is read into a constant', async () => {
    for (const [locale, header, state, invoiceHeader] of [
      ['en-US', 'Order number / Date', 'Paid', 'Invoice title / Email'],
      ['zh-CN', '订单号 / 下单时间', '已支付', '发票抬头 / 接收邮箱'],
      ['en-US', 'Order number / Date', 'Paid', 'Invoice title / Email'],
    ] as const) {
      const list = renderPlugin(ordersPlugin, { path: '/order/live', locale, http: { 'GET /api/order/twzb/list': pageOf([rows[2]]) } });
      expect(within(await rowOf(rows[2].orderNo)).getByText(state)).toBeTruthy();
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
      list.unmount();
      const invoices = renderPlugin(ordersPlugin, { path: '/order/invoice', locale, http: { 'GET /api/invoice/list': pageOf([invoice(2, 'issued')]) } });
      expect(await screen.findByRole('columnheader', { name: invoiceHeader })).toBeTruthy();
      invoices.unmount();
    }
  });
});

/** The live editions' price table (the reference server's lines, Chinese data). */
const liveTable: TrxorderPriceTable = {
  priceId: 2,
  title: '价格表',
  companyPrice: false,
  items: [1, 2].flatMap((type) =>
    ([1, 12] as const).map((months) => ({
      priceId: 2,
      product: 1,
      kind: 'edition' as const,
      type,
      capacity: null,
      months,
      title: `${type === 1 ? '直播旗舰版' : '直播尊享版'} ${months === 12 ? '1 年' : '1 个月'}`,
      originalPrice: 59_900 * type * months,
      price: 59_900 * type * months,
    })),
  ),
};
const purchaseData = ['直播旗舰版', '直播尊享版', '1 年', '测试主办方'];

describe('issue 29: the purchase page in English, dark', () => {
  it('choosing: English steps, products, durations, payment methods and summary', async () => {
    renderPlugin(ordersPlugin, { path: '/purchase?product=live', ...english, http: { 'GET /srv/trxorder/photo/getPrice/:id': { data: liveTable } } });
    expect(await screen.findByRole('button', { name: 'Place order' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Buy services' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Purchase steps' }).textContent).toBe('1Choose2Pay3Done');
    for (const text of ['Cloud Photo', 'Extra storage', 'On-site shoot', '1 month', '1 year', 'WeChat Pay', 'Bank transfer', 'Amount due']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(chineseBesides(document.body.textContent, purchaseData)).toEqual([]);
  });

  it('paying: the order, the QR code, the countdown and the bank account in English', async () => {
    const unpaid = { ...detailOf(orderRow(7, 'unpaid')), payDeadline: new Date(Date.now() + 3600_000).toISOString() };
    const view = renderPlugin(ordersPlugin, {
      path: `/purchase?orderNo=${unpaid.orderNo}`,
      ...english,
      http: { 'POST /srv/trxorder/getOrder': { data: unpaid } },
    });
    expect(await screen.findByRole('img', { name: 'WeChat Pay payment QR code' })).toBeTruthy();
    for (const text of ['Scan with WeChat Pay to pay', 'Time left to pay', 'Change payment method'])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getByRole('status').textContent).toContain('Waiting for the payment');
    expect(chineseBesides(document.body.textContent, purchaseData)).toEqual([]);
    view.unmount();

    renderPlugin(ordersPlugin, {
      path: `/purchase?orderNo=${unpaid.orderNo}`,
      ...english,
      http: { 'POST /srv/trxorder/getOrder': { data: { ...unpaid, payType: 'transfer' } } },
    });
    expect(await screen.findByText('Greenroom Technology Co., Ltd. (sample account)')).toBeTruthy();
    expect(chineseBesides(document.body.textContent, purchaseData)).toEqual([]);
  });

  it('paid: the success step in English', async () => {
    const paid = detailOf(orderRow(7, 'paid'));
    renderPlugin(ordersPlugin, { path: `/purchase?orderNo=${paid.orderNo}`, ...english, http: { 'POST /srv/trxorder/getOrder': { data: paid } } });
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeTruthy();
    expect(screen.getByText('Activated: 直播尊享版 1 年')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Back to the console' })).toBeTruthy());
    expect(chineseBesides(document.body.textContent, purchaseData)).toEqual([]);
  });
});
