/**
 * Issue 29 §1: the account's interface language and theme, kept on the server
 * (POST /api/user/preferences, GET /api/user/getUserInfo's `locale` and `theme`).
 */
import { describe, expect, it } from 'vitest';
import { signedInApp } from './helpers';
import { call } from './request';

const signedIn = signedInApp();

const preferencesOf = async (userId: number) => signedIn.db.selectFrom('users').select(['locale', 'theme']).where('id', '=', userId).executeTakeFirstOrThrow();

describe('issue 29 §1: preferences kept on the server for the account', () => {
  it("getUserInfo answers the demo account's defaults: follow the browser, follow the device", async () => {
    const { body } = await call(signedIn.app, 'GET', '/api/user/getUserInfo', { cookie: signedIn.demo2 });
    expect(body.data).toMatchObject({ locale: null, theme: 'system' });
  });

  it('saves one field at a time, the other stays; getUserInfo answers the choice', async () => {
    const first = await call(signedIn.app, 'POST', '/api/user/preferences', { cookie: signedIn.demo, body: { locale: 'en-US' } });
    expect(first.body).toMatchObject({ code: 0, data: { locale: 'en-US', theme: 'system' } });
    const second = await call(signedIn.app, 'POST', '/api/user/preferences', { cookie: signedIn.demo, body: { theme: 'dark' } });
    expect(second.body).toMatchObject({ code: 0, data: { locale: 'en-US', theme: 'dark' } });
    const info = await call(signedIn.app, 'GET', '/api/user/getUserInfo', { cookie: signedIn.demo });
    expect(info.body.data).toMatchObject({ locale: 'en-US', theme: 'dark' });
    // null goes back to following the browser.
    const back = await call(signedIn.app, 'POST', '/api/user/preferences', { cookie: signedIn.demo, body: { locale: null, theme: 'system' } });
    expect(back.body.data).toEqual({ locale: null, theme: 'system' });
    expect(await preferencesOf(signedIn.demoId)).toEqual({ locale: null, theme: 'system' });
  });

  it('refuses an empty body, an unknown language or theme and extra fields, with a Chinese message; nothing changes', async () => {
    const before = await preferencesOf(signedIn.demoId);
    for (const body of [{}, { locale: 'fr-FR' }, { theme: 'blue' }, { locale: 'zh' }, { theme: 'dark', nickname: 'x' }]) {
      const answer = await call(signedIn.app, 'POST', '/api/user/preferences', { cookie: signedIn.demo, body });
      expect(answer.body.code, JSON.stringify(body)).toBe(400);
      expect(answer.body.msg).toMatch(/^参数错误：/);
    }
    const empty = await call(signedIn.app, 'POST', '/api/user/preferences', { cookie: signedIn.demo, body: {} });
    expect(empty.body.msg).toContain('至少需要 locale、theme 其中一项');
    expect(await preferencesOf(signedIn.demoId)).toEqual(before);
  });

  it('needs a session: 401 without one', async () => {
    const answer = await call(signedIn.app, 'POST', '/api/user/preferences', { body: { theme: 'dark' } });
    expect(answer.status).toBe(401);
  });

  it("attack: another session cannot change my preferences — no id is taken, only the session's own row changes", async () => {
    const mine = await preferencesOf(signedIn.demoId);
    // demo2 names demo's id every way a body could: refused (the body is strict), nothing written.
    for (const body of [
      { id: signedIn.demoId, theme: 'dark' },
      { userId: signedIn.demoId, theme: 'dark' },
    ]) {
      const answer = await call(signedIn.app, 'POST', '/api/user/preferences', { cookie: signedIn.demo2, body });
      expect(answer.body.code).toBe(400);
    }
    const query = await call(signedIn.app, 'POST', `/api/user/preferences?id=${signedIn.demoId}`, { cookie: signedIn.demo2, body: { theme: 'light' } });
    // A query the call does not declare is ignored or refused, never used: demo's row is as it was.
    expect([0, 400]).toContain(query.body.code);
    expect(await preferencesOf(signedIn.demoId)).toEqual(mine);
    // A page of another site cannot change them with my cookie either.
    const crossSite = await signedIn.app.inject({
      method: 'POST',
      url: '/api/user/preferences',
      headers: { cookie: signedIn.demo, 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      payload: JSON.stringify({ theme: 'dark' }),
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await preferencesOf(signedIn.demoId)).toEqual(mine);
    await call(signedIn.app, 'POST', '/api/user/preferences', { cookie: signedIn.demo2, body: { locale: 'zh-CN', theme: 'system' } });
  });

  it('a parallel burst of writes ends in one consistent row (one of the written pairs, never a mix)', async () => {
    const pairs = [
      { locale: 'en-US', theme: 'dark' },
      { locale: 'zh-CN', theme: 'light' },
      { locale: null, theme: 'system' },
    ] as const;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        call(signedIn.app, 'POST', '/api/user/preferences', { cookie: signedIn.demo, body: pairs[index % pairs.length] }),
      ),
    );
    for (const [index, answer] of answers.entries()) expect(answer.body).toMatchObject({ code: 0, data: pairs[index % pairs.length] });
    const row = await preferencesOf(signedIn.demoId);
    expect(pairs).toContainEqual(row);
    const info = await call(signedIn.app, 'GET', '/api/user/getUserInfo', { cookie: signedIn.demo });
    expect(info.body.data).toMatchObject(row);
  });
});
