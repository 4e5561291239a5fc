import { apiCalls, type CallSchemas } from '@greenroom/contracts';
import type { FastifyInstance } from 'fastify';
import { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect } from '../src/db/pglite-dialect';
import type { Database } from '../src/db/schema';
import type { CatalogRoute } from '../src/lib/openapi';
import { createTestApp } from './helpers';

let app: FastifyInstance;
let calls: CatalogRoute[];

beforeAll(async () => {
  // Only the route catalog is read: a database that refuses to open proves nothing else runs.
  const db = new Kysely<Database>({
    dialect: new PGliteDialect({
      pglite: async () => {
        throw new Error('this test must not touch the database');
      },
    }),
  });
  app = await createTestApp(db);
  // Every documented /api and /srv route except the API document itself (`raw`: not a call), and
  // the documented development stand-ins under /dev (payment settlement, invoices) the console calls.
  calls = app.routeCatalog.filter((route) => /^\/(api|srv|dev)\//.test(route.url) && route.doc && !route.doc.raw);
});

afterAll(async () => {
  await app.close();
});

/** The table key of a route: fastify's `:id` becomes `{id}`. */
const keyOf = (route: CatalogRoute) => `${route.method} ${route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
const table = apiCalls as Record<string, CallSchemas>;

// Issue 28 §1: the server registers every call from its table entry (lib/route.ts), so a route's
// schemas cannot differ from the table's. What can still drift: a route declared outside the table
// that should be a call of it, and an entry no route registers.
describe('contracts apiCalls: the typed call table', () => {
  it('has an entry for every documented /api and /srv route', () => {
    expect(calls.length).toBeGreaterThan(100);
    const missing = calls.map(keyOf).filter((key) => !(key in table));
    expect(missing).toEqual([]);
    for (const base of [
      '/api/activity/',
      '/api/media/',
      '/api/material/',
      '/api/user/',
      '/api/person/',
      '/api/survey/',
      '/api/website/',
      '/api/order/',
      '/api/invoice/',
      '/dev/invoices/',
      '/srv/trxorder/',
      '/api/statistics/',
      '/api/user/points/',
      '/api/marketing/',
    ]) {
      expect(
        Object.keys(table).some((key) => key.split(' ')[1]?.startsWith(base)),
        base,
      ).toBe(true);
    }
  });

  it('names no call the server does not register', () => {
    const registered = new Set(calls.map(keyOf));
    const stale = Object.keys(table).filter((key) => !registered.has(key));
    expect(stale).toEqual([]);
  });

  it('declares an answer for every call: a response schema or a file type', () => {
    const silent = Object.entries(table)
      .filter(([, entry]) => !entry.response && !entry.file)
      .map(([key]) => key);
    expect(silent).toEqual([]);
  });
});
