// @vitest-environment happy-dom
import { createRouteRef, definePlugin, type PluginDefinition, type ShellConfig } from '@greenroom/sdk';
import { snapshot, subscribe } from 'valtio/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { createRegistry, loadPlugins, type PluginManifestEntry, registerHost } from '../src/registry';

const config = { host: 'http://localhost' } as ShellConfig;
const page = async () => ({ default: () => null });

function entry(id: string, extra: Partial<PluginManifestEntry> = {}): PluginManifestEntry {
  return { id, version: '1.0.0', entry: `/admin/plugins/${id}/index.js`, sdk: '^1', hash: 'h', css: [], enabled: true, ...extra };
}

function pluginWithRoute(id: string, path: string, name = id): PluginDefinition {
  return definePlugin({
    id,
    sdk: '^1',
    setup(ctx) {
      ctx.addRoute({ path, name, title: id, page });
      ctx.addMenuItem({ section: 'activity', key: `menu-${id}`, text: id, route: createRouteRef({ id: name }) });
    },
  });
}

/** Loads the manifest with modules served from a map of entry URL → plugin (or a thrower). */
async function load(manifest: PluginManifestEntry[], modules: Record<string, unknown>) {
  const registry = createRegistry();
  const log = vi.fn();
  const importModule = vi.fn(async (url: string) => {
    const found = modules[url];
    if (found instanceof Error) throw found;
    return { default: found };
  });
  const loadCss = vi.fn(async () => {});
  await loadPlugins(registry, manifest, { importModule, loadCss, config, sdkVersion: '1.0.0', log });
  const state = (id: string) => registry.plugins.find((p) => p.id === id);
  return { registry, importModule, loadCss, state };
}

