/**
 * Base /api/statistics (SPEC §7): data screens of the text-image live (twzb), its audience
 * ("userManage"), events and the live shop.
 *
 * Conventions shared by every statistic:
 * - A range is `startTime`..`endTime`, both days inclusive (China Standard Time), written
 *   `YYYY-MM-DD` (a `YYYY-MM-DD HH:mm:ss` value counts as its day). Default: the last 7 days up to
 *   today; at most 366 days.
 * - Figures come from daily rollups. UV is de-duplicated per day: over a range it is the sum of the
 *   daily unique visitors (a visitor who returns on three days counts three times).
 * - `activityId` (twzb, shop) or `eventId` (event) narrows a statistic to one of the owner's
 *   activities; another account's id answers 404.
 * - `/increase` compares the range with the equally long period just before it.
 * - Amounts are integers in fen (分). Platforms: 1 微信 · 2 H5 · 3 PC · 4 App.
 * - Lists are paged and newest first. A filtered list counts at most 10,000 rows (`totalExact`
 *   false beyond that) and pages stop there: narrow the filter to see further.
 */
import * as z from 'zod';
import { isoDateTime, page } from './common';
import type { Locale } from './i18n';
import { paging, positiveId, queryEnum, queryInt, queryText, searchText } from './query';
import { multilineText, text } from './text';

export const STAT_MAX_DAYS = 366;
export const STAT_DEFAULT_DAYS = 7;
/** A filtered list counts and pages through at most this many rows. */
export const STAT_LIST_WINDOW = 10000;

export const statPlatform = z.literal([1, 2, 3, 4]).describe('1 微信 · 2 H5 · 3 PC · 4 App');
export const STAT_PLATFORM_NAMES: Record<1 | 2 | 3 | 4, string> = { 1: '微信', 2: 'H5', 3: 'PC', 4: 'App' };
/** The platforms' names in English (issue 29): an English console's data screens show these. Exports keep the Chinese. */
export const STAT_PLATFORM_NAMES_EN: Record<1 | 2 | 3 | 4, string> = { 1: 'WeChat', 2: 'H5', 3: 'PC', 4: 'App' };

/** A platform's name in `locale` (Chinese unless English is asked for), '' for a platform that is none of the four. */
export function statPlatformName(platform: number, locale: Locale = 'zh-CN'): string {
  const names: Record<number, string> = locale === 'en-US' ? STAT_PLATFORM_NAMES_EN : STAT_PLATFORM_NAMES;
  return names[platform] ?? '';
}

// --- inputs -------------------------------------------------------------------------------------

const DAY_OR_TIME = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/;

function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** `YYYY-MM-DD` or `YYYY-MM-DD HH:mm[:ss]`, read as its day; blank is absent. */
export const statDay = () =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = value.trim();
      if (!text) return undefined;
      return DAY_OR_TIME.exec(text)?.[1] ?? text;
    },
    text()
      .max(10)
      .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value), { message: '必须是 YYYY-MM-DD 格式的日期', abort: true })
      .refine(isCalendarDay, { message: '不是有效的日期' })
      .optional(),
  );

const daySpan = (start: string, end: string) => Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;

/** Checks of every ranged input: order and span. */
export const statRangeChecks = <T extends z.ZodType<{ startTime?: string; endTime?: string }>>(schema: T) =>
  schema
    .refine((value) => !value.startTime || !value.endTime || value.startTime <= value.endTime, { message: '不能早于 startTime', path: ['endTime'] })
    .refine((value) => !value.startTime || !value.endTime || daySpan(value.startTime, value.endTime) <= STAT_MAX_DAYS, {
      message: `时间跨度不能超过 ${STAT_MAX_DAYS} 天`,
      path: ['endTime'],
    });

const rangeFields = {
  startTime: statDay().describe('统计起始日（含），YYYY-MM-DD，默认 6 天前'),
  endTime: statDay().describe('统计截止日（含），YYYY-MM-DD，默认今天'),
};
const activityField = { activityId: queryInt(positiveId.optional()).describe('只统计这个图文直播活动') };
const eventField = { eventId: queryInt(positiveId.optional()).describe('只统计这个活动（会议）') };
const limitField = (max: number, fallback: number) => ({ limit: queryInt(z.number().int().min(1).max(max).default(fallback)).describe(`条数，1..${max}`) });

