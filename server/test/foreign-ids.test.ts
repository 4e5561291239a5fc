/**
 * Owner scoping over EVERY route the app registered (its onRoute catalog), as user demo2 with
 * ids that belong to demo:
 *  - every route with an id-like path parameter must answer code 404 and change nothing;
 *  - every mutating route with id-like body or query fields (batch deletes, tag-read…) too;
 *  - query-like routes (GET, POST …/list, …/export…) given demo's ids as filters must not
 *    answer demo's rows;
 *  - read routes without an id (the caller's own lists and summaries) answer demo2 no row of demo.
 * Ids are made unambiguous first: every table's sequence starts in its own block of a million
 * before the seed runs, so an id names exactly one row of one table, and its owner is resolved
 * through owner_id / user_id or, for child rows, the foreign keys up to such a table. Every
 * table's row count and row versions are compared before and after each route.
 * Afterwards demo's own calls with the same ids show which routes the ids really reached; a
 * route no candidate reaches is reported (it would pass vacuously), except the known non-entity
 * parameters below.
 */
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import type { CatalogRoute } from '../src/lib/openapi';
import { changedTables, type Snapshot, snapshot } from './dbSnapshot';
import { createTestApp, createTestDb, signInDemoAccounts } from './helpers';
import type { Answer } from './request';
import { baseline, guardedRoutes, inputJson, type Json, label, type Probe, propertyPaths, reachingParams, send, setIn, variants } from './routeProbe';

/**
 * Routes no seeded id can reach, and why. They are still called as demo2 (and must answer 404 and
 * change nothing); they are only spared the check that demo's ids reach them.
 */
const NOT_REACHABLE: Record<string, string> = {
  // Not rows at all: any code but 0 will do (a code out of the id range is a 400).
  'GET /api/website/city/:id': 'a province code, not a row',
  'GET /api/statistics/twzb/city/:id': 'a province code, not a row',
  'GET /srv/trxorder/photo/getPrice/:id': 'a price table id, not a row',
  'GET /api/media/live/download/:id': 'a download task id: the seed has no download tasks',
  'GET /api/media/event/download/:id': 'a download task id: the seed has no download tasks',
  'POST /api/media/live/download/cancelTask/:id': 'a download task id: the seed has no download tasks',
  'POST /api/media/event/download/cancelTask/:id': 'a download task id: the seed has no download tasks',
  'GET /api/survey/:id/text-answers': "needs a text question's key: the probe's example key is no question of the survey (400)",
};

/**
 * The public side of published pages (`/api/public/…`, `public: true`): a respondent has no account,
 * so a published survey answers anyone by its id, whoever owns it. No owner scope to walk here; each
 * module's own tests refuse drafts and missing ids (survey-answer.test.ts).
 */
const answersAnyone = (route: CatalogRoute) => route.public && route.url.startsWith('/api/public/');
const ID_BLOCK = 1_000_000;
/** Rows tried per table at most: one per value of each low-cardinality column (kind, status…). */
const PER_TABLE = 5;
const ID_LIKE = /^(id|ids)$|Ids?$/;

let db: Kysely<Database>;
let app: FastifyInstance;
let demo: string;
let demo2: string;
let demoId: number;

interface Candidate {
  /** What the ids are, for messages. */
  what: string;
  ids: number[];
}

const singles: Candidate[] = [];
const pairs: Candidate[] = [];
/** Every row id of the seed with its owner (ids are unambiguous across tables, see above). */
const ownerById = new Map<number, number | null>();

/** Before the seed: every table's sequence starts in its own block of ids. */
async function disjointIds(fresh: Kysely<Database>): Promise<void> {
  const sequences = await sql<{ name: string }>`select sequence_name as name from information_schema.sequences
    where sequence_schema = 'public' order by sequence_name`.execute(fresh);
  for (const [index, { name }] of sequences.rows.entries()) {
    await sql`alter sequence ${sql.table(name)} restart with ${sql.lit((index + 1) * ID_BLOCK)}`.execute(fresh);
  }
}

/** Every row with an `id`, with its owner (users.id) when one can be resolved. */
interface Entry {
  owner: number | null;
  refs: Record<string, number | null>;
  row: Record<string, unknown>;
}

/**
 * Up to PER_TABLE of the owner's rows chosen so that every value of every low-cardinality column
 * (2..8 values: kind, product, status…) appears in at least one of them, greedily: the middle row
 * first, then each time the row that shows the most values not yet shown.
 */
