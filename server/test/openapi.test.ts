import type { FastifyInstance } from 'fastify';
import { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect } from '../src/db/pglite-dialect';
import type { Database } from '../src/db/schema';
import type { CatalogRoute } from '../src/lib/openapi';
import { createTestApp } from './helpers';

type Json = Record<string, unknown>;

let app: FastifyInstance;
let doc: Json;
let guarded: CatalogRoute[];

beforeAll(async () => {
  // The document and the 401 answers never reach the database: one that refuses to open proves it.
  const db = new Kysely<Database>({
    dialect: new PGliteDialect({
      pglite: async () => {
        throw new Error('this test must not touch the database');
      },
    }),
  });
  app = await createTestApp(db);
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  doc = response.json();
  guarded = app.routeCatalog.filter((route) => /^\/(api|srv)\//.test(route.url));
});

afterAll(async () => {
  await app.close();
});

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const operation = (route: CatalogRoute) => (doc.paths as Record<string, Record<string, Json>>)[openApiPath(route.url)]?.[route.method.toLowerCase()];
const label = (route: CatalogRoute) => `${route.method} ${route.url}`;

describe('GET /api/openapi.json', () => {
  it('is public and an OpenAPI 3.1 document with the session cookie scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect((doc.info as Json).title).toBe('Greenroom API');
    expect((doc.components as Json).securitySchemes).toEqual({ session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'gr_session' }) });
  });

  it('lists every /api and /srv route with its method', () => {
    expect(guarded.length).toBeGreaterThan(50);
    const missing = guarded.filter((route) => !operation(route)).map(label);
    expect(missing).toEqual([]);
    for (const base of ['/srv/trxorder/', '/api/order/', '/api/survey/', '/api/website/', '/api/user/', '/api/activity/']) {
      expect(guarded.some((route) => route.url.startsWith(base))).toBe(true);
    }
  });

  it('every /api and /srv route is documented (summary, tags) through config.openapi', () => {
    const undocumented = guarded.filter((route) => !route.doc?.summary || !route.doc.tags?.length).map(label);
    expect(undocumented).toEqual([]);
  });

  it('declared inputs become parameters and request bodies with schemas; answers are enveloped', () => {
    const gaps: string[] = [];
    for (const route of guarded) {
      const op = operation(route) as Json;
      const parameters = (op.parameters ?? []) as { name: string; in: string; schema?: Json }[];
      for (const name of route.params) {
        const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
        if (!parameter) gaps.push(`${label(route)}: path parameter ${name} missing`);
        else if (route.doc && !route.doc.params) gaps.push(`${label(route)}: path parameter ${name} has no declared schema`);
      }
      for (const parameter of parameters) if (!parameter.schema) gaps.push(`${label(route)}: ${parameter.name} has no schema`);
      if (route.doc?.query && !parameters.some((p) => p.in === 'query')) gaps.push(`${label(route)}: query schema yields no parameters`);
      if (route.doc?.body) {
        const schema = ((op.requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] as Json | undefined;
        if (!schema?.schema) gaps.push(`${label(route)}: body schema missing`);
      }
      const ok = ((op.responses as Json)['200'] as Json).content as Record<string, { schema: Json }>;
      const envelope = ok['application/json']?.schema;
      if (!route.doc?.raw) expect(envelope?.required, label(route)).toEqual(['code', 'msg', 'msgCode', 'data']);
      if (route.doc?.file) expect(ok[route.doc.file], label(route)).toBeDefined();
      else if (route.doc && !route.doc.response) gaps.push(`${label(route)}: no response schema`);
      if (!route.public) expect(op.security, label(route)).toEqual([{ session: [] }]);
    }
    expect(gaps).toEqual([]);
  });

  it('describes this project’s calls precisely', () => {
    const paths = doc.paths as Record<string, Record<string, Json>>;
    const addOrder = paths['/srv/trxorder/addOrder']?.post as Json;
    const body = (((addOrder.requestBody as Json).content as Json)['application/json'] as Json).schema as Json;
    expect((body.oneOf ?? body.anyOf) as unknown[]).toHaveLength(3);
    const list = paths['/api/order/twzb/list']?.get as Json;
    const pageSize = (list.parameters as { name: string; schema: Json }[]).find((p) => p.name === 'pageSize');
    expect(pageSize?.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    const status = paths['/api/survey/status/{id}']?.put as Json;
    expect((status.parameters as { name: string; in: string }[]).map((p) => `${p.in}:${p.name}`)).toEqual(['path:id', 'query:status']);
    const exportOp = paths['/api/website/exportExcel']?.get as Json;
    const exported = (exportOp.responses as Json)['200'] as Json;
    expect(Object.keys(exported.content as Json)).toContain('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const infoOp = paths['/srv/trxorder/info/{id}']?.get as Json;
    const info = (((infoOp.responses as Json)['200'] as Json).content as Json)['application/json'] as Json;
    const data = ((info.schema as Json).properties as Json).data as Json;
    expect(Object.keys(data.properties as Json)).toEqual(expect.arrayContaining(['orderNo', 'status', 'amount', 'booking']));
  });

  it('has unique operation ids and only references components it defines', () => {
    const ids: string[] = [];
    for (const methods of Object.values(doc.paths as Record<string, Record<string, Json>>)) {
      for (const op of Object.values(methods)) ids.push(op.operationId as string);
    }
    expect(new Set(ids).size).toBe(ids.length);
    const schemas = ((doc.components as Json).schemas ?? {}) as Json;
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1] as string);
    for (const ref of refs) {
      expect(ref.startsWith('#/components/schemas/'), ref).toBe(true);
      expect(schemas[ref.slice('#/components/schemas/'.length)], ref).toBeDefined();
    }
  });
});

describe('every guarded route needs a session', () => {
  it('answers HTTP 401 with the envelope without one (public routes excepted)', async () => {
    const failures: string[] = [];
    for (const route of guarded.filter((entry) => !entry.public)) {
      const url = route.url.replace(/:[A-Za-z0-9_]+/g, '1');
      const response = await app.inject({ method: route.method as 'GET', url });
      const body = String(response.headers['content-type'] ?? '').includes('json') ? response.json() : null;
      if (response.statusCode !== 401 || body?.code !== 401 || body?.msg !== '登录已过期，请重新登录')
        failures.push(`${label(route)} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
