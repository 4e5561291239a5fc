/**
 * The activity editors (issue 22): create, read, update and state moves of a live broadcast
 * (`twzb`), a photo-live album (`photo`) and an event (`event`), under base /api/activity.
 *
 * The same schemas validate the console's form (each field's Chinese message under the field) and
 * the server's input, so the two can never disagree:
 *   POST /twzb            create (body: input + `requestKey`; the same requestKey twice makes one activity)
 *   GET  /twzb/{id}       the editor's detail (404 for another owner's id)
 *   PUT  /twzb/{id}       save (the whole input)
 *   PUT  /twzb/status/{id}?status=live|ended   a state move named by its target (SPEC §4: 预告 → 直播中 → 已结束);
 *                         the detail's `moves` lists the targets the server allows now
 * and the same for /photo (no status: an album's status follows its shooting times) and /event.
 *
 * Texts are `text()` (one line) or `multilineText()`; the live description is HTML that the server
 * sanitises before storing it and the console sanitises again before showing it.
 * A cover is the URL of an image the owner uploaded (POST /api/upload/image), or '' for the
 * product's default cover; the server refuses a URL that is not one of the owner's images.
 */
import * as z from 'zod';
import { activityEventStatus, activityPhotoStatus, activityTwzbStatus } from './activity';
import { isoDateTime } from './common';
import { positiveId } from './query';
import { multilineText, text } from './text';

/** The longest description (HTML, after sanitising) a live broadcast may carry. */
export const ACTIVITY_DESCRIPTION_MAX = 20_000;
/** The most phone numbers a whitelist holds. */
export const ACTIVITY_WHITELIST_MAX = 2_000;

/**
 * A client-made key of one create: a double click (or a retry after a lost answer) makes one activity.
 * (Not `…Id`: a field named so names a row, and the owner-scope walker treats it as one.)
 */
export const activityRequestKey = text()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, '请求编号格式不正确')
  .describe('创建请求编号：同一编号重复提交只创建一个活动');

const title = text().trim().min(1, '请输入标题').max(60, '标题最多 60 个字');
const cover = text().trim().max(500).default('').describe("封面图地址：POST /api/upload/image 的答复 url；''（或不传）为默认封面");
const phone = text()
  .trim()
  .regex(/^1[3-9]\d{9}$/, '必须是 11 位手机号');

/** Start before end (when there is an end): the message goes under the end field. */
function timesOrdered<T extends { startTime: string; endTime: string | null }>(value: T, ctx: z.RefinementCtx) {
  if (value.endTime !== null && Date.parse(value.endTime) <= Date.parse(value.startTime)) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: '结束时间须晚于开始时间' });
  }
}

/**
 * An ISO 8601 date-time with its offset (`2024-05-01T09:30:00+08:00`, `…Z`), or a bare date (midnight UTC),
 * in the years 2000–2099: `Date.parse` alone takes far more ('1' is the year 2001, a time without an
 * offset is the server's local time, the year 0 is no PostgreSQL date).
 */
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);
const dateTime = (message: string) =>
  text()
    .regex(ISO_8601, { message, abort: true })
    .refine((value) => {
      const time = Date.parse(value);
      return time >= EARLIEST && time < LATEST;
    }, message)
    .describe('ISO 8601 date-time');
const startTime = dateTime('请选择开始时间');
/** null (or left out): no end yet. */
const endTime = dateTime('请选择结束时间').nullable().default(null);

// --- live broadcast (twzb) ---

export const activityLiveMode = z.enum(['text', 'video']).describe('text 图文直播 · video 视频直播');

/** Who may watch: anyone, with a password, or the listed phone numbers. */
export const activityWatch = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('public') }),
  z.object({
    mode: z.literal('password'),
    password: text()
      .trim()
      .regex(/^[A-Za-z0-9]{4,20}$/, '观看密码为 4–20 位字母或数字'),
  }),
  z.object({
    mode: z.literal('whitelist'),
    phones: z.array(phone).min(1, '请至少填写一个手机号').max(ACTIVITY_WHITELIST_MAX, `白名单最多 ${ACTIVITY_WHITELIST_MAX} 个手机号`),
  }),
]);

export const activityTwzbInput = z
  .object({
    title,
    coverUrl: cover,
    mode: activityLiveMode,
    groupId: positiveId.nullable().default(null).describe('分组 id；null（或不传）为未分组'),
    startTime,
    endTime,
    description: multilineText().max(ACTIVITY_DESCRIPTION_MAX, '简介过长').describe('简介（富文本 HTML，服务端净化后保存）'),
    watch: activityWatch,
  })
  .superRefine(timesOrdered);
export const activityTwzbCreate = activityTwzbInput.and(z.object({ requestKey: activityRequestKey }));

export const activityTwzbDetail = z.object({
  id: z.number().int(),
  title: text(),
  coverUrl: text(),
  mode: activityLiveMode,
  groupId: z.number().int().nullable(),
  startTime: isoDateTime,
  endTime: isoDateTime.nullable(),
  description: multilineText(),
  watch: activityWatch,
  status: activityTwzbStatus,
  moves: z.array(activityTwzbStatus).describe('现在可移到的状态'),
  viewCount: z.number().int(),
  createdAt: isoDateTime,
});

/** PUT /twzb/status/{id}?status= — the target state. */
export const activityTwzbMoveQuery = z.object({ status: z.enum(['live', 'ended']).describe('目标状态：live 开始直播 · ended 结束直播') });

