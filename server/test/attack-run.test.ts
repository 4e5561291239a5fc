/**
 * Issue 21 §3 and §4: the findings of an attack run, each tried as the attacker did it.
 * (§1, the sign-in bursts: sign-in-burst.test.ts; §2, one process per data folder: data-dir-lock.test.ts;
 * control characters in every contract: control-chars.test.ts.)
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { BIND_COOKIE } from '../src/modules/user/sso';
import { addUser, signOutEverywhere } from '../src/users';
import { api, CONSOLE_URL, cookieFrom, createTestApp, createTestDb, loginForm, PUBLIC_URL, postLogin, signIn } from './helpers';

let db: Kysely<Database>;
let app: FastifyInstance;

beforeAll(async () => {
  db = await createTestDb();
  app = await createTestApp(db);
});

afterAll(async () => {
  await app.close();
  await db.destroy();
});

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** A ticket for `username` as its own browser gets it: the ticket's page and that browser's binding cookie. */
async function ticketFor(username: string): Promise<{ url: string; bind: string }> {
  const login = await postLogin(app, { username, password: 'greenroom', service: CONSOLE_URL });
  expect(login.statusCode).toBe(302);
  return { url: pathOf(String(login.headers.location)), bind: cookieFrom(login, BIND_COOKIE) ?? '' };
}

describe('issue 21 §3: login CSRF through a ticket link', () => {
  it('a ticket obtained for account B opens nothing in another browser (no binding cookie, or another one)', async () => {
    const stolen = await ticketFor('demo2');
    // The victim's browser: never signed in here, or signed in through its own sign-in (its own binding).
    const bare = await app.inject({ url: stolen.url });
    expect(cookieFrom(bare)).toBeUndefined();
    const own = await ticketFor('demo');
    const other = await app.inject({ url: stolen.url, headers: { cookie: own.bind } });
    expect(cookieFrom(other)).toBeUndefined();
    // The ticket was not burnt by the refused tries: the attacker's own browser still could use it.
    expect(cookieFrom(await app.inject({ url: stolen.url, headers: { cookie: stolen.bind } }))).toBeDefined();
  });

  it('a valid session of another account is never silently replaced by a ticket', async () => {
    const a = await signIn(app, 'demo');
    const ticketB = await ticketFor('demo2');
    // Even with B's binding cookie in the browser, A's live session stays A's.
    const page = await app.inject({ url: ticketB.url, headers: { cookie: `${a}; ${ticketB.bind}` } });
    expect(cookieFrom(page)).toBeUndefined();
    const info = await api(app, 'GET', '/api/user/getUserInfo', a);
    expect((info.body.data as { username: string }).username).toBe('demo');
  });
});

describe('issue 21 §4: sessions end what they minted, and end when replaced', () => {
  it('signing in as A in a browser holding B’s session ends B’s session', async () => {
    const b = await signIn(app, 'demo2');
    const { form, cookie } = await loginForm(app, CONSOLE_URL);
    const login = await app.inject({
      method: 'POST',
      url: '/sso/reLogin',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `${cookie}; ${b}` },
      payload: new URLSearchParams({ username: 'demo', password: 'greenroom', service: CONSOLE_URL, form }).toString(),
    });
    expect(login.statusCode).toBe(302);
    expect((await api(app, 'GET', '/api/user/getUserInfo', b)).status).toBe(401);
  });

  it('signed play and preview URLs stop working at sign-out', async () => {
    const cookie = await signIn(app, 'demo');
    const videos = await api(app, 'GET', '/api/media/live/list?pageSize=5', cookie);
    const recording = (videos.body.data as { list: Array<{ id: number }> }).list[0];
    expect(recording).toBeDefined();
    const play = await api(app, 'GET', `/api/media/live/playUrl/${recording?.id}`, cookie);
    const url = pathOf((play.body.data as { url: string }).url);
    expect(url).toMatch(/[?&]sid=\d+/);
    expect((await app.inject({ url, headers: { range: 'bytes=0-15' } })).statusCode).toBe(206);
    await app.inject({ url: '/api/user/logout', headers: { cookie } });
    const after = await app.inject({ url, headers: { range: 'bytes=0-15' } });
    expect(after.statusCode).toBe(403);
    expect(after.json()).toMatchObject({ code: 403 });
  });

  it('the export token stops working at sign-out', async () => {
    const cookie = await signIn(app, 'demo');
    const token = (await api(app, 'GET', '/api/statistics/twzb/excel/token', cookie)).body.data as { token: string };
    const url = `/api/statistics/twzb/exportExcel?type=user&platform=2&token=${token.token}`;
    expect((await app.inject({ url })).statusCode).toBe(200);
    await app.inject({ url: '/api/user/logout', headers: { cookie } });
    const after = await app.inject({ url });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 401, msg: '导出链接已失效，请重新导出' });
  });

  it('an operator signs an account out everywhere (npm run users -- signout)', async () => {
    const one = await signIn(app, 'demo2');
    const two = await signIn(app, 'demo2');
    expect(await signOutEverywhere(db, 'DEMO2')).toBeGreaterThanOrEqual(2);
    for (const cookie of [one, two]) expect((await api(app, 'GET', '/api/user/getUserInfo', cookie)).status).toBe(401);
  });

  it('names are case-insensitive: `users add OPS1` beside `ops1` is refused, and OPS1 signs in as ops1', async () => {
    await addUser(db, 'ops1', 'long-enough-1');
    await expect(addUser(db, 'OPS1', 'long-enough-2')).rejects.toThrow('已存在');
    const login = await postLogin(app, { username: 'OPS1', password: 'long-enough-1', service: CONSOLE_URL });
    expect(login.statusCode).toBe(302);
  });
});

