/**
 * Base /api/material (SPEC §7), the material library: images and videos of text-image live
 * activities (/twzb) and of events (/event). Both answer the same shapes.
 *
 * Image URLs (`thumbUrl`, preview `url`, `posterUrl`) and video URLs are signed and short-lived,
 * so an <img> or <video> element can load them directly.
 *
 * batch-delete is all-or-nothing: if any id is not the signed-in owner's material of that kind
 * (or does not exist), nothing is deleted and the answer is code 404.
 */
import * as z from 'zod';
import { isoDateTime, page } from './common';
import { dateRange, dateRangeOrdered, paging, positiveId, queryEnum, queryInt, queryText } from './query';
import { text } from './text';

export const materialType = z.enum(['image', 'video']).describe('image 图片 · video 视频');

/** GET /list: keyword on the title or the activity's title. */
export const materialListQuery = z
  .object({
    ...paging(20),
    keyword: queryText(50).describe('素材标题或所属活动标题关键字'),
    type: queryEnum(materialType.options).describe('素材类型'),
    activityId: queryInt(positiveId.optional()).describe('所属活动 id'),
    ...dateRange,
  })
  .refine(...dateRangeOrdered);

export const material = z.object({
  id: z.number().int(),
  title: text(),
  type: materialType,
  activityId: z.number().int().nullable(),
  activityTitle: text().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int().describe('文件大小（字节）'),
  duration: z.number().int().nullable().describe('视频时长（秒）；图片为 null'),
  thumbUrl: text().describe('缩略图（签名地址）'),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export const materialPage = page(material);

/** PUT /rename/{id}?title= */
export const materialRenamed = z.object({ id: z.number().int(), title: text(), updatedAt: isoDateTime });

/** GET /preview/{id}: the image itself, or a video with its poster. */
export const materialPreview = z.object({
  id: z.number().int(),
  title: text(),
  type: materialType,
  url: text().describe('图片或视频的签名地址'),
  mimeType: text(),
  posterUrl: text().nullable().describe('视频封面；图片为 null'),
  width: z.number().int(),
  height: z.number().int(),
  expiresAt: isoDateTime,
});

/** {file} of GET /api/material/file/{file}: a signed material file. */
export const materialFileParams = z.object({ file: text().regex(/^\d{1,10}\.(svg|webm|image|thumb)$/) });

export type MaterialType = z.infer<typeof materialType>;
export type MaterialListQuery = z.input<typeof materialListQuery>;
export type Material = z.infer<typeof material>;
export type MaterialRenamed = z.infer<typeof materialRenamed>;
export type MaterialPreview = z.infer<typeof materialPreview>;
