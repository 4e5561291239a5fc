import { describe, expect, it } from 'vitest';
import { PNG_SIGNATURE } from '../src/lib/qr';
import { api, createTestApp, signedInApp } from './helpers';

const signedIn = signedInApp();

function wxacodeParams(scene: string, overrides: Record<string, unknown> = {}): string {
  const json = JSON.stringify({
    scene,
    page: 'pages/certification/index',
    width: 340,
    auto_color: false,
    line_color: { r: 0, g: 0, b: 0 },
    is_hyaline: true,
    env_version: 'trial',
    ...overrides,
  });
  return Buffer.from(json).toString('base64url');
}

describe('/api/user profile', () => {
  it('getUserInfo returns the SPEC §3 fields in camelCase', async () => {
    const { body } = await api(signedIn.app, 'GET', '/api/user/getUserInfo', signedIn.demo);
    expect(body.code).toBe(0);
    expect(body.msgCode).toBe(0);
    expect(body.data).toEqual({
      id: expect.any(Number),
      username: 'demo',
      nickname: '绿幕直播工作室',
      avatarUrl: expect.any(String),
      usernameModify: expect.any(Number),
      email: expect.any(String),
      isSetPassword: true,
      mobPhone: '13812345678',
      areaCode: '+86',
      wxNickname: expect.any(String),
      registerTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      pointsNum: expect.any(Number),
      locale: null,
      theme: 'system',
    });
  });

  it('each session sees its own user', async () => {
    const { body } = await api(signedIn.app, 'GET', '/api/user/getUserInfo', signedIn.demo2);
    expect(body.data).toMatchObject({ username: 'demo2', nickname: '星河活动策划' });
  });

  it('empower-info lists entitlements; the photo-company rule holds for demo', async () => {
    const { body } = await api(signedIn.app, 'GET', '/api/user/empower-info', signedIn.demo);
    const list = body.data as { product: number; proType: number; expireTime: string }[];
    expect(list).toHaveLength(3);
    for (const item of list) expect(Number.isNaN(Date.parse(item.expireTime))).toBe(false);
    const photoCompany = list.some((item) => item.product === 2 && item.proType === 3 && Date.parse(item.expireTime) > Date.now());
    expect(photoCompany).toBe(true);
    const expired = list.find((item) => item.product === 3);
    expect(Date.parse(expired?.expireTime ?? '')).toBeLessThan(Date.now());
  });

  it('huipai/status is a boolean', async () => {
    const { body } = await api(signedIn.app, 'GET', '/api/user/huipai/status', signedIn.demo);
    expect(body).toMatchObject({ code: 0, data: false });
  });
});

