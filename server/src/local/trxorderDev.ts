/**
 * DEV-ONLY stand-in for the payment provider under /dev — never registered when env is 'production'.
 *
 *   POST /dev/payments/settle  {orderNo}: the provider reports the money received; the order becomes
 *                              "settled" and the owner's confirmPay can then mark it paid.
 *
 * Like a provider's notification it carries no session and is idempotent: settling a settled or
 * paid order answers the same result again; a cancelled (or timed-out) order cannot be paid.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { chinaTimestamp } from '../lib/days';
import { route } from '../lib/route';
import { checkTransition, effectiveState, findOrder, raiseOrder } from '../modules/trxorder/trxorderStore';

export async function trxorderDevRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  route(app, 'POST /dev/payments/settle', { summary: '【开发环境】模拟支付渠道到账', tags: ['dev'] }, async ({ body: { orderNo } }) => {
    const now = ctx.now();
    const row = await db.transaction().execute(async (trx) => {
      const order = await findOrder(trx, null, { orderNo }, { lock: true });
      if (checkTransition(effectiveState(order, now), 'settle') === 'noop') return order;
      return trx
        .updateTable('trx_orders')
        .set({ settled_at: now, trade_no: `SIM${chinaTimestamp(now)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`, updated_at: now })
        .where('id', '=', order.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    await raiseOrder(db, row);
    return { orderNo: row.order_no, tradeNo: row.trade_no ?? '', settledAt: (row.settled_at ?? now).toISOString() };
  });
}
