/**
 * The download worker: in-process, one task at a time, oldest first, and safe to run in several
 * server processes sharing one PostgreSQL (and one files folder).
 *
 * A worker claims a task with a lease: one statement that picks the oldest pending or processing
 * task nobody holds (no lease, or an expired one) with `for update skip locked` and writes its own
 * id and `lease_until` into it, so two workers never take the same task. Lease times use the
 * database clock, the one clock all processes share.
 *
 * The claimed task is copied in chunks into <files>/downloads/<id>.part; every chunk persists
 * `bytes_done` and `progress` (0–99) and renews the lease. Then the copy is checked against the
 * source (sha256), renamed to <id>.download and the task marked done (100). The copy is paced
 * (`bytesPerSecond`) so a person watching the console sees it move.
 *
 * Every write is conditional on the task still being `processing` under this worker's lease: a
 * cancel (or the recording being deleted, which deletes its tasks) makes it touch no row, and the
 * worker drops the partial file and moves on; a worker that lost its lease (it stalled longer than
 * `leaseMs`) leaves the file to the worker that took over.
 *
 * Tasks survive a restart and a crash: a stopping worker releases its lease, a crashed one's lease
 * runs out; either way the task is claimed again and resumes from the bytes it had persisted. An
 * idle worker looks for such tasks (and tasks queued by other processes) every `pollMs`, and sweeps
 * finished files past their age (mediaDownloadExpiry.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { type FileHandle, open, rename, stat, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { type ExpressionBuilder, sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Database, DownloadStatus } from '../../db/schema';
import { downloadsFinished, leaseTakeovers } from '../../lib/metrics';
import type { DownloadExpiry } from './mediaDownloadExpiry';
import type { MediaFiles } from './mediaFiles';

export interface DownloadWorkerOptions {
  chunkBytes: number;
  bytesPerSecond: number;
  /** How long a claimed task is held without a renewal; every chunk renews it. */
  leaseMs: number;
  /** How often an idle worker looks for tasks it was not told about, and sweeps expired files. */
  pollMs: number;
}

/** How often, at most, the worker deletes finished files past their age. */
const SWEEP_EVERY_MS = 60 * 1000;

const ACTIVE: DownloadStatus[] = ['pending', 'processing'];

/** A failure whose message is shown to the owner in the task list. */
class TaskFailure extends Error {}

interface ClaimedTask {
  id: number;
  media_id: number;
  bytes_done: number;
  /** The worker that held the task before (its lease ran out: a takeover), or null. */
  previous_owner: string | null;
}

