/**
 * The payment window closing, pushed (issue 26 §2: orders paid, cancelled, **timed out**). An unpaid
 * order already reads as timed out past PAY_TIMEOUT_MS (`effectiveState`); the sweeper stores that
 * state and tells the owner's consoles, so an open order list or home moves without a reload.
 *
 * - One statement settles a batch: `update … set status = 'cancelled', cancel_reason = 'timeout'
 *   where status = 'unpaid' and settled_at is null and created_at <= deadline … returning`. Two
 *   processes on one PostgreSQL may sweep at the same moment: a row is returned by the update that
 *   changed it, and the other's update (which waits for the row, then re-checks `status = 'unpaid'`)
 *   skips it, so each order is stored and raised exactly once across processes. A payment being
 *   settled holds the row (`for update`); the sweep waits and then skips it (`settled_at` is set).
 * - Only a recent time-out is raised: its deadline at most RAISE_WINDOW_MS before the sweep (the
 *   per-owner catch-up log's age). Orders that timed out while no server ran — the demo data's old
 *   unpaid orders on the first start-up — are stored silently: no console was waiting for them, and a
 *   first sweep must not flood the owners' logs and streams.
 */
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { raiseLive } from '../live/registry';
import { PAY_TIMEOUT_MS } from './trxorderStore';

/** How often each process sweeps; a console hears of a time-out within this. */
export const ORDER_SWEEP_INTERVAL_MS = 30_000;
/** The first sweep, after start-up (the first screens are served first). */
export const ORDER_SWEEP_FIRST_MS = 5_000;
/** A time-out older than this at the sweep is stored without an event (the live log keeps 15 minutes). */
export const RAISE_WINDOW_MS = 15 * 60_000;
/** Orders settled per statement; a sweep repeats until fewer come back. */
export const SWEEP_BATCH = 500;

export interface SweepResult {
  /** Orders stored as timed out. */
  timedOut: number;
  /** Of them, the ones pushed to their owner's consoles. */
  raised: number;
}

/** Stores every order whose payment window closed by `now` as timed out; raises the recent ones. */
export async function sweepOrderTimeouts(db: Kysely<Database>, now: Date): Promise<SweepResult> {
  const deadline = new Date(now.getTime() - PAY_TIMEOUT_MS);
  const raiseFrom = now.getTime() - RAISE_WINDOW_MS;
  const result: SweepResult = { timedOut: 0, raised: 0 };
  for (;;) {
    // `skip locked`: a row another sweep (or a payment) holds is left to it; the outer conditions are
    // re-checked on the row as it is once free, so nothing is settled twice.
    const rows = await db
      .updateTable('trx_orders')
      .set({
        status: 'cancelled',
        cancel_reason: 'timeout',
        cancelled_at: sql<Date>`created_at + ${PAY_TIMEOUT_MS} * interval '1 millisecond'`,
        updated_at: now,
      })
      .where('status', '=', 'unpaid')
      .where('settled_at', 'is', null)
      .where('deleted_at', 'is', null)
      .where('created_at', '<=', deadline)
      .where('id', 'in', (sub) =>
        sub
          .selectFrom('trx_orders')
          .select('id')
          .where('status', '=', 'unpaid')
          .where('settled_at', 'is', null)
          .where('deleted_at', 'is', null)
          .where('created_at', '<=', deadline)
          .orderBy('id')
          .limit(SWEEP_BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['owner_id', 'order_no', 'product', 'created_at'])
      .execute();
    result.timedOut += rows.length;
    for (const row of rows) {
      if (row.created_at.getTime() + PAY_TIMEOUT_MS < raiseFrom) continue;
      await raiseLive(db, row.owner_id, 'order', { orderNo: row.order_no, status: 'timeout', product: row.product });
      result.raised += 1;
    }
    if (rows.length < SWEEP_BATCH) return result;
  }
}

/**
 * Sweeps every ORDER_SWEEP_INTERVAL_MS (first after ORDER_SWEEP_FIRST_MS), one sweep at a time;
 * returns the stop function (it waits for a sweep under way). A failed sweep is logged and tried again at the next tick.
 */
export function startOrderSweeper(db: Kysely<Database>, now: () => Date, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = sweepOrderTimeouts(db, now())
      .then((result) => {
        if (result.timedOut > 0) log.info(result, 'orders timed out');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'order time-out sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, ORDER_SWEEP_FIRST_MS).unref();
  const every = setInterval(tick, ORDER_SWEEP_INTERVAL_MS).unref();
  // Stopping waits for a sweep under way: the database closes after it.
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}
