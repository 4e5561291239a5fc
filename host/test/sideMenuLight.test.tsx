/**
 * Issue 25 ("usable at first sight"): the side menu is light markup drawn by Semi's navigation
 * stylesheet — no Semi Navigation (its class components, a Tooltip per entry, the sub-menus'
 * motions were 344 of a list page's ~1,470 fibers) — and the server's render of it is the browser's
 * first render, which hydrates it as it is.
 */
import { createRegistry, loadPlugins, registerHost } from '@greenroom/core';
import { ServicesProvider } from '@greenroom/sdk/host';
import { createFakeServices } from '@greenroom/sdk/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostPlugin } from '../src/hostPlugin';
import { RegistryProvider } from '../src/plugins/registryContext';
import { FirstFrameContext } from '../src/shell/firstFrame';
import { SideMenu } from '../src/shell/SideMenu';
import { wholeMenu } from './menuFixture';
import { renderWithRegistry } from './renderWithRegistry';

/** Fibers of the side menu's tree as React holds it: how many, and the class components among them. */
function fibersOf(nav: Element) {
  const key = Object.keys(nav).find((k) => k.startsWith('__reactFiber$')) as string;
  // biome-ignore lint/suspicious/noExplicitAny: React's fiber is internal.
  let fiber = (nav as any)[key];
  while (fiber && fiber.type !== SideMenu) fiber = fiber.return;
  let count = 0;
  const classes: string[] = [];
  // biome-ignore lint/suspicious/noExplicitAny: React's fiber is internal.
  const walk = (parent: any) => {
    for (let child = parent.child; child; child = child.sibling) {
      count++;
      // Tag 1: a class component (Semi's Navigation, SubNav, NavItem, Tooltip, Dropdown, Collapsible are).
      if (child.tag === 1) classes.push(child.type.name);
      walk(child);
    }
  };
  walk(fiber);
  return { count, classes };
}

const menu = () => screen.getByRole('navigation', { name: '主菜单' });

describe('issue 25: the side menu without Semi Navigation', () => {
  // Measured on the console's whole menu (27 entries): 320 fibers with Semi's Navigation expanded,
  // 172 collapsed; 189 and 104 with the light markup.
  it.each([
    [false, 210],
    [true, 120],
  ])('collapsed %s: no class component in its tree, at most %i fibers', async (collapsed, bound) => {
    await renderWithRegistry(<SideMenu collapsed={collapsed} routeName="live" />, { plugins: [wholeMenu] });
    const { count, classes } = fibersOf(menu());
    expect(classes).toEqual([]);
    expect(count).toBeLessThanOrEqual(bound);
    // The current entry highlighted (collapsed: its section, the only one drawn).
    expect(menu().querySelector(collapsed ? '.semi-navigation-sub-title-selected' : '.semi-navigation-item-selected')?.textContent).toBe(
      collapsed ? '平台活动' : '直播',
    );
  });

  it('Tab reaches every entry and sub-menu title; Space and Enter close and open a sub-menu', async () => {
    await renderWithRegistry(<SideMenu collapsed={false} />, { plugins: [wholeMenu] });
    for (const item of within(menu()).getAllByRole('menuitem')) expect(item.tabIndex, item.textContent ?? '').toBe(0);
    const data = within(menu()).getByRole('menuitem', { name: /数据中心$/ });
    expect(data.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('观众数据')).toBeTruthy();
    fireEvent.keyDown(data, { key: ' ' });
    expect(data.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('观众数据')).toBeNull();
    fireEvent.keyDown(data, { key: 'Enter' });
    expect(data.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('观众数据')).toBeTruthy();
  });
});

