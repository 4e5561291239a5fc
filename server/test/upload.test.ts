/**
 * Issue 22 §2, "Uploads that survive venue Wi-Fi" (server/docs/uploads.md): images checked by their
 * bytes and re-encoded; recordings and materials over tus, resumable after a dropped connection and
 * after a restart, byte-identical, owner-scoped, registered only when finished. Every test names the
 * rule it checks. Fixtures are made here, by sharp and by hand (the EXIF block with orientation 6 and
 * a GPS position).
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context';
import type { Database } from '../src/db/schema';
import { DEFAULT_UPLOAD_LIMITS } from '../src/modules/upload/config';
import { UploadFiles } from '../src/modules/upload/services';
import { fileUsage } from '../src/modules/upload/upload';
import { createTestApp, createTestDb, signInDemoAccounts } from './helpers';

let db: Kysely<Database>;
let filesDir: string;
let app: FastifyInstance;
let base: string;
let demo: string;
let demo2: string;
let demoId: number;
let demo2Id: number;

async function start(): Promise<void> {
  app = await createTestApp(db, { media: { filesDir } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  base = `http://127.0.0.1:${address.port}`;
}

beforeAll(async () => {
  db = await createTestDb();
  filesDir = mkdtempSync(path.join(tmpdir(), 'gr-upload-test-'));
  await start();
  ({ demo, demo2, demoId, demo2Id } = await signInDemoAccounts(app, db));
}, 60_000);

afterAll(async () => {
  await app.close();
  await db.destroy();
  rmSync(filesDir, { recursive: true, force: true });
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const uploadsDir = () => path.join(filesDir, 'uploads');

// --- fixtures -----------------------------------------------------------------------------------

const RED = { r: 255, g: 0, b: 0 };
const BLUE = { r: 0, g: 0, b: 255 };
const SECRET = 'GREENROOM-SECRET-GPS';

/** A 40 × 20 picture, red left half, blue right half. */
async function halves(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const blue = await sharp({ create: { width: 20, height: 20, channels: 3, background: BLUE } })
    .png()
    .toBuffer();
  const image = sharp({ create: { width: 40, height: 20, channels: 3, background: RED } }).composite([{ input: blue, left: 20, top: 0 }]);
  return format === 'jpeg' ? image.jpeg({ quality: 95 }).toBuffer() : format === 'png' ? image.png().toBuffer() : image.webp({ lossless: true }).toBuffer();
}

/**
 * An EXIF block (APP1) with IFD0 {ImageDescription SECRET, Orientation 6, GPSInfo} and a GPS IFD
 * {GPSLatitudeRef N, GPSLatitude 30° 15' 0"}, little-endian, written by hand.
 */
function exifApp1(): Buffer {
  const description = Buffer.from(`${SECRET}\0`, 'latin1');
  const tiff = Buffer.alloc(104 + description.length);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    if (type === 3 && count === 1) tiff.writeUInt16LE(value, at + 8);
    else tiff.writeUInt32LE(value, at + 8);
  };
  // IFD0 at 8: 3 entries (ascending tags), next IFD 0; ends at 50.
  tiff.writeUInt16LE(3, 8);
  entry(10, 0x010e, 2, description.length, 104);
  entry(22, 0x0112, 3, 1, 6);
  entry(34, 0x8825, 4, 1, 50);
  tiff.writeUInt32LE(0, 46);
  // GPS IFD at 50: 2 entries, next 0; ends at 80. Latitude rationals at 80.
  tiff.writeUInt16LE(2, 50);
  tiff.writeUInt16LE(0x0001, 52);
  tiff.writeUInt16LE(2, 54);
  tiff.writeUInt32LE(2, 56);
  tiff.write('N\0', 60, 'latin1');
  entry(64, 0x0002, 5, 3, 80);
  tiff.writeUInt32LE(0, 76);
  [30, 1, 15, 1, 0, 1].forEach((value, index) => {
    tiff.writeUInt32LE(value, 80 + index * 4);
  });
  description.copy(tiff, 104);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** The JPEG of `halves` with that EXIF block right after its start marker. */
async function jpegWithExif(): Promise<Buffer> {
  const plain = await halves('jpeg');
  return Buffer.concat([plain.subarray(0, 2), exifApp1(), plain.subarray(2)]);
}

/** Bytes that start like an MP4 (ftyp isom) followed by random data. */
function mp4Bytes(size: number): Buffer {
  const bytes = randomBytes(size);
  Buffer.from([0, 0, 0, 0x20]).copy(bytes, 0);
  Buffer.from('ftypisom\0\0\x02\0isomiso2avc1mp41', 'latin1').copy(bytes, 4);
  return bytes;
}

