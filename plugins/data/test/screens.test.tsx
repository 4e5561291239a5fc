import { renderPlugin } from '@greenroom/sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import plugin from '../src';
import { buyerRatio, photoHttp, registrationHttp, settingOf, shopHttp, userHttp, windowed } from './fixtures';

// jsdom has no canvas: charts draw into a stub (their data tables are what these tests read).
vi.mock('../../../sdk/src/charts/loadEcharts', () => import('./echartsStub'));

beforeAll(async () => {
  await Promise.all([
    import('../src/pages/PhotoDataPage'),
    import('../src/pages/ShopDataPage'),
    import('../src/pages/UserDataPage'),
    import('../src/pages/RegistrationDataPage'),
  ]);
}, 30_000);

// --- 平台数据 · 云摄影 --------------------------------------------------------------------------

describe('平台数据 · 云摄影', () => {
  it('is the tab after 图文直播 and shows album views, uploads, downloads, provinces, platforms and the album ranking', async () => {
    const view = renderPlugin(plugin, { path: '/data/activity/photo', http: photoHttp });
    expect(await view.findByText('456')).toBeTruthy();
    expect(view.getByText('789')).toBeTruthy();
    const tabs = view.getByRole('navigation', { name: '产品' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['图文直播', '云摄影', '活动', '微站']);
    await waitFor(() => expect(view.getByText('上传与下载趋势（数据表）')).toBeTruthy());
    expect(await view.findByText('毕业典礼照片直播')).toBeTruthy();
    expect(view.services.requests.find((request) => request.path === '/api/statistics/photo/rank')?.params).toMatchObject({ limit: 10 });
    // Provinces only: a province is not a link into its cities.
    const list = await view.findByRole('list', { name: '地域分布' });
    expect(within(list).queryByRole('button', { name: /上海市/ })).toBeNull();
  });

  it('says 暂无数据 for an empty range and offers 重试 when a call failed', async () => {
    const view = renderPlugin(plugin, {
      path: '/data/activity/photo',
      http: { ...photoHttp, 'GET /api/statistics/photo/rank': { data: [] }, 'GET /api/statistics/photo/platform': { httpStatus: 500 } },
    });
    expect(await view.findByText('暂无数据')).toBeTruthy();
    const retry = await view.findByRole('button', { name: '重试' });
    view.services.setHandler('GET /api/statistics/photo/platform', photoHttp['GET /api/statistics/photo/platform']);
    fireEvent.click(retry);
    await waitFor(() => expect(view.queryByRole('button', { name: '重试' })).toBeNull());
  });

  it('exports the daily photo data', async () => {
    const view = renderPlugin(plugin, {
      path: '/data/activity/photo',
      http: { ...photoHttp, 'GET /api/statistics/photo/exportExcel': { data: new Blob(['xlsx']), fileName: '云摄影数据_2026-11-17_2026-11-23.xlsx' } },
    });
    fireEvent.click(await view.findByRole('button', { name: /导出/ }));
    await waitFor(() => expect(view.services.toasts).toContainEqual({ type: 'success', text: '已下载 云摄影数据_2026-11-17_2026-11-23.xlsx' }));
  });
});

// --- 商城数据 -----------------------------------------------------------------------------------

describe('商城数据', () => {
  it('shows the figures, asks each order line by type, ranks goods and shows new against returning buyers as a pie', async () => {
    const view = renderPlugin(plugin, { path: '/data/shop', http: shopHttp });
    expect(await view.findByText('120')).toBeTruthy();
    expect(await view.findByText('限定周边礼盒')).toBeTruthy();
    expect(await view.findByText(/^购买转化率 10(\.0)?%$/)).toBeTruthy();
    await waitFor(() => expect(view.getByText('新老买家（数据表）')).toBeTruthy());
    const table = view.getByText('新老买家（数据表）').closest('table') ?? view.getByText('新老买家（数据表）').parentElement;
    expect(table?.textContent).toContain('新买家');
    expect(table?.textContent).toContain('27');
    expect(table?.textContent).toContain('老买家');
    const types = view.services.requests.filter((request) => request.path === '/api/statistics/shop/orderLine').map((request) => request.params?.type);
    expect(new Set(types)).toEqual(new Set(['count', 'refund', 'buyer', 'amount', 'refundAmount']));
    // The amounts are fen, written as money like the figures (3 fen is ¥0.03, not 3); the orders are counts.
    await waitFor(() => expect(view.getByText('金额趋势（数据表）')).toBeTruthy());
    const amounts = view.getByText('金额趋势（数据表）').closest('table');
    await waitFor(() => expect(amounts?.textContent).toContain('¥0.03'));
    const orders = view.getByText('订单趋势（数据表）').closest('table');
    expect(orders?.textContent).not.toContain('¥');
    expect(view.services.requests.find((request) => request.path === '/api/statistics/shop/rank')?.params).toMatchObject({ by: 'goods' });
  });

  it('an empty range: 暂无数据 for the ranking and the buyer types', async () => {
    const view = renderPlugin(plugin, {
      path: '/data/shop',
      http: {
        ...shopHttp,
        'GET /api/statistics/shop/rank': { data: [] },
        'GET /api/statistics/shop/buyerRatio': {
          data: {
            ...buyerRatio,
            buyerNum: 0,
            ratio: null,
            distinctBuyerNum: 0,
            buyerTypes: buyerRatio.buyerTypes.map((row) => ({ ...row, buyerNum: 0, ratio: null })),
          },
        },
      },
    });
    await view.findByText('120');
    await waitFor(() => expect(view.getAllByText('暂无数据').length).toBeGreaterThanOrEqual(2));
  });

  it('a failed buyer call offers 重试 and recovers', async () => {
    const view = renderPlugin(plugin, { path: '/data/shop', http: { ...shopHttp, 'GET /api/statistics/shop/buyerRatio': { httpStatus: 500 } } });
    await view.findByText('120');
    const retries = await view.findAllByRole('button', { name: '重试' });
    view.services.setHandler('GET /api/statistics/shop/buyerRatio', shopHttp['GET /api/statistics/shop/buyerRatio']);
    fireEvent.click(retries[0] as HTMLElement);
    expect(await view.findByText(/^购买转化率 10(\.0)?%$/)).toBeTruthy();
  });
});

// --- 观众数据 -----------------------------------------------------------------------------------

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('观众数据', () => {
  it('filters by tag through the address and the request body', async () => {
    const view = renderPlugin(plugin, { path: '/data/user?tagId=5', http: userHttp });
    expect(await view.findByText('小林')).toBeTruthy();
    await waitFor(() => {
      const asked = view.services.requests.filter((request) => request.path === '/api/statistics/twzb/userManage/list');
      expect(asked.at(-1)?.data).toMatchObject({ tagId: 5, pageNum: 1 });
    });
    expect(view.services.requests.some((request) => request.path === '/api/statistics/twzb/userManage/tag/list')).toBe(true);
  });

  it('reads the saved columns from list-setting and saves a change there', async () => {
    localStorage.clear();
    const view = renderPlugin(plugin, {
      path: '/data/user',
      http: { ...userHttp, 'GET /api/statistics/twzb/userManage/list-setting': { data: settingOf(['phone']) } },
    });
    await view.findByText('小林');
    await waitFor(() => expect(headers()).not.toContain('手机号'));
    expect(headers()).toContain('标签');
    fireEvent.click(view.getByRole('button', { name: '列设置' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: '标签' }));
    await waitFor(() => expect(headers()).not.toContain('标签'));
    await waitFor(() => {
      const saved = view.services.requests.filter((request) => request.method === 'POST' && request.path === '/api/statistics/twzb/userManage/list-setting');
      const columns = (saved.at(-1)?.data as { columns: { key: string; visible: boolean }[] } | undefined)?.columns ?? [];
      expect(columns.filter((column) => !column.visible).map((column) => column.key)).toEqual(expect.arrayContaining(['phone', 'tags']));
      expect(columns).toHaveLength(9);
    });
  });

  it('opens a member’s drawer with their watches', async () => {
    const view = renderPlugin(plugin, { path: '/data/user', http: userHttp });
    await view.findByText('小林');
    fireEvent.click(view.getAllByRole('button', { name: /详情/ })[0] as HTMLElement);
    expect(await screen.findByText('观众详情 · 小林')).toBeTruthy();
    expect(await screen.findByText('年会直播')).toBeTruthy();
    expect(screen.getByText(/共观看 12 次/)).toBeTruthy();
    expect(view.services.requests.some((request) => request.path === '/api/statistics/twzb/userManage/watch-list/1')).toBe(true);
  });

  it('an empty list and a failed list', async () => {
    const empty = renderPlugin(plugin, { path: '/data/user', http: { ...userHttp, 'POST /api/statistics/twzb/userManage/list': { data: windowed([]) } } });
    await waitFor(() => expect(empty.services.requests.some((request) => request.path === '/api/statistics/twzb/userManage/list')).toBe(true));
    expect(await empty.findByText(/暂无/)).toBeTruthy();
    empty.unmount();
    const failed = renderPlugin(plugin, { path: '/data/user', http: { ...userHttp, 'POST /api/statistics/twzb/userManage/list': { httpStatus: 500 } } });
    const retry = await failed.findByRole('button', { name: '重试' });
    failed.services.setHandler('POST /api/statistics/twzb/userManage/list', userHttp['POST /api/statistics/twzb/userManage/list']);
    fireEvent.click(retry);
    expect(await failed.findByText('小林')).toBeTruthy();
  });
});

// --- 报名数据 -----------------------------------------------------------------------------------

describe('报名数据', () => {
  it('filters by event and sign-in state, and shows that event’s lines', async () => {
    const view = renderPlugin(plugin, { path: '/data/event', http: registrationHttp });
    expect(await view.findByText('王晓')).toBeTruthy();
    expect(view.getByText('选择一个活动查看报名与签到趋势')).toBeTruthy();
    view.unmount();
    const filtered = renderPlugin(plugin, { path: '/data/event?eventId=4&signIn=1', http: registrationHttp });
    await filtered.findByText('王晓');
    await waitFor(() => {
      const asked = filtered.services.requests.filter((request) => request.path === '/api/statistics/event/confereeList');
      expect(asked.at(-1)?.data).toMatchObject({ eventId: 4, signIn: 1 });
    });
    await waitFor(() =>
      expect(filtered.services.requests.find((request) => request.path === '/api/statistics/event/confereeNumLine')?.params).toMatchObject({ eventId: 4 }),
    );
  });

  it('opens a conferee’s drawer with their form answers', async () => {
    const view = renderPlugin(plugin, { path: '/data/event', http: registrationHttp });
    await view.findByText('王晓');
    fireEvent.click(view.getAllByRole('button', { name: /详情/ })[0] as HTMLElement);
    expect(await screen.findByText('报名详情 · 王晓')).toBeTruthy();
    expect(await screen.findByText('互联网')).toBeTruthy();
    expect(view.services.requests.some((request) => request.path === '/api/statistics/event/confereeInfo/4/11')).toBe(true);
  });

  it('an empty list and a failed list', async () => {
    const empty = renderPlugin(plugin, {
      path: '/data/event',
      http: { ...registrationHttp, 'POST /api/statistics/event/confereeList': { data: windowed([]) } },
    });
    expect(await empty.findByText(/暂无/)).toBeTruthy();
    empty.unmount();
    const failed = renderPlugin(plugin, { path: '/data/event', http: { ...registrationHttp, 'POST /api/statistics/event/confereeList': { httpStatus: 500 } } });
    const retry = await failed.findByRole('button', { name: '重试' });
    failed.services.setHandler('POST /api/statistics/event/confereeList', registrationHttp['POST /api/statistics/event/confereeList']);
    fireEvent.click(retry);
    expect(await failed.findByText('王晓')).toBeTruthy();
  });
});
