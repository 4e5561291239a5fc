/**
 * Issue 13 §4 (several processes behind a proxy): with TRUST_PROXY naming the proxy, the sign-in
 * guard's per-address limit counts the visitor's address from X-Forwarded-For; without it the
 * header is ignored (anyone can send it), so every visitor behind the proxy shares one address.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { trustProxySetting } from '../src/lib/proxy';
import { ADDRESS_LIMIT } from '../src/modules/user/signInGuard';
import { CONSOLE_URL, createTestApp, createTestDb, loginForm } from './helpers';

let db: Kysely<Database>;

beforeAll(async () => {
  db = await createTestDb();
});

afterAll(async () => {
  await db.destroy();
});

async function attempt(app: Awaited<ReturnType<typeof createTestApp>>, username: string, password: string, forwardedFor: string) {
  const { form, cookie } = await loginForm(app, CONSOLE_URL);
  return app.inject({
    method: 'POST',
    url: '/sso/reLogin',
    remoteAddress: '10.9.9.9', // the proxy
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, 'x-forwarded-for': forwardedFor },
    payload: new URLSearchParams({ username, password, service: CONSOLE_URL, form }).toString(),
  });
}

describe('TRUST_PROXY (issue 13 §4)', () => {
  it('trusting the proxy: one visitor closed after too many refused passwords, another behind the same proxy still signs in', async () => {
    const app = await createTestApp(db, { trustProxy: trustProxySetting('10.9.9.9') });
    for (let i = 0; i < ADDRESS_LIMIT; i++) await attempt(app, `nobody-${i}`, 'wrong', '203.0.113.7');
    expect((await attempt(app, 'demo2', 'greenroom', '203.0.113.7')).statusCode).toBe(429);
    expect((await attempt(app, 'demo2', 'greenroom', '198.51.100.4')).statusCode).toBe(302);
    await app.close();
  });

  it('not trusting it (the default): the header is ignored, the proxy’s address is the one counted', async () => {
    const app = await createTestApp(db);
    for (let i = 0; i < ADDRESS_LIMIT; i++) await attempt(app, `someone-${i}`, 'wrong', '203.0.113.8');
    expect((await attempt(app, 'demo', 'greenroom', '198.51.100.5')).statusCode).toBe(429);
    await app.close();
  });

  it('reads the setting: none, a hop count, a list; refuses trusting everyone', () => {
    expect(trustProxySetting(undefined)).toBeUndefined();
    expect(trustProxySetting(' ')).toBeUndefined();
    const hops = trustProxySetting('1') as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1)]).toEqual([true, false]);
    expect(trustProxySetting('127.0.0.1, 10.0.0.0/8')).toBe('127.0.0.1, 10.0.0.0/8');
    expect(() => trustProxySetting('true')).toThrow(/TRUST_PROXY/);
  });
});
