/**
 * Table-driven bad input over EVERY route the app registered (its onRoute catalog): for each
 * declared path parameter, query field and body field, values of the wrong type, negative and
 * out-of-range numbers, huge page sizes, unknown enum values, over-long texts and SQL-looking
 * strings. Whatever the route's zod schema refuses must be answered with code != 0, a Chinese
 * msg, never HTTP 5xx, and nothing written (every table's checksum). What the schema accepts
 * (e.g. an SQL-looking keyword) is sent to read-only routes and must not break them either.
 * New modules are covered as soon as they register routes with `config.openapi`.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Database } from '../src/db/schema';
import type { CatalogRoute } from '../src/lib/openapi';
import { changedTables, type Snapshot, snapshot } from './dbSnapshot';
import { createTestApp, createTestDb, signIn } from './helpers';
import {
  asQueryText,
  baseline,
  guardedRoutes,
  inputJson,
  type Json,
  label,
  notARefusal,
  type Probe,
  propertyPaths,
  reachingParams,
  send,
  setIn,
  variants,
} from './routeProbe';

let db: Kysely<Database>;
let app: FastifyInstance;
let demo: string;

beforeAll(async () => {
  db = await createTestDb();
  app = await createTestApp(db);
  demo = await signIn(app, 'demo');
});

afterAll(async () => {
  await app.close();
  await db.destroy();
});

const SQL_LOOKING = ["1' OR '1'='1", "'; DROP TABLE users; --"];
const BAD_PATH_VALUES = ['-1', '0', 'abc', '1.5', '99999999999999999999', ...SQL_LOOKING];
const LONG_TEXT = 'x'.repeat(5000);

interface Case {
  why: string;
  probe: Probe;
}

/** Bad (or at least suspicious) values for one field, by its JSON Schema. */
function suspiciousValues(name: string, schema: Json): { value: unknown; why: string }[] {
  const values: { value: unknown; why: string }[] = [];
  const options = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  const enumerated = Array.isArray(schema.enum) || 'const' in schema || options?.every((option) => 'const' in option || Array.isArray(option.enum));
  if (enumerated) values.push({ value: 'not_a_value', why: 'unknown enum value' }, { value: 987654, why: 'unknown enum value' });
  const type = schema.type ?? options?.find((option) => option.type !== 'null')?.type;
  switch (type) {
    case 'integer':
    case 'number':
      values.push({ value: 'abc', why: 'wrong type' }, { value: -1, why: 'negative' }, { value: '99999999999', why: 'out of range' });
      if (type === 'integer') values.push({ value: 1.5, why: 'not an integer' });
      if (typeof schema.maximum === 'number') values.push({ value: schema.maximum + 1, why: 'above maximum' });
      if (/^page.?size$/i.test(name)) values.push({ value: 100000, why: 'huge page size' });
      break;
    case 'string':
      values.push({ value: 12345, why: 'wrong type' }, ...SQL_LOOKING.map((value) => ({ value, why: 'SQL-looking string' })));
      // Issue 13: a NUL reached PostgreSQL (which cannot hold one) and answered HTTP 500.
      values.push({ value: 'a\u0000b', why: 'NUL character' });
      // Issue 21 §3: NUL, ESC and U+202E in the on-site booking fields of a write were accepted (and NUL answered 500).
      values.push({ value: 'a\u001bb', why: 'ESC character' }, { value: 'a\u202eb', why: 'U+202E character' });
      values.push({ value: typeof schema.maxLength === 'number' ? 'x'.repeat(schema.maxLength + 1) : LONG_TEXT, why: 'over-long text' });
      if (typeof schema.minLength === 'number' && schema.minLength > 0) values.push({ value: '', why: 'empty text' });
      break;
    case 'boolean':
      values.push({ value: 'maybe', why: 'wrong type' });
      break;
    case 'array':
      values.push({ value: 'not-an-array', why: 'wrong type' }, { value: [-1], why: 'negative item' }, { value: ['abc'], why: 'wrong item type' });
      if (typeof schema.minItems === 'number' && schema.minItems > 0) values.push({ value: [], why: 'empty list' });
      if (typeof schema.maxItems === 'number') values.push({ value: Array.from({ length: schema.maxItems + 1 }, (_v, i) => i + 1), why: 'too many items' });
      break;
    case 'object':
      values.push({ value: 'not-an-object', why: 'wrong type' });
      break;
  }
  return values;
}

