import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHeader } from './renderHeader';

async function openMenu() {
  fireEvent.mouseEnter(screen.getByRole('button', { name: '绿幕直播工作室 的账户菜单' }));
  return screen.findByRole('region', { name: '绿幕直播工作室 的账户菜单' });
}

describe('avatar popover (SPEC §2 "Application shell")', () => {
  it('lists account information, real-name certification, security settings, points mall and log-out (and plugin diagnostics)', async () => {
    await renderHeader();
    const menu = await openMenu();
    const entries = (await within(menu).findAllByRole('button')).map((b) => b.textContent);
    expect(entries).toEqual(['账户信息', '实名认证', '安全设置', '积分商城', '插件诊断', '退出登录']);
  });

  it.each([
    ['账户信息', '/user/account'],
    ['安全设置', '/user/safeSetting'],
    ['积分商城', '/user/pointsMall'],
  ])('%s opens {userCenterHost}%s in a new tab', async (entry, page) => {
    const { fake } = await renderHeader();
    fireEvent.click(within(await openMenu()).getByRole('button', { name: entry }));
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
    fireEvent.click(within(await openMenu()).getByRole('button', { name: '实名认证' }));
    expect(fake.opened).toEqual([{ url: `${fake.config.userCenterHost}/user/certification`, target: 'tab' }]);
    expect(host.certification.state.modalVisible).toBe(false);
  });

  it('plugin diagnostics navigates to /system/plugins', async () => {
    const { router } = await renderHeader();
    fireEvent.click(within(await openMenu()).getByRole('button', { name: '插件诊断' }));
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
