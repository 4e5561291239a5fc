/**
 * Download tasks of recordings (live and event), as the routes see them: create, cancel, list and
 * serve the finished file. The copying itself is done by the DownloadWorker; a finished file is
 * kept DOWNLOAD_RETENTION_DAYS days (mediaDownloadExpiry.ts), after which its link answers code
 * FILE_GONE with the reason. A task is only created while the downloads folder can be written
 * (code STORAGE_NOT_WRITABLE otherwise), so a broken disk refuses the click instead of queueing a
 * task that is bound to fail.
 */
import type { MediaDownloadSummary, MediaDownloadTask } from '@greenroom/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Selectable, sql } from 'kysely';
import type { AppContext } from '../../context';
import type { DownloadStatus, MediaDownloadTasksTable } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../lib/envelope';
import { iso, pageOf } from '../../lib/listing';
import { sendFile } from '../../lib/sendFile';
import { raiseLive } from '../live/registry';
import { FILE_MISSING } from './mediaDownloadExpiry';
import type { MediaServices } from './mediaFiles';

export type RecordingKind = 'live' | 'event';

/** Queued or running tasks one owner may have at a time. */
export const MAX_ACTIVE_DOWNLOADS = 20;

/** The envelope code of a download link whose file has expired or gone missing. */
export const FILE_GONE = 410;

/** The envelope code of a createTask refused because the downloads folder cannot be written now. */
export const STORAGE_NOT_WRITABLE = 503;
export const STORAGE_NOT_WRITABLE_MESSAGE = '存储暂不可写，请稍后再试';

const ACTIVE: DownloadStatus[] = ['pending', 'processing'];
/** The states that hold a recording's single task slot (see the partial unique index). */
const HOLDING: DownloadStatus[] = ['pending', 'processing', 'done'];

const STATUS_LABELS: Record<DownloadStatus, string> = {
  pending: '排队中',
  processing: '处理中',
  done: '已完成',
  failed: '已失败',
  cancelled: '已取消',
};

type TaskRow = Selectable<MediaDownloadTasksTable>;

export function downloadPath(kind: RecordingKind, taskId: number): string {
  return `/api/media/${kind}/download/${taskId}`;
}

export function toTask(row: TaskRow): MediaDownloadTask {
  return {
    id: row.id,
    mediaId: row.media_id,
    fileName: row.file_name,
    status: row.status,
    progress: row.progress,
    size: row.bytes_total,
    processedBytes: row.bytes_done,
    error: row.error,
    downloadUrl: row.status === 'done' ? downloadPath(row.kind, row.id) : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    finishedAt: iso(row.finished_at),
  };
}

/** Pushes a task's state to its owner's consoles (issue 26 §2; the worker pushes its progress). */
function raiseDownload(db: AppContext['db'], row: TaskRow): Promise<void> {
  return raiseLive(db, row.owner_id, 'download', {
    kind: row.kind,
    taskId: row.id,
    mediaId: row.media_id,
    fileName: row.file_name,
    status: row.status,
    progress: row.progress,
    error: row.error,
  });
}

/** A file name a person can save: the title without path or reserved characters. */
export function downloadFileName(title: string, extension: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are stripped on purpose.
  const unsafe = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;
  const base = title.replace(unsafe, '_').trim().slice(0, 100) || 'recording';
  return `${base}.${extension}`;
}

const EXTENSIONS: Record<string, string> = { 'video/webm': 'webm', 'video/mp4': 'mp4' };

export class DownloadTasks {
  constructor(
    private readonly ctx: AppContext,
    private readonly media: MediaServices,
  ) {}

