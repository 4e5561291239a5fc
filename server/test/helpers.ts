/** Shared set-up: an in-memory PGlite per test file, the app, and sign-in through SSO. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Kysely } from 'kysely';
import { afterAll, beforeAll, inject } from 'vitest';
import { type AppOptions, buildApp } from '../src/app';
import { migrateToLatest } from '../src/db/migrate';
import { PGliteDialect } from '../src/db/pglite-dialect';
import type { Database } from '../src/db/schema';
import { chinaDay } from '../src/lib/days';
import { seedIfEmpty } from '../src/seed';

export const PUBLIC_URL = 'http://localhost:8080';
export const CONSOLE_URL = `${PUBLIC_URL}/admin/`;

export interface TestDbOptions {
  /** Runs on the migrated database before the seed writes anything. */
  beforeSeed?: (db: Kysely<Database>) => Promise<void>;
}

function openImage(file: string): PGlite {
  return new PGlite({ loadDataDir: new Blob([readFileSync(file)]) });
}

/**
 * A migrated and seeded in-memory database of the test file's own: a copy of the one globalSetup.ts
 * built for this run. The seed is made afresh after `beforeSeed`, when there is no such image, or
 * when the image was seeded on another China day than today (its "today" data would be yesterday's).
 */
export async function createTestDb(options: TestDbOptions = {}): Promise<Kysely<Database>> {
  const images = inject('databaseImages');
  if (images && !options.beforeSeed && chinaDay(new Date(images.seededAt)) === chinaDay(new Date())) {
    return new Kysely<Database>({ dialect: new PGliteDialect({ pglite: openImage(images.seeded) }) });
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: images ? openImage(images.migrated) : new PGlite() }) });
  if (!images) await migrateToLatest(db);
  await options.beforeSeed?.(db);
  await seedIfEmpty(db);
  return db;
}

/** A movable clock for the `now` option. */
export function createClock(start = Date.now()) {
  let current = start;
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

export function emptyStaticDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'gr-static-empty-'));
}

export async function createTestApp(db: Kysely<Database>, options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ db, env: 'test', publicUrl: PUBLIC_URL, staticDir: emptyStaticDir(), ...options });
  await app.ready();
  return app;
}

/** The `name=value` pair of a Set-Cookie header for `name`, or undefined. */
export function cookieFrom(response: LightMyRequestResponse, name = 'gr_session'): string | undefined {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const line = all.find((value) => value.startsWith(`${name}=`));
  return line?.split(';')[0];
}

export function setCookieLine(response: LightMyRequestResponse, name = 'gr_session'): string | undefined {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.find((value) => value.startsWith(`${name}=`));
}

/** Posts the SSO form; returns the response. */
/** The sign-in form's token and its cookie, as a browser gets them by opening the form. */
export async function loginForm(app: FastifyInstance, service?: string): Promise<{ form: string; cookie: string }> {
  // A refused service shows no form: the token then comes from the plain sign-in page.
  for (const url of [service ? `/sso/reLogin?service=${encodeURIComponent(service)}` : null, '/sso/reLogin']) {
    if (!url) continue;
    const page = await app.inject({ method: 'GET', url });
    const form = /name="form" value="([^"]*)"/.exec(page.body)?.[1];
    if (form) return { form, cookie: cookieFrom(page, 'gr_sso_form') ?? '' };
  }
  return { form: '', cookie: '' };
}

/** Posts the sign-in form as a browser would: opened first (its token and cookie), then sent. */
export async function postLogin(
  app: FastifyInstance,
  fields: { username?: string; password?: string; service?: string },
  options: { remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const { form, cookie } = await loginForm(app, fields.service);
  return app.inject({
    method: 'POST',
    url: '/sso/reLogin',
    remoteAddress: options.remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    payload: new URLSearchParams({ ...(fields as Record<string, string>), form }).toString(),
  });
}

/** Signs in through SSO and redeems the ticket; returns the `gr_session=…` cookie pair. */
export async function signIn(app: FastifyInstance, username = 'demo', service = CONSOLE_URL): Promise<string> {
  const login = await postLogin(app, { username, password: 'greenroom', service });
  if (login.statusCode !== 302) throw new Error(`sign-in failed: ${login.statusCode}`);
  const location = new URL(String(login.headers.location));
  // The ticket opens a session only in the browser it was issued to (its gr_sso_bind cookie).
  const page = await app.inject({ method: 'GET', url: `${location.pathname}${location.search}`, headers: { cookie: cookieFrom(login, 'gr_sso_bind') ?? '' } });
  const cookie = cookieFrom(page);
  if (!cookie) throw new Error('ticket redemption set no cookie');
  return cookie;
}

/** The two seeded accounts, signed in: their `gr_session=…` cookies and user ids. */
export interface DemoAccounts {
  demo: string;
  demo2: string;
  demoId: number;
  demo2Id: number;
}

/** Signs in as demo and demo2 through SSO and looks up their user ids. */
export async function signInDemoAccounts(app: FastifyInstance, db: Kysely<Database>): Promise<DemoAccounts> {
  const demo = await signIn(app, 'demo');
  const demo2 = await signIn(app, 'demo2');
  const users = await db.selectFrom('users').select(['id', 'username']).where('username', 'in', ['demo', 'demo2']).execute();
  const idOf = (username: string) => {
    const user = users.find((row) => row.username === username);
    if (!user) throw new Error(`no seeded user ${username}`);
    return user.id;
  };
  return { demo, demo2, demoId: idOf('demo'), demo2Id: idOf('demo2') };
}

/** A test file's own database and app, with the two demo accounts signed in (see {@link signedInApp}). */
export interface SignedInApp extends DemoAccounts {
  db: Kysely<Database>;
  app: FastifyInstance;
}

/**
 * The set-up most API test files share: a copy of the seeded database, the app over it and the two
 * demo accounts signed in through SSO, before the file's tests; the app closed and the database
 * dropped after them. Read its fields inside tests and hooks (they are set when the file starts).
 */
export function signedInApp(): SignedInApp {
  const signedIn = {} as SignedInApp;
  beforeAll(async () => {
    const db = await createTestDb();
    const app = await createTestApp(db);
    Object.assign(signedIn, { db, app }, await signInDemoAccounts(app, db));
  });
  afterAll(async () => {
    await signedIn.app?.close();
    await signedIn.db?.destroy();
  });
  return signedIn;
}

/** GET/POST/DELETE an API path with a session cookie; returns status and parsed envelope. */
export async function api(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  cookie?: string,
): Promise<{ status: number; body: { code: number; msg: string; msgCode: number; data: unknown } }> {
  const response = await app.inject({ method, url, headers: cookie ? { cookie } : {} });
  return { status: response.statusCode, body: response.json() };
}
