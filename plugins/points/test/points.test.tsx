import type { PointsRecord, PointsSummary, UserInfo } from '@greenroom/contracts';
import { contributionsOf, type FakeHandler, type FakeRequest, fakeConfig, renderPlugin } from '@greenroom/sdk/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import pointsPlugin from '../src/index';

function record(id: number, amount: number, extra: Partial<PointsRecord> = {}): PointsRecord {
  return {
    id,
    kind: amount < 0 ? 'spend' : 'earn',
    amount,
    reason: amount < 0 ? '积分商城兑换' : '订单支付奖励',
    orderNo: amount < 0 ? null : `GR2026110100${id}`,
    balanceAfter: 2680,
    createdAt: '2026-11-01T02:03:04.000Z',
    ...extra,
  };
}

const summary: PointsSummary = { balance: 2680, earnedThisMonth: 300, spentThisMonth: 120 };
const pageOf = (rows: PointsRecord[], total = rows.length) => ({ data: { pageNum: 1, pageSize: 10, total, list: rows } });
const listRequests = (requests: FakeRequest[]) => requests.filter((r) => r.path === '/api/user/points/list');

function renderPoints(path: string, http: Record<string, FakeHandler>, session?: Parameters<typeof renderPlugin>[1]['session']) {
  return renderPlugin(pointsPlugin, { path, http, session });
}

// Semi's first lazy import is slow in a cold worker.
beforeAll(async () => {
  await import('../src/pages/PointsPage');
});

describe('points plugin — contributions (SPEC §2 /user/points)', () => {
  it('registers /user/points and a console-home widget 我的积分 that leads to it', () => {
    const { routes, homeWidgets } = contributionsOf(pointsPlugin);
    expect(routes).toContainEqual(expect.objectContaining({ path: 'user/points', name: 'points' }));
    expect(homeWidgets).toEqual([expect.objectContaining({ key: 'points', title: '我的积分' })]);
  });
});

describe('points plugin — /user/points balance (SPEC §3 pointsNum)', () => {
  it('shows 0 when the user info has no pointsNum and the summary has not answered (SPEC §3: 0 if missing)', async () => {
    const user = { ...({} as UserInfo), nickname: '测试主办方', username: 'tester', pointsNum: undefined };
    renderPoints('/user/points', { 'GET /api/user/points/summary': { httpStatus: 500 }, 'GET /api/user/points/list': pageOf([]) }, { user });
    expect(await screen.findByText('暂无积分记录')).toBeTruthy();
    expect(screen.getByTestId('points-balance').textContent).toBe('0');
  });

  it("shows the session's pointsNum first, then the summary's balance with this month's figures", async () => {
    renderPoints('/user/points', { 'GET /api/user/points/summary': { data: summary }, 'GET /api/user/points/list': pageOf([]) }, { pointsNum: 2500 });
    expect(await screen.findByRole('heading', { level: 1, name: '我的积分' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe('2680'));
    expect(screen.getByText('+300')).toBeTruthy();
    expect(screen.getByText('120')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '积分明细' })).toBeTruthy();
  });
});

