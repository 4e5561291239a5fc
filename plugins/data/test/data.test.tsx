import { createFakeLive, renderPlugin } from '@greenroom/sdk/testing';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import plugin from '../src';
import { liveHttp } from './fixtures';

beforeAll(async () => {
  await import('../src/pages/LiveDataPage');
}, 30_000);

describe('平台数据 · 图文直播', () => {
  it('shows the figures against the previous period, the lines, regions, platforms and ranking as tables', async () => {
    const view = renderPlugin(plugin, { path: '/data/activity/live', http: liveHttp });
    expect(await view.findByText('2.3万')).toBeTruthy();
    expect(view.getByText('较上一周期 ↑12.5%')).toBeTruthy();
    expect(view.getByText('较上一周期 —')).toBeTruthy();
    await waitFor(() => expect(view.getByText('浏览趋势（数据表）')).toBeTruthy());
    expect(view.getByText('年会直播')).toBeTruthy();
    const pv = view.services.requests.find((request) => request.path === '/api/statistics/twzb/pvLine');
    expect(pv?.params).toMatchObject({ startTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('keeps the range in the address and asks again for it', async () => {
    const view = renderPlugin(plugin, { path: '/data/activity/live?range=30d', http: liveHttp });
    await view.findByText('2.3万');
    const first = view.services.requests.find((request) => request.path === '/api/statistics/twzb/increase');
    const start = String(first?.params?.startTime);
    fireEvent.click(view.getByRole('radio', { name: '近90天' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?range=90d'));
    await waitFor(() => {
      const asked = view.services.requests.filter((request) => request.path === '/api/statistics/twzb/increase');
      expect(String(asked.at(-1)?.params?.startTime) < start).toBe(true);
    });
  });

  it('drills into a province’s cities and back', async () => {
    const view = renderPlugin(plugin, { path: '/data/activity/live', http: liveHttp });
    const list = await view.findByRole('list', { name: '地域分布' });
    fireEvent.click(within(list).getByRole('button', { name: /广东省/ }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?province=440000'));
    expect(await view.findByText('广东省 · 城市分布')).toBeTruthy();
    await waitFor(() => expect(view.services.requests.some((request) => request.path === '/api/statistics/twzb/city/440000')).toBe(true));
    fireEvent.click(view.getByRole('button', { name: '返回全国' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
  });

  it('says 暂无数据 for an empty range and offers 重试 when a call failed', async () => {
    const view = renderPlugin(plugin, {
      path: '/data/activity/live',
      http: { ...liveHttp, 'GET /api/statistics/twzb/province': { data: [] }, 'GET /api/statistics/twzb/activityPvUvRank': { httpStatus: 500 } },
    });
    expect(await view.findByText('暂无数据')).toBeTruthy();
    const retry = await view.findByRole('button', { name: '重试' });
    view.services.setHandler('GET /api/statistics/twzb/activityPvUvRank', liveHttp['GET /api/statistics/twzb/activityPvUvRank']);
    fireEvent.click(retry);
    expect(await view.findByText('年会直播')).toBeTruthy();
  });

  it('exports the screen with the server’s file name', async () => {
    const view = renderPlugin(plugin, {
      path: '/data/activity/live',
      http: { ...liveHttp, 'GET /api/statistics/twzb/exportExcel': { data: new Blob(['xlsx']), fileName: '图文直播数据_2026-11-17_2026-11-23.xlsx' } },
    });
    fireEvent.click(await view.findByRole('button', { name: /导出/ }));
    await waitFor(() => expect(view.services.toasts).toContainEqual({ type: 'success', text: '已下载 图文直播数据_2026-11-17_2026-11-23.xlsx' }));
  });
});

describe('issue 26 §2: one broadcast’s data screen (/data/activity/live?activityId=, the live list’s 数据)', () => {
  it('shows its viewers online with the 30-minute sparkline — 0 included — follows the pushed count, and narrows the statistics to it', async () => {
    const channel = createFakeLive();
    const view = renderPlugin(plugin, {
      path: '/data/activity/live?range=30d&activityId=12',
      live: channel,
      http: {
        ...liveHttp,
        'GET /api/activity/twzb/:id': { data: { id: 12, title: '新品发布直播' } },
        'GET /api/live/viewers': { data: { list: [{ activityId: 12, online: 0, series: Array.from({ length: 30 }, () => 0) }], minutes: 30 } },
      },
    });
    expect(await view.findByRole('heading', { name: '图文直播数据 · 新品发布直播' })).toBeTruthy();
    const figure = await waitFor(() => {
      const found = view.container.querySelector('.gr-viewers[data-online="0"]');
      if (!found) throw new Error('no figure at 0');
      return found as HTMLElement;
    });
    expect(within(figure).getByRole('img', { name: /在线人数最近 30 分钟走势/ })).toBeTruthy();
    expect(view.services.requests.find((r) => r.path === '/api/live/viewers')?.params).toEqual({ activityId: 12 });
    await act(async () => channel.emit('viewers', { activityId: 99, online: 5 }));
    await act(async () => channel.emit('viewers', { activityId: 12, online: 3 }));
    await waitFor(() => expect(view.container.querySelector('.gr-viewers')?.getAttribute('data-online')).toBe('3'));
    // Every statistic asks for this broadcast only; the ranking of broadcasts is not asked.
    await waitFor(() => expect(view.services.requests.some((r) => r.path === '/api/statistics/twzb/platformParticipant')).toBe(true));
    for (const path of [
      '/api/statistics/twzb/increase',
      '/api/statistics/twzb/pvLine',
      '/api/statistics/twzb/province',
      '/api/statistics/twzb/platformParticipant',
    ]) {
      expect([path, view.services.requests.find((r) => r.path === path)?.params]).toEqual([path, expect.objectContaining({ activityId: 12 })]);
    }
    expect(view.services.requests.some((r) => r.path === '/api/statistics/twzb/activityPvUvRank')).toBe(false);
    // Back to all broadcasts, the range kept.
    fireEvent.click(view.getByRole('link', { name: '查看全部直播' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?range=30d'));
    expect(await view.findByRole('heading', { level: 1, name: '图文直播数据' })).toBeTruthy();
  });
});

describe('the data centre’s menu', () => {
  it('offers 平台数据, 商城数据, 观众数据 and 报名数据 and redirects the container to live', async () => {
    const view = renderPlugin(plugin, { path: '/data/activity/live', http: liveHttp });
    await view.findByText('2.3万');
    expect(view.getByRole('link', { name: '活动' }).getAttribute('href')).toContain('/data/activity/event');
  });
});
