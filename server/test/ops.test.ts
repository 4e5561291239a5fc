/**
 * Issue 13 §4 "Operable by someone who runs it": health and readiness, Prometheus metrics, one log
 * line per request that names the route pattern and never a cookie or a ticket.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connect';
import type { Database } from '../src/db/schema';
import { dbDuration } from '../src/lib/metrics';
import { createTestApp, createTestDb, signIn } from './helpers';

let db: Kysely<Database>;
let app: FastifyInstance;

beforeAll(async () => {
  db = await createTestDb();
  app = await createTestApp(db);
});
afterAll(async () => {
  await app.close();
  await db.destroy();
});

describe('health and readiness', () => {
  it('/healthz answers 200 while the process serves, without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 200 when the database answers and every migration has run', async () => {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('/readyz answers 503 naming a migration that has not run', async () => {
    const own = await createTestDb();
    const last = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(own);
    const name = last.rows[0]?.name as string;
    await sql`delete from kysely_migration where name = ${name}`.execute(own);
    const server = await createTestApp(own);
    const response = await server.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not ready', reason: `数据库迁移未执行：${name}` });
    await server.close();
    await own.destroy();
  });

  it('/readyz answers 503 when the database cannot be reached', async () => {
    const own = await createTestDb();
    const server = await createTestApp(own);
    await own.destroy();
    const response = await server.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json().reason).toBe('数据库无法连接');
    await server.close();
  });
});

describe('metrics (Prometheus text format)', () => {
  it('records request durations by route pattern, database time and the download queue', async () => {
    const cookie = await signIn(app);
    await app.inject({ method: 'GET', url: '/api/activity/twzb/list?pageNum=1&keyword=secret-word', headers: { cookie } });
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(/greenroom_http_request_duration_seconds_count\{method="GET",route="\/api\/activity\/twzb\/list",status="200"\} [1-9]/);
    // Route patterns only: no ids, no query, no keyword in a label.
    expect(text).not.toContain('secret-word');
    expect(text).toMatch(/greenroom_download_queue_tasks\{status="pending"\} \d+/);
    expect(text).toContain('greenroom_download_lease_takeovers_total');
    expect(text).toContain('greenroom_process_cpu_seconds_total');
  });

  it('records the time of every query of a database opened by the server (openDatabase)', async () => {
    const before =
      (await dbDuration.get()).values.find((v) => v.metricName === 'greenroom_db_query_duration_seconds_count' && v.labels.outcome === 'ok')?.value ?? 0;
    const { db: own } = openDatabase({});
    await sql`select 1`.execute(own);
    await sql`select 2`.execute(own);
    const after =
      (await dbDuration.get()).values.find((v) => v.metricName === 'greenroom_db_query_duration_seconds_count' && v.labels.outcome === 'ok')?.value ?? 0;
    expect(after - before).toBe(2);
    await own.destroy();
  });

  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    const server = await createTestApp(db, { metricsToken: 's3cret-token' });
    expect((await server.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await server.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    expect((await server.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer s3cret-token' } })).statusCode).toBe(200);
    await server.close();
  });

  it('is not served at all in production without a token', async () => {
    const server = await createTestApp(db, { env: 'production' });
    expect((await server.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await server.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await server.close();
  });
});

describe('request log', () => {
  it('writes one info line per request with method, route, status and time, never a cookie or ticket', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const server = await createTestApp(db, { logger: { level: 'info', stream }, logRequests: true });
    const cookie = await signIn(server);
    lines.length = 0;
    await server.inject({ method: 'GET', url: '/api/user/getUserInfo?ticket=ST-123-secret', headers: { cookie } });
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ level: 30, method: 'GET', route: '/api/user/getUserInfo', status: 200 });
    expect(typeof requests[0]?.ms).toBe('number');
    const text = JSON.stringify(lines);
    expect(text).not.toContain('ST-123-secret');
    expect(text).not.toContain(cookie.split('=')[1] as string);
    await server.close();
  });

  it('is off by default outside production', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const server = await createTestApp(db, { logger: { level: 'info', stream } });
    await server.inject({ method: 'GET', url: '/healthz' });
    expect(lines.filter((line) => line.includes('"msg":"request"'))).toEqual([]);
    await server.close();
  });
});
