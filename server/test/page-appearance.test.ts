/**
 * Issue 29 §3: the console page's language and theme at first paint — `<html lang>` from the account,
 * else `Accept-Language`; `theme-mode="dark"` from the account's theme or, for `system`, Chromium's
 * `Sec-CH-Prefers-Color-Scheme`; a dark-device rule for when nothing is known, within the strict CSP;
 * the first frame rendered in the page's language.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import type { FirstFrameInput } from '../src/lib/firstFrame';
import { tooManyPage } from '../src/lib/rateLimit';
import { SCHEME_SCRIPT, SCHEME_STYLE } from '../src/modules/console/appearance';
import { createTestApp, createTestDb, signIn } from './helpers';

let db: Kysely<Database>;
let app: FastifyInstance;
let demo: string;
let demo2: string;
const seen: FirstFrameInput[] = [];

// The built page as host/index.html writes it.
const INDEX = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8">
    <title>Greenroom 控制台</title>
    <link rel="stylesheet" href="/admin/shared/first-screen.css">
    <!--gr:plugins-->
  </head>
  <body>
    <div id="root"><div class="gr-boot" role="status">正在加载控制台…</div></div>
    <noscript>请启用 JavaScript 以使用 Greenroom 控制台。</noscript>
  </body>
</html>`;

beforeAll(async () => {
  db = await createTestDb();
  const staticDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'gr-appearance-')), 'admin');
  mkdirSync(staticDir, { recursive: true });
  writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  app = await createTestApp(db, {
    staticDir,
    firstFrame: async (input) => {
      seen.push(input);
      return null;
    },
  });
  demo = await signIn(app, 'demo');
  demo2 = await signIn(app, 'demo2');
});

afterAll(async () => {
  await app?.close();
  await db?.destroy();
});

const page = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/admin/basic', headers });
const htmlTag = (body: string) => /<html\b[^>]*>/.exec(body)?.[0] ?? '';
const bodyTag = (body: string) => /<body\b[^>]*>/.exec(body)?.[0] ?? '';
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const setPreferences = (cookie: string, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/user/preferences', headers: { cookie, 'content-type': 'application/json' }, payload: JSON.stringify(body) });

describe("issue 29 §3: the page's language at first paint", () => {
  it('without a session: Chinese by default, English when Accept-Language asks for it (shell texts too)', async () => {
    const zh = await page();
    expect(htmlTag(zh.body)).toBe('<html lang="zh-CN" data-theme-choice="system">');
    expect(zh.body).toContain('正在加载控制台…');
    const en = await page({ 'accept-language': 'en-GB,en;q=0.9,zh;q=0.5' });
    expect(htmlTag(en.body)).toBe('<html lang="en-US" data-theme-choice="system">');
    expect(en.body).toContain('<title>Greenroom console</title>');
    expect(en.body).toContain('<div class="gr-boot" role="status">Loading the console…</div>');
    expect(en.body).toContain('<noscript>Enable JavaScript to use the Greenroom console.</noscript>');
    expect(en.body).not.toMatch(/\p{Script=Han}/u);
  });

  it("signed in: the account's locale wins over the browser; null follows the browser; the renderer gets it", async () => {
    await setPreferences(demo, { locale: 'en-US' });
    seen.length = 0;
    const chosen = await page({ cookie: demo, 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(htmlTag(chosen.body)).toContain('lang="en-US"');
    expect(seen.at(-1)?.locale).toBe('en-US');
    await setPreferences(demo, { locale: null });
    const following = await page({ cookie: demo, 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(htmlTag(following.body)).toContain('lang="zh-CN"');
    expect(seen.at(-1)?.locale).toBe('zh-CN');
    const english = await page({ cookie: demo, 'accept-language': 'en-US' });
    expect(htmlTag(english.body)).toContain('lang="en-US"');
  });

  it('pages in both languages at once each get their own', async () => {
    await setPreferences(demo2, { locale: 'en-US' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        page(index % 3 === 0 ? { cookie: demo2 } : index % 3 === 1 ? { 'accept-language': 'en' } : { 'accept-language': 'zh-CN' }).then((answer) => ({
          index,
          answer,
        })),
      ),
    );
    for (const { index, answer } of answers) expect(htmlTag(answer.body)).toContain(index % 3 === 2 ? 'lang="zh-CN"' : 'lang="en-US"');
    await setPreferences(demo2, { locale: null });
  });
});

describe("issue 29 §3: the page's theme at first paint", () => {
  it('asks Chromium for its colour-scheme hint and varies by it and by the language', async () => {
    const answer = await page();
    expect(answer.headers['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme');
    expect(answer.headers['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme');
    expect(String(answer.headers.vary)).toMatch(/accept-language/i);
    expect(String(answer.headers.vary)).toMatch(/sec-ch-prefers-color-scheme/i);
  });

  it('system: dark when the hint says dark, not when it says light or nothing', async () => {
    expect(bodyTag((await page({ 'sec-ch-prefers-color-scheme': '"dark"' })).body)).toBe('<body theme-mode="dark">');
    expect(bodyTag((await page({ 'sec-ch-prefers-color-scheme': '"light"' })).body)).toBe('<body>');
    expect(bodyTag((await page()).body)).toBe('<body>');
  });

  it("the account's dark is dark whatever the device; its light is light on a dark device; the choice is on <html>", async () => {
    await setPreferences(demo, { theme: 'dark' });
    const dark = await page({ cookie: demo, 'sec-ch-prefers-color-scheme': '"light"' });
    expect(bodyTag(dark.body)).toBe('<body theme-mode="dark">');
    expect(htmlTag(dark.body)).toContain('data-theme-choice="dark"');
    await setPreferences(demo, { theme: 'light' });
    const light = await page({ cookie: demo, 'sec-ch-prefers-color-scheme': '"dark"' });
    expect(bodyTag(light.body)).toBe('<body>');
    expect(htmlTag(light.body)).toContain('data-theme-choice="light"');
    await setPreferences(demo, { theme: 'system' });
    const system = await page({ cookie: demo, 'sec-ch-prefers-color-scheme': '"dark"' });
    expect(bodyTag(system.body)).toBe('<body theme-mode="dark">');
    expect(htmlTag(system.body)).toContain('data-theme-choice="system"');
  });

  it("nothing known: a dark-device rule paints the page and the placeholder dark, and a script sets Semi's dark theme — both allowed by hash, no unsafe-inline", async () => {
    const answer = await page();
    expect(answer.body).toContain(`<style data-gr-scheme>${SCHEME_STYLE}</style>`);
    expect(SCHEME_STYLE).toContain('@media (prefers-color-scheme: dark){html[data-theme-choice="system"]');
    expect(SCHEME_STYLE).toMatch(/\.gr-boot\{color:/);
    // Issue 25: the script is in the head before any stylesheet (a script after a stylesheet still
    // loading would stop the parser until it is in); it marks the body as the parser inserts it.
    const head = answer.body.slice(0, answer.body.indexOf('</head>'));
    expect(head).toContain(`<script>${SCHEME_SCRIPT}</script>`);
    expect(head.indexOf(`<script>${SCHEME_SCRIPT}</script>`)).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
    expect(answer.body).toMatch(/<body>\s*<div id="root"/);
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain(sha(SCHEME_STYLE));
    expect(csp).toContain(sha(SCHEME_SCRIPT));
    expect(csp).not.toContain('unsafe-inline');
  });
});

describe("issue 29 §3: the console page refused by its rate limit speaks the browser's language", () => {
  it('English for an English browser, Chinese otherwise', () => {
    const english = tooManyPage(30, 'en-US');
    expect(english).toContain('<html lang="en-US">');
    expect(english).toContain('Reload this page in 30 seconds.');
    expect(english).not.toMatch(/\p{Script=Han}/u);
    expect(tooManyPage(30)).toContain('请在 30 秒后刷新本页。');
  });
});