/** twzb statistics: GET /twzb/total, /increase, /*Line, /province, /platformParticipant, /exportExcel. */
export const statTwzbQuery = statRangeChecks(z.object({ ...rangeFields, ...activityField }));
export const statTwzbRankQuery = statRangeChecks(
  z.object({ ...rangeFields, sort: queryEnum(['pv', 'uv', 'shareNum']).describe('排序指标，默认 pv'), ...limitField(50, 10) }),
);
/** GET /twzb/city (top cities) and /twzb/city/{id} (cities of province `id`, e.g. 440000). */
export const statTwzbCityQuery = statRangeChecks(z.object({ ...rangeFields, ...activityField, ...limitField(100, 20) }));
export const statProvinceParams = z.object({ id: queryInt(z.number().int().min(110000).max(829999)).describe('省份代码，如 440000') });

export const statEventQuery = statRangeChecks(z.object({ ...rangeFields, ...eventField }));
/** GET /event/city?provinceId=: cities of one province, or the top cities without it. */
export const statEventCityQuery = statRangeChecks(
  z.object({
    ...rangeFields,
    ...eventField,
    provinceId: queryInt(z.number().int().min(110000).max(829999).optional()).describe('省份代码'),
    ...limitField(100, 20),
  }),
);

export const statShopQuery = statRangeChecks(z.object({ ...rangeFields, ...activityField }));
export const statShopLineType = z.enum(['count', 'amount', 'refund', 'refundAmount', 'buyer']);
/** GET /shop/orderLine?type=: order count (default), amount, refund count, refund amount, buyers. */
export const statShopLineQuery = statRangeChecks(
  z.object({
    ...rangeFields,
    ...activityField,
    type: queryEnum(statShopLineType.options).describe('count 订单数 · amount 成交金额 · refund 退款单数 · refundAmount 退款金额 · buyer 下单人数'),
  }),
);
export const statShopRankQuery = statRangeChecks(
  z.object({
    ...rangeFields,
    by: queryEnum(['activity', 'goods']).describe('activity 按直播间（默认）· goods 按商品'),
    ...limitField(50, 10),
  }),
);

/** Cloud photography (photo live): GET /photo/total, /increase, /*Line, /province, /platform, /exportExcel. */
const albumField = { activityId: queryInt(positiveId.optional()).describe('只统计这个照片直播相册') };
export const statPhotoQuery = statRangeChecks(z.object({ ...rangeFields, ...albumField }));
export const statPhotoRankQuery = statRangeChecks(
  z.object({
    ...rangeFields,
    sort: queryEnum(['pv', 'uv', 'uploadNum', 'downloadNum']).describe('排序指标：pv（默认）· uv · uploadNum 上传数 · downloadNum 下载数'),
    ...limitField(50, 10),
  }),
);
export const statPhotoExportQuery = statRangeChecks(z.object({ ...rangeFields, ...albumField, token: queryText(64).describe('导出凭证；已登录时可省略') }));

/** `{id}` of an audience member, a conferee's event... */
export const statIdParams = z.object({ id: queryInt(positiveId) });
/** GET /event/confereeInfo/{eventId}/{confereeId} */
export const statConfereeParams = z.object({ eventId: queryInt(positiveId), confereeId: queryInt(positiveId) });
export const statPageQuery = z.object({ ...paging(10) });

const listTime = {
  startTime: statDay().describe('起始日（含），YYYY-MM-DD'),
  endTime: statDay().describe('截止日（含），YYYY-MM-DD'),
};
const bodyPaging = {
  pageNum: z.number().int().min(1).max(100000).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
};
const keyword = searchText(50).optional().describe('关键字');

/** POST /twzb/userManage/list (and the query of /twzb/exportExcel?type=user). */
export const audienceFilterFields = {
  keyword: keyword.describe('昵称（包含）、手机号（前缀）或用户 id'),
  tagId: positiveId.optional().describe('标签 id'),
  platform: statPlatform.optional(),
  provinceId: z.number().int().min(110000).max(829999).optional().describe('省份代码'),
  gender: z.literal([0, 1, 2]).optional().describe('0 未知 · 1 男 · 2 女'),
  activityId: positiveId.optional().describe('来源活动（首次观看的图文直播）'),
  blacklisted: z.boolean().optional().describe('只看黑名单 / 非黑名单'),
  ...listTime,
};
export const audienceListBody = statRangeChecks(z.object({ ...bodyPaging, ...audienceFilterFields }).strict());