describe('issue 21 §4: cross-site and rebinding', () => {
  it('GET /api/user/logout from another site is refused and the session lives on; from the console it signs out', async () => {
    const cookie = await signIn(app, 'demo');
    const refused = await app.inject({ url: '/api/user/logout', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(refused.statusCode).toBe(403);
    expect((await api(app, 'GET', '/api/user/getUserInfo', cookie)).status).toBe(200);
    const same = await app.inject({ url: '/api/user/logout', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(same.json()).toMatchObject({ code: 0 });
    expect((await api(app, 'GET', '/api/user/getUserInfo', cookie)).status).toBe(401);
  });

  it('an Origin equal to a foreign Host (DNS rebinding) is refused: origins are compared with PUBLIC_URL', async () => {
    const cookie = await signIn(app, 'demo');
    const rebound = await app.inject({
      method: 'POST',
      url: '/api/user/message/readAll',
      headers: { cookie, host: 'attacker.example:8080', origin: 'http://attacker.example:8080' },
    });
    expect(rebound.statusCode).toBe(403);
    const own = await app.inject({ method: 'POST', url: '/api/user/message/readAll', headers: { cookie, origin: PUBLIC_URL } });
    expect(own.statusCode).not.toBe(403);
  });

  it('production hands tickets to PUBLIC_URL only, never to localhost or 127.0.0.1', async () => {
    const production = await createTestApp(db, { env: 'production', publicUrl: 'https://console.example.com' });
    try {
      for (const service of ['https://localhost/admin/', 'https://127.0.0.1/admin/', 'http://localhost:8080/admin/']) {
        const page = await production.inject({ url: `/sso/reLogin?service=${encodeURIComponent(service)}` });
        expect(page.statusCode, service).toBe(400);
      }
      expect((await production.inject({ url: `/sso/reLogin?service=${encodeURIComponent('https://console.example.com/admin/')}` })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});

describe('issue 21 §4: malformed requests answer the envelope', () => {
  const malformed = ['%', '%zz', '%C3%28', 'abc%2', '%E0%A4%A', '%FF', '%uD800'];
  it.each(malformed)('query value %s → the envelope’s 400, not taken literally', async (value) => {
    const cookie = await signIn(app, 'demo');
    const response = await app.inject({ url: `/api/activity/twzb/list?title=${value}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 400, msg: '请求地址格式错误', data: null });
  });

  it('a query string over 16 KB gets the envelope (431), not Node’s bare English status', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: `/api/activity/twzb/list?title=${'a'.repeat(17 * 1024)}` }, (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 431, msg: '请求地址或请求头过长', data: null });
  });

  it('API answers carry nosniff, a Permissions-Policy and COOP', async () => {
    const response = await app.inject({ url: '/api/user/getUserInfo' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['permissions-policy'])).toContain('camera=()');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