const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
  Buffer.from('This program cannot be run in DOS mode.'),
  randomBytes(2000),
]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>');
const HTML = Buffer.from('<!doctype html><html><body><script>fetch("/api/user/getUserInfo")</script></body></html>');

// --- requests -----------------------------------------------------------------------------------

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

function multipart(content: Buffer, filename: string, type: string, field = 'file') {
  const boundary = `----greenroom${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function postImage(cookie: string, content: Buffer, filename = 'photo.jpg', type = 'image/jpeg') {
  const { payload, headers } = multipart(content, filename, type);
  const response = await app.inject({ method: 'POST', url: '/api/upload/image', headers: { ...headers, cookie }, payload });
  return {
    status: response.statusCode,
    body: response.json() as Envelope<{ id: number; url: string; thumbUrl: string; width: number; height: number; size: number; mimeType: string }>,
  };
}

const b64 = (value: string) => Buffer.from(value).toString('base64');

async function tus(method: string, url: string, cookie: string, headers: Record<string, string> = {}, body?: Uint8Array) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'tus-resumable': '1.0.0', cookie, ...headers },
    body: body as BodyInit | undefined,
  });
  const text = method === 'HEAD' ? '' : await response.text();
  let json: Envelope | null = null;
  if (text && String(response.headers.get('content-type')).includes('json')) json = JSON.parse(text) as Envelope;
  return { status: response.status, headers: response.headers, text, json };
}

async function createUpload(cookie: string, size: number, metadata: Record<string, string>) {
  const header = Object.entries(metadata)
    .map(([key, value]) => `${key} ${b64(value)}`)
    .join(',');
  return tus('POST', '/api/upload/tus', cookie, { 'upload-length': String(size), 'upload-metadata': header });
}

async function patch(cookie: string, location: string, offset: number, bytes: Uint8Array) {
  return tus('PATCH', location, cookie, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, bytes);
}

/** A PATCH whose connection drops after `sent` of `bytes` (the socket is destroyed mid-body). */
function droppedPatch(cookie: string, location: string, offset: number, bytes: Buffer, sent: number): Promise<void> {
  return new Promise((resolve) => {
    const url = new URL(`${base}${location}`);
    const req = httpRequest({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'PATCH',
      headers: {
        cookie,
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bytes.length),
      },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(bytes.subarray(0, sent), () => {
      setTimeout(() => req.destroy(), 100);
    });
  });
}

async function offsetOf(cookie: string, location: string): Promise<number> {
  const head = await tus('HEAD', location, cookie);
  expect(head.status).toBe(200);
  return Number(head.headers.get('upload-offset'));
}

async function register(cookie: string, url: string, upload: string, title: string) {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'content-type': 'application/json' },
    payload: JSON.stringify({ upload, title }),
  });
  return response.json() as Envelope<Record<string, unknown>>;
}

const idOf = (location: string | null) => String(location).split('/').pop() as string;

// --- images -------------------------------------------------------------------------------------

describe('POST /api/upload/image (issue 22 §2 images)', () => {
  it('issue 22 §2 re-encoding: a JPEG with EXIF orientation 6 and GPS comes back upright, without EXIF, GPS or any metadata', async () => {
    const input = await jpegWithExif();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(input.includes(Buffer.from(SECRET))).toBe(true);

    const { body } = await postImage(demo, input, 'IMG_0001.JPG');
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toMatchObject({ width: 20, height: 40, mimeType: 'image/jpeg' });
    expect(body.data.url).toMatch(/^http:\/\/localhost:8080\/api\/upload\/file\/[0-9a-f]{32}\.jpg$/);
    expect(body.data.thumbUrl).toMatch(/^http:\/\/localhost:8080\/api\/upload\/file\/[0-9a-f]{32}\.thumb\.jpg$/);

    const served = await app.inject({ method: 'GET', url: new URL(body.data.url).pathname });
    expect(served.statusCode).toBe(200);
    const bytes = served.rawPayload;
    expect(bytes.length).toBe(body.data.size);
    const meta = await sharp(bytes).metadata();
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
    expect(bytes.includes(Buffer.from(SECRET))).toBe(false);
    // Turned a quarter clockwise: the red left half is now the top, the blue right half the bottom.
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(info.width).toBe(20);
    expect(pixel(10, 5)[0]).toBeGreaterThan(200);
    expect(pixel(10, 5)[2]).toBeLessThan(60);
    expect(pixel(10, 35)[2]).toBeGreaterThan(200);
    expect(pixel(10, 35)[0]).toBeLessThan(60);

    const row = await db.selectFrom('uploaded_images').selectAll().where('id', '=', body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ owner_id: demoId, mime_type: 'image/jpeg', width: 20, height: 40, size: body.data.size });
  });

  it('issue 22 §2 serving: the image and its thumbnail are served with their type, nosniff, inline and a long cache, without a session', async () => {
    const { body } = await postImage(demo, await halves('png'), 'cover.png', 'image/png');
    expect(body.code, body.msg).toBe(0);
    for (const url of [body.data.url, body.data.thumbUrl]) {
      const served = await app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toBe('inline');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const again = await app.inject({ method: 'GET', url: new URL(url).pathname, headers: { 'if-none-match': String(served.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
    const missing = await app.inject({ method: 'GET', url: `/api/upload/file/${'0'.repeat(32)}.png` });
    expect(missing.json()).toMatchObject({ code: 404 });
    const traversal = await app.inject({ method: 'GET', url: '/api/upload/file/..%2F..%2Fetc%2Fpasswd' });
    expect(traversal.json().code).toBe(400);
  });

  it('issue 22 §2 thumbnails: at most 400 px wide, never enlarged; WebP stays WebP', async () => {
    const wide = await sharp({ create: { width: 1600, height: 900, channels: 3, background: BLUE } })
      .webp()
      .toBuffer();
    const { body } = await postImage(demo, wide, 'wide.webp', 'image/webp');
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toMatchObject({ width: 1600, height: 900, mimeType: 'image/webp' });
    const thumb = await app.inject({ method: 'GET', url: new URL(body.data.thumbUrl).pathname });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400, height: 225 });
  });

  it("issue 25 list covers: each activity list's coverThumbUrl is its uploaded cover's thumbnail (≤ 400 px), a demo cover is its own; an image kept without a thumbnail answers at that address with itself", async () => {
    const big = await sharp({ create: { width: 1600, height: 900, channels: 3, background: RED } })
      .jpeg()
      .toBuffer();
    const { body } = await postImage(demo, big, 'stage.jpg');
    expect(body.code, body.msg).toBe(0);
    const lists = [
      { table: 'twzb_activities', list: '/api/activity/twzb/list' },
      { table: 'photo_activities', list: '/api/activity/photo/list' },
      { table: 'event_activities', list: '/api/activity/event/list' },
    ] as const;
    for (const { table, list } of lists) {
      const [uploaded, demoCover] = await db.selectFrom(table).select(['id', 'title']).where('owner_id', '=', demoId).orderBy('id').limit(2).execute();
      await db.updateTable(table).set({ cover_url: body.data.url }).where('id', '=', uploaded.id).execute();
      await db.updateTable(table).set({ cover_url: '/demo-assets/cover/7.svg' }).where('id', '=', demoCover.id).execute();
      const rowOf = async (title: string) => {
        const answer = await app.inject({ method: 'GET', url: `${list}?keyword=${encodeURIComponent(title)}&pageSize=50`, headers: { cookie: demo } });
        const rows = (answer.json() as Envelope<{ list: { title: string; coverUrl: string; coverThumbUrl: string }[] }>).data.list;
        return rows.find((row) => row.title === title);
      };
      expect(await rowOf(uploaded.title), list).toMatchObject({ coverUrl: body.data.url, coverThumbUrl: body.data.thumbUrl });
      expect(await rowOf(demoCover.title), list).toMatchObject({ coverUrl: '/demo-assets/cover/7.svg', coverThumbUrl: '/demo-assets/cover/7.svg' });
    }
    const thumb = await app.inject({ method: 'GET', url: new URL(body.data.thumbUrl).pathname });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 225 });
    // An image whose thumb_key is its own key (kept without a thumbnail): the derived address answers with the image.
    const key = new URL(body.data.url).pathname.split('/').pop() as string;
    await db.updateTable('uploaded_images').set({ thumb_key: key }).where('storage_key', '=', key).execute();
    const itself = await app.inject({ method: 'GET', url: new URL(body.data.thumbUrl).pathname });
    expect(itself.statusCode).toBe(200);
    expect(await sharp(itself.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1600 });
    const noImage = await app.inject({ method: 'GET', url: `/api/upload/file/${'0'.repeat(32)}.thumb.jpg` });
    expect(noImage.json()).toMatchObject({ code: 404 });
  });

  it('issue 22 §2 types by their bytes: an executable, an SVG and an HTML page renamed as images are refused, and nothing is stored', async () => {
    const before = await db
      .selectFrom('uploaded_images')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [content, name, type] of [
      [EXE, 'photo.jpg', 'image/jpeg'],
      [EXE, 'setup.exe', 'application/x-msdownload'],
      [SVG, 'cover.png', 'image/png'],
      [SVG, 'cover.svg', 'image/svg+xml'],
      [HTML, 'cover.webp', 'image/webp'],
      [Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'anim.gif', 'image/gif'],
    ] as const) {
      const { status, body } = await postImage(demo, content, name, type);
      expect(status, name).toBe(200);
      expect(body, name).toMatchObject({ code: 415, msg: '仅支持 JPG、PNG、WebP 图片' });
    }
    const after = await db
      .selectFrom('uploaded_images')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // A file that starts like a JPEG but is not one cannot be decoded.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(3000)]);
    expect((await postImage(demo, fake)).body).toMatchObject({ code: 400, msg: '图片已损坏或无法识别，请换一张图片' });
  });

  it('issue 22 §2 limits: empty, over 10 MB, over 40 megapixels and under 16×16 are refused with their own message', async () => {
    expect((await postImage(demo, Buffer.alloc(0))).body).toMatchObject({ code: 400, msg: '文件为空' });
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(10 * 1024 * 1024)]);
    expect((await postImage(demo, huge)).body).toMatchObject({ code: 413, msg: '图片不能超过 10 MB' });
    const big = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: RED } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const refused = await postImage(demo, big, 'big.png', 'image/png');
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toMatch(/^图片尺寸过大/);
    const tiny = await sharp({ create: { width: 15, height: 40, channels: 3, background: RED } })
      .png()
      .toBuffer();
    const small = await postImage(demo, tiny, 'tiny.png', 'image/png');
    expect(small.body.msg).toMatch(/^图片尺寸过小/);
    const wrongField = multipart(await halves('png'), 'a.png', 'image/png', 'image');
    const answer = await app.inject({
      method: 'POST',
      url: '/api/upload/image',
      headers: { ...wrongField.headers, cookie: demo },
      payload: wrongField.payload,
    });
    expect(answer.json()).toMatchObject({ code: 400 });
  }, 30_000);

  it('issue 22 §2 quota: an account whose images fill its 500 MB is refused in Chinese, another account is not', async () => {
    const filler = await db
      .insertInto('uploaded_images')
      .values({
        owner_id: demoId,
        storage_key: `${'f'.repeat(32)}.jpg`,
        thumb_key: `${'f'.repeat(32)}.thumb.jpg`,
        mime_type: 'image/jpeg',
        width: 1,
        height: 1,
        size: 500 * 1024 * 1024,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const { body } = await postImage(demo, await halves('jpeg'));
      expect(body.code).toBe(413);
      expect(body.msg).toMatch(/^存储空间已用完：图片空间共 500 MB/);
      expect((await postImage(demo2, await halves('jpeg'))).body.code).toBe(0);
    } finally {
      await db.deleteFrom('uploaded_images').where('id', '=', filler.id).execute();
    }
  });

  it('issue 22 §2 sessions: uploading needs the session', async () => {
    const { payload, headers } = multipart(await halves('jpeg'), 'a.jpg', 'image/jpeg');
    const response = await app.inject({ method: 'POST', url: '/api/upload/image', headers, payload });
    expect(response.statusCode).toBe(401);
  });
});

// --- resumable uploads --------------------------------------------------------------------------

describe('tus /api/upload/tus (issue 22 §2 recordings and materials)', () => {
  it('issue 22 §2 resumable: create → PATCH → dropped connection → HEAD gives the offset → PATCH the rest → register → byte-identical', async () => {
    const data = mp4Bytes(3 * 1024 * 1024 + 123);
    const created = await createUpload(demo, data.length, { filename: '开幕式.mp4', filetype: 'video/mp4', purpose: 'video-live' });
    expect(created.status, created.text).toBe(201);
    const location = String(created.headers.get('location'));
    expect(location).toMatch(/^\/api\/upload\/tus\/[0-9a-f]{32}$/);
    const upload = idOf(location);

    const first = await patch(demo, location, 0, data.subarray(0, 1024 * 1024));
    expect(first.status, first.text).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(1024 * 1024));
    // A tus answer carries the headers of every answer, and no other site may read it.
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('access-control-allow-origin')).toBeNull();
    // Nothing partial is visible: an unfinished upload cannot be registered.
    expect(await register(demo, '/api/media/live/upload', upload, '开幕式')).toMatchObject({ code: 409, msg: '上传尚未完成，请等待上传完成后再保存' });

    // The venue's Wi-Fi drops the second chunk half-way.
    await droppedPatch(demo, location, 1024 * 1024, data.subarray(1024 * 1024, 2 * 1024 * 1024), 512 * 1024);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const offset = await offsetOf(demo, location);
    expect(offset).toBeGreaterThanOrEqual(1024 * 1024);
    expect(offset).toBeLessThanOrEqual(1024 * 1024 + 512 * 1024);

    const rest = await patch(demo, location, offset, data.subarray(offset));
    expect(rest.status, rest.text).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(data.length));
    expect(sha256(readFileSync(path.join(uploadsDir(), 'tus', upload)))).toBe(sha256(data));

    const registered = await register(demo, '/api/media/live/upload', upload, '开幕式（上传）');
    expect(registered.code, registered.msg).toBe(0);
    expect(registered.data).toMatchObject({ title: '开幕式（上传）', source: 'upload', size: data.length, mimeType: 'video/mp4', download: null });
    // A repeated call (its answer lost) answers the same recording.
    const again = await register(demo, '/api/media/live/upload', upload, '开幕式（上传）');
    expect(again.data?.id).toBe(registered.data.id);
    const list = await app.inject({ method: 'GET', url: '/api/media/live/list?pageSize=5', headers: { cookie: demo } });
    expect(list.json().data.list[0]).toMatchObject({ id: registered.data.id, source: 'upload', title: '开幕式（上传）' });
    // Made for the live library, it is not an event recording.
    expect((await register(demo, '/api/media/event/upload', upload, 'x')).code).toBe(409);
    const row = await db.selectFrom('uploaded_files').selectAll().where('id', '=', upload).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ owner_id: demoId, status: 'done', purpose: 'video-live', file_name: '开幕式.mp4' });
    expect(row.registered_at).not.toBeNull();
  }, 30_000);

  it('issue 22 §2 restart: an upload resumes from the offset on disk after the server restarts (new app, same FILES_DIR and database)', async () => {
    const data = mp4Bytes(2 * 1024 * 1024);
    const created = await createUpload(demo, data.length, { filename: 'rehearsal.mov', filetype: 'video/mp4', purpose: 'video-event' });
    const location = String(created.headers.get('location'));
    expect((await patch(demo, location, 0, data.subarray(0, 700_000))).status).toBe(204);

    await app.close();
    await start();

    expect(await offsetOf(demo, location)).toBe(700_000);
    const rest = await patch(demo, location, 700_000, data.subarray(700_000));
    expect(rest.status, rest.text).toBe(204);
    const registered = await register(demo, '/api/media/event/upload', idOf(location), '彩排录像');
    expect(registered.code, registered.msg).toBe(0);
    expect(registered.data).toMatchObject({ source: 'upload', size: data.length });
    expect(sha256(readFileSync(path.join(uploadsDir(), 'tus', idOf(location))))).toBe(sha256(data));
  }, 30_000);

  it('issue 22 §2 owner scope: another account can neither read the offset of, write to, cancel nor register an upload id', async () => {
    const data = mp4Bytes(100_000);
    const created = await createUpload(demo, data.length, { filename: 'a.mp4', filetype: 'video/mp4', purpose: 'video-live' });
    const location = String(created.headers.get('location'));
    expect((await patch(demo, location, 0, data.subarray(0, 50_000))).status).toBe(204);

    const head = await tus('HEAD', location, demo2);
    expect(head.status).toBe(404);
    expect(head.headers.get('upload-offset')).toBeNull();
    const write = await patch(demo2, location, 50_000, data.subarray(50_000));
    expect(write.status).toBe(404);
    expect(write.json).toMatchObject({ code: 404, msg: '数据不存在或无权访问' });
    expect((await tus('DELETE', location, demo2)).status).toBe(404);
    expect(await offsetOf(demo, location)).toBe(50_000);

    expect((await patch(demo, location, 50_000, data.subarray(50_000))).status).toBe(204);
    expect(await register(demo2, '/api/media/live/upload', idOf(location), '别人的')).toMatchObject({ code: 404, msg: '数据不存在或无权访问' });
    expect(await register(demo2, '/api/material/twzb/upload', idOf(location), '别人的')).toMatchObject({ code: 404 });
    expect(await db.selectFrom('media_videos').select('id').where('upload_id', '=', idOf(location)).execute()).toEqual([]);

    // Nor can an upload be aimed at another account's activity.
    const theirs = await db.selectFrom('video_activities').select('id').where('owner_id', '=', demo2Id).executeTakeFirst();
    if (theirs) {
      const aimed = await createUpload(demo, 10, { filename: 'a.mp4', filetype: 'video/mp4', purpose: 'video-live', activityId: String(theirs.id) });
      expect(aimed.status).toBe(404);
    }
    // Without a session nothing is answered.
    const anonymous = await fetch(`${base}${location}`, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } });
    expect(anonymous.status).toBe(401);
  }, 30_000);

  it('issue 22 §2 types by their bytes: a renamed executable is refused on completion and deleted; a declared type outside the purpose is refused at creation', async () => {
    const exe = Buffer.concat([EXE, randomBytes(50_000)]);
    const created = await createUpload(demo, exe.length, { filename: 'final.mp4', filetype: 'video/mp4', purpose: 'video-live' });
    const location = String(created.headers.get('location'));
    const done = await patch(demo, location, 0, exe);
    expect(done.status).toBe(415);
    expect(done.json?.code).toBe(415);
    expect(done.json?.msg).toMatch(/^文件内容不是 MP4、WebM、MOV 视频，已删除/);
    expect(existsSync(path.join(uploadsDir(), 'tus', idOf(location)))).toBe(false);
    expect(await register(demo, '/api/media/live/upload', idOf(location), 'x')).toMatchObject({ code: 409, msg: '该上传已失效，请重新上传' });
    expect((await tus('HEAD', location, demo)).status).toBe(410);

    const declared = await createUpload(demo, 1000, { filename: 'setup.exe', filetype: 'application/x-msdownload', purpose: 'video-live' });
    expect(declared.status).toBe(415);
    expect(declared.json).toMatchObject({ code: 415, msg: '不支持的文件类型：仅支持 MP4、WebM、MOV 视频' });
    // A type the browser did not know is decided by the bytes: these are WebM, and WebM it is.
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]), Buffer.from('webm'), randomBytes(5000)]);
    const unknown = await createUpload(demo, webm.length, { filename: 'clip', filetype: 'application/octet-stream', purpose: 'video-event' });
    expect(unknown.status, unknown.text).toBe(201);
    expect((await patch(demo, String(unknown.headers.get('location')), 0, webm)).status).toBe(204);
    const row = await db
      .selectFrom('uploaded_files')
      .select(['status', 'mime_type'])
      .where('id', '=', idOf(unknown.headers.get('location')))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'done', mime_type: 'video/webm' });
    const svg = await createUpload(demo, 1000, { filename: 'a.svg', filetype: 'image/svg+xml', purpose: 'material-twzb' });
    expect(svg.json?.msg).toBe('不支持的文件类型：仅支持 JPG、PNG、WebP 图片或 MP4、WebM、MOV 视频');
  }, 30_000);

  it('issue 22 §2 limits: empty, over the maximum size, no length, bad purpose, no Tus-Resumable; and the 20 GB quota, refused in Chinese with 4xx', async () => {
    expect((await createUpload(demo, 0, { filename: 'a.mp4', filetype: 'video/mp4', purpose: 'video-live' })).json).toMatchObject({
      code: 400,
      msg: '文件为空',
    });
    const tooBig = await createUpload(demo, 2_147_483_648, { filename: 'a.mp4', filetype: 'video/mp4', purpose: 'video-live' });
    expect(tooBig.status).toBe(413);
    expect(tooBig.json?.msg).toBe('文件不能超过 2 GB');
    const deferred = await tus('POST', '/api/upload/tus', demo, { 'upload-defer-length': '1', 'upload-metadata': `purpose ${b64('video-live')}` });
    expect(deferred.status).toBe(400);
    const purpose = await createUpload(demo, 10, { filename: 'a.mp4', filetype: 'video/mp4', purpose: 'photos' });
    expect(purpose.status).toBe(400);
    expect(purpose.json?.msg).toMatch(/^参数错误：purpose/);
    const noProtocol = await fetch(`${base}/api/upload/tus`, { method: 'POST', headers: { cookie: demo, 'upload-length': '10' } });
    expect(noProtocol.status).toBe(400);

    const filler = `${'e'.repeat(31)}1`;
    await db
      .insertInto('uploaded_files')
      .values({
        id: filler,
        owner_id: demoId,
        purpose: 'video-live',
        file_name: 'x.mp4',
        mime_type: 'video/mp4',
        size: 20 * 1024 ** 3 - 1000,
        storage_key: `tus/${filler}`,
        status: 'done',
      })
      .execute();
    try {
      const full = await createUpload(demo, 5000, { filename: 'a.mp4', filetype: 'video/mp4', purpose: 'video-live' });
      expect(full.status).toBe(413);
      expect(full.json?.msg).toMatch(/^存储空间已用完：文件空间共 20 GB/);
      expect((await createUpload(demo2, 5000, { filename: 'a.mp4', filetype: 'video/mp4', purpose: 'video-live' })).status).toBe(201);
    } finally {
      await db.deleteFrom('uploaded_files').where('id', '=', filler).execute();
    }
  });

  it('issue 22 §2 cancel: DELETE removes an unfinished upload and its bytes; a finished one cannot be deleted', async () => {
    const data = mp4Bytes(60_000);
    const created = await createUpload(demo, data.length, { filename: 'a.webm', filetype: 'video/mp4', purpose: 'video-live' });
    const location = String(created.headers.get('location'));
    await patch(demo, location, 0, data.subarray(0, 10_000));
    expect((await tus('DELETE', location, demo)).status).toBe(204);
    expect(existsSync(path.join(uploadsDir(), 'tus', idOf(location)))).toBe(false);
    expect(await db.selectFrom('uploaded_files').select('id').where('id', '=', idOf(location)).execute()).toEqual([]);

    const other = await createUpload(demo, data.length, { filename: 'a.mp4', filetype: 'video/mp4', purpose: 'video-live' });
    const otherLocation = String(other.headers.get('location'));
    expect((await patch(demo, otherLocation, 0, data)).status).toBe(204);
    expect((await tus('DELETE', otherLocation, demo)).json).toMatchObject({ code: 409, msg: '已完成的上传不能删除' });
  });

  it('issue 22 §2 materials: an image material is re-encoded (upright, no EXIF/GPS) when registered; a video material keeps its bytes', async () => {
    const jpeg = await jpegWithExif();
    const activity = await db.selectFrom('twzb_activities').select(['id', 'title']).where('owner_id', '=', demoId).executeTakeFirstOrThrow();
    const created = await createUpload(demo, jpeg.length, {
      filename: '现场.jpg',
      filetype: 'image/jpeg',
      purpose: 'material-twzb',
      activityId: String(activity.id),
    });
    expect(created.status, created.text).toBe(201);
    const location = String(created.headers.get('location'));
    expect((await patch(demo, location, 0, jpeg)).status).toBe(204);
    const registered = await register(demo, '/api/material/twzb/upload', idOf(location), '现场照片');
    expect(registered.code, registered.msg).toBe(0);
    expect(registered.data).toMatchObject({ type: 'image', width: 20, height: 40, duration: null, activityId: activity.id, activityTitle: activity.title });
    const row = await db.selectFrom('uploaded_files').select(['storage_key', 'size']).where('id', '=', idOf(location)).executeTakeFirstOrThrow();
    expect(row.storage_key).toBe(`materials/${idOf(location)}.jpg`);
    const stored = readFileSync(path.join(uploadsDir(), row.storage_key));
    expect(stored.includes(Buffer.from(SECRET))).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(existsSync(path.join(uploadsDir(), 'tus', idOf(location)))).toBe(false);
    expect(Number(row.size)).toBe(stored.length);
    // It previews as itself (its own type, the stored bytes), never as a drawn SVG; its thumbnail likewise.
    const signedPath = (url: string) => {
      const at = new URL(url);
      return `${at.pathname}${at.search}`;
    };
    const preview = await app.inject({ method: 'GET', url: `/api/material/twzb/preview/${registered.data.id}`, headers: { cookie: demo } });
    expect(preview.json().data).toMatchObject({ type: 'image', mimeType: 'image/jpeg', width: 20, height: 40, posterUrl: null });
    const full = await app.inject({ method: 'GET', url: signedPath(preview.json().data.url), headers: { cookie: demo } });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(sha256(full.rawPayload)).toBe(sha256(stored));
    expect(registered.data.thumbUrl).toMatch(new RegExp(`/api/material/file/${registered.data.id}\\.thumb\\?`));
    const thumb = await app.inject({ method: 'GET', url: signedPath(String(registered.data.thumbUrl)), headers: { cookie: demo } });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(thumb.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(existsSync(path.join(uploadsDir(), `materials/${idOf(location)}.thumb.jpg`))).toBe(true);

    const video = mp4Bytes(40_000);
    const videoUpload = await createUpload(demo, video.length, { filename: 'clip.mp4', filetype: 'video/mp4', purpose: 'material-event' });
    const videoLocation = String(videoUpload.headers.get('location'));
    expect((await patch(demo, videoLocation, 0, video)).status).toBe(204);
    const material = await register(demo, '/api/material/event/upload', idOf(videoLocation), '花絮');
    expect(material.data).toMatchObject({ type: 'video', size: video.length, activityId: null });
    const list = await app.inject({ method: 'GET', url: '/api/material/event/list?type=video&pageSize=3', headers: { cookie: demo } });
    expect(list.json().data.list[0]).toMatchObject({ id: material.data.id, title: '花絮' });
    const videoPreview = await app.inject({ method: 'GET', url: `/api/material/event/preview/${material.data.id}`, headers: { cookie: demo } });
    expect(videoPreview.json().data).toMatchObject({ type: 'video', mimeType: 'video/mp4' });

    // A real recording is listed with its length and picture size, read from its headers (8 s, 320 × 180).
    const webm = readFileSync(path.join(__dirname, '../fixtures/test-pattern-1.webm'));
    const webmUpload = await createUpload(demo, webm.length, { filename: '开场.webm', filetype: 'video/webm', purpose: 'material-twzb' });
    const webmLocation = String(webmUpload.headers.get('location'));
    expect((await patch(demo, webmLocation, 0, webm)).status).toBe(204);
    const probed = await register(demo, '/api/material/twzb/upload', idOf(webmLocation), '开场');
    expect(probed.data).toMatchObject({ type: 'video', duration: 8, width: 320, height: 180 });
    const recordingUpload = await createUpload(demo, webm.length, { filename: '开场.webm', filetype: 'video/webm', purpose: 'video-live' });
    const recordingLocation = String(recordingUpload.headers.get('location'));
    expect((await patch(demo, recordingLocation, 0, webm)).status).toBe(204);
    const recording = await register(demo, '/api/media/live/upload', idOf(recordingLocation), '开场录像');
    expect(recording.data).toMatchObject({ duration: 8, width: 320, height: 180, mimeType: 'video/webm' });
  }, 30_000);

  it('issue 22 §2 sweep and quota: deleting a recording frees its quota at once and its bytes at the sweep; unfinished uploads expire after 7 days', async () => {
    // A registered upload whose recording is then deleted.
    const data = mp4Bytes(30_000);
    const created = await createUpload(demo, data.length, { filename: 'gone.mp4', filetype: 'video/mp4', purpose: 'video-live' });
    const location = String(created.headers.get('location'));
    expect((await patch(demo, location, 0, data)).status).toBe(204);
    const recording = await register(demo, '/api/media/live/upload', idOf(location), '将被删除');
    const before = await fileUsage(db, demoId);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/media/live/delete',
      headers: { cookie: demo, 'content-type': 'application/json' },
      payload: JSON.stringify({ ids: [recording.data.id] }),
    });
    expect(deleted.json().code).toBe(0);
    expect(await fileUsage(db, demoId)).toBe(before - data.length);

    // An unfinished upload, and the sweep run 8 days later.
    const stale = await createUpload(demo, 50_000, { filename: 'stale.mp4', filetype: 'video/mp4', purpose: 'video-live' });
    const staleLocation = String(stale.headers.get('location'));
    await patch(demo, staleLocation, 0, mp4Bytes(10_000));
    const later = { db, now: () => new Date(Date.now() + 8 * 24 * 3600_000) } as unknown as AppContext;
    await new UploadFiles(later, uploadsDir(), DEFAULT_UPLOAD_LIMITS).sweep();
    for (const id of [idOf(location), idOf(staleLocation)]) {
      expect(await db.selectFrom('uploaded_files').select('id').where('id', '=', id).execute(), id).toEqual([]);
      expect(existsSync(path.join(uploadsDir(), 'tus', id)), id).toBe(false);
      expect(existsSync(path.join(uploadsDir(), 'tus', `${id}.json`)), id).toBe(false);
    }
    // A registered upload whose recording exists stays.
    const kept = await db.selectFrom('uploaded_files as f').innerJoin('media_videos as m', 'm.upload_id', 'f.id').select('f.id').executeTakeFirst();
    expect(kept).toBeDefined();
    expect(existsSync(path.join(uploadsDir(), 'tus', String(kept?.id)))).toBe(true);
  });
});
