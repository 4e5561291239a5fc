/**
 * Base /api/material (SPEC §7), the material library: images and videos of text-image live
 * activities (/twzb) and of events (/event), each with list, rename, batch-delete and preview.
 *   GET /file/{id}.svg|.webm?expires&signature   the picture (or poster) and the video, signed
 *
 * Every call is scoped to the signed-in owner; another owner's id answers 404 and changes nothing.
 * batch-delete is all-or-nothing (see contracts/src/material.ts).
 */
import type { Material, MaterialPreview, uploadRegisterBody } from '@greenroom/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { MaterialKind } from '../../db/schema';
import { ApiError, notFound } from '../../lib/envelope';
import { createdWithin, iso, lockAllOwned, ownedActivity, pageOf, withKeyword } from '../../lib/listing';
import { route } from '../../lib/route';
import { sendFile } from '../../lib/sendFile';
import { currentSessionId, currentUserId } from '../../lib/session';
import { thumbKeyOf } from '../upload/images';
import { uploadFiles } from '../upload/services';
import { claimFinishedUpload, tusKey } from '../upload/tables';
import { materialSvg } from './materialImage';
import { type MediaServices, SIGNED_URL_TTL_MS } from './mediaFiles';

const TAGS = ['material'];
const KIND_NAMES: Record<MaterialKind, string> = { twzb: '图文直播', event: '活动' };

/** The columns of a library row: the material and the activity it belongs to (the list and a just-registered upload). */
const MATERIAL_COLUMNS = [
  'm.id',
  'm.title',
  'm.type',
  'm.width',
  'm.height',
  'm.size',
  'm.duration',
  'm.file_name',
  'm.created_at',
  'm.updated_at',
  sql<number | null>`coalesce(ta.id, ea.id)`.as('activity_id'),
  sql<string | null>`coalesce(ta.title, ea.title)`.as('activity_title'),
] as const;