describe('issue 25: collapsed (SPEC §4 "Side menu"), popups only while open', () => {
  afterEach(() => vi.useRealTimers());

  it('a sub-menu opens as a flyout on hover, holding its entries; they navigate; leaving closes it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = await renderWithRegistry(<SideMenu collapsed routeName="live" />, { plugins: [wholeMenu] });
    expect(menu().querySelectorAll('.gr-menu-flyout, .gr-menu-name, [role="group"]')).toHaveLength(0);
    const activity = within(menu()).getByRole('menuitem', { name: /平台活动$/ });
    expect(activity.getAttribute('aria-expanded')).toBe('false');
    // The section holding the current entry is highlighted: the collapsed menu shows only its icon.
    expect(activity.className).toContain('semi-navigation-sub-title-selected');
    const item = activity.closest('li') as HTMLElement;
    fireEvent.mouseEnter(item);
    expect(activity.getAttribute('aria-expanded')).toBe('true');
    const flyout = item.querySelector('.gr-menu-flyout') as HTMLElement;
    const group = within(flyout).getByRole('group', { name: '平台活动' });
    expect(
      within(group)
        .getAllByRole('menuitem')
        .map((entry) => entry.textContent),
    ).toEqual(['直播', '云摄影', '活动', '其他产品', '微站', '问卷调查']);
    expect(within(group).getByRole('menuitem', { name: '直播' }).getAttribute('aria-current')).toBe('page');
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(200));
    expect(item.querySelector('.gr-menu-flyout')).toBeNull();
    expect(activity.getAttribute('aria-expanded')).toBe('false');
    // A click keeps it open (the pointer may leave); an entry's click navigates and closes it.
    fireEvent.mouseEnter(item);
    fireEvent.click(activity);
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.click(within(item).getByRole('menuitem', { name: '问卷调查' }));
    expect(router.state.location.pathname).toBe('/activity/other/question');
    expect(item.querySelector('.gr-menu-flyout')).toBeNull();
  });

  it('the keyboard: the focus opens a flyout, Escape closes it back onto its title, Enter opens it again, the focus leaving closes it', async () => {
    await renderWithRegistry(<SideMenu collapsed />, { plugins: [wholeMenu] });
    const assets = within(menu()).getByRole('menuitem', { name: /资产管理$/ });
    act(() => assets.focus());
    expect(assets.getAttribute('aria-expanded')).toBe('true');
    const library = within(menu()).getByRole('menuitem', { name: '视频库' });
    act(() => library.focus());
    expect(assets.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(library, { key: 'Escape' });
    expect(assets.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(assets);
    fireEvent.keyDown(assets, { key: 'Enter' });
    expect(assets.getAttribute('aria-expanded')).toBe('true');
    act(() =>
      within(menu())
        .getByRole('menuitem', { name: /营销中心$/ })
        .focus(),
    );
    expect(assets.getAttribute('aria-expanded')).toBe('false');
  });

  it('an entry shows its name beside its icon on hover (its accessible name all along)', async () => {
    await renderWithRegistry(<SideMenu collapsed />, { plugins: [wholeMenu] });
    const home = within(menu()).getByRole('menuitem', { name: /控制台首页$/ });
    const item = home.closest('li') as HTMLElement;
    fireEvent.mouseEnter(item);
    expect(item.querySelector('.gr-menu-name')?.textContent).toBe('控制台首页');
    expect(item.querySelector('.gr-menu-name')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.mouseLeave(item);
    fireEvent.pointerDown(document.body);
    expect(item.querySelector('.gr-menu-name')).toBeNull();
  });
});

describe('issue 25: the server’s render of the menu is the browser’s first render', () => {
  async function tree(collapsed: boolean): Promise<ReactElement> {
    const services = createFakeServices();
    const registry = createRegistry();
    registerHost(registry, hostPlugin, services.config);
    await loadPlugins(registry, [{ id: wholeMenu.id, version: '1.0.0', entry: wholeMenu.id, sdk: '^2', hash: 'h', enabled: true }], {
      config: services.config,
      importModule: async () => ({ default: wholeMenu }),
    });
    return (
      <ServicesProvider services={services}>
        <RegistryProvider registry={registry}>
          <FirstFrameContext.Provider value={{ breakpoint: collapsed ? 'md' : 'xl', menuCollapsed: null, purchases: true, complete: true }}>
            <MemoryRouter initialEntries={['/activity/other/micro']}>
              <SideMenu collapsed={collapsed} currentRoute="activity/other" routeName="micro" />
            </MemoryRouter>
          </FirstFrameContext.Provider>
        </RegistryProvider>
      </ServicesProvider>
    );
  }

  it.each([false, true])('collapsed %s: hydrated without a mismatch, the same markup', async (collapsed) => {
    const element = await tree(collapsed);
    const errors: unknown[] = [];
    // React's development build warns that layout effects (valtio's snapshots) do not run on a server render.
    const warned = vi.spyOn(console, 'error').mockImplementation((...args) => {
      if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) errors.push(args);
    });
    const html = renderToString(element);
    warned.mockRestore();
    expect(html).toContain(collapsed ? 'semi-navigation-sub-title-selected' : 'semi-navigation-item-selected');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const nav = container.querySelector('nav');
    const logged = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
    const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: (error) => void errors.push(error) }));
    logged.mockRestore();
    expect(errors).toEqual([]);
    // The very elements the server wrote, unchanged.
    expect(container.querySelector('nav')).toBe(nav);
    expect(container.innerHTML).toBe(html);
    act(() => root.unmount());
    container.remove();
  });
});