export const AUDIENCE_COLUMNS = [
  ['nickname', '用户昵称'],
  ['phone', '手机号'],
  ['gender', '性别'],
  ['region', '地区'],
  ['platform', '来源渠道'],
  ['sourceActivity', '来源活动'],
  ['tags', '标签'],
  ['watchCount', '观看次数'],
  ['watchSeconds', '观看时长'],
  ['commentCount', '评论数'],
  ['orderCount', '下单数'],
  ['orderAmount', '消费金额'],
  ['blacklisted', '黑名单'],
  ['firstVisitAt', '首次访问'],
  ['lastVisitAt', '最近访问'],
] as const;
export type AudienceColumnKey = (typeof AUDIENCE_COLUMNS)[number][0];
const audienceColumnKey = z.enum(AUDIENCE_COLUMNS.map(([key]) => key) as [AudienceColumnKey, ...AudienceColumnKey[]]);

/** POST /twzb/userManage/list-setting: the columns in display order; unlisted columns are hidden. */
export const audienceListSettingBody = z
  .object({
    columns: z
      .array(z.object({ key: audienceColumnKey, visible: z.boolean(), width: z.number().int().min(60).max(600).optional() }).strict())
      .min(1)
      .max(AUDIENCE_COLUMNS.length)
      .refine((columns) => new Set(columns.map((column) => column.key)).size === columns.length, { message: '列不能重复' })
      .refine((columns) => columns.some((column) => column.visible), { message: '至少显示一列' }),
  })
  .strict();

/** GET /twzb/exportExcel and /event/exportExcel, /shop/exportExcel: `token` from /twzb/excel/token, or the session. */
export const statExportQuery = statRangeChecks(
  z.object({
    ...rangeFields,
    ...activityField,
    token: queryText(64).describe('导出凭证（/twzb/excel/token）；已登录时可省略'),
    type: queryEnum(['stat', 'user']).describe('stat 每日数据（默认）· user 观众列表（筛选同 userManage/list）'),
    keyword: queryText(50),
    tagId: queryInt(positiveId.optional()),
    platform: queryInt(statPlatform.optional()),
    provinceId: queryInt(z.number().int().min(110000).max(829999).optional()),
  }),
);
export const statEventExportQuery = statRangeChecks(z.object({ ...rangeFields, ...eventField, token: queryText(64).describe('导出凭证；已登录时可省略') }));
export const statShopExportQuery = statRangeChecks(z.object({ ...rangeFields, ...activityField, token: queryText(64).describe('导出凭证；已登录时可省略') }));

/** POST /event/confereeList (paged) and /event/exportConfereeList (without paging). */
export const confereeFilterFields = {
  eventId: positiveId.optional().describe('活动 id'),
  keyword: keyword.describe('姓名、手机号或单位'),
  role: z.literal([1, 2, 3]).optional().describe('1 参会者 · 2 嘉宾 · 3 工作人员'),
  signIn: z.literal([0, 1]).optional().describe('0 未签到 · 1 已签到'),
  platform: statPlatform.optional().describe('报名渠道'),
  ...listTime,
};
export const confereeListBody = statRangeChecks(z.object({ ...bodyPaging, ...confereeFilterFields }).strict());
export const confereeExportBody = statRangeChecks(z.object(confereeFilterFields).strict());

// --- answers ------------------------------------------------------------------------------------

const int = () => z.number().int();
const count = (label: string) => z.number().int().describe(label);
const rate = (label: string) => z.number().nullable().describe(`${label}（百分比，保留一位小数）`);

/** Every day of the range, zero-filled. */
export const statLine = z.array(z.object({ date: text().describe('YYYY-MM-DD'), value: int() }));
export const statCompared = z.object({
  value: count('本期'),
  previous: count('上一等长周期'),
  rate: rate('环比变化').describe('环比变化（百分比，保留一位小数）；上期为 0 时为 null'),
});
const rangeEcho = { startTime: text(), endTime: text(), previousStartTime: text(), previousEndTime: text() };

export const statProvince = z.array(z.object({ code: int(), name: text(), pv: int(), uv: int(), ratio: rate('UV 占比') }));
export const statCity = z.array(
  z.object({ code: int(), name: text(), provinceCode: int(), provinceName: text(), pv: int(), uv: int(), ratio: rate('UV 占比') }),
);
export const statPlatformShare = z.array(z.object({ platform: statPlatform, name: text(), pv: int(), uv: int(), ratio: rate('UV 占比') }));

