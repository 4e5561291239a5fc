import { createSession } from '@greenroom/core';
import { createRouteRef, definePlugin, useServices } from '@greenroom/sdk';
import type { FakeHandler } from '@greenroom/sdk/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import HomePage from '../src/pages/HomePage';
import { NotFoundPage } from '../src/pages/NotFoundPage';
import { createHostServices, type HostServices } from '../src/services/createShellServices';
import { HostProvider } from '../src/services/hostContext';
import { type RenderWithRegistryOptions, renderWithRegistry } from './renderWithRegistry';

const DAY = 86_400_000;
const MESSAGES = 'GET /api/user/sys-msg/user/list';
const now = Date.now();

const live = definePlugin({
  id: 'live',
  sdk: '^2',
  setup(ctx) {
    ctx.addRoute({ path: 'activity/live', name: 'live', title: '直播活动', page: async () => ({ default: () => null }) });
    ctx.addMenuItem({ section: 'activity', key: 'activity-live', text: '直播', route: createRouteRef({ id: 'live' }) });
    ctx.addHomeWidget({ key: 'today', title: '今日直播', component: async () => ({ default: () => <p>两场直播进行中</p> }) });
  },
});

const messages = [
  { id: 1, title: '直播即将开始', content: '<p>x</p>', stime: '2026-03-04T08:00:00.000Z', isRead: 0, photoLive: false },
  { id: 2, title: '相册已生成', content: '<p>y</p>', stime: '2026-03-01T08:00:00.000Z', isRead: 1, photoLive: true },
];

/** Registers 我的积分 at `/user/points` under the id the points plugin announces. */
const points = definePlugin({
  id: 'points',
  sdk: '^2',
  setup(ctx) {
    ctx.addRoute({ ref: createRouteRef({ id: 'points' }), path: 'user/points', title: '我的积分', page: async () => ({ default: () => null }) });
  },
});

interface HomeOptions {
  messages?: FakeHandler;
  /** Plugins beside the live one. */
  plugins?: RenderWithRegistryOptions['plugins'];
  /** Further endpoints (the bell's tag-read). */
  http?: Record<string, FakeHandler>;
  session?: RenderWithRegistryOptions['session'];
}

/**
 * Renders home as the console does: inside the host-only services, whose message store (the bell's
 * inbox) is core's real one over the same fake http. The host's own session store is not what the
 * cards read (they read the fake sdk session), only what the host services need to be built.
 */
async function renderHome(options: HomeOptions = {}) {
  let host: HostServices | undefined;
  function WithHost({ children }: { children: ReactNode }) {
    const services = useServices();
    const [value] = useState(() => createHostServices({ services, session: createSession(services.http) }));
    host = value;
    return <HostProvider value={value}>{children}</HostProvider>;
  }
  const view = await renderWithRegistry(
    <WithHost>
      <HomePage />
    </WithHost>,
    {
      plugins: [live, ...(options.plugins ?? [])],
      http: { [MESSAGES]: options.messages ?? { data: { pageNum: 1, pageSize: 5, total: 2, list: messages } }, ...options.http },
      session: options.session,
    },
  );
  if (!host) throw new Error('renderHome: the host services were not created');
  return { ...view, host };
}

