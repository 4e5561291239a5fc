import type { Trxorder, TrxorderPriceItem, TrxorderPriceTable } from '@greenroom/contracts';
import { createFakeServices, type FakeRequest, type FakeServicesOptions, renderPlugin } from '@greenroom/sdk/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ordersPlugin from '../src/index';
import { chinaDayAfter, validateBooking } from '../src/purchase/booking';
import { editionName } from '../src/purchase/choice';
import { ORDER_POLL_INTERVAL } from '../src/purchase/PurchasePage';

beforeAll(async () => {
  await import('../src/purchase/PurchasePage');
}, 30000);
afterEach(() => {
  vi.useRealTimers();
});

const ACCOUNT_ID = 42;
const NAMES: Record<number, [string, Record<number, string>]> = {
  1: ['直播', { 1: '旗舰版', 2: '尊享版', 3: '企业版' }],
  2: ['云摄影', { 1: '基础版', 2: '专业版', 3: '企业版' }],
  3: ['活动', { 1: '高级版', 2: '直播版', 3: '企业版' }],
};
const LIST: Record<number, Record<number, number>> = {
  1: { 1: 59_900, 2: 129_900, 3: 399_900 },
  2: { 1: 29_900, 2: 99_900, 3: 299_900 },
  3: { 1: 49_900, 2: 89_900, 3: 259_900 },
};

/** A price table as `/srv/trxorder/photo/getPrice/{id}` answers it (the reference server's catalogue). */
function priceTable(priceId: 1 | 2 | 3, product: 1 | 2 | 3, company: boolean): TrxorderPriceTable {
  const line = (fields: Omit<TrxorderPriceItem, 'price' | 'priceId'>): TrxorderPriceItem => ({
    ...fields,
    priceId,
    price: company ? Math.round((fields.originalPrice * 9) / 10) : fields.originalPrice,
  });
  const items =
    priceId === 1
      ? [50, 100, 500, 1000].map((gb, i) =>
          line({
            product: 2,
            kind: 'capacity',
            type: null,
            capacity: gb,
            months: 12,
            title: `云摄影存储扩容 ${gb}GB（1 年）`,
            originalPrice: [9_900, 17_900, 79_900, 149_900][i],
          }),
        )
      : priceId === 3
        ? ['半天单机位（4 小时）', '全天单机位（8 小时）', '全天双机位（8 小时）'].map((title, i) =>
            line({
              product: 4,
              kind: 'service',
              type: i + 1,
              capacity: null,
              months: null,
              title: `会拍·${title}`,
              originalPrice: [180_000, 320_000, 580_000][i],
            }),
          )
        : [1, 2, 3].flatMap((edition) =>
            ([1, 12] as const).map((months) =>
              line({
                product,
                kind: 'edition',
                type: edition,
                capacity: null,
                months,
                title: `${NAMES[product][0]}${NAMES[product][1][edition]} ${months === 12 ? '1 年' : '1 个月'}`,
                originalPrice: LIST[product][edition] * (months === 12 ? 10 : 1),
              }),
            ),
          );
  return { priceId, title: '价格表', companyPrice: company, items };
}

/** The fake price endpoints: the table asked for, at the company price when `companyId` is the account's own. */
const prices = {
  'GET /srv/trxorder/photo/getPrice/:id': (request: FakeRequest) => {
    const query = (request.params ?? {}) as { companyId?: number; product?: 1 | 2 | 3 };
    const id = Number(request.pathParams.id) as 1 | 2 | 3;
    return { data: priceTable(id, query.product ?? 2, query.companyId === ACCOUNT_ID) };
  },
};

const ORDER_NO = 'GR20261123120000123456';
const HOUR = 3600_000;