export const statTwzbTotal = z.object({
  activityNum: count('图文直播活动数'),
  groupNum: count('聚合分组数'),
  pv: count('累计浏览量'),
  uv: count('累计访客数（按日去重）'),
  shareNum: count('累计分享次数'),
  participantNum: count('观众总数'),
  watchSeconds: count('累计观看时长（秒）'),
});
export const statTwzbIncrease = z.object({
  ...rangeEcho,
  activityNum: statCompared.describe('新建活动数'),
  participantNum: statCompared.describe('新增观众数'),
  pv: statCompared,
  uv: statCompared,
  shareNum: statCompared,
});
export const statTwzbRank = z.array(z.object({ rank: int(), id: int(), title: text(), pv: int(), uv: int(), shareNum: int() }));

export const audienceTag = z.object({ id: int(), name: text(), color: text(), memberCount: count('标签人数') });
export const audienceTagList = z.array(audienceTag);

export const audienceMember = z.object({
  id: int(),
  nickname: text(),
  avatarUrl: text(),
  phone: text().describe('脱敏手机号，如 138****5678'),
  gender: z.literal([0, 1, 2]),
  genderText: text(),
  provinceId: int(),
  provinceName: text(),
  cityId: int(),
  cityName: text(),
  platform: statPlatform,
  platformName: text(),
  sourceActivityId: int(),
  sourceActivityTitle: text().nullable(),
  tags: z.array(z.object({ id: int(), name: text(), color: text() })),
  watchCount: int(),
  watchSeconds: int(),
  commentCount: int(),
  orderCount: int(),
  orderAmount: count('消费金额（分）'),
  blacklisted: z.boolean(),
  firstVisitAt: isoDateTime,
  lastVisitAt: isoDateTime,
});
/** A page whose `total` may stop at STAT_LIST_WINDOW (`totalExact` false). */
export const windowedPage = <T extends z.ZodType>(row: T) => page(row).extend({ totalExact: z.boolean().describe('total 是否为精确值') });
export const audiencePage = windowedPage(audienceMember);

export const audienceListSetting = z.object({
  columns: z.array(z.object({ key: audienceColumnKey, title: text(), visible: z.boolean(), width: int().nullable() })),
  custom: z.boolean().describe('是否为用户保存的设置（否则为默认）'),
  updatedAt: isoDateTime.nullable(),
});
export const statExcelToken = z.object({ token: text(), expiresAt: isoDateTime });

export const audienceWatch = z.object({
  activityId: int(),
  activityTitle: text().nullable(),
  platform: statPlatform,
  platformName: text(),
  provinceName: text(),
  cityName: text(),
  enterTime: isoDateTime,
  durationSeconds: int(),
});
export const audienceWatchPage = page(audienceWatch);
export const audienceWatchTotal = z.object({
  memberId: int(),
  nickname: text(),
  watchCount: count('观看次数'),
  watchSeconds: count('观看时长（秒）'),
  activityCount: count('观看过的活动数'),
  firstWatchAt: isoDateTime.nullable(),
  lastWatchAt: isoDateTime.nullable(),
});
export const audienceOrder = z.object({
  id: int(),
  orderNo: text(),
  orderType: z.literal([1, 2, 3]).describe('1 商品 · 2 付费观看 · 3 打赏'),
  orderTypeText: text(),
  activityId: int(),
  activityTitle: text().nullable(),
  goodsName: text(),
  quantity: int(),
  amount: count('实付金额（分）'),
  status: z.literal([1, 2]).describe('1 已支付 · 2 已退款'),
  statusText: text(),
  refundAmount: count('退款金额（分）'),
  paidAt: isoDateTime,
  refundedAt: isoDateTime.nullable(),
});
export const audienceOrderPage = page(audienceOrder);
export const audienceBlacklistRecord = z.object({
  id: int(),
  activityId: int().describe('0 表示全部直播'),
  activityTitle: text(),
  reason: text(),
  operator: text(),
  createdAt: isoDateTime,
  releasedAt: isoDateTime.nullable(),
  active: z.boolean().describe('仍在黑名单中'),
});
export const audienceBlacklistPage = page(audienceBlacklistRecord);

// event

