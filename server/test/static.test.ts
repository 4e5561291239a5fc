import { mkdirSync, mkdtempSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppOptions } from '../src/app';
import { openDatabase } from '../src/db/connect';
import { createTestApp, emptyStaticDir } from './helpers';

// Static hosting never touches the database: the lazily opened PGlite is never started.
const { db } = openDatabase({});
const apps: FastifyInstance[] = [];

let base: string;
let staticDir: string;
let extraManifest: string;
const bigScript = `export const text = ${JSON.stringify('绿幕控制台 '.repeat(400))};\n`;

function write(file: string, content: string | Buffer) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), 'gr-static-'));
  staticDir = path.join(base, 'admin');
  write(path.join(base, 'secret.txt'), 'TOP-SECRET');
  write(
    path.join(staticDir, 'index.html'),
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>Greenroom 控制台</title>
<!--gr:plugins--></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`,
  );
  write(path.join(staticDir, 'host', 'app-ABCDEFGH.js'), bigScript);
  write(path.join(staticDir, 'shared', 'react-1a2b3c4d5e.js'), 'export default {};');
  write(path.join(staticDir, 'host', 'styles-ABCDEFGH.css'), 'body{margin:0}');
  write(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write(path.join(staticDir, '.env'), 'TOP-SECRET');
  // A precompressed sibling, deliberately different so the test can tell it was used.
  write(path.join(staticDir, 'host', 'pre-ABCDEFGH.js'), bigScript);
  write(path.join(staticDir, 'host', 'pre-ABCDEFGH.js.br'), zlib.brotliCompressSync(Buffer.from('/* from .br */')));
  const future = new Date(Date.now() + 60_000);
  utimesSync(path.join(staticDir, 'host', 'pre-ABCDEFGH.js.br'), future, future);
  symlinkSync(path.join(base, 'secret.txt'), path.join(staticDir, 'host', 'link.txt'));
  write(
    path.join(staticDir, 'plugins', 'manifest.json'),
    JSON.stringify({
      plugins: [
        { id: 'live', version: '1.0.0', entry: '/admin/plugins/live/index-AAAA1111.js', sdk: '^1', hash: 'AAAA1111', css: [] },
        {
          id: 'photo',
          version: '1.0.0',
          entry: '/admin/plugins/photo/index-BBBB2222.js',
          sdk: '^1',
          hash: '</script><!--',
          css: ['/admin/plugins/photo/index-BBBB2222.css'],
        },
      ],
    }),
  );
  write(path.join(staticDir, 'plugins', 'live', 'index-AAAA1111.js'), 'export default {};');

  const extDir = path.join(base, 'external');
  extraManifest = path.join(extDir, 'manifest.json');
  write(
    extraManifest,
    JSON.stringify({
      plugins: [{ id: 'hello', version: '0.1.0', entry: 'hello-CCCC3333.js', sdk: '^1', hash: 'CCCC3333', css: ['hello.css'] }],
    }),
  );
  write(path.join(extDir, 'hello-CCCC3333.js'), 'export default { id: "hello" };');
  write(path.join(extDir, 'hello.css'), '.hello{color:green}');
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await db.destroy();
});

async function appWith(options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const app = await createTestApp(db, { staticDir, extraManifests: [extraManifest], ...options });
  apps.push(app);
  return app;
}

type Listing = { plugins: { id: string; enabled: boolean; entry: string; css: string[] }[] };

function injectedListing(html: string): Listing {
  const match = html.match(/<script type="application\/json" id="gr-plugins">(.*?)<\/script>/s);
  if (!match?.[1]) throw new Error('no gr-plugins script');
  return JSON.parse(match[1]) as Listing;
}

describe('static hosting', () => {
  it('path traversal refused', async () => {
    const app = await appWith();
    const attempts = [
      '/admin/../secret.txt',
      '/admin/%2e%2e/secret.txt',
      '/admin/..%2fsecret.txt',
      '/admin/%2e%2e%2fsecret.txt',
      '/admin/host/..%2f..%2fsecret.txt',
      '/admin/host/%2e%2e/%2e%2e/secret.txt',
      '/admin/..%5csecret.txt',
      '/admin/%00secret.txt',
      '/admin/%E0%A4%A',
      '/admin/.env',
      '/admin/host/link.txt',
      '/admin/ext/hello/..%2f..%2fsecret.txt',
      '/admin/ext/hello/../admin/.env',
    ];
    for (const url of attempts) {
      const response = await app.inject({ url });
      expect(response.body, url).not.toContain('TOP-SECRET');
      expect([400, 404], url).toContain(response.statusCode);
    }
  });

  it('serves files with content types and cache policy', async () => {
    const app = await appWith();
    const hashed = await app.inject({ url: '/admin/shared/react-1a2b3c4d5e.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const css = await app.inject({ url: '/admin/host/styles-ABCDEFGH.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toContain('immutable');

    const svg = await app.inject({ url: '/admin/favicon.svg' });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['cache-control']).toBe('no-cache');

    const index = await app.inject({ url: '/admin/' });
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const app = await appWith();
    const first = await app.inject({ url: '/admin/shared/react-1a2b3c4d5e.js' });
    const etag = String(first.headers.etag);
    const second = await app.inject({ url: '/admin/shared/react-1a2b3c4d5e.js', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('compresses with br or gzip as the client accepts', async () => {
    const app = await appWith();
    const br = await app.inject({ url: '/admin/host/app-ABCDEFGH.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(bigScript) / 4);

    const gz = await app.inject({ url: '/admin/host/app-ABCDEFGH.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(bigScript);

    const noBr = await app.inject({ url: '/admin/host/app-ABCDEFGH.js', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(noBr.headers['content-encoding']).toBe('gzip');

    const plain = await app.inject({ url: '/admin/host/app-ABCDEFGH.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);

    const html = await app.inject({ url: '/admin/basic', headers: { 'accept-encoding': 'gzip' } });
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(html.rawPayload).toString()).toContain('id="gr-plugins"');
  });

  it('sends a file under 1 KB as it is, and the page compressed with its length', async () => {
    const app = await appWith();
    const small = await app.inject({ url: '/admin/shared/react-1a2b3c4d5e.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('export default {};');
    const page = await app.inject({ url: '/admin/', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-length']).toBe(String(page.rawPayload.length));
    expect(page.headers['transfer-encoding']).toBeUndefined();
  });

  it('answers 304 to the page’s ETag, whatever the encoding', async () => {
    const app = await appWith();
    const first = await app.inject({ url: '/admin/basic', headers: { 'accept-encoding': 'gzip' } });
    const etag = String(first.headers.etag);
    const again = await app.inject({ url: '/admin/activity/live', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('prefers a precompressed sibling when present', async () => {
    const app = await appWith();
    const response = await app.inject({ url: '/admin/host/pre-ABCDEFGH.js', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe('/* from .br */');
  });

  it('redirects / and /admin to /admin/, keeping the query', async () => {
    const app = await appWith();
    const root = await app.inject({ url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/admin/');
    const admin = await app.inject({ url: '/admin?ticket=ST-abc' });
    expect(admin.statusCode).toBe(302);
    expect(admin.headers.location).toBe('/admin/?ticket=ST-abc');
  });

  it('serves index.html for deep links and 404 for missing assets', async () => {
    const app = await appWith();
    for (const url of ['/admin/basic', '/admin/activity/live', '/admin/marketing-preview/live?x=1']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
    }
    const missing = await app.inject({ url: '/admin/host/missing-ABCDEFGH.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('answers a Chinese 503 page when the console is not built, naming no server path (logged instead)', async () => {
    const missing = path.join(emptyStaticDir(), 'nothing-here');
    const lines: string[] = [];
    const app = await appWith({ staticDir: missing, logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } });
    const response = await app.inject({ url: '/admin/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('控制台尚未构建');
    expect(response.body).toContain('npm run build');
    // Issue 21 §3: the visitor learns nothing of the server's file system.
    expect(response.body).not.toContain(missing);
    expect(response.body).not.toContain(tmpdir());
    expect(response.body).not.toContain('index.html');
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; file?: string });
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'console not built: index.html not found', file: path.join(missing, 'index.html') }));
  });
});

describe('index.html plugin injection honours GREENROOM_PLUGINS', () => {
  it('unset or all: every plugin enabled', async () => {
    for (const pluginsSetting of [undefined, 'all']) {
      const app = await appWith({ pluginsSetting });
      const listing = injectedListing((await app.inject({ url: '/admin/' })).body);
      expect(listing.plugins.map((plugin) => [plugin.id, plugin.enabled])).toEqual([
        ['live', true],
        ['photo', true],
        ['hello', true],
      ]);
    }
  });

  it('none: every plugin listed but disabled', async () => {
    const app = await appWith({ pluginsSetting: 'none' });
    const listing = injectedListing((await app.inject({ url: '/admin/activity/live' })).body);
    expect(listing.plugins.every((plugin) => plugin.enabled === false)).toBe(true);
    expect(listing.plugins).toHaveLength(3);
  });

  it('a comma list enables exactly those ids', async () => {
    const app = await appWith({ pluginsSetting: 'live, hello' });
    const html = (await app.inject({ url: '/admin/' })).body;
    expect(html).not.toContain('<!--gr:plugins-->');
    const enabled = Object.fromEntries(injectedListing(html).plugins.map((plugin) => [plugin.id, plugin.enabled]));
    expect(enabled).toEqual({ live: true, photo: false, hello: true });

    const json = await app.inject({ url: '/admin/plugins.json' });
    expect(json.headers['content-type']).toContain('application/json');
    expect(json.headers['cache-control']).toBe('no-cache');
    expect(json.json()).toEqual(injectedListing(html));
  });

  it('escapes < inside the injected JSON', async () => {
    const app = await appWith();
    const html = (await app.inject({ url: '/admin/' })).body;
    expect(html).toContain('\\u003c/script\\u003e\\u003c!--');
    // The build's one script element and the page's scheme script (issue 29 §3): the JSON ends none.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const photo = injectedListing(html).plugins.find((plugin) => plugin.id === 'photo');
    expect(photo).toMatchObject({ hash: '</script><!--', css: ['/admin/plugins/photo/index-BBBB2222.css'] });
  });

  it('extra manifests are served under /admin/ext/<id>/ with rewritten entry and css', async () => {
    const app = await appWith();
    const listing = injectedListing((await app.inject({ url: '/admin/' })).body);
    const hello = listing.plugins.find((plugin) => plugin.id === 'hello');
    expect(hello).toMatchObject({
      entry: '/admin/ext/hello/hello-CCCC3333.js',
      css: ['/admin/ext/hello/hello.css'],
      enabled: true,
    });
    const entry = await app.inject({ url: '/admin/ext/hello/hello-CCCC3333.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(entry.headers['cache-control']).toContain('immutable');
    expect(entry.body).toContain('hello');
    const css = await app.inject({ url: '/admin/ext/hello/hello.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await app.inject({ url: '/admin/ext/nobody/hello.css' })).statusCode).toBe(404);
  });
});