describe('runtime registry — loading plugins of the manifest', () => {
  it('issue 24 §3: an entry whose first import got no answer is imported once more before the plugin counts as failed', async () => {
    const registry = createRegistry();
    let calls = 0;
    const importModule = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: pluginWithRoute('live', 'activity/live') };
    });
    await loadPlugins(registry, [entry('live')], { importModule, config, sdkVersion: '1.0.0', log: vi.fn() });
    expect(importModule).toHaveBeenCalledTimes(2);
    expect(registry.plugins.find((p) => p.id === 'live')?.state).toBe('active');
  });

  it('activates an enabled plugin: its routes and menu items join the registry, its CSS loads first', async () => {
    const { registry, state, loadCss } = await load([entry('live', { css: ['/admin/plugins/live/a.css'] })], {
      '/admin/plugins/live/index.js': pluginWithRoute('live', 'activity/live'),
    });
    expect(state('live')).toMatchObject({ state: 'active', counts: { routes: 1, menuItems: 1 } });
    expect(registry.routes.map((r) => [r.pluginId, r.route.path])).toEqual([['live', 'activity/live']]);
    expect(loadCss).toHaveBeenCalledWith('/admin/plugins/live/a.css');
  });

  it('a disabled plugin is never imported and contributes nothing (no rebuild needed)', async () => {
    const { registry, importModule, state } = await load([entry('live', { enabled: false })], {
      '/admin/plugins/live/index.js': pluginWithRoute('live', 'activity/live'),
    });
    expect(importModule).not.toHaveBeenCalled();
    expect(state('live')?.state).toBe('disabled');
    expect(registry.routes).toHaveLength(0);
    expect(registry.menuItems).toHaveLength(0);
  });

  it('refuses a plugin whose sdk range does not match, with a clear message', async () => {
    const { state, importModule } = await load([entry('future', { sdk: '^2' })], {});
    expect(importModule).not.toHaveBeenCalled();
    expect(state('future')).toMatchObject({ state: 'refused', reason: '插件需要 sdk ^2，当前 sdk 为 1.0.0，已拒绝加载' });
  });

  it('refuses a plugin whose entry declares an sdk range that does not match', async () => {
    const liar = definePlugin({ id: 'liar', sdk: '>=3', setup() {} });
    const { state } = await load([entry('liar')], { '/admin/plugins/liar/index.js': liar });
    expect(state('liar')?.state).toBe('refused');
  });

  it('refuses a duplicate plugin id and keeps the first', async () => {
    const { registry } = await load([entry('live'), entry('live', { entry: '/admin/ext/live/index.js' })], {
      '/admin/plugins/live/index.js': pluginWithRoute('live', 'activity/live'),
      '/admin/ext/live/index.js': pluginWithRoute('live', 'activity/live2', 'live2'),
    });
    expect(registry.plugins.map((p) => p.state)).toEqual(['active', 'refused']);
    expect(registry.plugins[1].reason).toContain('插件 id「live」重复');
    expect(registry.routes).toHaveLength(1);
  });

  it('refuses a plugin that registers a route another plugin already owns', async () => {
    const { registry, state } = await load([entry('live'), entry('copycat')], {
      '/admin/plugins/live/index.js': pluginWithRoute('live', 'activity/live'),
      '/admin/plugins/copycat/index.js': pluginWithRoute('copycat', 'activity/live'),
    });
    expect(state('copycat')).toMatchObject({ state: 'refused', reason: '路由 /activity/live 已由插件「live」注册，已拒绝加载' });
    expect(registry.menuItems.map((m) => m.pluginId)).toEqual(['live']);
  });

  it('issue 25: keeps each contribution as declared (no deep proxy, no copy per snapshot), and still tells the shell when the lists change', async () => {
    const registry = createRegistry();
    const changes = vi.fn();
    subscribe(registry, changes);
    await loadPlugins(registry, [entry('live')], {
      config,
      importModule: async () => ({ default: pluginWithRoute('live', 'activity/live') }),
      sdkVersion: '1.0.0',
      log: () => {},
    });
    await Promise.resolve();
    expect(changes).toHaveBeenCalled();
    const snap = snapshot(registry);
    // The store holds the route and the menu item themselves, and a snapshot hands out those very
    // objects: a proxied contribution would be a proxy in the store and a frozen copy in each snapshot.
    expect(snap.routes[0]?.route).toBe(registry.routes[0]?.route);
    expect(snap.menuItems[0]?.item).toBe(registry.menuItems[0]?.item);
    expect(Object.isFrozen(snap.routes[0]?.route)).toBe(false);
    expect(snap.routes[0]?.route.path).toBe('activity/live');
  });

  it('refuses a plugin that takes a route the host registered', async () => {
    const registry = createRegistry();
    registerHost(registry, { setup: (ctx) => ctx.addRoute({ path: 'basic', name: 'basic', title: '首页', page }) }, config);
    await loadPlugins(registry, [entry('x')], {
      config,
      importModule: async () => ({ default: pluginWithRoute('x', 'basic', 'x') }),
      sdkVersion: '1.0.0',
      log: () => {},
    });
    expect(registry.plugins[0]).toMatchObject({ state: 'refused', reason: '路由 /basic 已由插件「host」注册，已拒绝加载' });
  });

  it('isolates a plugin that throws in setup: it fails, the others load', async () => {
    const broken = definePlugin({
      id: 'broken',
      sdk: '^1',
      setup() {
        throw new Error('boom');
      },
    });
    const { state, registry } = await load([entry('broken'), entry('live')], {
      '/admin/plugins/broken/index.js': broken,
      '/admin/plugins/live/index.js': pluginWithRoute('live', 'activity/live'),
    });
    expect(state('broken')).toMatchObject({ state: 'failed', reason: '初始化（setup）出错：boom' });
    expect(state('live')?.state).toBe('active');
    expect(registry.routes).toHaveLength(1);
  });

  it('isolates a plugin whose entry cannot be imported or exports no plugin', async () => {
    const { state } = await load([entry('gone'), entry('odd')], {
      '/admin/plugins/gone/index.js': new Error('404'),
      '/admin/plugins/odd/index.js': { hello: 'world' },
    });
    expect(state('gone')).toMatchObject({ state: 'failed', reason: '加载失败：404' });
    expect(state('odd')?.state).toBe('failed');
  });
});
