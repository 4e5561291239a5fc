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
 *
 * A crashed holder need not be waited for when it is provably dead (issue 21 §4): a worker's id is
 * `<host>/<node>/<pid>/<tag>`, `node` naming this machine's boot and pid namespace, so a holder of
 * the same node is dead when its pid is gone, or when it is this process's pid under another tag
 * (this process's previous incarnation: `kill -9` and a restart that got the same pid). When the
 * database is this process's alone (embedded PGlite: `ctx.soleDatabaseUser`, and the
 * data folder lock keeps other processes out), every holder but a worker of this process is dead.
 * Such holders' tasks are claimed at once, as takeovers. A holder that may be alive (another
 * machine, a pid in use) keeps its task until its lease runs out.
 *
 * A passing storage fault during a copy (EIO, ENOSPC, EAGAIN, EBUSY, EMFILE…) does not fail the
 * task: the copy is tried again after each of `retryDelaysMs` (1 s, 2 s, 4 s), from the bytes it
 * had recorded, and only then the task fails with a reason the owner can read. A failed task's
 * files are removed; files nobody is working on any more (a failed, cancelled or deleted task's
 * part file whose removal failed, a crash's probe file) are swept when the worker starts and with
 * the expiry sweep.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, readFileSync, readlinkSync } from 'node:fs';
import { type FileHandle, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type ExpressionBuilder, sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Database, DownloadStatus } from '../../db/schema';
import { downloadsFinished, leaseTakeovers } from '../../lib/metrics';
import { raiseLive } from '../live/registry';
import { announceInbox, downloadHref, downloadReadyMessage, sendSystemMessage } from '../user/systemMessages';
import type { DownloadExpiry } from './mediaDownloadExpiry';
import { type MediaFiles, PROBE_PREFIX } from './mediaFiles';

export interface DownloadWorkerOptions {
  chunkBytes: number;
  bytesPerSecond: number;
  /** How long a claimed task is held without a renewal; every chunk renews it. */
  leaseMs: number;
  /** How often an idle worker looks for tasks it was not told about, and sweeps expired files. */
  pollMs: number;
  /** Pauses before each new attempt of a copy hit by a passing storage fault. */
  retryDelaysMs: number[];
}

/** How often, at most, the worker deletes finished files past their age. */
const SWEEP_EVERY_MS = 60 * 1000;

const ACTIVE: DownloadStatus[] = ['pending', 'processing'];

/** A task's progress is pushed to its owner's consoles at most this often (issue 26 §2). */
const PUSH_PROGRESS_MS = 500;

/** A failure whose message is shown to the owner in the task list. */
class TaskFailure extends Error {}

/** Storage faults that may pass: a copy hit by one is tried again before the task fails. */
export const PASSING_FAULTS = new Set(['EIO', 'ENOSPC', 'EDQUOT', 'EAGAIN', 'EBUSY', 'EMFILE', 'ENFILE', 'EINTR', 'ETIMEDOUT', 'ESTALE']);

export const COPY_FAILED_NO_SPACE = '存储空间不足，文件复制失败，请稍后重新创建下载任务';
export const COPY_FAILED_STORAGE = '文件存储暂时不可用，文件复制失败，请稍后重新创建下载任务';
const COPY_FAILED = '处理失败，请重新创建下载任务';

function faultCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

const isPassingFault = (error: unknown) => !(error instanceof TaskFailure) && PASSING_FAULTS.has(faultCode(error) ?? '');

function failureReason(error: unknown): string {
  if (error instanceof TaskFailure) return error.message;
  const code = faultCode(error);
  if (code === 'ENOSPC' || code === 'EDQUOT') return COPY_FAILED_NO_SPACE;
  return code !== undefined && PASSING_FAULTS.has(code) ? COPY_FAILED_STORAGE : COPY_FAILED;
}

const readOr = (read: () => string) => {
  try {
    return read().trim();
  } catch {
    return '';
  }
};

let node: string | null = null;

/**
 * `<host>/<hash>` of this machine's boot and pid namespace: two workers of one node see the same
 * pids, so one can ask whether the other's process is still there. (Linux; elsewhere the host.)
 */
