/**
 * Issue 22 §1: the activity editors — create, read, save and state moves of a live (twzb), a
 * photo-live album and an event (modules/activity/activityEdit.ts, contracts/src/activityEdit.ts). Every
 * answer is checked against the contract's detail schema. Each test names the rule it checks.
 */
import {
  ACTIVITY_DESCRIPTION_MAX,
  type ActivityEventDetail,
  type ActivityPhotoDetail,
  type ActivityTwzbDetail,
  activityEventDetail,
  activityPhotoDetail,
  activityTwzbDetail,
} from '@greenroom/contracts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../src/lib/envelope';
import { sanitizeRichText } from '../src/lib/sanitizeHtml';
import { COVER_REFUSED, DEFAULT_COVERS, ILLEGAL_MOVE } from '../src/modules/activity/activityEdit';
import { PUBLIC_URL, signedInApp } from './helpers';
import { type Answer, call, type Method } from './request';

const signedIn = signedInApp();

const HOUR = 3600_000;
let keys = 0;
/** A fresh request key (16–64 of A–Z a–z 0–9 _ -). */
const newKey = () => `test-${Date.now()}-${++keys}-abcdef`;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

function send<T = unknown>(method: Method, url: string, cookie: string, body?: unknown): Promise<Answer<T>> {
  return call<T>(signedIn.app, method, url, { cookie, body });
}

/** The answer's data, after checking the envelope is a success and the data fits `schema`. */
function dataOf<S extends z.ZodType>(answer: Answer, schema: S): z.infer<S> {
  expect(answer.body.msg).toBe(MESSAGES.ok);
  expect(answer.body.code).toBe(0);
  return schema.parse(answer.body.data);
}

function liveBody(overrides: Record<string, unknown> = {}) {
  return {
    title: '编辑器测试直播',
    coverUrl: '',
    mode: 'text',
    groupId: null,
    startTime: inHours(0.2),
    endTime: inHours(2),
    description: '<p>简介</p>',
    watch: { mode: 'public' },
    ...overrides,
  };
}

function albumBody(overrides: Record<string, unknown> = {}) {
  return {
    title: '编辑器测试相册',
    coverUrl: '',
    location: '上海国际会议中心',
    startTime: inHours(-1),
    endTime: inHours(5),
    watermark: true,
    visibility: 'public',
    password: '',
    ...overrides,
  };
}

function eventBody(overrides: Record<string, unknown> = {}) {
  return {
    title: '编辑器测试活动',
    coverUrl: '',
    city: '杭州',
    address: '西湖国宾馆 1 号楼',
    startTime: inHours(48),
    endTime: inHours(54),
    capacity: 300,
    registrationOpen: true,
    form: [
      { key: 'name', label: '姓名', required: true },
      { key: 'phone', label: '手机号', required: true },
    ],
    ...overrides,
  };
}

const createLive = async (cookie = signedIn.demo, overrides: Record<string, unknown> = {}) =>
  dataOf(await send('POST', '/api/activity/twzb', cookie, { ...liveBody(overrides), requestKey: newKey() }), activityTwzbDetail);
const createAlbum = async (cookie = signedIn.demo, overrides: Record<string, unknown> = {}) =>
  dataOf(await send('POST', '/api/activity/photo', cookie, { ...albumBody(overrides), requestKey: newKey() }), activityPhotoDetail);
const createEvent = async (cookie = signedIn.demo, overrides: Record<string, unknown> = {}) =>
  dataOf(await send('POST', '/api/activity/event', cookie, { ...eventBody(overrides), requestKey: newKey() }), activityEventDetail);

