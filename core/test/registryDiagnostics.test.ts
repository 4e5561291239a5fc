// @vitest-environment happy-dom
import { definePlugin, type ShellConfig } from '@greenroom/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createRegistry, loadPlugins, MAX_RENDER_FAILURES, type PluginManifestEntry, recordRenderError } from '../src/registry';

const config = { host: 'http://localhost' } as ShellConfig;

const live = definePlugin({
  id: 'live',
  sdk: '^1',
  setup(ctx) {
    ctx.addRoute({ path: 'activity/live', name: 'live', title: '直播', page: async () => ({ default: () => null }) });
  },
});

const good: PluginManifestEntry = { id: 'live', version: '1.0.0', entry: '/admin/plugins/live/index.js', sdk: '^1', hash: 'h', css: [], enabled: true };

async function load(manifest: unknown[]) {
  const registry = createRegistry();
  const log = vi.fn();
  const importModule = vi.fn(async () => ({ default: live }));
  await loadPlugins(registry, manifest as PluginManifestEntry[], { importModule, config, sdkVersion: '1.0.0', log });
  return { registry, importModule, log };
}

describe('the loader checks each manifest entry with the sdk validator', () => {
  it('refuses an entry missing fields, naming them, never imports it, and still loads the others', async () => {
    const { registry, importModule, log } = await load([{ id: 'hello', version: '0.1.0', enabled: true }, good]);
    const hello = registry.plugins.find((p) => p.id === 'hello');
    expect(hello).toMatchObject({ state: 'refused', entry: '—', sdk: '—' });
    expect(hello?.reason).toContain('清单条目无效');
    expect(hello?.reason).toContain('plugins[0].entry 缺失');
    expect(hello?.reason).toContain('plugins[0].hash 缺失');
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(importModule).toHaveBeenCalledWith('/admin/plugins/live/index.js');
    expect(registry.plugins.find((p) => p.id === 'live')?.state).toBe('active');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('manifest entry 0 refused'));
  });

  it('refuses an entry that is not an object, or whose fields have the wrong type', async () => {
    const { registry } = await load([null, { ...good, id: 'photo', entry: 42 }]);
    expect(registry.plugins.map((p) => [p.id, p.state])).toEqual([
      ['—', 'refused'],
      ['photo', 'refused'],
    ]);
    expect(registry.plugins[0].reason).toContain('plugins[0] 必须是对象');
    expect(registry.plugins[1].reason).toContain('plugins[1].entry 无效');
  });
});

describe('render failures reported by the host’s boundaries', () => {
  it('an active plugin whose page threw becomes crashed, with where and the message', async () => {
    const { registry } = await load([good]);
    recordRenderError(registry, 'live', new Error('列表崩溃'), '页面 /activity/live');
    expect(registry.plugins[0]).toMatchObject({
      state: 'crashed',
      reason: '页面 /activity/live 渲染出错：列表崩溃',
      renderFailures: [{ where: '页面 /activity/live', message: '列表崩溃' }],
    });
    // It keeps its contributions: the rest of its area still works.
    expect(registry.routes).toHaveLength(1);
  });

  it('keeps the newest failures only; the host’s own areas and unknown or refused plugins are ignored', async () => {
    const { registry } = await load([good, { ...good, id: 'old', entry: '/old.js', sdk: '^9' }]);
    for (let i = 0; i < MAX_RENDER_FAILURES + 2; i++) recordRenderError(registry, 'live', `失败 ${i}`, `首页组件 w${i}`);
    const failures = registry.plugins[0].renderFailures ?? [];
    expect(failures).toHaveLength(MAX_RENDER_FAILURES);
    expect(failures.at(-1)).toMatchObject({ where: `首页组件 w${MAX_RENDER_FAILURES + 1}`, message: `失败 ${MAX_RENDER_FAILURES + 1}` });
    recordRenderError(registry, 'host', new Error('x'), '页面 /basic');
    recordRenderError(registry, 'nobody', new Error('x'), '页面 /x');
    recordRenderError(registry, 'old', new Error('x'), '页面 /x');
    expect(registry.plugins.map((p) => p.state)).toEqual(['crashed', 'refused']);
    expect(registry.plugins[1].renderFailures).toBeUndefined();
  });
});
