/**
 * Issue 13 findings "No limit on sign-in attempts" and "Production ships the demo": refused
 * passwords close an account (5 in 15 minutes) or an address (20) with a Chinese message saying
 * when to try again; a success resets the account's count; an operator creates, resets and
 * disables accounts; production's sign-in page hints no demo account.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, WINDOW_MS } from '../src/modules/user/signInGuard';
import { addUser, resetPassword, setDisabled } from '../src/users';
import { CONSOLE_URL, createClock, createTestApp, createTestDb, loginForm, postLogin } from './helpers';

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

const tryPassword = (username: string, password: string, address = '127.0.0.1') =>
  postLogin(app, { username, password, service: CONSOLE_URL }, { remoteAddress: address });

describe('sign-in attempts are limited (issue 13)', () => {
  it(`after ${ACCOUNT_LIMIT} refused passwords the account is closed for 15 minutes, the right password too, and says when`, async () => {
    await addUser(db, 'guarded', 'right-password');
    for (let i = 0; i < ACCOUNT_LIMIT; i++) expect((await tryPassword('guarded', `wrong-${i}`)).statusCode).toBe(401);
    const closed = await tryPassword('guarded', 'right-password');
    expect(closed.statusCode).toBe(429);
    expect(closed.body).toMatch(/登录失败次数过多，请在 \d{2}:\d{2} 后重试（约 15 分钟）/);
    // From another address too: it is the account that is closed.
    expect((await tryPassword('guarded', 'right-password', '10.0.0.9')).statusCode).toBe(429);
    clock.advance(WINDOW_MS + 1000);
    expect((await tryPassword('guarded', 'right-password')).statusCode).toBe(302);
  });

  it('a success resets the account’s count', async () => {
    await addUser(db, 'resetting', 'right-password');
    for (let i = 0; i < ACCOUNT_LIMIT - 1; i++) await tryPassword('resetting', 'wrong');
    expect((await tryPassword('resetting', 'right-password')).statusCode).toBe(302);
    for (let i = 0; i < ACCOUNT_LIMIT - 1; i++) await tryPassword('resetting', 'wrong');
    expect((await tryPassword('resetting', 'right-password')).statusCode).toBe(302);
  });

  it(`after ${ADDRESS_LIMIT} refused passwords from one address, that address is closed for every account`, async () => {
    for (let i = 0; i < ADDRESS_LIMIT; i++) await tryPassword(`nobody-${i}`, 'wrong', '10.1.1.1');
    const closed = await tryPassword('demo', 'greenroom', '10.1.1.1');
    expect(closed.statusCode).toBe(429);
    expect((await tryPassword('demo', 'greenroom', '10.1.1.2')).statusCode).toBe(302);
  });
});

describe('accounts an operator manages (npm run users)', () => {
  it('add, reset (ending sessions) and disable (ending sessions, refusing sign-in) with Chinese reasons', async () => {
    await expect(addUser(db, 'ops', 'short')).rejects.toThrow('密码至少 8 个字符');
    await expect(addUser(db, 'x', 'long-enough')).rejects.toThrow('用户名');
    await addUser(db, 'ops', 'first-password');
    await expect(addUser(db, 'ops', 'first-password')).rejects.toThrow('已存在');
    expect((await tryPassword('ops', 'first-password')).statusCode).toBe(302);
    await resetPassword(db, 'ops', 'second-password');
    expect((await tryPassword('ops', 'first-password')).statusCode).toBe(401);
    expect((await tryPassword('ops', 'second-password')).statusCode).toBe(302);
    const user = await db.selectFrom('users').select('id').where('username', '=', 'ops').executeTakeFirstOrThrow();
    await db
      .insertInto('sessions')
      .values({ token_hash: 'test-ops-session', user_id: user.id, expires_at: new Date(Date.now() + 3600_000) })
      .execute();
    await setDisabled(db, 'ops', true);
    expect(await db.selectFrom('sessions').select('user_id').where('user_id', '=', user.id).execute()).toEqual([]);
    const refused = await tryPassword('ops', 'second-password');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('该账号已停用');
    await setDisabled(db, 'ops', false);
    expect((await tryPassword('ops', 'second-password')).statusCode).toBe(302);
  });
});

describe('production ships no demo (issue 13)', () => {
  it('the sign-in page of production names no demo account; development still does', async () => {
    const production = await createTestApp(db, { env: 'production' });
    const page = await production.inject({ method: 'GET', url: '/sso/reLogin' });
    expect(page.body).toContain('登录 Greenroom');
    expect(page.body).not.toContain('演示账号');
    expect(page.body).not.toContain('greenroom</code>');
    await production.close();
    const development = await createTestApp(db, { env: 'development' });
    expect((await development.inject({ method: 'GET', url: '/sso/reLogin' })).body).toContain('演示账号');
    await development.close();
  });
});

describe('the sign-in form carries a token (login CSRF, issue 13)', () => {
  it('a post without the form’s token, or with another one, is refused and signs nobody in', async () => {
    const bare = await app.inject({
      method: 'POST',
      url: '/sso/reLogin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'demo', password: 'greenroom', service: CONSOLE_URL }).toString(),
    });
    expect(bare.statusCode).toBe(403);
    expect(bare.body).toContain('登录页已过期');
    const { cookie } = await loginForm(app);
    const forged = await app.inject({
      method: 'POST',
      url: '/sso/reLogin',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: new URLSearchParams({ username: 'demo', password: 'greenroom', service: CONSOLE_URL, form: 'guessed' }).toString(),
    });
    expect(forged.statusCode).toBe(403);
    expect((await postLogin(app, { username: 'demo', password: 'greenroom', service: CONSOLE_URL })).statusCode).toBe(302);
  });
});

describe('state-changing calls from another site are refused (issue 13)', () => {
  it('an Origin or Sec-Fetch-Site naming another site gets 403 and changes nothing; the console’s own pages pass', async () => {
    const { signIn } = await import('./helpers');
    const cookie = await signIn(app, 'demo');
    const groups = () => db.selectFrom('twzb_activities').select('id').execute();
    const [target] = await groups();
    const before = (await groups()).length;
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'same-site' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }]) {
      const answer = await app.inject({ method: 'DELETE', url: `/api/activity/twzb/${target.id}`, headers: { cookie, ...headers } });
      expect(answer.statusCode, JSON.stringify(headers)).toBe(403);
      expect(answer.json()).toMatchObject({ code: 403, msg: '已拒绝来自其他站点的请求' });
    }
    // A form-encoded POST from a same-site page, as the probe sent it.
    const form = await app.inject({
      method: 'POST',
      url: '/api/user/sys-msg/user/tagRead?ids=1',
      headers: { cookie, 'sec-fetch-site': 'same-site', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(form.statusCode).toBe(403);
    expect((await groups()).length).toBe(before);
    const own = await app.inject({
      method: 'DELETE',
      url: `/api/activity/twzb/${target.id}`,
      headers: { cookie, origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' },
    });
    expect(own.json()).toMatchObject({ code: 0 });
    // Reading is never refused for where it comes from.
    expect((await app.inject({ method: 'GET', url: '/api/activity/twzb/list', headers: { cookie, 'sec-fetch-site': 'cross-site' } })).json()).toMatchObject({
      code: 0,
    });
  });
});
