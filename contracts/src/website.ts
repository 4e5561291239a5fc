/**
 * Base /api/website (SPEC §7): the account's micro-websites and their visit statistics.
 * Statistics come from daily rollups (China calendar days); a range is `startDate`..`endDate`
 * inclusive, by default the last 7 days up to today, at most 366 days. `websiteId` narrows any
 * statistic to one site (another account's id answers 404). UV is de-duplicated per day: a
 * visitor who returns on three days counts three times in a range.
 */
import * as z from 'zod';
import { isoDateTime, page } from './common';
import { dateRange, dateRangeOrdered, paging, positiveId, queryDate, queryEnum, queryInt, queryText } from './query';
import { text } from './text';

export const WEBSITE_STAT_MAX_DAYS = 366;

export const websiteStatus = z.literal([0, 1]).describe('0 未发布 · 1 已发布');
export const websitePlatform = z
  .enum(['wechat', 'weibo', 'browser', 'app', 'miniprogram'])
  .describe('wechat 微信 · weibo 微博 · browser 浏览器 · app App · miniprogram 小程序');

/** GET /list */
export const websiteListQuery = z
  .object({
    ...paging(10),
    keyword: queryText(50).describe('标题关键字'),
    status: queryInt(websiteStatus.optional()).describe('发布状态'),
    ...dateRange,
  })
  .refine(...dateRangeOrdered);

export const website = z.object({
  id: z.number().int(),
  title: text(),
  coverUrl: text(),
  template: text().describe('模板名称'),
  status: websiteStatus,
  statusText: text(),
  pv: z.number().int().describe('累计浏览量'),
  uv: z.number().int().describe('累计访客数（按日去重）'),
  shareNum: z.number().int().describe('累计分享次数'),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  publishedAt: isoDateTime.nullable(),
});
export const websitePage = page(website);

function spanDays(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

const statFields = {
  startDate: queryDate().describe('统计起始日（含），YYYY-MM-DD，默认 6 天前'),
  endDate: queryDate().describe('统计截止日（含），YYYY-MM-DD，默认今天'),
  websiteId: queryInt(positiveId.optional()).describe('只统计这个微站'),
};

/** A range is at most WEBSITE_STAT_MAX_DAYS long (use as `.refine(...)` on the object). */
const rangeNotTooLong: [(value: { startDate?: string; endDate?: string }) => boolean, { message: string; path: string[] }] = [
  (value) => !value.startDate || !value.endDate || spanDays(value.startDate, value.endDate) <= WEBSITE_STAT_MAX_DAYS,
  { message: `时间跨度不能超过 ${WEBSITE_STAT_MAX_DAYS} 天`, path: ['endDate'] },
];

/** GET /stat/total, /increase, /createLine, /pvLine, /uvLine, /shareNumLine, /province, /platform, /exportExcel */
export const websiteStatQuery = z
  .object(statFields)
  .refine(...dateRangeOrdered)
  .refine(...rangeNotTooLong);
/** GET /rank */
export const websiteRankQuery = z
  .object({
    ...statFields,
    sort: queryEnum(['pv', 'uv', 'shareNum']).describe('排序指标，默认 pv'),
    limit: queryInt(z.number().int().min(1).max(50).default(10)).describe('条数，1..50'),
  })
  .refine(...dateRangeOrdered)
  .refine(...rangeNotTooLong);
/** GET /city and /city/{id} (id: the province's code, e.g. 440000) */
export const websiteCityQuery = z
  .object({ ...statFields, limit: queryInt(z.number().int().min(1).max(100).default(20)).describe('条数，1..100') })
  .refine(...dateRangeOrdered)
  .refine(...rangeNotTooLong);

/** GET /stat/total: all-time totals (the range is ignored). */
export const websiteTotal = z.object({
  websiteCount: z.number().int(),
  publishedCount: z.number().int(),
  pv: z.number().int(),
  uv: z.number().int(),
  shareNum: z.number().int(),
});

const compared = z.object({
  value: z.number().int().describe('本期'),
  previous: z.number().int().describe('上一等长周期'),
  rate: z.number().nullable().describe('环比变化（百分比，保留一位小数）；上期为 0 时为 null'),
});
/** GET /increase: the range against the equally long period just before it. */
export const websiteIncrease = z.object({
  startDate: text(),
  endDate: text(),
  previousStartDate: text(),
  previousEndDate: text(),
  websites: compared.describe('新建微站数'),
  pv: compared,
  uv: compared,
  shareNum: compared,
});

/** Every day of the range, zero-filled. */
export const websiteLine = z.array(z.object({ date: text().describe('YYYY-MM-DD'), value: z.number().int() }));

export const websiteRankItem = z.object({
  rank: z.number().int(),
  id: z.number().int(),
  title: text(),
  pv: z.number().int(),
  uv: z.number().int(),
  shareNum: z.number().int(),
});
export const websiteRank = z.array(websiteRankItem);

export const websiteProvince = z.array(z.object({ code: z.number().int(), name: text(), pv: z.number().int(), uv: z.number().int() }));
export const websiteCity = z.array(
  z.object({ code: z.number().int(), name: text(), provinceCode: z.number().int(), provinceName: text(), pv: z.number().int(), uv: z.number().int() }),
);
export const websitePlatformShare = z.array(
  z.object({
    platform: websitePlatform,
    name: text(),
    pv: z.number().int(),
    uv: z.number().int(),
    ratio: z.number().describe('PV 占比（百分比，保留一位小数）'),
  }),
);

export type WebsiteListQuery = z.input<typeof websiteListQuery>;
export type Website = z.infer<typeof website>;
export type WebsiteStatQuery = z.input<typeof websiteStatQuery>;
export type WebsiteTotal = z.infer<typeof websiteTotal>;
export type WebsiteIncrease = z.infer<typeof websiteIncrease>;
export type WebsiteLine = z.infer<typeof websiteLine>;
export type WebsiteRankItem = z.infer<typeof websiteRankItem>;
