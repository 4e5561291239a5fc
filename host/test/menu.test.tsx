import { createRegistry, loadPlugins, registerHost } from '@greenroom/core';
import { createRouteRef, definePlugin } from '@greenroom/sdk';
import { ServicesProvider } from '@greenroom/sdk/host';
import { createFakeServices } from '@greenroom/sdk/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { hostPlugin } from '../src/hostPlugin';
import { RegistryProvider } from '../src/plugins/registryContext';
import { SideMenu } from '../src/shell/SideMenu';

const page = async () => ({ default: () => null });

const orders = definePlugin({
  id: 'orders',
  sdk: '^2',
  setup(ctx) {
    ctx.addRoute({ path: 'order/live', name: 'orderLive', title: '直播订单', page, container: 'order', order: 1 });
    ctx.addMenuItem({ section: 'orders', key: 'orders', text: '订单管理', container: 'order' });
    ctx.addRoute({ path: 'activity/live', name: 'live', title: '直播', page });
    ctx.addMenuItem({ section: 'activity', key: 'activity-live', text: '直播', route: createRouteRef({ id: 'live' }) });
  },
});

async function renderMenu(currentRoute?: string, withPlugin = true) {
  const services = createFakeServices();
  const registry = createRegistry();
  registerHost(registry, hostPlugin, services.config);
  if (withPlugin) {
    await loadPlugins(registry, [{ id: 'orders', version: '1', entry: 'x', sdk: '^2', hash: 'h', enabled: true }], {
      config: services.config,
      importModule: async () => ({ default: orders }),
    });
  }
  const router = createMemoryRouter([{ path: '*', element: <SideMenu collapsed={false} currentRoute={currentRoute} /> }]);
  render(
    <ServicesProvider services={services}>
      <RegistryProvider registry={registry}>
        <RouterProvider router={router} />
      </RegistryProvider>
    </ServicesProvider>,
  );
  return { services, router };
}

/**
 * Clicks `element` and tells whether the click was left to the browser (its default not prevented by
 * the console). The test's DOM then does not follow it.
 */
function leftToBrowser(element: Element, init: MouseEventInit = {}): boolean {
  let prevented = false;
  const listener = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  fireEvent.click(element, init);
  document.removeEventListener('click', listener);
  return !prevented;
}

describe('side menu (SPEC §2 "Left menu")', () => {
  it('shows the filled sections in SPEC order and hides a section nobody contributes to', async () => {
    await renderMenu();
    const texts = screen.getAllByRole('menuitem').map((item) => item.textContent?.trim());
    const order = ['控制台首页', '平台活动', 'AI助手', '订单与发票', '账户设置'].map((t) => texts.findIndex((x) => x?.startsWith(t)));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(screen.queryByText('资产管理')).toBeNull();
    expect(screen.queryByText('数据中心')).toBeNull();
  });

  it('a plugin-free console still shows the host entries', async () => {
    await renderMenu(undefined, false);
    expect(screen.getByText('控制台首页')).toBeTruthy();
    expect(screen.getByText('账户设置')).toBeTruthy();
    expect(screen.queryByText('平台活动')).toBeNull();
  });

  it('highlights the entry of the current route or of its parent marker', async () => {
    await renderMenu('order');
    const selected = document.querySelector('.semi-navigation-item-selected');
    expect(selected?.textContent).toContain('订单管理');
  });

  it('issue 24 §1: every entry is a real link — routes under the console, external pages in a new tab', async () => {
    const { router, services } = await renderMenu();
    const link = (text: string) => screen.getByText(text).closest('a') as HTMLAnchorElement;
    expect(link('订单管理').getAttribute('href')).toBe('/order');
    expect(link('直播').getAttribute('href')).toBe('/activity/live');
    expect(link('控制台首页').getAttribute('href')).toBe('/basic');
    expect(link('安全设置').getAttribute('href')).toBe(`${services.config.userCenterHost}/user/safeSetting`);
    expect(link('安全设置').getAttribute('target')).toBe('_blank');
    expect(link('AI助手').getAttribute('href')).toBe('http://localhost/ai-chat');
    // Ctrl-click, Cmd-click and Shift-click are left to the browser (not prevented, nothing opened by the console).
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      expect(leftToBrowser(link('直播'), modifier)).toBe(true);
      expect(leftToBrowser(link('安全设置'), modifier)).toBe(true);
    }
    expect(router.state.location.pathname).toBe('/');
    expect(services.opened).toEqual([]);
    // A plain click is the console's: no page load.
    expect(leftToBrowser(link('直播'))).toBe(false);
    expect(router.state.location.pathname).toBe('/activity/live');
  });

  it('Enter on an entry follows it through the router (Semi would reload the page at the address)', async () => {
    const { router, services } = await renderMenu();
    const item = (text: string) => screen.getByText(text).closest('[role="menuitem"]') as HTMLElement;
    expect(fireEvent.keyDown(item('订单管理'), { key: 'Enter' })).toBe(false);
    expect(router.state.location.pathname).toBe('/order');
    fireEvent.keyDown(item('安全设置'), { key: 'Enter' });
    expect(services.opened).toEqual([{ url: `${services.config.userCenterHost}/user/safeSetting`, target: 'window' }]);
  });

  it('navigates to a container route by its name, and opens account pages in a new window', async () => {
    const { router, services } = await renderMenu();
    // The entries themselves (happy-dom would follow a link clicked inside them before the menu's
    // handler prevents it; a browser does not).
    const entry = (text: string) => screen.getByText(text).closest('[role="menuitem"]') as HTMLElement;
    fireEvent.click(entry('订单管理'));
    expect(router.state.location.pathname).toBe('/order');
    fireEvent.click(entry('安全设置'));
    expect(services.opened).toContainEqual({ url: `${services.config.userCenterHost}/user/safeSetting`, target: 'window' });
    fireEvent.click(entry('AI助手'));
    expect(services.opened).toContainEqual({ url: 'http://localhost/ai-chat', target: 'tab' });
  });
});
