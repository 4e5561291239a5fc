import { describe, expect, it } from 'vitest';
import { moveRefusal, ORDER_MOVES, type OrderMove, type OrderState, orderState } from '../src/orderMoves';
import { STATES } from './fixtures';

/**
 * server/docs/api.md "Trade orders": every state × move, allowed (false) or refused (the reason
 * shown on the disabled button). Continue payment while unpaid (a settled order too: the purchase
 * page completes it, issue 24 §5); change payment type and cancel only while unpaid and not settled; delete while unpaid-not-settled or cancelled/timed out; an invoice only
 * for a paid order without a pending or issued one.
 */
const TABLE: Record<OrderState, Record<OrderMove, string | false>> = {
  unpaid: { pay: false, changePayType: false, cancel: false, delete: false, invoice: '订单支付后才能申请发票' },
  settled: {
    pay: false,
    changePayType: '已付款的订单不能修改支付方式',
    cancel: '已付款的订单不能取消',
    delete: '已付款的订单不能删除',
    invoice: '订单确认支付后才能申请发票',
  },
  paid: {
    pay: '订单已支付',
    changePayType: '已支付的订单不能修改支付方式',
    cancel: '已支付的订单不能取消',
    delete: '已支付的订单不能删除（保留用于开票）',
    invoice: false,
  },
  cancelled: {
    pay: '订单已取消，请重新下单',
    changePayType: '已取消的订单不能修改支付方式',
    cancel: '订单已取消，请勿重复操作',
    delete: false,
    invoice: '已取消的订单不能申请发票',
  },
  timeout: {
    pay: '订单已超时关闭，请重新下单',
    changePayType: '已超时的订单不能修改支付方式',
    cancel: '订单已超时关闭，无需取消',
    delete: false,
    invoice: '已超时的订单不能申请发票',
  },
};

describe('order moves: the state machine of server/docs/api.md, state by state', () => {
  it('tells the five states apart: unpaid + settled is 待确认, cancelled by timeout is 已超时', () => {
    expect(orderState(STATES.unpaid)).toBe('unpaid');
    expect(orderState(STATES.settled)).toBe('settled');
    expect(orderState(STATES.paid)).toBe('paid');
    expect(orderState(STATES.cancelled)).toBe('cancelled');
    expect(orderState(STATES.timeout)).toBe('timeout');
  });

  for (const state of Object.keys(TABLE) as OrderState[]) {
    for (const move of ORDER_MOVES) {
      const expected = TABLE[state][move];
      it(`${state} · ${move}: ${expected === false ? 'allowed' : `refused — ${expected}`}`, () => {
        expect(moveRefusal({ ...STATES[state], invoiceStatus: null }, move)).toBe(expected);
      });
    }
  }

  it('a paid order takes one invoice request at a time, and again after a rejection', () => {
    expect(moveRefusal({ ...STATES.paid, invoiceStatus: 'applying' }, 'invoice')).toBe('发票申请中，请等待开具');
    expect(moveRefusal({ ...STATES.paid, invoiceStatus: 'issued' }, 'invoice')).toBe('发票已开具');
    expect(moveRefusal({ ...STATES.paid, invoiceStatus: 'rejected' }, 'invoice')).toBe(false);
    expect(moveRefusal({ ...STATES.paid, invoiceStatus: null }, 'invoice')).toBe(false);
  });

  it('covers every state and every move (a new one must be added to the table)', () => {
    expect(Object.keys(TABLE).sort()).toEqual(['cancelled', 'paid', 'settled', 'timeout', 'unpaid']);
    for (const row of Object.values(TABLE)) expect(Object.keys(row).sort()).toEqual([...ORDER_MOVES].sort());
  });
});