export const conferee = z.object({
  id: int(),
  eventId: int(),
  eventTitle: text(),
  name: text(),
  phone: text().describe('脱敏手机号'),
  company: text(),
  jobTitle: text(),
  role: z.literal([1, 2, 3]),
  roleText: text(),
  platform: statPlatform,
  platformName: text(),
  provinceName: text(),
  cityName: text(),
  ticketName: text(),
  registeredAt: isoDateTime,
  signedIn: z.boolean(),
  signedInAt: isoDateTime.nullable(),
});
export const confereePage = windowedPage(conferee);

export const eventFormField = z.object({
  key: text(),
  label: text(),
  type: z.enum(['text', 'phone', 'select', 'textarea']),
  required: z.boolean(),
  options: z.array(text()).optional(),
});
export const confereeInfo = conferee.extend({
  answers: z.array(z.object({ key: text(), label: text(), value: multilineText().describe('填写的内容（多行文本题可含换行）') })),
});
export const eventFormInfo = z.object({
  eventId: int(),
  eventTitle: text(),
  submitNum: count('提交人数'),
  fields: z.array(
    eventFormField.extend({
      stats: z
        .array(z.object({ option: text(), count: int() }))
        .optional()
        .describe('选择题各选项人数'),
    }),
  ),
});
const eventBrief = z.object({
  id: int(),
  title: text(),
  status: z.enum(['not_started', 'ongoing', 'ended']),
  city: text(),
  address: text(),
  startTime: isoDateTime,
  endTime: isoDateTime.nullable(),
});
/** GET /event/guessInfo/{id}: the event's guests (嘉宾) and whether they have signed in. */
export const eventGuestInfo = z.object({
  event: eventBrief,
  guestNum: int(),
  signedInNum: int(),
  list: z.array(z.object({ id: int(), name: text(), company: text(), jobTitle: text(), signedIn: z.boolean(), signedInAt: isoDateTime.nullable() })),
});
export const statEventView = z.object({
  startTime: text(),
  endTime: text(),
  eventNum: count('新建活动数'),
  pv: int(),
  uv: int(),
  shareNum: int(),
  confereeNum: count('报名人数'),
  signInNum: count('签到人数'),
  signInRate: rate('签到率'),
});
export const statEventIncrease = z.object({
  ...rangeEcho,
  eventNum: statCompared,
  pv: statCompared,
  uv: statCompared,
  confereeNum: statCompared,
  signInNum: statCompared,
});
/** GET /event/{id}: one event, all time. */
export const statEventDetail = z.object({
  event: eventBrief,
  pv: int(),
  uv: int(),
  shareNum: int(),
  confereeNum: int(),
  signInNum: int(),
  signInRate: rate('签到率'),
  guestNum: int(),
  platform: z.array(z.object({ platform: statPlatform, name: text(), confereeNum: int() })),
});
export const statEventPlatform = z.array(z.object({ platform: statPlatform, name: text(), pv: int(), uv: int(), confereeNum: int(), ratio: rate('报名占比') }));
export const statEventProvince = z.array(z.object({ code: int(), name: text(), pv: int(), uv: int(), confereeNum: int(), ratio: rate('报名占比') }));
export const statEventCity = z.array(
  z.object({
    code: int(),
    name: text(),
    provinceCode: int(),
    provinceName: text(),
    pv: int(),
    uv: int(),
    confereeNum: int(),
    ratio: rate('报名占比'),
  }),
);

// shop

export const statShopTotal = z.object({
  orderNum: count('订单数'),
  orderAmount: count('成交金额（分）'),
  buyerNum: count('下单人数（按日去重）'),
  refundNum: count('退款单数'),
  refundAmount: count('退款金额（分）'),
  avgOrderAmount: count('客单价（分）'),
});
export const statShopIncrease = z.object({
  ...rangeEcho,
  orderNum: statCompared,
  orderAmount: statCompared,
  buyerNum: statCompared,
  refundNum: statCompared,
  refundAmount: statCompared,
});
export const statShopRank = z.array(
  z.object({ rank: int(), id: int().describe('直播间 id；按商品排行时为 0'), name: text(), orderNum: int(), orderAmount: int() }),
);
export const statShopBuyerType = z.enum(['new', 'returning']);
export const statShopBuyerRatio = z.object({
  startTime: text(),
  endTime: text(),
  buyerNum: count('下单人数（按日去重）'),
  viewerNum: count('访客数（按日去重）'),
  ratio: rate('购买转化率'),
  platform: z.array(z.object({ platform: statPlatform, name: text(), buyerNum: int(), ratio: rate('下单人数占比') })),
  distinctBuyerNum: count('区间内下单人数（整个区间去重）'),
  buyerTypes: z
    .array(z.object({ type: statShopBuyerType, name: text(), buyerNum: int(), ratio: rate('占区间下单人数') }))
    .describe('新买家（首笔商品订单在区间内）与老买家（区间前已在本账号下过单），固定两行：new、returning'),
});