  /** Queues a copy of the owner's recording, or answers the task it already has. */
  async create(ownerId: number, kind: RecordingKind, mediaId: number): Promise<MediaDownloadTask> {
    const { db } = this.ctx;
    const recording = await db
      .selectFrom('media_videos')
      .select(['id', 'title', 'mime_type'])
      .where('id', '=', mediaId)
      .where('owner_id', '=', ownerId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    if (!recording) throw notFound();

    const existing = await db.selectFrom('media_download_tasks').selectAll().where('media_id', '=', mediaId).where('status', 'in', HOLDING).executeTakeFirst();
    // A finished task whose file expired gives its slot to a new task.
    if (existing && !(await this.media.expiry.check(existing))) return toTask(existing);

    const active = await db
      .selectFrom('media_download_tasks')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('owner_id', '=', ownerId)
      .where('status', 'in', ACTIVE)
      .executeTakeFirstOrThrow();
    if (Number(active.count) >= MAX_ACTIVE_DOWNLOADS) {
      throw badRequest(`进行中的下载任务已达上限（${MAX_ACTIVE_DOWNLOADS} 个），请等待完成后再试`);
    }
    // HTTP 200 like every refusal the console shows: its client reads the envelope only then.
    const fault = await this.media.files.writable();
    if (fault) {
      this.media.worker.logger?.warn({ err: fault, folder: this.media.files.downloadsDir }, 'download task refused: storage not writable');
      throw new ApiError(STORAGE_NOT_WRITABLE, STORAGE_NOT_WRITABLE_MESSAGE, 200, { cause: fault });
    }

    const now = this.ctx.now();
    let task: TaskRow | undefined;
    try {
      task = await db
        .insertInto('media_download_tasks')
        .values({
          owner_id: ownerId,
          media_id: mediaId,
          kind,
          file_name: downloadFileName(recording.title, EXTENSIONS[recording.mime_type] ?? 'bin'),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      // Two clicks at once: the unique index lets one insert win; answer its task.
      if ((error as { code?: string }).code !== '23505') throw error;
      task = await db.selectFrom('media_download_tasks').selectAll().where('media_id', '=', mediaId).where('status', 'in', HOLDING).executeTakeFirst();
      if (!task) throw error;
    }
    this.media.worker.kick();
    await raiseDownload(db, task);
    return toTask(task);
  }

  /** Cancels a pending or processing task of the owner. */
  async cancel(ownerId: number, kind: RecordingKind, taskId: number): Promise<MediaDownloadTask> {
    const { db } = this.ctx;
    const now = this.ctx.now();
    const cancelled = await db
      .updateTable('media_download_tasks')
      .set({ status: 'cancelled', finished_at: now, updated_at: now })
      .where('id', '=', taskId)
      .where('owner_id', '=', ownerId)
      .where('kind', '=', kind)
      .where('status', 'in', ACTIVE)
      .returningAll()
      .executeTakeFirst();
    if (cancelled) {
      // The worker notices on its next chunk; a queued task has at most a stale part file.
      await this.media.files.removeTaskFiles(taskId);
      await raiseDownload(db, cancelled);
      return toTask(cancelled);
    }
    const task = await db
      .selectFrom('media_download_tasks')
      .select('status')
      .where('id', '=', taskId)
      .where('owner_id', '=', ownerId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    if (!task) throw notFound();
    throw badRequest(`任务${STATUS_LABELS[task.status]}，无法取消`);
  }

  async list(ownerId: number, kind: RecordingKind, query: { pageNum: number; pageSize: number; status?: DownloadStatus }) {
    let base = this.ctx.db.selectFrom('media_download_tasks').where('owner_id', '=', ownerId).where('kind', '=', kind);
    if (query.status) base = base.where('status', '=', query.status);
    const page = await pageOf(base, query, (filtered) => filtered.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'));
    return { ...page, list: page.list.map(toTask) };
  }

  /** The task slot of each recording in `mediaIds` (for the list's download column). */
  async summaries(mediaIds: number[]): Promise<Map<number, MediaDownloadSummary>> {
    const result = new Map<number, MediaDownloadSummary>();
    if (mediaIds.length === 0) return result;
    const rows = await this.ctx.db
      .selectFrom('media_download_tasks')
      .select(['id', 'media_id', 'status', 'progress'])
      .where('media_id', 'in', mediaIds)
      .where('status', 'in', HOLDING)
      .execute();
    for (const row of rows) result.set(row.media_id, { taskId: row.id, status: row.status, progress: row.progress });
    return result;
  }

  /** Sends the finished file of the owner's task (Range supported, for resumable downloads). */
  async send(request: FastifyRequest, reply: FastifyReply, ownerId: number, kind: RecordingKind, taskId: number): Promise<FastifyReply> {
    const task = await this.ctx.db
      .selectFrom('media_download_tasks as t')
      .innerJoin('media_videos as m', 'm.id', 't.media_id')
      .selectAll('t')
      .select('m.mime_type')
      .where('t.id', '=', taskId)
      .where('t.owner_id', '=', ownerId)
      .where('t.kind', '=', kind)
      .executeTakeFirst();
    if (!task) throw notFound();
    if (task.expired_at) throw new ApiError(FILE_GONE, task.error ?? FILE_MISSING);
    if (task.status !== 'done') throw badRequest(`下载任务${STATUS_LABELS[task.status]}，暂无可下载的文件`);
    const gone = await this.media.expiry.check(task);
    if (gone) throw new ApiError(FILE_GONE, gone);
    return sendFile(request, reply, this.media.files.donePath(task.id), {
      contentType: task.mime_type,
      cacheControl: 'private, no-store',
      downloadName: task.file_name,
    });
  }

  async removeFiles(taskIds: number[]): Promise<void> {
    await Promise.all(taskIds.map((taskId) => this.media.files.removeTaskFiles(taskId)));
  }
}
