/**
 * Base /api/user (SPEC §3, §7), /api/worker (contact-us) and /api/verify (certification QR code):
 * the answers' and the inputs' shapes (server/src/modules/user/user.ts, worker.ts and verify.ts parse with them).
 */

import * as z from 'zod';
import { isoDateTime, page } from './common';
import { LOCALES, THEMES } from './i18n';
import { MESSAGE_PAGE_SIZE } from './limits';
import { MAX_BATCH_IDS, MAX_ID, paging, queryInt } from './query';
import { multilineText, text } from './text';

/** GET /getUserInfo (SPEC §3 "User info"); mobPhone unmasked, the console masks it. */
export const userInfo = z.object({
  id: z.number().int().optional().describe('账号 id：按企业协议价报价、下单时的 companyId（SPEC §3 未列出，参考服务器给出）'),
  username: text(),
  nickname: text(),
  avatarUrl: text(),
  usernameModify: z.number().int().describe('用户名已修改次数'),
  email: text(),
  isSetPassword: z.boolean(),
  mobPhone: text(),
  areaCode: text().describe('默认 +86'),
  wxNickname: text(),
  registerTime: isoDateTime.nullable(),
  pointsNum: z.number().int().nullish().describe('积分；缺省时按 0'),
  // The server always answers both (server/test/user.test.ts); they stay optional in the type until the
  // console's fixtures (core, host and sdk tests) carry them — making them required is one line here.
  locale: z.enum(LOCALES).nullable().describe('界面语言（issue 29）：null 为跟随浏览器'),
  theme: z.enum(THEMES).describe('界面主题（issue 29）：system 为跟随系统'),
});

/** POST /preferences (issue 29): the account's interface language (null: follow the browser) and colour theme. */
export const userPreferences = z.object({
  locale: z.enum(LOCALES).nullable().describe('界面语言：zh-CN、en-US，null 为跟随浏览器'),
  theme: z.enum(THEMES).describe('界面主题：system 跟随系统、light 浅色、dark 深色'),
});

/** POST /preferences's body: the preferences to change (at least one; a field left out stays as it is). */
export const userPreferencesBody = userPreferences
  .partial()
  .strict()
  .refine((body) => body.locale !== undefined || body.theme !== undefined, '至少需要 locale、theme 其中一项')
  .meta({ examples: [{ theme: 'dark' }] });

/** GET /empower-info: the account's entitlements. */
export const userEmpowerInfo = z.array(
  z.object({ product: z.number().int().describe('SPEC §1 产品 id'), proType: z.number().int().describe('版本 id'), expireTime: isoDateTime }),
);

/** GET /sys-msg/page: platform notices (type 0..3), shared by every user. */
export const userNotice = z.object({
  id: z.number().int(),
  type: z.number().int().min(0).max(3),
  title: text(),
  content: multilineText().describe('HTML'),
  createTime: isoDateTime,
});
export const userNoticePage = page(userNotice);

/** GET /sys-msg/user/list: the user's inbox. */
export const userMessage = z.object({
  id: z.number().int(),
  title: text(),
  content: multilineText().describe('HTML'),
  stime: isoDateTime,
  isRead: z.literal([0, 1]),
  photoLive: z.boolean().describe('为真时标签前缀为云摄影，否则为直播'),
});
export const userMessagePage = page(userMessage);

/** POST /sys-msg/user/tagRead */
export const userTagRead = z.object({ updated: z.number().int().describe('标为已读的条数') });

/** GET /api/worker/qrCodeAndPhone */
export const workerContact = z.object({ qrCode: text().describe('二维码图片地址'), phone: text().describe('客服热线') });

/** GET /certification/status and GET /huipai/status: a yes or no. */
export const userFlag = z.boolean();

/** GET /certification/token: the scene of the certification mini-program code. */
export const userCertificationScene = text();

/** ?pageNum&pageSize&type of GET /sys-msg/page. */
export const userNoticeQuery = z.object({
  ...paging(MESSAGE_PAGE_SIZE),
  type: queryInt(z.number().int().min(0).max(3).optional()),
});

/** ?pageNum&pageSize&isRead of GET /sys-msg/user/list. */
export const userMessageQuery = z.object({
  ...paging(MESSAGE_PAGE_SIZE),
  isRead: queryInt(z.union([z.literal(0), z.literal(1)]).optional()),
});

/** Comma-separated message ids (`1,2,3`), as a list without duplicates. */
const idList = text()
  .trim()
  .regex(/^\d{1,10}(\s*,\s*\d{1,10})*$/, '必须是以逗号分隔的数字')
  .transform((value) => [...new Set(value.split(',').map((part) => Number(part.trim())))])
  .pipe(z.array(z.number().int().min(1).max(MAX_ID)).max(MAX_BATCH_IDS));

/** ?ids= (or ?id=) of POST /sys-msg/user/tagRead: one of them is required. */
export const userTagReadQuery = z
  .object({ ids: idList.optional(), id: idList.optional() })
  .refine((value) => value.ids !== undefined || value.id !== undefined, {
    message: '不能为空',
    path: ['ids'],
  });

/** The only contact role the console asks the worker service for (SPEC §9). */
export const WORKER_CONTACT_ROLE = 5;

/** ?roleId= of GET /api/worker/qrCodeAndPhone. */
export const workerContactQuery = z.object({ roleId: queryInt(z.literal(WORKER_CONTACT_ROLE)) });

/** ?params= of GET /api/verify/wxacode: URL-safe base64 of the mini-program code's JSON parameters. */
export const verifyWxacodeQuery = z.object({ params: text().min(1).max(2048) });

export type UserInfo = z.infer<typeof userInfo>;
export type UserEmpowerInfo = z.infer<typeof userEmpowerInfo>;
export type UserNotice = z.infer<typeof userNotice>;
export type UserMessage = z.infer<typeof userMessage>;
export type WorkerContact = z.infer<typeof workerContact>;
