/**
 * Base /srv/trxorder (SPEC §7): the trade-order service behind the purchase pages — price tables,
 * placing an order, paying it, cancelling and deleting it. Amounts are integers in fen (分).
 *
 * State machine (stored status, see server/src/modules/trxorder/trxorder.ts):
 *   addOrder → unpaid ──(payment provider settles; dev: POST /dev/payments/settle)──▶ unpaid + settled
 *   unpaid + settled ──confirmPay──▶ paid            unpaid (not settled) ──cancelOrder──▶ cancelled
 *   unpaid (not settled) for 24 h ──▶ reads as cancelled (cancelReason 'timeout')
 *   deleteOrder: only unpaid (not settled) or cancelled orders.
 */
import * as z from 'zod';
import { isoDateTime } from './common';
import { positiveId, queryInt } from './query';
import { text } from './text';

/** SPEC §1 product ids that can be bought here: 1 live, 2 photo, 3 events, 4 on-site (huipai). */
export const trxorderProduct = z.literal([1, 2, 3, 4]).describe('1 图文/视频直播 · 2 云摄影 · 3 活动 · 4 会拍（上门拍摄）');
export const trxorderKind = z.enum(['edition', 'capacity', 'service']).describe('edition 版本 · capacity 存储扩容 · service 上门拍摄服务');
export const trxorderPayType = z.enum(['wechat', 'alipay', 'transfer']).describe('wechat 微信支付 · alipay 支付宝 · transfer 对公转账');
export const trxorderStatus = z.enum(['unpaid', 'paid', 'cancelled']).describe('unpaid 待支付 · paid 已支付 · cancelled 已取消');
export const trxorderCancelReason = z.enum(['user', 'timeout']).describe('user 用户取消 · timeout 超时未支付');

/** Price table ids of GET /photo/getPrice/{id}: 1 storage capacity, 2 editions, 3 on-site service packages. */
export const trxorderPriceId = z.literal([1, 2, 3]).describe('1 存储扩容 · 2 版本 · 3 上门拍摄服务');
export const trxorderCapacity = z.literal([50, 100, 500, 1000]).describe('扩容容量（GB），一年有效');
export const trxorderEdition = z.literal([1, 2, 3]).describe('版本 id：3 为企业版');
export const trxorderMonths = z.literal([1, 12]).describe('购买时长（月）');
export const trxorderServicePackage = z.literal([1, 2, 3]).describe('1 半天单机位 · 2 全天单机位 · 3 全天双机位');

/** "GR" + 14 digits of China time (yyyyMMddHHmmss) + 6 random digits. */
export const trxorderNo = text()
  .trim()
  .regex(/^GR\d{20}$/, '格式不正确')
  .describe('订单号，如 GR20240501120000123456');

/** GET /photo/getPrice/1 */
export const trxorderCapacityPriceQuery = z.object({
  capacity: queryInt(trxorderCapacity.optional()).describe('只看这一档容量（GB）'),
  companyId: queryInt(positiveId.optional()).describe('按企业协议价报价：只能是自己的账号 id；云摄影企业版有效期内九折'),
});

/** GET /photo/getPrice/{id} (id 2 or 3; 1 is the capacity table above) */
export const trxorderPriceParams = z.object({ id: queryInt(positiveId).describe('价格表 id：2 云摄影版本 · 3 上门拍摄服务') });
export const trxorderPriceQuery = z.object({
  type: queryInt(z.literal([1, 2, 3]).optional()).describe('id=2 时为版本 id，id=3 时为服务套餐；不传为全部'),
  product: queryInt(z.literal([1, 2, 3]).optional()).describe('id=2 时的产品：1 直播 · 2 云摄影（默认）· 3 活动'),
  companyId: queryInt(positiveId.optional()).describe('按企业协议价报价：只能是自己的账号 id；云摄影企业版有效期内九折'),
});

export const trxorderPriceItem = z.object({
  priceId: trxorderPriceId,
  product: trxorderProduct,
  kind: trxorderKind,
  type: z.number().int().nullable().describe('版本 id 或服务套餐'),
  capacity: z.number().int().nullable().describe('容量（GB）'),
  months: z.number().int().nullable(),
  title: text(),
  originalPrice: z.number().int().describe('标价（分）'),
  price: z.number().int().describe('成交单价（分）'),
});
export const trxorderPriceTable = z.object({
  priceId: trxorderPriceId,
  title: text(),
  companyPrice: z.boolean().describe('是否按企业协议价报价'),
  items: z.array(trxorderPriceItem),
});

const mobilePhone = text()
  .trim()
  .regex(/^1[3-9]\d{9}$/, '必须是 11 位手机号');

