/**
 * Issue 21 §3 "One signed-in user slows everyone through the console page": what one session or one
 * address may cost (lib/rateLimit.ts) and how many first frames render at once (lib/firstFrame.ts).
 * The limits count requests that come over the network, so these tests listen on a loopback port;
 * in-process calls (a page's boot data, app.inject) are never counted.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppOptions } from '../src/app';
import type { Database } from '../src/db/schema';
import { FrameSlots, type RenderedFrame } from '../src/lib/firstFrame';
import { DEFAULT_RATE_LIMITS, rateLimitsFromEnv, TOO_MANY_REQUESTS } from '../src/lib/rateLimit';
import { createTestApp, createTestDb, signIn } from './helpers';

let db: Kysely<Database>;
let staticDir: string;
const apps: FastifyInstance[] = [];

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  db = await createTestDb();
  staticDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'gr-rate-limit-')), 'admin');
  write(
    path.join(staticDir, 'index.html'),
    '<!doctype html><html><head><!--gr:plugins--></head><body><div id="root"><div class="gr-boot" role="status">正在加载控制台…</div></div></body></html>',
  );
  write(path.join(staticDir, 'host', 'main-ABCDEFGH.js'), 'export {};');
  write(path.join(staticDir, 'plugins', 'manifest.json'), JSON.stringify({ plugins: [] }));
});

afterEach(() => {
  vi.unstubAllEnvs();
});

afterAll(async () => {
  for (const app of apps) app.server.closeAllConnections();
  await Promise.all(apps.map((app) => app.close()));
  await db.destroy();
});

/** The app with these limits (RATE_LIMIT_*), listening on a loopback port: its base address. */
async function listening(env: Record<string, string>, options: Partial<AppOptions> = {}): Promise<{ app: FastifyInstance; base: string }> {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const app = await createTestApp(db, { staticDir, ...options });
  apps.push(app);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base };
}

interface Answer {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  json(): Promise<{ code: number; data: { username: string } }>;
}

