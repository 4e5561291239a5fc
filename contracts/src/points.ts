/**
 * Base /api/user/points: the account's points (SPEC §3 `pointsNum`, 0 when missing) and their
 * history, one row per change: earned (paying an order earns 1 point per whole ¥10, events of the
 * platform award more) or spent (the points mall), with the balance after it. The balance of
 * `/getUserInfo` is always the balance after the newest row.
 */
import * as z from 'zod';
import { isoDateTime, page } from './common';
import { dateRange, dateRangeOrdered, paging, queryEnum } from './query';
import { text } from './text';

export const pointsKind = z.enum(['earn', 'spend']).describe('earn 获得 · spend 使用');

/** GET /list */
export const pointsListQuery = z
  .object({
    ...paging(10),
    kind: queryEnum(pointsKind.options).describe('只看获得或只看使用'),
    ...dateRange,
  })
  .refine(...dateRangeOrdered);

export const pointsRecord = z.object({
  id: z.number().int(),
  kind: pointsKind,
  amount: z.number().int().describe('变动积分，获得为正、使用为负'),
  reason: text().describe('变动原因'),
  orderNo: text().nullable().describe('关联订单号'),
  balanceAfter: z.number().int().describe('变动后的余额'),
  createdAt: isoDateTime,
});
export const pointsPage = page(pointsRecord);

/** GET /summary */
export const pointsSummary = z.object({
  balance: z.number().int(),
  earnedThisMonth: z.number().int().describe('本月（北京时间）获得'),
  spentThisMonth: z.number().int().describe('本月使用（正数）'),
});

export type PointsKind = z.infer<typeof pointsKind>;
export type PointsListQuery = z.input<typeof pointsListQuery>;
export type PointsRecord = z.infer<typeof pointsRecord>;
export type PointsSummary = z.infer<typeof pointsSummary>;
