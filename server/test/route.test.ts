/**
 * Issue 28 §1: a call is declared once, in the contracts' call table; `route` registers it from its
 * key (method, full path, schemas) and, outside production, checks the answer against `response`.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { route } from '../src/lib/route';

function appChecking(checkAnswers: boolean) {
  const app = Fastify();
  app.decorate('checkAnswers', checkAnswers);
  return app;
}

describe('route: calls registered from the contracts’ table (issue 28 §1)', () => {
  it('registers the key’s method and full path, parses the input with the entry’s schemas (Chinese error)', async () => {
    const app = appChecking(true);
    route(app, 'GET /api/survey/{id}/text-answers', { summary: 's', tags: ['t'] }, async ({ params, query }) => ({
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      total: params.id,
      list: [],
    }));
    const bad = await app.inject({ method: 'GET', url: '/api/survey/3/text-answers?question=q1&pageSize=1000' });
    // (app.ts's error handler makes this the envelope's code 400; a bare fastify answers the ApiError as is.)
    expect(bad.json()).toMatchObject({ code: '400', message: expect.stringMatching(/^参数错误：pageSize/) });
    const good = await app.inject({ method: 'GET', url: '/api/survey/3/text-answers?question=q1' });
    expect(good.json()).toMatchObject({ code: 0, data: { total: 3, list: [] } });
    await app.close();
  });

  it('checks the answer against the entry’s response outside production, not in production', async () => {
    for (const checkAnswers of [true, false]) {
      const app = appChecking(checkAnswers);
      // A handler that drifted from its contract (the type says so too; the cast stands for a runtime drift).
      route(app, 'GET /api/user/certification/status', { summary: 's', tags: ['t'] }, async () => 'yes' as unknown as boolean);
      const answer = await app.inject({ method: 'GET', url: '/api/user/certification/status' });
      expect(answer.statusCode).toBe(checkAnswers ? 500 : 200);
      await app.close();
    }
  });

  it('refuses a key the table does not hold, and a declaration in place of a call of the table', () => {
    const app = appChecking(true);
    expect(() => route(app, 'GET /api/nowhere' as 'GET /api/user/logout', { summary: 's', tags: ['t'] }, async () => null)).toThrow(/不在 contracts/);
    expect(() => route(app, { method: 'GET', url: '/api/user/logout', summary: 's', tags: ['t'] }, async () => null)).toThrow(/以它的键注册/);
  });
});
