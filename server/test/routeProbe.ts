/**
 * Building blocks of the cross-cutting tests (foreign-ids, validation): the routes an app
 * registered (its onRoute catalog), valid example inputs generated from each route's declared
 * zod schemas, and requests built from them. Nothing here names a route: new modules are walked
 * as soon as they register.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CatalogRoute } from '../src/lib/openapi';
import { type Answer, call, type Method } from './request';

export type Json = Record<string, unknown>;

/** Routes under /api and /srv, as the onRoute hook saw them. */
export function guardedRoutes(app: FastifyInstance): CatalogRoute[] {
  return app.routeCatalog.filter((route) => /^\/(api|srv)\//.test(route.url));
}

export const label = (route: CatalogRoute) => `${route.method} ${route.url}`;

/** Input JSON Schema of a zod schema, as the OpenAPI document shows it. */
export function inputJson(schema: z.ZodType | undefined): Json | undefined {
  return schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json) : undefined;
}

/** The schema's variants: the options of a top-level union, else the schema itself. */
export function variants(json: Json | undefined): Json[] {
  if (!json) return [];
  const options = (json.oneOf ?? json.anyOf) as Json[] | undefined;
  return options?.every((option) => option.type === 'object') ? options : [json];
}

const SAMPLE_STRINGS = ['a', '1', 'all', '测试标题', 'GR20240101000000000001', '13800138000', '#000000', 'a1b2c3d4', 'demo@example.com'];

function tomorrow(): string {
  return new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
}

/** A value the JSON Schema accepts (best effort; callers check it against zod). `full`: optional fields too. */
export function exampleOf(json: Json | undefined, full = false): unknown {
  if (!json) return undefined;
  if ('const' in json) return json.const;
  if (Array.isArray(json.enum)) return json.enum[0];
  if (json.default !== undefined) return json.default;
  // A schema's own example (OpenAPI `examples`): for values a generated one cannot be, e.g. distinct list items.
  if (Array.isArray(json.examples) && json.examples.length > 0) return json.examples[0];
  const options = (json.oneOf ?? json.anyOf) as Json[] | undefined;
  if (options?.length) return exampleOf(options.find((option) => option.type !== 'null') ?? options[0]);
  switch (json.type) {
    case 'integer':
    case 'number': {
      const min = typeof json.minimum === 'number' ? json.minimum : typeof json.exclusiveMinimum === 'number' ? json.exclusiveMinimum + 1 : 1;
      return Math.max(min, 1) <= (typeof json.maximum === 'number' ? json.maximum : Number.POSITIVE_INFINITY) ? Math.max(min, 1) : min;
    }
    case 'boolean':
      return true;
    case 'array': {
      const count = Math.max(typeof json.minItems === 'number' ? json.minItems : 1, 1);
      return Array.from({ length: count }, () => exampleOf(json.items as Json));
    }
    case 'object': {
      const value: Json = {};
      const properties = (json.properties ?? {}) as Record<string, Json>;
      const names = full ? Object.keys(properties) : ((json.required as string[] | undefined) ?? []);
      for (const name of names) value[name] = exampleOf(properties[name]);
      return value;
    }
    case 'string': {
      const min = typeof json.minLength === 'number' ? json.minLength : 0;
      const pattern = typeof json.pattern === 'string' ? new RegExp(json.pattern) : null;
      if (pattern?.test('2024-01-01')) return tomorrow();
      const fits = (text: string) => (!pattern || pattern.test(text)) && text.length >= min;
      return SAMPLE_STRINGS.find(fits) ?? 'a'.repeat(Math.max(min, 1));
    }
    default:
      return 'a';
  }
}

/** Query values as a client sends them: text. */
export function asQueryText(value: Json): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (entry === undefined || entry === null) continue;
    text[key] = Array.isArray(entry) ? entry.join(',') : String(entry);
  }
  return text;
}

/** A valid example of a route's declared query/params/body (null when none validates). */
export function baseline(schema: z.ZodType | undefined, kind: 'query' | 'params' | 'body', variant?: Json): Json | null {
  if (!schema) return kind === 'body' ? null : {};
  for (const full of [false, true]) {
    const example = exampleOf(variant ?? inputJson(schema), full) as Json;
    const candidate = kind === 'body' ? example : asQueryText(example ?? {});
    if (schema.safeParse(candidate).success) return candidate;
  }
  return null;
}

/**
 * Path parameters that reach `route`: the declared example, moved off values that a static
 * sibling route spells out (e.g. /photo/getPrice/1 next to /photo/getPrice/:id).
 */
export function reachingParams(app: FastifyInstance, route: CatalogRoute, declared: Record<string, string>): Record<string, string> {
  const statics = new Set(app.routeCatalog.filter((entry) => entry.method === route.method && entry.params.length === 0).map((entry) => entry.url));
  const params = { ...Object.fromEntries(route.params.map((name) => [name, '1'])), ...declared };
  for (let bump = 2; statics.has(urlOf(route, { params, query: {} })) && bump < 10; bump++) {
    for (const name of route.params) if (params[name] === '1' || Number(params[name]) === bump - 1) params[name] = String(bump);
  }
  return params;
}

export interface Probe {
  params: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
}

export function urlOf(route: CatalogRoute, probe: Probe): string {
  const path = route.url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => encodeURIComponent(probe.params[name] ?? '1'));
  const query = new URLSearchParams(probe.query).toString();
  return query ? `${path}?${query}` : path;
}

export function send(app: FastifyInstance, route: CatalogRoute, probe: Probe, cookie: string): Promise<Answer> {
  return call(app, route.method as Method, urlOf(route, probe), { cookie, body: probe.body });
}

const CHINESE = /[\u4e00-\u9fa5]/;

/** Why an answer is not a proper refusal of bad input, or null when it is. */
export function notARefusal(answer: Answer): string | null {
  if (answer.status >= 500) return `HTTP ${answer.status}`;
  if (!String(answer.headers['content-type'] ?? '').includes('json')) return `not an envelope (${answer.headers['content-type']})`;
  if (answer.body.code === 0) return 'accepted (code 0)';
  if (answer.body.code === 401) return 'answered 401 although signed in';
  if (answer.body.msg === '接口不存在') return 'route not matched';
  if (!CHINESE.test(answer.body.msg)) return `msg not Chinese: ${answer.body.msg}`;
  return null;
}

/** Every object path inside a JSON Schema variant with its property schema (one level of nesting). */
export function propertyPaths(json: Json): { path: string[]; schema: Json }[] {
  const out: { path: string[]; schema: Json }[] = [];
  const walk = (node: Json, prefix: string[], depth: number) => {
    for (const [name, schema] of Object.entries((node.properties ?? {}) as Record<string, Json>)) {
      out.push({ path: [...prefix, name], schema });
      if (schema.type === 'object' && depth < 1) walk(schema, [...prefix, name], depth + 1);
    }
  };
  walk(json, [], 0);
  return out;
}

export function setIn(target: Json, path: string[], value: unknown): Json {
  const copy = structuredClone(target);
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Json;
  }
  node[path[path.length - 1] as string] = value;
  return copy;
}
