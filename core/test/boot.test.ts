import type { UserInfo } from '@greenroom/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createMessagesStore } from '../src/messages';
import { createSession } from '../src/session';
import { BOOT_MAX_AGE_MS, type BootData, bootSource, parseBootData } from '../src/startup';
import { fakeHttp, ok } from './support';

const NOW = Date.parse('2025-06-01T00:00:00Z');
const user = { nickname: '张三', username: 'zhangsan', mobPhone: '13812345678', areaCode: '', pointsNum: 7 } as UserInfo;
const boot: BootData = {
  issuedAt: NOW,
  user,
  entitlements: [{ product: 2, proType: 3, expireTime: new Date(NOW + 86_400_000).toISOString() }],
  certified: true,
  huipai: true,
  unread: 4,
};

describe('boot data (issue 14)', () => {
  it('the first load uses the page’s boot data and makes none of the four calls', async () => {
    const { http, seen } = fakeHttp(() => ok(null));
    const session = createSession(http, { now: () => NOW, boot: bootSource(boot) });
    await session.load();
    expect(seen).toEqual([]);
    expect(session.state).toMatchObject({ loaded: true, certified: true, huipai: true, maskedPhone: '138****5678', pointsNum: 7, photoCompany: true });
    expect(session.state.user).toMatchObject({ nickname: '张三', areaCode: '+86' });
    expect(session.state.entitlements).toHaveLength(1);
  });

  it('later loads (a refresh after a purchase) call the server again', async () => {
    const { http, seen } = fakeHttp((request) => ok(request.url === '/api/user/getUserInfo' ? { ...user, nickname: '李四' } : false));
    const session = createSession(http, { now: () => NOW, boot: bootSource(boot) });
    await session.load();
    await session.refresh();
    expect(seen.map((request) => request.url).sort()).toEqual([
      '/api/user/certification/status',
      '/api/user/empower-info',
      '/api/user/getUserInfo',
      '/api/user/huipai/status',
    ]);
    expect(session.state.user?.nickname).toBe('李四');
    expect(session.state.certified).toBe(false);
  });

  it('a field the server left out is loaded by its call; the rest come from the page', async () => {
    const { http, seen } = fakeHttp((request) => ok(request.url === '/api/user/certification/status' ? true : null));
    const session = createSession(http, { boot: bootSource({ issuedAt: NOW, user, entitlements: [], huipai: false }) });
    await session.load();
    expect(seen.map((request) => request.url)).toEqual(['/api/user/certification/status']);
    expect(session.state.certified).toBe(true);
  });

  it('without boot data the four calls are made, as before', async () => {
    const { http, seen } = fakeHttp(() => ok(null));
    await createSession(http, { boot: bootSource(null) }).load();
    expect(seen).toHaveLength(4);
  });

  it('the message store takes the unread count from the page once, then calls', async () => {
    const { http, seen } = fakeHttp(() => ok({ list: [], total: 9 }));
    const store = createMessagesStore(http, vi.fn(), bootSource(boot));
    await store.start();
    expect(store.state.unread).toBe(4);
    expect(seen.some((request) => request.options?.params?.isRead === 0)).toBe(false);
    await store.start();
    expect(store.state.unread).toBe(9);
  });

  it('issue 25: the bell shows the page’s unread count from the first render, before start (the server renders it too)', () => {
    const { http, seen } = fakeHttp(() => ok({ list: [], total: 9 }));
    const store = createMessagesStore(http, vi.fn(), bootSource(boot));
    expect(store.state.unread).toBe(4);
    expect(seen).toHaveLength(0);
    expect(createMessagesStore(http, vi.fn(), bootSource(null)).state.unread).toBe(0);
  });

  it("issue 14: the message store takes the bell's first page from the page once (no call), then calls", async () => {
    const first = {
      list: [{ id: 7, title: '欢迎', content: '<p>hi</p>', stime: '2026-11-20 10:00:00', isRead: 0 as const, photoLive: false }],
      total: 1,
      pageNum: 1,
      pageSize: 10,
    };
    const { http, seen } = fakeHttp(() => ok({ list: [], total: 0 }));
    const store = createMessagesStore(http, vi.fn(), bootSource({ issuedAt: NOW, unread: 1, bellPage: first }));
    await store.start();
    expect(seen).toHaveLength(0);
    expect(store.state).toMatchObject({ unread: 1, total: 1, pageNum: 1, loading: false, finished: true });
    expect(store.state.list.map((message) => message.id)).toEqual([7]);
    await store.start();
    expect(seen.map((request) => request.options?.params)).toEqual([
      { pageNum: 1, pageSize: 1, isRead: 0 },
      { pageNum: 1, pageSize: 10 },
    ]);
  });

  it('parseBootData: absent, unreadable, without issuedAt or stale boot data is none (the calls are made)', () => {
    expect(parseBootData(null, NOW)).toBeNull();
    expect(parseBootData('', NOW)).toBeNull();
    expect(parseBootData('{not json', NOW)).toBeNull();
    expect(parseBootData('{"user":{}}', NOW)).toBeNull();
    expect(parseBootData(JSON.stringify({ issuedAt: NOW - BOOT_MAX_AGE_MS - 1 }), NOW)).toBeNull();
    expect(parseBootData(JSON.stringify(boot), NOW + 1000)).toEqual(boot);
  });

  it('bootSource hands each field out once; peek does not use it up', () => {
    const source = bootSource(boot);
    expect(source.peek('unread')).toBe(4);
    expect(source.take('unread')).toBe(4);
    expect(source.take('unread')).toBeUndefined();
    expect(source.peek('unread')).toBeUndefined();
  });
});
