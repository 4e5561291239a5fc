import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createExternalRouteRef, createRouteRef, definePlugin, type RouteFunc, RouteLink, useRouteRef } from '../src';
import { buildRouteObjects, collectContributions, type OwnedRoute, resolveRouteRef } from '../src/host';
import { fakeConfig } from '../src/testing';

const previewRef = createRouteRef({ id: 'marketing-preview', params: ['type'] });
const centerRef = createRouteRef({ id: 'marketing-center' });
const purchaseRef = createExternalRouteRef({ id: 'purchase', optional: true, unavailable: '订单插件未启用' });
const requiredPurchase = createExternalRouteRef({ id: 'purchase' });
const page = (text: string) => async () => ({ default: () => <p>{text}</p> });

/** Mounts `Probe` at /probe among the given routes, as the host does (one router, route names in handles). */
function mount(Probe: () => JSX.Element, others: OwnedRoute[] = []) {
  const routes = buildRouteObjects([
    { pluginId: 'probe', route: { path: 'probe', name: 'probe', title: 'probe', page: async () => ({ default: Probe }) } },
    ...others,
  ]);
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/probe'] })} />);
}
const orders: OwnedRoute = { pluginId: 'orders', route: { path: 'purchase', name: 'purchase', title: '购买服务', page: page('购买') } };
const preview: OwnedRoute = { pluginId: 'marketing', route: { path: 'marketing-preview/:type', name: 'marketing-preview', title: '预览', page: page('预览') } };

describe('route references are typed by their parameters (issue 15 §2)', () => {
  it('rejects wrong parameters at compile time', () => {
    // Compile-time checks only: the lambdas are never called.
    const typed = () => {
      const build = useRouteRef(previewRef);
      build({ type: 'lottery' });
      // @ts-expect-error a route with :type needs its value
      build();
      // @ts-expect-error no parameter `id` on this route
      build({ id: 1 });
      const plain: RouteFunc<never> = useRouteRef(centerRef);
      plain();
      // @ts-expect-error an optional external reference may be unbound: the builder may be undefined
      useRouteRef(purchaseRef)();
      useRouteRef(requiredPurchase)();
      <RouteLink to={previewRef} params={{ type: 'lottery' }}>
        预览
      </RouteLink>;
      // @ts-expect-error the params are required for a route with parameters
      <RouteLink to={previewRef}>预览</RouteLink>;
      // @ts-expect-error wrong parameter name
      <RouteLink to={previewRef} params={{ kind: 'lottery' }}>
        预览
      </RouteLink>;
      definePlugin({
        id: 'x',
        sdk: '^2',
        setup(ctx) {
          const bound = ctx.addRoute({ ref: previewRef, path: 'marketing-preview/:type', title: 't', page: page('x') });
          const check: typeof previewRef = bound;
          // @ts-expect-error the path's parameters must be the reference's
          ctx.addRoute({ ref: previewRef, path: 'marketing-preview', title: 't', page: page('x') });
          // @ts-expect-error a menu item points at a route without parameters
          ctx.addMenuItem({ section: 'marketing', key: 'k', text: 't', route: previewRef });
          const made = ctx.addRoute({ name: 'y', path: 'y/:id', title: 't', page: page('y') });
          const madeCheck: ReturnType<typeof createRouteRef<'id'>> = made;
          void check;
          void madeCheck;
        },
      });
    };
    expect(typeof typed).toBe('function');
  });
});

describe('createRouteRef / createExternalRouteRef validate what they are given', () => {
  it('refuses an id that is not a route name, and bad parameter names, in Chinese', () => {
    expect(() => createRouteRef({ id: '' })).toThrow('路由引用的 id「」无效');
    expect(() => createRouteRef({ id: 'a b' })).toThrow('无效');
    expect(() => createRouteRef({ id: 'x', params: ['a-b'] })).toThrow('参数名「a-b」无效');
    expect(() => createRouteRef({ id: 'x', params: ['a', 'a'] })).toThrow('参数名重复');
    expect(() => createExternalRouteRef({ id: 'x', unavailable: ' ' })).toThrow('unavailable 应为非空文字');
  });

  it('an external reference is required unless declared optional, and says 目标插件未启用 by default', () => {
    expect(createExternalRouteRef({ id: 'purchase' })).toMatchObject({ kind: 'external', optional: false, unavailable: '目标插件未启用' });
  });
});

