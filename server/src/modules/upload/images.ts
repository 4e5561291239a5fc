/**
 * POST /api/upload/image (issue 22 §2): an image is taken by what its bytes are, decoded and
 * encoded again, so that what is stored and served is only pixels:
 *
 *   1. the multipart file streams to a scratch file (never into memory), at most 10 MB
 *      (`图片不能超过 10 MB`); nothing at all is `文件为空`;
 *   2. its first bytes must be JPEG, PNG or WebP (`仅支持 JPG、PNG、WebP 图片`): the name and the
 *      declared type are ignored, so an .exe, .svg or .html renamed .jpg is refused, and SVG is
 *      never stored nor served as a user image; the decoder must agree with the bytes;
 *   3. its header must say 16×16 … 40 megapixels (`图片尺寸过大` / `图片尺寸过小`) before any pixel
 *      is decoded (a decompression bomb is refused by its header);
 *   4. sharp (libvips) decodes it, turns it upright by its EXIF orientation and encodes it again in
 *      its own format: every metadata block — EXIF with GPS, XMP, IPTC, comments, ICC (pixels are
 *      converted to sRGB) — stays behind; a thumbnail (at most 400 px wide, 800 px high) likewise;
 *   5. both go to the storage under random keys, `<32 hex>.<ext>` and `<32 hex>.thumb.<ext>`.
 *
 * At most IMAGE_JOBS images are decoded at once per process (a 40-megapixel image decodes to
 * 160 MB of pixels); the others wait their turn.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { UPLOAD_IMAGE_MAX_PIXELS, UPLOAD_IMAGE_MIN_SIDE, UPLOAD_THUMB_WIDTH } from '@greenroom/contracts';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { ApiError, badRequest } from '../../lib/envelope';
import { type LocalDiskStorage, type StoredObject, writeNewFile } from '../../lib/storage';
import { SNIFF_BYTES, type SniffedImage, sniffImage } from './sniff';

export const IMAGE_MESSAGES = {
  type: '仅支持 JPG、PNG、WebP 图片',
  tooLarge: '图片不能超过 10 MB',
  empty: '文件为空',
  tooManyPixels: `图片尺寸过大（最多 ${UPLOAD_IMAGE_MAX_PIXELS / 10_000} 万像素）`,
  tooSmall: `图片尺寸过小（至少 ${UPLOAD_IMAGE_MIN_SIDE}×${UPLOAD_IMAGE_MIN_SIDE} 像素）`,
  unreadable: '图片已损坏或无法识别，请换一张图片',
  noFile: '请选择要上传的图片（表单字段 file）',
} as const;

/** A storage fault: HTTP 503, like the download files' (server/docs/security.md, "Inputs and faults"). */
export const storageUnavailable = (cause: unknown) => new ApiError(503, '文件存储暂时不可用，请稍后重试', 503, { cause });

/** Images decoded at once per process. */
export const IMAGE_JOBS = 2;

const FORMATS: Record<SniffedImage, { ext: 'jpg' | 'png' | 'webp'; decoder: string }> = {
  'image/jpeg': { ext: 'jpg', decoder: 'jpeg' },
  'image/png': { ext: 'png', decoder: 'png' },
  'image/webp': { ext: 'webp', decoder: 'webp' },
};

// The process decodes only uploads with sharp: no operation cache to keep decoded images alive.
sharp.cache(false);

/** One image job at a time per slot (IMAGE_JOBS slots). */
class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];
  constructor(count: number) {
    this.free = count;
  }
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}

const slots = new Slots(IMAGE_JOBS);

export interface ReceivedFile {
  /** The scratch file holding the bytes. */
  file: string;
  size: number;
  /** The first SNIFF_BYTES bytes (fewer for a shorter file). */
  head: Buffer;
  truncated: boolean;
}

/**
 * Streams `source` (the multipart file) into a scratch file under `scratchDir`, counting its bytes
 * and keeping its head. `truncated()` tells, after the stream ended, whether the multipart limit cut it.
 */
export async function receive(source: Readable, scratchDir: string, truncated: () => boolean): Promise<ReceivedFile> {
  await mkdir(scratchDir, { recursive: true });
  const file = path.join(scratchDir, `${randomBytes(12).toString('hex')}.in`);
  let size = 0;
  const headParts: Buffer[] = [];
  let headBytes = 0;
  // Counts the bytes and keeps the first SNIFF_BYTES on their way to the scratch file.
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (headBytes < SNIFF_BYTES) {
        const part = chunk.subarray(0, SNIFF_BYTES - headBytes);
        headParts.push(part);
        headBytes += part.length;
      }
      done(null, chunk);
    },
  });
  try {
    await writeNewFile(file, source, tap);
  } catch (error) {
    // @fastify/multipart ends the file stream with this error when it passes the size limit.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return { file: '', size, head: Buffer.concat(headParts), truncated: true };
    throw error;
  }
  return { file, size, head: Buffer.concat(headParts), truncated: truncated() };
}

export interface ProcessedImage {
  mimeType: SniffedImage;
  width: number;
  height: number;
  original: StoredObject;
  /** Null when none was asked for. */
  thumb: StoredObject | null;
}