export function workerNode(): string {
  if (node === null) {
    const boot = readOr(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8'));
    const pidNamespace = readOr(() => readlinkSync('/proc/self/ns/pid'));
    const hash = createHash('sha256').update(`${boot}\n${pidNamespace}`).digest('hex').slice(0, 8);
    node = `${hostname().replaceAll('/', '_')}/${hash}`;
  }
  return node;
}

/** The ids of the workers running in this process (tests run several apps in one process). */
const liveWorkers = new Set<string>();

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return faultCode(error) !== 'ESRCH';
  }
}

/** Whether the worker `owner` provably runs no more; `exclusive`: the database is this process's alone. */
export function holderIsDead(owner: string, exclusive: boolean): boolean {
  if (liveWorkers.has(owner)) return false;
  if (exclusive) return true;
  const parts = owner.split('/');
  if (parts.length !== 4 || `${parts[0]}/${parts[1]}` !== workerNode() || !/^[1-9]\d{0,9}$/.test(parts[2] ?? '')) return false;
  const pid = Number(parts[2]);
  // This process's own pid under a tag none of its workers has: its previous incarnation.
  return pid === process.pid || !processAlive(pid);
}

interface ClaimedTask {
  id: number;
  media_id: number;
  owner_id: number;
  kind: 'live' | 'event';
  file_name: string;
  bytes_done: number;
  /** The worker that held the task before (its lease ran out: a takeover), or null. */
  previous_owner: string | null;
}

/** Pending or processing, and held by nobody (no lease, an expired one, or one of a dead worker). */
const claimable = (dead: string[]) => (eb: ExpressionBuilder<Database, 'media_download_tasks'>) =>
  eb.and([
    eb('status', 'in', ACTIVE),
    eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', sql<Date>`now()`), ...(dead.length > 0 ? [eb('lease_owner', 'in', dead)] : [])]),
  ]);

/** A task's file in the downloads folder: `<id>.part` or `<id>.download`. */
const TASK_FILE = /^([1-9]\d{0,9})\.(part|download)$/;

