/**
 * The uploads' state shared by /api/upload and the register calls of /api/media and /api/material:
 * the storage (lib/storage.ts, <FILES_DIR>/uploads), the tus file store writing into it under
 * `tus/`, finishing an upload (its bytes checked), preparing an image material, and the sweep.
 *
 * Life of a resumable upload (uploaded_files.status):
 *
 *   POST /tus ──▶ uploading ──(last byte written; first bytes are an allowed type)──▶ done ──register──▶ registered_at set
 *                    │                     └──(anything else: the file is deleted)──▶ failed
 *                    └── DELETE /tus/{upload}, or UNFINISHED_TTL without finishing: row and file deleted
 *   done but never registered for UNFINISHED_TTL, or registered and its recording/material deleted:
 *   row and file deleted by the sweep (the quota counts neither from the moment it applies).
 */

import path from 'node:path';
import { UPLOAD_IMAGE_TYPES, UPLOAD_TYPES_BY_PURPOSE, UPLOAD_VIDEO_TYPES } from '@greenroom/contracts';
import { FileStore } from '@tus/file-store';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { LocalDiskStorage } from '../../lib/storage';
import type { MediaServices } from '../media/mediaFiles';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits, uploadLimitsFromEnv, uploadsRoot } from './config';
import { processImage, readHead, thumbKeyOf } from './images';
import { probeVideo, type VideoFacts } from './probeVideo';
import { sniff } from './sniff';
import { type FinishedUpload, tusKey, type UploadPurposeName } from './tables';

/** How often the sweep of unfinished, abandoned and deleted uploads runs. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'video/mp4': 'MP4',
  'video/webm': 'WebM',
  'video/quicktime': 'MOV',
};
const names = (types: readonly string[]) => types.map((type) => TYPE_NAMES[type] ?? type).join('、');

/** What a purpose accepts, in words: `MP4、WebM、MOV 视频` / `JPG、PNG、WebP 图片或 MP4、WebM、MOV 视频`. */
export function acceptedTypes(purpose: UploadPurposeName): string {
  const allowed = UPLOAD_TYPES_BY_PURPOSE[purpose];
  const images = allowed.filter((type) => (UPLOAD_IMAGE_TYPES as readonly string[]).includes(type));
  const videos = allowed.filter((type) => (UPLOAD_VIDEO_TYPES as readonly string[]).includes(type));
  return [images.length ? `${names(images)} 图片` : '', videos.length ? `${names(videos)} 视频` : ''].filter(Boolean).join('或 ');
}

export type FinishOutcome = { status: 'done'; mimeType: string } | { status: 'failed'; message: string } | { status: 'missing' };

/** A file of `size` bytes whose purpose's types its first bytes must be. */
export class UploadFiles {
  readonly storage: LocalDiskStorage;
  readonly datastore: FileStore;
  private sweeping: Promise<void> | null = null;

  constructor(
    private readonly ctx: AppContext,
    root: string,
    readonly limits: UploadLimits,
  ) {
    this.storage = new LocalDiskStorage(root);
    // The tus file store keeps each upload as `tus/<id>` (its bytes; the offset is their length) and
    // `tus/<id>.json` (length and metadata): both survive a restart, so an upload resumes from disk.
    this.datastore = new FileStore({ directory: path.join(root, 'tus') });
  }

  private get db(): Kysely<Database> {
    return this.ctx.db;
  }

  /** The file of upload `id`'s bytes. */
  tusPath(id: string): string {
    return this.storage.pathOf(tusKey(id));
  }

  /**
   * Checks a fully written upload (its first bytes must be a type its purpose accepts) and marks it
   * done, or deletes its bytes and marks it failed. Idempotent: only an upload still `uploading`
   * changes; an earlier outcome is answered again.
   */
  async finish(id: string): Promise<FinishOutcome> {
    const row = await this.db.selectFrom('uploaded_files').select(['purpose', 'status', 'mime_type']).where('id', '=', id).executeTakeFirst();
    if (!row) return { status: 'missing' };
    const purpose = row.purpose as UploadPurposeName;
    const refused = `文件内容不是 ${acceptedTypes(purpose)}，已删除（按文件开头的字节判断，与文件名无关）`;
    if (row.status === 'done') return { status: 'done', mimeType: row.mime_type };
    if (row.status === 'failed') return { status: 'failed', message: refused };
    const head = await readHead(this.tusPath(id)).catch(() => Buffer.alloc(0));
    const detected = sniff(head);
    if (detected && UPLOAD_TYPES_BY_PURPOSE[purpose].includes(detected)) {
      await this.db
        .updateTable('uploaded_files')
        .set({ status: 'done', mime_type: detected, offset_bytes: sql<number>`size`, finished_at: this.ctx.now() })
        .where('id', '=', id)
        .where('status', '=', 'uploading')
        .execute();
      return { status: 'done', mimeType: detected };
    }
    await this.removeBytes(id);
    await this.db.updateTable('uploaded_files').set({ status: 'failed', offset_bytes: 0 }).where('id', '=', id).where('status', '=', 'uploading').execute();
    return { status: 'failed', message: refused };
  }