describe('console home (/admin/basic)', () => {
  it('SPEC §3 "User info": shows the avatar, nickname, masked phone, certification tag and points', async () => {
    await renderHome({ session: { pointsNum: 1280, certified: false } });
    const account = screen.getByRole('region', { name: '账户信息' });
    expect(within(account).getByText('测试主办方')).toBeTruthy();
    expect(within(account).getByText('138****5678')).toBeTruthy();
    expect(within(account).getByText('未认证')).toBeTruthy();
    expect(within(account).getByTestId('home-points').textContent).toBe('1280');
    expect(account.querySelector('.gr-home-avatar')?.textContent).toBe('测');
    // No points plugin: the figure alone.
    expect(within(account).queryByRole('link')).toBeNull();
  });

  it('issue 24 §1: the points lead to 我的积分 (/user/points) while the points plugin is enabled', async () => {
    const { router } = await renderHome({ session: { pointsNum: 1280 }, plugins: [points] });
    const account = screen.getByRole('region', { name: '账户信息' });
    const link = within(account).getByRole('link', { name: /1280/ });
    expect(link.textContent).toBe('1280积分明细 ›');
    expect(link.getAttribute('href')).toBe('/user/points');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/points'));
  });

  it('SPEC §3 "Other user state": lists entitled products with edition and expiry; expired and soon-expiring are marked', async () => {
    const entitlements = [
      { product: 1, proType: 2, expireTime: new Date(now + 200 * DAY).toISOString() },
      { product: 2, proType: 3, expireTime: new Date(now + 20 * DAY).toISOString() },
      { product: 3, proType: 1, expireTime: new Date(now - 10 * DAY).toISOString() },
    ];
    await renderHome({ session: { entitlements } });
    const rows = within(screen.getByRole('region', { name: '我的产品' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual(['视频直播', '云摄影', '活动管理']);
    expect(rows[0].textContent).toContain('尊享版');
    expect(rows[0].textContent).toContain(`${dayjs(entitlements[0].expireTime).format('YYYY-MM-DD')} 到期`);
    expect(rows[0].textContent).not.toMatch(/已过期|即将到期/);
    expect(rows[1].textContent).toContain('企业版');
    expect(rows[1].textContent).toContain('即将到期');
    expect(rows[2].textContent).toContain('高级版');
    expect(rows[2].textContent).toContain('已过期');
  });

  it('without entitlements says so', async () => {
    await renderHome();
    expect(within(screen.getByRole('region', { name: '我的产品' })).getByText('暂无已开通的产品')).toBeTruthy();
  });

  it('offers a quick entry into each enabled product area', async () => {
    const { router } = await renderHome();
    const entries = screen.getByRole('region', { name: '快捷入口' });
    fireEvent.click(within(entries).getByRole('link', { name: '直播' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity/live'));
  });

  it('shows plugin widgets in their own section', async () => {
    await renderHome();
    expect(await screen.findByText('两场直播进行中')).toBeTruthy();
    expect(screen.getByRole('region', { name: '今日直播' })).toBeTruthy();
  });

  it('SPEC §3 "System message": shows the latest 5 messages with title, product, YYYY-MM-DD date and an unread dot', async () => {
    const { services } = await renderHome();
    const section = screen.getByRole('region', { name: '最新消息' });
    await within(section).findByText('直播即将开始');
    const request = services.requests.find((r) => r.path === '/api/user/sys-msg/user/list');
    expect(request?.params).toMatchObject({ pageNum: 1, pageSize: 5 });
    const rows = within(section).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('2026-03-04');
    expect(rows[0].textContent).toContain('视频直播');
    expect(within(rows[0]).getByRole('img', { name: '未读' })).toBeTruthy();
    expect(rows[1].textContent).toContain('相册已生成');
    expect(rows[1].textContent).toContain('云摄影');
    expect(within(rows[1]).queryByRole('img', { name: '未读' })).toBeNull();
  });

  it('SPEC §8 "empty lists": no messages shows 暂无数据', async () => {
    await renderHome({ messages: { data: { pageNum: 1, pageSize: 5, total: 0, list: [] } } });
    const section = screen.getByRole('region', { name: '最新消息' });
    expect(await within(section).findByText('暂无数据')).toBeTruthy();
  });

  it('SPEC §8 "message loading fails": shows an error state with a retry that reloads', async () => {
    let calls = 0;
    const { services } = await renderHome({
      messages: () => {
        calls += 1;
        return calls === 1 ? { httpStatus: 500 } : { data: { pageNum: 1, pageSize: 5, total: 2, list: messages } };
      },
    });
    const section = screen.getByRole('region', { name: '最新消息' });
    expect(await within(section).findByText('消息加载失败')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: '重试' }));
    expect(await within(section).findByText('直播即将开始')).toBeTruthy();
    expect(services.toasts).toEqual([]);
  });

  it('SPEC §4 "Message": a message read in the bell popover loses its unread dot here without a reload', async () => {
    const inbox = messages.map((m) => ({ ...m }));
    const { host } = await renderHome({
      messages: ({ params }) => {
        const rows = params?.isRead === 0 ? inbox.filter((m) => m.isRead === 0) : inbox;
        return { data: { pageNum: 1, pageSize: Number(params?.pageSize), total: rows.length, list: rows.map((m) => ({ ...m })) } };
      },
      http: {
        'POST /api/user/sys-msg/user/tagRead': ({ params }) => {
          for (const m of inbox) if (m.id === Number(params?.ids)) m.isRead = 1;
          return { data: { updated: 1 } };
        },
      },
    });
    const section = screen.getByRole('region', { name: '最新消息' });
    const row = (await within(section).findByText('直播即将开始')).closest('li') as HTMLElement;
    expect(within(row).getByRole('img', { name: '未读' })).toBeTruthy();

    // What the console does on start, then what the bell popover does when the message is opened.
    await act(() => host.messages.start());
    await act(() => host.messages.open({ id: 1, isRead: 0 }));

    expect(host.messages.state.unread).toBe(0);
    await waitFor(() => expect(within(row).queryByRole('img', { name: '未读' })).toBeNull());
    expect(row.getAttribute('data-unread')).toBe('false');
  });
});

describe('console home: opening a latest message (issue 14)', () => {
  it('a latest message is a button opening it as the bell does: the message popover shows it in full, it is tagged read and the count drops', async () => {
    const inbox = messages.map((m) => ({ ...m }));
    const { host, services } = await renderHome({
      messages: ({ params }) => {
        const rows = params?.isRead === 0 ? inbox.filter((m) => m.isRead === 0) : inbox;
        return { data: { pageNum: 1, pageSize: Number(params?.pageSize), total: rows.length, list: rows.map((m) => ({ ...m })) } };
      },
      http: {
        'POST /api/user/sys-msg/user/tagRead': ({ params }) => {
          for (const m of inbox) if (m.id === Number(params?.ids)) m.isRead = 1;
          return { data: { updated: 1 } };
        },
      },
    });
    await act(() => host.messages.start());
    expect(host.messages.state.unread).toBe(1);
    const section = screen.getByRole('region', { name: '最新消息' });
    const button = (await within(section).findByText('直播即将开始')).closest('button') as HTMLButtonElement;
    expect(button).toBeTruthy();

    fireEvent.click(button);
    expect(host.messagePopover.state).toMatchObject({ open: true, openedId: 1 });
    await waitFor(() => expect(host.messages.state.unread).toBe(0));
    expect(services.requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.params])).toEqual([['/api/user/sys-msg/user/tagRead', { ids: '1' }]]);
    await waitFor(() => expect(within(section).queryByRole('img', { name: '未读' })).toBeNull());
  });

  it('a message already read opens without tagging it again', async () => {
    const { host, services } = await renderHome();
    const section = screen.getByRole('region', { name: '最新消息' });
    fireEvent.click((await within(section).findByText('相册已生成')).closest('button') as HTMLButtonElement);
    expect(host.messagePopover.state).toMatchObject({ open: true, openedId: 2 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(services.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});

describe('SPEC §2 "Application shell": an unknown path', () => {
  it('shows the not-found page with a way home, a real link (issue 24 §1: Ctrl-click opens a new tab)', async () => {
    const { router } = await renderWithRegistry(<NotFoundPage />, { path: '/no/such/page' });
    expect(screen.getByRole('heading', { name: '页面不存在' })).toBeTruthy();
    const home = screen.getByRole('link', { name: '返回控制台首页' });
    expect(home.getAttribute('href')).toBe('/basic');
    // A modified click is the browser's: the router does not move.
    expect(fireEvent.click(home, { ctrlKey: true })).toBe(true);
    expect(router.state.location.pathname).toBe('/no/such/page');
    fireEvent.click(home);
    await waitFor(() => expect(router.state.location.pathname).toBe('/basic'));
  });
});
