/**
 * Where media bytes live, shared by /api/media and /api/material:
 *   - recordings: committed test-pattern fixtures (server/fixtures/*.webm, see generate.sh there);
 *     a media row names one in `file_name`;
 *   - downloads: <filesDir>/downloads/<taskId>.part while the worker copies, <taskId>.download when done;
 *   - the URL signer for play and preview URLs, and the download worker.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppContext } from '../context';
import { createUrlSigner, type UrlSigner } from '../lib/signedUrl';
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
}

/** How long a play or preview URL stays valid. */
export const SIGNED_URL_TTL_MS = 2 * 60 * 60 * 1000;

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
}

export function createMediaServices(ctx: AppContext, root: string, options: MediaOptions = {}): MediaServices {
  // In test, a private folder, created only if a download actually runs.
  const scratch = () => path.join(tmpdir(), `gr-files-${process.pid}-${randomBytes(6).toString('hex')}`);
  const filesDir = options.filesDir ?? (ctx.env === 'test' ? scratch() : path.join(root, '.data', 'files'));
  const files = new MediaFiles(options.fixturesDir ?? path.join(root, 'server', 'fixtures'), filesDir);
  const signer = createUrlSigner(options.urlSecret || randomBytes(32), ctx.now);
  const worker = new DownloadWorker(ctx, files, {
    chunkBytes: options.downloadChunkBytes ?? 16 * 1024,
    bytesPerSecond: options.downloadBytesPerSecond ?? 64 * 1024,
  });
  return { files, signer, worker };
}