function diverse(rows: [number, Entry][]): number[] {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]?.[1].row ?? {}).filter((column) => column !== 'id' && !column.endsWith('_id') && !column.endsWith('_at'));
  const lowCardinality = columns.filter((column) => {
    const size = new Set(rows.map(([, entry]) => String(entry.row[column]))).size;
    return size >= 2 && size <= 8;
  });
  const uncovered = new Set(rows.flatMap(([, entry]) => lowCardinality.map((column) => `${column}=${String(entry.row[column])}`)));
  const keysOf = (entry: Entry) => lowCardinality.map((column) => `${column}=${String(entry.row[column])}`);
  const picked: number[] = [];
  let next: [number, Entry] | undefined = rows[Math.floor(rows.length / 2)];
  while (next && picked.length < PER_TABLE) {
    picked.push(next[0]);
    for (const key of keysOf(next[1])) uncovered.delete(key);
    let best: [number, Entry] | undefined;
    let bestGain = 0;
    for (const candidate of rows) {
      const gain = keysOf(candidate[1]).filter((key) => uncovered.has(key)).length;
      if (gain > bestGain) {
        best = candidate;
        bestGain = gain;
      }
    }
    next = best;
  }
  return picked;
}

async function owners(): Promise<{ rows: Map<string, Map<number, Entry>>; fks: FkRow[] }> {
  const columns = await sql<{ table: string; column: string }>`select table_name as "table", column_name as "column"
    from information_schema.columns where table_schema = 'public'`.execute(db);
  const fks = await foreignKeys();
  const byTable = new Map<string, Set<string>>();
  for (const { table, column } of columns.rows) byTable.set(table, (byTable.get(table) ?? new Set()).add(column));

  const rows = new Map<string, Map<number, Entry>>();
  for (const [table, cols] of byTable) {
    if (!cols.has('id')) continue;
    const ownerColumn = table === 'users' ? 'id' : cols.has('owner_id') ? 'owner_id' : cols.has('user_id') ? 'user_id' : null;
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    const map = new Map<number, Entry>();
    for (const row of result.rows)
      map.set(Number(row.id), { owner: ownerColumn ? Number(row[ownerColumn]) : null, refs: row as Record<string, number | null>, row });
    rows.set(table, map);
  }
  // Child rows take their owner from the first parent that has one (a few rounds reach grandparents).
  for (let round = 0; round < 3; round++) {
    for (const [table, map] of rows) {
      for (const entry of map.values()) {
        if (entry.owner !== null) continue;
        for (const fk of fks.filter((candidate) => candidate.table === table)) {
          const parentId = entry.refs[fk.column];
          const parent = parentId === null || parentId === undefined ? undefined : rows.get(fk.parent)?.get(Number(parentId));
          if (parent?.owner !== null && parent?.owner !== undefined) {
            entry.owner = parent.owner;
            break;
          }
        }
      }
    }
  }
  return { rows, fks };
}

interface FkRow {
  table: string;
  column: string;
  parent: string;
}

async function foreignKeys(): Promise<FkRow[]> {
  const result = await sql<FkRow>`select tc.table_name as "table", kcu.column_name as "column", ccu.table_name as parent
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public' and ccu.column_name = 'id'`.execute(db);
  return result.rows;
}

beforeAll(async () => {
  db = await createTestDb({ beforeSeed: disjointIds });
  app = await createTestApp(db);
  ({ demo, demo2, demoId } = await signInDemoAccounts(app, db));

  const { rows, fks } = await owners();
  for (const map of rows.values()) for (const [id, entry] of map) ownerById.set(id, entry.owner);
  for (const [table, map] of [...rows].sort(([a], [b]) => a.localeCompare(b))) {
    if (table === 'sessions' || table === 'sso_tickets') continue;
    const mine = [...map].filter(([, entry]) => entry.owner === demoId).sort(([a], [b]) => a - b);
    for (const id of diverse(mine)) singles.push({ what: table, ids: [id] });
  }
  for (const fk of fks) {
    const child = rows.get(fk.table);
    if (!child || !rows.has(fk.parent) || fk.table === 'users') continue;
    const found = [...child].find(([, entry]) => entry.owner === demoId && entry.refs[fk.column] !== null && entry.refs[fk.column] !== undefined);
    if (!found) continue;
    const [childId, entry] = found;
    pairs.push({ what: `${fk.parent} → ${fk.table}`, ids: [Number(entry.refs[fk.column]), childId] });
    pairs.push({ what: `${fk.table} → ${fk.parent}`, ids: [childId, Number(entry.refs[fk.column])] });
  }
}, 120_000);

afterAll(async () => {
  await app.close();
  await db.destroy();
});

const idParamsOf = (route: CatalogRoute) => route.params.filter((name) => ID_LIKE.test(name));
const isQueryLike = (route: CatalogRoute) => route.method === 'GET' || /(list|export|page)[^/]*$/i.test(route.url);