/** GET over its own connection (closed after the answer: nothing left open when the app closes). */
function get(base: string, url: string, cookie?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}${url}`, { agent: false, headers: cookie ? { cookie } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: response.statusCode ?? 0,
          headers: { get: (name) => (response.headers[name] === undefined ? null : String(response.headers[name])) },
          text: async () => body,
          json: async () => JSON.parse(body),
        });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

describe('rate limits (issue 21 §3)', () => {
  it('over its budget a session’s calls answer HTTP 429, Retry-After and the envelope; another session’s are untouched', async () => {
    const { app, base } = await listening({ RATE_LIMIT_API: '5' });
    const [first, second] = [await signIn(app, 'demo'), await signIn(app, 'demo2')];
    for (let i = 0; i < 5; i++) {
      const answer = await get(base, '/api/user/getUserInfo', first);
      expect(answer.status).toBe(200);
      expect((await answer.json()).code).toBe(0);
    }
    const refused = await get(base, '/api/user/getUserInfo', first);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: 429, msg: TOO_MANY_REQUESTS, msgCode: 429, data: null });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    // Every call of that session, on any route, shares the budget.
    expect((await get(base, '/api/user/empower-info', first)).status).toBe(429);

    // Another session (demo2), and another session of the same account, have budgets of their own.
    const other = await get(base, '/api/user/getUserInfo', second);
    expect(other.status).toBe(200);
    expect((await other.json()).data.username).toBe('demo2');
    const again = await signIn(app, 'demo');
    expect((await get(base, '/api/user/getUserInfo', again)).status).toBe(200);
  });

  it('health, readiness, metrics and the console’s files are never limited', async () => {
    const { app, base } = await listening({ RATE_LIMIT_API: '1', RATE_LIMIT_PAGES: '1', RATE_LIMIT_PAGES_ADDRESS: '1' });
    const cookie = await signIn(app);
    for (let i = 0; i < 30; i++) {
      expect((await get(base, '/healthz')).status).toBe(200);
      expect((await get(base, '/healthz', cookie)).status).toBe(200);
    }
    for (let i = 0; i < 5; i++) {
      expect((await get(base, '/readyz')).status).toBe(200);
      expect((await get(base, '/metrics')).status).toBe(200);
      expect((await get(base, '/admin/host/main-ABCDEFGH.js', cookie)).status).toBe(200);
      expect((await get(base, '/admin/plugins.json')).status).toBe(200);
    }
    // The pages, by contrast, are: the second is refused.
    expect((await get(base, '/admin/basic', cookie)).status).toBe(200);
    expect((await get(base, '/admin/basic', cookie)).status).toBe(429);
    expect((await get(base, '/healthz', cookie)).status).toBe(200);
  });

  it('console pages have a tighter budget of their own, answered with a short Chinese page; a session’s calls still work', async () => {
    const { app, base } = await listening({ RATE_LIMIT_API: '10', RATE_LIMIT_PAGES: '3' });
    const [first, second] = [await signIn(app, 'demo'), await signIn(app, 'demo2')];
    for (const url of ['/admin/basic', '/admin/activity/live', '/admin/index.html']) {
      const page = await get(base, url, first);
      expect(page.status).toBe(200);
      // The boot data is made of in-process calls: they spend no budget (the API's 10 calls are left).
      expect(await page.text()).toContain('id="gr-boot"');
    }
    const refused = await get(base, '/admin/activity/live', first);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const body = await refused.text();
    expect(body).toContain('请求过于频繁');
    expect(body).not.toContain('gr-boot');

    for (let i = 0; i < 10; i++) expect((await get(base, '/api/user/getUserInfo', first)).status).toBe(200);
    expect((await get(base, '/api/user/getUserInfo', first)).status).toBe(429);
    expect((await get(base, '/admin/activity/live', second)).status).toBe(200);
  });

  it('without an open session a page counts against its address: a made-up cookie buys no fresh budget', async () => {
    const { app, base } = await listening({ RATE_LIMIT_PAGES: '50', RATE_LIMIT_PAGES_ADDRESS: '3' });
    for (let i = 0; i < 3; i++) expect((await get(base, '/admin/basic', `gr_session=made-up-${i}`)).status).toBe(200);
    expect((await get(base, '/admin/basic', 'gr_session=made-up-again')).status).toBe(429);
    expect((await get(base, '/admin/basic')).status).toBe(429);
    // A signed-in session from the same address has its own budget.
    const cookie = await signIn(app);
    expect((await get(base, '/admin/basic', cookie)).status).toBe(200);
  });

  it('0 turns a limit off; the defaults and bad settings', async () => {
    const { app, base } = await listening({ RATE_LIMIT_API: '0', RATE_LIMIT_PAGES: '0', RATE_LIMIT_PAGES_ADDRESS: '0' });
    const cookie = await signIn(app);
    for (let i = 0; i < 20; i++) expect((await get(base, '/api/user/getUserInfo', cookie)).status).toBe(200);
    expect(rateLimitsFromEnv({})).toEqual(DEFAULT_RATE_LIMITS);
    expect(DEFAULT_RATE_LIMITS).toMatchObject({ api: 600, pages: 60, windowMs: 60_000 });
    expect(rateLimitsFromEnv({ RATE_LIMIT_API: '1200', RATE_LIMIT_PAGES: '0' })).toMatchObject({ api: 1200, pages: 0 });
    expect(() => rateLimitsFromEnv({ RATE_LIMIT_PAGES: 'many' })).toThrow(/RATE_LIMIT_PAGES 无效/);
    expect(() => rateLimitsFromEnv({ RATE_LIMIT_API: '-1' })).toThrow(/RATE_LIMIT_API 无效/);
  });
});

describe('first-frame renders at once (issue 21 §3)', () => {
  it('a slot per session, two in the process; a released slot is free again', () => {
    const slots = new FrameSlots(2, 1);
    const a = slots.take('a');
    expect(a).not.toBeNull();
    expect(slots.take('a')).toBeNull();
    const b = slots.take('b');
    expect(b).not.toBeNull();
    expect(slots.take('c')).toBeNull();
    a?.();
    a?.(); // twice is once
    expect(slots.busy).toBe(1);
    expect(slots.take('a')).not.toBeNull();
    expect(slots.take('c')).toBeNull();
  });

  it('when the slots are taken the page is sent at once without its frame, never queued', async () => {
    let started = 0;
    let finish: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const frame: RenderedFrame = {
      html: '<div class="frame">首屏</div>',
      data: {},
      layout: { breakpoint: 'xl', menuCollapsed: null, purchases: true },
      pageSources: [],
    };
    const app = await createTestApp(db, {
      staticDir,
      firstFrame: async () => {
        started += 1;
        await held;
        return frame;
      },
    });
    apps.push(app);
    const [demo, demo2, demoAgain] = [await signIn(app, 'demo'), await signIn(app, 'demo2'), await signIn(app, 'demo')];
    const page = (cookie: string) => app.inject({ method: 'GET', url: '/admin/basic', headers: { cookie } });
    const hasFrame = (body: string) => body.includes('<div data-gr-frame inert>');
    const waitFor = async (count: number) => {
      for (let i = 0; i < 200 && started < count; i++) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(started).toBe(count);
    };

    const first = page(demo);
    await waitFor(1);
    // The same session again: its one slot is taken.
    const sameSession = await page(demo);
    expect(sameSession.statusCode).toBe(200);
    expect(hasFrame(sameSession.body)).toBe(false);
    expect(sameSession.body).toContain('正在加载控制台');
    expect(sameSession.body).toContain('id="gr-boot"');

    const second = page(demo2);
    await waitFor(2);
    // A third session: both of the process's slots are taken.
    const third = await page(demoAgain);
    expect(third.statusCode).toBe(200);
    expect(hasFrame(third.body)).toBe(false);
    expect(started).toBe(2);

    finish();
    expect(hasFrame((await first).body)).toBe(true);
    expect(hasFrame((await second).body)).toBe(true);
    // Released: the next page has its frame.
    expect(hasFrame((await page(demoAgain)).body)).toBe(true);
  });

  it('a renderer that fails frees its slot', async () => {
    let calls = 0;
    const app = await createTestApp(db, {
      staticDir,
      firstFrame: async () => {
        calls += 1;
        throw new Error('render failed');
      },
    });
    apps.push(app);
    const cookie = await signIn(app);
    for (let i = 0; i < 3; i++) expect((await app.inject({ method: 'GET', url: '/admin/basic', headers: { cookie } })).statusCode).toBe(200);
    expect(calls).toBe(3);
  });
});
