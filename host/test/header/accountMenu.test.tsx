import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHeader } from './renderHeader';

async function openMenu() {
  fireEvent.mouseEnter(screen.getByRole('button', { name: '绿幕直播工作室 的账户菜单' }));
  return screen.findByRole('region', { name: '绿幕直播工作室 的账户菜单' });
}

describe('avatar popover (SPEC §2 "Application shell")', () => {
  it('lists account information, real-name certification, security settings, points mall and log-out (and plugin diagnostics): pages as links, actions as buttons', async () => {
    await renderHeader();
    const menu = await openMenu();
    const entries = [...menu.querySelectorAll('.gr-pop-menu-item')].map((b) => `${b.tagName} ${b.textContent}`);
    expect(entries).toEqual(['A 账户信息', 'BUTTON 实名认证', 'A 安全设置', 'A 积分商城', 'A 插件诊断', 'BUTTON 退出登录']);
  });

  it('issue 24 §1: with the points plugin enabled, 我的积分 opens /user/points in the same tab', async () => {
    const { router, fake } = await renderHeader({ withPoints: true });
    const menu = await openMenu();
    expect([...menu.querySelectorAll('.gr-pop-menu-item')].map((b) => b.textContent)).toEqual([
      '账户信息',
      '实名认证',
      '安全设置',
      '我的积分',
      '积分商城',
      '插件诊断',
      '退出登录',
    ]);
    const points = within(menu).getByRole('link', { name: '我的积分' });
    expect(points.getAttribute('href')).toBe('/user/points');
    expect(points.getAttribute('target')).toBeNull();
    fireEvent.click(points);
    expect(router.state.location.pathname).toBe('/user/points');
    expect(fake.opened).toEqual([]);
  });

  it.each([
    ['账户信息', '/user/account'],
    ['安全设置', '/user/safeSetting'],
    ['积分商城', '/user/pointsMall'],
  ])('%s is a link to {userCenterHost}%s, opened in a new tab', async (entry, page) => {
    const { fake } = await renderHeader();
    const link = within(await openMenu()).getByRole('link', { name: entry });
    expect(link.getAttribute('href')).toBe(`${fake.config.userCenterHost}${page}`);
    expect(link.getAttribute('target')).toBe('_blank');
    fireEvent.click(link);
    expect(fake.opened).toEqual([{ url: `${fake.config.userCenterHost}${page}`, target: 'tab' }]);
  });

  it('real-name certification opens the certification modal', async () => {
    const { host, fake } = await renderHeader({ http: { 'GET /api/user/certification/token': { data: 'scene123' } } });
    fireEvent.click(within(await openMenu()).getByRole('button', { name: '实名认证' }));
    expect(await screen.findByRole('dialog', { name: '实名认证' })).toBeTruthy();
    expect(host.certification.state.modalVisible).toBe(true);
    expect(fake.opened).toEqual([]);
  });

  it('once certified, real-name certification opens the user centre’s certification page in a new tab instead', async () => {
    const { fake, host } = await renderHeader({ session: { certified: true } });
    fireEvent.click(within(await openMenu()).getByRole('link', { name: '实名认证' }));
    expect(fake.opened).toEqual([{ url: `${fake.config.userCenterHost}/user/certification`, target: 'tab' }]);
    expect(host.certification.state.modalVisible).toBe(false);
  });

  it('plugin diagnostics is a link to /system/plugins, in the same tab', async () => {
    const { router } = await renderHeader();
    const link = within(await openMenu()).getByRole('link', { name: '插件诊断' });
    expect(link.getAttribute('href')).toBe('/system/plugins');
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/system/plugins');
  });

  it('log-out calls /api/user/logout and, on ok, leaves for the single sign-on re-login', async () => {
    const { fake, redirectToSso } = await renderHeader({ http: { 'GET /api/user/logout': { data: null } } });
    fireEvent.click(within(await openMenu()).getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(redirectToSso).toHaveBeenCalledOnce());
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/user/logout']);
  });

  it('log-out that the server refuses stays on the page', async () => {
    const { fake, redirectToSso } = await renderHeader({ http: { 'GET /api/user/logout': { code: 500, msg: '退出失败' } } });
    fireEvent.click(within(await openMenu()).getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(fake.toasts).toEqual([{ type: 'error', text: '退出失败' }]));
    expect(redirectToSso).not.toHaveBeenCalled();
  });
});
