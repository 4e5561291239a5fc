import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { api, CONSOLE_URL, cookieFrom, createClock, createTestApp, createTestDb, PUBLIC_URL, postLogin, setCookieLine, signIn } from './helpers';

let db: Kysely<Database>;
let app: FastifyInstance;
const clock = createClock();

beforeAll(async () => {
  db = await createTestDb();
  app = await createTestApp(db, { now: clock.now });
});

afterAll(async () => {
  await app.close();
  await db.destroy();
});

/** Signs in and returns the ticket URL's path+query (not yet redeemed) and the browser's binding cookie. */
async function ticketLogin(service = CONSOLE_URL, username = 'demo'): Promise<{ url: string; bind: string }> {
  const login = await postLogin(app, { username, password: 'greenroom', service });
  expect(login.statusCode).toBe(302);
  const location = new URL(String(login.headers.location));
  return { url: `${location.pathname}${location.search}`, bind: cookieFrom(login, 'gr_sso_bind') ?? '' };
}

/** The ticket's page as the browser that signed in opens it (its binding cookie along). */
async function ticketPath(service = CONSOLE_URL): Promise<{ url: string; headers: { cookie: string } }> {
  const { url, bind } = await ticketLogin(service);
  return { url, headers: { cookie: bind } };
}

describe('single sign-on page', () => {
  it('shows a Chinese sign-in form with labels, the 登录 button and the demo account', async () => {
    const response = await app.inject({ url: `/sso/reLogin?service=${encodeURIComponent(`${CONSOLE_URL}basic`)}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<label for="username">');
    expect(html).toContain('<label for="password">');
    expect(html).toContain('>登录</button>');
    expect(html).toContain('<code>demo</code>');
    expect(html).toContain('<code>greenroom</code>');
    expect(html).toContain(`value="${CONSOLE_URL}basic"`);
  });

  it('escapes the service in the page', async () => {
    const service = `${CONSOLE_URL}"><script>alert(1)</script>`;
    const response = await app.inject({ url: `/sso/reLogin?service=${encodeURIComponent(service)}` });
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('redirects to the service with a ST- ticket, replacing an existing ticket parameter', async () => {
    const login = await postLogin(app, {
      username: 'demo',
      password: 'greenroom',
      service: `${CONSOLE_URL}activity/live?tab=2&ticket=ST-old`,
    });
    expect(login.statusCode).toBe(302);
    const location = new URL(String(login.headers.location));
    expect(location.origin).toBe(PUBLIC_URL);
    expect(location.pathname).toBe('/admin/activity/live');
    expect(location.searchParams.get('tab')).toBe('2');
    expect(location.searchParams.getAll('ticket')).toHaveLength(1);
    expect(location.searchParams.get('ticket')).toMatch(/^ST-[A-Za-z0-9_-]{20,}$/);
  });

  it('wrong password shows the page again with 用户名或密码错误 and no redirect', async () => {
    for (const fields of [
      { username: 'demo', password: 'wrong-password' },
      { username: 'nobody', password: 'greenroom' },
    ]) {
      const response = await postLogin(app, { ...fields, service: CONSOLE_URL });
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain('用户名或密码错误');
      expect(response.body).toContain('<form');
    }
  });
});

describe('SSO service outside the allowed list is refused (no redirect)', () => {
  const refused = [
    'https://evil.example/admin/',
    'http://localhost:8080.evil.example/admin/',
    'http://localhost:8080@evil.example/admin/',
    'http://user:pass@localhost:8080/admin/',
    'http://localhost:8081/admin/',
    'https://localhost:8080/admin/',
    'http://localhost:8080/adminx/',
    'http://localhost:8080/other/',
    'http://localhost:8080/admin/../sso/reLogin',
    '//evil.example/admin/',
    'javascript:alert(1)//http://localhost:8080/admin/',
    'not a url',
  ];

  it.each(refused)('POST with service %s', async (service) => {
    const response = await postLogin(app, { username: 'demo', password: 'greenroom', service });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('不允许的回跳地址');
    expect(response.body).not.toContain('<form');
  });

  it.each(refused)('GET with service %s', async (service) => {
    const response = await app.inject({ url: `/sso/reLogin?service=${encodeURIComponent(service)}` });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('不允许的回跳地址');
    expect(response.body).not.toContain('<form');
  });

  it('refuses a foreign service even with a valid session', async () => {
    const cookie = await signIn(app);
    const response = await app.inject({
      url: `/sso/reLogin?service=${encodeURIComponent('https://evil.example/admin/')}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
  });

  it('accepts the loopback host variants of the console address', async () => {
    for (const service of ['http://127.0.0.1:8080/admin/', 'http://localhost:8080/admin/basic']) {
      const response = await postLogin(app, { username: 'demo', password: 'greenroom', service });
      expect(response.statusCode).toBe(302);
    }
  });

  it('honours the allowedServices option', async () => {
    const custom = await createTestApp(db, { allowedServices: ['https://console.example.com/admin/'] });
    try {
      const good = await postLogin(custom, {
        username: 'demo',
        password: 'greenroom',
        service: 'https://console.example.com/admin/basic',
      });
      expect(good.statusCode).toBe(302);
      const bad = await postLogin(custom, { username: 'demo', password: 'greenroom', service: CONSOLE_URL });
      expect(bad.statusCode).toBe(400);
      expect(bad.headers.location).toBeUndefined();
    } finally {
      await custom.close();
    }
  });
});

describe('tickets', () => {
  it('a ticket opens a session on the console page', async () => {
    const page = await app.inject(await ticketPath());
    const cookie = cookieFrom(page);
    expect(cookie).toMatch(/^gr_session=[A-Za-z0-9_-]{40,}$/);
    const info = await api(app, 'GET', '/api/user/getUserInfo', cookie);
    expect(info.body.code).toBe(0);
  });

  it('a ticket cannot be used twice', async () => {
    const ticket = await ticketPath();
    const first = await app.inject(ticket);
    expect(cookieFrom(first)).toBeDefined();
    const second = await app.inject(ticket);
    expect(second.statusCode).not.toBe(302);
    expect(cookieFrom(second)).toBeUndefined();
  });

  it('a ticket expires after 60s', async () => {
    const fresh = await ticketPath();
    clock.advance(59_000);
    expect(cookieFrom(await app.inject(fresh))).toBeDefined();

    const stale = await ticketPath();
    clock.advance(60_001);
    expect(cookieFrom(await app.inject(stale))).toBeUndefined();
  });

  it('a ticket is bound to its service', async () => {
    const { url, headers } = await ticketPath(`${CONSOLE_URL}basic`);
    const ticket = new URL(url, PUBLIC_URL).searchParams.get('ticket');
    const elsewhere = await app.inject({ url: `/admin/order?ticket=${ticket}`, headers });
    expect(cookieFrom(elsewhere)).toBeUndefined();
  });

  it('an unknown ticket just serves the page without a session', async () => {
    const response = await app.inject({ url: '/admin/?ticket=ST-doesnotexist' });
    expect(cookieFrom(response)).toBeUndefined();
  });

  it('with a live session, GET reLogin issues a ticket and redirects straight away', async () => {
    const cookie = await signIn(app);
    const response = await app.inject({
      url: `/sso/reLogin?service=${encodeURIComponent(`${CONSOLE_URL}basic`)}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(302);
    expect(String(response.headers.location)).toMatch(/^http:\/\/localhost:8080\/admin\/basic\?ticket=ST-/);
  });
});

describe('session', () => {
  it('the session cookie is HttpOnly and SameSite', async () => {
    const page = await app.inject(await ticketPath());
    const line = setCookieLine(page) ?? '';
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Lax/i);
    expect(line).toMatch(/;\s*Path=\//);
    expect(line).toMatch(/;\s*Max-Age=604800/);
    expect(line).not.toMatch(/;\s*Secure/i);
  });

  it('the session cookie is Secure when the public address is https', async () => {
    const secure = await createTestApp(db, { publicUrl: 'https://console.example.com' });
    try {
      const login = await postLogin(secure, {
        username: 'demo',
        password: 'greenroom',
        service: 'https://console.example.com/admin/',
      });
      const location = new URL(String(login.headers.location));
      const page = await secure.inject({ url: `${location.pathname}${location.search}`, headers: { cookie: cookieFrom(login, 'gr_sso_bind') ?? '' } });
      expect(setCookieLine(page)).toMatch(/;\s*Secure/i);
    } finally {
      await secure.close();
    }
  });

  it('stores only a hash of the session token', async () => {
    const cookie = await signIn(app);
    const token = cookie.split('=')[1] ?? '';
    const rows = await db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('/api without session → HTTP 401 envelope 401', async () => {
    for (const url of ['/api/user/getUserInfo', '/api/activity/twzb/list', '/api/user/empower-info']) {
      const response = await api(app, 'GET', url);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ code: 401, msg: '登录已过期，请重新登录', msgCode: 401, data: null });
    }
    const forged = await api(app, 'GET', '/api/user/getUserInfo', 'gr_session=forged-token');
    expect(forged.status).toBe(401);
  });

  it('a percent-encoded /api path still requires the session', async () => {
    for (const url of ['/%61pi/user/getUserInfo', '/api/user/getUser%49nfo', '/%61pi/activity/twzb/list']) {
      const response = await api(app, 'GET', url);
      expect(response.status, url).toBe(401);
      expect(response.body.code, url).toBe(401);
    }
  });

  it('a session expires after seven days', async () => {
    const cookie = await signIn(app);
    clock.advance(7 * 24 * 3600_000 + 1000);
    const response = await api(app, 'GET', '/api/user/getUserInfo', cookie);
    expect(response.status).toBe(401);
  });

  it('logout clears the session', async () => {
    const cookie = await signIn(app);
    const logout = await app.inject({ url: '/api/user/logout', headers: { cookie } });
    expect(logout.json()).toMatchObject({ code: 0, data: null });
    const cleared = setCookieLine(logout) ?? '';
    expect(cleared).toMatch(/^gr_session=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    const after = await api(app, 'GET', '/api/user/getUserInfo', cookie);
    expect(after.status).toBe(401);
  });

  it('an unknown /api route answers a 404 envelope', async () => {
    const cookie = await signIn(app);
    const response = await api(app, 'GET', '/api/no/such/route', cookie);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 404, msgCode: 404, data: null });
  });
});