/** An order as `getOrder` answers it, in one of its states. */
function order(state: 'unpaid' | 'settled' | 'paid' | 'cancelled' | 'timeout', extra: Partial<Trxorder> = {}): Trxorder {
  const created = Date.now() - HOUR;
  return {
    id: 7,
    orderNo: ORDER_NO,
    product: 1,
    productName: '直播',
    kind: 'edition',
    type: 2,
    months: 12,
    capacity: null,
    quantity: 1,
    title: '直播尊享版 1 年',
    unitPrice: 1_299_000,
    originalAmount: 1_299_000,
    amount: 1_299_000,
    companyPrice: false,
    payType: 'wechat',
    payTypeText: '微信支付',
    status: state === 'paid' ? 'paid' : state === 'cancelled' || state === 'timeout' ? 'cancelled' : 'unpaid',
    statusText: '',
    cancelReason: state === 'cancelled' ? 'user' : state === 'timeout' ? 'timeout' : null,
    settled: state === 'settled' || state === 'paid',
    tradeNo: null,
    buyerName: '测试主办方',
    buyerPhone: '138****5678',
    createdAt: new Date(created).toISOString(),
    payDeadline: state === 'unpaid' || state === 'settled' ? new Date(created + 24 * HOUR).toISOString() : null,
    settledAt: null,
    paidAt: state === 'paid' ? new Date().toISOString() : null,
    cancelledAt: state === 'cancelled' || state === 'timeout' ? new Date().toISOString() : null,
    booking: null,
    ...extra,
  };
}

const demoUser = createFakeServices().session.state.user;
/** A photo company (SPEC §6) whose account id is known to the console (user info's `id`). */
const companyUser = { photoCompany: true, user: demoUser && { ...demoUser, id: ACCOUNT_ID } };
const requestsTo = (view: { services: { requests: FakeRequest[] } }, path: string) => view.services.requests.filter((r) => r.path === path);
const search = (view: { router: { state: { location: { search: string } } } }) => Object.fromEntries(new URLSearchParams(view.router.state.location.search));
const open = (path: string, options: FakeServicesOptions = {}) => renderPlugin(ordersPlugin, { path, ...options, http: { ...prices, ...options.http } });

describe('purchase picker items (SPEC §2 "Purchase picker", issue 12)', () => {
  it('live, photo, events and on-site booking, each the console’s own /admin/purchase?product=… with the product the drawer offers it on', () => {
    const view = open('/purchase?product=live');
    expect(view.contributions.purchaseItems.map(({ text, href, productId }) => [text, href, productId])).toEqual([
      ['购买直播', 'http://localhost/admin/purchase?product=live', 1],
      ['购买云摄影', 'http://localhost/admin/purchase?product=photo', 2],
      ['购买活动', 'http://localhost/admin/purchase?product=event', 3],
      ['预约现场拍摄', 'http://localhost/admin/purchase?product=onsite', 8],
    ]);
  });
});

