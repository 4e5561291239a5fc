/**
 * Base /api/order (SPEC §7): the account's orders of live (twzb), event and on-site (huipai)
 * products on the "order and invoice" screen — the same trade orders /srv/trxorder places.
 * Lists are paged, newest first (created time, then id). Amounts are integers in fen.
 */
import { z } from 'zod';
import { isoDateTime, page } from './common';
import { dateRange, dateRangeOrdered, paging, queryEnum, queryText } from './query';
import { trxorderPayType, trxorderStatus } from './trxorder';

/** GET /twzb/list, /event/list, /huipai/list */
export const orderListQuery = z
  .object({
    ...paging(10),
    keyword: queryText(50).describe('订单号或商品名称关键字'),
    status: queryEnum(trxorderStatus.options).describe('订单状态（超时未支付的订单算作已取消）'),
    payType: queryEnum(trxorderPayType.options).describe('支付方式'),
    ...dateRange,
  })
  .refine(...dateRangeOrdered);

export const orderRow = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  product: z.number().int().describe('1 直播 · 3 活动 · 4 会拍'),
  productName: z.string(),
  title: z.string().describe('商品名称'),
  quantity: z.number().int(),
  amount: z.number().int().describe('应付金额（分）'),
  payType: trxorderPayType,
  payTypeText: z.string(),
  status: trxorderStatus,
  statusText: z.string(),
  buyerName: z.string().describe('下单人'),
  buyerPhone: z.string().describe('下单人手机号，中间四位打码'),
  createdAt: isoDateTime,
  paidAt: isoDateTime.nullable(),
  cancelledAt: isoDateTime.nullable(),
});
export const orderPage = page(orderRow);

/** A huipai row also names the shooting day and city. */
export const orderHuipaiRow = orderRow.extend({ serviceDate: z.string().nullable().describe('拍摄日期 YYYY-MM-DD'), city: z.string().nullable() });
export const orderHuipaiPage = page(orderHuipaiRow);

/** DELETE /{kind}/{id}: the deleted order. */
export const orderDeleted = z.object({ id: z.number().int(), orderNo: z.string() });

export type OrderListQuery = z.input<typeof orderListQuery>;
export type OrderRow = z.infer<typeof orderRow>;
export type OrderHuipaiRow = z.infer<typeof orderHuipaiRow>;
