/**
 * Where uploaded bytes live (issue 22 §2): one interface, keyed by a relative name such as
 * `0f3c…9a.jpg` or `tus/0f3c…9a`, implemented on local disk (`LocalDiskStorage`, a folder under
 * FILES_DIR). An S3-compatible store would implement the same five calls (server/docs/uploads.md,
 * "Another store"); nothing outside this file knows that the bytes are files.
 *
 *   put(key, stream)    streams the bytes in; the object appears whole or not at all (temp + rename)
 *   get(key, range?)    a stream of the bytes (or of one inclusive byte range)
 *   stat(key)           size and time, or null when there is no such object
 *   delete(key)         true when something was deleted
 *   list(prefix)        every object whose key starts with `prefix`
 *
 * Keys are one or more `/`-separated segments of letters, digits, `.`, `_` and `-` (no segment
 * starts with a dot, so no `..` and no hidden files); anything else throws `InvalidKeyError`
 * before the disk is touched. Memory: bytes only ever pass through streams.
 */
import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredObject {
  key: string;
  /** Bytes. */
  size: number;
  modifiedAt: Date;
}

/** Bytes `start` to `end`, both inclusive (as in an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

export type StorageBody = Readable | AsyncIterable<Uint8Array> | Uint8Array;

export interface Storage {
  /** Streams `body` into `key`, replacing what was there; readers see the old object or the whole new one. */
  put(key: string, body: StorageBody): Promise<StoredObject>;
  /** The object's bytes (or `range` of them); throws `ObjectNotFoundError` when there is none. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  stat(key: string): Promise<StoredObject | null>;
  /** Deletes the object; false when there was none. */
  delete(key: string): Promise<boolean>;
  /** Every object under `prefix` (a key prefix, e.g. `tus/`), in no particular order. */
  list(prefix: string): AsyncIterable<StoredObject>;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'InvalidKeyError';
  }
}

export class ObjectNotFoundError extends Error {
  readonly code = 'ENOENT';
  constructor(key: string) {
    super(`no stored object ${key}`);
    this.name = 'ObjectNotFoundError';
  }
}

/** Whether `key` is a storage key (see the file's comment). */
export function isStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

function checked(key: string): string {
  if (!isStorageKey(key)) throw new InvalidKeyError(key);
  return key;
}

/**
 * Writes `source` (through `through`, if given) to a new file `file`, which must not exist; when a
 * stream fails the file is removed and the error thrown. The file is created before the first byte
 * is read: a write stream opened by name creates its file later, so a source that failed at once
 * could have the clean-up run before the file appeared and leave it behind.
 */
export async function writeNewFile(file: string, source: Readable | AsyncIterable<Uint8Array>, ...through: NodeJS.ReadWriteStream[]): Promise<void> {
  const handle = await open(file, 'wx');
  try {
    // The write stream owns the handle and closes it, whether it ends or fails.
    await pipeline([source instanceof Readable ? source : Readable.from(source), ...through, handle.createWriteStream()]);
  } catch (error) {
    await handle.close().catch(() => undefined);
    await unlink(file).catch(() => undefined);
    throw error;
  }
}

/** Temporary files of `put` live here until they are renamed into place (same file system). */
const TEMP_DIR = '.tmp';

/**
 * Objects as files under `root` (`<root>/<key>`). `put` writes `<root>/.tmp/<random>`, flushes it
 * to disk and renames it over the key, so a crash leaves either the old object or the new one,
 * never half of one; leftovers in `.tmp` are removed by `sweepTemp` (at start).
 */
export class LocalDiskStorage implements Storage {
  constructor(readonly root: string) {}

  /** The file of `key` (for code that must hand a path to a library, such as the tus file store). */
  pathOf(key: string): string {
    return path.join(this.root, checked(key));
  }

  async put(key: string, body: StorageBody): Promise<StoredObject> {
    const target = this.pathOf(key);
    const tempDir = path.join(this.root, TEMP_DIR);
    await mkdir(tempDir, { recursive: true });
    await mkdir(path.dirname(target), { recursive: true });
    const temp = path.join(tempDir, `${randomBytes(12).toString('hex')}.part`);
    await writeNewFile(temp, body instanceof Uint8Array ? Readable.from([body]) : body);
    try {
      // On disk before it gets its name: after a crash the key holds the whole object or the old one.
      const written = await open(temp, 'r+');
      try {
        await written.sync();
      } finally {
        await written.close();
      }
      await rename(temp, target);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
    const info = await stat(target);
    return { key, size: info.size, modifiedAt: info.mtime };
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(key);
    const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? new ObjectNotFoundError(key) : error;
    });
    // The opened handle is the stream's: a delete after this point does not cut the answer short.
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { key, size: info.size, modifiedAt: info.mtime } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<boolean> {
    try {
      await unlink(this.pathOf(key));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    // The folder holding every key with this prefix: the prefix up to its last `/`.
    const cut = prefix.lastIndexOf('/');
    const base = cut >= 0 ? prefix.slice(0, cut) : '';
    if (base && !isStorageKey(base)) throw new InvalidKeyError(prefix);
    yield* this.walk(base, prefix);
  }

  private async *walk(dir: string, prefix: string): AsyncIterable<StoredObject> {
    let entries: Dirent[];
    try {
      entries = await readdir(path.join(this.root, dir), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const key = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (`${key}/`.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* this.walk(key, prefix);
      } else if (entry.isFile() && key.startsWith(prefix)) {
        const info = await stat(path.join(this.root, key)).catch(() => null);
        if (info) yield { key, size: info.size, modifiedAt: info.mtime };
      }
    }
  }

  /** Removes what interrupted `put`s left in the temporary folder (older than `olderThanMs`). */
  async sweepTemp(olderThanMs = 60 * 60 * 1000, now = Date.now()): Promise<number> {
    const tempDir = path.join(this.root, TEMP_DIR);
    let removed = 0;
    for (const name of await readdir(tempDir).catch(() => [] as string[])) {
      const file = path.join(tempDir, name);
      const info = await stat(file).catch(() => null);
      if (!info || now - info.mtimeMs <= olderThanMs) continue;
      if (
        await unlink(file).then(
          () => true,
          () => false,
        )
      )
        removed++;
    }
    return removed;
  }
}
