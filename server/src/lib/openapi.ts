/**
 * The API document: every route describes itself in its declaration (lib/route.ts),
 *
 *   route(app, 'GET /api/survey/list', { summary: '问卷列表', tags: ['survey'] }, handler)
 *
 * which `route` registers as the route's `config.openapi`: the summary and tags, with the zod schemas
 * of the call's entry in the contracts' table (the same ones its input is parsed with). `collectRoutes` records every route
 * through an onRoute hook — documented or not — into `app.routeCatalog` (the cross-cutting tests
 * walk it), and GET /api/openapi.json serves an OpenAPI 3.1 document built from it with zod 4's
 * `z.toJSONSchema` (inputs as io 'input', answers as io 'output', wrapped in the envelope).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from './route';

/** What a route tells the API document about itself (`config.openapi`). */
export interface RouteDoc {
  /** One line in Chinese, e.g. '订单详情'. */
  summary: string;
  /** Groups in the document; by convention the API base, e.g. ['order']. */
  tags: string[];
  description?: string;
  /** Query-string schema (an object schema). */
  query?: z.ZodType;
  /** Path-parameter schema (an object schema). */
  params?: z.ZodType;
  /** JSON body schema. */
  body?: z.ZodType;
  /** The envelope's `data` on success. */
  response?: z.ZodType;
  /** The success answer is a file of this content type instead of an envelope (errors stay envelopes). */
  file?: string;
  /** The answer is `response` itself, not wrapped in the envelope (only /api/openapi.json). */
  raw?: boolean;
}

/** One registered route, as seen by the onRoute hook. */
export interface CatalogRoute {
  method: string;
  /** Full path with the prefix, fastify syntax (`/api/survey/:id`). */
  url: string;
  /** Path parameter names in order. */
  params: string[];
  /** The route answers without a session (`config.public`). */
  public: boolean;
  doc?: RouteDoc;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's entry in /api/openapi.json. */
    openapi?: RouteDoc;
  }
  interface FastifyInstance {
    /** Every route registered so far (HEAD excluded), filled by the onRoute hook of `collectRoutes`. */
    routeCatalog: CatalogRoute[];
  }
}

export const OPENAPI_PATH = '/api/openapi.json';
export const SESSION_SCHEME = 'session';

/** Registers the onRoute hook; call before any route module is registered. */
export function collectRoutes(app: FastifyInstance): CatalogRoute[] {
  const routes: CatalogRoute[] = [];
  app.decorate('routeCatalog', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = (route.config ?? {}) as { public?: boolean; openapi?: RouteDoc };
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        params: [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string),
        public: config.public === true,
        doc: config.openapi,
      });
    }
  });
  return routes;
}

type JsonSchema = Record<string, unknown>;

/** zod → JSON Schema 2020-12 (the dialect of OpenAPI 3.1); named `$defs` move to components. */
function toJson(schema: z.ZodType, io: 'input' | 'output', components: Record<string, unknown>): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  const defs = json.$defs as Record<string, unknown> | undefined;
  delete json.$defs;
  if (!defs) return json;
  Object.assign(components, defs);
  return JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
}

function parameters(schema: z.ZodType | undefined, where: 'query' | 'path', components: Record<string, unknown>): JsonSchema[] {
  if (!schema) return [];
  const json = toJson(schema, 'input', components);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

function envelopeJson(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: {
      code: { type: 'integer', description: '0 为成功' },
      msg: { type: 'string' },
      msgCode: { type: 'integer' },
      data,
    },
    required: ['code', 'msg', 'msgCode', 'data'],
  };
}

export interface OpenApiInfo {
  title: string;
  version: string;
}

/** The OpenAPI 3.1 document of `routes` (those under /api, /srv and /dev). */
export function buildOpenApiDocument(routes: readonly CatalogRoute[], info: OpenApiInfo): JsonSchema {
  const components: Record<string, unknown> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  const sorted = [...routes]
    .filter((route) => /^\/(api|srv|dev)\//.test(route.url))
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const doc = route.doc;
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const declaredPath = parameters(doc?.params, 'path', components);
    // Path parameters the route has but did not describe are still listed (as strings).
    const pathParams = route.params.map(
      (name) => declaredPath.find((p) => p.name === name) ?? { name, in: 'path', required: true, schema: { type: 'string' } },
    );
    const operation: Record<string, unknown> = {
      operationId: `${route.method.toLowerCase()}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      summary: doc?.summary ?? `${route.method} ${path}`,
      tags: doc?.tags ?? ['undocumented'],
      ...(doc?.description ? { description: doc.description } : {}),
      ...(doc ? {} : { 'x-undocumented': true }),
      parameters: [...pathParams, ...parameters(doc?.query, 'query', components)],
      security: route.public || route.url.startsWith('/dev/') ? [] : [{ [SESSION_SCHEME]: [] }],
    };
    for (const tag of operation.tags as string[]) tags.add(tag);
    if (doc?.body) {
      operation.requestBody = { required: true, content: { 'application/json': { schema: toJson(doc.body, 'input', components) } } };
    }
    const envelope = { 'application/json': { schema: envelopeJson(doc?.response ? toJson(doc.response, 'output', components) : {}) } };
    operation.responses = {
      '200': doc?.raw
        ? { description: '文档本身（不套信封）', content: { 'application/json': { schema: doc.response ? toJson(doc.response, 'output', components) : {} } } }
        : doc?.file
          ? { description: '文件；出错时为信封', content: { [doc.file]: { schema: { type: 'string', contentEncoding: 'binary' } }, ...envelope } }
          : { description: '信封 { code, msg, msgCode, data }，code 为 0 表示成功', content: envelope },
      ...(route.public || route.url.startsWith('/dev/')
        ? {}
        : { '401': { description: '未登录', content: { 'application/json': { schema: envelopeJson({ type: 'null' }) } } } }),
    };
    paths[path] ??= {};
    (paths[path] as Record<string, unknown>)[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { ...info, description: '绿幕控制台参考后端。每个接口都回答信封 { code, msg, msgCode, data }，code 为 0 表示成功。' },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: components,
      securitySchemes: { [SESSION_SCHEME]: { type: 'apiKey', in: 'cookie', name: 'gr_session', description: '单点登录后由服务器设置的会话 Cookie' } },
    },
  };
}

/** GET /api/openapi.json; the document is built once, on first request. */
export async function openApiRoutes(app: FastifyInstance, catalog: readonly CatalogRoute[]): Promise<void> {
  let document: JsonSchema | undefined;
  route(
    app,
    {
      method: 'GET',
      url: '/api/openapi.json',
      public: true,
      summary: 'OpenAPI 3.1 接口文档',
      description: '唯一不套信封的接口：回答即文档本身，供工具直接读取。',
      tags: ['meta'],
      raw: true,
      response: z.object({
        openapi: z.literal('3.1.0'),
        info: z.object({ title: z.string(), version: z.string() }),
        paths: z.record(z.string(), z.unknown()),
      }),
    },
    async ({ reply }) => {
      document ??= buildOpenApiDocument(catalog, { title: 'Greenroom API', version: '0.1.0' });
      // The document itself is the answer (tools read it directly), not wrapped in the envelope.
      return reply.header('cache-control', 'no-cache').send(document);
    },
  );
}
