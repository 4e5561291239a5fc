/**
 * Trade orders: reading them, their effective state, and the state machine shared by
 * /srv/trxorder, /api/order and the dev payment settlement.
 *
 *   unpaid ──settle (payment provider)──▶ unpaid + settled ──confirmPay──▶ paid
 *   unpaid (not settled) ──cancelOrder──▶ cancelled (reason 'user')
 *   unpaid (not settled) past PAY_TIMEOUT_MS ──▶ reads as cancelled (reason 'timeout'); stored on the next write
 *   delete: unpaid (not settled) or cancelled → soft-deleted; paid or settled orders are kept.
 *
 * Illegal moves throw ApiError(409) with a Chinese msg naming the order's state.
 */
import type { Trxorder } from '@greenroom/contracts';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database, HuipaiBookingsTable, TrxOrdersTable } from '../../db/schema';
import { ApiError, notFound } from '../../lib/envelope';
import { raiseLive } from '../live/registry';
import { PRODUCT_NAMES } from './trxorderPrices';

/** An unpaid order without a payment closes this long after it was placed. */
export const PAY_TIMEOUT_MS = 24 * 3600_000;

export const PAY_TYPE_TEXT = { wechat: '微信支付', alipay: '支付宝', transfer: '对公转账' } as const;
export const STATUS_TEXT = { unpaid: '待支付', paid: '已支付', cancelled: '已取消' } as const;

/** The envelope code of a move the order's state does not allow. */
export const ILLEGAL_TRANSITION = 409;

type Db = Kysely<Database> | Transaction<Database>;
export type OrderRow = Selectable<TrxOrdersTable>;

/** The on-site details of a huipai order, as read (its keys apart). */
export type BookingRow = Omit<Selectable<HuipaiBookingsTable>, 'order_id' | 'owner_id'>;

/** The state an order is in at `now`: stored state, with the payment window applied. */
export interface EffectiveState {
  status: 'unpaid' | 'paid' | 'cancelled';
  cancelReason: 'user' | 'timeout' | null;
  cancelledAt: Date | null;
  settled: boolean;
}

export function effectiveState(row: OrderRow, now: Date): EffectiveState {
  const settled = row.settled_at !== null;
  const deadline = row.created_at.getTime() + PAY_TIMEOUT_MS;
  if (row.status === 'unpaid' && !settled && deadline <= now.getTime()) {
    return { status: 'cancelled', cancelReason: 'timeout', cancelledAt: new Date(deadline), settled };
  }
  return { status: row.status, cancelReason: row.cancel_reason, cancelledAt: row.cancelled_at, settled };
}

/** SQL of the effective status, for list filters (`now` is bound). */
export function effectiveStatusSql(now: Date) {
  const deadline = new Date(now.getTime() - PAY_TIMEOUT_MS);
  return sql<string>`case when o.status = 'unpaid' and o.settled_at is null and o.created_at <= ${deadline} then 'cancelled' else o.status end`;
}

/** The finer state of the list filter `state` (contracts' orderState): settled and timed-out orders apart. */
export function orderStateSql(now: Date) {
  const deadline = new Date(now.getTime() - PAY_TIMEOUT_MS);
  return sql<string>`case
    when o.status = 'unpaid' and o.settled_at is not null then 'settled'
    when o.status = 'unpaid' and o.created_at <= ${deadline} then 'timeout'
    when o.status = 'cancelled' and o.cancel_reason = 'timeout' then 'timeout'
    else o.status end`;
}

/** 138****5678 (SPEC §3 masking: first 3 digits, ****, digits 8 to 11). */
export function maskPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toTrxorder(row: OrderRow, booking: BookingRow | null, now: Date): Trxorder {
  const state = effectiveState(row, now);
  return {
    id: row.id,
    orderNo: row.order_no,
    product: row.product as Trxorder['product'],
    productName: PRODUCT_NAMES[row.product] ?? '',
    kind: row.kind,
    type: row.pro_type,
    months: row.months,
    capacity: row.capacity_gb,
    quantity: row.quantity,
    title: row.title,
    unitPrice: row.unit_price,
    originalAmount: row.original_amount,
    amount: row.amount,
    companyPrice: row.company_price,
    payType: row.pay_type,
    payTypeText: PAY_TYPE_TEXT[row.pay_type],
    status: state.status,
    statusText: state.cancelReason === 'timeout' ? '已超时关闭' : STATUS_TEXT[state.status],
    cancelReason: state.cancelReason,
    settled: state.settled,
    tradeNo: row.trade_no,
    buyerName: row.buyer_name,
    buyerPhone: maskPhone(row.buyer_phone),
    createdAt: row.created_at.toISOString(),
    payDeadline: state.status === 'unpaid' && !state.settled ? new Date(row.created_at.getTime() + PAY_TIMEOUT_MS).toISOString() : null,
    settledAt: iso(row.settled_at),
    paidAt: iso(row.paid_at),
    cancelledAt: iso(state.cancelledAt),
    booking: booking
      ? {
          serviceDate: booking.service_date,
          city: booking.city,
          address: booking.address,
          contactName: booking.contact_name,
          contactPhone: maskPhone(booking.contact_phone),
          photographers: booking.photographers,
          hours: booking.hours,
          remark: booking.remark,
        }
      : null,
  };
}

export type OrderKey = { orderNo: string } | { id: number };

