/**
 * Base /api/activity (SPEC §7): text-image live activities ("twzb") with their groups, events, and
 * photo-live albums (cloud photography; SPEC names no call for them, the reference server adds
 * GET /photo/list and DELETE /photo/{id}).
 * Lists are paged and newest first (created time, then id) unless `sort`/`order` say otherwise.
 * Names carry the `activity` prefix: orders and statistics have twzb and event shapes of their own.
 */
import * as z from 'zod';
import { isoDateTime, page } from './common';
import { dateRange, dateRangeOrdered, paging, positiveId, queryEnum, queryInt, queryText } from './query';
import { text } from './text';

/**
 * `sort` (createdAt by default, or startTime) and `order` (desc by default) of the activity lists.
 * Ties are ordered by id in the same direction, so pages never overlap. (Start times are NOT NULL
 * in the database: a start-time sort has no missing times to place.)
 */
export const activityListSort = {
  sort: queryEnum(['createdAt', 'startTime']).describe('排序字段：createdAt 创建时间（默认）· startTime 开始时间'),
  order: queryEnum(['asc', 'desc']).describe('排序方向：desc 降序（默认）· asc 升序'),
};

/**
 * A list row's cover for its small cell (the kit's CoverTitle, 64–72 px wide): an uploaded cover's
 * thumbnail (POST /api/upload/image makes one at most `UPLOAD_THUMB_WIDTH` (400) px wide), never the
 * original of up to 40 megapixels; the default and demo covers, drawn small already, as they are.
 */
export const listCoverThumb = text().describe('列表封面缩略图地址：上传封面的缩略图（宽不超过 400 像素）；默认封面与演示封面为其本身');

// --- text-image live (twzb) ---

export const activityTwzbStatus = z.enum(['not_started', 'live', 'ended']).describe('not_started 未开始 · live 直播中 · ended 已结束');

/** GET /twzb/list: keyword on the title, group, status, created-time range; sorted by created or start time. */
export const activityTwzbListQuery = z
  .object({
    ...paging(10),
    keyword: queryText(50).describe('标题关键字'),
    groupId: queryInt(positiveId.optional()).describe('分组 id'),
    status: queryEnum(activityTwzbStatus.options).describe('直播状态'),
    ...dateRange,
    ...activityListSort,
  })
  .refine(...dateRangeOrdered);

export const activityTwzb = z.object({
  id: z.number().int(),
  title: text(),
  coverUrl: text(),
  coverThumbUrl: listCoverThumb,
  status: activityTwzbStatus,
  startTime: isoDateTime.nullable(),
  endTime: isoDateTime.nullable(),
  groupId: z.number().int().nullable(),
  groupName: text().nullable(),
  viewCount: z.number().int(),
  createdAt: isoDateTime.nullable(),
});
export const activityTwzbPage = page(activityTwzb);

/** GET /twzb/group-list: every group of the owner with its activity count. */
export const activityTwzbGroup = z.object({ id: z.number().int(), name: text(), count: z.number().int() });
export const activityTwzbGroupList = z.array(activityTwzbGroup);

// --- events ---

export const activityEventStatus = z.enum(['not_started', 'ongoing', 'ended']).describe('not_started 未开始 · ongoing 进行中 · ended 已结束');

/** GET /event/list: keyword on the title or city, status, created-time range; sorted by created or start time. */
export const activityEventListQuery = z
  .object({
    ...paging(10),
    keyword: queryText(50).describe('标题或城市关键字'),
    status: queryEnum(activityEventStatus.options).describe('活动状态'),
    ...dateRange,
    ...activityListSort,
  })
  .refine(...dateRangeOrdered);

export const activityEvent = z.object({
  id: z.number().int(),
  title: text(),
  coverUrl: text(),
  coverThumbUrl: listCoverThumb,
  status: activityEventStatus,
  city: text(),
  address: text(),
  startTime: isoDateTime,
  endTime: isoDateTime.nullable(),
  registrationCount: z.number().int().describe('报名人数'),
  signInCount: z.number().int().describe('签到人数'),
  viewCount: z.number().int().describe('浏览量'),
  createdAt: isoDateTime,
});
export const activityEventPage = page(activityEvent);

// --- photo-live albums (cloud photography) ---

/** An album's status, from its shooting times and now: before the start, between start and end (or no end yet), after the end. */
export const activityPhotoStatus = z.enum(['not_started', 'live', 'ended']).describe('not_started 未开始 · live 直播中 · ended 已结束');

/** GET /photo/list: keyword on the title or location, status, created-time range; sorted by created or start time. */
export const activityPhotoListQuery = z
  .object({
    ...paging(10),
    keyword: queryText(50).describe('标题或拍摄地点关键字'),
    status: queryEnum(activityPhotoStatus.options).describe('相册状态（按拍摄时间）'),
    ...dateRange,
    ...activityListSort,
  })
  .refine(...dateRangeOrdered);

/** A photo-live album: shooting dates, location, how many photos and views. */
export const activityPhoto = z.object({
  id: z.number().int(),
  title: text(),
  coverUrl: text(),
  coverThumbUrl: listCoverThumb,
  status: activityPhotoStatus,
  location: text().describe('拍摄地点（城市与场馆，如 上海国际会议中心）'),
  startTime: isoDateTime.describe('拍摄开始'),
  endTime: isoDateTime.nullable().describe('拍摄结束'),
  photoCount: z.number().int().describe('照片数'),
  viewCount: z.number().int().describe('浏览量'),
  createdAt: isoDateTime,
});
export const activityPhotoPage = page(activityPhoto);

export type ActivityListSort = NonNullable<z.infer<typeof activityListSort.sort>>;
export type ActivityListOrder = NonNullable<z.infer<typeof activityListSort.order>>;
export type ActivityTwzbStatus = z.infer<typeof activityTwzbStatus>;
export type ActivityTwzbListQuery = z.input<typeof activityTwzbListQuery>;
export type ActivityTwzb = z.infer<typeof activityTwzb>;
export type ActivityTwzbGroup = z.infer<typeof activityTwzbGroup>;
export type ActivityEventStatus = z.infer<typeof activityEventStatus>;
export type ActivityEventListQuery = z.input<typeof activityEventListQuery>;
export type ActivityEvent = z.infer<typeof activityEvent>;
export type ActivityPhotoStatus = z.infer<typeof activityPhotoStatus>;
export type ActivityPhotoListQuery = z.input<typeof activityPhotoListQuery>;
export type ActivityPhoto = z.infer<typeof activityPhoto>;
