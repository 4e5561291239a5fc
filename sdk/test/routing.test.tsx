import { render, screen, waitFor } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { buildRouteObjects, lazyPage, type OwnedRoute, PRELOAD_ERROR_EVENT, preloadPage, routePathNamed } from '../src/host';

const page = (text: string) => async () => ({ default: () => <p>{text}</p> });

function mount(routes: OwnedRoute[], path: string) {
  const router = createMemoryRouter(buildRouteObjects(routes), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('routes from contributions (SPEC §2 routes table)', () => {
  it('a container route redirects to its first enabled child by order, whoever contributed it', async () => {
    const router = mount(
      [
        { pluginId: 'event', route: { path: 'order/event', name: 'orderEvent', title: '活动订单', page: page('活动订单页'), container: 'order', order: 3 } },
        { pluginId: 'live', route: { path: 'order/live', name: 'orderLive', title: '直播订单', page: page('直播订单页'), container: 'order', order: 1 } },
      ],
      '/order',
    );
    expect(await screen.findByText('直播订单页')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/order/live');
  });

  it('issue 25: a container route answers from its loader, before anything renders, with a redirect to its first child (the server sends it as an HTTP redirect)', async () => {
    const objects = buildRouteObjects([
      { pluginId: 'event', route: { path: 'order/event', name: 'orderEvent', title: '活动订单', page: page('活动订单页'), container: 'order', order: 3 } },
      { pluginId: 'live', route: { path: 'order/live', name: 'orderLive', title: '直播订单', page: page('直播订单页'), container: 'order', order: 1 } },
    ]);
    const container = objects.find((route) => route.path === 'order');
    if (typeof container?.loader !== 'function') throw new Error('the container route has no loader');
    const answer = await container.loader({ request: new Request('https://console.example/order'), params: {}, context: undefined } as unknown as Parameters<
      typeof container.loader
    >[0]);
    expect(answer).toBeInstanceOf(Response);
    expect([(answer as Response).status, (answer as Response).headers.get('Location')]).toEqual([302, '/order/live']);
  });

  it('a child route carries its parent marker in the route handle', () => {
    const [route] = buildRouteObjects([
      { pluginId: 'live', route: { path: 'activity/live/:id', name: 'liveEdit', title: '编辑', page: page('x'), menuParent: 'live' } },
    ]);
    expect(route.handle).toMatchObject({ name: 'liveEdit', menuParent: 'live', pluginId: 'live' });
  });

  it('a page that fails to load raises the preload-error event, then shows the error in its area in Chinese (SPEC §8, issue 24 §3)', async () => {
    const listener = vi.fn();
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    const error = console.error;
    console.error = () => {};
    mount([{ pluginId: 'live', route: { path: 'x', name: 'x', title: 'x', page: () => Promise.reject(new Error('chunk missing')) } }], '/x');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('内容加载失败'));
    expect(screen.getByRole('alert').textContent).not.toContain('chunk missing');
    console.error = error;
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe("preloadPage: a page loaded ahead renders at once (issue 14, behind the server's first frame)", () => {
  it('renders in the first pass, with no loading state, once preloaded; not before', async () => {
    const load = page('直播列表');
    const Page = lazyPage('live', load);
    const Loading = () => <p>加载中</p>;
    // Not preloaded: the first pass suspends (what the server renders shows the fallback).
    expect(
      renderToString(
        <Suspense fallback={<Loading />}>
          <Page />
        </Suspense>,
      ),
    ).toContain('加载中');
    await preloadPage(load);
    const html = renderToString(
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>,
    );
    expect(html).toContain('直播列表');
    expect(html).not.toContain('加载中');
  });

  it('rejects as the loader does', async () => {
    await expect(preloadPage(() => Promise.reject(new Error('chunk missing')))).rejects.toThrow('chunk missing');
  });

  it('a page shown through its loading state is not remounted when a preload of it finishes later', async () => {
    let mounts = 0;
    const Counted = () => {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <p>计数页</p>;
    };
    const load = async () => ({ default: Counted });
    const router = createMemoryRouter(buildRouteObjects([{ pluginId: 'live', route: { path: 'c', name: 'c', title: 'c', page: load } }]), {
      initialEntries: ['/c'],
    });
    const view = render(<RouterProvider router={router} />);
    expect(await screen.findByText('计数页')).toBeTruthy();
    await preloadPage(load);
    view.rerender(<RouterProvider router={router} />);
    await router.navigate('/c?again=1');
    expect(screen.getByText('计数页')).toBeTruthy();
    expect(mounts).toBe(1);
  });
});

describe('routePathNamed: the path of a route by name, through a route tree', () => {
  it('finds nested routes', () => {
    expect(routePathNamed([{ path: '/', children: [{ path: 'a', children: [{ path: 'b', handle: { name: 'x' } }] }] }], 'x')).toBe('/a/b');
  });
});
