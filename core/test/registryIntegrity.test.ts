// @vitest-environment happy-dom
/**
 * Issue 15 §3 "Integrity of every module": a plugin entry whose bytes differ from its manifest's
 * `integrity` is refused (the browser refuses it through the import map; the loader says why), and
 * the rest of the console loads.
 */
import { definePlugin, type ShellConfig } from '@greenroom/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createRegistry, integrityMatches, loadPlugins, type PluginManifestEntry } from '../src/registry';

const config = { host: 'http://localhost' } as ShellConfig;
const SRI = `sha384-${'A'.repeat(64)}`;

const plugin = (id: string) =>
  definePlugin({ id, sdk: '^1', setup: (ctx) => ctx.addRoute({ path: id, name: id, title: id, page: async () => ({ default: () => null }) }) });

const entry = (id: string, extra: Partial<PluginManifestEntry> = {}): PluginManifestEntry => ({
  id,
  version: '1.0.0',
  entry: `/admin/plugins/${id}/index.js`,
  sdk: '^1',
  hash: 'h',
  integrity: SRI,
  css: [],
  enabled: true,
  ...extra,
});

/** Loads `manifest`; the entries of `refused` fail to import, as the browser fails a module whose integrity does not match. */
async function load(manifest: PluginManifestEntry[], refused: string[], checkIntegrity: (url: string, integrity: string) => Promise<boolean | null>) {
  const registry = createRegistry();
  const importModule = vi.fn(async (url: string) => {
    if (refused.includes(url)) throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
    return { default: plugin(url.split('/')[3] ?? '') };
  });
  const check = vi.fn(checkIntegrity);
  await loadPlugins(registry, manifest, { importModule, config, sdkVersion: '1.0.0', log: vi.fn(), checkIntegrity: check });
  return { registry, check, state: (id: string) => registry.plugins.find((p) => p.id === id) };
}

describe('the loader refuses a plugin whose bytes do not match its manifest (issue 15)', () => {
  it('an entry that fails to import and fails its integrity is refused with a Chinese reason; the others load', async () => {
    const { state, check, registry } = await load([entry('live'), entry('photo')], ['/admin/plugins/live/index.js'], async () => false);
    expect(state('live')).toMatchObject({ state: 'refused', reason: '插件「live」的文件与清单不一致，已拒绝加载' });
    expect(check).toHaveBeenCalledWith('/admin/plugins/live/index.js', SRI);
    expect(state('photo')?.state).toBe('active');
    expect(registry.routes.map((r) => r.pluginId)).toEqual(['photo']);
  });

  it('an entry that does not load at all (integrity unknown or matching) is a load failure, not a refusal', async () => {
    for (const verdict of [null, true]) {
      const { state } = await load([entry('live')], ['/admin/plugins/live/index.js'], async () => verdict);
      expect(state('live')?.state).toBe('failed');
      expect(state('live')?.reason).toContain('加载失败');
    }
  });

  it('an entry without integrity (an older build) is never checked', async () => {
    const { state, check } = await load([entry('live', { integrity: undefined })], ['/admin/plugins/live/index.js'], async () => false);
    expect(check).not.toHaveBeenCalled();
    expect(state('live')?.state).toBe('failed');
  });
});

describe('integrityMatches asks the browser’s own SRI check', () => {
  const fetchWith = (behaviour: (init?: RequestInit) => Response | Error) =>
    vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const answer = behaviour(init);
      if (answer instanceof Error) throw answer;
      return answer;
    }) as unknown as typeof fetch;

  it('true when fetch with the integrity succeeds', async () => {
    expect(
      await integrityMatches(
        '/a.js',
        SRI,
        fetchWith(() => new Response('x')),
      ),
    ).toBe(true);
  });

  it('false when it is refused but the file loads without it: the bytes differ', async () => {
    const fetchImpl = fetchWith((init) => (init?.integrity ? new TypeError('integrity') : new Response('x')));
    expect(await integrityMatches('/a.js', SRI, fetchImpl)).toBe(false);
  });

  it('null when the file does not load at all (no answer, or not found)', async () => {
    expect(
      await integrityMatches(
        '/a.js',
        SRI,
        fetchWith(() => new TypeError('offline')),
      ),
    ).toBeNull();
    const notFound = fetchWith((init) => (init?.integrity ? new TypeError('integrity') : new Response('', { status: 404 })));
    expect(await integrityMatches('/a.js', SRI, notFound)).toBeNull();
  });
});
