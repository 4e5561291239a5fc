/**
 * Issue 21 §1 (high): the sign-in limits hold under a burst. 100 sign-in POSTs fired at once — 99
 * wrong passwords and the right one for one account from one address, or 100 unknown names from one
 * address — check at most ACCOUNT_LIMIT passwords per account and ADDRESS_LIMIT per address in a
 * window, because counting and deciding are one atomic step in the database (signInGuard.ts). On
 * PGlite, and on PostgreSQL with two app instances (two processes) sharing the database when
 * TEST_DATABASE_URL is set (`.ci/run` sets it; without it the PostgreSQL half says it was skipped).
 */
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT } from '../src/modules/user/signInGuard';
import { addUser } from '../src/users';
import { CONSOLE_URL, createTestApp, createTestDb, loginForm } from './helpers';
import { postgresSchema, TEST_DATABASE_URL } from './postgres';

const BURST = 100;

/** Fires `count` sign-ins at once (each with its own form token, as a script would get them), returns the statuses. */
async function burst(apps: FastifyInstance[], attempt: (i: number) => { username: string; password: string }, address: string): Promise<number[]> {
  const forms = await Promise.all(Array.from({ length: BURST }, (_, i) => loginForm(apps[i % apps.length] as FastifyInstance, CONSOLE_URL)));
  const answers = await Promise.all(
    forms.map(({ form, cookie }, i) =>
      (apps[i % apps.length] as FastifyInstance).inject({
        method: 'POST',
        url: '/sso/reLogin',
        remoteAddress: address,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        payload: new URLSearchParams({ ...attempt(i), service: CONSOLE_URL, form }).toString(),
      }),
    ),
  );
  return answers.map((answer) => answer.statusCode);
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

async function expectBurstsHold(apps: FastifyInstance[], db: Kysely<Database>, label: string) {
  await addUser(db, `burst-${label}`, 'right-password');
  // 99 wrong passwords and the right one, for one account, from one address.
  const account = await burst(apps, (i) => ({ username: `burst-${label}`, password: i === 57 ? 'right-password' : `wrong-${i}` }), '10.21.1.1');
  const checked = count(account, 401) + count(account, 302);
  expect(checked, `${label}: passwords checked for one account`).toBeLessThanOrEqual(ACCOUNT_LIMIT);
  expect(count(account, 429), `${label}: refused before the check`).toBeGreaterThanOrEqual(BURST - ACCOUNT_LIMIT);
  expect(count(account, 500)).toBe(0);

  // 100 unknown names from one address: at most ADDRESS_LIMIT checked.
  const names = await burst(apps, (i) => ({ username: `nobody-${label}-${i}`, password: 'wrong' }), '10.21.1.2');
  expect(count(names, 401), `${label}: passwords checked from one address`).toBeLessThanOrEqual(ADDRESS_LIMIT);
  expect(count(names, 401)).toBeGreaterThan(0);
  expect(count(names, 429)).toBe(BURST - count(names, 401));
  // The figures the issue asks for (in the closing note): passwords checked out of 100 at once.
  console.info(
    `[burst ${label}] one account: ${checked} checked, ${count(account, 429)} refused; one address: ${count(names, 401)} checked, ${count(names, 429)} refused`,
  );
  return { account: checked, address: count(names, 401) };
}

describe('issue 21 §1: sign-in limits under 100 parallel attempts', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`PGlite: at most ${ACCOUNT_LIMIT} passwords checked per account, ${ADDRESS_LIMIT} per address`, async () => {
    const db = await createTestDb();
    const app = await createTestApp(db);
    cleanups.push(async () => {
      await app.close();
      await db.destroy();
    });
    await expectBurstsHold([app], db, 'pglite');
  }, 120_000);

  it.skipIf(!TEST_DATABASE_URL)(
    `PostgreSQL, two processes on one database: at most ${ACCOUNT_LIMIT} per account, ${ADDRESS_LIMIT} per address`,
    async () => {
      const pgSchema = await postgresSchema('burst');
      cleanups.push(pgSchema.drop);
      const first = pgSchema.open();
      const second = pgSchema.open();
      expect((await sql<{ s: string }>`select current_schema() as s`.execute(second)).rows[0]?.s).toBe(pgSchema.schema);
      const apps = [await createTestApp(first), await createTestApp(second)];
      cleanups.push(async () => {
        for (const app of apps) await app.close();
      });
      await expectBurstsHold(apps, first, 'postgres');
    },
    180_000,
  );
});