// --- photo-live album ---

export const activityPhotoVisibility = z.enum(['public', 'password', 'private']).describe('public 公开 · password 凭密码 · private 仅自己');

export const activityPhotoInput = z
  .object({
    title,
    coverUrl: cover,
    location: text().trim().min(1, '请输入拍摄地点').max(100),
    startTime,
    endTime,
    watermark: z.boolean().describe('照片加水印'),
    visibility: activityPhotoVisibility,
    password: text()
      .trim()
      .regex(/^([A-Za-z0-9]{4,20})?$/, '访问密码为 4–20 位字母或数字')
      .describe('visibility 为 password 时的访问密码'),
  })
  .superRefine(timesOrdered)
  .superRefine((value, ctx) => {
    if (value.visibility === 'password' && !value.password) ctx.addIssue({ code: 'custom', path: ['password'], message: '请设置访问密码' });
  });
export const activityPhotoCreate = activityPhotoInput.and(z.object({ requestKey: activityRequestKey }));

export const activityPhotoDetail = z.object({
  id: z.number().int(),
  title: text(),
  coverUrl: text(),
  location: text(),
  startTime: isoDateTime,
  endTime: isoDateTime.nullable(),
  watermark: z.boolean(),
  visibility: activityPhotoVisibility,
  password: text(),
  status: activityPhotoStatus,
  photoCount: z.number().int(),
  viewCount: z.number().int(),
  createdAt: isoDateTime,
});

// --- event ---

/** The fields of the registration form an organiser may ask for. */
export const activityEventFieldKey = z
  .enum(['name', 'phone', 'company', 'title', 'custom'])
  .describe('name 姓名 · phone 手机号 · company 单位 · title 职务 · custom 自定义');
export const activityEventField = z.object({
  key: activityEventFieldKey,
  label: text().trim().min(1, '请输入字段名称').max(20, '字段名称最多 20 个字'),
  required: z.boolean(),
});

export const activityEventInput = z
  .object({
    title,
    coverUrl: cover,
    city: text().trim().min(1, '请输入城市').max(32),
    address: text().trim().min(1, '请输入场馆或地址').max(200),
    startTime,
    endTime,
    capacity: z.number().int().min(1, '人数上限至少为 1').max(100_000, '人数上限最多 100000').nullable().describe('人数上限；null 为不限'),
    registrationOpen: z.boolean().describe('报名开放'),
    form: z
      .array(activityEventField)
      .min(1, '报名表至少需要一个字段')
      .max(10, '报名表最多 10 个字段')
      .refine(
        (fields) =>
          fields.filter((field) => field.key !== 'custom').length === new Set(fields.filter((field) => field.key !== 'custom').map((field) => field.key)).size,
        '同一字段只能添加一次',
      ),
  })
  .superRefine(timesOrdered);
export const activityEventCreate = activityEventInput.and(z.object({ requestKey: activityRequestKey }));

export const activityEventDetail = z.object({
  id: z.number().int(),
  title: text(),
  coverUrl: text(),
  city: text(),
  address: text(),
  startTime: isoDateTime,
  endTime: isoDateTime.nullable(),
  capacity: z.number().int().nullable(),
  registrationOpen: z.boolean(),
  form: z.array(activityEventField),
  status: activityEventStatus,
  moves: z.array(activityEventStatus).describe('现在可移到的状态'),
  registrationCount: z.number().int(),
  signInCount: z.number().int(),
  viewCount: z.number().int(),
  createdAt: isoDateTime,
});

/** PUT /event/status/{id}?status= — the target state. */
export const activityEventMoveQuery = z.object({ status: z.enum(['ongoing', 'ended']).describe('目标状态：ongoing 开始 · ended 结束') });

// --- uploads (/api/upload) ---

/** POST /api/upload/image (multipart, one `file`): a cover or an image, checked by its bytes. */
export const uploadedImage = z.object({
  id: z.number().int(),
  url: text().describe('原图（已按 EXIF 方向旋转、去除位置信息）'),
  thumbUrl: text().describe('缩略图'),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int().describe('字节数'),
  mimeType: z.enum(['image/jpeg', 'image/png', 'image/webp']),
});

export type ActivityLiveMode = z.infer<typeof activityLiveMode>;
export type ActivityWatch = z.infer<typeof activityWatch>;
export type ActivityTwzbInput = z.infer<typeof activityTwzbInput>;
export type ActivityTwzbCreate = z.infer<typeof activityTwzbCreate>;
export type ActivityTwzbDetail = z.infer<typeof activityTwzbDetail>;
export type ActivityPhotoVisibility = z.infer<typeof activityPhotoVisibility>;
export type ActivityPhotoInput = z.infer<typeof activityPhotoInput>;
export type ActivityPhotoCreate = z.infer<typeof activityPhotoCreate>;
export type ActivityPhotoDetail = z.infer<typeof activityPhotoDetail>;
export type ActivityEventFieldKey = z.infer<typeof activityEventFieldKey>;
export type ActivityEventField = z.infer<typeof activityEventField>;
export type ActivityEventInput = z.infer<typeof activityEventInput>;
export type ActivityEventCreate = z.infer<typeof activityEventCreate>;
export type ActivityEventDetail = z.infer<typeof activityEventDetail>;
export type UploadedImage = z.infer<typeof uploadedImage>;
