/**
 * Issue 15 §3 "Integrity of every module": the page's import map carries the integrity of every
 * enabled plugin's entry (from its manifest) beside the build's own, the CSP still allows that
 * import map, preloads carry the same integrity, and a rewritten extra manifest (a
 * `greenroom-plugin dev` rebuild) reaches the next page without a restart.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subresourceIntegrity } from '../../sdk/plugin-build.mjs';
import { openDatabase } from '../src/db/connect';
import { importMapOf, withPluginIntegrity } from '../src/modules/static';
import { createTestApp } from './helpers';

// Static hosting never touches the database: the lazily opened PGlite is never started.
const { db } = openDatabase({});
const apps: FastifyInstance[] = [];

const sri = (text: string) => subresourceIntegrity(text);
const SHARED = sri('export default {};');
const IMPORT_MAP = JSON.stringify({ imports: { react: '/admin/shared/react-abcd1234.js' }, integrity: { '/admin/shared/react-abcd1234.js': SHARED } });
const LIVE = 'import"react";export default {};';
const HELLO_V1 = 'export default { id: "hello" };';

let staticDir: string;
let extraManifest: string;

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function writeExtra(code: string, mtime: Date) {
  write(path.join(path.dirname(extraManifest), 'index.js'), code);
  write(extraManifest, JSON.stringify({ plugins: [{ id: 'hello', version: '0.1.0', entry: 'index.js', sdk: '^1', hash: 'x', integrity: sri(code) }] }));
  utimesSync(extraManifest, mtime, mtime);
}

beforeAll(() => {
  const base = mkdtempSync(path.join(tmpdir(), 'gr-integrity-'));
  staticDir = path.join(base, 'admin');
  write(
    path.join(staticDir, 'index.html'),
    `<!doctype html><html><head><script type="importmap">${IMPORT_MAP}</script><!--gr:plugins--></head><body><div id="root"></div></body></html>`,
  );
  write(
    path.join(staticDir, 'plugins', 'manifest.json'),
    JSON.stringify({
      plugins: [
        { id: 'live', version: '1.0.0', entry: '/admin/plugins/live/index-AAAA1111.js', sdk: '^1', hash: 'AAAA1111', integrity: sri(LIVE) },
        { id: 'photo', version: '1.0.0', entry: '/admin/plugins/photo/index-BBBB2222.js', sdk: '^1', hash: 'BBBB2222', integrity: sri('photo') },
        { id: 'old', version: '1.0.0', entry: '/admin/plugins/old/index-CCCC3333.js', sdk: '^1', hash: 'CCCC3333' },
      ],
    }),
  );
  write(path.join(staticDir, 'plugins', 'live', 'index-AAAA1111.js'), LIVE);
  extraManifest = path.join(base, 'hello', 'manifest.json');
  writeExtra(HELLO_V1, new Date(Date.now() - 60_000));
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await db.destroy();
});

async function page(pluginsSetting = 'live,old,hello') {
  const app = await createTestApp(db, { staticDir, pluginsSetting, extraManifests: [extraManifest] });
  apps.push(app);
  return { app, get: async () => app.inject({ url: '/admin/basic' }) };
}

describe('the import map carries every enabled plugin entry’s integrity (issue 15)', () => {
  it('the build’s shared integrity kept; enabled entries with integrity added; a disabled one and one without integrity not', async () => {
    const { get } = await page();
    const html = (await get()).body;
    const { imports, integrity } = importMapOf(html);
    expect(imports).toEqual({ react: '/admin/shared/react-abcd1234.js' });
    expect(integrity).toEqual({
      '/admin/shared/react-abcd1234.js': SHARED,
      '/admin/plugins/live/index-AAAA1111.js': sri(LIVE),
      '/admin/ext/hello/index.js': sri(HELLO_V1),
    });
  });

  it('the CSP allows the import map the page was sent with (its hash), not the built one', async () => {
    const { get } = await page();
    const answer = await get();
    const sent = /<script type="importmap">([\s\S]*?)<\/script>/.exec(answer.body)?.[1] ?? '';
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain(hash(sent));
    expect(csp).not.toContain(hash(IMPORT_MAP));
  });

  it('a plugin entry’s module preload carries its integrity', async () => {
    const { get } = await page('live');
    const html = (await get()).body;
    expect(html).toContain(`<link rel="modulepreload" href="/admin/plugins/live/index-AAAA1111.js" integrity="${sri(LIVE)}">`);
  });

  it('a rewritten extra manifest (a dev rebuild) reaches the next page with the new integrity, no restart', async () => {
    const { get } = await page();
    expect(importMapOf((await get()).body).integrity['/admin/ext/hello/index.js']).toBe(sri(HELLO_V1));
    const rebuilt = 'export default { id: "hello", v: 2 };';
    writeExtra(rebuilt, new Date());
    expect(importMapOf((await get()).body).integrity['/admin/ext/hello/index.js']).toBe(sri(rebuilt));
  });

  it('withPluginIntegrity leaves a page without an import map, or with no integrity to add, as it is', () => {
    const plain = '<html><head></head></html>';
    expect(withPluginIntegrity(plain, [{ entry: '/a.js', integrity: SHARED, enabled: true }])).toBe(plain);
    const built = `<script type="importmap">${IMPORT_MAP}</script>`;
    expect(withPluginIntegrity(built, [{ entry: '/a.js', enabled: true }])).toBe(built);
    expect(withPluginIntegrity(built, [{ entry: '/a.js', integrity: SHARED, enabled: false }])).toBe(built);
  });

  it('escapes an entry URL that could end the script element', () => {
    const html = withPluginIntegrity(`<script type="importmap">${IMPORT_MAP}</script>`, [{ entry: '/x</script>.js', integrity: SHARED, enabled: true }]);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(importMapOf(html).integrity['/x</script>.js']).toBe(SHARED);
  });
});