describe('purchase page — step 1, choosing (issue 12 §2)', () => {
  it('SPEC §6: a photo company sees the 90 % company price against the list price, asked and ordered with its own account id', async () => {
    const view = open('/purchase?product=live&edition=2&months=12', {
      session: companyUser,
      http: { 'POST /srv/trxorder/addOrder': { data: order('unpaid', { companyPrice: true, amount: 1_169_100, originalAmount: 1_299_000 }) } },
    });
    const summary = await screen.findByRole('region', { name: '订单金额' });
    expect(requestsTo(view, '/srv/trxorder/photo/getPrice/2')[0].params).toEqual({ companyId: ACCOUNT_ID, product: 1 });
    expect(screen.getByText('云摄影企业客户 · 全部服务九折')).toBeTruthy();
    expect(summary.textContent).toContain('直播尊享版 1 年');
    expect(within(summary).getByText('原价').nextElementSibling?.textContent).toBe('¥12,990.00');
    expect(within(summary).getByText('企业协议价（九折）').nextElementSibling?.textContent).toBe('¥11,691.00');
    expect(within(summary).getByText('应付金额').nextElementSibling?.textContent).toBe('¥11,691.00');
    // Each edition shows both prices too.
    expect(screen.getByRole('radio', { name: /直播企业版/ }).closest('label')?.textContent).toMatch(/原价 ¥39,990\.00.*¥35,991\.00/);
    fireEvent.click(within(summary).getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(search(view)).toEqual({ orderNo: ORDER_NO }));
    expect(requestsTo(view, '/srv/trxorder/addOrder')[0].data).toEqual({
      priceId: 2,
      product: 1,
      type: 2,
      months: 12,
      quantity: 1,
      payType: 'wechat',
      companyId: ACCOUNT_ID,
    });
  });

  it('SPEC §6: anyone else sees and pays the list price, without a company id', async () => {
    const view = open('/purchase?product=photo&edition=1&months=1');
    const summary = await screen.findByRole('region', { name: '订单金额' });
    expect(requestsTo(view, '/srv/trxorder/photo/getPrice/2')[0].params).toEqual({ product: 2 });
    expect(screen.queryByText(/九折/)).toBeNull();
    expect(within(summary).queryByText('原价')).toBeNull();
    expect(within(summary).getByText('应付金额').nextElementSibling?.textContent).toBe('¥299.00');
  });

  it('each product has its choices, kept in the address: editions and duration, capacity, or an on-site package with its booking', async () => {
    const view = open('/purchase?product=event', { session: { entitlements: [{ product: 3, proType: 2, expireTime: '2027-03-01T00:00:00.000Z' }] } });
    // Events: the edition held is chosen (a renewal) and marked with its expiry; 12 months by default.
    expect(((await screen.findByRole('radio', { name: /活动直播版/ })) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: /活动直播版/ }).closest('label')?.textContent).toContain('已开通，2027-03-01 到期，续费后顺延');
    expect(screen.getAllByRole('radio', { name: /^活动.+版/ })).toHaveLength(3);
    expect((screen.getByRole('radio', { name: '1 年' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '1 个月' }));
    await waitFor(() => expect(search(view)).toMatchObject({ product: 'event', edition: '2', months: '1' }));
    expect(screen.getByRole('region', { name: '订单金额' }).textContent).toContain('活动直播版 1 个月');

    fireEvent.click(screen.getByRole('radio', { name: '存储扩容' }));
    expect(await screen.findByRole('radio', { name: /1000GB/ })).toBeTruthy();
    expect(screen.getAllByRole('radio', { name: /GB/ }).map((r) => r.closest('label')?.textContent?.match(/^\d+GB/)?.[0])).toEqual([
      '50GB',
      '100GB',
      '500GB',
      '1000GB',
    ]);
    expect(requestsTo(view, '/srv/trxorder/photo/getPrice/1')).toHaveLength(1);
    fireEvent.click(screen.getByRole('radio', { name: /500GB/ }));
    fireEvent.change(screen.getByLabelText('购买数量'), { target: { value: '2' } });
    await waitFor(() => expect(search(view)).toMatchObject({ product: 'capacity', capacity: '500', qty: '2' }));
    expect(within(screen.getByRole('region', { name: '订单金额' })).getByText('应付金额').nextElementSibling?.textContent).toBe('¥1,598.00');

    fireEvent.click(screen.getByRole('radio', { name: '现场拍摄' }));
    expect(await screen.findByRole('radio', { name: /全天双机位/ })).toBeTruthy();
    expect(requestsTo(view, '/srv/trxorder/photo/getPrice/3')).toHaveLength(1);
    expect(screen.getByRole('group', { name: '预约信息' })).toBeTruthy();
    expect(screen.queryByLabelText('购买数量')).toBeNull();
    expect(search(view)).toEqual({ product: 'onsite', package: '1', pay: 'wechat' });

    fireEvent.click(screen.getByRole('radio', { name: '对公转账' }));
    await waitFor(() => expect(search(view)).toMatchObject({ pay: 'transfer' }));
  });

  it('an on-site booking is validated with Chinese messages before anything is sent (the contract’s trxorderBookingInput)', async () => {
    const view = open('/purchase?product=onsite&package=2', {
      http: { 'POST /srv/trxorder/addOrder': { data: order('unpaid', { product: 4, kind: 'service' }) } },
    });
    const submit = await screen.findByRole('button', { name: '提交订单' });
    fireEvent.click(submit);
    expect(await screen.findByText('请选择拍摄日期')).toBeTruthy();
    for (const text of ['请填写城市', '请填写详细地址', '请填写联系人', '请填写联系电话']) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByLabelText('拍摄日期').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('拍摄日期'));

    const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('拍摄日期', chinaDayAfter(0));
    type('城市', '杭州市');
    type('详细地址', '西湖区文三路 1 号');
    type('联系人', '王经理');
    type('联系电话', '1381234567');
    expect(screen.getByText('拍摄日期最早为明天')).toBeTruthy();
    expect(screen.getByText('必须是 11 位手机号')).toBeTruthy();
    fireEvent.click(submit);
    expect(requestsTo(view, '/srv/trxorder/addOrder')).toHaveLength(0);

    type('拍摄日期', chinaDayAfter(7));
    type('联系电话', '13812345678');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(submit);
    await waitFor(() => expect(requestsTo(view, '/srv/trxorder/addOrder')).toHaveLength(1));
    expect(requestsTo(view, '/srv/trxorder/addOrder')[0].data).toEqual({
      priceId: 3,
      type: 2,
      payType: 'wechat',
      booking: { serviceDate: chinaDayAfter(7), city: '杭州市', address: '西湖区文三路 1 号', contactName: '王经理', contactPhone: '13812345678' },
    });
  });

  it('validateBooking: tomorrow to 180 days ahead, lengths and an 11-digit mobile', () => {
    const now = Date.parse('2026-11-23T20:00:00Z'); // 2026-11-24 04:00 in China
    const ok = { serviceDate: '2026-11-25', city: '杭州', address: '文三路', contactName: '王', contactPhone: '13812345678' };
    expect(validateBooking(ok, now)).toEqual({});
    expect(validateBooking({ ...ok, serviceDate: '2026-11-24' }, now)).toEqual({ serviceDate: '拍摄日期最早为明天' });
    expect(validateBooking({ ...ok, serviceDate: '2027-05-23' }, now)).toEqual({});
    expect(validateBooking({ ...ok, serviceDate: '2027-05-24' }, now)).toEqual({ serviceDate: '只能预约 180 天以内的日期' });
    expect(validateBooking({ ...ok, serviceDate: '24/11/2026' }, now)).toEqual({ serviceDate: '必须是 YYYY-MM-DD 格式的日期' });
    expect(validateBooking({ ...ok, contactPhone: '12812345678' }, now)).toEqual({ contactPhone: '必须是 11 位手机号' });
    expect(validateBooking({ ...ok, city: '城'.repeat(33), remark: '注'.repeat(201) }, now)).toEqual({ city: '最多 32 个字', remark: '最多 200 个字' });
  });

  it('a price table that does not load offers 重试', async () => {
    const view = open('/purchase?product=live', { http: { 'GET /srv/trxorder/photo/getPrice/:id': { code: 500, msg: '服务繁忙' } } });
    expect(await screen.findByText('价格加载失败')).toBeTruthy();
    view.services.setHandler('GET /srv/trxorder/photo/getPrice/:id', prices['GET /srv/trxorder/photo/getPrice/:id']);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '订单金额' })).toBeTruthy();
  });
});

