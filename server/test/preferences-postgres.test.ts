/**
 * Issue 29 §1 on PostgreSQL (TEST_DATABASE_URL; `.ci/run` starts one): the migration's columns and
 * checks, and a parallel burst of preference writes through two app instances on one database (as two
 * processes) ends in one of the written pairs, never a mix; another account's row is untouched.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn } from './helpers';
import { type PostgresSchema, postgresSchema, TEST_DATABASE_URL } from './postgres';
import { call } from './request';

describe.skipIf(!TEST_DATABASE_URL)('issue 29 §1: preferences on PostgreSQL, two processes', () => {
  let pgSchema: PostgresSchema;
  let apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    await pgSchema?.drop();
  });

  it('a burst of writes to both processes ends in one consistent row; the database refuses values outside the lists', async () => {
    pgSchema = await postgresSchema('preferences');
    const db = pgSchema.open();
    apps = [await createTestApp(db), await createTestApp(pgSchema.open())];
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const demo = await signIn(first, 'demo');
    const pairs = [
      { locale: 'en-US', theme: 'dark' },
      { locale: 'zh-CN', theme: 'light' },
      { locale: null, theme: 'system' },
    ] as const;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        call(index % 2 ? second : first, 'POST', '/api/user/preferences', { cookie: demo, body: pairs[index % pairs.length] }),
      ),
    );
    for (const answer of answers) expect(answer.body.code).toBe(0);
    const rows = await db.selectFrom('users').select(['username', 'locale', 'theme']).orderBy('username').execute();
    const mine = rows.find((row) => row.username === 'demo');
    expect(pairs).toContainEqual({ locale: mine?.locale, theme: mine?.theme });
    expect(rows.find((row) => row.username === 'demo2')).toMatchObject({ locale: null, theme: 'system' });
    await expect(sql`update users set theme = 'blue' where username = 'demo'`.execute(db)).rejects.toThrow();
    await expect(sql`update users set locale = 'fr-FR' where username = 'demo'`.execute(db)).rejects.toThrow();
  });
});