export async function materialRoutes(app: FastifyInstance, ctx: AppContext, media: MediaServices): Promise<void> {
  const { db } = ctx;
  const signed = (request: FastifyRequest, path: string) => {
    const { url, expiresAt } = media.signer.sign(path, SIGNED_URL_TTL_MS, currentSessionId(request));
    return { url: `${ctx.publicUrl}${url}`, expiresAt: iso(expiresAt) };
  };

  /** The owner's materials of `kind` with the title of their activity. */
  const materialsOf = (ownerId: number, kind: MaterialKind) =>
    db
      .selectFrom('materials as m')
      .leftJoin('twzb_activities as ta', (join) => join.onRef('ta.id', '=', 'm.twzb_activity_id').on('ta.owner_id', '=', ownerId))
      .leftJoin('event_activities as ea', (join) => join.onRef('ea.id', '=', 'm.event_activity_id').on('ea.owner_id', '=', ownerId))
      .where('m.owner_id', '=', ownerId)
      .where('m.kind', '=', kind);

  /**
   * A finished upload (issue 22 §2, modules/upload) becomes a material of `kind`, in the activity
   * named at creation if that is still the owner's. A video keeps its bytes where the upload left
   * them (`file_name` = their storage key); an image is first decoded and encoded again like every
   * uploaded image (upright, without EXIF/GPS or any other metadata) into `materials/<upload>.<ext>`,
   * which replaces the uploaded bytes. One material per upload: a repeated call answers the same one.
   */
  const uploads = uploadFiles(ctx, media);
  async function registerUpload(request: FastifyRequest, kind: MaterialKind, body: z.output<typeof uploadRegisterBody>): Promise<Material> {
    const ownerId = currentUserId(request);
    const purpose = kind === 'twzb' ? 'material-twzb' : 'material-event';
    await uploads.settle(ownerId, body.upload);
    const first = await db.transaction().execute((trx) => claimFinishedUpload(trx, ownerId, body.upload, purpose));
    const image = first.mimeType.startsWith('image/');
    // Outside any transaction (decoding takes a while); the key is the upload's, so two calls write the same bytes.
    const encoded = image && first.storageKey === tusKey(first.id) ? await uploads.encodeImageMaterial(first) : null;
    const facts = image ? null : await uploads.probeVideo(first);
    const id = await db.transaction().execute(async (trx) => {
      const upload = await claimFinishedUpload(trx, ownerId, body.upload, purpose);
      const made = await trx.selectFrom('materials').select('id').where('upload_id', '=', upload.id).executeTakeFirst();
      if (made) return made.id;
      const activity = await ownedActivity(trx, kind === 'twzb' ? 'twzb_activities' : 'event_activities', upload.activityId, ownerId);
      const stored = encoded
        ? { key: encoded.original.key, size: encoded.original.size, mimeType: encoded.mimeType, width: encoded.width, height: encoded.height }
        : { key: upload.storageKey, size: upload.size, mimeType: upload.mimeType, width: facts?.width ?? 0, height: facts?.height ?? 0 };
      if (encoded) {
        await trx
          .updateTable('uploaded_files')
          .set({ storage_key: stored.key, size: stored.size, mime_type: stored.mimeType })
          .where('id', '=', upload.id)
          .execute();
      }
      const now = ctx.now();
      const row = await trx
        .insertInto('materials')
        .values({
          owner_id: ownerId,
          kind,
          twzb_activity_id: kind === 'twzb' ? (activity?.id ?? null) : null,
          event_activity_id: kind === 'event' ? (activity?.id ?? null) : null,
          type: image ? 'image' : 'video',
          title: body.title,
          width: stored.width,
          height: stored.height,
          size: stored.size,
          // A video's length from its container's headers (probeVideo; 0 when they do not say).
          duration: image ? null : (facts?.duration ?? 0),
          // The stored bytes: the re-encoded image (its thumbnail beside it) or the uploaded video.
          file_name: stored.key,
          upload_id: upload.id,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('uploaded_files').set({ registered_at: now }).where('id', '=', upload.id).execute();
      return row.id;
    });
    // The uploaded bytes of an image are replaced by the encoded ones.
    if (encoded) await uploads.removeBytes(first.id);
    const row = await materialsOf(ownerId, kind).where('m.id', '=', id).select(MATERIAL_COLUMNS).executeTakeFirst();
    if (!row) throw notFound();
    return materialRow(request, row);
  }

  /** A library row as the list and a registered upload answer it. */
  function materialRow(request: FastifyRequest, row: MaterialRow): Material {
    return {
      id: row.id,
      title: row.title,
      type: row.type,
      activityId: row.activity_id,
      activityTitle: row.activity_title,
      width: row.width,
      height: row.height,
      size: row.size,
      duration: row.duration,
      thumbUrl: signed(request, pictureFile(row, 'thumb')).url,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    };
  }

  for (const kind of ['twzb', 'event'] as const) {
    const name = KIND_NAMES[kind];

    route(
      app,
      `POST /api/material/${kind}/upload`,
      {
        summary: `保存上传完成的${name}素材（tus 上传 purpose=material-${kind}）`,
        description:
          '只有已完成的上传可以保存；图片先重新编码（按 EXIF 方向旋转、去除全部元数据）。同一上传重复保存回答同一条素材。上传未完成、已失效或用途不符：409。',
        tags: TAGS,
      },
      async ({ body, request }) => await registerUpload(request, kind, body),
    );

    route(app, `GET /api/material/${kind}/list`, { summary: `${name}素材列表`, tags: TAGS }, async ({ query, request }) => {
      let base = materialsOf(currentUserId(request), kind);
      base = base.$call(withKeyword(query.keyword, 'm.title', (eb) => eb.fn.coalesce('ta.title', 'ea.title')));
      if (query.type) base = base.where('m.type', '=', query.type);
      if (query.activityId !== undefined) {
        base = base.where(sql<boolean>`coalesce(m.twzb_activity_id, m.event_activity_id) = ${query.activityId}`);
      }
      base = base.$call(createdWithin('m.created_at', query));

      const page = await pageOf(base, query, (filtered) => filtered.select(MATERIAL_COLUMNS).orderBy('m.created_at', 'desc').orderBy('m.id', 'desc'));
      return { ...page, list: page.list.map((row) => materialRow(request, row)) };
    });

    route(app, `PUT /api/material/${kind}/rename/{id}`, { summary: `重命名${name}素材`, tags: TAGS }, async ({ query: { title }, params: { id }, request }) => {
      const row = await db
        .updateTable('materials')
        .set({ title, updated_at: ctx.now() })
        .where('id', '=', id)
        .where('owner_id', '=', currentUserId(request))
        .where('kind', '=', kind)
        .returning(['id', 'title', 'updated_at'])
        .executeTakeFirst();
      if (!row) throw notFound();
      return { id: row.id, title: row.title, updatedAt: iso(row.updated_at) };
    });

    route(app, `DELETE /api/material/${kind}/batch-delete`, { summary: `批量删除${name}素材（全部属于本人才删除）`, tags: TAGS }, async ({ body, request }) => {
      const ids = [...new Set(body.ids)];
      const ownerId = currentUserId(request);
      const deleted = await db.transaction().execute(async (trx) => {
        await lockAllOwned(trx, 'materials', ids, ownerId, kind);
        const result = await trx.deleteFrom('materials').where('id', 'in', ids).where('owner_id', '=', ownerId).where('kind', '=', kind).executeTakeFirst();
        return Number(result.numDeletedRows);
      });
      return { deleted };
    });

    route(
      app,
      `GET /api/material/${kind}/preview/{id}`,
      { summary: `预览${name}素材（签名地址，2 小时内有效）`, tags: TAGS },
      async ({ params: { id }, request }) => {
        const row = await db
          .selectFrom('materials as m')
          .leftJoin('uploaded_files as u', 'u.id', 'm.upload_id')
          .select(['m.id', 'm.title', 'm.type', 'm.width', 'm.height', 'm.file_name', 'u.mime_type'])
          .where('m.id', '=', id)
          .where('m.owner_id', '=', currentUserId(request))
          .where('m.kind', '=', kind)
          .executeTakeFirst();
        if (!row) throw notFound();
        const shown = { id: row.id, title: row.title, type: row.type, width: row.width, height: row.height };
        const picture = signed(request, pictureFile(row, 'full'));
        const preview: MaterialPreview =
          row.type === 'image'
            ? {
                ...shown,
                url: picture.url,
                mimeType: isUploadedImage(row) ? (row.mime_type ?? 'image/jpeg') : 'image/svg+xml',
                posterUrl: null,
                expiresAt: picture.expiresAt,
              }
            : { ...shown, ...videoUrl(request, row.id), mimeType: row.mime_type ?? 'video/webm', posterUrl: picture.url };
        return preview;
      },
    );
  }

  function videoUrl(request: FastifyRequest, id: number) {
    const { url, expiresAt } = signed(request, `/api/material/file/${id}.webm`);
    return { url, expiresAt };
  }

  route(
    app,
    'GET /api/material/file/{file}',
    {
      public: true,
      summary: '素材文件（签名地址；视频支持 HTTP Range）',
      description:
        '{id}.svg 为演示图片或视频封面（image/svg+xml）；{id}.image 与 {id}.thumb 为上传图片的原图与缩略图（其本身的 JPEG/PNG/WebP 类型）；{id}.webm 为视频。',
      tags: TAGS,
    },
    async ({ params: { file }, request, reply }) => {
      if (!(await media.signer.verify(`/api/material/file/${file}`, request.query))) {
        throw new ApiError(403, '素材地址无效或已过期', 403);
      }
      const row = await db
        .selectFrom('materials as m')
        .leftJoin('uploaded_files as u', 'u.id', 'm.upload_id')
        .select(['m.id', 'm.type', 'm.width', 'm.height', 'm.file_name', 'u.mime_type'])
        .where('m.id', '=', Number.parseInt(file, 10))
        .executeTakeFirst();
      if (!row) throw notFound();
      // The demo's recordings are WebM; an upload says its own type (an image's, after re-encoding).
      const contentType = row.mime_type ?? 'video/webm';
      if ((file.endsWith('.image') || file.endsWith('.thumb')) && row.file_name && isUploadedImage(row)) {
        // An uploaded image, served as its own type: the re-encoded bytes (issue 22 §2), never an SVG.
        const key = file.endsWith('.thumb') ? thumbKeyOf(row.file_name) : row.file_name;
        const source = media.files.source(key) ?? '';
        const fallback = media.files.source(row.file_name) ?? '';
        try {
          return await sendFile(request, reply, source, { contentType, cacheControl: 'private, max-age=600' });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || key === row.file_name) throw orNotFound(error);
        }
        // A material uploaded before thumbnails were kept: its full picture.
        try {
          return await sendFile(request, reply, fallback, { contentType, cacheControl: 'private, max-age=600' });
        } catch (error) {
          throw orNotFound(error);
        }
      }
      if (!file.endsWith('.svg') && !file.endsWith('.webm')) throw notFound();
      if (file.endsWith('.svg')) {
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', 'private, max-age=600')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .header('x-content-type-options', 'nosniff')
          .send(materialSvg(row.id, row.width, row.height, row.type === 'video'));
      }
      const source = row.file_name ? media.files.source(row.file_name) : null;
      if (!source) throw notFound();
      try {
        return await sendFile(request, reply, source, { contentType, cacheControl: 'private, max-age=600' });
      } catch (error) {
        throw orNotFound(error);
      }
    },
  );
}

/** A missing file is a 404; anything else stays what it is. */
function orNotFound(error: unknown): unknown {
  return (error as NodeJS.ErrnoException).code === 'ENOENT' ? notFound() : error;
}

/** A list row (MATERIAL_COLUMNS). */
type MaterialRow = {
  id: number;
  title: string;
  type: 'image' | 'video';
  width: number;
  height: number;
  size: number;
  duration: number | null;
  file_name: string | null;
  activity_id: number | null;
  activity_title: string | null;
  created_at: Date;
  updated_at: Date;
};

/** Whether a row is an uploaded image (its re-encoded bytes stored under `file_name`); the demo's pictures are drawn. */
function isUploadedImage(row: { type: string; file_name: string | null }): boolean {
  return row.type === 'image' && row.file_name !== null;
}

/** The signed path of a row's picture: an uploaded image's own bytes (`full` or its `thumb`), else the drawn SVG. */
function pictureFile(row: { id: number; type: string; file_name: string | null }, size: 'full' | 'thumb'): string {
  if (isUploadedImage(row)) return `/api/material/file/${row.id}.${size === 'full' ? 'image' : 'thumb'}`;
  return `/api/material/file/${row.id}.svg`;
}
