import type { Entitlement, UserInfo } from '@greenroom/sdk';
import { snapshot, subscribe } from 'valtio/vanilla';
import { describe, expect, it, vi } from 'vitest';
import {
  createSession,
  ENTERPRISE_PHOTO_EDITION,
  expiresWithin,
  isExpired,
  isPhotoCompany,
  maskPhone,
  openSessionChannel,
  SESSION_CHANNEL,
} from '../src/session';
import { fakeHttp, ok, refused } from './support';

const NOW = Date.parse('2025-06-01T00:00:00Z');
const DAY = 86_400_000;

const user = (over: Partial<UserInfo> = {}): UserInfo => ({
  avatarUrl: '',
  nickname: '张三',
  username: 'zhangsan',
  usernameModify: 0,
  email: '',
  isSetPassword: true,
  mobPhone: '13812345678',
  areaCode: '+86',
  wxNickname: '',
  registerTime: '2024-01-01',
  pointsNum: 120,
  locale: null,
  theme: 'system',
  ...over,
});
const enterprisePhoto = (expireTime: Entitlement['expireTime']): Entitlement => ({
  product: 2,
  proType: ENTERPRISE_PHOTO_EDITION,
  expireTime,
});

describe('maskPhone (SPEC §3)', () => {
  it('shows the first 3 digits, ****, then digits 8 to 11', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });
  it('is empty when there is no phone', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone(undefined)).toBe('');
  });
  it('keeps the shape for a short number and never shows a very short one in clear', () => {
    expect(maskPhone('13812345')).toBe('138****5');
    expect(maskPhone('1381234')).toBe('138****');
    expect(maskPhone('138')).toBe('****');
  });
});

describe('photo-company rule (SPEC §6)', () => {
  it('an enterprise cloud-photography entitlement expiring in the future counts', () => {
    expect(isPhotoCompany([enterprisePhoto(NOW + DAY)], NOW)).toBe(true);
  });
  it('an expired one does not', () => {
    expect(isPhotoCompany([enterprisePhoto(NOW - 1)], NOW)).toBe(false);
    expect(isPhotoCompany([enterprisePhoto(NOW)], NOW)).toBe(false);
  });
  it('another edition or another product does not', () => {
    expect(isPhotoCompany([{ product: 2, proType: 2, expireTime: NOW + DAY }], NOW)).toBe(false);
    expect(isPhotoCompany([{ product: 1, proType: 3, expireTime: NOW + DAY }], NOW)).toBe(false);
    expect(isPhotoCompany([], NOW)).toBe(false);
  });
  it('reads expiry as epoch milliseconds, digits or a date string', () => {
    expect(isPhotoCompany([enterprisePhoto(String(NOW + DAY))], NOW)).toBe(true);
    expect(isPhotoCompany([enterprisePhoto('2025-12-31 23:59:59')], NOW)).toBe(true);
    expect(isPhotoCompany([enterprisePhoto('2025-01-01T00:00:00Z')], NOW)).toBe(false);
  });
});

describe('expiry helpers', () => {
  it('an unreadable expiry counts as expired', () => {
    expect(isExpired('never', NOW)).toBe(true);
    expect(isExpired(null, NOW)).toBe(true);
  });
  it('expiresWithin is true only for a valid entitlement ending within the days', () => {
    expect(expiresWithin(NOW + 3 * DAY, 7, NOW)).toBe(true);
    expect(expiresWithin(NOW + 8 * DAY, 7, NOW)).toBe(false);
    expect(expiresWithin(NOW - DAY, 7, NOW)).toBe(false);
  });
});

function userApi(over: Partial<Record<string, ReturnType<typeof ok> | ReturnType<typeof refused>>> = {}) {
  const answers: Record<string, unknown> = {
    '/api/user/getUserInfo': ok(user()),
    '/api/user/empower-info': ok([enterprisePhoto(NOW + DAY)]),
    '/api/user/certification/status': ok(true),
    '/api/user/huipai/status': ok(false),
    ...over,
  };
  return fakeHttp(({ url }) => (answers[url] as ReturnType<typeof ok>) ?? refused(404, 'not found'));
}

