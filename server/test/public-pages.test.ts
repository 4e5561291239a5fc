/**
 * Issue 23 part 2, "shared links lead somewhere": the public pages behind the addresses the console
 * hands out (modules/public/) — the watch page, the micro-site, the album, the event with its
 * registration, the survey — answered outside production, without sign-in, escaped, under the
 * console's CSP, with real 404 pages; gates, registrations and visits counted in the statistics.
 */
import { publicEventReceipt } from '@greenroom/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { PAGE_STYLE, SURVEY_SCRIPT_ASSET } from '../src/local/public/assets';
import { MESSAGES as EVENT_MESSAGES } from '../src/local/public/event';
import { consolePolicy } from '../src/modules/static';
import { cookieFrom, createTestApp, createTestDb, signInDemoAccounts } from './helpers';
import { call } from './request';

let db: Kysely<Database>;
let app: FastifyInstance;
let demo: string;
let demo2: string;
let demoId: number;
let owner: { nickname: string; email: string; mob_phone: string };

beforeAll(async () => {
  db = await createTestDb();
  app = await createTestApp(db);
  ({ demo, demo2, demoId } = await signInDemoAccounts(app, db));
  owner = await db.selectFrom('users').select(['nickname', 'email', 'mob_phone']).where('id', '=', demoId).executeTakeFirstOrThrow();
}, 120_000);

afterAll(async () => {
  await app.close();
  await db.destroy();
});

const HOUR = 3600_000;
/** A title no page may show unescaped. */
const HOSTILE = `<script>alert("x")</script>&'"`;
const HOSTILE_ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;&quot;';

