/**
 * Base /api/media (SPEC §7), the video library:
 *   live   recordings of video-live activities   list, playUrl, download tasks, delete
 *   event  recordings of events                  the same, plus rename
 *   photo  videos generated from photo albums    list, delete
 *   GET /stream/{id}.webm?expires&signature      the video bytes, signed, with HTTP Range
 *
 * Every call is scoped to the signed-in owner: another owner's id answers 404 "数据不存在或无权访问"
 * and changes nothing. Batch deletes are all-or-nothing (see contracts/src/media.ts).
 */
import type { idsBody, MediaPhotoVideo, MediaRecording, mediaListQuery, uploadRegisterBody } from '@greenroom/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { MediaKind, MediaSource } from '../../db/schema';
import { ApiError, notFound } from '../../lib/envelope';
import { createdWithin, iso, lockAllOwned, ownedActivity, pageOf, withKeyword } from '../../lib/listing';
import { route } from '../../lib/route';
import { sendFile } from '../../lib/sendFile';
import { currentSessionId, currentUserId } from '../../lib/session';
import { uploadFiles } from '../upload/services';
import { claimFinishedUpload } from '../upload/tables';
import { DownloadTasks, type RecordingKind } from './mediaDownloads';
import { type MediaServices, SIGNED_URL_TTL_MS } from './mediaFiles';

const TAGS = ['media'];
const KIND_NAMES: Record<MediaKind, string> = { live: '直播', event: '活动', photo: '云摄影' };

export function streamPath(mediaId: number): string {
  return `/api/media/stream/${mediaId}.webm`;
}

/** The media rows of one kind of one owner, with the title of the activity they belong to. */
function videosOf(ctx: AppContext, ownerId: number, kind: MediaKind) {
  return ctx.db
    .selectFrom('media_videos as m')
    .leftJoin('video_activities as va', (join) => join.onRef('va.id', '=', 'm.video_activity_id').on('va.owner_id', '=', ownerId))
    .leftJoin('event_activities as ea', (join) => join.onRef('ea.id', '=', 'm.event_activity_id').on('ea.owner_id', '=', ownerId))
    .leftJoin('photo_activities as pa', (join) => join.onRef('pa.id', '=', 'm.photo_activity_id').on('pa.owner_id', '=', ownerId))
    .where('m.owner_id', '=', ownerId)
    .where('m.kind', '=', kind);
}

/** The columns of a library row: the video and the activity it belongs to (the list and a just-registered upload). */
const VIDEO_COLUMNS = [
  'm.id',
  'm.title',
  'm.source',
  'm.cover_url',
  'm.duration',
  'm.size',
  'm.width',
  'm.height',
  'm.mime_type',
  'm.created_at',
  sql<number | null>`coalesce(va.id, ea.id, pa.id)`.as('activity_id'),
  sql<string | null>`coalesce(va.title, ea.title, pa.title)`.as('activity_title'),
] as const;

/** A library row as the contract answers it, from the columns of VIDEO_COLUMNS. */
function videoRow(row: {
  id: number;
  title: string;
  activity_id: number | null;
  activity_title: string | null;
  source: MediaSource;
  cover_url: string;
  duration: number;
  size: number;
  width: number;
  height: number;
  mime_type: string;
  created_at: Date;
}) {
  return {
    id: row.id,
    title: row.title,
    activityId: row.activity_id,
    activityTitle: row.activity_title,
    source: row.source,
    coverUrl: row.cover_url,
    duration: row.duration,
    size: row.size,
    width: row.width,
    height: row.height,
    mimeType: row.mime_type,
    createdAt: iso(row.created_at),
  };
}

