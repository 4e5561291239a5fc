/**
 * Download tasks shared by several server processes on one database (each app here stands for a
 * process: its own worker, the same database and files folder), and the expiry of finished files.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MediaDownloadTask, MediaRecording, Page } from '@greenroom/contracts';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { leaseTakeovers } from '../src/lib/metrics';
import type { MediaOptions } from '../src/modules/media/mediaFiles';
import { createClock, createTestDb, signIn } from './helpers';
import { call, createMediaApp, data, FIXTURES_DIR, liveRecordingsOf, mediaOptions, userIds, waitFor } from './mediaHelpers';

const DAY = 24 * 60 * 60 * 1000;
const EXPIRED_MESSAGE = '下载文件已过期（完成 7 天后自动删除），请重新创建下载任务';

let db: Kysely<Database>;
let media: MediaOptions;
let clock: ReturnType<typeof createClock>;
let demoId: number;
let recordings: { id: number; file_name: string; size: number; title: string }[];
const apps: FastifyInstance[] = [];

/** An app standing for one server process; `pollMs` short so idle workers look for work often. */
async function serverProcess(overrides: Partial<MediaOptions> = {}): Promise<FastifyInstance> {
  const app = await createMediaApp(db, { ...media, downloadChunkBytes: 8192, downloadBytesPerSecond: 128 * 1024, downloadPollMs: 20, ...overrides }, clock.now);
  apps.push(app);
  return app;
}

async function closeAll(): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => app.close()));
}

beforeAll(async () => {
  db = await createTestDb();
  media = mediaOptions();
  clock = createClock();
  ({ demoId } = await userIds(db));
  recordings = await liveRecordingsOf(db, demoId);
  // Every copy step as the database sees it: which task, how far, under whose lease.
  await sql`create table test_copy_steps (task_id integer not null, bytes_done integer not null, lease_owner text)`.execute(db);
  await sql`create function test_log_copy_step() returns trigger language plpgsql as $$
    begin
      if new.status = 'processing' and new.bytes_done > old.bytes_done then
        insert into test_copy_steps values (new.id, new.bytes_done, new.lease_owner);
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger test_log_copy_step after update on media_download_tasks for each row execute function test_log_copy_step()`.execute(db);
});

afterAll(async () => {
  await closeAll();
  await db.destroy();
});

const fixtureBytes = (name: string) => readFileSync(path.join(FIXTURES_DIR, name));
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const downloadFile = (taskId: number, ext: 'part' | 'download') => path.join(media.filesDir as string, 'downloads', `${taskId}.${ext}`);

function recording(index: number) {
  const row = recordings[index];
  if (!row) throw new Error(`no recording ${index}`);
  return row;
}