let addresses = 0;
/** A fresh client address, so each test's rate limits start empty. */
const newAddress = () => `10.23.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

function get(url: string, options: { cookie?: string; address?: string; agent?: string } = {}) {
  return app.inject({
    method: 'GET',
    url,
    remoteAddress: options.address,
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...(options.agent ? { 'user-agent': options.agent } : {}) },
  });
}

function postForm(url: string, fields: Record<string, string>, options: { cookie?: string; address?: string } = {}) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: options.address,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** What every public page is: HTML for phones, the console's CSP, no owner data. */
function expectPublicPage(response: LightMyRequestResponse, status = 200) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toBe(consolePolicy(response.body));
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("style-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-inline');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  expect(response.body).toContain(`<link rel="stylesheet" href="${PAGE_STYLE.path}">`);
  expect(response.body).toContain('<html lang="zh-CN">');
  // No inline script or style at all: the CSP would refuse them.
  expect(response.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style|\sstyle=|\son[a-z]+=/i);
  for (const secret of [owner.email, owner.mob_phone, owner.nickname].filter(Boolean)) expect(response.body).not.toContain(secret);
  return response.body;
}

const cookiePair = (response: LightMyRequestResponse, name: string) => cookieFrom(response, name);

async function twzb(values: Partial<Record<string, unknown>>) {
  const row = await db
    .insertInto('twzb_activities')
    .values({
      owner_id: demoId,
      group_id: null,
      title: '公开页测试直播',
      status: 'not_started',
      start_time: new Date(Date.now() + 2 * HOUR),
      ...values,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function twzbTotal(activityId: number) {
  const answer = await call<{ pv: number; uv: number }>(app, 'GET', `/api/statistics/twzb/total?activityId=${activityId}`, { cookie: demo });
  expect(answer.body.code).toBe(0);
  return answer.body.data;
}

describe('/live/{id}: the watch page', () => {
  it('shows the title, cover, state and start time, escaped, and the description sanitised again', async () => {
    const id = await twzb({
      title: HOSTILE,
      cover_url: '/demo-assets/cover/7.svg',
      description: '<p>简介<strong>加粗</strong></p><script>alert(1)</script><img src="https://evil.example/x.png" onerror="alert(2)">',
    });
    const body = expectPublicPage(await get(`/live/${id}`));
    expect(body).toContain(HOSTILE_ESCAPED);
    expect(body).not.toContain('<script>alert');
    expect(body).toContain('<img class="cover" src="/demo-assets/cover/7.svg"');
    expect(body).toContain('预告');
    expect(body).toContain('开播时间');
    expect(body).toContain('<p>简介<strong>加粗</strong></p>');
    expect(body).not.toContain('evil.example');
    expect(body).not.toContain('onerror');
  });

  it('names each state: 预告, 直播中, 已结束', async () => {
    for (const [status, text] of [
      ['not_started', '预告'],
      ['live', '直播中'],
      ['ended', '已结束'],
    ] as const) {
      const id = await twzb({ status, end_time: status === 'ended' ? new Date() : null, start_time: new Date(Date.now() - HOUR) });
      expect(expectPublicPage(await get(`/live/${id}`))).toContain(`>${text}</span>`);
    }
  });

  it('answers a real 404 page for an unknown id, a foreign kind of id or not an id', async () => {
    for (const url of ['/live/2147483600', '/live/0', '/live/abc', '/live/99999999999', '/live/1.5']) {
      const body = expectPublicPage(await get(url), 404);
      expect(body).toContain('直播不存在或未公开');
    }
  });

  it("plays an ended broadcast's recording through its own route (Range too), never another's, never before it ended", async () => {
    const id = await twzb({ status: 'ended', start_time: new Date(Date.now() - 3 * HOUR), end_time: new Date(Date.now() - HOUR) });
    const fixture = await db
      .selectFrom('media_videos')
      .select(['file_name', 'size', 'duration', 'width', 'height'])
      .where('kind', '=', 'live')
      .executeTakeFirstOrThrow();
    const recording = await db
      .insertInto('media_videos')
      .values({ owner_id: demoId, kind: 'live', title: '回放 <1>', source: 'record', ...fixture })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`update media_videos set twzb_activity_id = ${id} where id = ${recording.id}`.execute(db);
    const body = expectPublicPage(await get(`/live/${id}`));
    expect(body).toContain(`<video controls playsinline preload="metadata" src="/live/${id}/recording/${recording.id}"`);
    expect(body).toContain('aria-label="回放 &lt;1&gt;"');

    const whole = await get(`/live/${id}/recording/${recording.id}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.rawPayload.length).toBe(Number(whole.headers['content-length']));
    const part = await app.inject({ method: 'GET', url: `/live/${id}/recording/${recording.id}`, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);

    // Another broadcast's id, another recording's id: nothing.
    const other = await twzb({ status: 'ended', end_time: new Date() });
    expect((await get(`/live/${other}/recording/${recording.id}`)).statusCode).toBe(404);
    const someRecording = await db.selectFrom('media_videos').select('id').where('kind', '=', 'live').where('id', '<>', recording.id).executeTakeFirstOrThrow();
    expect((await get(`/live/${id}/recording/${someRecording.id}`)).statusCode).toBe(404);
    // Not ended (yet): no video and no bytes.
    await db.updateTable('twzb_activities').set({ status: 'live', end_time: null }).where('id', '=', id).execute();
    expect(expectPublicPage(await get(`/live/${id}`))).not.toContain('<video');
    expect((await get(`/live/${id}/recording/${recording.id}`)).statusCode).toBe(404);
  });

  it('password: asks for it, refuses a wrong one, sets a signed cookie for that broadcast, asks again after a new password', async () => {
    const id = await twzb({ watch_mode: 'password', watch_password: 'abcd1234', description: '<p>只给有密码的人看</p>' });
    const address = newAddress();
    const gate = expectPublicPage(await get(`/live/${id}`, { address }));
    expect(gate).toContain('本直播需要密码观看');
    expect(gate).toContain(`<form method="post" action="/live/${id}">`);
    expect(gate).not.toContain('只给有密码的人看');

    const wrong = await postForm(`/live/${id}`, { password: 'nope1234' }, { address });
    expect(expectPublicPage(wrong, 403)).toContain('密码错误，请重新输入');
    expect(cookiePair(wrong, `gr_watch_${id}`)).toBeUndefined();

    const right = await postForm(`/live/${id}`, { password: 'abcd1234' }, { address });
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe(`/live/${id}`);
    const setCookie = String(right.headers['set-cookie']);
    expect(setCookie).toContain(`Path=/live/${id}`);
    expect(setCookie).toContain('HttpOnly');
    const cookie = cookiePair(right, `gr_watch_${id}`) as string;
    expect(expectPublicPage(await get(`/live/${id}`, { cookie, address }))).toContain('只给有密码的人看');
    // The cookie is this broadcast's only.
    const other = await twzb({ watch_mode: 'password', watch_password: 'abcd1234' });
    expect(expectPublicPage(await get(`/live/${other}`, { cookie: cookie.replace(`gr_watch_${id}`, `gr_watch_${other}`), address }))).toContain(
      '本直播需要密码观看',
    );
    // A forged or tampered cookie opens nothing.
    expect(expectPublicPage(await get(`/live/${id}`, { cookie: `gr_watch_${id}=9999999999.AAAAAAAAAAAAAAAAAAAAAAAA`, address }))).toContain(
      '本直播需要密码观看',
    );
    await db.updateTable('twzb_activities').set({ watch_password: 'newpass99' }).where('id', '=', id).execute();
    expect(expectPublicPage(await get(`/live/${id}`, { cookie, address }))).toContain('本直播需要密码观看');
  });

  it('whitelist: asks for a phone, lets a listed one in, refuses others; a phone taken off the list asks again', async () => {
    const id = await twzb({ watch_mode: 'whitelist', watch_phones: JSON.stringify(['13800138000', '13900139000']), description: '<p>受邀观众可见</p>' });
    const address = newAddress();
    expect(expectPublicPage(await get(`/live/${id}`, { address }))).toContain('本直播仅限受邀观众观看');
    expect(expectPublicPage(await postForm(`/live/${id}`, { phone: '13700137000' }, { address }), 403)).toContain('该手机号不在观看名单中');
    expect(expectPublicPage(await postForm(`/live/${id}`, { phone: '12345' }, { address }), 403)).toContain('请输入 11 位手机号');
    const right = await postForm(`/live/${id}`, { phone: '138 0013 8000' }, { address });
    expect(right.statusCode).toBe(303);
    const cookie = cookiePair(right, `gr_watch_${id}`) as string;
    expect(expectPublicPage(await get(`/live/${id}`, { cookie, address }))).toContain('受邀观众可见');
    await db
      .updateTable('twzb_activities')
      .set({ watch_phones: JSON.stringify(['13900139000']) })
      .where('id', '=', id)
      .execute();
    expect(expectPublicPage(await get(`/live/${id}`, { cookie, address }))).toContain('本直播仅限受邀观众观看');
  });

  it('limits wrong answers per address and broadcast', async () => {
    const id = await twzb({ watch_mode: 'password', watch_password: 'abcd1234' });
    const address = newAddress();
    for (let i = 0; i < 20; i++) expect((await postForm(`/live/${id}`, { password: `wrong${i}xx` }, { address })).statusCode).toBe(403);
    const limited = await postForm(`/live/${id}`, { password: 'abcd1234' }, { address });
    expect(expectPublicPage(limited, 429)).toContain('尝试次数过多');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await postForm(`/live/${id}`, { password: 'abcd1234' }, { address: newAddress() })).statusCode).toBe(303);
  });

  it('a visit raises the broadcast’s PV and UV in the data centre and its view counter; a reload is one more PV, not one more UV', async () => {
    const id = await twzb({ status: 'live', start_time: new Date(Date.now() - HOUR) });
    expect(await twzbTotal(id)).toMatchObject({ pv: 0, uv: 0 });
    const first = await get(`/live/${id}`, { agent: 'Mozilla/5.0 (iPhone) MicroMessenger/8.0' });
    const visitor = cookiePair(first, 'gr_visitor') as string;
    expect(visitor).toMatch(/^gr_visitor=[A-Za-z0-9_-]{22}$/);
    await get(`/live/${id}`, { cookie: visitor });
    expect(await twzbTotal(id)).toMatchObject({ pv: 2, uv: 1 });
    await get(`/live/${id}`);
    expect(await twzbTotal(id)).toMatchObject({ pv: 3, uv: 2 });
    const row = await db.selectFrom('twzb_activities').select('view_count').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.view_count).toBe(3);
    // The day's line and the platform breakdown include it.
    const line = await call<{ date: string; value: number }[]>(app, 'GET', `/api/statistics/twzb/pvLine?activityId=${id}`, { cookie: demo });
    expect(line.body.data.at(-1)?.value).toBe(3);
    // A gate not passed is no view.
    const gated = await twzb({ watch_mode: 'password', watch_password: 'abcd1234' });
    await get(`/live/${gated}`);
    expect(await twzbTotal(gated)).toMatchObject({ pv: 0, uv: 0 });
  });

  it('is ranked by its visits (activityPvUvRank) once it has the most of the week', async () => {
    const id = await twzb({ status: 'live', start_time: new Date(Date.now() - HOUR) });
    const rank = await call<{ id: number; pv: number }[]>(app, 'GET', '/api/statistics/twzb/activityPvUvRank?limit=50', { cookie: demo });
    const top = rank.body.data[0]?.pv ?? 0;
    // Enough visits to lead the week: straight into the event log, as the page writes them.
    await sql`insert into stat_events (owner_id, product, activity_id, kind, visitor_id, platform, city_id, occurred_at)
      select ${demoId}, 1, ${id}, 1, -g, 2, 0, now() from generate_series(1, ${top}) g`.execute(db);
    await get(`/live/${id}`);
    // The ranking is cached for a while unless this process rebuilt the owner's days: the visit marked them dirty.
    await call(app, 'GET', `/api/statistics/twzb/total?activityId=${id}`, { cookie: demo });
    const after = await call<{ id: number; pv: number }[]>(app, 'GET', '/api/statistics/twzb/activityPvUvRank?limit=50', { cookie: demo });
    expect(after.body.data[0]).toMatchObject({ id, pv: top + 1 });
  });
});

