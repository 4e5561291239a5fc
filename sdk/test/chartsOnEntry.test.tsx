import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { definePlugin, type PageLoader } from '../src';
import { ServicesProvider } from '../src/hooks';
import { buildRouteObjects, FrameDataProvider, frameDataOnce, preloadPage } from '../src/host';
import { createFakeServices, renderPlugin } from '../src/testing';

// The kit's one loader of echarts, watched: what a route entered asks of it.
const loadEcharts = vi.hoisted(() => vi.fn(() => new Promise<never>(() => {})));
vi.mock('../src/charts/loadEcharts', () => ({ loadEcharts, loadChinaMap: vi.fn() }));

/** A page whose file arrives only when `arrive` is called. */
function heldPage(text: string) {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const page: PageLoader = async () => {
    await arrived;
    return { default: () => <p>{text}</p> };
  };
  return { page, arrive: () => act(async () => arrive()) };
}

const pluginWith = (page: PageLoader, charts?: boolean) =>
  definePlugin({
    id: 'figures',
    sdk: '^2',
    setup: (ctx) => ctx.addRoute({ path: 'data/shop', name: 'figures', title: '商城数据', page, ...(charts ? { charts } : {}) }),
  });

beforeEach(() => {
  loadEcharts.mockClear();
});

describe('a route that draws charts asks for echarts as it is entered (issue 25: usable at first sight)', () => {
  it('echarts is asked for while the page’s file is still on its way', async () => {
    const held = heldPage('商城图表');
    const view = renderPlugin(pluginWith(held.page, true), { path: '/data/shop' });
    await act(async () => {});
    expect(view.queryByText('商城图表')).toBeNull();
    // (The kit's loader keeps its one load however often it is asked: the browser's test counts the file.)
    expect(loadEcharts).toHaveBeenCalled();
    await held.arrive();
    expect(await view.findByText('商城图表')).toBeTruthy();
  });

  it('a route that does not say so asks for nothing: its charts ask as they mount', async () => {
    const held = heldPage('商城图表');
    const view = renderPlugin(pluginWith(held.page), { path: '/data/shop' });
    await held.arrive();
    expect(await view.findByText('商城图表')).toBeTruthy();
    expect(loadEcharts).not.toHaveBeenCalled();
  });

  it('the page the server rendered asks for nothing while the browser hydrates it (its charts keep the server’s pictures); a data screen then entered by a navigation does', async () => {
    const services = createFakeServices({});
    const shop: PageLoader = async () => ({ default: () => <p>商城图表</p> });
    const live = heldPage('直播图表');
    const routes = buildRouteObjects([
      { pluginId: 'figures', route: { path: 'data/shop', name: 'shop', title: '商城数据', page: shop, charts: true } },
      { pluginId: 'figures', route: { path: 'data/activity/live', name: 'live', title: '直播数据', page: live.page, charts: true } },
    ]);
    // The landing page is loaded before the first render, on the server and in the browser (main.tsx).
    await preloadPage(shop);
    const tree = (router: ReturnType<typeof createMemoryRouter>) => (
      <FrameDataProvider value={frameDataOnce({})}>
        <ServicesProvider services={services}>
          <RouterProvider router={router} />
        </ServicesProvider>
      </FrameDataProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(createMemoryRouter(routes, { initialEntries: ['/data/shop'] })));
    document.body.append(container);
    // The server's render asks for nothing either (no window there; here its snapshot says so).
    expect(loadEcharts).not.toHaveBeenCalled();
    const router = createMemoryRouter(routes, { initialEntries: ['/data/shop'] });
    render(tree(router), { container, hydrate: true });
    expect(await screen.findByText('商城图表')).toBeTruthy();
    expect(loadEcharts).not.toHaveBeenCalled();
    await act(() => router.navigate('/data/activity/live'));
    expect(loadEcharts).toHaveBeenCalled();
    expect(screen.queryByText('直播图表')).toBeNull();
    await live.arrive();
    expect(await screen.findByText('直播图表')).toBeTruthy();
    container.remove();
  });
});
