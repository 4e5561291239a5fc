/**
 * The order state machine as the console sees it (server/docs/api.md "Trade orders"): which state
 * an order is in, and which of its moves each state allows. Pure, so the whole table is tested
 * alone (test/orderMoves.test.ts); the list rows and the drawer only ask it.
 *
 *   unpaid ──provider settles──▶ settled ──confirmPay──▶ paid ──▶ invoice (once; again after 已驳回)
 *     │                            └─ continue payment: the purchase page completes it (issue 24 §5)
 *     ├─ continue payment, change payment type, cancel ──▶ cancelled ──▶ delete
 *     └─ 24 h unpaid ──▶ timeout ──▶ delete
 */
import type { InvoiceStatus, TrxorderStatus } from '@greenroom/contracts';
import type { StatusMap } from '@greenroom/sdk';
import { texts } from './texts';

/** What an order row or detail says about its state. */
export interface OrderStateFields {
  status: TrxorderStatus;
  settled: boolean;
  cancelReason: 'user' | 'timeout' | null;
}

/** The five states a person tells apart: 待支付, 待确认 (paid at the provider), 已支付, 已取消, 已超时. */
export type OrderState = 'unpaid' | 'settled' | 'paid' | 'cancelled' | 'timeout';

/** The moves an order may take from the order screens. */
export type OrderMove = 'pay' | 'changePayType' | 'cancel' | 'delete' | 'invoice';
export const ORDER_MOVES: readonly OrderMove[] = ['pay', 'changePayType', 'cancel', 'delete', 'invoice'];

export function orderState(order: OrderStateFields): OrderState {
  if (order.status === 'paid') return 'paid';
  if (order.status === 'cancelled') return order.cancelReason === 'timeout' ? 'timeout' : 'cancelled';
  return order.settled ? 'settled' : 'unpaid';
}

export const ORDER_STATE: StatusMap<OrderState> = {
  unpaid: { text: texts.state.unpaid, color: 'orange' },
  settled: { text: texts.state.settled, color: 'blue' },
  paid: { text: texts.state.paid, color: 'green' },
  cancelled: { text: texts.state.cancelled, color: 'grey' },
  timeout: { text: texts.state.timeout, color: 'grey' },
};

const r = texts.refusals;

/** State × move: false when allowed, else why not (shown on the disabled button). */
const MOVES: Record<OrderState, Record<Exclude<OrderMove, 'invoice'>, string | false>> = {
  unpaid: { pay: false, changePayType: false, cancel: false, delete: false },
  // Paid at the provider but not completed (the purchase page closed before it did): 继续支付 opens
  // the purchase page, which completes it by itself.
  settled: { pay: false, changePayType: r.changePayType.settled, cancel: r.cancel.settled, delete: r.delete.settled },
  paid: { pay: r.pay.paid, changePayType: r.changePayType.paid, cancel: r.cancel.paid, delete: r.delete.paid },
  cancelled: { pay: r.pay.cancelled, changePayType: r.changePayType.cancelled, cancel: r.cancel.cancelled, delete: false },
  timeout: { pay: r.pay.timeout, changePayType: r.changePayType.timeout, cancel: r.cancel.timeout, delete: false },
};

/** A paid order takes one invoice request at a time; a rejected one may be requested again. */
function invoiceRefusal(state: OrderState, invoice: InvoiceStatus | null | undefined): string | false {
  if (state !== 'paid') return r.invoice[state];
  if (invoice === 'applying') return r.invoice.applying;
  if (invoice === 'issued') return r.invoice.issued;
  return false;
}

/** Why `move` is not allowed for the order now, or false when it is. */
export function moveRefusal(order: OrderStateFields & { invoiceStatus?: InvoiceStatus | null }, move: OrderMove): string | false {
  const state = orderState(order);
  return move === 'invoice' ? invoiceRefusal(state, order.invoiceStatus) : MOVES[state][move];
}
