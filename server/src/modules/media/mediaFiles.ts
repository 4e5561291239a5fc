/**
 * Where media bytes live, shared by /api/media and /api/material:
 *   - recordings: committed test-pattern fixtures (server/fixtures/*.webm, see generate.sh there);
 *     a media row names one in `file_name`;
 *   - downloads: <filesDir>/downloads/<taskId>.part while the worker copies, <taskId>.download when done
 *     (kept DOWNLOAD_RETENTION_DAYS, see mediaDownloadExpiry.ts); server processes that share a
 *     database must share this folder too, since any of them may resume or serve a task;
 *   - the URL signer for play and preview URLs, the download worker and the expiry of its files.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppContext } from '../../context';
import { createUrlSigner, type UrlSigner } from '../../lib/signedUrl';
import { DownloadExpiry } from './mediaDownloadExpiry';
import { DownloadWorker } from './mediaDownloadWorker';

export interface MediaOptions {
  /** Files folder; downloads go to <filesDir>/downloads. Default <root>/.data/files (a temporary folder in test). */
  filesDir?: string;
  /** Folder of the recording fixtures; default <root>/server/fixtures. */
  fixturesDir?: string;
  /** HMAC secret of play and preview URLs; default random per process (URLs die with a restart). */
  urlSecret?: string;
  /** Bytes the download worker copies per step (default 16 KiB). */
  downloadChunkBytes?: number;
  /** Download worker throughput, so progress is visible in the console (default 64 KiB/s). */
  downloadBytesPerSecond?: number;
  /** How long a claimed download task is held without renewal (default DOWNLOAD_LEASE_MS). */
  downloadLeaseMs?: number;
  /** How often an idle download worker looks for work (default DOWNLOAD_POLL_MS). */
  downloadPollMs?: number;
}

/** How long a play or preview URL stays valid. */
export const SIGNED_URL_TTL_MS = 2 * 60 * 60 * 1000;
/**
 * How long a download task stays with a worker that stops renewing it (a crashed process); every
 * copied chunk renews it, so this only bounds how long a crashed process's task waits.
 */
export const DOWNLOAD_LEASE_MS = 30 * 1000;
/** How often an idle worker looks for tasks queued by another process or left by a crashed one. */
export const DOWNLOAD_POLL_MS = 5 * 1000;

const FIXTURE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export class MediaFiles {
  readonly downloadsDir: string;

  constructor(
    readonly fixturesDir: string,
    filesDir: string,
  ) {
    this.downloadsDir = path.join(filesDir, 'downloads');
  }

  /** The path of a fixture named by a media row, or null if the name is not a plain file name. */
  fixture(name: string): string | null {
    return FIXTURE_NAME.test(name) && !name.includes('..') ? path.join(this.fixturesDir, name) : null;
  }

  partPath(taskId: number): string {
    return path.join(this.downloadsDir, `${taskId}.part`);
  }

  donePath(taskId: number): string {
    return path.join(this.downloadsDir, `${taskId}.download`);
  }

  async ensureDownloadsDir(): Promise<void> {
    await mkdir(this.downloadsDir, { recursive: true });
  }

  /** Removes whatever a task left on disk; missing files are fine. */
  async removeTaskFiles(taskId: number): Promise<void> {
    await Promise.all([this.partPath(taskId), this.donePath(taskId)].map((file) => unlink(file).catch(() => undefined)));
  }
}

export interface MediaServices {
  files: MediaFiles;
  signer: UrlSigner;
  worker: DownloadWorker;
  expiry: DownloadExpiry;
}

export function createMediaServices(ctx: AppContext, root: string, options: MediaOptions = {}): MediaServices {
  // In test, a private folder, created only if a download actually runs.
  const scratch = () => path.join(tmpdir(), `gr-files-${process.pid}-${randomBytes(6).toString('hex')}`);
  const filesDir = options.filesDir ?? (ctx.env === 'test' ? scratch() : path.join(root, '.data', 'files'));
  const files = new MediaFiles(options.fixturesDir ?? path.join(root, 'server', 'fixtures'), filesDir);
  const signer = createUrlSigner(options.urlSecret || randomBytes(32), ctx.now);
  const expiry = new DownloadExpiry(ctx, files);
  const worker = new DownloadWorker(ctx, files, expiry, {
    chunkBytes: options.downloadChunkBytes ?? 16 * 1024,
    bytesPerSecond: options.downloadBytesPerSecond ?? 64 * 1024,
    leaseMs: options.downloadLeaseMs ?? DOWNLOAD_LEASE_MS,
    pollMs: options.downloadPollMs ?? DOWNLOAD_POLL_MS,
  });
  return { files, signer, worker, expiry };
}