const countRows = async (table: 'twzb_activities' | 'photo_activities' | 'event_activities') =>
  Number(
    (
      await signedIn.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function get<T>(url: string, cookie = signedIn.demo): Promise<T> {
  const answer = await send<T>('GET', url, cookie);
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data;
}

/** A refusal of bad input: code 400 and exactly this `参数错误：…` message (the console shows it under the field). */
function expectFieldError(answer: Answer, message: string) {
  expect(answer.status).toBe(200);
  expect(answer.body.code).toBe(400);
  expect(answer.body.msg).toContain(message);
  expect(answer.body.msg.startsWith('参数错误：')).toBe(true);
}

function expectNotFound(answer: Answer) {
  expect(answer.body.code).toBe(404);
  expect(answer.body.msg).toBe('数据不存在或无权访问');
}

// --- live (twzb) ---

describe('issue 22 §1 — the live editor (twzb)', () => {
  it('create → detail → save → the list, its group count, the home widget and the data centre show it at once', async () => {
    const groups = await get<{ id: number; name: string; count: number }[]>('/api/activity/twzb/group-list');
    const group = groups[0];
    if (!group) throw new Error('demo has no group');
    const listBefore = await get<{ total: number }>('/api/activity/twzb/list');
    const statBefore = await get<{ activityNum: number }>('/api/statistics/twzb/total');

    const created = await createLive(signedIn.demo, { groupId: group.id, startTime: inHours(0.1) });
    expect(created).toMatchObject({
      title: '编辑器测试直播',
      coverUrl: DEFAULT_COVERS.twzb,
      groupId: group.id,
      status: 'not_started',
      moves: ['live'],
      viewCount: 0,
      watch: { mode: 'public' },
    });
    expect(dataOf(await send('GET', `/api/activity/twzb/${created.id}`, signedIn.demo), activityTwzbDetail)).toEqual(created);

    // The list: first (newest), its total and the group's count follow the insert (trigger-kept counters).
    const list = await get<{ total: number; list: { id: number; title: string; groupName: string | null }[] }>('/api/activity/twzb/list');
    expect(list.total).toBe(listBefore.total + 1);
    expect(list.list[0]).toMatchObject({ id: created.id, title: created.title, groupName: group.name });
    const groupsAfter = await get<{ id: number; count: number }[]>('/api/activity/twzb/group-list');
    expect(groupsAfter.find((entry) => entry.id === group.id)?.count).toBe(group.count + 1);
    // The home's 正在直播 widget asks for the next lives to start: the new one starts first.
    const soon = await get<{ list: { id: number }[] }>('/api/activity/twzb/list?pageNum=1&pageSize=5&status=not_started&sort=startTime&order=asc');
    expect(soon.list[0]?.id).toBe(created.id);
    // The data centre counts it (its day was marked dirty by the insert).
    expect((await get<{ activityNum: number }>('/api/statistics/twzb/total')).activityNum).toBe(statBefore.activityNum + 1);

    // Save the whole input: the detail and the list show the new values.
    const saved = dataOf(
      await send(
        'PUT',
        `/api/activity/twzb/${created.id}`,
        signedIn.demo,
        liveBody({ title: '改过的标题', mode: 'video', groupId: null, watch: { mode: 'password', password: 'abc123' } }),
      ),
      activityTwzbDetail,
    );
    expect(saved).toMatchObject({
      id: created.id,
      title: '改过的标题',
      mode: 'video',
      groupId: null,
      watch: { mode: 'password', password: 'abc123' },
      status: 'not_started',
    });
    expect(saved.createdAt).toBe(created.createdAt);
    const again = await get<{ list: { id: number; title: string }[] }>('/api/activity/twzb/list');
    expect(again.list[0]).toMatchObject({ id: created.id, title: '改过的标题' });
    const groupsLast = await get<{ id: number; count: number }[]>('/api/activity/twzb/group-list');
    expect(groupsLast.find((entry) => entry.id === group.id)?.count).toBe(group.count);
  });

  it('watch settings: a whitelist is stored without repeats, and switching to public clears the password and the phones', async () => {
    const created = await createLive(signedIn.demo, { watch: { mode: 'whitelist', phones: ['13800138000', '13900139000', '13800138000'] } });
    expect(created.watch).toEqual({ mode: 'whitelist', phones: ['13800138000', '13900139000'] });
    const row = await signedIn.db
      .selectFrom('twzb_activities')
      .select(['watch_mode', 'watch_phones', 'watch_password'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ watch_mode: 'whitelist', watch_phones: ['13800138000', '13900139000'], watch_password: '' });

    await send('PUT', `/api/activity/twzb/${created.id}`, signedIn.demo, liveBody({ watch: { mode: 'password', password: 'pass1234' } }));
    const open = dataOf(await send('PUT', `/api/activity/twzb/${created.id}`, signedIn.demo, liveBody({ watch: { mode: 'public' } })), activityTwzbDetail);
    expect(open.watch).toEqual({ mode: 'public' });
    const cleared = await signedIn.db
      .selectFrom('twzb_activities')
      .select(['watch_mode', 'watch_phones', 'watch_password'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(cleared).toEqual({ watch_mode: 'public', watch_phones: [], watch_password: '' });
  });

  it('validation: each fault is named under its field in Chinese, and nothing is written', async () => {
    const before = await countRows('twzb_activities');
    const create = (overrides: Record<string, unknown>) => send('POST', '/api/activity/twzb', signedIn.demo, { ...liveBody(overrides), requestKey: newKey() });
    expectFieldError(await create({ title: '   ' }), 'title 请输入标题');
    expectFieldError(await create({ title: '长'.repeat(61) }), 'title 标题最多 60 个字');
    expectFieldError(await create({ startTime: inHours(5), endTime: inHours(4) }), 'endTime 结束时间须晚于开始时间');
    // Times: ISO 8601 with an offset (or a bare date), years 2000–2099; one message per field.
    for (const startTime of ['1', '2024-05-01T09:30:00', '0000-01-01', '2024-13-01', 'tomorrow']) {
      const answer = await create({ startTime, endTime: null });
      expectFieldError(answer, 'startTime 请选择开始时间');
      expect(answer.body.msg.match(/startTime/g)).toHaveLength(1);
    }
    expectFieldError(await create({ watch: { mode: 'whitelist', phones: ['13800138000', '12345'] } }), 'watch.phones.1 必须是 11 位手机号');
    expectFieldError(await create({ watch: { mode: 'whitelist', phones: [] } }), '请至少填写一个手机号');
    expectFieldError(await create({ watch: { mode: 'password', password: '12' } }), '观看密码为 4–20 位字母或数字');
    expectFieldError(await send('POST', '/api/activity/twzb', signedIn.demo, { ...liveBody(), requestKey: 'short' }), 'requestKey 请求编号格式不正确');
    expect(await countRows('twzb_activities')).toBe(before);

    // Left out: the default cover, no group, no end.
    const { coverUrl: _cover, groupId: _group, endTime: _end, ...bare } = liveBody({ startTime: '2030-05-01T09:30:00+08:00' });
    const created = dataOf(await send('POST', '/api/activity/twzb', signedIn.demo, { ...bare, requestKey: newKey() }), activityTwzbDetail);
    expect(created).toMatchObject({ coverUrl: DEFAULT_COVERS.twzb, groupId: null, endTime: null, startTime: '2030-05-01T01:30:00.000Z' });
  });

  it("owner scope: demo2 can neither read, save nor move demo's live (404, nothing changes), nor file it under demo's group", async () => {
    const mine = await createLive(signedIn.demo);
    const rowBefore = await signedIn.db.selectFrom('twzb_activities').selectAll().where('id', '=', mine.id).executeTakeFirstOrThrow();
    expectNotFound(await send('GET', `/api/activity/twzb/${mine.id}`, signedIn.demo2));
    expectNotFound(await send('PUT', `/api/activity/twzb/${mine.id}`, signedIn.demo2, liveBody({ title: '被改了' })));
    expectNotFound(await send('PUT', `/api/activity/twzb/status/${mine.id}?status=live`, signedIn.demo2));
    expect(await signedIn.db.selectFrom('twzb_activities').selectAll().where('id', '=', mine.id).executeTakeFirstOrThrow()).toEqual(rowBefore);

    const demoGroup = await signedIn.db.selectFrom('twzb_groups').select('id').where('owner_id', '=', signedIn.demoId).executeTakeFirstOrThrow();
    const before = await countRows('twzb_activities');
    expectNotFound(await send('POST', '/api/activity/twzb', signedIn.demo2, { ...liveBody({ groupId: demoGroup.id }), requestKey: newKey() }));
    expectNotFound(await send('PUT', `/api/activity/twzb/${mine.id}`, signedIn.demo, liveBody({ groupId: 2_000_000_000 })));
    expect(await countRows('twzb_activities')).toBe(before);
    expectNotFound(await send('GET', '/api/activity/twzb/2000000000', signedIn.demo));
  });

  it('idempotent create: the same requestKey answers the first live, also for 5 creates at once; another owner has keys of its own', async () => {
    const requestKey = newKey();
    const body = { ...liveBody({ title: '只建一次' }), requestKey };
    const first = dataOf(await send('POST', '/api/activity/twzb', signedIn.demo, body), activityTwzbDetail);
    const second = dataOf(await send('POST', '/api/activity/twzb', signedIn.demo, { ...body, title: '第二次提交' }), activityTwzbDetail);
    expect(second).toEqual(first);

    const parallelKey = newKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send('POST', '/api/activity/twzb', signedIn.demo, { ...liveBody({ title: '并发创建' }), requestKey: parallelKey })),
    );
    const ids = answers.map((answer) => dataOf(answer, activityTwzbDetail).id);
    expect(new Set(ids).size).toBe(1);
    const rows = await signedIn.db
      .selectFrom('twzb_activities')
      .select('id')
      .where('owner_id', '=', signedIn.demoId)
      .where('request_id', '=', parallelKey)
      .execute();
    expect(rows.map((row) => row.id)).toEqual([ids[0]]);

    const theirs = dataOf(await send('POST', '/api/activity/twzb', signedIn.demo2, body), activityTwzbDetail);
    expect(theirs.id).not.toBe(first.id);
    expect((await signedIn.db.selectFrom('twzb_activities').select('owner_id').where('id', '=', theirs.id).executeTakeFirstOrThrow()).owner_id).toBe(
      signedIn.demo2Id,
    );
  });

  it('state moves: 未开始 → 直播中 → 已结束, forward one step at a time; moves lists what is allowed; anything else is 409 with the reason', async () => {
    const created = await createLive(signedIn.demo, { startTime: inHours(3), endTime: inHours(5) });
    const move = (status: string) => send('PUT', `/api/activity/twzb/status/${created.id}?status=${status}`, signedIn.demo);

    const skip = await move('ended');
    expect(skip.body.code).toBe(ILLEGAL_MOVE);
    expect(skip.body.msg).toBe('当前状态不能切换到已结束（现为未开始）');

    const live = dataOf(await move('live'), activityTwzbDetail);
    expect(live).toMatchObject({ status: 'live', moves: ['ended'] });
    // Started early: the start is now, not the planned time.
    expect(Date.parse(live.startTime)).toBeLessThanOrEqual(Date.now());
    expect((await move('live')).body).toMatchObject({ code: ILLEGAL_MOVE, msg: '当前状态不能切换到直播中（现为直播中）' });
    const onAir = await get<{ list: { id: number }[] }>('/api/activity/twzb/list?pageSize=100&status=live&sort=startTime&order=desc');
    expect(onAir.list.map((row) => row.id)).toContain(created.id);

    const ended = dataOf(await move('ended'), activityTwzbDetail);
    expect(ended).toMatchObject({ status: 'ended', moves: [] });
    expect(Date.parse(ended.endTime ?? '')).toBeGreaterThan(Date.parse(ended.startTime));
    expect((await move('live')).body).toMatchObject({ code: ILLEGAL_MOVE, msg: '当前状态不能切换到直播中（现为已结束）' });
    expectFieldError(await move('not_started'), 'status');
  });

  it('the description is sanitised before it is stored: script, on* handlers, javascript: links, style and foreign images go', async () => {
    const dirty = [
      '<p style="color:red" onclick="alert(1)">Hello <strong>world</strong><script>alert(1)</script></p>',
      '<img src="/api/upload/file/a/b.png" onerror="alert(1)">',
      '<img src="https://evil.example/x.png">',
      '<img src="/api/upload/file/../../api/user/logout">',
      '<a href="javascript:alert(1)">bad link</a>',
      '<a href="https://example.com/" target="_blank" rel="opener">good link</a>',
      '<iframe src="https://evil.example"></iframe><style>p{}</style>',
      '<h2 class="x">Title</h2><div><em>kept text</em></div><!-- comment -->',
    ].join('');
    const created = await createLive(signedIn.demo, { description: dirty });
    expect(created.description).toBe(
      [
        '<p>Hello <strong>world</strong></p>',
        '<img src="/api/upload/file/a/b.png" />',
        'bad link',
        '<a href="https://example.com/" rel="noopener">good link</a>',
        '<h2>Title</h2><em>kept text</em>',
      ].join(''),
    );
    const row = await signedIn.db.selectFrom('twzb_activities').select('description').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.description).toBe(created.description);
    const saved = dataOf(
      await send('PUT', `/api/activity/twzb/${created.id}`, signedIn.demo, liveBody({ description: '<p onmouseover="x()">再次<u>保存</u></p>' })),
      activityTwzbDetail,
    );
    expect(saved.description).toBe('<p>再次<u>保存</u></p>');
  });

  it('cover: a foreign upload is refused under coverUrl; own uploads (path or public address), demo covers, the default and the current cover are taken', async () => {
    const [own, theirs] = await signedIn.db
      .insertInto('uploaded_images')
      .values([
        {
          owner_id: signedIn.demoId,
          storage_key: 'images/edit-test/own.png',
          thumb_key: 'images/edit-test/own.thumb.jpg',
          mime_type: 'image/png',
          width: 640,
          height: 360,
          size: 1234,
        },
        {
          owner_id: signedIn.demo2Id,
          storage_key: 'images/edit-test/theirs.png',
          thumb_key: 'images/edit-test/theirs.thumb.jpg',
          mime_type: 'image/png',
          width: 640,
          height: 360,
          size: 1234,
        },
      ])
      .returning('storage_key')
      .execute();
    if (!own || !theirs) throw new Error('no images');
    const before = await countRows('twzb_activities');
    for (const coverUrl of [
      `/api/upload/file/${theirs.storage_key}`,
      `${PUBLIC_URL}/api/upload/file/${theirs.storage_key}`,
      'https://evil.example/cover.png',
      '/api/upload/file/',
      '/demo-assets/cover/../../api/user/logout',
      '/demo-assets/album/x.svg',
      '/demo-assets/poster/123.svg',
      '/demo-assets/avatar/3.svg',
      '/demo-assets/other/1.svg',
      'javascript:alert(1)',
    ]) {
      const answer = await send('POST', '/api/activity/twzb', signedIn.demo, { ...liveBody({ coverUrl }), requestKey: newKey() });
      expectFieldError(answer, `coverUrl ${COVER_REFUSED}`);
    }
    expect(await countRows('twzb_activities')).toBe(before);

    expect((await createLive(signedIn.demo, { coverUrl: `/api/upload/file/${own.storage_key}` })).coverUrl).toBe(`/api/upload/file/${own.storage_key}`);
    expect((await createLive(signedIn.demo, { coverUrl: `${PUBLIC_URL}/api/upload/file/${own.storage_key}` })).coverUrl).toBe(
      `${PUBLIC_URL}/api/upload/file/${own.storage_key}`,
    );
    expect((await createLive(signedIn.demo, { coverUrl: '/demo-assets/cover/42.svg' })).coverUrl).toBe('/demo-assets/cover/42.svg');
    // Each kind's default cover has its kind's mark: an album's a picture, an event's a calendar (assets.ts).
    expect((await createAlbum(signedIn.demo, { coverUrl: '' })).coverUrl).toBe('/demo-assets/album/3.svg');
    expect((await createEvent(signedIn.demo, { coverUrl: '' })).coverUrl).toBe('/demo-assets/poster/2.svg');
    expect((await createAlbum(signedIn.demo, { coverUrl: '/demo-assets/album/12.svg' })).coverUrl).toBe('/demo-assets/album/12.svg');
    expect((await createEvent(signedIn.demo, { coverUrl: '/demo-assets/poster/7.svg' })).coverUrl).toBe('/demo-assets/poster/7.svg');
    expect((await createAlbum(signedIn.demo, { coverUrl: '/demo-assets/album/3.svg' })).coverUrl).toBe('/demo-assets/album/3.svg');
    expect((await createEvent(signedIn.demo, { coverUrl: '/demo-assets/poster/2.svg' })).coverUrl).toBe('/demo-assets/poster/2.svg');
    // The album and event editors refuse what is not a demo cover's name the same way, and write nothing.
    const [albumsBefore, eventsBefore] = [await countRows('photo_activities'), await countRows('event_activities')];
    for (const coverUrl of ['/demo-assets/album/x.svg', '/demo-assets/other/1.svg']) {
      expectFieldError(
        await send('POST', '/api/activity/photo', signedIn.demo, { ...albumBody({ coverUrl }), requestKey: newKey() }),
        `coverUrl ${COVER_REFUSED}`,
      );
      expectFieldError(
        await send('POST', '/api/activity/event', signedIn.demo, { ...eventBody({ coverUrl }), requestKey: newKey() }),
        `coverUrl ${COVER_REFUSED}`,
      );
    }
    expect([await countRows('photo_activities'), await countRows('event_activities')]).toEqual([albumsBefore, eventsBefore]);

    // Saving keeps the current cover as it is, whatever it is; another one must pass the check.
    const created = await createLive(signedIn.demo);
    await signedIn.db.updateTable('twzb_activities').set({ cover_url: 'https://cdn.example/legacy.jpg' }).where('id', '=', created.id).execute();
    const kept = dataOf(
      await send('PUT', `/api/activity/twzb/${created.id}`, signedIn.demo, liveBody({ coverUrl: 'https://cdn.example/legacy.jpg' })),
      activityTwzbDetail,
    );
    expect(kept.coverUrl).toBe('https://cdn.example/legacy.jpg');
    expectFieldError(
      await send('PUT', `/api/activity/twzb/${created.id}`, signedIn.demo, liveBody({ coverUrl: `/api/upload/file/${theirs.storage_key}` })),
      `coverUrl ${COVER_REFUSED}`,
    );
    expect((await signedIn.db.selectFrom('twzb_activities').select('cover_url').where('id', '=', created.id).executeTakeFirstOrThrow()).cover_url).toBe(
      'https://cdn.example/legacy.jpg',
    );
  });
});

// --- photo-live album ---

describe('issue 22 §1 — the album editor (photo)', () => {
  it('create → detail → save → the list and the data centre show it; its status follows its shooting times', async () => {
    const listBefore = await get<{ total: number }>('/api/activity/photo/list');
    const statBefore = await get<{ albumNum: number }>('/api/statistics/photo/total');
    const created = await createAlbum(signedIn.demo);
    expect(created).toMatchObject({
      title: '编辑器测试相册',
      coverUrl: DEFAULT_COVERS.photo,
      status: 'live',
      watermark: true,
      visibility: 'public',
      photoCount: 0,
    });
    expect(dataOf(await send('GET', `/api/activity/photo/${created.id}`, signedIn.demo), activityPhotoDetail)).toEqual(created);
    const list = await get<{ total: number; list: { id: number }[] }>('/api/activity/photo/list');
    expect(list.total).toBe(listBefore.total + 1);
    expect(list.list[0]?.id).toBe(created.id);
    expect((await get<{ albumNum: number }>('/api/statistics/photo/total')).albumNum).toBe(statBefore.albumNum + 1);

    const later = dataOf(
      await send(
        'PUT',
        `/api/activity/photo/${created.id}`,
        signedIn.demo,
        albumBody({ title: '下周的相册', startTime: inHours(24 * 7), endTime: null, watermark: false }),
      ),
      activityPhotoDetail,
    );
    expect(later).toMatchObject({ title: '下周的相册', status: 'not_started', endTime: null, watermark: false });
    const upcoming = await get<{ list: { id: number }[] }>('/api/activity/photo/list?status=not_started&pageSize=100');
    expect(upcoming.list.map((row) => row.id)).toContain(created.id);
  });

  it('visibility: a password album needs its password; any other visibility clears it', async () => {
    const created = await createAlbum(signedIn.demo, { visibility: 'password', password: 'photo2024' });
    expect(created).toMatchObject({ visibility: 'password', password: 'photo2024' });
    const open = dataOf(
      await send('PUT', `/api/activity/photo/${created.id}`, signedIn.demo, albumBody({ visibility: 'private', password: 'photo2024' })),
      activityPhotoDetail,
    );
    expect(open).toMatchObject({ visibility: 'private', password: '' });
    expect((await signedIn.db.selectFrom('photo_activities').select('password').where('id', '=', created.id).executeTakeFirstOrThrow()).password).toBe('');
    expectFieldError(
      await send('PUT', `/api/activity/photo/${created.id}`, signedIn.demo, albumBody({ visibility: 'password', password: '' })),
      'password 请设置访问密码',
    );
    expectFieldError(await send('PUT', `/api/activity/photo/${created.id}`, signedIn.demo, albumBody({ location: '' })), 'location 请输入拍摄地点');
  });

  it("owner scope and idempotent create: demo2 gets 404 for demo's album; 5 parallel creates with one key make one album", async () => {
    const mine = await createAlbum(signedIn.demo);
    expectNotFound(await send('GET', `/api/activity/photo/${mine.id}`, signedIn.demo2));
    expectNotFound(await send('PUT', `/api/activity/photo/${mine.id}`, signedIn.demo2, albumBody({ title: '被改了' })));
    expect((await signedIn.db.selectFrom('photo_activities').select('title').where('id', '=', mine.id).executeTakeFirstOrThrow()).title).toBe('编辑器测试相册');

    const requestKey = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => send('POST', '/api/activity/photo', signedIn.demo, { ...albumBody(), requestKey })));
    const ids = new Set(answers.map((answer) => dataOf(answer, activityPhotoDetail).id));
    expect(ids.size).toBe(1);
    expect(await signedIn.db.selectFrom('photo_activities').select('id').where('request_id', '=', requestKey).execute()).toHaveLength(1);
  });
});

