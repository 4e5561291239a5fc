/**
 * Issue 22 §1 "on PGlite and PostgreSQL": the editors' calls on PostgreSQL (TEST_DATABASE_URL; `.ci/run`
 * starts one), through two app instances on one database as two processes would be: a create
 * with one requestKey sent to both at once makes one activity, then read, save, move and the list.
 * (Every rule is tested on PGlite in activity-edit.test.ts; this shows the same SQL holds here.)
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn } from './helpers';
import { type PostgresSchema, postgresSchema, TEST_DATABASE_URL } from './postgres';
import { call } from './request';

const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

describe.skipIf(!TEST_DATABASE_URL)('issue 22 §1: the activity editors on PostgreSQL, two processes', () => {
  let pgSchema: PostgresSchema;
  let apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    await pgSchema?.drop();
  });

  it('live, album and event: one activity for one requestKey sent to both processes at once; read, save, move, listed', async () => {
    pgSchema = await postgresSchema('editors');
    apps = [await createTestApp(pgSchema.open()), await createTestApp(pgSchema.open())];
    const cookie = await signIn(apps[0] as FastifyInstance, 'demo');
    const kinds = [
      {
        base: 'twzb',
        body: { title: 'PG 直播', mode: 'text', startTime: inHours(2), description: '<p>简介</p>', watch: { mode: 'public' } },
        move: 'live',
      },
      { base: 'photo', body: { title: 'PG 相册', location: '上海', startTime: inHours(2), watermark: true, visibility: 'public', password: '' } },
      {
        base: 'event',
        body: {
          title: 'PG 活动',
          city: '杭州',
          address: '会展中心',
          startTime: inHours(2),
          capacity: 50,
          registrationOpen: true,
          form: [{ key: 'name', label: '姓名', required: true }],
        },
        move: 'ongoing',
      },
    ] as const;
    for (const kind of kinds) {
      const requestKey = `pg-${kind.base}-${Date.now()}-key`;
      const answers = await Promise.all(
        [0, 1, 0, 1].map((i) =>
          call<{ id: number }>(apps[i] as FastifyInstance, 'POST', `/api/activity/${kind.base}`, { cookie, body: { ...kind.body, requestKey } }),
        ),
      );
      for (const answer of answers) expect(answer.body.code, answer.body.msg).toBe(0);
      const ids = new Set(answers.map((answer) => answer.body.data.id));
      expect(ids.size, `${kind.base}: one activity for one key`).toBe(1);
      const [id] = [...ids];
      const saved = await call<{ title: string }>(apps[1] as FastifyInstance, 'PUT', `/api/activity/${kind.base}/${id}`, {
        cookie,
        body: { ...kind.body, title: `${kind.body.title}（改）` },
      });
      expect(saved.body.data.title).toBe(`${kind.body.title}（改）`);
      const read = await call<{ title: string }>(apps[0] as FastifyInstance, 'GET', `/api/activity/${kind.base}/${id}`, { cookie });
      expect(read.body.data.title).toBe(`${kind.body.title}（改）`);
      if ('move' in kind) {
        const moved = await call<{ status: string }>(apps[0] as FastifyInstance, 'PUT', `/api/activity/${kind.base}/status/${id}?status=${kind.move}`, {
          cookie,
        });
        expect(moved.body.data.status).toBe(kind.move);
      }
      const list = await call<{ list: Array<{ id: number }> }>(apps[1] as FastifyInstance, 'GET', `/api/activity/${kind.base}/list?keyword=PG`, { cookie });
      expect(list.body.data.list.map((row) => row.id)).toContain(id);
    }
  }, 120_000);
});