// photo (cloud photography)

export const statPhotoTotal = z.object({
  albumNum: count('照片直播相册数'),
  pv: count('相册浏览量'),
  uv: count('相册访客数（按日去重）'),
  shareNum: count('分享次数'),
  uploadNum: count('上传照片数'),
  downloadNum: count('下载照片数'),
});
export const statPhotoIncrease = z.object({
  ...rangeEcho,
  pv: statCompared,
  uv: statCompared,
  shareNum: statCompared,
  uploadNum: statCompared.describe('上传照片数'),
  downloadNum: statCompared.describe('下载照片数'),
});
export const statPhotoRank = z.array(z.object({ rank: int(), id: int(), title: text(), pv: int(), uv: int(), uploadNum: int(), downloadNum: int() }));

export type StatTwzbQuery = z.input<typeof statTwzbQuery>;
export type StatEventQuery = z.input<typeof statEventQuery>;
export type StatShopQuery = z.input<typeof statShopQuery>;
export type StatLine = z.infer<typeof statLine>;
export type StatCompared = z.infer<typeof statCompared>;
export type StatProvince = z.infer<typeof statProvince>;
export type StatCity = z.infer<typeof statCity>;
export type StatPlatformShare = z.infer<typeof statPlatformShare>;
export type StatTwzbTotal = z.infer<typeof statTwzbTotal>;
export type StatTwzbIncrease = z.infer<typeof statTwzbIncrease>;
export type StatTwzbRank = z.infer<typeof statTwzbRank>;
export type AudienceTag = z.infer<typeof audienceTag>;
export type AudienceListBody = z.input<typeof audienceListBody>;
export type AudienceMember = z.infer<typeof audienceMember>;
export type AudiencePage = z.infer<typeof audiencePage>;
export type AudienceListSetting = z.infer<typeof audienceListSetting>;
export type AudienceListSettingBody = z.input<typeof audienceListSettingBody>;
export type StatExcelToken = z.infer<typeof statExcelToken>;
export type AudienceWatch = z.infer<typeof audienceWatch>;
export type AudienceWatchTotal = z.infer<typeof audienceWatchTotal>;
export type AudienceOrder = z.infer<typeof audienceOrder>;
export type AudienceBlacklistRecord = z.infer<typeof audienceBlacklistRecord>;
export type Conferee = z.infer<typeof conferee>;
export type ConfereeListBody = z.input<typeof confereeListBody>;
export type ConfereePage = z.infer<typeof confereePage>;
export type ConfereeInfo = z.infer<typeof confereeInfo>;
export type EventFormField = z.infer<typeof eventFormField>;
export type EventFormInfo = z.infer<typeof eventFormInfo>;
export type EventGuestInfo = z.infer<typeof eventGuestInfo>;
export type StatEventView = z.infer<typeof statEventView>;
export type StatEventIncrease = z.infer<typeof statEventIncrease>;
export type StatEventDetail = z.infer<typeof statEventDetail>;
export type StatEventPlatform = z.infer<typeof statEventPlatform>;
export type StatEventProvince = z.infer<typeof statEventProvince>;
export type StatEventCity = z.infer<typeof statEventCity>;
export type StatShopTotal = z.infer<typeof statShopTotal>;
export type StatShopIncrease = z.infer<typeof statShopIncrease>;
export type StatShopRank = z.infer<typeof statShopRank>;
export type StatShopBuyerRatio = z.infer<typeof statShopBuyerRatio>;
export type StatPhotoQuery = z.input<typeof statPhotoQuery>;
export type StatPhotoTotal = z.infer<typeof statPhotoTotal>;
export type StatPhotoIncrease = z.infer<typeof statPhotoIncrease>;
export type StatPhotoRank = z.infer<typeof statPhotoRank>;
