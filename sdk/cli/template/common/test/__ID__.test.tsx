import { renderPlugin, selectOption } from '@greenroom/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import plugin from '../src/index';
import { pageOf, requestsTo, survey } from './fixtures';

// The pages are lazy modules: load them once before the tests so that the first one does not time out.
beforeAll(async () => {
  await Promise.all([import('../src/pages/PluginPascalListPage'), import('../src/pages/PluginPascalStatsPage')]);
}, 30_000);

describe('__ID__ plugin', () => {
  it('registers its page, its menu entry under 营销中心 and a console-home widget', () => {
    const view = renderPlugin(plugin, { path: '/nowhere' });
    expect(view.contributions.routes.map((route) => route.path)).toEqual(['labs/__ID__', 'labs/__ID__/stats']);
    expect(view.contributions.menuItems).toMatchObject([{ section: 'marketing', parent: 'marketing-center', key: '__ID__', route: '__CAMEL__' }]);
    expect(view.contributions.homeWidgets.map((widget) => widget.key)).toEqual(['__ID__-surveys']);
  });

  it('lists the surveys with their status and answers', async () => {
    renderPlugin(plugin, {
      path: '/labs/__ID__',
      http: { 'GET /api/survey/list': pageOf([survey(1, '客户满意度调查', { answerCount: 23456 }), survey(2, '年会投票', { status: 2 })]) },
    });
    const row = (await screen.findByText('客户满意度调查')).closest('tr') as HTMLElement;
    expect(within(row).getByText('收集中')).toBeTruthy();
    expect(within(row).getByText('2.3万')).toBeTruthy();
    expect(within((await screen.findByText('年会投票')).closest('tr') as HTMLElement).getByText('已结束')).toBeTruthy();
  });

  it('sends the status filter and the search of the address to the server', async () => {
    const view = renderPlugin(plugin, { path: '/labs/__ID__?status=collecting&keyword=满意度', http: { 'GET /api/survey/list': pageOf([]) } });
    await waitFor(() => expect(requestsTo(view.services.requests, '/api/survey/list')).toHaveLength(1));
    expect(requestsTo(view.services.requests, '/api/survey/list')[0]?.params).toMatchObject({ status: 1, keyword: '满意度', pageNum: 1 });
    // An empty answer to a filter says so, with the way back to every row (the kit's list).
    expect(await screen.findByText('没有符合筛选条件的数据')).toBeTruthy();
    expect(screen.getByRole('button', { name: '清除筛选' })).toBeTruthy();
  });

  it('filters by status with the status select, and asks the server again', async () => {
    const view = renderPlugin(plugin, { path: '/labs/__ID__', http: { 'GET /api/survey/list': pageOf([survey(1, '客户满意度调查')]) } });
    expect(await screen.findByText('客户满意度调查')).toBeTruthy();
    await selectOption(view.container, '状态', '已结束');
    await waitFor(() => expect(view.router.state.location.search).toBe('?status=closed'));
    await waitFor(() => expect(requestsTo(view.services.requests, '/api/survey/list').at(-1)?.params).toMatchObject({ status: 2, pageNum: 1 }));
  });

  it('charts the answers of the latest surveys', async () => {
    const view = renderPlugin(plugin, {
      path: '/labs/__ID__/stats',
      http: { 'GET /api/survey/list': pageOf([survey(1, '客户满意度调查', { answerCount: 23456 }), survey(2, '年会投票', { answerCount: 320 })]) },
    });
    // The chart is drawn by echarts itself (the sdk's test setup gives happy-dom a canvas).
    const chart = await screen.findByRole('img', { name: '最新问卷的答卷数' });
    await waitFor(() => expect(chart.dataset.painted).toBe('true'));
    // Its data, as a screen reader reads it.
    const table = screen.getByRole('table', { name: /最新问卷的答卷数/ });
    expect(within(table).getByRole('row', { name: /客户满意度调查/ }).textContent).toContain('2.3万');
    expect(view.renderErrors).toEqual([]);
  });

  it('offers 重试 when the list cannot be loaded', async () => {
    renderPlugin(plugin, { path: '/labs/__ID__', http: { 'GET /api/survey/list': { httpStatus: 500 } } });
    expect(await screen.findByText('问卷加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重试/ })).toBeTruthy();
  });

  it('its home widget lists the latest surveys with their answers', async () => {
    const view = renderPlugin(plugin, { widget: '__ID__-surveys', http: { 'GET /api/survey/list': pageOf([survey(1, '门店回访', { answerCount: 37 })]) } });
    const list = await screen.findByRole('list', { name: '最新问卷' });
    expect(within(list).getByText('门店回访').closest('li')?.textContent).toContain('共 37 份');
    expect(requestsTo(view.services.requests, '/api/survey/list')[0]?.params).toMatchObject({ pageSize: 5 });
    expect(view.renderErrors).toEqual([]);
  });
});
