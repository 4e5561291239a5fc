/**
 * Issue 26 §1: core's live client — events to their topic's listeners, reconnection with
 * Last-Event-ID after the stream ends, polling when the stream is refused (429), fails three times,
 * or stays silent (a proxy that buffers), and 401 stopping it; the shell's stores follow the events.
 */
import type { LiveEventsAnswer } from '@greenroom/contracts';
import { livePageCursor } from '@greenroom/contracts/limits';
import { describe, expect, it, vi } from 'vitest';
import { connectShellToLive, createLiveClient, createSseParser, FAILURES_BEFORE_POLLING, FIRST_BYTE_MS, type LiveTimers, RECONNECT_MS } from '../src/live';

function manualTimers() {
  const pending: { run: () => void; ms: number; id: number }[] = [];
  let next = 1;
  const timers: LiveTimers = {
    setTimeout: (run, ms) => {
      const id = next++;
      pending.push({ run, ms, id });
      return id;
    },
    clearTimeout: (handle) => {
      const at = pending.findIndex((timer) => timer.id === handle);
      if (at >= 0) pending.splice(at, 1);
    },
  };
  return {
    timers,
    pending,
    /** Runs the earliest timer with this delay. */
    fire(ms: number) {
      const at = pending.findIndex((timer) => timer.ms === ms);
      if (at < 0) throw new Error(`no timer of ${ms} ms (have ${pending.map((t) => t.ms).join(', ')})`);
      const [timer] = pending.splice(at, 1);
      timer?.run();
    },
  };
}

/** A stream response the test writes to. */
function streamResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 10));
const answer = (over: Partial<LiveEventsAnswer> = {}): LiveEventsAnswer => ({ events: [], last: '', reset: false, viewers: [], pollMs: 10_000, ...over });

describe('issue 26 §1: the SSE parser', () => {
  it('joins chunks split anywhere, skips heartbeats (comments), reads id, event and data', () => {
    const got: unknown[] = [];
    const feed = createSseParser((message) => got.push(message));
    feed('retry: 2000\nevent: ready\ndata: {"heartbeatMs":15000}\n\n: 1700000000\n\nid: a-1');
    feed('\nevent: message\nda');
    feed('ta: {"unread":2}\n\n');
    expect(got).toEqual([
      { event: 'ready', id: undefined, data: '{"heartbeatMs":15000}' },
      { event: 'message', id: 'a-1', data: '{"unread":2}' },
    ]);
  });
});

