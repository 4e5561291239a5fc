import { renderPlugin } from '@greenroom/sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ordersPlugin from '../src/index';
import { invoice, orderRow, pageOf, requestsTo } from './fixtures';

beforeAll(async () => {
  await import('../src/pages/InvoicesPage');
  await import('../src/pages/OrderListPage');
}, 30000);
afterEach(() => vi.restoreAllMocks());

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const form = () => screen.getByRole('dialog', { name: '申请发票' });
const field = (label: string) => within(form()).getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(within(form()).getByRole('button', { name: '提交申请' }));
const paid = orderRow(3, 'paid', { title: '直播企业版 1 年' });

/** The orders page with a paid order whose 申请发票 opens the form. */
async function openFromOrder(apply: Parameters<typeof renderPlugin>[1]['http'] = {}) {
  const view = renderPlugin(ordersPlugin, {
    path: '/order/live',
    http: { 'GET /api/order/twzb/list': pageOf([paid]), ...apply },
  });
  fireEvent.click(within(await rowOf(paid.orderNo)).getByRole('button', { name: `申请发票 ${paid.orderNo}` }));
  await screen.findByRole('dialog', { name: '申请发票' });
  return view;
}

describe('orders plugin — the invoice request form', () => {
  it('a company title needs a tax number of 15/17/18/20 digits or capitals, upper-cased as typed; the e-mail must be one', async () => {
    const view = await openFromOrder({ 'POST /api/invoice/apply': { data: invoice(9, 'applying') } });
    // The order is fixed: its number is shown, not chosen.
    expect(within(form()).getByText(new RegExp(paid.orderNo))).toBeTruthy();
    // A personal title has no tax number field.
    expect(within(form()).queryByLabelText('纳税人识别号')).toBeNull();
    fireEvent.click(within(form()).getByText('企业'));
    type('发票抬头', '杭州青绿会务有限公司');
    type('接收邮箱', '');
    submit();
    expect(await within(form()).findByText('请输入纳税人识别号')).toBeTruthy();
    expect(within(form()).getByText('请输入接收邮箱')).toBeTruthy();
    type('纳税人识别号', '91330106ma2h3k7x');
    expect(field('纳税人识别号').value).toBe('91330106MA2H3K7X');
    type('接收邮箱', 'finance@');
    submit();
    expect(await within(form()).findByText('纳税人识别号应为 15、17、18 或 20 位数字或大写字母')).toBeTruthy();
    expect(within(form()).getByText('邮箱格式不正确')).toBeTruthy();
    expect(field('纳税人识别号').getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(view.services.requests, 'POST', '/api/invoice/apply')).toHaveLength(0);

    type('纳税人识别号', '91330106ma2h3k7x5q');
    type('接收邮箱', 'finance@example.com');
    submit();
    await waitFor(() => expect(requestsTo(view.services.requests, 'POST', '/api/invoice/apply')).toHaveLength(1));
    expect(requestsTo(view.services.requests, 'POST', '/api/invoice/apply')[0]?.data).toEqual({
      orderId: 3,
      titleType: 'company',
      title: '杭州青绿会务有限公司',
      taxNo: '91330106MA2H3K7X5Q',
      email: 'finance@example.com',
    });
    await waitFor(() => expect(view.services.toasts).toContainEqual({ type: 'success', text: '发票申请已提交' }));
    // The row is read again: its 申请发票 now answers the invoice's state.
    await waitFor(() => expect(requestsTo(view.services.requests, 'GET', '/api/order/twzb/list')).toHaveLength(2));
  }, 20000);

  it('a personal title sends no tax number; the e-mail starts as the account’s', async () => {
    const view = await openFromOrder({ 'POST /api/invoice/apply': { data: invoice(9, 'applying') } });
    expect(field('接收邮箱').value).toBe('tester@example.com');
    type('发票抬头', '王晓敏');
    submit();
    await waitFor(() =>
      expect(requestsTo(view.services.requests, 'POST', '/api/invoice/apply')[0]?.data).toEqual({
        orderId: 3,
        titleType: 'personal',
        title: '王晓敏',
        taxNo: undefined,
        email: 'tester@example.com',
      }),
    );
  });

  it('shows the server’s validation error on its field, and a refusal above the fields; the form stays open', async () => {
    const replies = [
      { code: 400, msg: '参数错误：email 邮箱格式不正确' },
      { code: 409, msg: '该订单的发票正在申请中' },
    ];
    const view = await openFromOrder({ 'POST /api/invoice/apply': () => replies.shift() ?? { code: 500, msg: '' } });
    type('发票抬头', '王晓敏');
    submit();
    const error = await within(form()).findByText('邮箱格式不正确');
    expect(error.id).toBe(field('接收邮箱').getAttribute('aria-describedby')?.split(' ')[0]);
    submit();
    expect(await within(form()).findByText('该订单的发票正在申请中')).toBeTruthy();
    // Shown in the form, not toasted as well.
    expect(view.services.toasts.filter((toast) => toast.type === 'error')).toEqual([]);
  });
});