/** Pending or processing, and held by nobody. */
const claimable = (eb: ExpressionBuilder<Database, 'media_download_tasks'>) =>
  eb.and([eb('status', 'in', ACTIVE), eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', sql<Date>`now()`)])]);

async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function sizeOf(file: string): Promise<number | null> {
  try {
    return (await stat(file)).size;
  } catch {
    return null;
  }
}

export class DownloadWorker {
  /** Written into the tasks this worker holds: host, process and a per-start tag. */
  readonly id = `${hostname()}/${process.pid}/${randomBytes(4).toString('hex')}`;
  private running = false;
  private loop: Promise<void> | null = null;
  private again = false;
  private wakeSleep: (() => void) | null = null;
  private poll: NodeJS.Timeout | null = null;
  private lastSweep = Number.NEGATIVE_INFINITY;
  /** Whether this worker has claimed a task, so may hold a lease to release. */
  private claimed = false;
  private log: FastifyBaseLogger | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly files: MediaFiles,
    private readonly expiry: DownloadExpiry,
    private readonly options: DownloadWorkerOptions,
  ) {}

  /** Starts taking tasks, beginning with those left over from a previous run. */
  start(log: FastifyBaseLogger): void {
    this.log = log;
    this.running = true;
    this.poll = setInterval(() => this.kick(), this.options.pollMs);
    this.poll.unref();
    this.kick();
  }

  /** Signals that a task was queued. */
  kick(): void {
    if (!this.running) return;
    if (this.loop) {
      this.again = true;
      return;
    }
    this.again = false;
    this.loop = this.drain()
      .catch((error: unknown) => this.log?.error({ err: error }, 'download worker stopped on an error'))
      .finally(() => {
        this.loop = null;
        if (this.again) this.kick();
      });
  }

  /**
   * Stops after the current chunk and releases this worker's lease: an unfinished task stays
   * `processing` and is resumed by the next worker to claim it (here after a restart, or another
   * process's right away).
   */
  async stop(): Promise<void> {
    this.running = false;
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
    this.wakeSleep?.();
    await this.loop;
    if (!this.claimed) return;
    try {
      await this.ctx.db
        .updateTable('media_download_tasks')
        .set({ lease_owner: null, lease_until: null })
        .where('lease_owner', '=', this.id)
        .where('status', 'in', ACTIVE)
        .execute();
    } catch (error) {
      // The lease then simply runs out.
      this.log?.error({ err: error }, 'download worker could not release its lease');
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wakeSleep = null;
        resolve();
      }, ms);
      this.wakeSleep = () => {
        clearTimeout(timer);
        this.wakeSleep = null;
        resolve();
      };
    });
  }

  private async drain(): Promise<void> {
    await this.sweepWhenDue();
    while (this.running) {
      this.again = false;
      const task = await this.claim();
      if (!task) return;
      this.claimed = true;
      const takeover = task.previous_owner !== null && task.previous_owner !== this.id;
      if (takeover) leaseTakeovers.inc();
      this.log?.info(
        { taskId: task.id, worker: this.id, fromBytes: task.bytes_done, takeoverFrom: takeover ? task.previous_owner : undefined },
        takeover ? 'download task taken over from a worker whose lease ran out' : task.bytes_done > 0 ? 'download task resumed' : 'download task claimed',
      );
      await this.run(task);
    }
  }

  private async sweepWhenDue(): Promise<void> {
    const now = this.ctx.now().getTime();
    if (Math.abs(now - this.lastSweep) < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    try {
      const expired = await this.expiry.sweep();
      if (expired.length > 0) this.log?.info({ taskIds: expired }, 'expired download files deleted');
    } catch (error) {
      this.log?.error({ err: error }, 'download expiry sweep failed');
    }
  }

  /** The end of a lease taken or renewed now. */
  private leaseEnd() {
    return sql<Date>`now() + ${this.options.leaseMs} * interval '1 millisecond'`;
  }

  /** Takes the oldest task nobody holds, or answers undefined. */
  private claim(): Promise<ClaimedTask | undefined> {
    const { db } = this.ctx;
    return (
      db
        .updateTable('media_download_tasks')
        .set((eb) => ({
          status: 'processing',
          lease_owner: this.id,
          lease_until: this.leaseEnd(),
          started_at: eb.fn.coalesce('started_at', eb.val(this.ctx.now())),
          updated_at: this.ctx.now(),
        }))
        .where('id', '=', (eb) => eb.selectFrom('media_download_tasks').select('id').where(claimable).orderBy('id').limit(1).forUpdate().skipLocked())
        .where(claimable)
        // A subquery of RETURNING reads the statement's snapshot, i.e. the row before this update:
        // the worker whose expired lease this claim replaces (released leases are null).
        .returning((eb) => [
          'id',
          'media_id',
          'bytes_done',
          eb
            .selectFrom('media_download_tasks as before')
            .select('before.lease_owner')
            .whereRef('before.id', '=', 'media_download_tasks.id')
            .as('previous_owner'),
        ])
        .executeTakeFirst() as Promise<ClaimedTask | undefined>
    );
  }

  /** Writes `values` and renews the lease, if the task is still processing under it. */
  private async renew(taskId: number, values: { bytes_total?: number; bytes_done?: number; progress?: number } = {}): Promise<boolean> {
    const result = await this.ctx.db
      .updateTable('media_download_tasks')
      .set({ ...values, lease_until: this.leaseEnd(), updated_at: this.ctx.now() })
      .where('id', '=', taskId)
      .where('status', '=', 'processing')
      .where('lease_owner', '=', this.id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Another worker took the task over after this one's lease ran out. */
  private async takenOver(taskId: number): Promise<boolean> {
    const task = await this.ctx.db.selectFrom('media_download_tasks').select(['status', 'lease_owner']).where('id', '=', taskId).executeTakeFirst();
    return task !== undefined && ACTIVE.includes(task.status) && task.lease_owner !== this.id;
  }

  /** After a write touched no row: a cancelled or deleted task's file goes, a taken-over one's stays. */
  private async letGo(taskId: number, file: string): Promise<void> {
    if (await this.takenOver(taskId)) {
      this.log?.warn({ taskId }, 'download task lease lost to another worker');
      return;
    }
    await unlink(file).catch(() => undefined);
  }

  private async run(task: ClaimedTask): Promise<void> {
    try {
      await this.copy(task);
    } catch (error) {
      if (!(error instanceof TaskFailure)) this.log?.error({ err: error, taskId: task.id }, 'download task failed');
      else this.log?.warn({ taskId: task.id, worker: this.id, reason: error.message }, 'download task failed');
      const message = error instanceof TaskFailure ? error.message : '处理失败，请重新创建下载任务';
      const failed = await this.ctx.db
        .updateTable('media_download_tasks')
        .set({ status: 'failed', error: message, lease_until: null, finished_at: this.ctx.now(), updated_at: this.ctx.now() })
        .where('id', '=', task.id)
        .where('status', 'in', ACTIVE)
        .where('lease_owner', '=', this.id)
        .executeTakeFirst();
      if (Number(failed.numUpdatedRows) > 0) {
        downloadsFinished.inc({ outcome: 'failed' });
        await this.files.removeTaskFiles(task.id);
      }
    }
  }

  private async copy(task: ClaimedTask): Promise<void> {
    const { db } = this.ctx;
    const media = await db.selectFrom('media_videos').select('file_name').where('id', '=', task.media_id).executeTakeFirst();
    const source = media ? this.files.fixture(media.file_name) : null;
    const total = source ? await sizeOf(source) : null;
    if (!source || total === null) throw new TaskFailure('录像文件不存在');
    if (!(await this.renew(task.id, { bytes_total: total }))) return;

    await this.files.ensureDownloadsDir();
    const part = this.files.partPath(task.id);
    // Resume only from bytes that were both written and recorded.
    const onDisk = await sizeOf(part);
    let offset = onDisk !== null && task.bytes_done <= onDisk && task.bytes_done <= total ? task.bytes_done : 0;

    let input: FileHandle | null = null;
    let output: FileHandle | null = null;
    try {
      input = await open(source, 'r');
      output = await open(part, onDisk !== null ? 'r+' : 'w');
      await output.truncate(offset);
      const buffer = Buffer.alloc(this.options.chunkBytes);
      const pause = Math.round((this.options.chunkBytes / this.options.bytesPerSecond) * 1000);
      while (offset < total) {
        if (!this.running) return;
        const { bytesRead } = await input.read(buffer, 0, Math.min(buffer.length, total - offset), offset);
        if (bytesRead === 0) throw new TaskFailure('录像文件读取失败');
        await output.write(buffer, 0, bytesRead, offset);
        offset += bytesRead;
        const progress = Math.min(99, Math.floor((offset * 100) / Math.max(total, 1)));
        if (!(await this.renew(task.id, { bytes_done: offset, progress }))) {
          await output.close();
          output = null;
          await this.letGo(task.id, part);
          return;
        }
        if (offset < total && pause > 0) await this.sleep(pause);
      }
    } finally {
      await input?.close();
      await output?.close();
    }

    const [copied, original] = await Promise.all([sha256File(part), sha256File(source)]);
    if (copied !== original) throw new TaskFailure('文件校验失败，请重新创建下载任务');
    // A fresh lease covers the rename: nobody can take the task over while the part file moves.
    if (!(await this.renew(task.id))) return this.letGo(task.id, part);
    const done = this.files.donePath(task.id);
    await rename(part, done);
    const finished = await db
      .updateTable('media_download_tasks')
      .set({ status: 'done', progress: 100, bytes_done: total, sha256: copied, lease_until: null, finished_at: this.ctx.now(), updated_at: this.ctx.now() })
      .where('id', '=', task.id)
      .where('status', '=', 'processing')
      .where('lease_owner', '=', this.id)
      .executeTakeFirst();
    if (Number(finished.numUpdatedRows) === 0) return void (await unlink(done).catch(() => undefined));
    downloadsFinished.inc({ outcome: 'done' });
    this.log?.info({ taskId: task.id, worker: this.id, bytes: total, sha256: copied }, 'download task done');
  }
}
