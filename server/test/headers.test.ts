/**
 * Issue 13 "Headers": the console page sends a Content-Security-Policy that allows only its own
 * scripts (the inline import map and stylesheet loader by hash) and styles, a Referrer-Policy, and
 * HSTS when the public address is https.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { SCHEME_SCRIPT, SCHEME_STYLE } from '../src/modules/console/appearance';
import { createTestApp, createTestDb } from './helpers';

let db: Kysely<Database>;
let staticDir: string;
const IMPORT_MAP = '{"imports":{"react":"/admin/shared/react.js"}}';
const LOADER = '(()=>{globalThis.__grCss=()=>{}})();';

beforeAll(async () => {
  db = await createTestDb();
  staticDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'gr-headers-')), 'admin');
  mkdirSync(staticDir, { recursive: true });
  writeFileSync(
    path.join(staticDir, 'index.html'),
    `<!doctype html><html><head><script type="importmap">${IMPORT_MAP}</script><script>${LOADER}</script><!--gr:plugins--></head><body><script type="module" src="/admin/host/main.js"></script></body></html>`,
  );
});

afterAll(async () => {
  await db.destroy();
});

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the console page’s security headers (issue 13)', () => {
  it('CSP: own scripts, the inline import map and loader by hash, own styles; no frames; Referrer-Policy; no HSTS over http', async () => {
    const app = await createTestApp(db, { staticDir });
    const page = await app.inject({ method: 'GET', url: '/admin/basic' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    // Issue 29 §3: the page's own scheme script and style (the dark first paint), by hash too.
    expect(directives['script-src']).toEqual(["'self'", sha(IMPORT_MAP), sha(LOADER), sha(SCHEME_SCRIPT)]);
    expect(directives['style-src']).toEqual(["'self'", sha(SCHEME_STYLE)]);
    expect(csp).not.toContain('unsafe-inline');
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    // The injected plugin listing is data, not a script: it needs no hash.
    expect(page.body).toContain('id="gr-plugins"');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });

  it('HSTS when the public address is https', async () => {
    const app = await createTestApp(db, { staticDir, publicUrl: 'https://console.example.com' });
    const page = await app.inject({ method: 'GET', url: '/admin/basic' });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
    await app.close();
  });
});

describe('framework errors answer the envelope (issue 13)', () => {
  it('a 600-character path parameter, a URL that does not decode, bad JSON and a body too large: code 400 with a Chinese msg', async () => {
    const { signIn } = await import('./helpers');
    const app = await createTestApp(db);
    const cookie = await signIn(app, 'demo');
    const answers = await Promise.all([
      app.inject({ method: 'DELETE', url: `/api/activity/twzb/${'9'.repeat(600)}`, headers: { cookie } }),
      app.inject({ method: 'GET', url: '/api/activity/twzb/%E0%A4%A', headers: { cookie } }),
      app.inject({ method: 'POST', url: '/api/person/list', headers: { cookie, 'content-type': 'application/json' }, payload: '{bad' }),
      app.inject({
        method: 'POST',
        url: '/api/person/list',
        headers: { cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) }),
      }),
    ]);
    expect(answers.map((a) => [a.statusCode, a.json().code, a.json().msg])).toEqual([
      [200, 400, '请求地址过长'],
      [200, 400, '请求地址格式错误'],
      [200, 400, '请求格式错误'],
      [200, 400, '请求内容过大'],
    ]);
    await app.close();
  });
});
