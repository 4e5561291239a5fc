// @vitest-environment happy-dom
/**
 * Issue 28: every `ctx.add*` returns how to undo it. Undone during `setup`, the contribution is never
 * registered; undone later, the registry drops it (the menus, drawer and home follow the registry).
 */
import { definePlugin, type Unregister } from '@greenroom/sdk';
import { describe, expect, it } from 'vitest';
import { createRegistry, loadPlugins, type PluginManifestEntry } from '../src/registry';

const config = { host: 'http://localhost', products: { live: { admin: 'http://live.example/' } } } as never;
const page = async () => ({ default: () => null });
const entry = (id: string): PluginManifestEntry => ({
  id,
  version: '1.0.0',
  entry: `/admin/plugins/${id}/index.js`,
  sdk: '^1',
  hash: 'h',
  css: [],
  enabled: true,
});

async function loadOne(plugin: ReturnType<typeof definePlugin>) {
  const registry = createRegistry();
  await loadPlugins(registry, [entry(plugin.id)], {
    importModule: async () => ({ default: plugin }),
    loadCss: async () => {},
    config,
    sdkVersion: '1.0.0',
    log: () => {},
  });
  return registry;
}

describe('issue 28: add* contributions return a function that undoes them', () => {
  it('undone during setup: the contribution is never registered, the others are', async () => {
    const registry = await loadOne(
      definePlugin({
        id: 'early',
        sdk: '^1',
        setup(ctx) {
          const route = ctx.addRoute({ path: 'early/a', name: 'early-a', title: 'A', page });
          ctx.addRoute({ path: 'early/b', name: 'early-b', title: 'B', page });
          const menu = ctx.addMenuItem({ section: 'activity', key: 'early-a', text: 'A', route });
          ctx.addMenuItem({ section: 'activity', key: 'early-b', text: 'B', href: 'http://b.example/' });
          const widget = ctx.addHomeWidget({ key: 'early-w', title: 'W', component: page });
          const card = ctx.addProductCard({ productId: 1, href: 'http://live.example/' });
          const item = ctx.addPurchaseItem({ key: 'early-p', text: 'P', href: 'http://p.example/' });
          route.unregister();
          for (const undo of [menu, widget, card, item]) undo();
        },
      }),
    );
    expect(registry.routes.map((r) => r.route.name)).toEqual(['early-b']);
    expect(registry.menuItems.map((m) => m.item.key)).toEqual(['early-b']);
    expect(registry.homeWidgets).toEqual([]);
    expect(registry.productCards).toEqual([]);
    expect(registry.purchaseItems).toEqual([]);
    expect(registry.plugins[0]).toMatchObject({ state: 'active', counts: { routes: 1, menuItems: 1, productCards: 0, purchaseItems: 0, homeWidgets: 0 } });
  });

  it('undone after loading: the registry drops exactly that contribution; a second call changes nothing', async () => {
    const undo: Record<string, Unregister> = {};
    const registry = await loadOne(
      definePlugin({
        id: 'late',
        sdk: '^1',
        setup(ctx) {
          undo.route = ctx.addRoute({ path: 'late/a', name: 'late-a', title: 'A', page }).unregister;
          ctx.addRoute({ path: 'late/b', name: 'late-b', title: 'B', page });
          undo.menu = ctx.addMenuItem({ section: 'activity', key: 'late-a', text: 'A', href: 'http://a.example/' });
          ctx.addMenuItem({ section: 'activity', key: 'late-b', text: 'B', href: 'http://b.example/' });
          undo.card = ctx.addProductCard({ productId: 1, href: 'http://live.example/' });
          undo.widget = ctx.addHomeWidget({ key: 'late-w', title: 'W', component: page });
          undo.item = ctx.addPurchaseItem({ key: 'late-p', text: 'P', href: 'http://p.example/' });
        },
      }),
    );
    expect(registry.routes).toHaveLength(2);
    for (const name of ['route', 'menu', 'card', 'widget', 'item']) undo[name]?.();
    expect(registry.routes.map((r) => r.route.name)).toEqual(['late-b']);
    expect(registry.menuItems.map((m) => m.item.key)).toEqual(['late-b']);
    expect(registry.productCards).toEqual([]);
    expect(registry.homeWidgets).toEqual([]);
    expect(registry.purchaseItems).toEqual([]);
    expect(registry.plugins[0]?.counts).toEqual({ routes: 1, menuItems: 1, productCards: 0, purchaseItems: 0, homeWidgets: 0 });
    undo.menu?.();
    expect(registry.menuItems.map((m) => m.item.key)).toEqual(['late-b']);
    expect(registry.plugins[0]?.counts?.menuItems).toBe(1);
  });

  it("addRoute's reference still links (its id and parameters) and carries the undo", async () => {
    let returned: unknown;
    await loadOne(
      definePlugin({
        id: 'ref',
        sdk: '^1',
        setup(ctx) {
          returned = ctx.addRoute({ path: 'ref/:id', name: 'ref-detail', title: 'R', page });
        },
      }),
    );
    expect(returned).toMatchObject({ kind: 'route', id: 'ref-detail', params: ['id'] });
    expect(typeof (returned as { unregister: unknown }).unregister).toBe('function');
  });
});