/** Queues a task straight in the database, as another process's createTask would. */
async function queueTask(index: number, values: Record<string, unknown> = {}): Promise<number> {
  const row = recording(index);
  const task = await db
    .insertInto('media_download_tasks')
    .values({ owner_id: demoId, media_id: row.id, kind: 'live', file_name: `${row.title}.webm`, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return task.id;
}

async function tasksById(ids: number[]) {
  return db.selectFrom('media_download_tasks').selectAll().where('id', 'in', ids).orderBy('id').execute();
}

async function allDone(ids: number[]): Promise<true | undefined> {
  const rows = await tasksById(ids);
  return rows.every((row) => row.status === 'done') ? true : undefined;
}

async function stepsOf(taskId: number) {
  const result = await sql<{ bytes_done: number; lease_owner: string | null }>`
    select bytes_done, lease_owner from test_copy_steps where task_id = ${taskId} order by bytes_done`.execute(db);
  return result.rows;
}

describe('download tasks on several server processes', () => {
  it('two workers on one database never both process one task, and share the queue', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await queueTask(i));
    // Both start at once and both find the queue waiting.
    await Promise.all([serverProcess(), serverProcess()]);
    await waitFor(() => allDone(ids), 15_000);

    const owners = new Set<string>();
    for (const [i, task] of (await tasksById(ids)).entries()) {
      const source = fixtureBytes(recording(i).file_name);
      expect(sha(readFileSync(downloadFile(task.id, 'download')))).toBe(sha(source));
      // One holder from the first step to the last, each step once: nobody copied it twice.
      const steps = await stepsOf(task.id);
      expect(steps.length).toBe(Math.ceil(source.length / 8192));
      expect(new Set(steps.map((step) => step.bytes_done)).size).toBe(steps.length);
      expect(new Set(steps.map((step) => step.lease_owner))).toEqual(new Set([task.lease_owner]));
      expect(task.lease_owner).toBeTruthy();
      owners.add(task.lease_owner as string);
    }
    expect(owners.size).toBe(2);
    await closeAll();
  });

  it("takes a crashed process's task over once its lease has expired, and not before", async () => {
    const crashed = recording(6);
    const busy = recording(7);
    const half = 32_768;
    // A process crashed halfway (its lease ran out a second ago); the bytes past `bytes_done` were
    // written but not recorded, so they are copied again.
    const orphan = await queueTask(6, { status: 'processing', bytes_total: crashed.size, bytes_done: half, progress: 40, lease_owner: 'crashed-process' });
    await sql`update media_download_tasks set lease_until = now() - interval '1 second' where id = ${orphan}`.execute(db);
    writeFileSync(downloadFile(orphan, 'part'), fixtureBytes(crashed.file_name).subarray(0, half + 5000));
    // Another process is alive and copying this one: its lease runs for an hour.
    const held = await queueTask(7, { status: 'processing', bytes_total: busy.size, bytes_done: 16_384, progress: 20, lease_owner: 'busy-process' });
    await sql`update media_download_tasks set lease_until = now() + interval '1 hour' where id = ${held}`.execute(db);
    writeFileSync(downloadFile(held, 'part'), fixtureBytes(busy.file_name).subarray(0, 16_384));

    const takeoversBefore = (await leaseTakeovers.get()).values[0]?.value ?? 0;
    await serverProcess();
    await waitFor(() => allDone([orphan]));
    // Issue 13 §4: a takeover is counted for the operator (greenroom_download_lease_takeovers_total).
    expect((await leaseTakeovers.get()).values[0]?.value).toBe(takeoversBefore + 1);
    const [resumed] = await tasksById([orphan]);
    expect(resumed).toMatchObject({ status: 'done', progress: 100, bytes_done: crashed.size });
    expect(resumed?.lease_owner).not.toBe('crashed-process');
    expect(sha(readFileSync(downloadFile(orphan, 'download')))).toBe(sha(fixtureBytes(crashed.file_name)));
    // Resumed from the recorded offset, not from the start.
    expect((await stepsOf(orphan))[0]?.bytes_done).toBeGreaterThan(half);

    // The held task is left alone while its lease runs, though the worker is idle and looking.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await tasksById([held])).toMatchObject([{ status: 'processing', bytes_done: 16_384, lease_owner: 'busy-process' }]);
    expect(await stepsOf(held)).toEqual([]);

    // Its process dies: once the lease expires the idle worker takes it over.
    await sql`update media_download_tasks set lease_until = now() - interval '1 millisecond' where id = ${held}`.execute(db);
    await waitFor(() => allDone([held]));
    expect(sha(readFileSync(downloadFile(held, 'download')))).toBe(sha(fixtureBytes(busy.file_name)));
    expect((await stepsOf(held))[0]?.bytes_done).toBeGreaterThan(16_384);
    expect((await leaseTakeovers.get()).values[0]?.value).toBe(takeoversBefore + 2);
    await closeAll();
  });

  it('a stopping process releases its task so another process resumes it at once', async () => {
    const id = await queueTask(8);
    const first = await serverProcess({ downloadBytesPerSecond: 16 * 1024 });
    await waitFor(async () => ((await tasksById([id]))[0]?.bytes_done ?? 0) > 0 || undefined);
    await first.close();
    expect(await tasksById([id])).toMatchObject([{ status: 'processing', lease_owner: null, lease_until: null }]);

    // A far longer lease than this test waits: only the release lets the second process in.
    await serverProcess({ downloadLeaseMs: 60 * 60 * 1000 });
    await waitFor(() => allDone([id]));
    expect(sha(readFileSync(downloadFile(id, 'download')))).toBe(sha(fixtureBytes(recording(8).file_name)));
    await closeAll();
  });
});