describe('session (SPEC §4 "Start-up", §8)', () => {
  it('loads user info, entitlements, certification and huipai status from /api/user', async () => {
    const { http, seen } = userApi();
    const session = createSession(http, { now: () => NOW });
    expect(session.state.loaded).toBe(false);
    await session.load();
    expect(seen.map((r) => `${r.base}${r.url}`).sort()).toEqual([
      '/api/user/certification/status',
      '/api/user/empower-info',
      '/api/user/getUserInfo',
      '/api/user/huipai/status',
    ]);
    expect(session.state).toMatchObject({ loaded: true, certified: true, huipai: false, photoCompany: true });
    expect(session.state.user?.nickname).toBe('张三');
  });

  it('snapshots (what useSnapshot renders) carry the derived fields as values', async () => {
    const { http } = userApi();
    const session = createSession(http, { now: () => NOW });
    await session.load();
    const snap = snapshot(session.state);
    expect(snap.maskedPhone).toBe('138****5678');
    expect(snap.pointsNum).toBe(120);
    expect(snap.photoCompany).toBe(true);
  });

  it('derived fields follow the data they come from', async () => {
    const { http } = userApi();
    const session = createSession(http, { now: () => NOW });
    await session.load();
    const changed = vi.fn();
    subscribe(session.state, changed);
    session.state.user = user({ mobPhone: '13900001111', pointsNum: undefined });
    session.state.entitlements = [];
    expect(snapshot(session.state)).toMatchObject({ maskedPhone: '139****1111', pointsNum: 0, photoCompany: false });
    await Promise.resolve();
    expect(changed).toHaveBeenCalled();
  });

  it('not-ok results on start-up leave the empty session, marked loaded', async () => {
    const session = createSession(fakeHttp(() => refused(500, '服务繁忙')).http, { now: () => NOW });
    await session.load();
    expect(session.state).toMatchObject({ loaded: true, user: null, certified: false, huipai: false, entitlements: [] });
  });

  it('refresh keeps what a now-failing call had loaded', async () => {
    let failing = false;
    const { http } = fakeHttp(({ url }) => {
      if (failing) return refused(500, '服务繁忙');
      return url === '/api/user/getUserInfo' ? ok(user()) : url === '/api/user/empower-info' ? ok([]) : ok(true);
    });
    const session = createSession(http, { now: () => NOW });
    await session.load();
    failing = true;
    await session.refresh();
    expect(session.state.user?.username).toBe('zhangsan');
    expect(session.state.certified).toBe(true);
  });

  it('an exception while loading is only logged, and loading still finishes', async () => {
    const log = vi.fn();
    const { http } = fakeHttp(({ url }) => {
      if (url === '/api/user/getUserInfo') return Promise.reject(new Error('boom'));
      return ok(true);
    });
    const session = createSession(http, { now: () => NOW, log });
    await expect(session.load()).resolves.toBeUndefined();
    expect(session.state.loaded).toBe(true);
    expect(session.state.certified).toBe(true);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('user info'), expect.any(Error));
  });

  it('fills in the default area code +86 and accepts entitlements as { list }', async () => {
    const { http } = userApi({
      '/api/user/getUserInfo': ok(user({ areaCode: '' })),
      '/api/user/empower-info': ok({ list: [enterprisePhoto(NOW + DAY)] }),
    });
    const session = createSession(http, { now: () => NOW });
    await session.load();
    expect(session.state.user?.areaCode).toBe('+86');
    expect(session.state.entitlements).toHaveLength(1);
  });

  it('setCertified changes the certification status', () => {
    const session = createSession(userApi().http);
    session.setCertified(true);
    expect(session.state.certified).toBe(true);
  });

  it('log-out leaves for single sign-on only when the server accepted it', async () => {
    const redirectToSso = vi.fn();
    const accepted = createSession(userApi({ '/api/user/logout': ok(null) }).http, { redirectToSso });
    await accepted.logout();
    expect(redirectToSso).toHaveBeenCalledOnce();
    const refusedLogout = createSession(userApi({ '/api/user/logout': refused(500, '退出失败') }).http, { redirectToSso });
    await refusedLogout.logout();
    expect(redirectToSso).toHaveBeenCalledOnce();
  });
});

describe('session across tabs (issue 12: a purchase in its own tab shows in the first tab without a reload)', () => {
  /** One tab's session over its own fake http, on a real `BroadcastChannel` (Node has one). */
  function tab(expireTime: () => number) {
    const { http, seen } = fakeHttp(({ url }) =>
      url === '/api/user/getUserInfo' ? ok(user()) : url === '/api/user/empower-info' ? ok([{ product: 1, proType: 2, expireTime: expireTime() }]) : ok(true),
    );
    const channel = openSessionChannel() as BroadcastChannel;
    const session = createSession(http, { now: () => NOW, channel });
    const loads = () => seen.filter((r) => r.url === '/api/user/empower-info').length;
    return { session, channel, loads };
  }

  it('refresh({ broadcast: true }) reloads this tab and tells the others, which reload without broadcasting again', async () => {
    let expiry = NOW + DAY;
    const buyer = tab(() => expiry);
    const other = tab(() => expiry);
    try {
      await Promise.all([buyer.session.load(), other.session.load()]);
      expiry = NOW + 366 * DAY;
      await buyer.session.refresh({ broadcast: true });
      expect(buyer.session.state.entitlements[0].expireTime).toBe(NOW + 366 * DAY);
      await vi.waitFor(() => expect(other.session.state.entitlements[0].expireTime).toBe(NOW + 366 * DAY));
      // The other tab's refresh did not bounce back: the buyer loaded twice (start-up, refresh) only.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(buyer.loads()).toBe(2);
      expect(other.loads()).toBe(2);
    } finally {
      buyer.channel.close();
      other.channel.close();
    }
  });

  it('a plain refresh tells nobody', async () => {
    const buyer = tab(() => NOW + DAY);
    const other = tab(() => NOW + DAY);
    try {
      await buyer.session.refresh();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(other.loads()).toBe(0);
    } finally {
      buyer.channel.close();
      other.channel.close();
    }
  });

  it(`the channel is named ${SESSION_CHANNEL}; without BroadcastChannel there is none and refresh still works`, async () => {
    expect(SESSION_CHANNEL).toBe('greenroom:session');
    vi.stubGlobal('BroadcastChannel', undefined);
    try {
      expect(openSessionChannel()).toBeNull();
      const { http } = userApi();
      const session = createSession(http, { now: () => NOW, channel: openSessionChannel() });
      await session.refresh({ broadcast: true });
      expect(session.state.loaded).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
