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
import type { InvoiceStatus, TrxorderPayType, TrxorderStatus } from '@greenroom/contracts';
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

/** An order's payment type in the page's language (the server's `payTypeText` is Chinese: issue 29). */
export function payTypeName(order: { payType: TrxorderPayType; payTypeText: string }): string {
  return texts.payTypes[order.payType] ?? order.payTypeText;
}

/** An order's product (SPEC §1 ids) in the page's language; the server's `productName` for another id. */
export function productName(order: { product: number; productName: string }): string {
  return (texts.products as Record<number, string>)[order.product] ?? order.productName;
}

/** The five states as tags, in the page's language (built where it is rendered: issue 29). */
export function orderStatusMap(): StatusMap<OrderState> {
  const state = texts.state;
  return {
    unpaid: { text: state.unpaid, color: 'orange' },
    settled: { text: state.settled, color: 'blue' },
    paid: { text: state.paid, color: 'green' },
    cancelled: { text: state.cancelled, color: 'grey' },
    timeout: { text: state.timeout, color: 'grey' },
  };
}

type PlainMove = Exclude<OrderMove, 'invoice'>;

/**
 * State × move: the moves each state allows; any other is refused with its reason of
 * `texts.refusals[move][state]` (shown on the disabled button).
 */
const ALLOWED: Record<OrderState, readonly PlainMove[]> = {
  unpaid: ['pay', 'changePayType', 'cancel', 'delete'],
  // Paid at the provider but not completed (the purchase page closed before it did): 继续支付 opens
  // the purchase page, which completes it by itself.
  settled: ['pay'],
  paid: [],
  cancelled: ['delete'],
  timeout: ['delete'],
};

/** Why a move the state does not allow is refused, read in the page's language. */
function plainRefusal(state: OrderState, move: PlainMove): string | false {
  if (ALLOWED[state].includes(move)) return false;
  const reasons: Partial<Record<OrderState, string>> = texts.refusals[move];
  return reasons[state] ?? texts.moves[move];
}

/** A paid order takes one invoice request at a time; a rejected one may be requested again. */
function invoiceRefusal(state: OrderState, invoice: InvoiceStatus | null | undefined): string | false {
  const r = texts.refusals.invoice;
  if (state !== 'paid') return r[state];
  if (invoice === 'applying') return r.applying;
  if (invoice === 'issued') return r.issued;
  return false;
}

/** Why `move` is not allowed for the order now, or false when it is. */
export function moveRefusal(order: OrderStateFields & { invoiceStatus?: InvoiceStatus | null }, move: OrderMove): string | false {
  const state = orderState(order);
  return move === 'invoice' ? invoiceRefusal(state, order.invoiceStatus) : plainRefusal(state, move);
}
