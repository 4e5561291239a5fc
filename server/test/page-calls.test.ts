/**
 * Issue 25 ("Server cost of a signed-in page ≤ 3× the list's own API call"): a signed-in page's own
 * API calls (its server render's, in-process) carry the page's session, resolved once for the page,
 * instead of resolving the cookie again per call (lib/session.ts `pageCallsOf`). Nothing an outside
 * request sends can pass as one: it is refused, or answered as the cookie it sends says.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import type { FirstFrameInput } from '../src/lib/firstFrame';
import { pageCallsOf } from '../src/lib/session';
import { createTestApp, createTestDb, type DemoAccounts, signInDemoAccounts } from './helpers';

let db: Kysely<Database>;
let app: FastifyInstance;
let base: string;
let accounts: DemoAccounts;
const inputs: FirstFrameInput[] = [];

/** A built console's smallest page: its index.html and an empty plugin manifest. */
function consoleDir(): string {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'gr-page-calls-')), 'admin');
  mkdirSync(path.join(dir, 'plugins'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><!--gr:plugins--></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dir, 'plugins', 'manifest.json'), JSON.stringify({ plugins: [] }));
  return dir;
}

beforeAll(async () => {
  db = await createTestDb();
  app = await createTestApp(db, {
    staticDir: consoleDir(),
    firstFrame: async (input) => {
      inputs.push(input);
      return null;
    },
  });
  accounts = await signInDemoAccounts(app, db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.close();
  await db?.destroy();
});

const USER = '/api/user/getUserInfo';
const usernameOf = (body: unknown) => (body as { data?: { username?: string } | null }).data?.username ?? null;

describe('a page’s own calls carry its session (issue 25, the server’s cost of a page)', () => {
  it('a call of the page’s class is answered for the page’s user, with no cookie resolved again', async () => {
    const sessionId = (await db.selectFrom('sessions').select('id').where('user_id', '=', accounts.demo2Id).executeTakeFirstOrThrow()).id;
    const response = await app.inject({ method: 'GET', url: USER, Request: pageCallsOf({ userId: accounts.demo2Id, sessionId }) });
    expect(response.statusCode).toBe(200);
    expect(usernameOf(response.json())).toBe('demo2');
  });

  it('attack: outside requests in parallel with pages’ calls cannot pass as one — refused without a session, their own user with one', async () => {
    const demoSession = (await db.selectFrom('sessions').select('id').where('user_id', '=', accounts.demoId).executeTakeFirstOrThrow()).id;
    const pageCall = pageCallsOf({ userId: accounts.demoId, sessionId: demoSession });
    // Whatever an outside request could send that might look like "already checked".
    const forged = {
      'x-page-call': '1',
      'x-light-my-request': '1',
      'user-agent': 'lightMyRequest',
      cookie: 'gr_session=; isLightMyRequest=true',
      'x-user-id': String(accounts.demoId),
    };
    const outside = Array.from({ length: 12 }, async () => {
      const response = await fetch(`${base}${USER}`, { headers: forged });
      return { status: response.status, body: await response.json() };
    });
    const outsideWithCookie = Array.from({ length: 6 }, async () => {
      const response = await fetch(`${base}${USER}`, { headers: { cookie: accounts.demo2 } });
      return usernameOf(await response.json());
    });
    const plainInject = Array.from({ length: 6 }, async () => (await app.inject({ method: 'GET', url: USER, headers: forged })).statusCode);
    const pageCalls = Array.from({ length: 12 }, async () => usernameOf((await app.inject({ method: 'GET', url: USER, Request: pageCall })).json()));
    const [refused, own, injected, page] = await Promise.all([
      Promise.all(outside),
      Promise.all(outsideWithCookie),
      Promise.all(plainInject),
      Promise.all(pageCalls),
    ]);
    for (const { status, body } of refused) {
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: 401, data: null });
    }
    expect(own).toEqual(Array(6).fill('demo2'));
    expect(injected).toEqual(Array(6).fill(401));
    expect(page).toEqual(Array(12).fill('demo'));
  });

  it('two users’ pages: their calls, all at once, answer each its own page’s user, and a page’s call is still the route’s (validation, owner scope)', async () => {
    inputs.length = 0;
    // The pages one after another (a session renders one page at a time), their calls all at once after.
    for (const cookie of [accounts.demo, accounts.demo2, accounts.demo, accounts.demo2])
      await fetch(`${base}/admin/basic`, { headers: { cookie } }).then((r) => r.text());
    expect(inputs).toHaveLength(4);
    const answers = await Promise.all(inputs.map(async (input) => ({ cookie: input.cookie, name: usernameOf((await input.get?.(USER))?.body) })));
    for (const { cookie, name } of answers) expect(name).toBe(cookie === accounts.demo ? 'demo' : 'demo2');
    // The route's own validation: a bad query is its Chinese refusal, as for any request.
    const bad = await inputs[0]?.get?.('/api/activity/twzb/list?pageNum=abc&pageSize=10');
    expect(bad?.body).toMatchObject({ code: 400 });
    expect((bad?.body as { msg: string } | undefined)?.msg).toMatch(/[\u4e00-\u9fff]/);
  });
});
