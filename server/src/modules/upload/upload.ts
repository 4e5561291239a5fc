/**
 * Base /api/upload (issue 22 §2, "Uploads that survive venue Wi-Fi"); server/docs/uploads.md.
 *
 *   POST   /image            multipart, one field `file`: an image checked by its bytes, re-encoded
 *                            without metadata, with a thumbnail (images.ts) → `uploadedImage`
 *   GET    /file/{key}       that image or its thumbnail: public (the keys are random), immutable
 *   POST   /tus              tus creation (Upload-Length, Upload-Metadata: filename, filetype, purpose,
 *                            activityId?) of a recording or material; checked before tus sees it
 *   HEAD   /tus/{upload}     tus: the offset stored so far (resume from it, after a restart too)
 *   PATCH  /tus/{upload}     tus: bytes at Upload-Offset, streamed to disk
 *   DELETE /tus/{upload}     tus termination of an unfinished upload
 *
 * Every call needs the session (the /api guard of app.ts); a tus call about another owner's upload
 * is 404 before tus runs, so HEAD, PATCH and DELETE never reach someone else's bytes. Refusals of
 * the tus calls are the envelope with an HTTP status equal to its code (4xx): a tus client gives up
 * on them instead of retrying, and reads the Chinese `msg`. The register calls (a finished upload
 * becomes a recording or a material) are in media/media.ts and media/material.ts.
 */