/** The probe of `route` with demo's `candidate` ids in its id-like path parameters. */
function pathProbe(route: CatalogRoute, candidate: Candidate): Probe {
  const declared = (baseline(route.doc?.params, 'params') ?? {}) as Record<string, string>;
  const params = reachingParams(app, route, declared);
  idParamsOf(route).forEach((name, index) => {
    params[name] = String(candidate.ids[Math.min(index, candidate.ids.length - 1)]);
  });
  return { params, query: (baseline(route.doc?.query, 'query') ?? {}) as Record<string, string>, body: baseline(route.doc?.body, 'body') ?? undefined };
}

/** An id names a row: an integer (or a list or text of them), not one of a few enumerated values. */
const namesRows = (schema: Json) => !('const' in schema) && !Array.isArray(schema.enum) && !schema.anyOf && !schema.oneOf;

/** Id-like fields of a route's query and body, with their JSON Schema. */
function idFields(route: CatalogRoute): { where: 'query' | 'body'; path: string[]; schema: Json }[] {
  const out: { where: 'query' | 'body'; path: string[]; schema: Json }[] = [];
  for (const where of ['query', 'body'] as const) {
    const json = inputJson(route.doc?.[where]);
    for (const variant of variants(json)) {
      for (const { path, schema } of propertyPaths(variant)) {
        if (ID_LIKE.test(path[path.length - 1] as string) && namesRows(schema)) out.push({ where, path, schema });
      }
    }
  }
  return out;
}

function fieldProbe(route: CatalogRoute, candidate: Candidate): Probe {
  const probe: Probe = {
    params: reachingParams(app, route, (baseline(route.doc?.params, 'params') ?? {}) as Record<string, string>),
    query: (baseline(route.doc?.query, 'query') ?? {}) as Record<string, string>,
    body: baseline(route.doc?.body, 'body') ?? undefined,
  };
  const id = candidate.ids[0] as number;
  for (const { where, path, schema } of idFields(route)) {
    const value = schema.type === 'array' ? [id] : schema.type === 'string' ? String(id) : id;
    if (where === 'query') probe.query = { ...probe.query, [path[0] as string]: Array.isArray(value) ? value.join(',') : String(value) };
    else probe.body = setIn((probe.body ?? {}) as Json, path, value);
  }
  return probe;
}

const leaks = (answer: Answer) => {
  const data = answer.body?.data as { list?: unknown[]; total?: number } | unknown[] | null;
  if (Array.isArray(data)) return data.length > 0;
  return Boolean(data && typeof data === 'object' && ((data.list?.length ?? 0) > 0 || (data.total ?? 0) > 0));
};

const reached = (answer: Answer) => answer.status < 500 && answer.body.code !== 404 && answer.body.code !== 400;

/** Read-only routes first learn, as demo, which candidates reach demo's rows; the rest try all. */
async function reachingCandidates(route: CatalogRoute, candidates: Candidate[], probeOf: (candidate: Candidate) => Probe, hit: (answer: Answer) => boolean) {
  const found: Candidate[] = [];
  for (const candidate of candidates) if (hit(await send(app, route, probeOf(candidate), demo))) found.push(candidate);
  return found;
}

