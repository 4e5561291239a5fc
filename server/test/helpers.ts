/** Shared set-up: a fresh in-memory PGlite per test file, the app, and sign-in through SSO. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Kysely } from 'kysely';
import { type AppOptions, buildApp } from '../src/app';
import { migrateToLatest } from '../src/db/migrate';
import { PGliteDialect } from '../src/db/pglite-dialect';
import type { Database } from '../src/db/schema';
import { seedIfEmpty } from '../src/seed';

export const PUBLIC_URL = 'http://localhost:8080';
export const CONSOLE_URL = `${PUBLIC_URL}/admin/`;

/** A migrated and seeded in-memory database. */
export async function createTestDb(): Promise<Kysely<Database>> {
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: new PGlite() }) });
  await migrateToLatest(db);
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
export function postLogin(app: FastifyInstance, fields: { username?: string; password?: string; service?: string }): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/sso/reLogin',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields as Record<string, string>).toString(),
  });
}

/** Signs in through SSO and redeems the ticket; returns the `gr_session=…` cookie pair. */
export async function signIn(app: FastifyInstance, username = 'demo', service = CONSOLE_URL): Promise<string> {
  const login = await postLogin(app, { username, password: 'greenroom', service });
  if (login.statusCode !== 302) throw new Error(`sign-in failed: ${login.statusCode}`);
  const location = new URL(String(login.headers.location));
  const page = await app.inject({ method: 'GET', url: `${location.pathname}${location.search}` });
  const cookie = cookieFrom(page);
  if (!cookie) throw new Error('ticket redemption set no cookie');
  return cookie;
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
