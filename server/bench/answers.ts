/**
 * The server's answers, recorded so a refactoring can show it changed none of them
 * (`node server/bench/answers.mjs --out before.json`, change, `--out after.json`, then
 * `node server/bench/answers.mjs --compare before.json after.json`).
 *
 * Runs the app in process on a fresh in-memory PGlite, seeded and answering at one fixed instant
 * with a fixed media URL secret, signs in as demo through single sign-on, and calls every GET route
 * of the route catalog with the example inputs the cross-cutting tests generate from its declared
 * schemas (required fields only, and again with every optional field), plus /api/openapi.json.
 * Each answer is kept as status, content type and body (text, or the SHA-256 of a binary body).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import JSZip from 'jszip';
import { Kysely } from 'kysely';
import type { z } from 'zod';
import { buildApp } from '../src/app';
import { migrateToLatest } from '../src/db/migrate';
import { PGliteDialect } from '../src/db/pglite-dialect';
import type { Database } from '../src/db/schema';
import { seedIfEmpty } from '../src/seed';
import { asQueryText, baseline, exampleOf, inputJson, type Json, reachingParams, urlOf } from '../test/routeProbe';

/**
 * The instant the seed and every answer see: 06:30 UTC of today, so that the example dates of the
 * inputs (tomorrow, routeProbe.ts) fall beside the seeded data. Two runs on one UTC day compare.
 */
const FIXED_NOW = new Date(`${new Date().toISOString().slice(0, 10)}T06:30:00.000Z`);
const PUBLIC_URL = 'http://localhost:8080';

/** One recorded answer. */
export interface RecordedAnswer {
  status: number;
  type: string;
  /** The headers a route sets itself that a refactoring could lose. */
  headers: Record<string, string>;
  /**
   * The body as text; an XLSX workbook as the SHA-256 of its parts but `docProps/core.xml` (which
   * holds the instant it was written); else `sha256:<hex> (<n> bytes)`.
   */
  body: string;
}

const KEPT_HEADERS = ['cache-control', 'content-disposition', 'location', 'content-length'];
const TEXT = /json|text|html|javascript|xml|svg/;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The workbook's parts (exceljs's zip, read with the jszip it depends on) but the one with the writing time. */
async function workbookDigest(raw: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(raw);
  const names = Object.keys(zip.files)
    .filter((name) => !zip.files[name]?.dir && name !== 'docProps/core.xml')
    .sort();
  const parts = await Promise.all(names.map(async (name) => `${name}:${sha256(await (zip.files[name] as JSZip.JSZipObject).async('uint8array'))}`));
  return `xlsx parts\n${parts.join('\n')}`;
}

async function record(response: LightMyRequestResponse): Promise<RecordedAnswer> {
  const type = String(response.headers['content-type'] ?? '');
  const raw = response.rawPayload;
  // The workbook's type names xml: asked first.
  const body =
    type.startsWith(XLSX) && response.statusCode === 200
      ? await workbookDigest(raw)
      : TEXT.test(type)
        ? raw.toString('utf8')
        : `sha256:${sha256(raw)} (${raw.length} bytes)`;
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) if (response.headers[name] !== undefined) headers[name] = String(response.headers[name]);
  return { status: response.statusCode, type, headers, body };
}

function cookieOf(response: LightMyRequestResponse, name: string): string {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  return lines.find((line) => line.startsWith(`${name}=`))?.split(';')[0] ?? '';
}

/** Signs in through the sign-in form and the ticket, as a browser does; the session cookie. */
async function signIn(app: FastifyInstance, username: string): Promise<string> {
  const service = `${PUBLIC_URL}/admin/`;
  const page = await app.inject({ method: 'GET', url: `/sso/reLogin?service=${encodeURIComponent(service)}` });
  const form = /name="form" value="([^"]*)"/.exec(page.body)?.[1] ?? '';
  const login = await app.inject({
    method: 'POST',
    url: '/sso/reLogin',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieOf(page, 'gr_sso_form') },
    payload: new URLSearchParams({ username, password: 'greenroom', service, form }).toString(),
  });
  const location = new URL(String(login.headers.location));
  // The ticket opens a session only in the browser it was issued to (its gr_sso_bind cookie).
  const ticket = await app.inject({ method: 'GET', url: `${location.pathname}${location.search}`, headers: { cookie: cookieOf(login, 'gr_sso_bind') } });
  const cookie = cookieOf(ticket, 'gr_session');
  if (!cookie) throw new Error(`sign-in as ${username} failed (${login.statusCode})`);
  return cookie;
}

/** Every GET answer of a freshly seeded server, keyed `GET <url>`. */
export async function recordAnswers(): Promise<Record<string, RecordedAnswer>> {
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: new PGlite() }) });
  await migrateToLatest(db);
  await seedIfEmpty(db, FIXED_NOW);
  const scratch = mkdtempSync(path.join(tmpdir(), 'gr-answers-'));
  const app = await buildApp({
    db,
    env: 'development',
    publicUrl: PUBLIC_URL,
    staticDir: path.join(scratch, 'admin'),
    now: () => new Date(FIXED_NOW),
    logger: false,
    media: { filesDir: path.join(scratch, 'files'), urlSecret: 'answers' },
  });
  await app.ready();
  const cookie = await signIn(app, 'demo');
  const answers: Record<string, RecordedAnswer> = {};
  // An event stream never ends: it has no answer to record (the console's, declared as
  // `file: 'text/event-stream'`, and the public watch page's presence).
  const streams = (route: (typeof app.routeCatalog)[number]) =>
    (route.doc as { file?: string } | undefined)?.file === 'text/event-stream' || route.url === '/live/:id/presence';
  const routes = app.routeCatalog.filter((route) => route.method === 'GET' && !route.url.includes('*') && route.url !== '/metrics' && !streams(route));
  // Signing out ends the session the other calls need: last.
  const signOut = (url: string) => /logout/i.test(url);
  routes.sort((a, b) => Number(signOut(a.url)) - Number(signOut(b.url)));
  for (const route of routes) {
    const doc = route.doc;
    const params = baseline(doc?.params as z.ZodType | undefined, 'params') ?? {};
    const inputs = new Set<string>();
    for (const full of [false, true]) {
      const query = (full ? fullQuery(doc?.query as z.ZodType | undefined) : baseline(doc?.query as z.ZodType | undefined, 'query')) ?? {};
      const probe = { params: reachingParams(app, route, params as Record<string, string>), query: query as Record<string, string> };
      inputs.add(urlOf(route, probe));
    }
    for (const url of inputs) {
      if (process.env.ANSWERS_TRACE) process.stderr.write(`${url}\n`);
      const response = await app.inject({ method: 'GET', url, headers: { cookie } });
      answers[`GET ${url}`] = await record(response);
    }
  }
  await app.close();
  await db.destroy();
  return answers;
}

/** Every optional query field too, when such an example validates. */
function fullQuery(schema: z.ZodType | undefined): Record<string, string> | null {
  if (!schema) return null;
  const candidate = asQueryText((exampleOf(inputJson(schema), true) ?? {}) as Json);
  return schema.safeParse(candidate).success ? candidate : null;
}
