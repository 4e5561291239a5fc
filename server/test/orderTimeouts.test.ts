/**
 * Issue 26 §2 "orders: paid, cancelled, timed out" and SPEC §4's order states: the sweeper stores an
 * unpaid order whose payment window (PAY_TIMEOUT_MS) closed as timed out and pushes `order` /
 * `timeout` to its owner's consoles only; a time-out older than the live log's window (the demo
 * data's old unpaid orders on a first start-up) is stored without an event; two sweeps at once store
 * and raise each order once. The clock is the tests' movable one.
 */
import { describe, expect, it } from 'vitest';
import { RAISE_WINDOW_MS, sweepOrderTimeouts } from '../src/modules/trxorder/orderTimeouts';
import { PAY_TIMEOUT_MS } from '../src/modules/trxorder/trxorderStore';
import { createClock } from './helpers';
import { type SseReader, streamingApp } from './liveStream';
import { call } from './request';

describe('issue 26 §2: an order that times out is stored and pushed', () => {
  const clock = createClock();
  const t = streamingApp({ now: clock.now });
  const stream = async (cookie: string) => {
    const reader = await t.stream(cookie);
    await reader.next((e) => e.event === 'ready');
    return reader;
  };
  /** Unpaid, unsettled orders whose window closed by `now`, and those of them closed within the raise window. */
  const due = async (now: Date) => {
    const rows = await t.db
      .selectFrom('trx_orders')
      .select(['order_no', 'owner_id', 'created_at'])
      .where('status', '=', 'unpaid')
      .where('settled_at', 'is', null)
      .where('deleted_at', 'is', null)
      .where('created_at', '<=', new Date(now.getTime() - PAY_TIMEOUT_MS))
      .execute();
    const recent = rows.filter((row) => row.created_at.getTime() + PAY_TIMEOUT_MS >= now.getTime() - RAISE_WINDOW_MS);
    return { all: rows.map((row) => row.order_no).sort(), recent: recent.map((row) => row.order_no).sort() };
  };

  it('raises a fresh time-out to its owner only, stores it, and leaves the old ones silent', async () => {
    // demo's newest unpaid order (within its window in the demo data); the clock moves a minute past its deadline.
    const order = await t.db
      .selectFrom('trx_orders')
      .select(['id', 'order_no', 'product', 'created_at'])
      .where('owner_id', '=', t.demoId)
      .where('status', '=', 'unpaid')
      .where('settled_at', 'is', null)
      .where('deleted_at', 'is', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const deadline = order.created_at.getTime() + PAY_TIMEOUT_MS;
    expect(deadline).toBeGreaterThan(clock.now().getTime());
    clock.advance(deadline + 60_000 - clock.now().getTime());

    const demo = await stream(t.demo);
    const demo2 = await stream(t.demo2);
    const expected = await due(clock.now());
    expect(expected.recent).toContain(order.order_no);
    // The demo data holds older timed-out orders (SPEC §4 已超时关闭) that must not be raised.
    expect(expected.all.length).toBeGreaterThan(expected.recent.length);

    // Two sweeps at once (two processes): each order is stored and raised by one of them.
    const results = await Promise.all([sweepOrderTimeouts(t.db, clock.now()), sweepOrderTimeouts(t.db, clock.now())]);
    expect(results[0].timedOut + results[1].timedOut).toBe(expected.all.length);
    expect(results[0].raised + results[1].raised).toBe(expected.recent.length);

    const pushed = await demo.next((e) => e.event === 'order' && (e.data as { orderNo: string }).orderNo === order.order_no);
    expect(pushed.data).toEqual({ orderNo: order.order_no, status: 'timeout', product: order.product });

    const stored = await t.db.selectFrom('trx_orders').select(['status', 'cancel_reason', 'cancelled_at']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'cancelled', cancel_reason: 'timeout', cancelled_at: new Date(deadline) });
    const read = await call(t.app, 'GET', `/srv/trxorder/info/${order.id}`, { cookie: t.demo });
    expect(read.body.data).toMatchObject({ status: 'cancelled', cancelReason: 'timeout', statusText: '已超时关闭' });

    // Nothing is settled twice; the events are the recent ones, each once, each to its owner.
    expect(await sweepOrderTimeouts(t.db, clock.now())).toEqual({ timedOut: 0, raised: 0 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const timeouts = (reader: SseReader) =>
      reader.received
        .filter((e) => e.event === 'order' && (e.data as { status: string }).status === 'timeout')
        .map((e) => (e.data as { orderNo: string }).orderNo);
    const owners = new Map((await t.db.selectFrom('trx_orders').select(['order_no', 'owner_id']).execute()).map((row) => [row.order_no, row.owner_id]));
    expect(timeouts(demo).sort()).toEqual(expected.recent.filter((no) => owners.get(no) === t.demoId));
    expect(timeouts(demo2).sort()).toEqual(expected.recent.filter((no) => owners.get(no) === t.demo2Id));
  });
});
