/**
 * Base /api/upload (issue 22 §2, "Uploads that survive venue Wi-Fi"): images checked by their
 * bytes, and resumable uploads (the tus protocol, https://tus.io/protocols/resumable-upload) of
 * recordings and materials, which a finished upload then becomes through the register calls of
 * /api/media and /api/material. Limits, types, quotas and the protocol: server/docs/uploads.md.
 *
 *   POST   /api/upload/image             multipart, one field `file` → `uploadedImage` (activityEdit.ts)
 *   GET    /api/upload/file/{key}        the stored image or its thumbnail (public: keys are random)
 *   POST   /api/upload/tus               tus creation: Upload-Length, Upload-Metadata (see `uploadTusMetadata`)
 *   HEAD   /api/upload/tus/{upload}      tus: the offset reached (resume from there)
 *   PATCH  /api/upload/tus/{upload}      tus: bytes at Upload-Offset (application/offset+octet-stream)
 *   DELETE /api/upload/tus/{upload}      tus termination of an unfinished upload
 *   POST   /api/media/{live|event}/upload        { upload, title } → the new recording
 *   POST   /api/material/{twzb|event}/upload     { upload, title } → the new material
 *
 * The tus calls answer the protocol (status and headers, no envelope on success); refusals carry
 * the envelope `{ code, msg }` with an HTTP status equal to `code` (4xx), so a tus client neither
 * retries them nor mistakes them for success.
 */
import * as z from 'zod';
import { positiveId, queryInt } from './query';
import { text } from './text';

/** Image types an uploaded image may have, found from its first bytes (never its name or declared type). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The largest image accepted, in bytes (10 MB). */
export const UPLOAD_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The most pixels an image may have (width × height, 40 megapixels). */
export const UPLOAD_IMAGE_MAX_PIXELS = 40_000_000;
/** The smallest side an image may have, in pixels. */
export const UPLOAD_IMAGE_MIN_SIDE = 16;
/** The thumbnail's box (at most this wide, at most twice as high; never enlarged). */
export const UPLOAD_THUMB_WIDTH = 400;

/** Video types of recordings (video-live, video-event). */
export const UPLOAD_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

/** What a resumable upload is for: a recording of a video live or an event, or a material of a text-image live or an event. */
export const uploadPurpose = z
  .enum(['video-live', 'video-event', 'material-twzb', 'material-event'])
  .describe('video-live 直播录像 · video-event 活动录像 · material-twzb 图文直播素材 · material-event 活动素材');

/** The types each purpose accepts (declared at creation, then checked by the bytes on completion). */
export const UPLOAD_TYPES_BY_PURPOSE: Record<z.infer<typeof uploadPurpose>, readonly string[]> = {
  'video-live': UPLOAD_VIDEO_TYPES,
  'video-event': UPLOAD_VIDEO_TYPES,
  'material-twzb': [...UPLOAD_IMAGE_TYPES, ...UPLOAD_VIDEO_TYPES],
  'material-event': [...UPLOAD_IMAGE_TYPES, ...UPLOAD_VIDEO_TYPES],
};

/** A tus upload's id: 32 lower-case hex digits, the last segment of the Location its creation answered. */
export const uploadToken = text()
  .regex(/^[0-9a-f]{32}$/, '上传标识格式不正确')
  .describe('tus 上传标识（创建上传时 Location 地址的最后一段）');

/**
 * The Upload-Metadata of a tus creation (each value base64 in the header, as tus-js-client's
 * `metadata` option sends it): the file's name and declared type, the purpose, and for materials
 * optionally the activity (of the signed-in owner, of the purpose's kind) the material belongs to.
 */
export const uploadTusMetadata = z.object({
  filename: text().trim().min(1, '请提供文件名').max(200, '文件名最多 200 个字符'),
  filetype: text().trim().toLowerCase().max(100).default('').describe('声明的类型；空或 application/octet-stream 表示未知（完成时按内容判断）'),
  purpose: uploadPurpose,
  activityId: queryInt(positiveId.optional()).describe('录像或素材所属活动 id（本人的、与用途同类的活动）'),
});

/** {upload} of the tus calls HEAD / PATCH / DELETE /api/upload/tus/{upload}. */
export const uploadTusParams = z.object({ upload: uploadToken });

/**
 * The answer of a tus call: no envelope on success (201 with Location, 204 with Upload-Offset, 200
 * with Upload-Offset and Upload-Length); a refusal is the envelope with HTTP status = code.
 */
export const uploadTusAnswer = z.null().describe('tus 协议：成功时无正文，状态码与 Location、Upload-Offset 等响应头即回答；拒绝时为信封，HTTP 状态码等于 code');

/** {key} of GET /api/upload/file/{key}: an uploaded image or its thumbnail. */
export const uploadFileParams = z.object({
  key: text()
    .regex(/^[0-9a-f]{32}(\.thumb)?\.(jpg|png|webp)$/, '文件标识格式不正确')
    .describe('图片存储键：<32 位十六进制>.jpg|png|webp，缩略图为 <…>.thumb.<扩展名>'),
});

/** POST /api/media/{live|event}/upload and /api/material/{twzb|event}/upload: a finished upload becomes a row. */
export const uploadRegisterBody = z.object({
  upload: uploadToken,
  title: text().trim().min(1, '请输入标题').max(50, '标题最多 50 个字'),
});

export type UploadPurpose = z.infer<typeof uploadPurpose>;
export type UploadTusMetadata = z.input<typeof uploadTusMetadata>;
export type UploadRegisterBody = z.input<typeof uploadRegisterBody>;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];
export type UploadVideoType = (typeof UPLOAD_VIDEO_TYPES)[number];
