/**
 * Issue 29: the person's language and theme, chosen in the avatar menu and kept on the server for the
 * account (`POST /api/user/preferences`). A language is saved, then the page loads again in it; a
 * theme paints the page at once (Semi's dark theme on the body) and, while it is 跟随系统, follows the
 * device's `prefers-color-scheme`.
 */
import { createSession } from '@greenroom/core';
import { createFakeServices } from '@greenroom/sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPreferences, schemeOf, THEME_CHOICE_ATTRIBUTE } from '../src/services/preferences';
import { renderHeader } from './header/renderHeader';

const saved = { 'POST /api/user/preferences': ({ data }: { data: unknown }) => ({ data: { locale: null, theme: 'system', ...(data as object) } }) };

/** A device whose dark preference the test sets and changes. */
function fakeDevice(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation(() => query as unknown as MediaQueryList);
  return {
    turn(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.removeAttribute('theme-mode');
  document.documentElement.removeAttribute(THEME_CHOICE_ATTRIBUTE);
  document.documentElement.lang = '';
});

async function openMenu() {
  fireEvent.mouseEnter(screen.getByRole('button', { name: '绿幕直播工作室 的账户菜单' }));
  return screen.findByRole('region', { name: '绿幕直播工作室 的账户菜单' });
}

describe('issue 29: language and theme in the avatar menu', () => {
  it('shows the page’s language and the chosen theme pressed', async () => {
    await renderHeader({ http: saved });
    const menu = await openMenu();
    const language = within(menu).getByRole('group', { name: '语言' });
    expect(within(language).getByRole('button', { name: '简体中文' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(language).getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('false');
    const theme = within(menu).getByRole('group', { name: '主题' });
    expect(
      within(theme)
        .getAllByRole('button')
        .map((b) => `${b.textContent}:${b.getAttribute('aria-pressed')}`),
    ).toEqual(['跟随系统:true', '浅色:false', '深色:false']);
  });

  it('深色 paints the page dark at once and keeps the choice on the account', async () => {
    fakeDevice(false);
    const { fake, host } = await renderHeader({ http: saved });
    host.preferences.follow();
    expect(document.body.getAttribute('theme-mode')).toBeNull();
    fireEvent.click(within(await openMenu()).getByRole('button', { name: '深色' }));
    expect(document.body.getAttribute('theme-mode')).toBe('dark');
    await waitFor(() =>
      expect(fake.requests.map((r) => `${r.method} ${r.path} ${JSON.stringify(r.data)}`)).toEqual(['POST /api/user/preferences {"theme":"dark"}']),
    );
    expect(host.preferences.state.theme).toBe('dark');
  });

  it('a theme the server did not keep is put back, and the person is told', async () => {
    fakeDevice(false);
    const { fake, host } = await renderHeader({ http: { 'POST /api/user/preferences': { code: 500, msg: '服务器繁忙，请稍后再试' } } });
    host.preferences.follow();
    fireEvent.click(within(await openMenu()).getByRole('button', { name: '深色' }));
    await waitFor(() => expect(fake.toasts).toEqual([{ type: 'error', text: '设置未能保存，请稍后重试' }]));
    expect(host.preferences.state.theme).toBe('system');
    expect(document.body.getAttribute('theme-mode')).toBeNull();
  });

  it('跟随系统 follows the device: dark when it turns dark, light again when it turns back', async () => {
    const device = fakeDevice(true);
    const fake = createFakeServices({ http: saved });
    const preferences = createPreferences({ http: fake.http, session: createSession(fake.http), notify: fake.notify, reload: () => {} });
    const stop = preferences.follow();
    expect(document.body.getAttribute('theme-mode')).toBe('dark');
    device.turn(false);
    expect(document.body.getAttribute('theme-mode')).toBeNull();
    device.turn(true);
    expect(document.body.getAttribute('theme-mode')).toBe('dark');
    // An explicit choice stops following.
    await preferences.setTheme('light');
    expect(document.body.getAttribute('theme-mode')).toBeNull();
    device.turn(true);
    expect(document.body.getAttribute('theme-mode')).toBeNull();
    stop();
  });

  it('the server’s written choice is the page’s (data-theme-choice on <html>)', () => {
    fakeDevice(false);
    document.documentElement.setAttribute(THEME_CHOICE_ATTRIBUTE, 'dark');
    const fake = createFakeServices({ http: saved });
    const preferences = createPreferences({ http: fake.http, session: createSession(fake.http), notify: fake.notify, reload: () => {} });
    expect(preferences.state.theme).toBe('dark');
    preferences.follow();
    expect(document.body.getAttribute('theme-mode')).toBe('dark');
    expect(schemeOf('system', true)).toBe('dark');
    expect(schemeOf('light', true)).toBe('light');
  });

  it('English is saved, then the page loads again in it; the page’s own language does nothing', async () => {
    const fake = createFakeServices({ http: saved });
    const reload = vi.fn();
    const preferences = createPreferences({ http: fake.http, session: createSession(fake.http), notify: fake.notify, reload });
    await preferences.setLocale('zh-CN');
    expect(fake.requests).toEqual([]);
    await preferences.setLocale('en-US');
    expect(fake.requests.map((r) => JSON.stringify(r.data))).toEqual(['{"locale":"en-US"}']);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('in English, the menu speaks English', async () => {
    document.documentElement.lang = 'en-US';
    await renderHeader({ http: saved });
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Account menu of 绿幕直播工作室' }));
    const menu = await screen.findByRole('region', { name: 'Account menu of 绿幕直播工作室' });
    expect(within(menu).getByRole('group', { name: 'Language' })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect([...menu.querySelectorAll('.gr-pop-menu-item')].map((b) => b.textContent)).toEqual([
      'Account',
      'Identity verification',
      'Security settings',
      'Points mall',
      'Plugin diagnostics',
      'Sign out',
    ]);
  });
});