describe('notices and messages', () => {
  it('sys-msg/page pages the notices and filters by type', async () => {
    const all = await api(signedIn.app, 'GET', '/api/user/sys-msg/page?pageNum=1&pageSize=2', signedIn.demo);
    const data = all.body.data as { total: number; pageNum: number; pageSize: number; list: { type: number; createTime: string }[] };
    expect(data).toMatchObject({ pageNum: 1, pageSize: 2 });
    expect(data.total).toBe(5);
    expect(data.list).toHaveLength(2);
    expect(Object.keys(data.list[0] ?? {}).sort()).toEqual(['content', 'createTime', 'id', 'title', 'type']);
    const typed = await api(signedIn.app, 'GET', '/api/user/sys-msg/page?pageNum=1&pageSize=10&type=0', signedIn.demo);
    const typedData = typed.body.data as { list: { type: number }[] };
    expect(typedData.list.length).toBeGreaterThan(0);
    expect(typedData.list.every((notice) => notice.type === 0)).toBe(true);
  });

  it('sys-msg/user/list pages the inbox newest first and filters by isRead', async () => {
    const page1 = await api(signedIn.app, 'GET', '/api/user/sys-msg/user/list?pageNum=1&pageSize=10', signedIn.demo);
    const data = page1.body.data as { total: number; list: { id: number; stime: string; isRead: number; photoLive: boolean }[] };
    expect(data.total).toBe(25);
    expect(data.list).toHaveLength(10);
    const times = data.list.map((message) => Date.parse(message.stime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(data.list.every((message) => message.isRead === 0 || message.isRead === 1)).toBe(true);
    expect(data.list.some((message) => message.photoLive)).toBe(true);

    const page3 = await api(signedIn.app, 'GET', '/api/user/sys-msg/user/list?pageNum=3&pageSize=10', signedIn.demo);
    expect((page3.body.data as { list: unknown[] }).list).toHaveLength(5);

    const unread = await api(signedIn.app, 'GET', '/api/user/sys-msg/user/list?pageNum=1&pageSize=1&isRead=0', signedIn.demo);
    const unreadData = unread.body.data as { total: number; list: { isRead: number }[] };
    expect(unreadData.total).toBeGreaterThan(0);
    expect(unreadData.list[0]?.isRead).toBe(0);
  });

  it('tagRead only affects own messages', async () => {
    const mine = await signedIn.db
      .selectFrom('sys_messages')
      .select('id')
      .where('owner_id', '=', signedIn.demoId)
      .where('is_read', '=', 0)
      .orderBy('id')
      .limit(2)
      .execute();
    const theirs = await signedIn.db
      .selectFrom('sys_messages')
      .select('id')
      .where('owner_id', '=', signedIn.demo2Id)
      .where('is_read', '=', 0)
      .orderBy('id')
      .limit(1)
      .execute();
    expect(mine).toHaveLength(2);
    expect(theirs).toHaveLength(1);
    const [a, b] = mine.map((row) => row.id);
    const foreign = theirs[0]?.id;

    // Another user's id alone: not found, nothing changes.
    const refused = await api(signedIn.app, 'POST', `/api/user/sys-msg/user/tagRead?ids=${foreign}`, signedIn.demo);
    expect(refused.body).toMatchObject({ code: 404, msg: '数据不存在或无权访问' });

    // Mixed list: only the owner's messages are marked.
    const mixed = await api(signedIn.app, 'POST', `/api/user/sys-msg/user/tagRead?ids=${a},${foreign}`, signedIn.demo);
    expect(mixed.body).toMatchObject({ code: 0, data: { updated: 1 } });
    const single = await api(signedIn.app, 'POST', `/api/user/sys-msg/user/tagRead?id=${b}`, signedIn.demo);
    expect(single.body.code).toBe(0);

    const rows = await signedIn.db
      .selectFrom('sys_messages')
      .select(['id', 'is_read'])
      .where('id', 'in', [a, b, foreign] as number[])
      .execute();
    const state = Object.fromEntries(rows.map((row) => [row.id, row.is_read]));
    expect(state[a as number]).toBe(1);
    expect(state[b as number]).toBe(1);
    expect(state[foreign as number]).toBe(0);
  });

  it('tagRead without ids is a 400', async () => {
    const { status, body } = await api(signedIn.app, 'POST', '/api/user/sys-msg/user/tagRead', signedIn.demo);
    expect(status).toBe(200);
    expect(body.code).toBe(400);
    expect(body.msg).toMatch(/^参数错误：/);
  });
});

describe('zod errors give code != 0 with Chinese msg', () => {
  const cases: [string, RegExp][] = [
    ['/api/user/sys-msg/user/list?pageSize=101', /pageSize 不能大于 100/],
    ['/api/user/sys-msg/user/list?pageNum=0', /pageNum 不能小于 1/],
    ['/api/user/sys-msg/user/list?pageSize=abc', /pageSize 必须是/],
    ['/api/user/sys-msg/user/list?isRead=2', /isRead/],
    ['/api/user/sys-msg/page?type=9', /type 不能大于 3/],
    [`/api/activity/twzb/list?keyword=${'x'.repeat(51)}`, /keyword 长度不能超过 50 个字符/],
    ['/api/worker/qrCodeAndPhone?roleId=4', /roleId/],
    ['/api/worker/qrCodeAndPhone', /roleId 不能为空/],
  ];

  it.each(cases)('%s', async (url, message) => {
    const { status, body } = await api(signedIn.app, 'GET', url, signedIn.demo);
    expect(status).toBe(200);
    expect(body.code).toBe(400);
    expect(body.msgCode).toBe(400);
    expect(body.data).toBeNull();
    expect(body.msg).toMatch(/^参数错误：/);
    expect(body.msg).toMatch(message);
    expect(body.msg).not.toMatch(/at |Error|expected/);
  });

  it('a bad id in the path is a 400, not a 500', async () => {
    const { status, body } = await api(signedIn.app, 'DELETE', '/api/activity/twzb/abc', signedIn.demo);
    expect(status).toBe(200);
    expect(body.code).toBe(400);
  });
});

describe('contact service', () => {
  it('qrCodeAndPhone?roleId=5 answers a PNG QR address and the hotline', async () => {
    const { body } = await api(signedIn.app, 'GET', '/api/worker/qrCodeAndPhone?roleId=5', signedIn.demo);
    expect(body).toMatchObject({ code: 0, data: { phone: '400-000-0000' } });
    const { qrCode } = body.data as { qrCode: string };
    const image = await signedIn.app.inject({ url: qrCode });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  });
});

describe('certification', () => {
  it('certification flow (token → wxacode PNG → dev scan → status true)', async () => {
    const before = await api(signedIn.app, 'GET', '/api/user/certification/status', signedIn.demo);
    expect(before.body).toMatchObject({ code: 0, data: false });

    const token = await api(signedIn.app, 'GET', '/api/user/certification/token', signedIn.demo);
    expect(token.body.code).toBe(0);
    const scene = token.body.data as string;
    expect(scene).toMatch(/^[0-9a-f]{32}$/);

    const image = await signedIn.app.inject({ url: `/api/verify/wxacode?params=${wxacodeParams(scene)}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // PNG width lives in the IHDR chunk.
    expect(image.rawPayload.readUInt32BE(16)).toBe(340);

    const page = await signedIn.app.inject({ url: `/dev/certification/scan?scene=${scene}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<button');

    const scan = await signedIn.app.inject({ method: 'POST', url: '/dev/certification/scan', payload: { scene } });
    expect(scan.json()).toMatchObject({ code: 0 });

    const after = await api(signedIn.app, 'GET', '/api/user/certification/status', signedIn.demo);
    expect(after.body).toMatchObject({ code: 0, data: true });
    // Only the scene's owner became certified.
    const other = await api(signedIn.app, 'GET', '/api/user/certification/status', signedIn.demo2);
    expect(other.body.data).toBe(false);
  });

  it('the dev scan form also works as a form post', async () => {
    const token = await api(signedIn.app, 'GET', '/api/user/certification/token', signedIn.demo2);
    const scene = token.body.data as string;
    const response = await signedIn.app.inject({
      method: 'POST',
      url: '/dev/certification/scan',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `scene=${scene}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('认证成功');
  });

  it('wxacode rejects bad params with an envelope error', async () => {
    const token = await api(signedIn.app, 'GET', '/api/user/certification/token', signedIn.demo);
    const scene = token.body.data as string;
    const bad = [
      'not-base64!!',
      Buffer.from('not json').toString('base64url'),
      wxacodeParams(scene, { page: 'pages/other/index' }),
      wxacodeParams(scene, { width: 999 }),
      wxacodeParams(scene, { env_version: 'beta' }),
      wxacodeParams('unknown-scene'),
    ];
    for (const params of bad) {
      const response = await signedIn.app.inject({ url: `/api/verify/wxacode?params=${params}` });
      expect(response.headers['content-type']).toContain('application/json');
      const body = response.json();
      expect(body.code).not.toBe(0);
      expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('dev messages endpoint adds an unread message for e2e', async () => {
    const before = await api(signedIn.app, 'GET', '/api/user/sys-msg/user/list?pageSize=1&isRead=0', signedIn.demo2);
    const response = await signedIn.app.inject({
      method: 'POST',
      url: '/dev/users/demo2/messages',
      payload: { title: '端到端测试消息' },
    });
    expect(response.json()).toMatchObject({ code: 0, data: { id: expect.any(Number) } });
    const after = await api(signedIn.app, 'GET', '/api/user/sys-msg/user/list?pageSize=1&isRead=0', signedIn.demo2);
    const total = (data: unknown) => (data as { total: number }).total;
    expect(total(after.body.data)).toBe(total(before.body.data) + 1);
    expect((after.body.data as { list: { title: string }[] }).list[0]?.title).toBe('端到端测试消息');
  });

  it('dev routes are not registered in production', async () => {
    const production = await createTestApp(signedIn.db, { env: 'production' });
    try {
      const response = await production.inject({ method: 'POST', url: '/dev/users/demo/messages', payload: {} });
      expect(response.statusCode).toBe(404);
      const scan = await production.inject({ url: '/dev/certification/scan?scene=x' });
      expect(scan.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