describe('finished download files', () => {
  it('are deleted 7 days after they finish; the link then answers 410 with the reason', async () => {
    const app = await serverProcess();
    let demo = await signIn(app, 'demo');
    const target = recording(9);
    const created = await data<MediaDownloadTask>(app, 'POST', `/api/media/live/download/createTask/${target.id}`, demo);
    const done = await waitFor(async () => {
      const [row] = await tasksById([created.id]);
      return row?.status === 'done' ? row : undefined;
    });
    const url = `/api/media/live/download/${done.id}`;
    const file = downloadFile(done.id, 'download');

    // Six days on, the file is still kept and served.
    clock.advance(6 * DAY);
    demo = await signIn(app, 'demo');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(existsSync(file)).toBe(true);
    expect((await app.inject({ method: 'GET', url, headers: { cookie: demo } })).statusCode).toBe(200);

    // Past seven days the idle worker deletes it, without anyone asking for it.
    clock.advance(2 * DAY);
    await waitFor(async () => (existsSync(file) ? undefined : true));
    demo = await signIn(app, 'demo');
    const answer = await call(app, 'GET', url, demo);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 410, msg: EXPIRED_MESSAGE, msgCode: 410, data: null });

    // The task list says why, offers no link, and the recording can be downloaded anew.
    const tasks = await data<Page<MediaDownloadTask>>(app, 'GET', '/api/media/live/download/taskList?pageSize=100', demo);
    expect(tasks.list.find((task) => task.id === done.id)).toMatchObject({ status: 'failed', error: EXPIRED_MESSAGE, downloadUrl: null });
    const list = await data<Page<MediaRecording>>(app, 'GET', '/api/media/live/list?pageSize=100', demo);
    expect(list.list.find((row) => row.id === target.id)?.download).toBeNull();
    const again = await data<MediaDownloadTask>(app, 'POST', `/api/media/live/download/createTask/${target.id}`, demo);
    expect(again).toMatchObject({ status: 'pending' });
    expect(again.id).not.toBe(done.id);
    await waitFor(() => allDone([again.id]));
    await closeAll();
  });

  it('past their age are refused when asked for, even before a sweep has run', async () => {
    // An hour between polls: after start-up, only the request itself can notice the age.
    const app = await serverProcess({ downloadPollMs: 60 * 60 * 1000 });
    const created = await data<MediaDownloadTask>(app, 'POST', `/api/media/live/download/createTask/${recording(10).id}`, await signIn(app, 'demo'));
    await waitFor(() => allDone([created.id]));
    const file = downloadFile(created.id, 'download');
    expect(existsSync(file)).toBe(true);

    clock.advance(8 * DAY);
    const answer = await call(app, 'GET', `/api/media/live/download/${created.id}`, await signIn(app, 'demo'));
    expect(answer.body).toMatchObject({ code: 410, msg: EXPIRED_MESSAGE });
    expect(existsSync(file)).toBe(false);
    expect(await tasksById([created.id])).toMatchObject([{ status: 'failed', error: EXPIRED_MESSAGE }]);
    await closeAll();
  });

  it('gone missing before their age answer 410 with their own reason', async () => {
    const app = await serverProcess();
    const demo = await signIn(app, 'demo');
    const created = await data<MediaDownloadTask>(app, 'POST', `/api/media/live/download/createTask/${recording(11).id}`, demo);
    await waitFor(() => allDone([created.id]));
    rmSync(downloadFile(created.id, 'download'));
    const url = `/api/media/live/download/${created.id}`;
    for (let i = 0; i < 2; i++) {
      expect((await call(app, 'GET', url, demo)).body).toMatchObject({ code: 410, msg: '下载文件已失效，请重新创建下载任务' });
    }
    expect(await tasksById([created.id])).toMatchObject([{ status: 'failed', error: '下载文件已失效，请重新创建下载任务' }]);
    await closeAll();
  });

  it('a passing storage fault (not a missing file) answers a retryable 503 and changes nothing (issue 13)', async () => {
    const app = await serverProcess();
    const demo = await signIn(app, 'demo');
    const created = await data<MediaDownloadTask>(app, 'POST', `/api/media/live/download/createTask/${recording(12).id}`, demo);
    await waitFor(() => allDone([created.id]));
    const file = downloadFile(created.id, 'download');
    const kept = readFileSync(file);
    // A symlink to itself: access() fails with ELOOP, a fault of the storage, not a missing file.
    rmSync(file);
    symlinkSync(path.basename(file), file);
    const url = `/api/media/live/download/${created.id}`;
    const answer = await call(app, 'GET', url, demo);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ code: 503, msg: '文件存储暂时不可用，请稍后重试' });
    expect(await tasksById([created.id])).toMatchObject([{ status: 'done', error: null }]);
    // The fault passes: the same link serves the file again.
    rmSync(file);
    writeFileSync(file, kept);
    const again = await app.inject({ method: 'GET', url, headers: { cookie: demo } });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(kept)).toBe(true);
    await closeAll();
  });
});
