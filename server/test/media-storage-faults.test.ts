/**
 * Download tasks against a storage that fails (issue 21 §4): passing faults during a copy are tried
 * again, a copy that cannot finish fails with a reason and leaves no part file, leftovers are swept
 * at start, createTask refuses while the folder cannot be written, and a restarted process resumes
 * the tasks of its dead previous incarnation at once instead of waiting out their lease.
 *
 * Faults are injected into node:fs/promises: `open` of a matching path, or `read` / `write` on a
 * handle opened on one, throws an error with the given code.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MediaDownloadTask } from '@greenroom/contracts';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/schema';
import { leaseTakeovers } from '../src/lib/metrics';
import { COPY_FAILED_NO_SPACE, COPY_FAILED_STORAGE, workerNode } from '../src/modules/media/mediaDownloadWorker';
import { type MediaOptions, STORAGE_CHECK_MS } from '../src/modules/media/mediaFiles';
import { createClock, createTestApp, createTestDb, signIn } from './helpers';
import { call, data, FIXTURES_DIR, liveRecordingsOf, mediaOptions, userIds, waitFor } from './mediaHelpers';

type FaultOp = 'open' | 'read' | 'write';

interface Fault {
  /** The path the fault strikes. */
  file: RegExp;
  op: FaultOp;
  code: string;
  /** Matching calls let through before the fault strikes. */
  skip: number;
  /** How often it strikes. */
  times: number;
  hits: number;
}

const injected = vi.hoisted(() => ({ faults: [] as Fault[], writes: new Map<string, number>() }));

vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>();
  const strike = (file: string, op: FaultOp): Error | null => {
    for (const fault of injected.faults) {
      if (fault.op !== op || !fault.file.test(file) || fault.hits >= fault.times) continue;
      if (fault.skip > 0) {
        fault.skip--;
        continue;
      }
      fault.hits++;
      return Object.assign(new Error(`${fault.code}: injected fault, ${op} '${file}'`), { code: fault.code });
    }
    return null;
  };
  const open = async (...args: Parameters<typeof real.open>) => {
    const file = String(args[0]);
    const fault = strike(file, 'open');
    if (fault) throw fault;
    const handle = await real.open(...args);
    return new Proxy(handle, {
      get(target, property) {
        if (property === 'read' || property === 'write') {
          return async (...rest: unknown[]) => {
            const error = strike(file, property);
            if (error) throw error;
            if (property === 'write') injected.writes.set(file, (injected.writes.get(file) ?? 0) + 1);
            return (target[property] as (...values: unknown[]) => unknown)(...rest);
          };
        }
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  };
  return { ...real, open, default: { ...real, open } };
});

const RETRY_DELAYS = [40, 80, 160];
const CHUNK = 8192;

let db: Kysely<Database>;
let media: MediaOptions;
let clock: ReturnType<typeof createClock>;
let demoId: number;
let recordings: { id: number; file_name: string; size: number; title: string }[];
let next = 0;
const apps: FastifyInstance[] = [];

/** An app standing for one server process; `cacheSessions` marks the database as its alone (PGlite). */
async function serverProcess(overrides: Partial<MediaOptions> = {}, cacheSessions = false): Promise<FastifyInstance> {
  const options = { ...media, downloadChunkBytes: CHUNK, downloadBytesPerSecond: 1024 * 1024, downloadPollMs: 20, downloadRetryDelaysMs: RETRY_DELAYS };
  const app = await createTestApp(db, { media: { ...options, ...overrides }, now: clock.now, cacheSessions });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  db = await createTestDb();
  media = mediaOptions();
  clock = createClock();
  ({ demoId } = await userIds(db));
  recordings = await liveRecordingsOf(db, demoId);
});

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  injected.faults.length = 0;
  injected.writes.clear();
});

afterAll(async () => {
  await db.destroy();
});

const downloadsDir = () => path.join(media.filesDir as string, 'downloads');
const downloadFile = (taskId: number, ext: 'part' | 'download') => path.join(downloadsDir(), `${taskId}.${ext}`);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A recording no test of this file has used yet. */
function freshRecording() {
  const row = recordings[next++];
  if (!row) throw new Error('out of recordings');
  return row;
}

function inject(fault: Partial<Fault> & Pick<Fault, 'file' | 'op' | 'code'>): Fault {
  const full = { skip: 0, times: 1, hits: 0, ...fault };
  injected.faults.push(full);
  return full;
}