export async function mediaRoutes(app: FastifyInstance, ctx: AppContext, media: MediaServices): Promise<void> {
  const { db } = ctx;
  const tasks = new DownloadTasks(ctx, media);
  const signed = (request: FastifyRequest, mediaId: number) => {
    const { url, expiresAt } = media.signer.sign(streamPath(mediaId), SIGNED_URL_TTL_MS, currentSessionId(request));
    return { url: `${ctx.publicUrl}${url}`, expiresAt: iso(expiresAt) };
  };

  app.addHook('onReady', async () => media.worker.start(app.log));
  app.addHook('onClose', async () => media.worker.stop());

  async function listVideos(ownerId: number, kind: MediaKind, query: z.output<typeof mediaListQuery>) {
    let base = videosOf(ctx, ownerId, kind);
    base = base.$call(withKeyword(query.keyword, 'm.title', (eb) => eb.fn.coalesce('va.title', 'ea.title', 'pa.title')));
    if (query.activityId !== undefined) {
      base = base.where(sql<boolean>`coalesce(m.video_activity_id, m.event_activity_id, m.photo_activity_id) = ${query.activityId}`);
    }
    base = base.$call(createdWithin('m.created_at', query));

    const page = await pageOf(base, query, (filtered) => filtered.select(VIDEO_COLUMNS).orderBy('m.created_at', 'desc').orderBy('m.id', 'desc'));
    const list = page.list.map(videoRow);
    return { ...page, list };
  }

  /** Deletes the owner's media of `kind` in the body's ids, all or nothing, and their download files. */
  async function deleteVideos(ownerId: number, kind: MediaKind, body: z.output<typeof idsBody>) {
    const ids = [...new Set(body.ids)];
    const { deleted, taskIds } = await db.transaction().execute(async (trx) => {
      await lockAllOwned(trx, 'media_videos', ids, ownerId, kind);
      // The task rows go with the recordings (on delete cascade); their files are removed after.
      const tasksOf = await trx.selectFrom('media_download_tasks').select('id').where('media_id', 'in', ids).execute();
      const result = await trx.deleteFrom('media_videos').where('id', 'in', ids).where('owner_id', '=', ownerId).where('kind', '=', kind).executeTakeFirst();
      return { deleted: Number(result.numDeletedRows), taskIds: tasksOf.map((task) => task.id) };
    });
    await tasks.removeFiles(taskIds);
    return { deleted };
  }

  /**
   * A finished upload (issue 22 §2, modules/upload) becomes a recording of `kind`: source 'upload',
   * its bytes where the upload left them (`file_name` = their storage key), in the activity named at
   * creation if that is still the owner's. One recording per upload: a repeated call (its answer lost
   * on the venue's Wi-Fi) answers the same one.
   */
  const uploads = uploadFiles(ctx, media);
  async function registerUpload(ownerId: number, kind: RecordingKind, body: z.output<typeof uploadRegisterBody>): Promise<MediaRecording> {
    await uploads.settle(ownerId, body.upload);
    const purpose = kind === 'live' ? 'video-live' : 'video-event';
    // Outside any transaction: the headers are read from the stored file.
    const facts = await uploads.probeVideo(await db.transaction().execute((trx) => claimFinishedUpload(trx, ownerId, body.upload, purpose)));
    const id = await db.transaction().execute(async (trx) => {
      const upload = await claimFinishedUpload(trx, ownerId, body.upload, purpose);
      const made = await trx.selectFrom('media_videos').select('id').where('upload_id', '=', upload.id).executeTakeFirst();
      if (made) return made.id;
      const activity = await ownedActivity(trx, kind === 'live' ? 'video_activities' : 'event_activities', upload.activityId, ownerId);
      const row = await trx
        .insertInto('media_videos')
        .values({
          owner_id: ownerId,
          kind,
          video_activity_id: kind === 'live' ? (activity?.id ?? null) : null,
          event_activity_id: kind === 'event' ? (activity?.id ?? null) : null,
          title: body.title,
          source: 'upload',
          file_name: upload.storageKey,
          mime_type: upload.mimeType,
          // From the container's headers (probeVideo); 0 when they do not say.
          duration: facts.duration,
          size: upload.size,
          width: facts.width,
          height: facts.height,
          upload_id: upload.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('uploaded_files').set({ registered_at: ctx.now() }).where('id', '=', upload.id).execute();
      return row.id;
    });
    const row = await videosOf(ctx, ownerId, kind).where('m.id', '=', id).select(VIDEO_COLUMNS).executeTakeFirst();
    if (!row) throw notFound();
    const downloads = await tasks.summaries([row.id]);
    return { ...videoRow(row), download: downloads.get(row.id) ?? null };
  }

  function recordingRoutes(kind: RecordingKind) {
    const name = KIND_NAMES[kind];

    route(
      app,
      `POST /api/media/${kind}/upload`,
      {
        summary: `保存上传完成的${name}录像（tus 上传 purpose=video-${kind}）`,
        description: '只有已完成的上传可以保存；同一上传重复保存回答同一条录像。上传未完成、已失效或用途不符：409。',
        tags: TAGS,
      },
      async ({ body, request }) => await registerUpload(currentUserId(request), kind, body),
    );

    route(app, `GET /api/media/${kind}/list`, { summary: `${name}录像列表`, tags: TAGS }, async ({ query, request }) => {
      const page = await listVideos(currentUserId(request), kind, query);
      const downloads = await tasks.summaries(page.list.map((row) => row.id));
      const list: MediaRecording[] = page.list.map((row) => ({ ...row, download: downloads.get(row.id) ?? null }));
      return { ...page, list };
    });

    route(
      app,
      `GET /api/media/${kind}/playUrl/{id}`,
      { summary: `${name}录像播放地址（签名，2 小时内有效）`, tags: TAGS },
      async ({ params: { id }, request }) => {
        const row = await db
          .selectFrom('media_videos')
          .select(['id', 'title', 'mime_type', 'duration', 'width', 'height', 'cover_url'])
          .where('id', '=', id)
          .where('owner_id', '=', currentUserId(request))
          .where('kind', '=', kind)
          .executeTakeFirst();
        if (!row) throw notFound();
        const { url, expiresAt } = signed(request, row.id);
        return {
          id: row.id,
          title: row.title,
          url,
          mimeType: row.mime_type,
          expiresAt,
          duration: row.duration,
          width: row.width,
          height: row.height,
          coverUrl: row.cover_url,
        };
      },
    );

    route(
      app,
      `POST /api/media/${kind}/download/createTask/{id}`,
      { summary: `创建${name}录像下载任务（id 为录像 id）`, tags: TAGS },
      async ({ params: { id }, request }) => {
        return await tasks.create(currentUserId(request), kind, id);
      },
    );

    route(
      app,
      `POST /api/media/${kind}/download/cancelTask/{id}`,
      { summary: `取消${name}录像下载任务（id 为任务 id）`, tags: TAGS },
      async ({ params: { id }, request }) => {
        return await tasks.cancel(currentUserId(request), kind, id);
      },
    );

    route(
      app,
      `GET /api/media/${kind}/download/taskList`,
      { summary: `${name}录像下载任务列表`, tags: TAGS },
      async ({ query, request }) => await tasks.list(currentUserId(request), kind, query),
    );

    route(
      app,
      `GET /api/media/${kind}/download/{id}`,
      { summary: `下载已完成的${name}录像文件（id 为任务 id，支持 Range）`, tags: TAGS },
      async ({ params: { id }, request, reply }) => {
        return tasks.send(request, reply, currentUserId(request), kind, id);
      },
    );

    route(
      app,
      `DELETE /api/media/${kind}/delete`,
      { summary: `批量删除${name}录像（全部属于本人才删除）`, tags: TAGS },
      async ({ body, request }) => await deleteVideos(currentUserId(request), kind, body),
    );
  }

  recordingRoutes('live');
  recordingRoutes('event');

  route(app, 'PUT /api/media/event/rename/{id}', { summary: '重命名活动录像', tags: TAGS }, async ({ query: { title }, params: { id }, request }) => {
    const row = await db
      .updateTable('media_videos')
      .set({ title })
      .where('id', '=', id)
      .where('owner_id', '=', currentUserId(request))
      .where('kind', '=', 'event')
      .returning(['id', 'title'])
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  });

  route(app, 'GET /api/media/photo/list', { summary: '云摄影视频列表', tags: TAGS }, async ({ query, request }) => {
    const page = await listVideos(currentUserId(request), 'photo', query);
    const list: MediaPhotoVideo[] = page.list.map((row) => {
      const { url, expiresAt } = signed(request, row.id);
      return { ...row, playUrl: url, playUrlExpiresAt: expiresAt };
    });
    return { ...page, list };
  });

  route(
    app,
    'DELETE /api/media/photo/delete',
    { summary: '批量删除云摄影视频（全部属于本人才删除）', tags: TAGS },
    async ({ body, request }) => await deleteVideos(currentUserId(request), 'photo', body),
  );

  route(
    app,
    'GET /api/media/stream/{file}',
    { public: true, summary: '播放视频（签名地址，支持 HTTP Range）', tags: TAGS },
    async ({ params: { file }, request, reply }) => {
      if (!(await media.signer.verify(`/api/media/stream/${file}`, request.query))) {
        throw new ApiError(403, '播放地址无效或已过期', 403);
      }
      const row = await db.selectFrom('media_videos').select(['file_name', 'mime_type']).where('id', '=', Number.parseInt(file, 10)).executeTakeFirst();
      const source = row ? media.files.source(row.file_name) : null;
      if (!row || !source) throw notFound();
      try {
        return await sendFile(request, reply, source, { contentType: row.mime_type, cacheControl: 'private, max-age=600' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound();
        throw error;
      }
    },
  );
}
