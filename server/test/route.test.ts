/**
 * Issue 13 §3 "each route declared once": `route()` (lib/route.ts) takes one declaration that
 * validates the input with the Chinese messages of `parseInput`, hands the handler typed values,
 * wraps its answer in the envelope, and is the route's entry in the API document. No module
 * declares a document entry by hand beside it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, failure } from '../src/lib/envelope';
import { collectRoutes } from '../src/lib/openapi';
import { route } from '../src/lib/route';
import { idParams, paging } from '../src/lib/validate';

function appWithRoute() {
  const app = Fastify();
  app.setErrorHandler((error, _request, reply) =>
    error instanceof ApiError ? reply.code(error.httpStatus).send(failure(error.code, error.message)) : reply.code(500).send(failure(500, 'x')),
  );
  const catalog = collectRoutes(app);
  const query = z.object(paging());
  const body = z.object({ title: z.string().min(1).max(10) });
  const response = z.object({ id: z.number(), pageNum: z.number(), title: z.string() });
  const seen: unknown[] = [];
  route(app, { method: 'PUT', url: '/item/:id', summary: '改名', tags: ['test'], params: idParams, query, body, response }, ({ params, query, body }) => {
    seen.push({ params, query, body });
    return { id: params.id, pageNum: query.pageNum, title: body.title };
  });
  route(app, { method: 'GET', url: '/open', public: true, summary: '公开', tags: ['test'] }, () => null);
  return { app, catalog, seen, schemas: { query, body, response } };
}

describe('route(): one declaration per route (issue 13 §3)', () => {
  it('parses params, query and body, hands the handler typed values, and answers the envelope', async () => {
    const { app, seen } = appWithRoute();
    const answer = await app.inject({ method: 'PUT', url: '/item/7?pageNum=2', payload: { title: '新名字' } });
    expect(answer.json()).toEqual({ code: 0, msg: '成功', msgCode: 0, data: { id: 7, pageNum: 2, title: '新名字' } });
    expect(seen).toEqual([{ params: { id: 7 }, query: expect.objectContaining({ pageNum: 2 }), body: { title: '新名字' } }]);
  });

  it('refuses bad input with the Chinese message, params before query before body, and never calls the handler', async () => {
    const { app, seen } = appWithRoute();
    const badAll = await app.inject({ method: 'PUT', url: '/item/abc?pageNum=0', payload: { title: '' } });
    expect(badAll.json()).toMatchObject({ code: 400, msg: expect.stringMatching(/^参数错误：id /) });
    const badQuery = await app.inject({ method: 'PUT', url: '/item/1?pageNum=0', payload: { title: '' } });
    expect(badQuery.json()).toMatchObject({ code: 400, msg: expect.stringMatching(/^参数错误：pageNum /) });
    const badBody = await app.inject({ method: 'PUT', url: '/item/1', payload: { title: '' } });
    expect(badBody.json()).toMatchObject({ code: 400, msg: '参数错误：title 不能为空' });
    const noBody = await app.inject({ method: 'PUT', url: '/item/1' });
    expect(noBody.json()).toMatchObject({ code: 400, msg: '参数错误：title 不能为空' });
    expect(seen).toEqual([]);
  });

  it('is its own entry of the API document: the very schemas it validates with, and its public flag', () => {
    const { catalog, schemas } = appWithRoute();
    const [item, open] = catalog;
    expect(item).toMatchObject({ method: 'PUT', url: '/item/:id', params: ['id'], public: false });
    expect(item?.doc).toMatchObject({ summary: '改名', tags: ['test'], query: schemas.query, body: schemas.body, response: schemas.response });
    expect(item?.doc).not.toHaveProperty('method');
    expect(open).toMatchObject({ method: 'GET', url: '/open', public: true });
  });

  it('no module writes a document entry (config.openapi) by hand: every documented route goes through route()', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? files(full) : full.endsWith('.ts') ? [full] : [];
      });
    const modules = files(path.resolve(import.meta.dirname, '../src/modules'));
    const byHand = modules.filter((file) => /\bopenapi\s*:/.test(readFileSync(file, 'utf8')));
    expect(byHand).toEqual([]);
  });
});
