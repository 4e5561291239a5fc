/**
 * Base /api/media (SPEC §7), the video library: recordings of video-live activities (live),
 * recordings of events (event) and videos generated from photo-live albums (photo); signed,
 * short-lived play URLs; download tasks of recordings.
 *
 * Download task states: pending → processing (progress 0–99) → done (100, the file is served at
 * /{kind}/download/{taskId}) or failed; pending and processing tasks can be cancelled. A recording
 * has at most one pending, processing or done task: createTask answers that one if it exists.
 *
 * Batch deletes are all-or-nothing: if any id is not the signed-in owner's (or does not exist),
 * nothing is deleted and the answer is code 404.
 */
import * as z from 'zod';
import { isoDateTime, page } from './common';
import { dateRange, dateRangeOrdered, paging, positiveId, queryEnum, queryInt, queryText } from './query';
import { text } from './text';

export const mediaSource = z
  .enum(['record', 'upload', 'clip', 'highlight', 'album'])
  .describe('record 直播录制 · upload 本地上传 · clip 剪辑片段 · highlight 精彩花絮 · album 照片 MV');

export const mediaDownloadStatus = z
  .enum(['pending', 'processing', 'done', 'failed', 'cancelled'])
  .describe('pending 排队中 · processing 处理中 · done 已完成 · failed 失败 · cancelled 已取消');

/** GET /live/list, /event/list, /photo/list: keyword on the title or the activity's title. */
export const mediaListQuery = z
  .object({
    ...paging(10),
    keyword: queryText(50).describe('视频标题或所属活动标题关键字'),
    activityId: queryInt(positiveId.optional()).describe('所属活动 id'),
    ...dateRange,
  })
  .refine(...dateRangeOrdered);

/** The latest live task of a recording, shown beside it in the list. */
export const mediaDownloadSummary = z.object({
  taskId: z.number().int(),
  status: mediaDownloadStatus,
  progress: z.number().int().min(0).max(100),
});

const videoFields = {
  id: z.number().int(),
  title: text(),
  activityId: z.number().int().nullable().describe('所属活动 id；活动已删除时为 null'),
  activityTitle: text().nullable(),
  source: mediaSource,
  coverUrl: text(),
  duration: z.number().int().describe('时长（秒）'),
  size: z.number().int().describe('文件大小（字节）'),
  width: z.number().int(),
  height: z.number().int(),
  mimeType: text(),
  createdAt: isoDateTime.describe('录制/生成时间'),
};

/** A recording of a video-live activity or an event. */
export const mediaRecording = z.object({ ...videoFields, download: mediaDownloadSummary.nullable() });
export const mediaRecordingPage = page(mediaRecording);

/** A video generated from a photo-live album; plays from `playUrl` (signed, short-lived). */
export const mediaPhotoVideo = z.object({ ...videoFields, playUrl: text(), playUrlExpiresAt: isoDateTime });
export const mediaPhotoVideoPage = page(mediaPhotoVideo);

/** GET /live/playUrl/{id}, /event/playUrl/{id} */
export const mediaPlayUrl = z.object({
  id: z.number().int(),
  title: text(),
  url: text().describe('可直接在浏览器播放的签名地址，支持 HTTP Range'),
  mimeType: text(),
  expiresAt: isoDateTime,
  duration: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  coverUrl: text(),
});

/** A download task (createTask, cancelTask, taskList). */
export const mediaDownloadTask = z.object({
  id: z.number().int(),
  mediaId: z.number().int(),
  fileName: text(),
  status: mediaDownloadStatus,
  progress: z.number().int().min(0).max(100),
  size: z.number().int().describe('文件大小（字节），开始处理前为 0'),
  processedBytes: z.number().int(),
  error: text().nullable(),
  downloadUrl: text().nullable().describe('已完成时的下载地址（需登录）'),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
});

/** GET /live/download/taskList, /event/download/taskList */
export const mediaTaskListQuery = z.object({
  ...paging(10),
  status: queryEnum(mediaDownloadStatus.options).describe('任务状态'),
});
export const mediaDownloadTaskPage = page(mediaDownloadTask);

/** PUT /event/rename/{id} answers the renamed recording's id and title. */
export const mediaRenamed = z.object({ id: z.number().int(), title: text() });

/** {file} of GET /api/media/stream/{file}: a signed recording file. */
export const mediaStreamParams = z.object({ file: text().regex(/^\d{1,10}\.webm$/) });

export type MediaSource = z.infer<typeof mediaSource>;
export type MediaDownloadStatus = z.infer<typeof mediaDownloadStatus>;
export type MediaListQuery = z.input<typeof mediaListQuery>;
export type MediaDownloadSummary = z.infer<typeof mediaDownloadSummary>;
export type MediaRecording = z.infer<typeof mediaRecording>;
export type MediaPhotoVideo = z.infer<typeof mediaPhotoVideo>;
export type MediaPlayUrl = z.infer<typeof mediaPlayUrl>;
export type MediaDownloadTask = z.infer<typeof mediaDownloadTask>;
export type MediaTaskListQuery = z.input<typeof mediaTaskListQuery>;
export type MediaRenamed = z.infer<typeof mediaRenamed>;