describe('orders plugin — invoices (/order/invoice)', () => {
  const rows = [
    invoice(1, 'applying'),
    invoice(2, 'issued', { title: '青绿传媒' }),
    invoice(3, 'rejected', { title: '王晓敏', titleType: 'personal', taxNo: null }),
  ];

  it('lists order, product, title, tax number, amount, e-mail, state with the reject reason, and times', async () => {
    renderPlugin(ordersPlugin, { path: '/order/invoice', http: { 'GET /api/invoice/list': pageOf(rows) }, config: { env: 'release' } });
    const issued = await rowOf('青绿传媒');
    for (const text of [rows[1].orderNo, '直播尊享版 1 年', '企业 · 91330106MA2H3K7X5Q', '¥2,980.00', 'finance@example.com', '已开具']) {
      expect(within(issued).getByText(text)).toBeTruthy();
    }
    const rejected = await rowOf('王晓敏');
    expect(within(rejected).getByText('已驳回')).toBeTruthy();
    expect(within(rejected).getByText('驳回原因：抬头与纳税人识别号不一致')).toBeTruthy();
    expect(within(await rowOf('杭州青绿会务有限公司')).getByText('申请中')).toBeTruthy();
  });

  it('keeps state, days and search in the address and sends them to the server', async () => {
    const view = renderPlugin(ordersPlugin, {
      path: '/order/invoice?status=rejected&keyword=青绿&from=2026-11-01&to=2026-11-30',
      http: { 'GET /api/invoice/list': pageOf([]) },
    });
    await waitFor(() => expect(requestsTo(view.services.requests, 'GET', '/api/invoice/list')).toHaveLength(1));
    expect(requestsTo(view.services.requests, 'GET', '/api/invoice/list')[0]?.params).toMatchObject({
      status: 'rejected',
      keyword: '青绿',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
    // Nothing matches: the kit's empty state (a filtered list's offers 清除筛选).
    expect(await screen.findByText(/暂无发票申请|没有符合筛选条件/)).toBeTruthy();
  });

  it('downloads the PDF of an issued invoice under the server’s file name; not before it is issued', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const view = renderPlugin(ordersPlugin, {
      path: '/order/invoice',
      http: {
        'GET /api/invoice/list': pageOf(rows),
        'GET /api/invoice/:id/pdf': { data: new Blob(['%PDF-1.4']), fileName: `发票_${rows[1].orderNo}.pdf` },
      },
    });
    // Not before it is issued: a request still waiting offers 下载 PDF disabled — under 更多 here, where
    // the development stand-ins it can use come first (issue 25: a fold keeps what the row can do).
    fireEvent.click(within(await rowOf('杭州青绿会务有限公司')).getByRole('button', { name: /^更多/ }));
    expect((await screen.findByRole('menuitem', { name: /^下载 PDF/ })).getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(screen.getByRole('menuitem', { name: /^下载 PDF/ }), { key: 'Escape' });
    fireEvent.click(within(await rowOf('青绿传媒')).getByRole('button', { name: /^下载 PDF/ }));
    await waitFor(() => expect(saved).toEqual([`发票_${rows[1].orderNo}.pdf`]));
    expect(requestsTo(view.services.requests, 'GET', '/api/invoice/2/pdf')).toHaveLength(1);
  });

  it('申请发票 offers the paid orders without an invoice (or with a rejected one) to pick from', async () => {
    const view = renderPlugin(ordersPlugin, {
      path: '/order/invoice',
      http: {
        'GET /api/invoice/list': pageOf([]),
        'GET /api/order/twzb/list': pageOf([
          orderRow(11, 'paid', { title: '直播尊享版 1 年' }),
          orderRow(12, 'paid', { invoiceStatus: 'issued', title: '已开票的直播' }),
        ]),
        'GET /api/order/photo/list': pageOf([orderRow(13, 'paid', { title: '云摄影存储扩容 100GB（1 年）', invoiceStatus: 'rejected' })]),
        'GET /api/order/event/list': pageOf([]),
        'GET /api/order/huipai/list': pageOf([orderRow(14, 'paid', { invoiceStatus: 'applying', title: '申请中的会拍' })]),
        'POST /api/invoice/apply': { data: invoice(20, 'applying') },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '申请发票' }));
    await screen.findByRole('dialog', { name: '申请发票' });
    await waitFor(() => expect(requestsTo(view.services.requests, 'GET', '/api/order/huipai/list')).toHaveLength(1));
    for (const base of ['twzb', 'photo', 'event', 'huipai']) {
      expect(requestsTo(view.services.requests, 'GET', `/api/order/${base}/list`)[0]?.params).toMatchObject({ status: 'paid' });
    }
    type('发票抬头', '王晓敏');
    submit();
    expect(await within(form()).findByText('请选择订单')).toBeTruthy();
    fireEvent.click(within(form()).getByRole('combobox'));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options.some((text) => text?.includes('直播尊享版 1 年'))).toBe(true);
    expect(options.some((text) => text?.includes('云摄影存储扩容 100GB（1 年）'))).toBe(true);
    expect(options.some((text) => text?.includes('已开票的直播') || text?.includes('申请中的会拍'))).toBe(false);
    fireEvent.click(screen.getAllByRole('option').find((option) => option.textContent?.includes('云摄影')) as HTMLElement);
    submit();
    await waitFor(() => expect(requestsTo(view.services.requests, 'POST', '/api/invoice/apply')[0]?.data).toMatchObject({ orderId: 13, title: '王晓敏' }));
  }, 20000);

  it('a rejected invoice can be requested again, starting from its details', async () => {
    const view = renderPlugin(ordersPlugin, {
      path: '/order/invoice',
      http: { 'GET /api/invoice/list': pageOf(rows), 'POST /api/invoice/apply': { data: invoice(21, 'applying') } },
    });
    expect(within(await rowOf('青绿传媒')).queryByRole('button', { name: /^重新申请/ })).toBeNull();
    fireEvent.click(within(await rowOf('王晓敏')).getByRole('button', { name: /^重新申请/ }));
    await screen.findByRole('dialog', { name: '申请发票' });
    expect(field('发票抬头').value).toBe('王晓敏');
    expect(field('接收邮箱').value).toBe('finance@example.com');
    submit();
    await waitFor(() =>
      expect(requestsTo(view.services.requests, 'POST', '/api/invoice/apply')[0]?.data).toMatchObject({ orderId: 103, titleType: 'personal', title: '王晓敏' }),
    );
  });
});

describe('orders plugin — the finance team’s stand-ins, in development only', () => {
  const rows = [invoice(1, 'applying'), invoice(2, 'issued', { title: '青绿传媒' })];

  it('are not there outside development (release, beta)', async () => {
    for (const env of ['release', 'beta'] as const) {
      const view = renderPlugin(ordersPlugin, { path: '/order/invoice', http: { 'GET /api/invoice/list': pageOf(rows) }, config: { env } });
      await rowOf('青绿传媒');
      expect(screen.queryByRole('button', { name: /^模拟开具/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /^模拟驳回/ })).toBeNull();
      expect(screen.queryByText(/开发环境/)).toBeNull();
      view.unmount();
    }
  });

  it('in development a marked banner and 模拟开具 issue an applying invoice; 模拟驳回 asks for the reason', async () => {
    let current = rows;
    const view = renderPlugin(ordersPlugin, {
      path: '/order/invoice',
      http: {
        'GET /api/invoice/list': () => pageOf(current),
        'POST /dev/invoices/issue': () => ({ data: invoice(1, 'issued') }),
        'POST /dev/invoices/reject': (request) => {
          current = [invoice(1, 'rejected', { rejectReason: (request.data as { reason: string }).reason }), rows[1]];
          return { data: current[0] };
        },
      },
      config: { env: 'dev' },
    });
    expect(await screen.findByText(/开发环境：「模拟开具」「模拟驳回」代替财务处理/)).toBeTruthy();
    const issued = within(await rowOf('青绿传媒'));
    // Only a request waiting for the finance team offers them.
    expect(issued.queryByRole('button', { name: /^模拟开具/ })).toBeNull();
    expect(issued.queryByRole('button', { name: /^更多/ })).toBeNull();

    // Issue 25: a waiting request's row keeps what it can do (actionsWidth 148): 模拟开具, then 更多 with
    // 模拟驳回 and the disabled 下载 PDF.
    const applying = within(await rowOf('杭州青绿会务有限公司'));
    expect(applying.getByRole('button', { name: /^模拟开具/ })).toBeTruthy();
    expect(applying.queryByRole('button', { name: /^下载 PDF/ })).toBeNull();
    fireEvent.click(applying.getByRole('button', { name: /^更多/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /^模拟驳回/ }));
    const reject = await screen.findByRole('dialog', { name: '模拟驳回发票申请' });
    fireEvent.change(within(reject).getByLabelText('驳回原因'), { target: { value: '税号有误' } });
    fireEvent.click(within(reject).getByRole('button', { name: '模拟驳回' }));
    await waitFor(() => expect(requestsTo(view.services.requests, 'POST', '/dev/invoices/reject')[0]?.data).toEqual({ id: 1, reason: '税号有误' }));
    expect(await screen.findByText('驳回原因：税号有误')).toBeTruthy();
  });

  it('模拟开具 turns the row 已开具 in place', async () => {
    const view = renderPlugin(ordersPlugin, {
      path: '/order/invoice',
      http: { 'GET /api/invoice/list': pageOf([invoice(1, 'applying')]), 'POST /dev/invoices/issue': { data: invoice(1, 'issued') } },
      config: { env: 'local' },
    });
    fireEvent.click(within(await rowOf('杭州青绿会务有限公司')).getByRole('button', { name: /^模拟开具/ }));
    await waitFor(() => expect(within(screen.getByText('杭州青绿会务有限公司').closest('tr') as HTMLElement).getByText('已开具')).toBeTruthy());
    expect(requestsTo(view.services.requests, 'POST', '/dev/invoices/issue')[0]?.data).toEqual({ id: 1 });
  });
});