describe('issue 26 §1: the live client', () => {
  it('hands events to their topic, and reconnects after the stream ends with Last-Event-ID', async () => {
    const clock = manualTimers();
    const streams = [streamResponse(), streamResponse()];
    const fetch = vi.fn(async () => (streams.shift() as ReturnType<typeof streamResponse>).response);
    const first = streams[0] as ReturnType<typeof streamResponse>;
    const second = streams[1] as ReturnType<typeof streamResponse>;
    const client = createLiveClient({ fetch, timers: clock.timers, poll: async () => null });
    const messages: unknown[] = [];
    client.subscribe('message', (data) => messages.push(data));
    client.start();
    await flush();
    first.write('event: ready\ndata: {"heartbeatMs":15000,"last":""}\n\nid: e-1\nevent: message\ndata: {"unread":1}\n\n');
    await flush();
    expect(client.state.mode).toBe('stream');
    expect(client.state.lastEventId).toBe('e-1');
    expect(messages).toEqual([{ unread: 1 }]);
    first.end();
    await flush();
    clock.fire(RECONNECT_MS[0] as number);
    await flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    const headers = (fetch.mock.calls[1] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers['last-event-id']).toBe('e-1');
    second.write('event: ready\ndata: {"heartbeatMs":15000,"last":"e-2"}\n\nid: e-2\nevent: message\ndata: {"unread":2}\n\n');
    await flush();
    expect(messages).toEqual([{ unread: 1 }, { unread: 2 }]);
    client.stop();
  });

  it("issue 25: the first connection resumes from the page's cursor, which the server's `ready` does not replace; the first event's id does", async () => {
    const clock = manualTimers();
    const stream = streamResponse();
    const fetch = vi.fn(async () => stream.response);
    const since = livePageCursor(1_800_000_000_000);
    const client = createLiveClient({ fetch, timers: clock.timers, poll: async () => null, since });
    client.start();
    await flush();
    const headers = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers['last-event-id']).toBe(since);
    stream.write('event: ready\ndata: {"heartbeatMs":15000,"last":"e-9"}\n\n');
    await flush();
    // Nothing replayed yet: a reconnect still asks from the page's time, not from the server's newest.
    expect(client.state.lastEventId).toBe(since);
    stream.write('id: e-10\nevent: message\ndata: {"unread":1}\n\n');
    await flush();
    expect(client.state.lastEventId).toBe('e-10');
    client.stop();
  });

  it('polls when nothing arrives on the stream (a buffering proxy), passing the last id as `after`', async () => {
    const clock = manualTimers();
    const silent = streamResponse();
    const poll = vi.fn(async () =>
      answer({ events: [{ id: 'p-2', topic: 'order', data: { orderNo: 'GR1', status: 'paid', product: 2 }, at: '' }], last: 'p-2' }),
    );
    const client = createLiveClient({ fetch: async () => silent.response, timers: clock.timers, poll });
    const orders: unknown[] = [];
    client.subscribe('order', (data) => orders.push(data));
    client.start();
    await flush();
    clock.fire(FIRST_BYTE_MS);
    await flush();
    expect(client.state.mode).toBe('polling');
    expect(poll).toHaveBeenCalledWith('');
    expect(orders).toEqual([{ orderNo: 'GR1', status: 'paid', product: 2 }]);
    clock.fire(10_000);
    await flush();
    expect(poll).toHaveBeenLastCalledWith('p-2');
    client.stop();
  });

  it(`polls after ${FAILURES_BEFORE_POLLING} failed connections, and at once on 429 (the session's cap); 401 stops`, async () => {
    const clock = manualTimers();
    const poll = vi.fn(async () => answer());
    const failing = createLiveClient({ fetch: async () => Promise.reject(new TypeError('network')), timers: clock.timers, poll });
    failing.start();
    await flush();
    for (let i = 0; i < FAILURES_BEFORE_POLLING - 1; i++) {
      expect(failing.state.mode).toBe('connecting');
      clock.fire(RECONNECT_MS[i] as number);
      await flush();
    }
    expect(failing.state.mode).toBe('polling');
    failing.stop();

    const capped = createLiveClient({ fetch: async () => new Response('{}', { status: 429 }), timers: manualTimers().timers, poll });
    capped.start();
    await flush();
    expect(capped.state.mode).toBe('polling');
    capped.stop();

    const signedOut = createLiveClient({ fetch: async () => new Response('{}', { status: 401 }), timers: manualTimers().timers, poll });
    signedOut.start();
    await flush();
    expect(signedOut.state.mode).toBe('stopped');
  });

  it("reset (events missed) and the shell's stores: bell, session after a payment, certification", async () => {
    const clock = manualTimers();
    const stream = streamResponse();
    const client = createLiveClient({ fetch: async () => stream.response, timers: clock.timers, poll: async () => null });
    const shell = {
      messages: {
        state: { unread: 0 },
        arrived: vi.fn(async (unread: number) => {
          shell.messages.state.unread = unread;
        }),
      },
      session: { refresh: vi.fn(async () => {}) },
      certification: { completed: vi.fn() },
      toast: vi.fn(),
    };
    connectShellToLive(client, shell);
    client.start();
    await flush();
    stream.write('event: ready\ndata: {"heartbeatMs":15000,"last":""}\n\n');
    stream.write('id: 1\nevent: message\ndata: {"unread":3,"message":{"id":9,"title":"下载任务已完成"}}\n\n');
    stream.write('id: 2\nevent: message\ndata: {"unread":2}\n\n');
    stream.write('id: 3\nevent: order\ndata: {"orderNo":"GR1","status":"paid","product":1}\n\n');
    stream.write('id: 4\nevent: certification\ndata: {"certified":true}\n\n');
    await flush();
    expect(shell.messages.arrived).toHaveBeenCalledWith(3);
    // Issue 26 §2: the new message is toasted once; messages read are not.
    expect(shell.toast).toHaveBeenCalledTimes(1);
    expect(shell.toast).toHaveBeenCalledWith({ id: 9, title: '下载任务已完成' });
    expect(shell.messages.state.unread).toBe(2);
    expect(shell.session.refresh).toHaveBeenCalledTimes(1);
    expect(shell.certification.completed).toHaveBeenCalledTimes(1);
    stream.write('event: reset\ndata: {}\n\n');
    await flush();
    expect(shell.session.refresh).toHaveBeenCalledTimes(2);
    client.stop();
  });
});