describe('addRoute binds a reference and returns it; menu items take references', () => {
  it('binds the given reference (its id becomes the route name), or makes one from the name and the path', () => {
    let bound: unknown;
    let made: { id: string; params: readonly string[] } | undefined;
    const plugin = definePlugin({
      id: 'marketing',
      sdk: '^2',
      setup(ctx) {
        bound = ctx.addRoute({ ref: previewRef, path: 'marketing-preview/:type', title: '预览', menuParent: centerRef, page: page('x') });
        made = ctx.addRoute({ name: 'tool', path: 'tool/:kind/:id', title: '工具', page: page('x') });
        ctx.addMenuItem({ section: 'marketing', key: 'center', text: '营销中心', route: centerRef });
        ctx.addMenuItem({ section: 'orders', key: 'orders', text: '订单', container: 'order' });
      },
    });
    const { routes, menuItems } = collectContributions(plugin, fakeConfig);
    // Issue 28: the reference given, with the route's undo.
    expect(bound).toEqual({ ...previewRef, unregister: expect.any(Function) });
    expect(made).toMatchObject({ kind: 'route', id: 'tool', params: ['kind', 'id'] });
    expect(routes[0]).toMatchObject({ name: 'marketing-preview', menuParent: 'marketing-center' });
    expect(routes[0]).not.toHaveProperty('ref');
    expect(menuItems.map((m) => m.route)).toEqual(['marketing-center', 'order']);
  });

  it('refuses a reference whose parameters are not the path’s, a menu item with both route and container, or a string route', () => {
    const setupOf = (setup: Parameters<typeof definePlugin>[0]['setup']) => () => collectContributions(definePlugin({ id: 'x', sdk: '^2', setup }), fakeConfig);
    expect(setupOf((ctx) => ctx.addRoute({ ref: previewRef as never, path: 'marketing-preview', title: 't', page: page('x') }))).toThrow(
      '路由 /marketing-preview 的参数（无）与路由引用「marketing-preview」声明的参数（type）不一致',
    );
    expect(setupOf((ctx) => ctx.addRoute({ ref: purchaseRef as never, path: 'purchase', title: 't', page: page('x') }))).toThrow('应由 createRouteRef 创建');
    expect(setupOf((ctx) => ctx.addMenuItem({ section: 'orders', key: 'k', text: 't', route: centerRef, container: 'order' }))).toThrow('只能给一个');
    expect(setupOf((ctx) => ctx.addMenuItem({ section: 'orders', key: 'k', text: 't', route: 'order' as never }))).toThrow('route 应为路由引用');
    expect(setupOf((ctx) => ctx.addMenuItem({ section: 'orders', key: 'k', text: 't', route: previewRef as never }))).toThrow('菜单项只能指向无参数的路由');
  });
});

describe('resolveRouteRef: a reference against the console’s routes', () => {
  it('answers the bound route’s path, or why it is unavailable', () => {
    const routes = buildRouteObjects([orders, preview]);
    expect(resolveRouteRef(routes, purchaseRef)).toEqual({ ok: true, path: '/purchase' });
    expect(resolveRouteRef(routes, previewRef)).toEqual({ ok: true, path: '/marketing-preview/:type' });
    expect(resolveRouteRef(buildRouteObjects([preview]), purchaseRef)).toEqual({ ok: false, reason: '订单插件未启用' });
    // Bound by id, but the target's parameters are not the declared ones: not usable.
    const wrong = createExternalRouteRef({ id: 'marketing-preview', optional: true });
    expect(resolveRouteRef(routes, wrong)).toMatchObject({ ok: false, reason: expect.stringContaining('不一致') });
  });
});

describe('useRouteRef and RouteLink at run time', () => {
  it('builds the path of a route with parameters (values encoded)', async () => {
    mount(() => <p>{useRouteRef(previewRef)({ type: 'a b' })}</p>, [preview]);
    expect(await screen.findByText('/marketing-preview/a%20b')).toBeTruthy();
  });

  it('links to another plugin’s route when that plugin is enabled', async () => {
    mount(
      () => (
        <RouteLink to={purchaseRef} search="product=live">
          购买
        </RouteLink>
      ),
      [orders],
    );
    const link = await screen.findByRole('link', { name: '购买' });
    expect(link.getAttribute('href')).toBe('/purchase?product=live');
  });

  it('shows the link unavailable, with the reason, when the target plugin is disabled', async () => {
    mount(() => (
      <>
        <RouteLink to={purchaseRef}>购买</RouteLink>
        <p>{useRouteRef(purchaseRef) ? '有' : '无购买页'}</p>
      </>
    ));
    expect(await screen.findByText('无购买页')).toBeTruthy();
    const unavailable = screen.getByRole('link');
    expect(unavailable.getAttribute('aria-disabled')).toBe('true');
    expect(unavailable.hasAttribute('href')).toBe(false);
    expect(unavailable.textContent).toBe('购买（订单插件未启用）');
  });

  it('a required reference that is not bound fails loudly (the page’s boundary shows an error, the log says why)', async () => {
    const error = console.error;
    const logged: unknown[][] = [];
    console.error = (...args: unknown[]) => void logged.push(args);
    mount(() => <p>{useRouteRef(requiredPurchase)()}</p>);
    // The person reads a Chinese error in the page's area (issue 24 §3); the developer the reason.
    expect((await screen.findByRole('alert')).textContent).toContain('出现错误');
    console.error = error;
    expect(logged.some((args) => args.some((arg) => arg instanceof Error && arg.message.includes('目标插件未启用')))).toBe(true);
  });
});
