/**
 * Issue 22 §2 building blocks of uploads: the storage interface on local disk (lib/storage.ts), the
 * recognition of a file by its first bytes (modules/upload/sniff.ts) and the limits read from the
 * environment (modules/upload/config.ts).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidKeyError, LocalDiskStorage, ObjectNotFoundError } from '../src/lib/storage';
import { DEFAULT_UPLOAD_LIMITS, formatBytes, parseBytes, uploadLimitsFromEnv } from '../src/modules/upload/config';
import { sniff, sniffImage, sniffVideo } from '../src/modules/upload/sniff';

let root: string;
let storage: LocalDiskStorage;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'gr-storage-test-'));
  storage = new LocalDiskStorage(root);
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

async function text(stream: Readable): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts).toString();
}

async function keys(prefix: string): Promise<string[]> {
  const out: string[] = [];
  for await (const item of storage.list(prefix)) out.push(item.key);
  return out.sort();
}

describe('issue 22 §2 storage interface (LocalDiskStorage)', () => {
  it('put / get (whole and a byte range) / stat / delete', async () => {
    const stored = await storage.put('a/b/hello.txt', Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(stored).toMatchObject({ key: 'a/b/hello.txt', size: 11 });
    expect(await text(await storage.get('a/b/hello.txt'))).toBe('hello world');
    expect(await text(await storage.get('a/b/hello.txt', { start: 6, end: 10 }))).toBe('world');
    expect(await storage.stat('a/b/hello.txt')).toMatchObject({ size: 11 });
    expect(await storage.stat('a/b/missing.txt')).toBeNull();
    await expect(storage.get('a/b/missing.txt')).rejects.toBeInstanceOf(ObjectNotFoundError);
    expect(await storage.delete('a/b/hello.txt')).toBe(true);
    expect(await storage.delete('a/b/hello.txt')).toBe(false);
  });

  it('list(prefix) finds keys under a folder and by a name prefix, never the temporary files', async () => {
    await storage.put('tus/one', Buffer.from('1'));
    await storage.put('tus/one.json', Buffer.from('{}'));
    await storage.put('tus/two', Buffer.from('2'));
    await storage.put('top.jpg', Buffer.from('x'));
    expect(await keys('tus/')).toEqual(['tus/one', 'tus/one.json', 'tus/two']);
    expect(await keys('tus/one')).toEqual(['tus/one', 'tus/one.json']);
    expect(await keys('to')).toEqual(['top.jpg']);
    expect((await keys('')).includes('tus/two')).toBe(true);
  });

  it('a put is atomic: a stream that fails leaves neither the object nor a temporary file, and the old object stays whole', async () => {
    await storage.put('doc.txt', Buffer.from('old content'));
    const failing = new Readable({
      read() {
        this.push(Buffer.from('new par'));
        this.destroy(new Error('connection dropped'));
      },
    });
    await expect(storage.put('doc.txt', failing)).rejects.toThrow('connection dropped');
    expect(await text(await storage.get('doc.txt'))).toBe('old content');
    await expect(
      storage.put(
        'fresh.txt',
        Readable.from(
          (async function* () {
            yield Buffer.from('half');
            throw new Error('gone');
          })(),
        ),
      ),
    ).rejects.toThrow('gone');
    expect(await storage.stat('fresh.txt')).toBeNull();
    expect(readdirSync(path.join(root, '.tmp'))).toEqual([]);
  });

  it('a stream that fails before its first byte leaves no temporary file, even in parallel (the write could create its file after the clean-up)', async () => {
    const failAtOnce = () =>
      new Readable({
        read() {
          this.destroy(new Error('refused'));
        },
      });
    for (let round = 0; round < 20; round++) {
      const results = await Promise.allSettled(Array.from({ length: 16 }, (_, i) => storage.put(`burst/${i}.txt`, failAtOnce())));
      expect(results.every((result) => result.status === 'rejected')).toBe(true);
      // What a late open would create appears after the put has answered: give it the time to.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(readdirSync(path.join(root, '.tmp')), `round ${round}`).toEqual([]);
    }
    expect(await keys('burst/')).toEqual([]);
  });

  it('refuses keys that could leave the folder or name hidden files', async () => {
    for (const key of ['../etc/passwd', 'a/../../b', '/abs', '.tmp/x', 'a//b', '', 'a\\b', 'a/.hidden', 'nul\u0000']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.get(key), key).rejects.toBeInstanceOf(InvalidKeyError);
    }
  });
});

describe('issue 22 §2 types by their first bytes (sniff)', () => {
  const bytes = (...parts: (string | number[])[]) =>
    Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
  it('knows JPEG, PNG, WebP, MP4, MOV and WebM, and nothing else', () => {
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe1]))).toBe('image/jpeg');
    expect(sniffImage(bytes([0x89], 'PNG\r\n\x1a\n'))).toBe('image/png');
    expect(sniffImage(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffVideo(bytes([0, 0, 0, 0x20], 'ftypisom'))).toBe('video/mp4');
    expect(sniffVideo(bytes([0, 0, 0, 0x14], 'ftypqt  '))).toBe('video/quicktime');
    expect(sniffVideo(bytes([0, 0, 0, 8], 'wide'))).toBe('video/quicktime');
    expect(sniffVideo(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'))).toBe('video/webm');
    // Matroska that is not WebM, a HEIC photo and an M4A sound in an ftyp box, an AVI (RIFF but not WEBP).
    expect(sniff(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska'))).toBeNull();
    expect(sniff(bytes([0, 0, 0, 0x18], 'ftypheic'))).toBeNull();
    expect(sniff(bytes([0, 0, 0, 0x18], 'ftypM4A '))).toBeNull();
    expect(sniff(bytes('RIFF', [1, 2, 3, 4], 'AVI LIST'))).toBeNull();
    for (const other of ['MZ\x90\x00', '<svg xmlns=', '<!doctype html>', 'GIF89a', '%PDF-1.7', 'PK\x03\x04', '\x7fELF', '']) {
      expect(sniff(bytes(other)), JSON.stringify(other)).toBeNull();
    }
  });
});

describe('issue 22 §2 limits from the environment', () => {
  it('reads byte sizes with units and refuses nonsense and sizes a row cannot hold', () => {
    expect(parseBytes('X', '500MB')).toBe(500 * 1024 * 1024);
    expect(parseBytes('X', '20 GB')).toBe(20 * 1024 ** 3);
    expect(parseBytes('X', '1.5g')).toBe(1.5 * 1024 ** 3);
    expect(parseBytes('X', '4096')).toBe(4096);
    for (const bad of ['', 'lots', '-5', '0', '10 TB']) expect(() => parseBytes('X', bad), bad).toThrow(/X 无效/);
    expect(uploadLimitsFromEnv({})).toEqual(DEFAULT_UPLOAD_LIMITS);
    expect(uploadLimitsFromEnv({ UPLOAD_IMAGE_QUOTA: '1GB', UPLOAD_FILE_QUOTA: '100GB', UPLOAD_FILE_MAX: '500MB' })).toMatchObject({
      imageQuotaBytes: 1024 ** 3,
      fileQuotaBytes: 100 * 1024 ** 3,
      fileMaxBytes: 500 * 1024 * 1024,
    });
    expect(() => uploadLimitsFromEnv({ UPLOAD_FILE_MAX: '3GB' })).toThrow(/UPLOAD_FILE_MAX 无效/);
    expect(formatBytes(500 * 1024 * 1024)).toBe('500 MB');
    expect(formatBytes(2_147_483_647)).toBe('2 GB');
    expect(formatBytes(1536)).toBe('1.5 KB');
  });
});