describe('points plugin — history (filters and page in the address)', () => {
  it('asks for the kind, the created-day range and the page of the address', async () => {
    const view = renderPoints('/user/points?kind=spend&from=2026-11-01&to=2026-11-20&page=2', {
      'GET /api/user/points/summary': { data: summary },
      'GET /api/user/points/list': { data: { pageNum: 2, pageSize: 10, total: 12, list: [record(1, -50)] } },
    });
    expect(await screen.findByText('积分商城兑换')).toBeTruthy();
    expect(listRequests(view.services.requests)[0].params).toMatchObject({
      pageNum: 2,
      pageSize: 10,
      kind: 'spend',
      startDate: '2026-11-01',
      endDate: '2026-11-20',
    });
  });

  it('a kind=spend address (使用) asks the server for spent points only and the filter reads 使用; Back restores 全部', async () => {
    const view = renderPoints('/user/points', {
      'GET /api/user/points/summary': { data: summary },
      'GET /api/user/points/list': ({ params }) =>
        (params as { kind?: string }).kind === 'spend' ? pageOf([record(2, -50)]) : pageOf([record(1, 100), record(2, -50)]),
    });
    await screen.findByText('订单支付奖励');
    await act(() => view.router.navigate('/user/points?kind=spend'));
    await waitFor(() => expect(screen.queryByText('订单支付奖励')).toBeNull());
    expect(listRequests(view.services.requests).at(-1)?.params).toMatchObject({ pageNum: 1, kind: 'spend' });
    expect(screen.getByText('类型：').closest('[role=combobox]')?.textContent).toContain('使用');
    const asked = listRequests(view.services.requests).length;
    await act(() => view.router.navigate(-1));
    // Back draws the 全部 rows kept in the answers cache (issue 25); any request it makes is for 全部.
    expect(await screen.findByText('订单支付奖励')).toBeTruthy();
    expect(screen.getByText('类型：').closest('[role=combobox]')?.textContent).toContain('全部');
    for (const request of listRequests(view.services.requests).slice(asked)) expect(request.params?.kind).toBeUndefined();
  });

  it('an invalid kind in the address falls back to 全部 and is not sent', async () => {
    const view = renderPoints('/user/points?kind=steal', { 'GET /api/user/points/summary': { data: summary }, 'GET /api/user/points/list': pageOf([]) });
    await screen.findByText('暂无积分记录');
    expect((listRequests(view.services.requests)[0].params as { kind?: string }).kind).toBeUndefined();
  });

  it('writes each change signed, earned in green and spent in red, with the balance after and the order number', async () => {
    renderPoints('/user/points', {
      'GET /api/user/points/summary': { data: summary },
      'GET /api/user/points/list': pageOf([record(1, 120, { balanceAfter: 2680 }), record(2, -50, { balanceAfter: 2560 })]),
    });
    const earned = await screen.findByText('+120');
    const spent = screen.getByText('-50');
    expect(earned.getAttribute('data-kind')).toBe('earn');
    expect(spent.getAttribute('data-kind')).toBe('spend');
    expect(earned.className).toBe('gr-points-change');
    const spentRow = spent.closest('tr') as HTMLElement;
    expect(within(spentRow).getByText('2560')).toBeTruthy();
    expect(within(spentRow).getByText('—')).toBeTruthy();
    expect(within(earned.closest('tr') as HTMLElement).getByText('GR20261101001')).toBeTruthy();
  });

  it('shows 重试 when the history fails, and the rows once it answers again', async () => {
    const view = renderPoints('/user/points', { 'GET /api/user/points/summary': { data: summary }, 'GET /api/user/points/list': { httpStatus: 502 } });
    await screen.findByRole('button', { name: '重试' });
    view.services.setHandler('GET /api/user/points/list', pageOf([record(1, 120)]));
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('+120')).toBeTruthy();
  });
});

describe('points plugin — the points mall (SPEC §2, external)', () => {
  it('去积分商城兑换 opens {userCenterHost}/user/pointsMall in a new window', async () => {
    const view = renderPoints('/user/points', { 'GET /api/user/points/summary': { data: summary }, 'GET /api/user/points/list': pageOf([]) });
    fireEvent.click(await screen.findByRole('button', { name: '去积分商城兑换' }));
    expect(view.services.opened).toEqual([{ url: `${fakeConfig.userCenterHost}/user/pointsMall`, target: 'window' }]);
  });
});

describe('points plugin — console-home widget 我的积分', () => {
  it("shows the balance and this month's figures, links to 积分明细 and opens the points mall in a new window", async () => {
    const view = renderPlugin(pointsPlugin, { widget: 'points', http: { 'GET /api/user/points/summary': { data: summary } }, session: { pointsNum: 2500 } });
    await waitFor(() => expect(screen.getByTestId('points-widget-balance').textContent).toBe('2680'));
    expect(screen.getByText('本月获得 300 · 使用 120')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '积分商城' }));
    expect(view.services.opened).toEqual([{ url: `${fakeConfig.userCenterHost}/user/pointsMall`, target: 'window' }]);
    fireEvent.click(screen.getByRole('link', { name: '积分明细' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/user/points'));
  });

  it('keeps showing pointsNum when the summary fails', async () => {
    renderPlugin(pointsPlugin, { widget: 'points', http: { 'GET /api/user/points/summary': { httpStatus: 500 } }, session: { pointsNum: 77 } });
    expect((await screen.findByTestId('points-widget-balance')).textContent).toBe('77');
  });
});
