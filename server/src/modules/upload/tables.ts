/**
 * The columns migration 0018_uploads adds to tables declared in db/schema.ts, declared here beside
 * the code that uses them (merged into those interfaces), and the step every register call shares:
 * taking one of the owner's finished uploads (`claimFinishedUpload`).
 */
import type { ColumnType, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError, notFound } from '../../lib/envelope';

declare module '../../db/schema' {
  interface UploadedFilesTable {
    /** The activity a material upload belongs to (migration 0018). */
    activity_id: ColumnType<number | null, number | null | undefined, number | null>;
    /** When a recording or material was made from it (migration 0018). */
    registered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  }
  interface MediaVideosTable {
    /** The finished upload this recording was registered from (migration 0018). */
    upload_id: ColumnType<string | null, string | null | undefined, string | null>;
  }
  interface MaterialsTable {
    /** The finished upload this material was registered from (migration 0018). */
    upload_id: ColumnType<string | null, string | null | undefined, string | null>;
  }
}

export type UploadPurposeName = 'video-live' | 'video-event' | 'material-twzb' | 'material-event';

export const PURPOSE_NAMES: Record<UploadPurposeName, string> = {
  'video-live': '直播录像',
  'video-event': '活动录像',
  'material-twzb': '图文直播素材',
  'material-event': '活动素材',
};

/** The storage key of a resumable upload's bytes (the tus file store writes them there). */
export const tusKey = (uploadId: string) => `tus/${uploadId}`;

export interface FinishedUpload {
  id: string;
  purpose: UploadPurposeName;
  fileName: string;
  mimeType: string;
  size: number;
  storageKey: string;
  activityId: number | null;
}

/**
 * The owner's finished upload `uploadId` for `purpose`, locked for the rest of `trx` (two register
 * calls of one upload wait for each other). Another owner's or an unknown id: 404, like every id.
 * Unfinished: 409 `上传尚未完成`; failed (refused on completion, or expired): 409; made for another
 * purpose: 409 naming it.
 */
export async function claimFinishedUpload(trx: Transaction<Database>, ownerId: number, uploadId: string, purpose: UploadPurposeName): Promise<FinishedUpload> {
  const row = await trx
    .selectFrom('uploaded_files')
    .select(['id', 'purpose', 'file_name', 'mime_type', 'size', 'storage_key', 'status', 'activity_id'])
    .where('id', '=', uploadId)
    .where('owner_id', '=', ownerId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.status === 'uploading') throw new ApiError(409, '上传尚未完成，请等待上传完成后再保存');
  if (row.status === 'failed') throw new ApiError(409, '该上传已失效，请重新上传');
  if (row.purpose !== purpose) {
    const name = PURPOSE_NAMES[row.purpose as UploadPurposeName] ?? row.purpose;
    throw new ApiError(409, `该文件是作为「${name}」上传的，不能保存为「${PURPOSE_NAMES[purpose]}」`);
  }
  return {
    id: row.id,
    purpose: row.purpose as UploadPurposeName,
    fileName: row.file_name,
    mimeType: row.mime_type,
    size: Number(row.size),
    storageKey: row.storage_key,
    activityId: row.activity_id,
  };
}

/** Takes the owner's quota lock of `what` for the rest of `trx` (uploads of one owner are counted one at a time). */
export async function lockQuota(trx: Transaction<Database>, ownerId: number, what: 'images' | 'files'): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`gr-upload-quota:${what}:${ownerId}`}, 0))`.execute(trx);
}