async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The size of `file`, or null if there is none; other faults (EIO…) are thrown. */
async function sizeOf(file: string): Promise<number | null> {
  try {
    return (await stat(file)).size;
  } catch (error) {
    const code = faultCode(error);
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}

export class DownloadWorker {
  /** Written into the tasks this worker holds: node (host, boot, pid namespace), process and a per-start tag. */
  readonly id = `${workerNode()}/${process.pid}/${randomBytes(4).toString('hex')}`;
  private running = false;
  private loop: Promise<void> | null = null;
  private again = false;
  private wakeSleep: (() => void) | null = null;
  private poll: NodeJS.Timeout | null = null;
  private lastSweep = Number.NEGATIVE_INFINITY;
  /** Whether this worker has claimed a task, so may hold a lease to release. */
  private claimed = false;
  private log: FastifyBaseLogger | null = null;
  /** Holders of unexpired leases known to run no more; their tasks are claimable. */
  private deadHolders: string[] = [];
  /** When each task's progress was last pushed (issue 26). */
  private readonly pushedAt = new Map<number, number>();

  constructor(
    private readonly ctx: AppContext,
    private readonly files: MediaFiles,
    private readonly expiry: DownloadExpiry,
    private readonly options: DownloadWorkerOptions,
  ) {}

  /** The server's logger, once started (the download routes log storage refusals with it). */
  get logger(): FastifyBaseLogger | null {
    return this.log;
  }

  /** Starts taking tasks, beginning with those left over from a previous run. */
  start(log: FastifyBaseLogger): void {
    this.log = log;
    this.running = true;
    liveWorkers.add(this.id);
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
    liveWorkers.delete(this.id);
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
    await this.findDeadHolders();
    while (this.running) {
      this.again = false;
      const task = await this.claim();
      if (!task) return;
      this.claimed = true;
      const takeover = task.previous_owner !== null && task.previous_owner !== this.id;
      const fromDead = takeover && this.deadHolders.includes(task.previous_owner as string);
      if (takeover) leaseTakeovers.inc();
      this.log?.info(
        { taskId: task.id, worker: this.id, fromBytes: task.bytes_done, takeoverFrom: takeover ? task.previous_owner : undefined },
        fromDead
          ? 'download task taken over from a worker that runs no more'
          : takeover
            ? 'download task taken over from a worker whose lease ran out'
            : task.bytes_done > 0
              ? 'download task resumed'
              : 'download task claimed',
      );
      await this.run(task);
    }
  }

  /**
   * The holders of unexpired leases that provably run no more (see the file comment): their tasks
   * are claimed now rather than when the lease runs out, e.g. this process's own after `kill -9`.
   */
  private async findDeadHolders(): Promise<void> {
    const exclusive = this.ctx.soleDatabaseUser;
    const rows = await this.ctx.db
      .selectFrom('media_download_tasks')
      .select('lease_owner')
      .distinct()
      .where('status', 'in', ACTIVE)
      .where('lease_owner', 'is not', null)
      .where('lease_owner', '!=', this.id)
      .where('lease_until', '>=', sql<Date>`now()`)
      .execute();
    this.deadHolders = rows.map((row) => row.lease_owner as string).filter((owner) => holderIsDead(owner, exclusive));
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
    try {
      const removed = await this.sweepLeftovers();
      if (removed.length > 0) this.log?.info({ files: removed }, 'leftover download files deleted');
    } catch (error) {
      this.log?.error({ err: error }, 'download leftover sweep failed');
    }
  }

  /**
   * Deletes the files of tasks nobody works on any more: any file of a task that is gone, failed or
   * cancelled, the part file of a finished one, and probe files of the writability check that a
   * crash left behind. A pending or processing task's files stay (this or another process copies
   * them, or will resume them), as does a finished task's file. Answers the names deleted.
   */
  async sweepLeftovers(): Promise<string[]> {
    const dir = this.files.downloadsDir;
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (error) {
      if (faultCode(error) === 'ENOENT') return [];
      throw error;
    }
    // A probe being written now loses nothing by it: its own removal tolerates a missing file.
    const leftovers = names.filter((name) => name.startsWith(PROBE_PREFIX));
    const files = names.flatMap((name) => {
      const match = TASK_FILE.exec(name);
      return match ? [{ name, id: Number(match[1]), done: match[2] === 'download' }] : [];
    });
    const status = new Map<number, DownloadStatus>();
    for (let i = 0; i < files.length; i += 1000) {
      const ids = files.slice(i, i + 1000).map((file) => file.id);
      const rows = await this.ctx.db.selectFrom('media_download_tasks').select(['id', 'status']).where('id', 'in', ids).execute();
      for (const row of rows) status.set(row.id, row.status);
    }
    for (const file of files) {
      const state = status.get(file.id);
      const working = state !== undefined && ACTIVE.includes(state);
      if (!working && !(file.done && state === 'done')) leftovers.push(file.name);
    }
    const removed: string[] = [];
    for (const name of leftovers) {
      await unlink(path.join(dir, name)).then(
        () => removed.push(name),
        () => undefined,
      );
    }
    return removed;
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
        .where('id', '=', (eb) =>
          eb.selectFrom('media_download_tasks').select('id').where(claimable(this.deadHolders)).orderBy('id').limit(1).forUpdate().skipLocked(),
        )
        .where(claimable(this.deadHolders))
        // A subquery of RETURNING reads the statement's snapshot, i.e. the row before this update:
        // the worker whose expired lease this claim replaces (released leases are null).
        .returning((eb) => [
          'id',
          'media_id',
          'owner_id',
          'kind',
          'file_name',
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

  /**
   * Renews the lease of a task still processing under it and answers the bytes it has recorded, or
   * undefined if the task was cancelled, deleted or taken over.
   */
  private async hold(taskId: number): Promise<number | undefined> {
    const row = await this.ctx.db
      .updateTable('media_download_tasks')
      .set({ lease_until: this.leaseEnd(), updated_at: this.ctx.now() })
      .where('id', '=', taskId)
      .where('status', '=', 'processing')
      .where('lease_owner', '=', this.id)
      .returning('bytes_done')
      .executeTakeFirst();
    return row?.bytes_done;
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

  /**
   * Copies the task; a passing storage fault is tried again after each of `retryDelaysMs`, holding
   * the lease meanwhile and resuming from the bytes recorded. Then, or on any other error, the task
   * fails with a reason and its files are removed.
   */
  private async run(claimed: ClaimedTask): Promise<void> {
    let task = claimed;
    for (let attempt = 0; ; attempt++) {
      try {
        await this.copy(task);
        return;
      } catch (error) {
        if (!isPassingFault(error)) return this.fail(task, error, attempt + 1);
        // Stopping: the task stays processing and is resumed after the restart.
        if (!this.running) return;
        const delay = this.options.retryDelaysMs[attempt];
        if (delay === undefined) return this.fail(task, error, attempt + 1);
        this.log?.warn(
          { err: error, taskId: task.id, worker: this.id, attempt: attempt + 1, retryInMs: delay },
          'download copy hit a storage fault; trying again',
        );
        const part = this.files.partPath(task.id);
        if ((await this.hold(task.id)) === undefined) return this.letGo(task.id, part);
        await this.sleep(delay);
        // Stopping: the lease is released and the part file kept for whoever resumes the task.
        if (!this.running) return;
        const recorded = await this.hold(task.id);
        if (recorded === undefined) return this.letGo(task.id, part);
        task = { ...task, bytes_done: recorded };
      }
    }
  }

  /** Marks the task failed with the reason of `error`, if this worker still holds it, and removes its files. */
  private async fail(task: ClaimedTask, error: unknown, attempts: number): Promise<void> {
    const message = failureReason(error);
    if (error instanceof TaskFailure) this.log?.warn({ taskId: task.id, worker: this.id, reason: message }, 'download task failed');
    else this.log?.error({ err: error, taskId: task.id, worker: this.id, attempts, reason: message }, 'download task failed');
    const failed = await this.ctx.db
      .updateTable('media_download_tasks')
      .set({ status: 'failed', error: message, lease_until: null, finished_at: this.ctx.now(), updated_at: this.ctx.now() })
      .where('id', '=', task.id)
      .where('status', 'in', ACTIVE)
      .where('lease_owner', '=', this.id)
      .executeTakeFirst();
    if (Number(failed.numUpdatedRows) > 0) {
      downloadsFinished.inc({ outcome: 'failed' });
      await this.push(task, 'failed', 0, message);
      await this.files.removeTaskFiles(task.id);
    }
  }

  /**
   * Pushes the task's state to its owner's consoles (issue 26 §2): every change of status, and
   * progress at most once per {@link PUSH_PROGRESS_MS} (a chunk is copied many times a second).
   */
  private async push(task: ClaimedTask, status: DownloadStatus, progress: number, error: string | null = null): Promise<void> {
    const now = Date.now();
    if (status === 'processing') {
      const last = this.pushedAt.get(task.id);
      if (last !== undefined && now - last < PUSH_PROGRESS_MS) return;
      this.pushedAt.set(task.id, now);
    } else this.pushedAt.delete(task.id);
    await raiseLive(this.ctx.db, task.owner_id, 'download', {
      kind: task.kind,
      taskId: task.id,
      mediaId: task.media_id,
      fileName: task.file_name,
      status,
      progress,
      error,
    });
  }

  private async copy(task: ClaimedTask): Promise<void> {
    const { db } = this.ctx;
    const media = await db.selectFrom('media_videos').select('file_name').where('id', '=', task.media_id).executeTakeFirst();
    const source = media ? this.files.source(media.file_name) : null;
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
        await this.push(task, 'processing', progress);
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
    // Done, and its owner told in their inbox (issue 24 §5), in one step: a message for every finished file.
    const now = this.ctx.now();
    const finished = await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('media_download_tasks')
        .set({ status: 'done', progress: 100, bytes_done: total, sha256: copied, lease_until: null, finished_at: now, updated_at: now })
        .where('id', '=', task.id)
        .where('status', '=', 'processing')
        .where('lease_owner', '=', this.id)
        .returning(['owner_id', 'kind', 'file_name'])
        .executeTakeFirst();
      if (!row) return null;
      const ready = { id: task.id, ownerId: row.owner_id, kind: row.kind, fileName: row.file_name };
      const message = downloadReadyMessage(ready, this.ctx.publicUrl, now);
      return { ...row, messageId: await sendSystemMessage(trx, message), messageTitle: message.title };
    });
    if (!finished) return void (await unlink(done).catch(() => undefined));
    // Committed: the owner's consoles hear of it at once (issue 26 §2), the panel and the bell.
    await this.push(task, 'done', 100);
    // The message's toast in every console of the owner carries the file's link (issue 26 §2).
    const download = { fileName: finished.file_name, href: downloadHref({ id: task.id, kind: finished.kind }, this.ctx.publicUrl) };
    await announceInbox(db, finished.owner_id, { id: finished.messageId, title: finished.messageTitle, download });
    downloadsFinished.inc({ outcome: 'done' });
    this.log?.info({ taskId: task.id, worker: this.id, bytes: total, sha256: copied }, 'download task done');
  }
}