export interface ProcessOptions {
  /** The key without its extension; default 32 random hex digits. */
  key?: string;
  /** Make the thumbnail `<key>.thumb.<ext>` too (default true). */
  thumb?: boolean;
}

/** The thumbnail's key beside an encoded image's (`materials/x.jpg` → `materials/x.thumb.jpg`). */
export function thumbKeyOf(key: string): string {
  const dot = key.lastIndexOf('.');
  return `${key.slice(0, dot)}.thumb${key.slice(dot)}`;
}

/** The image's key of a thumbnail's key (`x.thumb.jpg` → `x.jpg`), or null for a key that is no thumbnail's. */
export function originalKeyOf(key: string): string | null {
  const match = /^(.+)\.thumb(\.[a-z]+)$/.exec(key);
  return match ? `${match[1]}${match[2]}` : null;
}

/** Where GET /api/upload/file/{key} answers with an uploaded image, or its thumbnail, by its key. */
export const UPLOAD_FILE_PATH = '/api/upload/file/';

/**
 * The thumbnail's address of an uploaded image's address (`…/api/upload/file/<key>`, with the
 * server's public URL or without): `…/api/upload/file/<key>.thumb.<ext>`, at most
 * `UPLOAD_THUMB_WIDTH` px wide. Any other address (a default or demo cover, drawn small already) is
 * its own thumbnail. A list's cover cells show these, never an original of up to 40 megapixels.
 */
export function thumbUrlOf(url: string): string {
  const at = url.indexOf(UPLOAD_FILE_PATH);
  if (at < 0) return url;
  const key = url.slice(at + UPLOAD_FILE_PATH.length);
  if (!/^[\w-]+\.[a-z]+$/.test(key)) return url;
  return `${url.slice(0, at)}${UPLOAD_FILE_PATH}${thumbKeyOf(key)}`;
}

/** Checks the received file (steps 2–3 above), then encodes the image and its thumbnail into `storage` (4–5). */
export async function processImage(received: ReceivedFile, storage: LocalDiskStorage, choice: ProcessOptions = {}): Promise<ProcessedImage> {
  if (received.truncated) throw new ApiError(413, IMAGE_MESSAGES.tooLarge);
  if (received.size === 0) throw badRequest(IMAGE_MESSAGES.empty);
  const mimeType = sniffImage(received.head);
  if (!mimeType) throw new ApiError(415, IMAGE_MESSAGES.type);
  const { ext, decoder } = FORMATS[mimeType];

  const options = { autoOrient: true, limitInputPixels: UPLOAD_IMAGE_MAX_PIXELS, failOn: 'error' } as const;
  let header: Metadata;
  try {
    // The header only: no pixel is decoded yet.
    header = await sharp(received.file, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(IMAGE_MESSAGES.unreadable);
  }
  if (header.format !== decoder) throw new ApiError(415, IMAGE_MESSAGES.type);
  if (header.width * header.height > UPLOAD_IMAGE_MAX_PIXELS) throw badRequest(IMAGE_MESSAGES.tooManyPixels);
  if (Math.min(header.width, header.height) < UPLOAD_IMAGE_MIN_SIDE) throw badRequest(IMAGE_MESSAGES.tooSmall);

  const name = choice.key ?? randomBytes(16).toString('hex');
  const keys = { original: `${name}.${ext}`, thumb: thumbKeyOf(`${name}.${ext}`) };
  const encode = (image: Sharp) =>
    mimeType === 'image/jpeg'
      ? image.jpeg({ quality: 88, chromaSubsampling: '4:4:4' })
      : mimeType === 'image/png'
        ? image.png({ compressionLevel: 7 })
        : image.webp({ quality: 88 });

  return slots.run(async () => {
    try {
      let size = { width: 0, height: 0 };
      const full = encode(sharp(received.file, options)).on('info', (info: OutputInfo) => {
        size = { width: info.width, height: info.height };
      });
      const original = await storage.put(keys.original, full);
      const thumb =
        choice.thumb === false
          ? null
          : await storage.put(
              keys.thumb,
              encode(
                sharp(received.file, options).resize({ width: UPLOAD_THUMB_WIDTH, height: UPLOAD_THUMB_WIDTH * 2, fit: 'inside', withoutEnlargement: true }),
              ),
            );
      return { mimeType, width: size.width, height: size.height, original, thumb };
    } catch (error) {
      await Promise.all([storage.delete(keys.original).catch(() => false), storage.delete(keys.thumb).catch(() => false)]);
      if (error instanceof ApiError) throw error;
      // A storage fault (ENOSPC, EIO, EACCES…) is the operator's, not the image's.
      if (/^E[A-Z]+$/.test(String((error as NodeJS.ErrnoException).code ?? ''))) throw storageUnavailable(error);
      throw badRequest(IMAGE_MESSAGES.unreadable);
    }
  });
}

/** The first bytes of a stored object or file (for the checks of a finished resumable upload). */
export async function readHead(file: string, bytes = SNIFF_BYTES): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
