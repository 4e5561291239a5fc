/**
 * The in-memory session cache (lib/session.ts), on when the database is embedded PGlite: sign-in,
 * expiry and logout behave exactly as without it, and it saves the session query.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context';
import type { Database } from '../src/db/schema';
import { SESSION_COOKIE, SessionCache, sessionUserId } from '../src/lib/session';
import { api, createClock, createTestApp, createTestDb, signIn } from './helpers';

let db: Kysely<Database>;
let app: FastifyInstance;
const clock = createClock();

beforeAll(async () => {
  db = await createTestDb();
  app = await createTestApp(db, { cacheSessions: true, now: clock.now });
});

afterAll(async () => {
  await app.close();
  await db.destroy();
});

const userInfo = async (cookie: string) => (await api(app, 'GET', '/api/user/getUserInfo', cookie)).status;

describe('session cache (embedded database only)', () => {
  it('answers a known session from memory: the session query is not repeated', async () => {
    const cookie = await signIn(app, 'demo');
    expect(await userInfo(cookie)).toBe(200);
    // Proof that the second call did not read the table: the row is gone, the call still passes.
    // (Which is why the cache is only for a database no other process writes.)
    const hidden = await db.selectFrom('sessions').selectAll().execute();
    await db.deleteFrom('sessions').execute();
    expect(await userInfo(cookie)).toBe(200);
    await db.insertInto('sessions').values(hidden).execute();
  });

  it('logout forgets the session at once', async () => {
    const cookie = await signIn(app, 'demo');
    expect(await userInfo(cookie)).toBe(200);
    await app.inject({ url: '/api/user/logout', headers: { cookie } });
    expect(await userInfo(cookie)).toBe(401);
  });

  it('a cached session still expires after seven days (SPEC session lifetime)', async () => {
    const cookie = await signIn(app, 'demo2');
    expect(await userInfo(cookie)).toBe(200);
    clock.advance(7 * 24 * 3600_000 + 1000);
    expect(await userInfo(cookie)).toBe(401);
  });

  it('made-up tokens are never remembered, and the cache is bounded', async () => {
    const cache = new SessionCache(3);
    const ctx = { db, now: clock.now, sessionCache: cache } as unknown as AppContext;
    for (let i = 0; i < 20; i++) {
      const request = { cookies: { [SESSION_COOKIE]: `made-up-${i}` } } as unknown as FastifyRequest;
      expect(await sessionUserId(ctx, request)).toBeNull();
    }
    expect(cache.size).toBe(0);
    const later = new Date(clock.now().getTime() + 60_000);
    for (const hash of ['a', 'b', 'c', 'd']) cache.set(hash, { userId: 1, sessionId: 7 }, later);
    expect(cache.size).toBe(3);
    expect(cache.get('a', clock.now())).toBeUndefined();
    expect(cache.get('d', clock.now())).toEqual({ userId: 1, sessionId: 7 });
    expect(cache.get('d', new Date(later.getTime() + 1))).toBeNull();
  });
});
