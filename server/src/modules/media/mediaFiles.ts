/**
 * Where media bytes live, shared by /api/media and /api/material:
 *   - recordings: committed test-pattern fixtures (server/fixtures/*.webm, see generate.sh there);
 *     a media row names one in `file_name`;
 *   - downloads: <filesDir>/downloads/<taskId>.part while the worker copies, <taskId>.download when done
 *     (kept DOWNLOAD_RETENTION_DAYS, see mediaDownloadExpiry.ts); server processes that share a
 *     database must share this folder too, since any of them may resume or serve a task. Before a
 *     task is created the folder is checked writable (`writable()`: access W_OK and a small probe
 *     file, the answer kept STORAGE_CHECK_MS), so a task is refused rather than queued to fail;
 *   - the URL signer for play and preview URLs, the download worker and the expiry of its files.
 */
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppContext } from '../../context';
import { sessionOpen } from '../../lib/session';
import { createUrlSigner, type UrlSigner } from '../../lib/signedUrl';
import { isStorageKey, LocalDiskStorage } from '../../lib/storage';
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
  /** Pauses before each new attempt of a copy hit by a passing storage fault (default DOWNLOAD_RETRY_DELAYS_MS). */
  downloadRetryDelaysMs?: number[];
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
/**
 * A copy hit by a passing storage fault (EIO, ENOSPC, EAGAIN…) is tried again after each of these
 * pauses, from the bytes it had recorded; only then does the task fail.
 */
export const DOWNLOAD_RETRY_DELAYS_MS = [1000, 2000, 4000];
/** How long the answer of the downloads folder's writability check is kept. */
export const STORAGE_CHECK_MS = 5 * 1000;
/** Name prefix of the probe files of the writability check (swept if a crash leaves one). */
export const PROBE_PREFIX = '.probe-';

const FIXTURE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export class MediaFiles {
  readonly downloadsDir: string;
  /** Uploaded objects (issue 22): `<FILES_DIR>/uploads`, the storage of modules/upload. */
  readonly uploadsDir: string;
  private checked: { at: number; fault: Promise<NodeJS.ErrnoException | null> } | null = null;

  constructor(
    readonly fixturesDir: string,
    filesDir: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.downloadsDir = path.join(filesDir, 'downloads');
    this.uploadsDir = path.join(filesDir, 'uploads');
  }

  /** The path of a fixture named by a media row, or null if the name is not a plain file name. */
  fixture(name: string): string | null {
    return FIXTURE_NAME.test(name) && !name.includes('..') ? path.join(this.fixturesDir, name) : null;
  }

  /**
   * The file behind a media row's `file_name`: a plain name is a demo fixture; a storage key (with a
   * `/`, issue 22 uploads) is the uploaded object under `<FILES_DIR>/uploads` (lib/storage.ts). Null
   * when it is neither.
   */
  source(name: string): string | null {
    if (!name.includes('/')) return this.fixture(name);
    return isStorageKey(name) ? new LocalDiskStorage(this.uploadsDir).pathOf(name) : null;
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

  /**
   * Whether downloads can be written now: null if so, otherwise the fault. The folder is created if
   * missing, must pass access(W_OK) (which root always passes) and take a small probe file (which
   * a read-only or full file system refuses). Answers are kept STORAGE_CHECK_MS, so a burst of
   * requests probes once.
   */
  writable(): Promise<NodeJS.ErrnoException | null> {
    const now = this.now().getTime();
    if (this.checked && Math.abs(now - this.checked.at) < STORAGE_CHECK_MS) return this.checked.fault;
    const fault = this.probe().then(
      () => null,
      (error: NodeJS.ErrnoException) => error,
    );
    this.checked = { at: now, fault };
    return fault;
  }

  private async probe(): Promise<void> {
    await this.ensureDownloadsDir();
    await access(this.downloadsDir, constants.W_OK);
    const probe = path.join(this.downloadsDir, `${PROBE_PREFIX}${process.pid}-${randomBytes(4).toString('hex')}`);
    const handle = await open(probe, 'wx');
    try {
      await handle.write(Buffer.from('greenroom storage probe\n'));
    } finally {
      await handle.close().catch(() => undefined);
      // Another process's sweep may have taken it already.
      await unlink(probe).catch(() => undefined);
    }
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
  const files = new MediaFiles(options.fixturesDir ?? path.join(root, 'server', 'fixtures'), filesDir, ctx.now);
  const signer = createUrlSigner(options.urlSecret || randomBytes(32), ctx.now, (sessionId) => sessionOpen(ctx, sessionId));
  const expiry = new DownloadExpiry(ctx, files);
  const worker = new DownloadWorker(ctx, files, expiry, {
    chunkBytes: options.downloadChunkBytes ?? 16 * 1024,
    bytesPerSecond: options.downloadBytesPerSecond ?? 64 * 1024,
    leaseMs: options.downloadLeaseMs ?? DOWNLOAD_LEASE_MS,
    pollMs: options.downloadPollMs ?? DOWNLOAD_POLL_MS,
    retryDelaysMs: options.downloadRetryDelaysMs ?? DOWNLOAD_RETRY_DELAYS_MS,
  });
  return { files, signer, worker, expiry };
}