describe("demo2 with demo's ids", () => {
  it('is answered 404 by every route with an id-like path parameter, and nothing changes', async () => {
    const routes = guardedRoutes(app).filter((route) => idParamsOf(route).length > 0 && !answersAnyone(route));
    expect(routes.length).toBeGreaterThan(20);
    expect(singles.length).toBeGreaterThan(10);
    const failures: string[] = [];
    const unreached: string[] = [];
    let before: Snapshot = await snapshot(db);
    for (const route of routes) {
      const all = idParamsOf(route).length > 1 ? pairs : singles;
      const probeOf = (candidate: Candidate) => pathProbe(route, candidate);
      let candidates = all;
      if (route.method === 'GET') {
        candidates = await reachingCandidates(route, all, probeOf, reached);
        if (candidates.length === 0 && !(label(route) in NOT_REACHABLE)) unreached.push(label(route));
        if (candidates.length === 0) candidates = all.slice(0, 3);
      }
      const notARow = NOT_REACHABLE[label(route)]?.includes('not a row') === true;
      for (const candidate of candidates) {
        const answer = await send(app, route, probeOf(candidate), demo2);
        if (notARow ? answer.body?.code === 0 || answer.status >= 500 : answer.body?.code !== 404)
          failures.push(`${label(route)} with ${candidate.what} ${candidate.ids.join('/')}: code ${answer.body?.code} ${answer.body?.msg ?? answer.status}`);
      }
      const after = await snapshot(db);
      const changed = changedTables(before, after);
      if (changed.length > 0) failures.push(`${label(route)}: changed ${changed.join(', ')}`);
      before = after;
    }
    if (unreached.length > 0) console.info(`foreign-ids: no candidate id reached these routes as demo:\n${unreached.join('\n')}`);
    expect(failures).toEqual([]);
    expect(unreached).toEqual([]);
  }, 300_000);

  it('is answered 404 by mutating routes with id-like body or query fields, and query-like routes leak nothing', async () => {
    const routes = guardedRoutes(app).filter((route) => idParamsOf(route).length === 0 && idFields(route).length > 0);
    const failures: string[] = [];
    let before: Snapshot = await snapshot(db);
    for (const route of routes) {
      const probeOf = (candidate: Candidate) => fieldProbe(route, candidate);
      if (isQueryLike(route)) {
        // A filter by one of demo's ids that shows demo rows to demo must show demo2 nothing.
        // Any row of the right table makes a filter show something: one per table is enough.
        const onePerTable = singles.filter((candidate, index) => singles.findIndex((other) => other.what === candidate.what) === index);
        const showing = await reachingCandidates(route, onePerTable, probeOf, (answer) => answer.body?.code === 0 && leaks(answer));
        for (const candidate of showing) {
          const answer = await send(app, route, probeOf(candidate), demo2);
          if (answer.status >= 500) failures.push(`${label(route)} with ${candidate.what} ${candidate.ids[0]}: HTTP ${answer.status}`);
          else if (answer.body?.code === 0 && leaks(answer)) failures.push(`${label(route)} with ${candidate.what} ${candidate.ids[0]}: answered demo's rows`);
        }
      } else {
        for (const candidate of singles) {
          const answer = await send(app, route, probeOf(candidate), demo2);
          if (answer.body?.code !== 404)
            failures.push(`${label(route)} with ${candidate.what} ${candidate.ids[0]}: code ${answer.body?.code} ${answer.body?.msg}`);
        }
      }
      const after = await snapshot(db);
      const changed = changedTables(before, after);
      if (changed.length > 0) failures.push(`${label(route)}: changed ${changed.join(', ')}`);
      before = after;
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers demo2 no row of demo on any read route without an id (its own lists, summaries, catalogues)', async () => {
    // Every `id` anywhere in an answer: with ids unambiguous, one that names a row demo owns is a leak.
    const idsIn = (value: unknown, out: number[] = []): number[] => {
      if (Array.isArray(value)) for (const item of value) idsIn(item, out);
      else if (value && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) {
          if (key === 'id' && typeof item === 'number') out.push(item);
          else idsIn(item, out);
        }
      }
      return out;
    };
    // Session routes only: a public GET may end the session (logout) or answer by a token instead.
    const routes = guardedRoutes(app).filter(
      (route) => route.method === 'GET' && !route.public && route.params.length === 0 && route.doc && !route.doc.file && !route.doc.raw,
    );
    const failures: string[] = [];
    let reachedRoutes = 0;
    for (const route of routes) {
      const probe: Probe = { params: {}, query: (baseline(route.doc?.query, 'query') ?? {}) as Record<string, string> };
      const demoIds = idsIn((await send(app, route, probe, demo)).body?.data);
      if (demoIds.some((id) => ownerById.get(id) === demoId)) reachedRoutes++;
      const answer = await send(app, route, probe, demo2);
      if (answer.status >= 500) failures.push(`${label(route)}: HTTP ${answer.status}`);
      const leaked = idsIn(answer.body?.data).filter((id) => ownerById.get(id) === demoId);
      if (leaked.length > 0) failures.push(`${label(route)}: answered demo's rows ${leaked.slice(0, 5).join(', ')}`);
    }
    // Not vacuous: the lists of demo's own rows are among them (activities, orders, points…).
    expect(reachedRoutes).toBeGreaterThan(5);
    expect(failures).toEqual([]);
  }, 300_000);

  it("demo's own mutating calls with the same ids reach them (so the 404s above were owner checks)", async () => {
    const unreached: string[] = [];
    const mutating = guardedRoutes(app)
      .filter(
        (route) =>
          route.method !== 'GET' &&
          !(label(route) in NOT_REACHABLE) &&
          !answersAnyone(route) &&
          (idParamsOf(route).length > 0 || (idFields(route).length > 0 && !isQueryLike(route))),
      )
      // Deletes last: they remove the rows the other calls need.
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    for (const route of mutating) {
      const candidates = idParamsOf(route).length > 1 ? pairs : singles;
      let hit = false;
      for (const candidate of candidates) {
        if (hit) break;
        const probe = idParamsOf(route).length > 0 ? pathProbe(route, candidate) : fieldProbe(route, candidate);
        hit = reached(await send(app, route, probe, demo));
      }
      if (!hit) unreached.push(label(route));
    }
    if (unreached.length > 0) console.info(`foreign-ids: no candidate id reached these routes as demo:\n${unreached.join('\n')}`);
    expect(unreached).toEqual([]);
  }, 300_000);
});
