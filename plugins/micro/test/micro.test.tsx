import { renderPlugin } from '@greenroom/sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import microPlugin from '../src/index';
import { figures, pageOf, requestsTo, website } from './fixtures';

beforeAll(async () => {
  await import('../src/pages/MicroSiteListPage');
}, 30000);

const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;
describe('micro plugin — /activity/other/micro micro-websites', () => {
  it('shows cover and title, status, page views, visitors and created time; filters reach the request', async () => {
    const view = renderPlugin(microPlugin, {
      path: '/activity/other/micro?keyword=发布会&status=published&from=2026-10-01&to=2026-10-31',
      http: { 'GET /api/website/list': pageOf([website(1, '2024 春季新品发布会'), website(2, '华东区经销商大会', { status: 0, pv: 0, uv: 0 })]) },
    });
    const row = await rowOf('2024 春季新品发布会');
    expect(within(row).getByText('已发布')).toBeTruthy();
    expect(within(row).getByText('2.3万')).toBeTruthy();
    expect(within(row).getByText('789')).toBeTruthy();
    expect(within(await rowOf('华东区经销商大会')).getByText('未发布')).toBeTruthy();
    expect(requestsTo(view.services.requests, 'GET', '/api/website/list')[0]?.params).toMatchObject({
      keyword: '发布会',
      status: 1,
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    });
  });

  it('opens the site’s own back office in a new tab and copies its public link', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const view = renderPlugin(microPlugin, { path: '/activity/other/micro', http: { 'GET /api/website/list': pageOf([website(7, '开发者大会官方微站')]) } });
    const row = await rowOf('开发者大会官方微站');
    fireEvent.click(within(row).getByRole('button', { name: /^管理/ }));
    const { base, admin } = view.services.config.products.website;
    const manage = new URL(admin);
    manage.searchParams.set('id', '7');
    expect(view.services.opened).toContainEqual({ url: manage.href, target: 'tab' });
    fireEvent.click(within(row).getByRole('button', { name: /^复制链接/ }));
    await waitFor(() => expect(view.services.toasts).toContainEqual({ type: 'success', text: '微站链接已复制' }));
    expect(writeText).toHaveBeenCalledWith(new URL('site/7', base.endsWith('/') ? base : `${base}/`).href);
  });

  it('deletes a site after a confirmation naming it', async () => {
    const view = renderPlugin(microPlugin, {
      path: '/activity/other/micro',
      http: { 'GET /api/website/list': pageOf([website(3, '十周年庆典回顾')]), 'DELETE /api/website/:id': { data: { id: 3 } } },
    });
    fireEvent.click(within(await rowOf('十周年庆典回顾')).getByRole('button', { name: '删除 十周年庆典回顾' }));
    expect(await screen.findByText('确定删除「十周年庆典回顾」吗？删除后不可恢复。')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(requestsTo(view.services.requests, 'DELETE', '/api/website/3')).toHaveLength(1));
    await waitFor(() => expect(view.services.toasts).toContainEqual({ type: 'success', text: '已删除' }));
  });

  it('the figures drawer (in the address) shows totals, the last 30 days and the PV/UV lines of that site', async () => {
    const view = renderPlugin(microPlugin, {
      path: '/activity/other/micro',
      http: { 'GET /api/website/list': pageOf([website(9, '校园招聘专场')]), ...figures },
    });
    fireEvent.click(within(await rowOf('校园招聘专场')).getByRole('button', { name: /^数据/ }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?site=9'));
    expect(await screen.findByText('「校园招聘专场」数据概览')).toBeTruthy();
    const cards = await screen.findByRole('list', { name: '微站数据' });
    expect(within(cards).getByText('累计浏览量').parentElement?.textContent).toContain('2.3万');
    expect(within(cards).getByText('近30天浏览量').parentElement?.textContent).toContain('3,400');
    const table = screen.getByRole('table', { name: '近30天浏览趋势' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['日期浏览量 (PV)访客数 (UV)', '2026-10-0112040', '2026-10-0234090', '2026-10-038030']);
    for (const path of ['/api/website/stat/total', '/api/website/increase', '/api/website/pvLine', '/api/website/uvLine']) {
      const request = requestsTo(view.services.requests, 'GET', path)[0];
      expect(request?.params).toMatchObject({ websiteId: 9 });
    }
    const range = requestsTo(view.services.requests, 'GET', '/api/website/pvLine')[0]?.params as { startDate: string; endDate: string };
    expect((Date.parse(range.endDate) - Date.parse(range.startDate)) / 86_400_000).toBe(29);
  });

  it('links 在数据中心查看更多 to the data plugin through an external route reference: unavailable, with the reason, while it is not enabled', async () => {
    renderPlugin(microPlugin, { path: '/activity/other/micro?site=9', http: { 'GET /api/website/list': pageOf([website(9, '校园招聘专场')]), ...figures } });
    await screen.findByRole('list', { name: '微站数据' });
    const more = screen.getByRole('link', { name: /在数据中心查看更多/ });
    expect(more.getAttribute('aria-disabled')).toBe('true');
    expect(more.hasAttribute('href')).toBe(false);
    expect(more.textContent).toContain('数据中心插件未启用');
  });

  it('a figures load that fails offers 重试', async () => {
    const view = renderPlugin(microPlugin, {
      path: '/activity/other/micro?site=9',
      http: { 'GET /api/website/list': pageOf([website(9, '校园招聘专场')]), ...figures, 'GET /api/website/uvLine': { httpStatus: 500 } },
    });
    expect(await screen.findByText('数据加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重试/ }));
    await waitFor(() => expect(requestsTo(view.services.requests, 'GET', '/api/website/uvLine')).toHaveLength(2));
  });
});