// --- event ---

describe('issue 22 §1 — the event editor', () => {
  it('create → detail → save → the list (by status too) and the data centre show it at once', async () => {
    const listBefore = await get<{ total: number }>('/api/activity/event/list');
    const notStartedBefore = await get<{ total: number }>('/api/activity/event/list?status=not_started');
    const viewBefore = await get<{ eventNum: number }>('/api/statistics/event/view');
    const created = await createEvent(signedIn.demo);
    expect(created).toMatchObject({
      title: '编辑器测试活动',
      coverUrl: DEFAULT_COVERS.event,
      status: 'not_started',
      moves: ['ongoing'],
      capacity: 300,
      registrationOpen: true,
      registrationCount: 0,
    });
    expect(dataOf(await send('GET', `/api/activity/event/${created.id}`, signedIn.demo), activityEventDetail)).toEqual(created);
    const list = await get<{ total: number; list: { id: number }[] }>('/api/activity/event/list');
    expect(list.total).toBe(listBefore.total + 1);
    expect(list.list[0]?.id).toBe(created.id);
    expect((await get<{ total: number }>('/api/activity/event/list?status=not_started')).total).toBe(notStartedBefore.total + 1);
    expect((await get<{ eventNum: number }>('/api/statistics/event/view')).eventNum).toBe(viewBefore.eventNum + 1);

    const form = [
      { key: 'name', label: '姓名', required: true },
      { key: 'company', label: '公司', required: false },
      { key: 'custom', label: '饮食偏好', required: false },
      { key: 'custom', label: '是否住宿', required: true },
    ];
    const saved = dataOf(
      await send('PUT', `/api/activity/event/${created.id}`, signedIn.demo, eventBody({ capacity: null, registrationOpen: false, form, city: '南京' })),
      activityEventDetail,
    );
    expect(saved).toMatchObject({ capacity: null, registrationOpen: false, form, city: '南京', status: 'not_started' });
  });

  it('validation: a field twice in the form, no field, end before start and a zero capacity are refused under their fields', async () => {
    const before = await countRows('event_activities');
    const create = (overrides: Record<string, unknown>) =>
      send('POST', '/api/activity/event', signedIn.demo, { ...eventBody(overrides), requestKey: newKey() });
    const twice = [
      { key: 'name', label: '姓名', required: true },
      { key: 'name', label: '名字', required: false },
    ];
    expectFieldError(await create({ form: twice }), 'form 同一字段只能添加一次');
    expectFieldError(await create({ form: [] }), 'form 报名表至少需要一个字段');
    expectFieldError(await create({ endTime: inHours(47) }), 'endTime 结束时间须晚于开始时间');
    expectFieldError(await create({ capacity: 0 }), 'capacity 人数上限至少为 1');
    expectFieldError(await create({ title: '' }), 'title 请输入标题');
    expect(await countRows('event_activities')).toBe(before);
  });

  it('state moves: 未开始 → 进行中 → 已结束 only; the status filter counts follow', async () => {
    const created = await createEvent(signedIn.demo);
    const move = (status: string) => send('PUT', `/api/activity/event/status/${created.id}?status=${status}`, signedIn.demo);
    expect((await move('ended')).body).toMatchObject({ code: ILLEGAL_MOVE, msg: '当前状态不能切换到已结束（现为未开始）' });
    const ongoingBefore = await get<{ total: number }>('/api/activity/event/list?status=ongoing');
    const ongoing = dataOf(await move('ongoing'), activityEventDetail);
    expect(ongoing).toMatchObject({ status: 'ongoing', moves: ['ended'] });
    expect((await get<{ total: number }>('/api/activity/event/list?status=ongoing')).total).toBe(ongoingBefore.total + 1);
    expect((await move('ongoing')).body.code).toBe(ILLEGAL_MOVE);
    const ended = dataOf(await move('ended'), activityEventDetail);
    expect(ended).toMatchObject({ status: 'ended', moves: [] });
    expect((await move('ongoing')).body).toMatchObject({ code: ILLEGAL_MOVE, msg: '当前状态不能切换到进行中（现为已结束）' });
  });

  it("owner scope and idempotent create: demo2 cannot read, save or move demo's event; 5 parallel creates make one event", async () => {
    const mine = await createEvent(signedIn.demo);
    const rowBefore = await signedIn.db.selectFrom('event_activities').selectAll().where('id', '=', mine.id).executeTakeFirstOrThrow();
    expectNotFound(await send('GET', `/api/activity/event/${mine.id}`, signedIn.demo2));
    expectNotFound(await send('PUT', `/api/activity/event/${mine.id}`, signedIn.demo2, eventBody({ title: '被改了' })));
    expectNotFound(await send('PUT', `/api/activity/event/status/${mine.id}?status=ongoing`, signedIn.demo2));
    expect(await signedIn.db.selectFrom('event_activities').selectAll().where('id', '=', mine.id).executeTakeFirstOrThrow()).toEqual(rowBefore);

    const requestKey = newKey();
    const before = await countRows('event_activities');
    const answers = await Promise.all(Array.from({ length: 5 }, () => send('POST', '/api/activity/event', signedIn.demo, { ...eventBody(), requestKey })));
    expect(new Set(answers.map((answer) => dataOf(answer, activityEventDetail).id)).size).toBe(1);
    expect(await countRows('event_activities')).toBe(before + 1);
  });
});