/** The on-site booking: every text is one line (the console asks for each with a one-line field, the remark too), so a control character or a line break is refused (issue 21 §3). */
export const trxorderBookingInput = z.object({
  serviceDate: text()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '必须是 YYYY-MM-DD 格式的日期')
    .describe('拍摄日期（北京时间），最早为明天，最晚 180 天内'),
  city: text().trim().min(1).max(32),
  address: text().trim().min(1).max(200),
  contactName: text().trim().min(1).max(32),
  contactPhone: mobilePhone,
  remark: text().trim().max(200).optional(),
});

const orderCommon = {
  quantity: z.number().int().min(1).max(99).default(1).describe('份数'),
  payType: trxorderPayType,
  companyId: positiveId.optional().describe('按企业协议价下单：只能是自己的账号 id'),
};

/** POST /addOrder: the amount is always computed by the server from its price tables. */
export const trxorderAddBody = z.discriminatedUnion(
  'priceId',
  [
    z.object({ priceId: z.literal(1), capacity: trxorderCapacity, ...orderCommon }),
    z.object({
      priceId: z.literal(2),
      product: z.literal([1, 2, 3]).describe('1 直播 · 2 云摄影 · 3 活动'),
      type: trxorderEdition,
      months: trxorderMonths,
      ...orderCommon,
    }),
    z.object({ priceId: z.literal(3), type: trxorderServicePackage, booking: trxorderBookingInput, ...orderCommon, quantity: z.literal(1).default(1) }),
  ],
  { error: '只能是 1（存储扩容）、2（版本）、3（上门拍摄服务）之一' },
);

/** POST /changePayType */
export const trxorderChangePayTypeBody = z.object({ orderNo: trxorderNo, payType: trxorderPayType });
/** POST /getOrder */
export const trxorderGetBody = z.object({ orderNo: trxorderNo });
/** ?orderNo= of POST /confirmPay, POST /cancelOrder and DELETE /deleteOrder */
export const trxorderNoQuery = z.object({ orderNo: trxorderNo });
/** POST /dev/payments/settle (development only: stands in for the payment provider's notification) */
export const trxorderSettleBody = z.object({ orderNo: trxorderNo });
/** What POST /dev/payments/settle answers. */
export const trxorderSettled = z.object({ orderNo: text(), tradeNo: text(), settledAt: isoDateTime });

export const trxorderBooking = z.object({
  serviceDate: text().describe('YYYY-MM-DD'),
  city: text(),
  address: text(),
  contactName: text(),
  contactPhone: text().describe('中间四位打码'),
  photographers: z.number().int(),
  hours: z.number().int(),
  remark: text(),
});

export const trxorder = z.object({
  id: z.number().int(),
  orderNo: text(),
  product: trxorderProduct,
  productName: text(),
  kind: trxorderKind,
  type: z.number().int().nullable(),
  months: z.number().int().nullable(),
  capacity: z.number().int().nullable(),
  quantity: z.number().int(),
  title: text(),
  unitPrice: z.number().int().describe('成交单价（分）'),
  originalAmount: z.number().int().describe('原价合计（分）'),
  amount: z.number().int().describe('应付金额（分）'),
  companyPrice: z.boolean(),
  payType: trxorderPayType,
  payTypeText: text(),
  status: trxorderStatus,
  statusText: text(),
  cancelReason: trxorderCancelReason.nullable(),
  settled: z.boolean().describe('支付渠道是否已到账（到账后才能确认支付）'),
  tradeNo: text().nullable().describe('支付渠道流水号'),
  buyerName: text(),
  buyerPhone: text().describe('中间四位打码'),
  createdAt: isoDateTime,
  payDeadline: isoDateTime.nullable().describe('待支付订单的支付截止时间'),
  settledAt: isoDateTime.nullable(),
  paidAt: isoDateTime.nullable(),
  cancelledAt: isoDateTime.nullable(),
  booking: trxorderBooking.nullable().describe('上门拍摄服务的预约信息'),
});

/** What DELETE /deleteOrder answers. */
export const trxorderDeleted = z.object({ orderNo: text() });

export type TrxorderPayType = z.infer<typeof trxorderPayType>;
export type TrxorderStatus = z.infer<typeof trxorderStatus>;
export type TrxorderPriceItem = z.infer<typeof trxorderPriceItem>;
export type TrxorderPriceTable = z.infer<typeof trxorderPriceTable>;
export type TrxorderAddBody = z.input<typeof trxorderAddBody>;
export type TrxorderChangePayTypeBody = z.input<typeof trxorderChangePayTypeBody>;
export type TrxorderBooking = z.infer<typeof trxorderBooking>;
export type Trxorder = z.infer<typeof trxorder>;