  /**
   * Before a register call: an upload whose last byte was written but whose completion was never
   * recorded (the process stopped between the two) is finished now.
   */
  async settle(ownerId: number, id: string): Promise<void> {
    const row = await this.db.selectFrom('uploaded_files').select(['status', 'size']).where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
    if (row?.status !== 'uploading') return;
    const stored = await this.storage.stat(tusKey(id));
    if (stored && stored.size === Number(row.size)) await this.finish(id);
  }

  /** Records how far an upload has come (the list of unfinished uploads, the operator). */
  async recordOffset(id: string): Promise<void> {
    const stored = await this.storage.stat(tusKey(id));
    if (!stored) return;
    await this.db.updateTable('uploaded_files').set({ offset_bytes: stored.size }).where('id', '=', id).where('status', '=', 'uploading').execute();
  }

  /** Deletes an upload's bytes and tus record (both may already be gone). */
  async removeBytes(id: string): Promise<void> {
    await Promise.all([this.storage.delete(tusKey(id)), this.storage.delete(`${tusKey(id)}.json`)]);
  }

  /** Deletes an upload: its bytes (wherever they are now) and its row. */
  async remove(id: string, storageKey?: string): Promise<void> {
    await this.removeBytes(id);
    if (storageKey && storageKey !== tusKey(id)) {
      await this.storage.delete(storageKey);
      // A material image's thumbnail lies beside it (`materials/<id>.thumb.<ext>`).
      if (storageKey.startsWith('materials/')) await this.storage.delete(thumbKeyOf(storageKey));
    }
    await this.db.deleteFrom('uploaded_files').where('id', '=', id).execute();
  }

  /**
   * An image material is re-encoded like an uploaded image (upright, no EXIF/GPS or other metadata)
   * into `materials/<upload id>.<ext>` before it is registered; the same key each time, so two
   * register calls at once write the same bytes. Answers the new object and its size in pixels.
   */
  async encodeImageMaterial(upload: FinishedUpload) {
    const file = this.storage.pathOf(upload.storageKey);
    const stored = await this.storage.stat(upload.storageKey);
    const head = await readHead(file);
    return processImage({ file, size: stored?.size ?? 0, head, truncated: false }, this.storage, { key: `materials/${upload.id}` });
  }

  /** A finished video upload's length and picture size, from its container's headers (zeros when unreadable). */
  probeVideo(upload: FinishedUpload): Promise<VideoFacts> {
    return probeVideo(this.storage.pathOf(upload.storageKey), upload.mimeType);
  }

  /** Runs the sweep now (at most one at a time). */
  sweep(log?: FastifyBaseLogger): Promise<void> {
    this.sweeping ??= this.sweepOnce(log).finally(() => {
      this.sweeping = null;
    });
    return this.sweeping;
  }

  private async sweepOnce(log?: FastifyBaseLogger): Promise<void> {
    const before = new Date(this.ctx.now().getTime() - this.limits.unfinishedTtlMs);
    const stale = await this.db
      .selectFrom('uploaded_files as f')
      .select(['f.id', 'f.storage_key', 'f.status'])
      .where((eb) =>
        eb.or([
          // Unfinished or refused past their time, finished but never registered past theirs.
          eb.and([eb('f.status', 'in', ['uploading', 'failed']), eb('f.created_at', '<', before)]),
          eb.and([eb('f.status', '=', 'done'), eb('f.registered_at', 'is', null), eb('f.finished_at', '<', before)]),
          // Registered, and the recording or material made from it has been deleted since.
          eb.and([
            eb('f.registered_at', 'is not', null),
            eb.not(eb.exists(eb.selectFrom('media_videos as m').select('m.id').whereRef('m.upload_id', '=', 'f.id'))),
            eb.not(eb.exists(eb.selectFrom('materials as t').select('t.id').whereRef('t.upload_id', '=', 'f.id'))),
          ]),
        ]),
      )
      .limit(500)
      .execute();
    for (const row of stale) {
      try {
        await this.remove(row.id, row.storage_key);
      } catch (error) {
        log?.warn({ err: error, upload: row.id }, 'upload sweep could not delete an upload');
      }
    }
    const temp = await this.storage.sweepTemp().catch(() => 0);
    if (stale.length > 0 || temp > 0) log?.info({ uploads: stale.length, tempFiles: temp }, 'upload sweep');
  }
}

const services = new WeakMap<MediaServices, UploadFiles>();

/** The uploads' services of an app (one per media services, which know FILES_DIR). */
export function uploadFiles(ctx: AppContext, media: MediaServices): UploadFiles {
  let found = services.get(media);
  if (!found) {
    found = new UploadFiles(ctx, uploadsRoot(media), ctx.env === 'test' ? DEFAULT_UPLOAD_LIMITS : uploadLimitsFromEnv());
    services.set(media, found);
  }
  return found;
}
