import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { defineList, definePlugin, ErrorState, enumParam, type PageLoader, type RouteContribution, toRequestParams } from '../src';
import { ServicesProvider } from '../src/hooks';
import { buildRouteObjects, FrameDataProvider, frameDataOnce } from '../src/host';
import { useListController } from '../src/kit';
import { createFakeServices, type FakeRequest, renderPlugin } from '../src/testing';

type Row = { id: number; title: string };

const filters = { status: enumParam(['live', 'ended'] as const) };

/** The list as a plugin declares it beside its route (issue 25). */
const rowsList = defineList<Row, typeof filters, 'createdAt'>({
  filters,
  sorts: ['createdAt'],
  load: (query, { api, signal }) => api.get('/api/activity/twzb/list', { query: toRequestParams(query), signal }),
});

/** What each render of the page had: its rows, or `loading` without them. */
const renders: string[] = [];

function RowsPage() {
  const controller = useListController({ source: rowsList });
  renders.push(controller.rows.length > 0 ? `${controller.rows.length} 行` : controller.loading ? 'loading' : 'empty');
  if (controller.error) return <ErrorState text="列表加载失败" onRetry={controller.refetch} />;
  return <p>{controller.rows.length > 0 ? controller.rows.map((row) => row.title).join('、') : '没有行'}</p>;
}

/** A page whose file arrives only when `arrive` is called. */
function heldPage() {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const page: PageLoader = async () => {
    await arrived;
    return { default: RowsPage };
  };
  return { page, arrive: () => act(async () => arrive()) };
}

const server = () => ({
  'GET /api/activity/twzb/list': (request: FakeRequest) => ({
    data: { pageNum: Number((request.params as { pageNum?: number }).pageNum ?? 1), pageSize: 10, total: 12, list: [{ id: 11, title: '年会直播' }] },
  }),
});

const listCalls = (requests: FakeRequest[]) => requests.filter((r) => r.path === '/api/activity/twzb/list');

const pluginWith = (page: PageLoader, list?: RouteContribution['list']) =>
  definePlugin({
    id: 'rows',
    sdk: '^2',
    setup: (ctx) => ctx.addRoute({ path: 'activity/live', name: 'rows', title: '直播', page, ...(list ? { list } : {}) }),
  });

describe('a route names its list: its first page is asked for as the route is entered (issue 25)', () => {
  it('the call starts while the page’s file is still on its way, with the address’s query, and the page’s controller takes its answer: one call', async () => {
    const held = heldPage();
    const view = renderPlugin(pluginWith(held.page, rowsList), { path: '/activity/live?page=2&status=live&sort=createdAt&order=asc', http: server() });
    await act(async () => {});
    // The page has not arrived, and its list is already asked for.
    expect(view.queryByText('年会直播')).toBeNull();
    const [asked, ...more] = listCalls(view.services.requests);
    expect(more).toHaveLength(0);
    expect(asked.params).toMatchObject({ pageNum: 2, pageSize: 10, status: 'live', sort: 'createdAt', order: 'asc' });
    renders.length = 0;
    await held.arrive();
    expect(await view.findByText('年会直播')).toBeTruthy();
    expect(listCalls(view.services.requests)).toHaveLength(1);
    // The answer was in before the page: its first render is light (the lazy page's arrival renders
    // concurrently, and is started again by any answer arriving meanwhile), its rows come in the
    // synchronous render its first commit asks for, before the browser paints.
    expect(renders[0]).toBe('loading');
    expect(new Set(renders.slice(1))).toEqual(new Set(['1 行']));
  });

  it('a call that failed before the page arrived is shown failed, with 重试, not asked again at once', async () => {
    const held = heldPage();
    const failing = { 'GET /api/activity/twzb/list': { httpStatus: 500 } };
    const view = renderPlugin(pluginWith(held.page, rowsList), { path: '/activity/live', http: failing });
    await waitFor(() => expect(listCalls(view.services.requests)).toHaveLength(1));
    await act(async () => {});
    await held.arrive();
    expect(await view.findByRole('button', { name: /重试/ })).toBeTruthy();
    expect(listCalls(view.services.requests)).toHaveLength(1);
    fireEvent.click(view.getByRole('button', { name: /重试/ }));
    await waitFor(() => expect(listCalls(view.services.requests)).toHaveLength(2));
  });

  it('a list the page shows only at some addresses (shownAt) is asked for there as the route is entered, and not at the others', async () => {
    // 人物 shows one person's photos at `?person=12`, the people otherwise.
    const peopleList = defineList<Row>({
      shownAt: (params) => !params.has('person'),
      load: (query, { api, signal }) => api.get('/api/activity/twzb/list', { query: toRequestParams(query), signal }),
    });
    const elsewhere = heldPage();
    const one = renderPlugin(pluginWith(elsewhere.page, peopleList), { path: '/activity/live?person=12', http: server() });
    await act(async () => {});
    expect(listCalls(one.services.requests)).toHaveLength(0);
    one.unmount();
    const held = heldPage();
    const all = renderPlugin(pluginWith(held.page, peopleList), { path: '/activity/live?page=2', http: server() });
    await act(async () => {});
    expect(listCalls(all.services.requests).map((r) => r.params)).toEqual([expect.objectContaining({ pageNum: 2 })]);
  });

  it('without the route naming it, nothing is asked for until the page has arrived (the page then asks once)', async () => {
    const held = heldPage();
    const view = renderPlugin(pluginWith(held.page), { path: '/activity/live?page=2', http: server() });
    await act(async () => {});
    expect(listCalls(view.services.requests)).toHaveLength(0);
    await held.arrive();
    expect(await view.findByText('年会直播')).toBeTruthy();
    expect(listCalls(view.services.requests)).toHaveLength(1);
  });

  it('a route entered by a navigation asks for its list then; the page the server rendered (its rows in the page’s answers) asks for nothing', async () => {
    const services = createFakeServices({ http: server() });
    const held = heldPage();
    const routes = buildRouteObjects([
      { pluginId: 'rows', route: { path: 'activity/live', name: 'rows', title: '直播', page: held.page, list: rowsList } },
      { pluginId: 'rows', route: { path: 'activity/ended', name: 'ended', title: '已结束', page: held.page, list: rowsList } },
    ]);
    const router = createMemoryRouter(routes, { initialEntries: ['/activity/live'] });
    render(
      <FrameDataProvider value={frameDataOnce({ '/activity/live': { pageNum: 1, pageSize: 10, total: 1, list: [{ id: 1, title: '服务器的行' }] } })}>
        <ServicesProvider services={services}>
          <RouterProvider router={router} />
        </ServicesProvider>
      </FrameDataProvider>,
    );
    renders.length = 0;
    await held.arrive();
    expect(await screen.findByText('服务器的行')).toBeTruthy();
    expect(listCalls(services.requests)).toHaveLength(0);
    // The server's rows are drawn by the first render, as the server drew them (hydration).
    expect(renders).toEqual(['1 行']);
    await act(() => router.navigate('/activity/ended?status=ended'));
    expect(await screen.findByText('年会直播')).toBeTruthy();
    expect(listCalls(services.requests).map((r) => r.params)).toEqual([expect.objectContaining({ pageNum: 1, status: 'ended' })]);
  });
});
