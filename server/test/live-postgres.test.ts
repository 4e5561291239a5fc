/**
 * Issue 26 §1/§3 "across processes": two real server processes (`node dist/server/main.js`) on one
 * PostgreSQL (TEST_DATABASE_URL; CI sets it). An event raised by one — a message put into demo's
 * inbox, a watch page opened on it — reaches the console stream held by the other, over
 * LISTEN/NOTIFY; and two order sweeps at once (two pools, as two processes sweep) store and raise a
 * timed-out order once. Skipped without TEST_DATABASE_URL, or before the build (`npm test` builds first).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireBus, releaseBus } from '../src/modules/live/registry';
import { sweepOrderTimeouts } from '../src/modules/trxorder/orderTimeouts';
import { PAY_TIMEOUT_MS } from '../src/modules/trxorder/trxorderStore';
import { openSse, type SseReader } from './liveStream';
import { type PostgresSchema, postgresSchema, TEST_DATABASE_URL } from './postgres';

const root = path.resolve(import.meta.dirname, '../..');
const main = path.join(root, 'dist/server/main.js');
const built = existsSync(main);
if (!TEST_DATABASE_URL) console.info('live-postgres.test.ts skipped: TEST_DATABASE_URL is not set (bash .ci/postgres.sh prints one)');
else if (!built) console.info('live-postgres.test.ts skipped: dist/server/main.js is missing (node esbuild.config.mjs --env local)');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The database URL with the test's schema as the search path (every connection of the process uses it). */
function schemaUrl(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

interface Process {
  url: string;
  child: ChildProcess;
}

async function startProcess(databaseUrl: string, filesDir: string): Promise<Process> {
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      FILES_DIR: filesDir,
      GREENROOM_FIRST_FRAME: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

describe.skipIf(!TEST_DATABASE_URL || !built)('issue 26: two server processes on one PostgreSQL', () => {
  let pgSchema: PostgresSchema;
  const processes: Process[] = [];
  const readers: SseReader[] = [];
  const filesDir = mkdtempSync(path.join(tmpdir(), 'gr-live-pg-'));
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await Promise.all(
      processes.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await pgSchema?.drop();
    rmSync(filesDir, { recursive: true, force: true });
  });

  let cookie = '';
  let other: Process;

  it('an event raised on one process reaches a stream held by the other (LISTEN/NOTIFY), and so do viewers online', async () => {
    pgSchema = await postgresSchema('live');
    const url = schemaUrl(TEST_DATABASE_URL as string, pgSchema.schema);
    processes.push(...(await Promise.all([startProcess(url, filesDir), startProcess(url, filesDir)])));
    const [one] = processes as [Process, Process];
    other = processes[1] as Process;

    // A session of demo, written as sign-in writes it (the database is the processes' shared state).
    const db = pgSchema.open();
    const demo = await db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await db
      .insertInto('sessions')
      .values({
        token_hash: createHash('sha256').update(token).digest('hex'),
        user_id: demo.id,
        created_at: now,
        expires_at: new Date(now.getTime() + 3600_000),
      })
      .execute();
    cookie = `gr_session=${token}`;

    const stream = await openSse(`${other.url}/api/live/stream`, { cookie });
    readers.push(stream);
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'ready');

    const raised = await fetch(`${one.url}/dev/users/demo/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: '另一个进程写入的消息' }),
    });
    expect((await raised.json()).code).toBe(0);
    const pushed = await stream.next((e) => e.event === 'message', 10_000);
    expect(pushed.data).toMatchObject({ message: { title: '另一个进程写入的消息' } });

    // A watch page held by the first process counts on the second's console.
    const live = await db
      .selectFrom('twzb_activities')
      .select('id')
      .where('owner_id', '=', demo.id)
      .where('watch_mode', '=', 'public')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const watch = await openSse(`${one.url}/live/${live.id}/presence`);
    readers.push(watch);
    expect(watch.status).toBe(200);
    await stream.next((e) => e.event === 'viewers' && (e.data as { activityId: number; online: number }).online === 1, 10_000);
    watch.close();
    await stream.next((e) => e.event === 'viewers' && (e.data as { online: number }).online === 0, 10_000);
  }, 120_000);

  it('issue 26 §2 / SPEC §4: two sweeps at once on one PostgreSQL time an order out once and push it once', async () => {
    const db = pgSchema.open();
    const demo = await db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
    const model = await db.selectFrom('trx_orders').selectAll().where('owner_id', '=', demo.id).orderBy('id').executeTakeFirstOrThrow();
    const now = new Date();
    // An unpaid order whose payment window closed a minute ago.
    const { id: _id, ...fields } = model;
    const orderNo = `T${Date.now()}`;
    await db
      .insertInto('trx_orders')
      .values({
        ...fields,
        order_no: orderNo,
        status: 'unpaid',
        settled_at: null,
        paid_at: null,
        cancelled_at: null,
        cancel_reason: null,
        deleted_at: null,
        trade_no: null,
        created_at: new Date(now.getTime() - PAY_TIMEOUT_MS - 60_000),
        updated_at: now,
      })
      .execute();
    const stream = await openSse(`${other.url}/api/live/stream`, { cookie });
    readers.push(stream);
    await stream.next((e) => e.event === 'ready');

    // Two sweepers with pools and buses of their own, as two processes have.
    const url = schemaUrl(TEST_DATABASE_URL as string, pgSchema.schema);
    const sweepers = [pgSchema.open(), pgSchema.open()];
    for (const pool of sweepers) await (acquireBus(pool, url) as unknown as { ready(): Promise<void> }).ready();
    try {
      const results = await Promise.all(sweepers.map((pool) => sweepOrderTimeouts(pool, now)));
      expect(results.reduce((sum, r) => sum + r.raised, 0)).toBe(1);
      const pushed = await stream.next((e) => e.event === 'order' && (e.data as { orderNo: string }).orderNo === orderNo, 10_000);
      expect(pushed.data).toMatchObject({ status: 'timeout' });
      const stored = await db.selectFrom('trx_orders').select(['status', 'cancel_reason']).where('order_no', '=', orderNo).executeTakeFirstOrThrow();
      expect(stored).toEqual({ status: 'cancelled', cancel_reason: 'timeout' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stream.received.filter((e) => e.event === 'order' && (e.data as { orderNo: string }).orderNo === orderNo)).toHaveLength(1);
    } finally {
      for (const pool of sweepers) await releaseBus(pool);
    }
  }, 60_000);
});