// --- the sanitiser and the demo data ---

describe('issue 22 §1 — the description sanitiser (lib/sanitizeHtml.ts)', () => {
  const clean = (html: string) => sanitizeRichText(html, PUBLIC_URL);

  it('keeps the allow-list: p br strong b em i u s ul ol li h2 h3 blockquote, links and own images', () => {
    const html =
      '<h2>标题</h2><h3>小标题</h3><p>a<br />b <strong>c</strong><b>d</b><em>e</em><i>f</i><u>g</u><s>h</s></p><ul><li>1</li></ul><ol><li>2</li></ol><blockquote>q</blockquote>';
    expect(clean(html)).toBe(html);
    expect(clean('<a href="mailto:hi@example.com">mail</a>')).toBe('<a href="mailto:hi@example.com" rel="noopener">mail</a>');
    expect(clean(`<img src="${PUBLIC_URL}/api/upload/file/k.png" alt="封面" />`)).toBe(`<img src="${PUBLIC_URL}/api/upload/file/k.png" alt="封面" />`);
    expect(clean('<img src="/demo-assets/cover/3.svg" />')).toBe('<img src="/demo-assets/cover/3.svg" />');
  });

  it('drops scripts, handlers, styles, dangerous and relative links, foreign or crafted image addresses', () => {
    expect(clean('<script>alert(1)</script><p>x</p>')).toBe('<p>x</p>');
    expect(clean('<svg onload="alert(1)"><script>alert(1)</script></svg>ok')).toBe('ok');
    expect(clean('<p onclick="alert(1)" style="position:fixed" class="c" id="i">x</p>')).toBe('<p>x</p>');
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '/admin/',
      '//evil.example/',
    ]) {
      expect(clean(`<a href="${href}">t</a>`), href).toBe('t');
    }
    for (const src of [
      'https://evil.example/x.png',
      '//evil.example/api/upload/file/x.png',
      '/api/upload/file/../../api/user/logout',
      '/api/upload/file/%2e%2e/x',
      '/api/user/logout',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://localhost:8080.evil.example/api/upload/file/x.png',
    ]) {
      expect(clean(`<img src="${src}">`), src).toBe('');
    }
    expect(clean('<img src="/api/upload/file/x.png" onerror="alert(1)" srcset="https://evil.example/x 2x">')).toBe('<img src="/api/upload/file/x.png" />');
    expect(clean('<style>body{}</style><iframe src="https://evil.example"></iframe><form><input></form><textarea>t</textarea>')).toBe('');
    expect(clean('<p>1 &lt; 2 &amp; "3"</p>')).toBe('<p>1 &lt; 2 &amp; "3"</p>');
  });

  it('is stable: cleaning clean HTML changes nothing', () => {
    const once = clean('<p onclick="x">a <a href="https://example.com" target="_blank">b</a><img src="/api/upload/file/k.png" onerror="y"></p>');
    expect(clean(once)).toBe(once);
  });
});

