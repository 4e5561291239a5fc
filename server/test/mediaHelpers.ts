/** Set-up shared by the activity-event, media and material tests: any method, JSON bodies, polling. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../src/db/schema';
import type { MediaOptions } from '../src/modules/media/mediaFiles';
import { createTestApp } from './helpers';

export const FIXTURES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  msgCode: number;
  data: T;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls `url` with the session `cookie` and, if given, a JSON `body`. */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: Method,
  url: string,
  cookie?: string,
  body?: unknown,
): Promise<{ status: number; body: Envelope<T>; response: LightMyRequestResponse }> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const response = await app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
  return { status: response.statusCode, body: response.json() as Envelope<T>, response };
}

/** Asserts a success envelope and returns its data. */
export async function data<T>(app: FastifyInstance, method: Method, url: string, cookie: string, body?: unknown): Promise<T> {
  const result = await call<T>(app, method, url, cookie, body);
  expect(result.status).toBe(200);
  expect(result.body.code, result.body.msg).toBe(0);
  return result.body.data;
}

/** Asserts a code-400 envelope with a Chinese "参数错误" style message. */
export async function expectBadRequest(app: FastifyInstance, method: Method, url: string, cookie: string, body?: unknown): Promise<string> {
  const result = await call(app, method, url, cookie, body);
  expect(result.status).toBe(200);
  expect(result.body.code, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
  expect(result.body.data).toBeNull();
  expect(result.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  return result.body.msg;
}

/** Asserts the 404 envelope of a foreign or missing id. */
export async function expectNotFound(app: FastifyInstance, method: Method, url: string, cookie: string, body?: unknown): Promise<void> {
  const result = await call(app, method, url, cookie, body);
  expect(result.status).toBe(200);
  expect(result.body).toEqual({ code: 404, msg: '数据不存在或无权访问', msgCode: 404, data: null });
}

/** A media set-up for an app: a fresh files folder and the committed fixtures. */
export function mediaOptions(overrides: Partial<MediaOptions> = {}): MediaOptions {
  return { filesDir: mkdtempSync(path.join(tmpdir(), 'gr-media-test-')), fixturesDir: FIXTURES_DIR, urlSecret: 'test-secret', ...overrides };
}

export async function createMediaApp(db: Kysely<Database>, media: MediaOptions, now?: () => Date): Promise<FastifyInstance> {
  return createTestApp(db, { media, ...(now ? { now } : {}) });
}

/** Polls `check` until it returns a value (not undefined), or fails after `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000, intervalMs = 25): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** The path and query of an absolute URL the server handed out. */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

export async function userIds(db: Kysely<Database>): Promise<{ demoId: number; demo2Id: number }> {
  const users = await db.selectFrom('users').select(['id', 'username']).execute();
  return {
    demoId: users.find((user) => user.username === 'demo')?.id ?? 0,
    demo2Id: users.find((user) => user.username === 'demo2')?.id ?? 0,
  };
}

/** demo's live recordings in id order: the files the download tests copy. */
export function liveRecordingsOf(db: Kysely<Database>, ownerId: number) {
  return db
    .selectFrom('media_videos')
    .select(['id', 'file_name', 'size', 'title'])
    .where('owner_id', '=', ownerId)
    .where('kind', '=', 'live')
    .orderBy('id')
    .execute();
}
