/**
 * The download worker: in-process, one task at a time, oldest first.
 *
 * A task copies its recording in chunks into <files>/downloads/<id>.part, persisting
 * `bytes_done` and `progress` (0–99) after every chunk, then checks the copy against the source
 * (sha256), renames it to <id>.download and marks the task done (100). The copy is paced
 * (`bytesPerSecond`) so a person watching the console sees it move.
 *
 * Every progress update is conditional on the task still being `processing`: a cancel (or the
 * recording being deleted, which deletes its tasks) makes it touch no row, and the worker drops
 * the partial file and moves on. Tasks survive a restart: on start the worker takes the pending
 * and processing tasks again, and a processing one resumes from the bytes it had persisted.
 *
 * One server process per database runs downloads: a second process would take the same tasks
 * (a lease column would be the next step if the server is ever scaled out).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { type FileHandle, open, rename, stat, unlink } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import type { MediaFiles } from './mediaFiles';

export interface DownloadWorkerOptions {
  chunkBytes: number;
  bytesPerSecond: number;
}

/** A failure whose message is shown to the owner in the task list. */
class TaskFailure extends Error {}

interface QueuedTask {
  id: number;
  media_id: number;
  status: 'pending' | 'processing' | 'done' | 'failed' | 'cancelled';
  bytes_done: number;
}

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
  private running = false;
  private loop: Promise<void> | null = null;
  private again = false;
  private wakeSleep: (() => void) | null = null;
  private log: FastifyBaseLogger | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly files: MediaFiles,
    private readonly options: DownloadWorkerOptions,
  ) {}

  /** Starts taking tasks, beginning with those left over from a previous run. */
  start(log: FastifyBaseLogger): void {
    this.log = log;
    this.running = true;
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

  /** Stops after the current chunk; an unfinished task stays `processing` and resumes on the next start. */
  async stop(): Promise<void> {
    this.running = false;
    this.wakeSleep?.();
    await this.loop;
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
    while (this.running) {
      this.again = false;
      const task = await this.ctx.db
        .selectFrom('media_download_tasks')
        .select(['id', 'media_id', 'status', 'bytes_done'])
        .where('status', 'in', ['pending', 'processing'])
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!task) return;
      await this.run(task);
    }
  }

  private async run(task: QueuedTask): Promise<void> {
    try {
      await this.copy(task);
    } catch (error) {
      if (!(error instanceof TaskFailure)) this.log?.error({ err: error, taskId: task.id }, 'download task failed');
      const message = error instanceof TaskFailure ? error.message : '处理失败，请重新创建下载任务';
      await this.ctx.db
        .updateTable('media_download_tasks')
        .set({ status: 'failed', error: message, finished_at: this.ctx.now(), updated_at: this.ctx.now() })
        .where('id', '=', task.id)
        .where('status', 'in', ['pending', 'processing'])
        .execute();
      await this.files.removeTaskFiles(task.id);
    }
  }

  private async copy(task: QueuedTask): Promise<void> {
    const { db } = this.ctx;
    const media = await db.selectFrom('media_videos').select('file_name').where('id', '=', task.media_id).executeTakeFirst();
    const source = media ? this.files.fixture(media.file_name) : null;
    const total = source ? await sizeOf(source) : null;
    if (!source || total === null) throw new TaskFailure('录像文件不存在');

    const started = await db
      .updateTable('media_download_tasks')
      .set((eb) => ({
        status: 'processing',
        bytes_total: total,
        started_at: eb.fn.coalesce('started_at', eb.val(this.ctx.now())),
        updated_at: this.ctx.now(),
      }))
      .where('id', '=', task.id)
      .where('status', 'in', ['pending', 'processing'])
      .executeTakeFirst();
    if (Number(started.numUpdatedRows) === 0) return;

    await this.files.ensureDownloadsDir();
    const part = this.files.partPath(task.id);
    // Resume only from bytes that were both written and recorded.
    const onDisk = task.status === 'processing' ? await sizeOf(part) : null;
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
        const step = await db
          .updateTable('media_download_tasks')
          .set({ bytes_done: offset, progress, updated_at: this.ctx.now() })
          .where('id', '=', task.id)
          .where('status', '=', 'processing')
          .executeTakeFirst();
        if (Number(step.numUpdatedRows) === 0) {
          // Cancelled, or the recording was deleted.
          await output.close();
          output = null;
          await unlink(part).catch(() => undefined);
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
    const done = this.files.donePath(task.id);
    await rename(part, done);
    const finished = await db
      .updateTable('media_download_tasks')
      .set({ status: 'done', progress: 100, bytes_done: total, sha256: copied, finished_at: this.ctx.now(), updated_at: this.ctx.now() })
      .where('id', '=', task.id)
      .where('status', '=', 'processing')
      .executeTakeFirst();
    if (Number(finished.numUpdatedRows) === 0) await unlink(done).catch(() => undefined);
  }
}
