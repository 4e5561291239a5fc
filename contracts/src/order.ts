/**
 * Base /api/order (SPEC §7): the account's orders of live (twzb), event and on-site (huipai)
 * products on the "order and invoice" screen — the same trade orders /srv/trxorder places.
 * Lists are paged, newest first (created time, then id). Amounts are integers in fen.
 */
import * as z from 'zod';
import { isoDateTime, page } from './common';
import { invoiceStatus } from './invoice';
import { dateRange, dateRangeOrdered, paging, queryEnum, queryText } from './query';
import { text } from './text';
import { trxorderCancelReason, trxorderKind, trxorderPayType, trxorderStatus } from './trxorder';

/**
 * What an order reads as, finer than its stored status: unpaid (not yet settled), settled (money
 * received, waiting for confirmPay), paid, cancelled (by the user), timeout (24 h without payment).
 */
export const orderState = z
  .enum(['unpaid', 'settled', 'paid', 'cancelled', 'timeout'])
  .describe('unpaid 待支付 · settled 待确认 · paid 已支付 · cancelled 已取消 · timeout 已超时');

/** GET /twzb/list, /photo/list, /event/list, /huipai/list */
export const orderListQuery = z
  .object({
    ...paging(10),
    keyword: queryText(50).describe('订单号或商品名称关键字'),
    status: queryEnum(trxorderStatus.options).describe('订单状态（超时未支付的订单算作已取消）'),
    state: queryEnum(orderState.options).describe('订单进度，比 status 更细：待支付、待确认、已支付、已取消、已超时'),
    payType: queryEnum(trxorderPayType.options).describe('支付方式'),
    ...dateRange,
  })
  .refine(...dateRangeOrdered);

export const orderRow = z.object({
  id: z.number().int(),
  orderNo: text(),
  product: z.number().int().describe('1 直播 · 2 云摄影 · 3 活动 · 4 会拍'),
  productName: text(),
  title: text().describe('商品名称'),
  kind: trxorderKind,
  type: z.number().int().nullable().describe('版本 id 或服务套餐'),
  months: z.number().int().nullable().describe('购买时长（月）'),
  capacity: z.number().int().nullable().describe('扩容容量（GB）'),
  quantity: z.number().int(),
  amount: z.number().int().describe('应付金额（分）'),
  payType: trxorderPayType,
  payTypeText: text(),
  status: trxorderStatus,
  statusText: text(),
  cancelReason: trxorderCancelReason.nullable().describe('已取消订单的原因：user 用户取消 · timeout 超时未支付'),
  settled: z.boolean().describe('支付渠道是否已到账（到账后只能确认支付）'),
  payDeadline: isoDateTime.nullable().describe('待支付订单的支付截止时间'),
  invoiceStatus: invoiceStatus.nullable().describe('该订单最近一次发票申请的状态；未申请为 null'),
  buyerName: text().describe('下单人'),
  buyerPhone: text().describe('下单人手机号，中间四位打码'),
  createdAt: isoDateTime,
  paidAt: isoDateTime.nullable(),
  cancelledAt: isoDateTime.nullable(),
});
export const orderPage = page(orderRow);

/** A huipai row also names the shooting day and city. */
export const orderHuipaiRow = orderRow.extend({ serviceDate: text().nullable().describe('拍摄日期 YYYY-MM-DD'), city: text().nullable() });
export const orderHuipaiPage = page(orderHuipaiRow);

/** DELETE /{kind}/{id}: the deleted order. */
export const orderDeleted = z.object({ id: z.number().int(), orderNo: text() });

export type OrderListQuery = z.input<typeof orderListQuery>;
export type OrderRow = z.infer<typeof orderRow>;
export type OrderHuipaiRow = z.infer<typeof orderHuipaiRow>;