describe('issue 22 §1 — demo data of the editors', () => {
  it("every seeded live, album and event of both accounts reads through its editor, with the editors' settings in use", async () => {
    const lives = await signedIn.db.selectFrom('twzb_activities').select(['id', 'owner_id', 'request_id']).where('request_id', 'is', null).execute();
    const albums = await signedIn.db.selectFrom('photo_activities').select(['id', 'owner_id']).where('request_id', 'is', null).execute();
    const events = await signedIn.db.selectFrom('event_activities').select(['id', 'owner_id']).where('request_id', 'is', null).execute();
    const cookieOf = (ownerId: number) => (ownerId === signedIn.demoId ? signedIn.demo : signedIn.demo2);
    const liveDetails: ActivityTwzbDetail[] = [];
    for (const row of lives) liveDetails.push(dataOf(await send('GET', `/api/activity/twzb/${row.id}`, cookieOf(row.owner_id)), activityTwzbDetail));
    const albumDetails: ActivityPhotoDetail[] = [];
    for (const row of albums) albumDetails.push(dataOf(await send('GET', `/api/activity/photo/${row.id}`, cookieOf(row.owner_id)), activityPhotoDetail));
    const eventDetails: ActivityEventDetail[] = [];
    for (const row of events) eventDetails.push(dataOf(await send('GET', `/api/activity/event/${row.id}`, cookieOf(row.owner_id)), activityEventDetail));

    // Some lives by password or whitelist, some video; every description is what the sanitiser stores.
    expect(liveDetails.filter((live) => live.watch.mode === 'password').length).toBeGreaterThan(0);
    expect(liveDetails.filter((live) => live.watch.mode === 'whitelist').length).toBeGreaterThan(0);
    expect(new Set(liveDetails.map((live) => live.mode))).toEqual(new Set(['text', 'video']));
    for (const live of liveDetails) {
      expect(live.description.length).toBeGreaterThan(0);
      expect(sanitizeRichText(live.description, PUBLIC_URL)).toBe(live.description);
      expect(live.description.length).toBeLessThanOrEqual(ACTIVITY_DESCRIPTION_MAX);
    }
    // Albums with a watermark, by password and private.
    expect(albumDetails.some((album) => album.watermark)).toBe(true);
    expect(new Set(albumDetails.map((album) => album.visibility))).toEqual(new Set(['public', 'password', 'private']));
    for (const album of albumDetails) expect(album.password === '').toBe(album.visibility !== 'password');
    // Events with a capacity and without, with custom form fields, closed registrations.
    expect(eventDetails.some((event) => event.capacity === null)).toBe(true);
    expect(eventDetails.some((event) => event.capacity !== null)).toBe(true);
    expect(eventDetails.some((event) => event.form.some((field) => field.key === 'custom'))).toBe(true);
    expect(eventDetails.some((event) => !event.registrationOpen)).toBe(true);
    // Each kind's demo covers carry its mark: a play mark for lives, a picture for albums, a calendar for events.
    expect(liveDetails.every((live) => live.coverUrl.startsWith('/demo-assets/cover/'))).toBe(true);
    expect(albumDetails.every((album) => album.coverUrl.startsWith('/demo-assets/album/'))).toBe(true);
    expect(eventDetails.every((event) => event.coverUrl.startsWith('/demo-assets/poster/'))).toBe(true);
  }, 60_000);

  it('the demo covers: one gradient per number, and the mark of the kind — ▶ on a cover only; a name that is not a number is 400', async () => {
    const svgOf = async (url: string) => {
      const response = await signedIn.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('image/svg+xml');
      return response.body;
    };
    const play = 'M280 140 L380 180 L280 220 Z';
    const [cover, album, poster] = [await svgOf('/demo-assets/cover/5.svg'), await svgOf('/demo-assets/album/5.svg'), await svgOf('/demo-assets/poster/5.svg')];
    expect(cover).toContain(play);
    expect(album).not.toContain(play);
    expect(poster).not.toContain(play);
    expect(new Set([cover, album, poster]).size).toBe(3);
    for (const svg of [cover, album, poster]) expect(svg).toContain('width="640" height="360" viewBox="0 0 640 360"');
    // The same number, the same gradient, whatever the mark.
    const gradient = (svg: string) => svg.match(/<linearGradient[\s\S]*?<\/linearGradient>/)?.[0];
    expect(gradient(album)).toBe(gradient(cover));
    expect(gradient(poster)).toBe(gradient(cover));
    for (const url of ['/demo-assets/album/x.svg', '/demo-assets/poster/12345.svg', '/demo-assets/cover/x.svg']) {
      expect((await signedIn.app.inject({ method: 'GET', url })).json().code, url).toBe(400);
    }
  });
});
