/** Reads a server-sent events stream in tests: each event's name, id and parsed data, as they arrive. */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { AppOptions } from '../src/app';
import type { Database } from '../src/db/schema';
import { createTestApp, createTestDb, type DemoAccounts, signInDemoAccounts } from './helpers';

export interface SseEvent {
  event: string;
  id?: string;
  data: unknown;
}

export interface SseReader {
  status: number;
  /** Resolves with the first event (from now or already received and not yet taken) that matches. */
  next(match?: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Everything received so far. */
  received: SseEvent[];
  close(): void;
  /** JSON body of a refused stream (status other than 200). */
  body?: { code: number; msg: string };
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseReader> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const received: SseEvent[] = [];
  let taken = 0;
  const waiters: (() => void)[] = [];
  if (response.status !== 200 || !response.body) {
    const body = (await response.json().catch(() => undefined)) as SseReader['body'];
    return { status: response.status, body, received, next: () => Promise.reject(new Error('no stream')), close: () => controller.abort() };
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const event: SseEvent = { event: 'message', data: undefined };
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (!data) continue;
          event.data = JSON.parse(data);
          received.push(event);
          for (const wake of waiters.splice(0)) wake();
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    status: 200,
    received,
    next(match = () => true, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching event in ${timeoutMs} ms (got ${received.map((e) => e.event).join(', ')})`)), timeoutMs);
        const look = () => {
          for (let i = taken; i < received.length; i++) {
            const event = received[i] as SseEvent;
            if (match(event)) {
              taken = i + 1;
              clearTimeout(timer);
              resolve(event);
              return;
            }
          }
          waiters.push(look);
        };
        look();
      });
    },
    close: () => controller.abort(),
  };
}

/**
 * A test file's own listening server for live streams (they need a socket, not `inject`): a copy of
 * the seeded database, the app on a free port with the two demo accounts signed in, and `stream()`
 * to open a reader that is closed with the app after the file.
 */
export interface StreamingApp extends DemoAccounts {
  db: Kysely<Database>;
  app: FastifyInstance;
  base: string;
  stream(cookie: string, headers?: Record<string, string>, query?: string): Promise<SseReader>;
}

export function streamingApp(options: Partial<AppOptions> = {}): StreamingApp {
  const open: SseReader[] = [];
  const state = {
    stream: async (cookie: string, headers: Record<string, string> = {}, query = '') => {
      const reader = await openSse(`${state.base}/api/live/stream${query}`, { cookie, ...headers });
      open.push(reader);
      return reader;
    },
  } as StreamingApp;
  beforeAll(async () => {
    const db = await createTestDb();
    const app = await createTestApp(db, options);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    Object.assign(state, { db, app, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` }, await signInDemoAccounts(app, db));
  });
  afterAll(async () => {
    for (const reader of open) reader.close();
    await state.app?.close();
    await state.db?.destroy();
  });
  return state;
}
