/**
 * Issue 26 §1: the console's live stream (server-sent events) on one process (PGlite, in-process
 * bus): owner scope, heartbeat and catch-up after Last-Event-ID, reset when the log no longer holds
 * it, the cap of streams per session (Chinese 429), polling, viewers online from open watch pages,
 * and a server that closes with streams open.
 */
import { livePageCursor } from '@greenroom/contracts';
import { describe, expect, it } from 'vitest';
import { STREAM_CAP_MESSAGE } from '../src/modules/live';
import { LocalBus } from '../src/modules/live/bus';
import { LiveHub, LOG_MAX_EVENTS, MAX_STREAMS_PER_SESSION } from '../src/modules/live/hub';
import { createTestApp } from './helpers';
import { openSse, streamingApp } from './liveStream';
import { call } from './request';

describe('issue 26 §1: the live stream', () => {
  const t = streamingApp();
  const message = (title: string, username = 'demo') => call(t.app, 'POST', `/dev/users/${username}/messages`, { body: { title } });

  it('needs a session (401); opens with ready; an event reaches its owner only', async () => {
    const anonymous = await openSse(`${t.base}/api/live/stream`);
    expect(anonymous.status).toBe(401);
    const demo = await t.stream(t.demo);
    const demo2 = await t.stream(t.demo2);
    const ready = await demo.next((e) => e.event === 'ready');
    expect(ready.data).toMatchObject({ heartbeatMs: expect.any(Number) });
    await demo2.next((e) => e.event === 'ready');
    await message('实时推送测试');
    const pushed = await demo.next((e) => e.event === 'message');
    expect(pushed.id).toMatch(/^[0-9a-z-]+$/);
    expect(pushed.data).toMatchObject({ unread: expect.any(Number), message: { title: '实时推送测试' } });
    await message('给 demo2', 'demo2');
    const other = await demo2.next((e) => e.event === 'message');
    expect(other.data).toMatchObject({ message: { title: '给 demo2' } });
    // demo never sees demo2's message (owner scope).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(demo.received.some((e) => e.event === 'message' && JSON.stringify(e.data).includes('给 demo2'))).toBe(false);
    demo.close();
    demo2.close();
  });

  it('reconnecting with Last-Event-ID receives what it missed; an id the log lacks gets reset', async () => {
    const first = await t.stream(t.demo);
    await first.next((e) => e.event === 'ready');
    await message('第一条');
    const seen = await first.next((e) => e.event === 'message');
    first.close();
    await message('断线时的第二条');
    await message('断线时的第三条');
    const again = await t.stream(t.demo, { 'last-event-id': seen.id ?? '' });
    const missed = [await again.next((e) => e.event === 'message'), await again.next((e) => e.event === 'message')];
    expect(missed.map((e) => (e.data as { message: { title: string } }).message.title)).toEqual(['断线时的第二条', '断线时的第三条']);
    again.close();
    const unknown = await t.stream(t.demo, {}, '?since=zzzz-000000-1');
    await unknown.next((e) => e.event === 'reset');
    unknown.close();
  });

  it("issue 25: a page's cursor (the time the server wrote it) replays what arrived from then on, by stream and by polling; one from before the server started gets reset", async () => {
    await message('页面之前的消息');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const written = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await message('页面与通道之间的消息');
    const titles = (events: { data: unknown }[]) => events.map((e) => (e.data as { message?: { title: string } }).message?.title);
    const opened = await t.stream(t.demo, {}, `?since=${livePageCursor(written)}`);
    expect(titles([await opened.next((e) => e.event === 'message')])).toEqual(['页面与通道之间的消息']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(titles(opened.received.filter((e) => e.event === 'message'))).toEqual(['页面与通道之间的消息']);
    expect(opened.received.some((e) => e.event === 'reset')).toBe(false);
    opened.close();
    const polled = await call<{ events: { data: unknown }[]; reset: boolean }>(t.app, 'GET', `/api/live/events?after=${livePageCursor(written)}`, {
      cookie: t.demo,
    });
    expect(polled.body.data.reset).toBe(false);
    expect(titles(polled.body.data.events)).toEqual(['页面与通道之间的消息']);
    const older = await t.stream(t.demo, { 'last-event-id': livePageCursor(0) });
    await older.next((e) => e.event === 'reset');
    older.close();
  });

  it("issue 25: a page's cursor is reset once the log has let go of an event that arrived after it", async () => {
    let now = 1_000_000;
    const bus = new LocalBus();
    const hub = new LiveHub({ bus, openSessions: async (ids) => new Set(ids), now: () => now });
    const publish = (n: number) =>
      bus.publish({ t: 'e', owner: 7, id: `e-${n}`, topic: 'order', data: { orderNo: `o${n}`, status: 'paid' }, at: new Date(now).toISOString() });
    const cursor = livePageCursor(now);
    now += 5;
    for (let n = 0; n < LOG_MAX_EVENTS; n++) await publish(n);
    expect(hub.since(7, cursor)).toMatchObject({ reset: false, events: { length: LOG_MAX_EVENTS } });
    now += 5;
    await publish(LOG_MAX_EVENTS);
    expect(hub.since(7, cursor)).toMatchObject({ reset: true, events: [] });
    // A cursor written after what the log let go still replays from the log.
    expect(hub.since(7, livePageCursor(now)).events.map((event) => event.id)).toEqual([`e-${LOG_MAX_EVENTS}`]);
    await hub.close();
  });

  it(`caps streams per session at ${MAX_STREAMS_PER_SESSION}: the next is HTTP 429 with a Chinese message`, async () => {
    // The streams closed above are let go by the server as their sockets close.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const held = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) held.push(await t.stream(t.demo2));
    for (const reader of held) expect(reader.status).toBe(200);
    const refused = await t.stream(t.demo2);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, msg: STREAM_CAP_MESSAGE });
    for (const reader of held) reader.close();
  });

  it('polling answers the events after `after`, reset for an unknown id, and refuses a malformed one in Chinese', async () => {
    const start = await call<{ last: string; events: unknown[] }>(t.app, 'GET', '/api/live/events', { cookie: t.demo });
    expect(start.body.code).toBe(0);
    await message('轮询看到的消息');
    const next = await call<{ events: { topic: string; data: { message?: { title: string } } }[]; reset: boolean }>(
      t.app,
      'GET',
      `/api/live/events?after=${start.body.data.last}`,
      { cookie: t.demo },
    );
    expect(next.body.data.reset).toBe(false);
    expect(next.body.data.events.map((e) => e.data.message?.title)).toEqual(['轮询看到的消息']);
    const unknown = await call<{ reset: boolean }>(t.app, 'GET', '/api/live/events?after=abc-def-1', { cookie: t.demo });
    expect(unknown.body.data.reset).toBe(true);
    const bad = await call(t.app, 'GET', '/api/live/events?after=%3Cscript%3E', { cookie: t.demo });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toMatch(/^参数错误/);
  });

  it('viewers online: each open watch page counts one, closing it takes it back; another account sees 404', async () => {
    const live = await t.db
      .selectFrom('twzb_activities')
      .select('id')
      .where('owner_id', '=', t.demoId)
      .where('watch_mode', '=', 'public')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const consoleStream = await t.stream(t.demo);
    await consoleStream.next((e) => e.event === 'ready');
    const pages = [await openSse(`${t.base}/live/${live.id}/presence`), await openSse(`${t.base}/live/${live.id}/presence`)];
    for (const page of pages) expect(page.status).toBe(200);
    await consoleStream.next((e) => e.event === 'viewers' && (e.data as { online: number }).online === 2);
    const snapshot = await call<{ list: { activityId: number; online: number; series: number[] }[] }>(t.app, 'GET', `/api/live/viewers?activityId=${live.id}`, {
      cookie: t.demo,
    });
    expect(snapshot.body.data.list[0]).toMatchObject({ activityId: live.id, online: 2 });
    expect(snapshot.body.data.list[0]?.series).toHaveLength(30);
    expect(snapshot.body.data.list[0]?.series.at(-1)).toBe(2);
    pages[0]?.close();
    await consoleStream.next((e) => e.event === 'viewers' && (e.data as { online: number }).online === 1);
    pages[1]?.close();
    await consoleStream.next((e) => e.event === 'viewers' && (e.data as { online: number }).online === 0);
    const foreign = await call(t.app, 'GET', `/api/live/viewers?activityId=${live.id}`, { cookie: t.demo2 });
    expect(foreign.body.code).toBe(404);
    consoleStream.close();
  });

  it('the server closes at once with streams open (they end first)', async () => {
    const other = await createTestApp(t.db);
    await other.listen({ port: 0, host: '127.0.0.1' });
    const address = other.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const reader = await openSse(`http://127.0.0.1:${port}/api/live/stream`, { cookie: t.demo });
    expect(reader.status).toBe(200);
    await reader.next((e) => e.event === 'ready');
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(2000);
    reader.close();
  });
});