import { randomBytes } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_TYPES_BY_PURPOSE, type UploadedImage, uploadTusAnswer, uploadTusMetadata, uploadTusParams } from '@greenroom/contracts';
import { Metadata, Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { ApiError, badRequest, failure, MESSAGES, notFound } from '../../lib/envelope';
import { type RouteMethod, route } from '../../lib/route';
import { currentUserId } from '../../lib/session';
import { parseInput } from '../../lib/validate';
import type { MediaServices } from '../media/mediaFiles';
import { formatBytes } from './config';
import { IMAGE_MESSAGES, originalKeyOf, processImage, receive, storageUnavailable, UPLOAD_FILE_PATH } from './images';
import { acceptedTypes, SWEEP_INTERVAL_MS, uploadFiles } from './services';
import { lockQuota, tusKey, type UploadPurposeName } from './tables';

const TAGS = ['upload'];
/** Where the tus calls are mounted (their Location is relative: `/api/upload/tus/<id>`). */
export const TUS_PATH = '/api/upload/tus';

/** The headers app.ts adds to every answer in onSend, which a tus answer (sent by tus itself) skips. */
const TUS_ANSWER_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['cache-control', 'no-store'],
  ['x-content-type-options', 'nosniff'],
  ['permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
  ['cross-origin-opener-policy', 'same-origin'],
];

/** The activity table a purpose's recording or material may belong to. */
const ACTIVITY_TABLES: Record<UploadPurposeName, 'video_activities' | 'event_activities' | 'twzb_activities'> = {
  'video-live': 'video_activities',
  'video-event': 'event_activities',
  'material-twzb': 'twzb_activities',
  'material-event': 'event_activities',
};

const TUS_MESSAGES = {
  protocol: '请使用 tus 1.0.0 协议上传（缺少 Tus-Resumable 请求头）',
  length: '请在创建上传时提供文件大小（Upload-Length）',
  metadata: '上传信息（Upload-Metadata）格式不正确',
  concat: '不支持分段合并上传（Upload-Concat）',
  empty: '文件为空',
  gone: '该上传已失效，请重新上传',
  finished: '已完成的上传不能删除',
} as const;

/** Bytes of resumable uploads the owner holds: unfinished (declared length), finished, and registered ones whose row still exists. */
export async function fileUsage(db: Kysely<Database> | Transaction<Database>, ownerId: number): Promise<number> {
  const row = await sql<{ used: string | number | null }>`select coalesce(sum(f.size), 0) as used from uploaded_files f
    where f.owner_id = ${ownerId} and (f.status = 'uploading' or (f.status = 'done' and (f.registered_at is null
      or exists (select 1 from media_videos m where m.upload_id = f.id)
      or exists (select 1 from materials t where t.upload_id = f.id))))`.execute(db);
  return Number(row.rows[0]?.used ?? 0);
}

/** Bytes of images (re-encoded originals) the owner holds. */
export async function imageUsage(db: Kysely<Database> | Transaction<Database>, ownerId: number): Promise<number> {
  const row = await db
    .selectFrom('uploaded_images')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('size'), eb.val(0)).as('used'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(row?.used ?? 0);
}

/** A refusal of a tus call: the same envelope, over an HTTP status equal to its code. */
function asTusRefusal(error: unknown): unknown {
  if (error instanceof ApiError && error.httpStatus === 200)
    return new ApiError(error.code, error.message, error.code >= 400 && error.code < 500 ? error.code : 400);
  return error;
}

export async function uploadRoutes(app: FastifyInstance, ctx: AppContext, media: MediaServices): Promise<void> {
  const { db } = ctx;
  const uploads = uploadFiles(ctx, media);
  const { storage, limits, datastore } = uploads;
  // Multipart images being received: beside the storage's own temporary files (the sweep removes leftovers).
  const scratchDir = path.join(storage.root, '.tmp');

  // --- images -------------------------------------------------------------------------------

  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024, headerPairs: 100 },
  });

  const imageUrl = (key: string) => `${ctx.publicUrl}${UPLOAD_FILE_PATH}${key}`;
  const imageQuotaRefusal = (used: number, adding: number) =>
    new ApiError(
      413,
      `存储空间已用完：图片空间共 ${formatBytes(limits.imageQuotaBytes)}，已用 ${formatBytes(used)}${adding > 0 ? `，本张需要 ${formatBytes(adding)}` : ''}，无法再上传图片`,
    );

  route(
    app,
    'POST /api/upload/image',
    {
      summary: '上传图片（JPG、PNG、WebP，不超过 10 MB）',
      description:
        'multipart/form-data，一个文件字段 file。按文件开头的字节识别类型（与文件名和声明的类型无关），16×16 至 4000 万像素；服务器解码后按 EXIF 方向旋转并重新编码（去除 EXIF、GPS 等全部元数据），另生成宽不超过 400 像素的缩略图。',
      tags: TAGS,
    },
    async ({ request }) => {
      const ownerId = currentUserId(request);
      // Full already: refused before a byte is read.
      const usedBefore = await imageUsage(db, ownerId);
      if (usedBefore >= limits.imageQuotaBytes) throw imageQuotaRefusal(usedBefore, 0);
      if (!request.isMultipart()) throw badRequest(IMAGE_MESSAGES.noFile);
      let part: MultipartFile | undefined;
      try {
        part = await request.file();
      } catch (error) {
        request.log.info({ err: error }, 'multipart image refused');
        throw badRequest(IMAGE_MESSAGES.noFile);
      }
      if (part?.fieldname !== 'file') {
        part?.file.resume();
        throw badRequest(IMAGE_MESSAGES.noFile);
      }
      const file = part.file;
      const received = await receive(file, scratchDir, () => file.truncated).catch((error: unknown) => {
        throw /^E[A-Z]+$/.test(String((error as NodeJS.ErrnoException).code ?? '')) ? storageUnavailable(error) : error;
      });
      let image: Awaited<ReturnType<typeof processImage>>;
      try {
        image = await processImage(received, storage);
      } finally {
        if (received.file) await unlink(received.file).catch(() => undefined);
      }
      const keys = [image.original.key, image.thumb?.key ?? ''];
      try {
        const id = await db.transaction().execute(async (trx) => {
          await lockQuota(trx, ownerId, 'images');
          const used = await imageUsage(trx, ownerId);
          if (used + image.original.size > limits.imageQuotaBytes) throw imageQuotaRefusal(used, image.original.size);
          const row = await trx
            .insertInto('uploaded_images')
            .values({
              owner_id: ownerId,
              storage_key: image.original.key,
              thumb_key: image.thumb?.key ?? image.original.key,
              mime_type: image.mimeType,
              width: image.width,
              height: image.height,
              size: image.original.size,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return row.id;
        });
        const answer: UploadedImage = {
          id,
          url: imageUrl(image.original.key),
          thumbUrl: imageUrl(image.thumb?.key ?? image.original.key),
          width: image.width,
          height: image.height,
          size: image.original.size,
          mimeType: image.mimeType,
        };
        return answer;
      } catch (error) {
        await Promise.all(keys.filter(Boolean).map((key) => storage.delete(key).catch(() => false)));
        throw error;
      }
    },
  );

  route(
    app,
    'GET /api/upload/file/{key}',
    {
      public: true,
      summary: '上传的图片或缩略图（公开：键随机且内容不变，长期缓存）',
      description: '只回答 uploaded_images 中的图片（JPG、PNG、WebP），类型取自其记录；nosniff，inline。',
      tags: TAGS,
    },
    async ({ params: { key }, request, reply }) => {
      const images = db.selectFrom('uploaded_images');
      const found = await images
        .select(['mime_type'])
        .where((eb) => eb.or([eb('storage_key', '=', key), eb('thumb_key', '=', key)]))
        .executeTakeFirst();
      // A list derives a thumbnail's address from its image's (thumbUrlOf): for an image kept without
      // a thumbnail (its thumb_key is its own key) that address answers with the image itself.
      const original = found ? null : originalKeyOf(key);
      const row = found
        ? { ...found, stored: key }
        : original
          ? await images.select(['mime_type', 'thumb_key as stored']).where('storage_key', '=', original).executeTakeFirst()
          : undefined;
      if (!row) throw notFound();
      const { stored } = row;
      const etag = `"${key}"`;
      reply
        .header('content-type', row.mime_type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      try {
        const file = await storage.stat(stored);
        if (!file) throw notFound();
        const body = await storage.get(stored);
        return reply.header('content-length', file.size).send(body);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound();
        throw storageUnavailable(error);
      }
    },
  );

  // --- resumable uploads (tus) --------------------------------------------------------------

  /** The owner and upload id each request handed to tus was checked for (read by its hooks). */
  const checked = new WeakMap<object, { ownerId: number; uploadId: string }>();
  const checkedFor = (req: { runtime?: { node?: { req?: object } } }) => {
    const node = req.runtime?.node?.req;
    return node ? checked.get(node) : undefined;
  };
  const tus = new Server({
    path: TUS_PATH,
    datastore,
    maxSize: limits.fileMaxBytes,
    relativeLocation: true,
    respectForwardedHeaders: false,
    // No Access-Control-Allow-Origin: the console calls from its own origin, no other site may read.
    allowedOrigins: [],
    disableTerminationForFinishedUploads: true,
    // The id was chosen, and its row written, by the creation check below.
    namingFunction: (req) => {
      const found = checkedFor(req);
      if (!found) throw { status_code: 403, body: JSON.stringify(failure(403, MESSAGES.notFound)) };
      return found.uploadId;
    },
    // Defence in depth: tus works on exactly the upload the route checked the owner of.
    onIncomingRequest: async (req, uploadId) => {
      if (checkedFor(req)?.uploadId !== uploadId) throw { status_code: 404, body: JSON.stringify(failure(404, MESSAGES.notFound)) };
    },
    onUploadFinish: async (_req, upload) => {
      const outcome = await uploads.finish(upload.id);
      if (outcome.status !== 'failed') return {};
      return { status_code: 415, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify(failure(415, outcome.message)) };
    },
  });

  /** Checks a creation (headers, metadata, type, activity, quota) and writes its row; answers the new upload's id. */
  async function create(request: FastifyRequest, ownerId: number): Promise<string> {
    if (request.headers['upload-concat'] !== undefined) throw badRequest(TUS_MESSAGES.concat);
    const length = request.headers['upload-length'];
    if (request.headers['upload-defer-length'] !== undefined || typeof length !== 'string' || !/^\d{1,16}$/.test(length)) throw badRequest(TUS_MESSAGES.length);
    const size = Number(length);
    if (size === 0) throw badRequest(TUS_MESSAGES.empty);
    if (size > limits.fileMaxBytes) throw new ApiError(413, `文件不能超过 ${formatBytes(limits.fileMaxBytes)}`);
    let raw: Record<string, string | null>;
    try {
      raw = Metadata.parse(String(request.headers['upload-metadata'] ?? ''));
    } catch {
      throw badRequest(TUS_MESSAGES.metadata);
    }
    const meta = parseInput(uploadTusMetadata, Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, value ?? ''])));
    const purpose = meta.purpose;
    // '' or application/octet-stream: the browser did not know the type; the bytes decide on completion.
    const given = meta.filetype.split(';')[0]?.trim() ?? '';
    const declared = given === 'application/octet-stream' ? '' : given;
    if (declared && !UPLOAD_TYPES_BY_PURPOSE[purpose].includes(declared)) throw new ApiError(415, `不支持的文件类型：仅支持 ${acceptedTypes(purpose)}`);
    if (meta.activityId !== undefined) {
      const activity = await db
        .selectFrom(ACTIVITY_TABLES[purpose])
        .select('id')
        .where('id', '=', meta.activityId)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      if (!activity) throw notFound();
    }
    const id = randomBytes(16).toString('hex');
    await db.transaction().execute(async (trx) => {
      await lockQuota(trx, ownerId, 'files');
      const used = await fileUsage(trx, ownerId);
      if (used + size > limits.fileQuotaBytes) {
        throw new ApiError(
          413,
          `存储空间已用完：文件空间共 ${formatBytes(limits.fileQuotaBytes)}，已用 ${formatBytes(used)}，本文件需要 ${formatBytes(size)}，请删除不用的录像或素材后再上传`,
        );
      }
      await trx
        .insertInto('uploaded_files')
        .values({
          id,
          owner_id: ownerId,
          purpose,
          file_name: meta.filename,
          mime_type: declared || 'application/octet-stream',
          size,
          storage_key: tusKey(id),
          activity_id: meta.activityId ?? null,
        })
        .execute();
    });
    return id;
  }

  /** The owner's upload `upload`, ready for tus (an upload whose last byte is on disk is finished first). */
  async function existing(upload: string, ownerId: number, method: 'HEAD' | 'PATCH' | 'DELETE'): Promise<string> {
    await uploads.settle(ownerId, upload);
    const row = await db.selectFrom('uploaded_files').select(['status']).where('id', '=', upload).where('owner_id', '=', ownerId).executeTakeFirst();
    if (!row) throw new ApiError(404, MESSAGES.notFound);
    if (row.status === 'failed') throw new ApiError(410, TUS_MESSAGES.gone);
    if (method === 'DELETE' && row.status === 'done') throw new ApiError(409, TUS_MESSAGES.finished);
    return upload;
  }

  /**
   * One tus call: checked here (the upload id by the route's schema, the protocol header, the
   * creation or the owner), then handed to tus, which answers it itself.
   */
  async function tusCall(request: FastifyRequest, reply: FastifyReply, method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE', named?: string): Promise<null> {
    let ownerId: number;
    let uploadId: string;
    try {
      ownerId = currentUserId(request);
      if (request.headers['tus-resumable'] === undefined) throw badRequest(TUS_MESSAGES.protocol);
      uploadId = method === 'POST' || named === undefined ? await create(request, ownerId) : await existing(named, ownerId, method);
    } catch (error) {
      throw asTusRefusal(error);
    }

    checked.set(request.raw, { ownerId, uploadId });
    reply.hijack();
    const raw = reply.raw;
    for (const [name, value] of TUS_ANSWER_HEADERS) raw.setHeader(name, value);
    try {
      await tus.handle(request.raw, raw);
    } catch (error) {
      request.log.error({ err: error, upload: uploadId }, 'tus request failed');
      if (!raw.headersSent) {
        raw.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        raw.end(JSON.stringify(failure(500, MESSAGES.serverError)));
      } else raw.destroy();
    } finally {
      checked.delete(request.raw);
    }
    // After the answer: what it changed.
    try {
      if (method === 'POST' && raw.statusCode !== 201)
        await db.deleteFrom('uploaded_files').where('id', '=', uploadId).where('status', '=', 'uploading').execute();
      if (method === 'PATCH') await uploads.recordOffset(uploadId);
      if (method === 'DELETE' && raw.statusCode === 204)
        await db.deleteFrom('uploaded_files').where('id', '=', uploadId).where('status', '!=', 'done').execute();
    } catch (error) {
      request.log.warn({ err: error, upload: uploadId }, 'tus bookkeeping failed');
    }
    // (Ignored: the answer was sent by tus through the hijacked reply.)
    return null;
  }

  // PATCH bodies (and creation-with-upload) stay the raw request stream: tus reads it, nothing buffers it.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  // The tus calls answer the protocol, not the envelope (`raw`), and are not calls of the typed table.
  const tusDescription = (text: string) =>
    `${text} tus 1.0.0（https://tus.io/protocols/resumable-upload），请求须带 Tus-Resumable: 1.0.0；成功时无信封，拒绝时为信封，HTTP 状态码等于 code（参数格式错误除外）。`;
  route(
    app,
    {
      method: 'POST',
      url: '/api/upload/tus',
      summary: '创建可续传上传（tus）',
      description: tusDescription(
        '请求头 Upload-Length（字节数，不超过上限）与 Upload-Metadata：filename、filetype、purpose（video-live | video-event | material-twzb | material-event）、可选 activityId；成功 201，Location 为 /api/upload/tus/{upload}。',
      ),
      tags: TAGS,
      raw: true,
      response: uploadTusAnswer,
    },
    ({ request, reply }) => tusCall(request, reply, 'POST'),
  );
  // tus' own methods: route() registers any method fastify knows; its type lists the usual four.
  const tusRoutes: [method: 'HEAD' | 'PATCH' | 'DELETE', summary: string, text: string][] = [
    ['HEAD', '查询可续传上传的进度（tus）', '回答 Upload-Offset（已收到的字节数，重启后亦然）与 Upload-Length；从该偏移继续上传。'],
    [
      'PATCH',
      '续传文件内容（tus）',
      'Content-Type: application/offset+octet-stream，Upload-Offset 须等于已收到的字节数；成功 204 与新的 Upload-Offset。最后一块到达时按文件开头的字节检查类型，不符则删除并回答 415。',
    ],
    ['DELETE', '取消未完成的上传（tus）', '删除未完成的上传及其已收到的内容；已完成的上传不能删除（409）。'],
  ];
  for (const [method, summary, text] of tusRoutes) {
    route(
      app,
      {
        method: method as RouteMethod,
        url: '/api/upload/tus/:upload',
        summary,
        description: tusDescription(text),
        tags: TAGS,
        params: uploadTusParams,
        raw: true,
        response: uploadTusAnswer,
      },
      ({ params, request, reply }) => tusCall(request, reply, method, params.upload),
    );
  }

  // --- the sweep ------------------------------------------------------------------------------

  // A minute after start, then every hour; never in test (a test runs `sweep()` itself).
  const timers: NodeJS.Timeout[] = [];
  const sweep = () => {
    uploads.sweep(app.log).catch((error: unknown) => app.log.warn({ err: error }, 'upload sweep failed'));
  };
  app.addHook('onReady', async () => {
    if (ctx.env === 'test') return;
    timers.push(setTimeout(sweep, 60_000).unref(), setInterval(sweep, SWEEP_INTERVAL_MS).unref());
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
  });
}