describe('/site/{id}: a micro-site', () => {
  it('shows a published site, escaped; an unpublished one is not found', async () => {
    const site = await db
      .insertInto('websites')
      .values({ owner_id: demoId, title: HOSTILE, template: '发布会', cover_url: '/demo-assets/cover/3.svg', status: 1, published_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const body = expectPublicPage(await get(`/site/${site.id}`));
    expect(body).toContain(HOSTILE_ESCAPED);
    expect(body).toContain('发布会');
    const draft = await db.insertInto('websites').values({ owner_id: demoId, title: '草稿微站', status: 0 }).returning('id').executeTakeFirstOrThrow();
    expect(expectPublicPage(await get(`/site/${draft.id}`), 404)).toContain('微站不存在或未公开');
    expectPublicPage(await get('/site/2147483600'), 404);
  });

  it("a visit raises the site's PV and, once a day per visitor, its UV", async () => {
    const site = await db
      .insertInto('websites')
      .values({ owner_id: demoId, title: '访问统计微站', status: 1, published_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const total = async () => (await call<{ pv: number; uv: number }>(app, 'GET', `/api/website/stat/total?websiteId=${site.id}`, { cookie: demo })).body.data;
    expect(await total()).toMatchObject({ pv: 0, uv: 0 });
    const first = await get(`/site/${site.id}`, { agent: 'Mozilla/5.0 MicroMessenger/8.0' });
    const visitor = cookiePair(first, 'gr_visitor') as string;
    await get(`/site/${site.id}`, { cookie: visitor });
    await get(`/site/${site.id}`);
    expect(await total()).toMatchObject({ pv: 3, uv: 2 });
    const platforms = await db
      .selectFrom('website_platform_stats')
      .select(['platform', 'pv', 'uv'])
      .where('website_id', '=', site.id)
      .orderBy('platform')
      .execute();
    expect(platforms).toEqual([
      { platform: 'browser', pv: 2, uv: 1 },
      { platform: 'wechat', pv: 1, uv: 1 },
    ]);
  });
});

describe('/photo/{id}: an album', () => {
  async function album(values: Record<string, unknown>) {
    const row = await db
      .insertInto('photo_activities')
      .values({
        owner_id: demoId,
        title: '公开页测试相册',
        location: '杭州',
        start_time: new Date(Date.now() - 5 * HOUR),
        end_time: new Date(Date.now() - HOUR),
        ...values,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it("shows a public album's photos (taken during its shooting time), escaped; private is not found", async () => {
    const id = await album({ title: HOSTILE, visibility: 'public', start_time: new Date(Date.now() - 50 * HOUR), end_time: new Date(Date.now() - 49 * HOUR) });
    await db
      .insertInto('person_photos')
      .values([
        {
          owner_id: demoId,
          title: '合影 <a>',
          file_name: 'IMG_1.jpg',
          image_no: 42,
          width: 4000,
          height: 3000,
          size_bytes: 1,
          taken_at: new Date(Date.now() - 49.5 * HOUR),
        },
        {
          owner_id: demoId,
          title: '场外',
          file_name: 'IMG_2.jpg',
          image_no: 43,
          width: 3000,
          height: 4000,
          size_bytes: 1,
          taken_at: new Date(Date.now() - 60 * HOUR),
        },
      ])
      .execute();
    const body = expectPublicPage(await get(`/photo/${id}`));
    expect(body).toContain(HOSTILE_ESCAPED);
    expect(body).toContain('照片（1 张）');
    expect(body).toContain('<img src="/demo-assets/person/photo/42.jpg" alt="合影 &lt;a&gt;"');
    expect(body).not.toContain('/demo-assets/person/photo/43.');

    const hidden = await album({ visibility: 'private' });
    expect(expectPublicPage(await get(`/photo/${hidden}`), 404)).toContain('相册不存在或未公开');
    expectPublicPage(await postForm(`/photo/${hidden}`, { password: 'x' }), 404);
  });

  it('password: asks, refuses a wrong one, then shows the gallery with the cookie', async () => {
    const id = await album({ visibility: 'password', password: 'pass4321' });
    const address = newAddress();
    const gate = expectPublicPage(await get(`/photo/${id}`, { address }));
    expect(gate).toContain('本相册需要密码访问');
    expect(gate).not.toContain('照片（');
    expect(expectPublicPage(await postForm(`/photo/${id}`, { password: 'nope' }, { address }), 403)).toContain('密码错误');
    const right = await postForm(`/photo/${id}`, { password: 'pass4321' }, { address });
    expect(right.statusCode).toBe(303);
    const cookie = cookiePair(right, `gr_album_${id}`) as string;
    expect(expectPublicPage(await get(`/photo/${id}`, { cookie, address }))).toMatch(/照片（|摄影师正在上传照片|本相册暂无照片/);
  });

  it("a visit counts in the album's statistics (product 4) and its view counter", async () => {
    const id = await album({ visibility: 'public' });
    const total = async () => (await call<{ pv: number; uv: number }>(app, 'GET', `/api/statistics/photo/total?activityId=${id}`, { cookie: demo })).body.data;
    expect(await total()).toMatchObject({ pv: 0, uv: 0 });
    const first = await get(`/photo/${id}`);
    await get(`/photo/${id}`, { cookie: cookiePair(first, 'gr_visitor') });
    expect(await total()).toMatchObject({ pv: 2, uv: 1 });
    expect((await db.selectFrom('photo_activities').select('view_count').where('id', '=', id).executeTakeFirstOrThrow()).view_count).toBe(2);
  });
});

describe('/event/{id}: an event and its registration', () => {
  const FORM = [
    { key: 'name', label: '姓名', required: true },
    { key: 'phone', label: '手机号', required: true },
    { key: 'company', label: '单位', required: false },
    { key: 'custom', label: '饮食偏好', required: false },
    { key: 'custom', label: '同行人数', required: true },
  ];
  async function event(values: Record<string, unknown> = {}) {
    const row = await db
      .insertInto('event_activities')
      .values({
        owner_id: demoId,
        title: '公开页测试活动',
        status: 'not_started',
        city: '上海',
        address: '浦东新区世纪大道 1 号',
        start_time: new Date(Date.now() + 48 * HOUR),
        capacity: null,
        registration_open: true,
        form: JSON.stringify(FORM),
        ...values,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const conferees = async (eventId: number, cookie = demo) =>
    call<{ total: number; list: { name: string; company: string; phone: string; eventId: number }[] }>(app, 'POST', '/api/statistics/event/confereeList', {
      cookie,
      body: { pageNum: 1, pageSize: 20, eventId },
    });

  it("shows the event and a form of the organiser's fields, escaped", async () => {
    const id = await event({ title: HOSTILE, form: JSON.stringify([...FORM, { key: 'title', label: '<i>职务</i>', required: false }]) });
    const body = expectPublicPage(await get(`/event/${id}`));
    expect(body).toContain(HOSTILE_ESCAPED);
    expect(body).toContain('浦东新区世纪大道 1 号');
    expect(body).toContain(`<form method="post" action="/event/${id}">`);
    for (const name of ['name', 'phone', 'company', 'custom1', 'custom2', 'title']) expect(body).toContain(`name="${name}"`);
    expect(body).toContain('&lt;i&gt;职务&lt;/i&gt;');
    expect(body).toContain('饮食偏好');
    expect(body).toMatch(/<input id="field-phone" name="phone" type="tel"[^>]* required/);
    expectPublicPage(await get('/event/2147483600'), 404);
  });

  it('registers from the plain form: the row shows in 报名数据 for the owner (not for another account), the count follows', async () => {
    const id = await event();
    const posted = await postForm(
      `/event/${id}`,
      { name: '张<三>', phone: '13811110001', company: '绿幕科技', custom1: '素食', custom2: '2' },
      { address: newAddress() },
    );
    const body = expectPublicPage(posted);
    expect(body).toContain('报名成功');
    expect(body).toContain('已报名 1 人');
    const list = await conferees(id);
    expect(list.body.code).toBe(0);
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({ name: '张<三>', company: '绿幕科技', phone: '138****0001', eventId: id });
    const row = await db.selectFrom('event_conferees').select(['answers', 'role', 'platform']).where('event_id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ answers: { custom1: '素食', custom2: '2' }, role: 1 });
    expect((await db.selectFrom('event_activities').select('registration_count').where('id', '=', id).executeTakeFirstOrThrow()).registration_count).toBe(1);
    // The conferee's details show the custom answers under their labels.
    const conferee = await db.selectFrom('event_conferees').select('id').where('event_id', '=', id).executeTakeFirstOrThrow();
    const info = await call<{ answers: { label: string; value: string }[] }>(app, 'GET', `/api/statistics/event/confereeInfo/${id}/${conferee.id}`, {
      cookie: demo,
    });
    expect(info.body.data.answers).toEqual(
      expect.arrayContaining([
        { key: 'custom1', label: '饮食偏好', value: '素食' },
        { key: 'custom2', label: '同行人数', value: '2' },
      ]),
    );
    expect((await conferees(id, demo2)).body.code).toBe(404);
  });

  it('refuses with clear Chinese messages: a required field empty, a bad phone, a phone registered already', async () => {
    const id = await event();
    const address = newAddress();
    const missing = await postForm(`/event/${id}`, { name: '', phone: '13811110001', custom2: '1' }, { address });
    expect(expectPublicPage(missing, 400)).toContain('请填写姓名');
    expect(missing.body).toContain('value="13811110001"');
    expect(expectPublicPage(await postForm(`/event/${id}`, { name: '李四', phone: '12345', custom2: '1' }, { address }), 400)).toContain(
      '手机号：必须是 11 位手机号',
    );
    expect(expectPublicPage(await postForm(`/event/${id}`, { name: '李四', phone: '13811110001' }, { address }), 400)).toContain('请填写同行人数');
    expectPublicPage(await postForm(`/event/${id}`, { name: '李四', phone: '13811110001', custom2: '1' }, { address }));
    expect(expectPublicPage(await postForm(`/event/${id}`, { name: '王五', phone: '13811110001', custom2: '1' }, { address }), 409)).toContain(
      EVENT_MESSAGES.duplicate,
    );
    expect((await conferees(id)).body.data.total).toBe(1);
  });

  it('refuses when registration is closed, the event ended or it is full; the page says so instead of a form', async () => {
    const address = newAddress();
    const closed = await event({ registration_open: false });
    expect(expectPublicPage(await get(`/event/${closed}`))).toContain(EVENT_MESSAGES.closed);
    expect(expectPublicPage(await get(`/event/${closed}`))).not.toContain('<form');
    expect(expectPublicPage(await postForm(`/event/${closed}`, { name: '甲', phone: '13811112222', custom2: '1' }, { address }), 409)).toContain(
      EVENT_MESSAGES.closed,
    );
    const ended = await event({ status: 'ended', start_time: new Date(Date.now() - 48 * HOUR) });
    expect(expectPublicPage(await postForm(`/event/${ended}`, { name: '甲', phone: '13811112222', custom2: '1' }, { address }), 409)).toContain(
      EVENT_MESSAGES.ended,
    );
    const full = await event({ capacity: 1 });
    expectPublicPage(await postForm(`/event/${full}`, { name: '甲', phone: '13811112222', custom2: '1' }, { address }));
    expect(expectPublicPage(await postForm(`/event/${full}`, { name: '乙', phone: '13811113333', custom2: '1' }, { address }), 409)).toContain(
      EVENT_MESSAGES.full,
    );
    expect(expectPublicPage(await get(`/event/${full}`))).toContain(EVENT_MESSAGES.full);
    for (const id of [closed, ended]) expect((await conferees(id)).body.data.total).toBe(0);
    expect((await conferees(full)).body.data.total).toBe(1);
  });

  it('POST /api/public/event/{id}/register: the same registration as a JSON call, without a session', async () => {
    const id = await event({ capacity: 2 });
    const register = (body: unknown) => call(app, 'POST', `/api/public/event/${id}/register`, { body });
    const made = await register({ name: '赵六', phone: '13900001111', custom: ['', '3'] });
    expect(made.body.code).toBe(0);
    expect(publicEventReceipt.parse(made.body.data)).toEqual({ registered: true, message: '报名成功' });
    expect((await register({ name: '赵六', phone: '13900001111', custom: ['', '3'] })).body).toMatchObject({ code: 409, msg: EVENT_MESSAGES.duplicate });
    expect((await register({ name: '', phone: '13900002222', custom: ['', '3'] })).body).toMatchObject({ code: 400, msg: '请填写姓名' });
    expect((await register({ name: '钱七', phone: 'abc' })).body.code).toBe(400);
    expect((await register({ name: '钱七', phone: '13900003333', custom: ['', '1'] })).body.code).toBe(0);
    expect((await register({ name: '孙八', phone: '13900004444', custom: ['', '1'] })).body).toMatchObject({ code: 409, msg: EVENT_MESSAGES.full });
    expect((await call(app, 'POST', '/api/public/event/2147483600/register', { body: { name: 'x' } })).body.code).toBe(404);
    expect((await conferees(id)).body.data.total).toBe(2);
  });

  it('is rate-limited per address', async () => {
    const id = await event({ registration_open: false });
    const address = newAddress();
    for (let i = 0; i < 20; i++) expect((await postForm(`/event/${id}`, { name: '甲', phone: '13811112222', custom2: '1' }, { address })).statusCode).toBe(409);
    const limited = await postForm(`/event/${id}`, { name: '甲', phone: '13811112222', custom2: '1' }, { address });
    expect(expectPublicPage(limited, 429)).toContain(EVENT_MESSAGES.tooMany);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("a visit raises the event's views in its statistics and its view counter", async () => {
    const id = await event();
    const view = async () => (await call<{ pv: number; uv: number }>(app, 'GET', `/api/statistics/event/view?eventId=${id}`, { cookie: demo })).body.data;
    expect(await view()).toMatchObject({ pv: 0, uv: 0 });
    const first = await get(`/event/${id}`);
    await get(`/event/${id}`, { cookie: cookiePair(first, 'gr_visitor') });
    expect(await view()).toMatchObject({ pv: 2, uv: 1 });
    expect((await db.selectFrom('event_activities').select('view_count').where('id', '=', id).executeTakeFirstOrThrow()).view_count).toBe(2);
  });
});

describe('/survey/{id}: a survey', () => {
  const QUESTIONS = [
    {
      key: 'q1',
      kind: 'single',
      title: '您从哪里<b>得知</b>本次活动？',
      required: true,
      options: [
        { key: 'a', label: '朋友 & 同事' },
        { key: 'b', label: '公众号' },
      ],
    },
    {
      key: 'q2',
      kind: 'multiple',
      title: '感兴趣的主题',
      required: false,
      options: [
        { key: 'x', label: '直播' },
        { key: 'y', label: '摄影' },
      ],
    },
    { key: 'q3', kind: 'text', title: '建议', required: false, multiline: true },
    { key: 'q4', kind: 'rating', title: '整体满意度', required: true },
  ];
  async function survey(values: Record<string, unknown>) {
    const row = await db
      .insertInto('surveys')
      .values({
        owner_id: demoId,
        title: '公开页测试问卷',
        description: '第一行\n<第二行>',
        questions: JSON.stringify(QUESTIONS),
        question_count: QUESTIONS.length,
        ...values,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('draws a published survey as a form, escaped, with its one same-origin script', async () => {
    const id = await survey({ status: 1, title: HOSTILE });
    const response = await get(`/survey/${id}`);
    const body = expectPublicPage(response);
    expect(body).toContain(HOSTILE_ESCAPED);
    expect(body).toContain('第一行<br>&lt;第二行&gt;');
    expect(body).toContain(`<script src="${SURVEY_SCRIPT_ASSET.path}" defer></script>`);
    expect(body).toContain(`data-survey="/api/public/survey/${id}/answers"`);
    expect(body).toContain('1. 您从哪里&lt;b&gt;得知&lt;/b&gt;本次活动？');
    expect(body).toContain('<input type="radio" name="q-q1" value="a">朋友 &amp; 同事');
    expect(body).toContain('<input type="checkbox" name="q-q2" value="x">');
    expect(body).toContain('<textarea id="q-2" name="q-q3"');
    expect(body).toContain('<input type="radio" name="q-q4" value="5">5 分');
    expect(body).not.toContain('name="phone"');
    const phone = await survey({ status: 1, identify: 'phone' });
    expect(expectPublicPage(await get(`/survey/${phone}`))).toContain('name="phone"');
  });

  it('a closed survey says 问卷已结束; a draft or an unknown id is not found', async () => {
    const closed = await survey({ status: 2 });
    const body = expectPublicPage(await get(`/survey/${closed}`));
    expect(body).toContain('问卷已结束');
    expect(body).not.toContain('<form');
    expect(body).not.toContain('<script');
    const draft = await survey({ status: 0 });
    expect(expectPublicPage(await get(`/survey/${draft}`), 404)).toContain('问卷不存在或未公开');
    expectPublicPage(await get('/survey/2147483600'), 404);
  });

  it('without a script, the posted form is answered through the JSON call (its cookie and refusals included)', async () => {
    const id = await survey({ status: 1 });
    const address = newAddress();
    const refused = await postForm(`/survey/${id}`, { 'q-q1': 'a' }, { address });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expectPublicPage(refused, refused.statusCode);
    const sent = await postForm(`/survey/${id}`, { 'q-q1': 'b', 'q-q2': 'x', 'q-q4': '4', 'q-q3': '很好' }, { address });
    expect(expectPublicPage(sent)).toContain('提交成功，感谢您的参与！');
    const respondent = cookiePair(sent, 'gr_sv') as string;
    expect(respondent).toBeDefined();
    expect((await db.selectFrom('surveys').select('answer_count').where('id', '=', id).executeTakeFirstOrThrow()).answer_count).toBe(1);
    const again = await postForm(`/survey/${id}`, { 'q-q1': 'b', 'q-q4': '4' }, { address, cookie: respondent });
    expect(expectPublicPage(again, 409)).toContain('您已提交过本问卷');
  });

  it('serves its script and the stylesheet (a year, by hash)', async () => {
    for (const file of [SURVEY_SCRIPT_ASSET, PAGE_STYLE]) {
      const response = await get(file.path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(file.type);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await app.inject({ method: 'GET', url: file.path, headers: { 'if-none-match': file.etag } })).statusCode).toBe(304);
    }
    expect((await get(SURVEY_SCRIPT_ASSET.path)).body).toContain("credentials: 'same-origin'");
  });
});

describe('production', () => {
  it('answers none of these addresses (the products’ own hosts serve them there)', async () => {
    const production = await createTestApp(db, { env: 'production', publicUrl: 'https://console.example.com' });
    try {
      const live = await db.selectFrom('twzb_activities').select('id').where('owner_id', '=', demoId).executeTakeFirstOrThrow();
      for (const url of [`/live/${live.id}`, '/site/1', '/photo/1', '/event/1', '/survey/1', PAGE_STYLE.path]) {
        const response = await production.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.body).toBe('Not Found');
      }
      const api = await production.inject({
        method: 'POST',
        url: '/api/public/event/1/register',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(api.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
