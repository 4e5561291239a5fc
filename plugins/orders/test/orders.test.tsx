import { formatDateTime } from '@greenroom/sdk';
import { createFakeLive, renderPlugin } from '@greenroom/sdk/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import ordersPlugin from '../src/index';
import { detailOf, huipaiRow, orderRow, pageOf, requestsTo } from './fixtures';

beforeAll(async () => {
  await import('../src/pages/OrderListPage');
}, 30000);

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const dialog = () => screen.getByRole('dialog');
const no = (id: number) => orderRow(id, 'unpaid').orderNo;

const rows = [
  orderRow(1, 'unpaid', { title: '直播旗舰版 1 个月', amount: 9_900 }),
  orderRow(2, 'settled', { title: '直播尊享版 1 年' }),
  orderRow(3, 'paid', { title: '直播企业版 1 年', amount: 1_298_000, payType: 'transfer', payTypeText: '对公转账' }),
  orderRow(4, 'cancelled', { title: '活动尊享版 1 年' }),
  orderRow(5, 'timeout', { title: '活动旗舰版 1 个月' }),
];

describe('orders plugin — order lists (订单与发票)', () => {
  it('/order redirects to the live list; each row shows order number, product, amount in ¥, payment type, state and created time', async () => {
    const view = renderPlugin(ordersPlugin, { path: '/order', http: { 'GET /api/order/twzb/list': pageOf(rows) } });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/order/live'));
    const row = await rowOf(no(1));
    expect(within(row).getByText('直播旗舰版 1 个月')).toBeTruthy();
    expect(within(row).getByText('¥99.00')).toBeTruthy();
    expect(within(row).getByText('微信支付')).toBeTruthy();
    expect(within(row).getByText('待支付')).toBeTruthy();
    expect(within(row).getByText(formatDateTime(rows[0].createdAt))).toBeTruthy();
    expect(within(await rowOf(no(3))).getByText('¥12,980.00')).toBeTruthy();
    expect(within(await rowOf(no(3))).getByText('对公转账')).toBeTruthy();
    // The five states: settled is 待确认, cancelled by timeout is 已超时.
    expect(within(await rowOf(no(2))).getByText('待确认')).toBeTruthy();
    expect(within(await rowOf(no(3))).getByText('已支付')).toBeTruthy();
    expect(within(await rowOf(no(4))).getByText('已取消')).toBeTruthy();
    expect(within(await rowOf(no(5))).getByText('已超时')).toBeTruthy();
  });

  it('one list declaration for the four routes: each asks its own base; on-site rows also show the shooting day and city', async () => {
    for (const [path, call] of [
      ['/order/photo', 'GET /api/order/photo/list'],
      ['/order/event', 'GET /api/order/event/list'],
    ] as const) {
      const view = renderPlugin(ordersPlugin, { path, http: { [call]: pageOf([orderRow(7, 'paid')]) } });
      await rowOf(no(7));
      expect(requestsTo(view.services.requests, 'GET', call.slice(4))).toHaveLength(1);
      view.unmount();
    }
    renderPlugin(ordersPlugin, { path: '/order/onsite', http: { 'GET /api/order/huipai/list': pageOf([huipaiRow(8, 'unpaid')]) } });
    const row = await rowOf(no(8));
    expect(within(row).getByText('2026-12-05')).toBeTruthy();
    expect(within(row).getByText('杭州市')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '拍摄日期 / 城市' })).toBeTruthy();
  });

  it('keeps the state (待确认 apart from 待支付), payment type, created days, search and page in the address, and sends them to the server', async () => {
    const view = renderPlugin(ordersPlugin, {
      path: '/order/live?state=settled&payType=alipay&keyword=GR2026&from=2026-11-01&to=2026-11-07&page=2',
      http: { 'GET /api/order/twzb/list': { data: { pageNum: 2, pageSize: 10, total: 12, list: rows.slice(0, 2) } } },
    });
    await rowOf(no(1));
    expect(requestsTo(view.services.requests, 'GET', '/api/order/twzb/list')[0]?.params).toMatchObject({
      state: 'settled',
      payType: 'alipay',
      keyword: 'GR2026',
      startDate: '2026-11-01',
      endDate: '2026-11-07',
      pageNum: 2,
    });
  });

  it('offers each row only the moves of its state; the others are disabled with the reason', async () => {
    renderPlugin(ordersPlugin, { path: '/order/live', http: { 'GET /api/order/twzb/list': pageOf(rows) } });
    const button = async (id: number, text: string) => within(await rowOf(no(id))).getByRole('button', { name: `${text} ${no(id)}` }) as HTMLButtonElement;
    const expectations: [number, string, string | null][] = [
      [1, '继续支付', null],
      [1, '取消订单', null],
      [1, '删除', null],
      [1, '申请发票', '订单支付后才能申请发票'],
      [2, '继续支付', null],
      [2, '取消订单', '已付款的订单不能取消'],
      [2, '删除', '已付款的订单不能删除'],
      [3, '取消订单', '已支付的订单不能取消'],
      [3, '删除', '已支付的订单不能删除（保留用于开票）'],
      [3, '申请发票', null],
      [4, '继续支付', '订单已取消，请重新下单'],
      [4, '删除', null],
      [5, '取消订单', '订单已超时关闭，无需取消'],
      [5, '删除', null],
    ];
    for (const [id, text, reason] of expectations) {
      const found = await button(id, text);
      expect([id, text, found.disabled]).toEqual([id, text, reason !== null]);
    }
  });

  it('cancels an unpaid order after a confirmation naming it; the row refreshes', async () => {
    let cancelled = false;
    const view = renderPlugin(ordersPlugin, {
      path: '/order/live',
      http: {
        'GET /api/order/twzb/list': () => pageOf([cancelled ? orderRow(1, 'cancelled') : orderRow(1, 'unpaid')]),
        'POST /srv/trxorder/cancelOrder': () => {
          cancelled = true;
          return { data: detailOf(orderRow(1, 'cancelled')) };
        },
      },
    });
    fireEvent.click(within(await rowOf(no(1))).getByRole('button', { name: `取消订单 ${no(1)}` }));
    expect(within(dialog()).getByText(`确定取消订单「${no(1)}」吗？取消后不能再支付。`)).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: '取消订单' }));
    await waitFor(() => expect(within(screen.getByText(no(1)).closest('tr') as HTMLElement).getByText('已取消')).toBeTruthy());
    expect(requestsTo(view.services.requests, 'POST', '/srv/trxorder/cancelOrder')[0]?.params).toEqual({ orderNo: no(1) });
    expect(view.services.toasts).toContainEqual({ type: 'success', text: '订单已取消' });
  });

  it('issue 26 §2: an order that times out on the server (pushed) turns 已超时 without a reload; another product’s order does not reload the list', async () => {
    let timedOut = false;
    const channel = createFakeLive();
    const view = renderPlugin(ordersPlugin, {
      path: '/order/live',
      live: channel,
      http: { 'GET /api/order/twzb/list': () => pageOf([timedOut ? orderRow(1, 'timeout') : orderRow(1, 'unpaid')]) },
    });
    expect(within(await rowOf(no(1))).getByText('待支付')).toBeTruthy();
    await act(async () => channel.emit('order', { orderNo: no(1), status: 'timeout', product: 2 }));
    expect(requestsTo(view.services.requests, 'GET', '/api/order/twzb/list')).toHaveLength(1);
    timedOut = true;
    await act(async () => channel.emit('order', { orderNo: no(1), status: 'timeout', product: 1 }));
    await waitFor(() => expect(within(screen.getByText(no(1)).closest('tr') as HTMLElement).getByText('已超时')).toBeTruthy());
  });

  it('shows the server’s Chinese message when it refuses a move (409) and refreshes to the state that refused it', async () => {
    let paid = false;
    const view = renderPlugin(ordersPlugin, {
      path: '/order/live',
      http: {
        'GET /api/order/twzb/list': () => pageOf([paid ? orderRow(1, 'paid') : orderRow(1, 'unpaid')]),
        'POST /srv/trxorder/cancelOrder': () => {
          paid = true;
          return { code: 409, msg: '订单已支付，不能取消' };
        },
      },
    });
    fireEvent.click(within(await rowOf(no(1))).getByRole('button', { name: `取消订单 ${no(1)}` }));
    fireEvent.click(within(dialog()).getByRole('button', { name: '取消订单' }));
    await waitFor(() => expect(view.services.toasts).toContainEqual({ type: 'error', text: '订单已支付，不能取消' }));
    await waitFor(() => expect(within(screen.getByText(no(1)).closest('tr') as HTMLElement).getByText('已支付')).toBeTruthy());
    expect(view.services.toasts.some((toast) => toast.type === 'success')).toBe(false);
  });

  it('deletes a cancelled order through its list base after a confirmation naming it', async () => {
    let gone = false;
    const view = renderPlugin(ordersPlugin, {
      path: '/order/event',
      http: {
        'GET /api/order/event/list': () => pageOf(gone ? [] : [orderRow(4, 'cancelled')]),
        'DELETE /api/order/event/:id': () => {
          gone = true;
          return { data: { id: 4, orderNo: no(4) } };
        },
      },
    });
    fireEvent.click(within(await rowOf(no(4))).getByRole('button', { name: `删除 ${no(4)}` }));
    expect(within(dialog()).getByText(`确定删除订单「${no(4)}」吗？删除后不可恢复。`)).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText(no(4))).toBeNull());
    expect(requestsTo(view.services.requests, 'DELETE', '/api/order/event/4')).toHaveLength(1);
  });

  it('continues payment on the console’s purchase page in the same tab (issue 24 §1), resuming the order by its number', async () => {
    const view = renderPlugin(ordersPlugin, { path: '/order/live', http: { 'GET /api/order/twzb/list': pageOf([orderRow(1, 'unpaid')]) } });
    fireEvent.click(within(await rowOf(no(1))).getByRole('button', { name: `继续支付 ${no(1)}` }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/purchase'));
    expect(new URLSearchParams(view.router.state.location.search).get('orderNo')).toBe(no(1));
    expect(view.services.opened).toEqual([]);
  });

  it('issue 24 §1: the lists of 订单与发票 are tabs — live, photo, event, on-site and invoices — real links, the current one marked', async () => {
    const view = renderPlugin(ordersPlugin, { path: '/order', http: { 'GET /api/order/twzb/list': pageOf([]), 'GET /api/order/photo/list': pageOf([]) } });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/order/live'));
    const tabs = within(await screen.findByRole('navigation', { name: '订单与发票' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['直播订单', '/order/live'],
      ['云摄影订单', '/order/photo'],
      ['活动订单', '/order/event'],
      ['会拍订单', '/order/onsite'],
      ['发票', '/order/invoice'],
    ]);
    expect(tabs.map((tab) => tab.getAttribute('aria-current'))).toEqual(['page', null, null, null, null]);
    fireEvent.click(tabs[1]);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/order/photo'));
    await waitFor(() => expect(requestsTo(view.services.requests, 'GET', '/api/order/photo/list')).toHaveLength(1));
    // The list's call starts with the page's first render (issue 25), before the page is committed.
    const current = within(await screen.findByRole('navigation', { name: '订单与发票' })).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('云摄影订单');
  });

  it('issue 24 §5: 取消订单 asks with 不取消 / 取消订单; 不取消 keeps the order', async () => {
    const view = renderPlugin(ordersPlugin, {
      path: '/order/live',
      http: { 'GET /api/order/twzb/list': pageOf([orderRow(1, 'unpaid')]), 'POST /srv/trxorder/cancelOrder': { data: null } },
    });
    fireEvent.click(within(await rowOf(no(1))).getByRole('button', { name: `取消订单 ${no(1)}` }));
    const footer = [...dialog().querySelectorAll('.semi-modal-footer button')].map((b) => b.textContent);
    expect(footer).toEqual(['不取消', '取消订单']);
    fireEvent.click(within(dialog()).getByRole('button', { name: '不取消' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo(view.services.requests, 'POST', '/srv/trxorder/cancelOrder')).toHaveLength(0);
    expect(within(await rowOf(no(1))).getByText('待支付')).toBeTruthy();
  });
});

describe('orders plugin — the order drawer', () => {
  it('opens from a row into the address (?order=) with amounts, payment, trade number and timeline', async () => {
    const row = orderRow(3, 'paid', { payType: 'alipay', payTypeText: '支付宝' });
    const view = renderPlugin(ordersPlugin, {
      path: '/order/live?state=paid',
      http: {
        'GET /api/order/twzb/list': pageOf([row]),
        'GET /srv/trxorder/info/:id': { data: detailOf(row, { originalAmount: 331_100, amount: 298_000, unitPrice: 298_000, companyPrice: true }) },
        'GET /api/invoice/list': pageOf([]),
      },
    });
    fireEvent.click(within(await rowOf(row.orderNo)).getByRole('button', { name: `查看订单 ${row.orderNo}` }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?state=paid&order=3'));
    const drawer = await screen.findByRole('dialog', { name: '订单详情' });
    await within(drawer).findByText('¥3,311.00');
    expect(within(drawer).getByText('¥2,980.00', { selector: 'strong' })).toBeTruthy();
    expect(within(drawer).getByText('已按企业协议价（九折）计价')).toBeTruthy();
    expect(within(drawer).getByText('支付宝')).toBeTruthy();
    expect(within(drawer).getByText('SIM20261101122000123456')).toBeTruthy();
    for (const step of ['下单', '支付渠道到账', '确认支付']) expect(within(drawer).getByText(step)).toBeTruthy();
    expect(within(drawer).getByText('未申请')).toBeTruthy();
    // The drawer's moves: a paid order can only take an invoice request.
    expect((within(drawer).getByRole('button', { name: '申请发票' }) as HTMLButtonElement).disabled).toBe(false);
    const cancel = within(drawer).getByRole('button', { name: '取消订单' }) as HTMLButtonElement;
    expect([cancel.disabled, cancel.getAttribute('aria-description')]).toEqual([true, '已支付的订单不能取消']);
  });

  it('opens from the address alone (a reload): an on-site order with its booking from /api/order/huipai/info', async () => {
    const row = huipaiRow(8, 'cancelled');
    const view = renderPlugin(ordersPlugin, {
      path: `/order/onsite?order=8`,
      http: {
        'GET /api/order/huipai/list': pageOf([row]),
        'GET /api/order/huipai/info/:id': {
          data: detailOf(row, {
            cancelReason: 'timeout',
            booking: {
              serviceDate: '2026-12-05',
              city: '杭州市',
              address: '西湖区文三路 478 号华星时代广场 A 座',
              contactName: '王晓敏',
              contactPhone: '139****1234',
              photographers: 2,
              hours: 8,
              remark: '下午两点开始',
            },
          }),
        },
      },
    });
    const drawer = await screen.findByRole('dialog', { name: '订单详情' });
    await within(drawer).findByText('西湖区文三路 478 号华星时代广场 A 座');
    for (const text of ['2026-12-05', '王晓敏', '139****1234', '2 名摄影师 · 8 小时', '下午两点开始', '取消（超时未支付，自动关闭）']) {
      expect(within(drawer).getByText(text)).toBeTruthy();
    }
    expect(requestsTo(view.services.requests, 'GET', '/api/order/huipai/info/8')).toHaveLength(1);
    expect(requestsTo(view.services.requests, 'GET', '/srv/trxorder/info/8')).toHaveLength(0);
  });

  it('changes the payment type of an unpaid order from the drawer; the drawer and the row refresh', async () => {
    let payType: 'wechat' | 'alipay' = 'wechat';
    const current = () => orderRow(1, 'unpaid', { payType, payTypeText: payType === 'wechat' ? '微信支付' : '支付宝' });
    const view = renderPlugin(ordersPlugin, {
      path: '/order/live?order=1',
      http: {
        'GET /api/order/twzb/list': () => pageOf([current()]),
        'GET /srv/trxorder/info/:id': () => ({ data: detailOf(current()) }),
        'POST /srv/trxorder/changePayType': (request) => {
          payType = (request.data as { payType: 'alipay' }).payType;
          return { data: detailOf(current()) };
        },
      },
    });
    const drawer = await screen.findByRole('dialog', { name: '订单详情' });
    fireEvent.click(await within(drawer).findByRole('button', { name: '修改支付方式' }));
    const form = await screen.findByRole('dialog', { name: '修改支付方式' });
    fireEvent.click(within(form).getByText('支付宝'));
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(requestsTo(view.services.requests, 'POST', '/srv/trxorder/changePayType')[0]?.data).toEqual({ orderNo: no(1), payType: 'alipay' }),
    );
    await waitFor(() => expect(within(screen.getByRole('dialog', { name: '订单详情' })).getByText('支付宝')).toBeTruthy());
    await waitFor(() =>
      expect(within(screen.getByText(no(1), { selector: 'button *, button' }).closest('tr') as HTMLElement).getByText('支付宝')).toBeTruthy(),
    );
  });
});
