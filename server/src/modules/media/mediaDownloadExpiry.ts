/**
 * Finished download files are kept DOWNLOAD_RETENTION_DAYS days after they finish, then deleted.
 * An expired task becomes `failed` with a reason in `error` and `expired_at` set; its download
 * link answers code 410 with that reason, and the recording's slot is free for a new task.
 *
 * The download worker sweeps old files while it runs; the routes check a task before serving it,
 * so a file past its age is never served even between two sweeps. A finished file that has gone
 * missing (the files folder was cleaned by hand) ends the same way, with its own reason.
 */
import { access } from 'node:fs/promises';
import type { AppContext } from '../../context';
import type { DownloadStatus } from '../../db/schema';
import { ApiError } from '../../lib/envelope';
import type { MediaFiles } from './mediaFiles';

/** How long a finished download file is kept. */
export const DOWNLOAD_RETENTION_DAYS = 7;
export const DOWNLOAD_RETENTION_MS = DOWNLOAD_RETENTION_DAYS * 24 * 60 * 60 * 1000;

export const FILE_EXPIRED = `下载文件已过期（完成 ${DOWNLOAD_RETENTION_DAYS} 天后自动删除），请重新创建下载任务`;
export const FILE_MISSING = '下载文件已失效，请重新创建下载任务';
/** A storage fault other than a missing file: passing, so nothing changes and the user retries. */
export const STORAGE_UNAVAILABLE = '文件存储暂时不可用，请稍后重试';

interface FinishedTask {
  id: number;
  status: DownloadStatus;
  finished_at: Date | null;
}

export class DownloadExpiry {
  constructor(
    private readonly ctx: AppContext,
    private readonly files: MediaFiles,
  ) {}

  private cutoff(): Date {
    return new Date(this.ctx.now().getTime() - DOWNLOAD_RETENTION_MS);
  }

  /**
   * Marks done tasks failed with `reason` and deletes their files; answers the ids it changed.
   * The update is the claim: of several processes sweeping at once, one changes each task.
   */
  private async expire(reason: string, only: { taskId?: number; finishedBefore?: Date }): Promise<number[]> {
    const now = this.ctx.now();
    let query = this.ctx.db
      .updateTable('media_download_tasks')
      .set({ status: 'failed', error: reason, expired_at: now, updated_at: now })
      .where('status', '=', 'done');
    if (only.taskId !== undefined) query = query.where('id', '=', only.taskId);
    if (only.finishedBefore) query = query.where('finished_at', '<', only.finishedBefore);
    const rows = await query.returning('id').execute();
    await Promise.all(rows.map((row) => this.files.removeTaskFiles(row.id)));
    return rows.map((row) => row.id);
  }

  /** Deletes every finished file past its age; answers the tasks expired. */
  sweep(): Promise<number[]> {
    return this.expire(FILE_EXPIRED, { finishedBefore: this.cutoff() });
  }

  /**
   * Whether a done task's file can still be served: null if so, otherwise the reason it cannot
   * (the task has then been expired). Tasks in other states answer null.
   */
  async check(task: FinishedTask): Promise<string | null> {
    if (task.status !== 'done') return null;
    if (task.finished_at && task.finished_at < this.cutoff()) {
      await this.expire(FILE_EXPIRED, { taskId: task.id });
      return FILE_EXPIRED;
    }
    // Only a missing file means gone: ENOTDIR, EACCES, EIO… are passing faults of the storage, and
    // failing the task for them would throw a finished download away for good.
    const fault = await access(this.files.donePath(task.id)).then(
      () => null,
      (error: NodeJS.ErrnoException) => error,
    );
    if (!fault) return null;
    if (fault.code !== 'ENOENT') {
      throw new ApiError(503, STORAGE_UNAVAILABLE, 503, { cause: fault });
    }
    await this.expire(FILE_MISSING, { taskId: task.id });
    return FILE_MISSING;
  }
}