/** Queues a task straight in the database, as another process's createTask would. */
async function queueTask(values: Record<string, unknown> = {}) {
  const row = freshRecording();
  const task = await db
    .insertInto('media_download_tasks')
    .values({ owner_id: demoId, media_id: row.id, kind: 'live', file_name: `${row.title}.webm`, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: task.id, recording: row };
}

async function taskRow(id: number) {
  return db.selectFrom('media_download_tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function settled(id: number) {
  return waitFor(async () => {
    const row = await taskRow(id);
    return row.status === 'done' || row.status === 'failed' ? row : undefined;
  });
}

/** A task some worker held when its process died, halfway, with a lease that runs for an hour. */
async function heldTask(owner: string) {
  const task = await queueTask({ status: 'processing', bytes_done: 16_384, progress: 20, lease_owner: owner });
  await sql`update media_download_tasks set bytes_total = ${task.recording.size}, lease_until = now() + interval '1 hour' where id = ${task.id}`.execute(db);
  mkdirSync(downloadsDir(), { recursive: true });
  writeFileSync(downloadFile(task.id, 'part'), readFileSync(path.join(FIXTURES_DIR, task.recording.file_name)).subarray(0, 16_384));
  return task;
}

function expectCopied(taskId: number, recording: { file_name: string }) {
  expect(sha(readFileSync(downloadFile(taskId, 'download')))).toBe(sha(readFileSync(path.join(FIXTURES_DIR, recording.file_name))));
}

describe('a storage fault during a download copy', () => {
  it('is tried again with growing pauses, from the bytes recorded, and the task finishes', async () => {
    const { id, recording } = await queueTask();
    // Three passing faults in a row, mid-copy: an I/O error, a full disk, a busy resource.
    const faults = ['EIO', 'ENOSPC', 'EAGAIN'].map((code) => inject({ file: /\d+\.part$/, op: 'write', code, skip: 3 }));
    const started = Date.now();
    await serverProcess();
    const row = await settled(id);
    expect(row).toMatchObject({ status: 'done', error: null, progress: 100, bytes_done: recording.size });
    expectCopied(id, recording);
    expect(faults.map((fault) => fault.hits)).toEqual([1, 1, 1]);
    // It waited each pause (40 + 80 + 160 ms) before trying again.
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    // Every attempt went on from the last recorded chunk: each chunk was written once.
    expect(injected.writes.get(downloadFile(id, 'part'))).toBe(Math.ceil(recording.size / CHUNK));
  });

  it('that does not pass fails the task after the retries, with a reason, and leaves no part file', async () => {
    const full = await queueTask();
    const noSpace = inject({ file: new RegExp(`/${full.id}\\.part$`), op: 'write', code: 'ENOSPC', skip: 2, times: Number.POSITIVE_INFINITY });
    await serverProcess();
    expect(await settled(full.id)).toMatchObject({ status: 'failed', error: COPY_FAILED_NO_SPACE, lease_until: null });
    expect(noSpace.hits).toBe(1 + RETRY_DELAYS.length);
    // Removed right after the task is marked failed.
    await waitFor(async () => (existsSync(downloadFile(full.id, 'part')) ? undefined : true), 2000);

    // A source that keeps answering EIO: the owner is told the storage failed, not a vague error.
    const broken = await queueTask();
    const source = new RegExp(`/${broken.recording.file_name.replaceAll('.', '\\.')}$`);
    const eio = inject({ file: source, op: 'read', code: 'EIO', skip: 1, times: Number.POSITIVE_INFINITY });
    expect(await settled(broken.id)).toMatchObject({ status: 'failed', error: COPY_FAILED_STORAGE });
    expect(eio.hits).toBe(1 + RETRY_DELAYS.length);
    await waitFor(async () => (existsSync(downloadFile(broken.id, 'part')) ? undefined : true), 2000);
  });

  it('leaves no part file behind: leftovers of tasks no longer running are swept when the worker starts', async () => {
    const failed = await queueTask({ status: 'failed', error: '处理失败，请重新创建下载任务' });
    const cancelled = await queueTask({ status: 'cancelled' });
    const done = await queueTask({ status: 'done', progress: 100 });
    // Another process is copying this one (its lease runs): its part file is not a leftover.
    const busy = await heldTask('other-host/00000000/4242/cafe0001');
    mkdirSync(downloadsDir(), { recursive: true });
    const leftovers = [`${failed.id}.part`, `${failed.id}.download`, `${cancelled.id}.part`, `${done.id}.part`, '2147483000.part', '.probe-1-deadbeef'];
    const kept = [`${done.id}.download`, `${busy.id}.part`, 'README.txt'];
    for (const name of [...leftovers, ...kept]) if (!existsSync(path.join(downloadsDir(), name))) writeFileSync(path.join(downloadsDir(), name), 'x');

    await serverProcess();
    await waitFor(async () => (leftovers.every((name) => !existsSync(path.join(downloadsDir(), name))) ? true : undefined));
    for (const name of kept) expect(existsSync(path.join(downloadsDir(), name)), name).toBe(true);
    expect(await taskRow(busy.id)).toMatchObject({ status: 'processing', lease_owner: 'other-host/00000000/4242/cafe0001' });
    await sql`update media_download_tasks set status = 'cancelled', lease_owner = null, lease_until = null where id = ${busy.id}`.execute(db);
  });
});

describe('createTask while the storage cannot be written', () => {
  const REFUSED = { code: 503, msg: '存储暂不可写，请稍后再试', msgCode: 503, data: null };

  it('is refused with a reason and queues nothing, until the storage is back', async () => {
    const filesDir = mediaOptions().filesDir as string;
    const app = await serverProcess({ filesDir });
    const demo = await signIn(app, 'demo');
    const recording = freshRecording();
    const url = `/api/media/live/download/createTask/${recording.id}`;
    const tasksOf = () => db.selectFrom('media_download_tasks').select('id').where('media_id', '=', recording.id).execute();

    // The downloads "folder" is a file: nothing can be written under it.
    writeFileSync(path.join(filesDir, 'downloads'), 'not a folder');
    const refused = await call(app, 'POST', url, demo);
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual(REFUSED);
    expect(await tasksOf()).toEqual([]);

    // Back again: the next check (the answer is kept a few seconds) lets the task in.
    rmSync(path.join(filesDir, 'downloads'));
    clock.advance(STORAGE_CHECK_MS);
    const created = await data<MediaDownloadTask>(app, 'POST', url, demo);
    expect(created).toMatchObject({ mediaId: recording.id, status: 'pending' });
    await waitFor(async () => ((await taskRow(created.id)).status === 'done' ? true : undefined));
  });

  it('is refused when a probe file cannot be written (read-only or full file system), probing once per few seconds', async () => {
    const app = await serverProcess({ filesDir: mediaOptions().filesDir });
    const demo = await signIn(app, 'demo');
    const readOnly = inject({ file: /\/\.probe-[^/]+$/, op: 'open', code: 'EROFS', times: Number.POSITIVE_INFINITY });
    const recording = freshRecording();
    const url = `/api/media/live/download/createTask/${recording.id}`;
    for (let i = 0; i < 3; i++) expect((await call(app, 'POST', url, demo)).body).toEqual(REFUSED);
    expect(readOnly.hits).toBe(1);
    expect(await db.selectFrom('media_download_tasks').select('id').where('media_id', '=', recording.id).execute()).toEqual([]);

    readOnly.times = readOnly.hits;
    clock.advance(STORAGE_CHECK_MS);
    expect(await data<MediaDownloadTask>(app, 'POST', url, demo)).toMatchObject({ mediaId: recording.id, status: 'pending' });
  });
});

describe('after kill -9 and a restart', () => {
  /** A pid no process has now: a child's that has exited. */
  function deadPid(): number {
    const child = spawnSync(process.execPath, ['-e', '']);
    if (!child.pid) throw new Error('no child pid');
    return child.pid;
  }

  it('tasks held by dead workers of this machine are resumed at once; live or foreign holders keep theirs', async () => {
    const node = workerNode();
    // Its previous incarnation (same pid, another start tag), and a process of this machine that died.
    const previous = await heldTask(`${node}/${process.pid}/0ld0ld00`);
    const died = await heldTask(`${node}/${deadPid()}/dead0000`);
    // A live process of this machine, and another machine: either may still be copying.
    const alive = await heldTask(`${node}/${process.ppid}/a1a1a1a1`);
    const foreign = await heldTask(`elsewhere/12345678/${deadPid()}/f0f0f0f0`);

    const before = (await leaseTakeovers.get()).values[0]?.value ?? 0;
    await serverProcess();
    for (const task of [previous, died]) {
      expect(await settled(task.id)).toMatchObject({ status: 'done', bytes_done: task.recording.size });
      expectCopied(task.id, task.recording);
    }
    expect((await leaseTakeovers.get()).values[0]?.value).toBe(before + 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const task of [alive, foreign]) expect(await taskRow(task.id)).toMatchObject({ status: 'processing', bytes_done: 16_384 });
    const ids = [alive.id, foreign.id];
    await db.updateTable('media_download_tasks').set({ status: 'cancelled', lease_owner: null, lease_until: null }).where('id', 'in', ids).execute();
  });

  it('on a database that is this process alone (embedded PGlite), every other holder is dead', async () => {
    const crashed = await heldTask('crashed-process');
    await serverProcess({}, true);
    expect(await settled(crashed.id)).toMatchObject({ status: 'done', bytes_done: crashed.recording.size });
    expectCopied(crashed.id, crashed.recording);
    // Its own worker's id is the machine's node, this pid and a tag of this start.
    expect((await taskRow(crashed.id)).lease_owner).toMatch(new RegExp(`^${workerNode().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/${process.pid}/[0-9a-f]{8}$`));
  });
});
