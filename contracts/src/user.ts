/**
 * Base /api/user (SPEC §3, §7), /api/worker (contact-us) and /api/verify (certification QR code):
 * the answers' shapes. Their inputs are parsed in server/src/modules/user.ts, worker.ts, verify.ts.
 */
import { z } from 'zod';
import { isoDateTime, page } from './common';

/** GET /getUserInfo (SPEC §3 "User info"); mobPhone unmasked, the console masks it. */
export const userInfo = z.object({
  username: z.string(),
  nickname: z.string(),
  avatarUrl: z.string(),
  usernameModify: z.number().int().describe('用户名已修改次数'),
  email: z.string(),
  isSetPassword: z.boolean(),
  mobPhone: z.string(),
  areaCode: z.string().describe('默认 +86'),
  wxNickname: z.string(),
  registerTime: isoDateTime.nullable(),
  pointsNum: z.number().int().nullable(),
});

/** GET /empower-info: the account's entitlements. */
export const userEmpowerInfo = z.array(
  z.object({ product: z.number().int().describe('SPEC §1 产品 id'), proType: z.number().int().describe('版本 id'), expireTime: isoDateTime }),
);

/** GET /sys-msg/page: platform notices (type 0..3), shared by every user. */
export const userNotice = z.object({
  id: z.number().int(),
  type: z.number().int().min(0).max(3),
  title: z.string(),
  content: z.string().describe('HTML'),
  createTime: isoDateTime,
});
export const userNoticePage = page(userNotice);

/** GET /sys-msg/user/list: the user's inbox. */
export const userMessage = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string().describe('HTML'),
  stime: isoDateTime,
  isRead: z.literal([0, 1]),
  photoLive: z.boolean().describe('为真时标签前缀为云摄影，否则为直播'),
});
export const userMessagePage = page(userMessage);

/** POST /sys-msg/user/tagRead */
export const userTagRead = z.object({ updated: z.number().int().describe('标为已读的条数') });

/** GET /api/worker/qrCodeAndPhone */
export const workerContact = z.object({ qrCode: z.string().describe('二维码图片地址'), phone: z.string().describe('客服热线') });

export type UserInfo = z.infer<typeof userInfo>;
export type UserEmpowerInfo = z.infer<typeof userEmpowerInfo>;
export type UserNotice = z.infer<typeof userNotice>;
export type UserMessage = z.infer<typeof userMessage>;
export type WorkerContact = z.infer<typeof workerContact>;