/**
 * The owner's live (not deleted) order, locked for update inside a transaction; `ownerId` null
 * means any owner (the payment provider). Throws 404 when there is none.
 */
export async function findOrder(db: Db, ownerId: number | null, key: OrderKey, options: { lock?: boolean; product?: number } = {}): Promise<OrderRow> {
  let query = db.selectFrom('trx_orders').selectAll().where('deleted_at', 'is', null);
  query = 'orderNo' in key ? query.where('order_no', '=', key.orderNo) : query.where('id', '=', key.id);
  if (ownerId !== null) query = query.where('owner_id', '=', ownerId);
  if (options.product !== undefined) query = query.where('product', '=', options.product);
  const row = await (options.lock ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function findBooking(db: Db, orderId: number): Promise<BookingRow | null> {
  const row = await db
    .selectFrom('huipai_bookings')
    .select([
      sql<string>`to_char(service_date, 'YYYY-MM-DD')`.as('service_date'),
      'city',
      'address',
      'contact_name',
      'contact_phone',
      'photographers',
      'hours',
      'remark',
    ])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row ?? null;
}

export async function orderAnswer(db: Db, row: OrderRow, now: Date): Promise<Trxorder> {
  return toTrxorder(row, row.product === 4 ? await findBooking(db, row.id) : null, now);
}

const illegal = (msg: string) => new ApiError(ILLEGAL_TRANSITION, msg);

/** Why `action` is not allowed in `state`, or null when it is. */
export type OrderAction = 'changePayType' | 'confirmPay' | 'cancel' | 'delete' | 'settle';

const ACTION_TEXT: Record<OrderAction, string> = {
  changePayType: '修改支付方式',
  confirmPay: '确认支付',
  cancel: '取消',
  delete: '删除',
  settle: '支付',
};

/** Throws the Chinese reason an order in `state` cannot take `action`; returns 'noop' for a repeated idempotent move. */
export function checkTransition(state: EffectiveState, action: OrderAction): 'go' | 'noop' {
  const verb = ACTION_TEXT[action];
  if (state.status === 'paid') {
    if (action === 'confirmPay' || action === 'settle') return 'noop';
    throw illegal(`订单已支付，不能${verb}`);
  }
  if (state.status === 'cancelled') {
    if (action === 'delete') return 'go';
    if (action === 'cancel') throw illegal(state.cancelReason === 'timeout' ? '订单已超时关闭，无需取消' : '订单已取消，请勿重复操作');
    throw illegal(state.cancelReason === 'timeout' ? `订单已超时关闭，不能${verb}` : `订单已取消，不能${verb}`);
  }
  // unpaid
  if (state.settled) {
    if (action === 'confirmPay') return 'go';
    if (action === 'settle') return 'noop';
    throw illegal(`订单已付款，请先确认支付，不能${verb}`);
  }
  if (action === 'confirmPay') throw illegal('尚未收到支付结果，请完成支付后再确认');
  return 'go';
}

/** `date` plus whole months, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Paying for an edition extends (or starts) the entitlement shown by /api/user/empower-info. */
export async function grantEntitlement(trx: Transaction<Database>, row: OrderRow, now: Date): Promise<void> {
  if (row.kind !== 'edition' || row.pro_type === null || row.months === null) return;
  const months = row.months * row.quantity;
  const existing = await trx
    .selectFrom('entitlements')
    .select(['id', 'expire_time'])
    .where('owner_id', '=', row.owner_id)
    .where('product', '=', row.product)
    .where('pro_type', '=', row.pro_type)
    .orderBy('expire_time', 'desc')
    .forUpdate()
    .executeTakeFirst();
  const from = existing && existing.expire_time > now ? existing.expire_time : now;
  const until = addMonths(from, months);
  if (existing) {
    await trx.updateTable('entitlements').set({ expire_time: until }).where('id', '=', existing.id).execute();
  } else {
    await trx
      .insertInto('entitlements')
      .values({ owner_id: row.owner_id, product: row.product, pro_type: row.pro_type, expire_time: until, created_at: now })
      .execute();
  }
}

/** Soft-deletes the owner's order when its state allows it (shared by /srv/trxorder and /api/order). */
export async function deleteOrder(db: Kysely<Database>, ownerId: number, key: OrderKey, now: Date, product?: number): Promise<OrderRow> {
  return db.transaction().execute(async (trx) => {
    const row = await findOrder(trx, ownerId, key, { lock: true, product });
    const state = effectiveState(row, now);
    checkTransition(state, 'delete');
    const timedOut = state.cancelReason === 'timeout' && row.status === 'unpaid';
    await trx
      .updateTable('trx_orders')
      .set({
        deleted_at: now,
        updated_at: now,
        ...(timedOut ? { status: 'cancelled' as const, cancel_reason: 'timeout' as const, cancelled_at: state.cancelledAt } : {}),
      })
      .where('id', '=', row.id)
      .execute();
    return row;
  });
}

/**
 * Tells the owner's consoles an order moved (issue 26 §2): settled by the provider, paid (their
 * home's entitlements and points follow), cancelled. Call it once the move is committed.
 */
export async function raiseOrder(db: Kysely<Database>, row: OrderRow): Promise<void> {
  const status = row.status === 'paid' ? 'paid' : row.status === 'cancelled' ? 'cancelled' : row.settled_at ? 'settled' : null;
  if (status === null) return;
  await raiseLive(db, row.owner_id, 'order', { orderNo: row.order_no, status, product: row.product });
}