function cases(route: CatalogRoute): { cases: Case[]; gaps: string[] } {
  const doc = route.doc;
  const gaps: string[] = [];
  const out: Case[] = [];
  const paramsBase = (baseline(doc?.params, 'params') ?? {}) as Record<string, string>;
  const queryBase = baseline(doc?.query, 'query') as Record<string, string> | null;
  const bodyBase = baseline(doc?.body, 'body');
  if (doc?.query && !queryBase) gaps.push(`${label(route)}: could not build a valid query example`);
  const base: Probe = { params: reachingParams(app, route, paramsBase), query: queryBase ?? {}, body: bodyBase ?? undefined };

  for (const name of route.params) {
    for (const value of BAD_PATH_VALUES) out.push({ why: `path ${name}=${value}`, probe: { ...base, params: { ...base.params, [name]: value } } });
  }
  for (const variant of variants(inputJson(doc?.query))) {
    for (const { path, schema } of propertyPaths(variant)) {
      if (path.length > 1) continue;
      for (const { value, why } of suspiciousValues(path[0] as string, schema)) {
        out.push({ why: `query ${path[0]} ${why}`, probe: { ...base, query: { ...base.query, ...asQueryText({ [path[0] as string]: value }) } } });
      }
    }
  }
  if (doc?.body) {
    // (A JSON null counts as "no body", like a missing one.)
    for (const whole of ['just text', [1, 2], {}]) out.push({ why: `body ${JSON.stringify(whole)}`, probe: { ...base, body: whole } });
    for (const variant of variants(inputJson(doc.body))) {
      const variantBase = (baseline(doc.body, 'body', variant) ?? bodyBase ?? {}) as Json;
      for (const { path, schema } of propertyPaths(variant)) {
        for (const { value, why } of suspiciousValues(path[path.length - 1] as string, schema)) {
          out.push({ why: `body ${path.join('.')} ${why}`, probe: { ...base, body: setIn(variantBase, path, value) } });
        }
      }
    }
  }
  return { cases: out, gaps };
}

/** Whether the route's declared schemas accept this probe (what the server should then do too). */
function accepted(route: CatalogRoute, probe: Probe): boolean {
  const check = (schema: z.ZodType | undefined, input: unknown) => !schema || schema.safeParse(input).success;
  const doc = route.doc;
  const paramsOk = doc?.params ? check(doc.params, probe.params) : route.params.every((name) => /^[1-9]\d{0,9}$/.test(probe.params[name] ?? ''));
  return paramsOk && check(doc?.query, probe.query) && check(doc?.body, probe.body);
}

describe('bad input on every route', () => {
  it('is refused with code != 0 and a Chinese msg, and writes nothing', async () => {
    // Public routes too (signed links, exports by token): they take input all the same.
    const routes = guardedRoutes(app);
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    const undocumented = routes.filter((route) => !route.doc).map(label);
    let sent = 0;
    const started = Date.now();
    let before: Snapshot = await snapshot(db);
    for (const route of routes) {
      const { cases: list, gaps } = cases(route);
      failures.push(...gaps);
      for (const { why, probe } of list) {
        if (accepted(route, probe)) {
          // Valid by the contract: only read-only routes get it, and they must not break.
          if (route.method !== 'GET') {
            // …but a write that takes any length of text is a gap of its own.
            if (why.endsWith('over-long text')) failures.push(`${label(route)} ${why}: the contract accepts ${LONG_TEXT.length} characters`);
            // …and so is one that stores control characters (issue 21 §3: every text is contracts' text()).
            if (why.endsWith(' character')) failures.push(`${label(route)} ${why}: the contract accepts it on a write`);
            continue;
          }
          const answer = await send(app, route, probe, demo);
          sent++;
          if (answer.status >= 500) failures.push(`${label(route)} ${why}: HTTP ${answer.status} on input the contract accepts`);
          continue;
        }
        const answer = await send(app, route, probe, demo);
        sent++;
        const problem = notARefusal(answer);
        if (problem) failures.push(`${label(route)} ${why}: ${problem}`);
      }
      const after = await snapshot(db);
      const changed = changedTables(before, after);
      if (changed.length > 0) failures.push(`${label(route)}: bad input changed ${changed.join(', ')}`);
      before = after;
    }
    console.info(`validation: ${routes.length} routes, ${sent} requests, ${Date.now() - started} ms`);
    if (failures.length > 0 || undocumented.length > 0)
      console.info(`validation gaps:\n${[...failures, ...undocumented.map((r) => `${r}: no config.openapi`)].join('\n')}`);
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 300_000);
});
