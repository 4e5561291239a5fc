/**
 * Issue 29 §4: the local single sign-on's page follows the browser's `Accept-Language` — its texts
 * and its errors in English when English is asked for first; Chinese otherwise, unchanged.
 */
import { hasEnglish } from '@greenroom/contracts/messagesEn';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { retryMessage } from '../src/modules/user/signInGuard';
import { MSG } from '../src/modules/user/sso';
import { CONSOLE_URL, cookieFrom, createTestApp, createTestDb } from './helpers';

let db: Kysely<Database>;
let app: FastifyInstance;
const HAN = /\p{Script=Han}/u;
const EN = 'en-US,en;q=0.9';

beforeAll(async () => {
  db = await createTestDb();
  app = await createTestApp(db);
});

afterAll(async () => {
  await app?.close();
  await db?.destroy();
});

async function post(fields: Record<string, string>, language?: string) {
  const headers: Record<string, string> = language ? { 'accept-language': language } : {};
  const page = await app.inject({ method: 'GET', url: `/sso/reLogin?service=${encodeURIComponent(CONSOLE_URL)}`, headers });
  const form = /name="form" value="([^"]*)"/.exec(page.body)?.[1] ?? '';
  return app.inject({
    method: 'POST',
    url: '/sso/reLogin',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', cookie: cookieFrom(page, 'gr_sso_form') ?? '' },
    payload: new URLSearchParams({ service: CONSOLE_URL, form, ...fields }).toString(),
  });
}

describe("issue 29 §4: the sign-in page in the browser's language", () => {
  it('English when Accept-Language asks for it: lang, every text, no Chinese left', async () => {
    const page = await app.inject({ method: 'GET', url: '/sso/reLogin', headers: { 'accept-language': EN } });
    expect(page.body).toContain('<html lang="en-US">');
    expect(page.body).toContain('<title>Sign in - Greenroom single sign-on</title>');
    expect(page.body).toContain('<label for="username">Username</label>');
    expect(page.body).toContain('<button type="submit">Sign in</button>');
    expect(page.body).not.toMatch(HAN);
    expect(String(page.headers.vary)).toMatch(/accept-language/i);
  });

  it('Chinese by default and for a Chinese browser, as before', async () => {
    for (const headers of [{}, { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' }]) {
      const page = await app.inject({ method: 'GET', url: '/sso/reLogin', headers });
      expect(page.body).toContain('<html lang="zh-CN">');
      expect(page.body).toContain('<h1>登录 Greenroom</h1>');
      expect(page.body).toContain('<button type="submit">登录</button>');
    }
  });

  it('its errors in English: a wrong password, a missing field, a refused redirect address', async () => {
    const wrong = await post({ username: 'demo', password: 'nope' }, EN);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Incorrect username or password');
    expect(wrong.body).not.toMatch(HAN);
    const missing = await post({ username: '', password: '' }, EN);
    expect(missing.body).toContain('Enter your username and password');
    const refused = await app.inject({ method: 'GET', url: '/sso/reLogin?service=https%3A%2F%2Fevil.example%2F', headers: { 'accept-language': EN } });
    expect(refused.body).toContain('Redirect address not allowed');
    expect(refused.body).not.toMatch(HAN);
    const chinese = await post({ username: 'demo', password: 'nope' });
    expect(chinese.body).toContain('用户名或密码错误');
  });

  it('dark on a dark device (prefers-color-scheme), allowed by the page policy', async () => {
    const page = await app.inject({ method: 'GET', url: '/sso/reLogin' });
    expect(page.body).toContain('@media (prefers-color-scheme: dark){');
    expect(String(page.headers['content-security-policy'])).toContain("style-src 'unsafe-inline'");
  });

  it("every sign-in message has English, the sign-in guard's wait too", () => {
    for (const message of Object.values(MSG)) expect(hasEnglish(message), message).toBe(true);
    const now = new Date('2026-11-26T06:00:00Z');
    const wait = retryMessage(new Date(now.getTime() + 14 * 60_000), now);
    expect(hasEnglish(wait), wait).toBe(true);
  });
});
