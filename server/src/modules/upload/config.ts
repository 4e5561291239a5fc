/**
 * The limits of uploads (issue 22 §2), read from the environment once per app (server/docs/uploads.md):
 *
 *   UPLOAD_IMAGE_QUOTA    images per account (500MB)          bytes, or with KB / MB / GB (1024-based)
 *   UPLOAD_FILE_QUOTA     recordings and materials per account (20GB)
 *   UPLOAD_FILE_MAX       one recording or material (2GB: 2147483647 bytes, the most a recording's
 *                         or material's `size` column holds, which is also the largest allowed)
 *
 * The image limits themselves (10 MB, 40 megapixels, 16 × 16, the thumbnail's 400 px) are the
 * contract's constants (contracts/src/upload.ts), which the console shows too.
 */
import type { MediaServices } from '../media/mediaFiles';

export const KB = 1024;
export const MB = 1024 * KB;
export const GB = 1024 * MB;

/** The largest `size` a recording (media_videos) or material row holds: PostgreSQL integer. */
export const MAX_FILE_BYTES = 2_147_483_647;

export interface UploadLimits {
  /** Bytes of images (the re-encoded originals) one account may keep. */
  imageQuotaBytes: number;
  /** Bytes of resumable uploads (finished, or declared by unfinished ones) one account may keep. */
  fileQuotaBytes: number;
  /** The largest resumable upload. */
  fileMaxBytes: number;
  /** How long an unfinished upload may wait before it is deleted (its quota freed). */
  unfinishedTtlMs: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  imageQuotaBytes: 500 * MB,
  fileQuotaBytes: 20 * GB,
  fileMaxBytes: MAX_FILE_BYTES,
  unfinishedTtlMs: 7 * 24 * 60 * 60 * 1000,
};

/** `2147483647`, `500MB`, `1.5 GB` → bytes; throws on anything else. */
export function parseBytes(name: string, value: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|k|mb|m|gb|g)?\s*$/i.exec(value);
  const unit = (match?.[2] ?? 'b').toLowerCase()[0];
  const bytes = match ? Math.floor(Number(match[1]) * (unit === 'k' ? KB : unit === 'm' ? MB : unit === 'g' ? GB : 1)) : Number.NaN;
  if (!Number.isSafeInteger(bytes) || bytes < 1) throw new Error(`${name} 无效：${value}（应为字节数，或带 KB、MB、GB 的大小，如 500MB）`);
  return bytes;
}

export function uploadLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): UploadLimits {
  const read = (name: string, fallback: number) => (env[name] ? parseBytes(name, env[name] as string) : fallback);
  const fileMaxBytes = read('UPLOAD_FILE_MAX', DEFAULT_UPLOAD_LIMITS.fileMaxBytes);
  if (fileMaxBytes > MAX_FILE_BYTES) throw new Error(`UPLOAD_FILE_MAX 无效：${env.UPLOAD_FILE_MAX}（最大 ${MAX_FILE_BYTES} 字节）`);
  return {
    imageQuotaBytes: read('UPLOAD_IMAGE_QUOTA', DEFAULT_UPLOAD_LIMITS.imageQuotaBytes),
    fileQuotaBytes: read('UPLOAD_FILE_QUOTA', DEFAULT_UPLOAD_LIMITS.fileQuotaBytes),
    fileMaxBytes,
    unfinishedTtlMs: DEFAULT_UPLOAD_LIMITS.unfinishedTtlMs,
  };
}

/** Bytes as a person reads them: 500 MB, 1.5 GB, 980 KB. */
export function formatBytes(bytes: number): string {
  const [value, unit] = bytes >= GB ? [bytes / GB, 'GB'] : bytes >= MB ? [bytes / MB, 'MB'] : bytes >= KB ? [bytes / KB, 'KB'] : [bytes, '字节'];
  return `${Number(value.toFixed(1))} ${unit}`;
}

/**
 * The uploads' folder: <FILES_DIR>/uploads, beside the download files of <FILES_DIR>/downloads
 * (the media services know FILES_DIR; in test it is a private temporary folder per app).
 */
export function uploadsRoot(media: MediaServices): string {
  return media.files.uploadsDir;
}