describe('purchase page — an order, resumed by ?orderNo= at the step it is in (issue 12 §2)', () => {
  it('unpaid: the payment step with order number, amount, the payment QR code and the 24 h countdown; nothing to confirm, the payment completes it', async () => {
    open(`/purchase?orderNo=${ORDER_NO}`, { http: { 'POST /srv/trxorder/getOrder': { data: order('unpaid') } } });
    expect(await screen.findByText(ORDER_NO)).toBeTruthy();
    expect(screen.getByRole('list', { name: '购买步骤' }).querySelector('[aria-current="step"]')?.textContent).toContain('支付');
    expect(screen.getByText('¥12,990.00')).toBeTruthy();
    expect(screen.getByRole('img', { name: '微信支付付款二维码' })).toBeTruthy();
    expect(screen.getByText(/^2[23]:\d{2}:\d{2}$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认支付' })).toBeNull();
    expect(screen.getByText('支付到账后订单自动完成')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('等待支付结果');
  });

  it('paid: the success step', async () => {
    open(`/purchase?orderNo=${ORDER_NO}`, { http: { 'POST /srv/trxorder/getOrder': { data: order('paid') } } });
    expect(await screen.findByRole('heading', { name: '支付成功' })).toBeTruthy();
    expect(screen.getByText('已开通：直播尊享版 1 年')).toBeTruthy();
  });

  it('an order left 24 h reads 已超时, and 重新下单 starts again with the same choices', async () => {
    const view = open(`/purchase?orderNo=${ORDER_NO}`, { http: { 'POST /srv/trxorder/getOrder': { data: order('timeout') } } });
    expect(await screen.findByRole('heading', { name: '订单已超时' })).toBeTruthy();
    expect(screen.getByText('该订单超过 24 小时未支付，已自动关闭。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认支付' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重新下单' }));
    await waitFor(() => expect(search(view)).toEqual({ product: 'live', pay: 'wechat', edition: '2', months: '12' }));
    expect(await screen.findByRole('button', { name: '提交订单' })).toBeTruthy();
  });

  it('a cancelled order says so', async () => {
    open(`/purchase?orderNo=${ORDER_NO}`, { http: { 'POST /srv/trxorder/getOrder': { data: order('cancelled') } } });
    expect(await screen.findByRole('heading', { name: '订单已取消' })).toBeTruthy();
  });

  it('an order that does not load offers 重试', async () => {
    open(`/purchase?orderNo=${ORDER_NO}`, { http: { 'POST /srv/trxorder/getOrder': { code: 404, msg: '数据不存在或无权访问' } } });
    expect(await screen.findByText('订单加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('polls getOrder until the provider has settled the order, then stops and completes it by itself (issue 24 §5)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [order('unpaid'), order('unpaid'), order('settled')];
    const view = open(`/purchase?orderNo=${ORDER_NO}`, {
      http: {
        'POST /srv/trxorder/getOrder': () => ({ data: answers.length > 1 ? answers.shift() : answers[0] }),
        'POST /srv/trxorder/confirmPay': () => {
          answers.splice(0, answers.length, order('paid'));
          return { data: order('paid') };
        },
      },
    });
    expect(await screen.findByText(ORDER_NO)).toBeTruthy();
    const polls = () => requestsTo(view, '/srv/trxorder/getOrder').length;
    expect(polls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL));
    expect(polls()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL));
    // 支付已到账 (the third read): no 确认支付 to click — the order is completed, once, and read again.
    expect(await screen.findByRole('heading', { name: '支付成功' })).toBeTruthy();
    expect(requestsTo(view, '/srv/trxorder/confirmPay')).toHaveLength(1);
    expect(polls()).toBe(4);
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL * 5));
    expect(polls()).toBe(4);
    expect(requestsTo(view, '/srv/trxorder/confirmPay')).toHaveLength(1);
  });

  it('a settled order completes by itself: confirmPay → the session is refreshed and told to the other tabs → success with the entitlement’s new expiry from the session', async () => {
    const services = createFakeServices({
      http: {
        'POST /srv/trxorder/getOrder': { data: order('settled') },
        'POST /srv/trxorder/confirmPay': { data: order('paid') },
      },
    });
    const refresh = vi.spyOn(services.session, 'refresh').mockImplementation(async () => {
      Object.assign(services.session.state, { entitlements: [{ product: 1, proType: 2, expireTime: '2027-11-23T12:00:00.000Z' }] });
      services.setHandler('POST /srv/trxorder/getOrder', { data: order('paid') });
    });
    const view = renderPlugin(ordersPlugin, { path: `/purchase?orderNo=${ORDER_NO}`, services });
    expect(await screen.findByRole('heading', { name: '支付成功' })).toBeTruthy();
    expect(requestsTo(view, '/srv/trxorder/confirmPay')).toHaveLength(1);
    expect(requestsTo(view, '/srv/trxorder/confirmPay')[0].params).toEqual({ orderNo: ORDER_NO });
    expect(refresh).toHaveBeenCalledWith({ broadcast: true });
    expect(screen.getByText('直播尊享版有效期至 2027-11-23')).toBeTruthy();
  });

  it('when completing a settled order fails, 确认支付 tries again', async () => {
    const view = open(`/purchase?orderNo=${ORDER_NO}`, {
      http: {
        'POST /srv/trxorder/getOrder': { data: order('settled') },
        'POST /srv/trxorder/confirmPay': { code: 500, msg: '服务器繁忙，请稍后再试' },
      },
    });
    const retry = await screen.findByRole('button', { name: '确认支付' });
    expect(screen.getByRole('status').textContent).toContain('订单未能自动完成');
    // The automatic attempt was silent: no toast for it.
    expect(view.services.toasts).toEqual([]);
    view.services.setHandler('POST /srv/trxorder/confirmPay', () => {
      view.services.setHandler('POST /srv/trxorder/getOrder', { data: order('paid') });
      return { data: order('paid') };
    });
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: '支付成功' })).toBeTruthy();
    expect(requestsTo(view, '/srv/trxorder/confirmPay')).toHaveLength(2);
  });

  it('in development a marked banner settles the order through the dev settle action; elsewhere there is none', async () => {
    const view = open(`/purchase?orderNo=${ORDER_NO}`, {
      http: {
        'POST /srv/trxorder/getOrder': { data: order('unpaid') },
        'POST /dev/payments/settle': { data: { orderNo: ORDER_NO, tradeNo: 'SIM1', settledAt: new Date().toISOString() } },
        'POST /srv/trxorder/confirmPay': () => {
          view.services.setHandler('POST /srv/trxorder/getOrder', { data: order('paid') });
          return { data: order('paid') };
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '模拟支付到账' }));
    expect(screen.getByText('开发环境')).toBeTruthy();
    view.services.setHandler('POST /srv/trxorder/getOrder', { data: order('settled') });
    await waitFor(() => expect(requestsTo(view, '/dev/payments/settle')[0]?.data).toEqual({ orderNo: ORDER_NO }));
    // Settled: the order completes by itself.
    expect(await screen.findByRole('heading', { name: '支付成功' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '模拟支付到账' })).toBeNull();
    view.unmount();

    open(`/purchase?orderNo=${ORDER_NO}`, { config: { env: 'release' }, http: { 'POST /srv/trxorder/getOrder': { data: order('unpaid') } } });
    expect(await screen.findByText(ORDER_NO)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '模拟支付到账' })).toBeNull();
  });

  it('更换支付方式 to 对公转账 shows the bank account instead of a QR code', async () => {
    const view = open(`/purchase?orderNo=${ORDER_NO}`, {
      http: {
        'POST /srv/trxorder/getOrder': { data: order('unpaid') },
        'POST /srv/trxorder/changePayType': { data: order('unpaid', { payType: 'transfer' }) },
      },
    });
    fireEvent.click(within(await screen.findByRole('group', { name: '更换支付方式' })).getByRole('radio', { name: '对公转账' }));
    view.services.setHandler('POST /srv/trxorder/getOrder', { data: order('unpaid', { payType: 'transfer' }) });
    await waitFor(() => expect(requestsTo(view, '/srv/trxorder/changePayType')[0]?.data).toEqual({ orderNo: ORDER_NO, payType: 'transfer' }));
    expect(await screen.findByText('1100 2233 4455 6677 889')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /二维码/ })).toBeNull();
    expect(view.services.toasts).toContainEqual({ type: 'success', text: '已改为对公转账' });
  });

  it('取消订单 confirms naming the order (不取消 / 取消订单, issue 24 §5), then the order reads cancelled', async () => {
    const view = open(`/purchase?orderNo=${ORDER_NO}`, {
      http: {
        'POST /srv/trxorder/getOrder': { data: order('unpaid') },
        'POST /srv/trxorder/cancelOrder': { data: order('cancelled') },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '取消订单' }));
    const dialog = await screen.findByRole('dialog', { name: '取消订单' });
    expect(dialog.textContent).toContain(`确定取消订单 ${ORDER_NO}（直播尊享版 1 年）吗？`);
    expect(within(dialog).getByRole('button', { name: '不取消' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '取消' })).toBeNull();
    view.services.setHandler('POST /srv/trxorder/getOrder', { data: order('cancelled') });
    fireEvent.click(within(dialog).getByRole('button', { name: '取消订单' }));
    expect(await screen.findByRole('heading', { name: '订单已取消' })).toBeTruthy();
    expect(requestsTo(view, '/srv/trxorder/cancelOrder')[0].params).toEqual({ orderNo: ORDER_NO });
    expect(view.services.toasts).toContainEqual({ type: 'success', text: '订单已取消' });
  });

  it('a settled order is only completed: 更换支付方式 and 取消订单 are disabled with the reason', async () => {
    open(`/purchase?orderNo=${ORDER_NO}`, {
      http: { 'POST /srv/trxorder/getOrder': { data: order('settled') }, 'POST /srv/trxorder/confirmPay': { code: 500, msg: '服务器繁忙' } },
    });
    expect((await screen.findByRole('button', { name: '取消订单' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('支付已到账，不能再更换支付方式或取消')).toBeTruthy();
    expect((screen.getByRole('radio', { name: '支付宝' }) as HTMLInputElement).disabled).toBe(true);
  });
});

describe('issue 29: an edition’s name from its price line, as the server titles it in either language', () => {
  it('drops the duration of a Chinese or an English title', () => {
    expect(editionName('直播尊享版 1 年')).toBe('直播尊享版');
    expect(editionName('直播旗舰版 1 个月')).toBe('直播旗舰版');
    expect(editionName('Live Premium 1 year')).toBe('Live Premium');
    expect(editionName('Live Flagship 1 month')).toBe('Live Flagship');
    expect(editionName('Cloud photo Enterprise 12 months')).toBe('Cloud photo Enterprise');
  });
});
