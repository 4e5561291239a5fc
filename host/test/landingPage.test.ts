/**
 * Issue 14 "a list screen opened directly": the landing route's page starts loading as soon as the
 * plugins are registered, not when the shell's first render reaches it.
 */
import type { OwnedRoute } from '@greenroom/sdk/host';
import { describe, expect, it, vi } from 'vitest';
import { preloadLandingPage } from '../src/plugins/landingPage';

function owned(path: string, name: string) {
  const page = vi.fn(() => Promise.resolve({ default: () => null }));
  return { pluginId: 'live', route: { name, path, title: name, page } } as unknown as OwnedRoute & { route: { page: typeof page } };
}

/** A registry of `routes` and the home's `widgets`. */
function reg(...routes: OwnedRoute[]) {
  return { routes, homeWidgets: [] as { item: unknown }[] };
}

describe('preloadLandingPage (issue 14)', () => {
  it('loads the page of the route the address names, and only that one', () => {
    const list = owned('activity/live', 'live');
    const detail = owned('activity/live/:id', 'live-detail');
    const other = owned('data/shop', 'shop');
    expect(preloadLandingPage(reg(list, detail, other), '/admin/activity/live', '/admin').name).toBe('live');
    expect(list.route.page).toHaveBeenCalledTimes(1);
    expect(detail.route.page).not.toHaveBeenCalled();
    expect(other.route.page).not.toHaveBeenCalled();
    expect(preloadLandingPage(reg(list, detail, other), '/admin/activity/live/42', '/admin').name).toBe('live-detail');
    expect(detail.route.page).toHaveBeenCalledTimes(1);
    const create = owned('activity/live/new', 'live-new');
    expect(preloadLandingPage(reg(detail, create), '/admin/activity/live/new', '/admin').name).toBe('live-new');
  });

  it('loads nothing for the console home, an unknown address or one outside the console', () => {
    const list = owned('activity/live', 'live');
    expect(preloadLandingPage(reg(list), '/admin/basic', '/admin').name).toBeNull();
    expect(preloadLandingPage(reg(list), '/admin/nothing/here', '/admin').name).toBeNull();
    expect(preloadLandingPage(reg(list), '/administrator/activity/live', '/admin').name).toBeNull();
    expect(preloadLandingPage(reg(list), '/admin', '/admin').name).toBeNull();
    expect(list.route.page).not.toHaveBeenCalled();
  });

  it('issue 25: a container’s address (视频库) loads its first child’s page, where its loader redirects, and only that one', () => {
    const video = (path: string, name: string, order: number) => {
      const route = owned(path, name);
      Object.assign(route.route, { container: 'content/video', order });
      return route;
    };
    const photo = video('content/video/photo', 'photo-videos', 1);
    const live = video('content/video/live', 'live-videos', 0);
    expect(preloadLandingPage(reg(photo, live), '/admin/content/video', '/admin').name).toBe('live-videos');
    expect(preloadLandingPage(reg(photo, live), '/admin/content/video/', '/admin').name).toBe('live-videos');
    expect(live.route.page).toHaveBeenCalledTimes(2);
    expect(photo.route.page).not.toHaveBeenCalled();
    expect(preloadLandingPage(reg(photo, live), '/admin/content', '/admin').name).toBeNull();
  });

  it('a page that fails to load is left to its own loader (no unhandled rejection here), and the load says it did not arrive (issue 25: rendered anew, not hydrated)', async () => {
    const broken = owned('activity/live', 'live');
    broken.route.page.mockImplementation(() => Promise.reject(new Error('offline')));
    const landing = preloadLandingPage(reg(broken), '/admin/activity/live', '/admin');
    expect(landing.name).toBe('live');
    // Over either way: the console waits on it behind the server's first frame.
    await expect(landing.loaded).resolves.toBe(false);
  });

  it('issue 25: on the console home, one home widget that did not arrive is enough to say so', async () => {
    const home = owned('basic', 'basic');
    home.route.page.mockImplementation(() => Promise.resolve({ default: () => null }));
    const widget = (key: string, load: () => Promise<{ default: () => null }>) => ({ pluginId: 'points', item: { key, title: key, component: vi.fn(load) } });
    const registry = {
      routes: [home],
      homeWidgets: [widget('points', () => Promise.resolve({ default: () => null })), widget('live-now', () => Promise.reject(new Error('offline')))],
    };
    await expect(preloadLandingPage(registry, '/admin/basic', '/admin').loaded).resolves.toBe(false);
  });

  it('says when the page is in, for the render behind the first frame to wait on', async () => {
    const list = owned('activity/live', 'live');
    let arrive = () => {};
    list.route.page.mockImplementation(() => new Promise((resolve) => (arrive = () => resolve({ default: () => null }))));
    const landing = preloadLandingPage(reg(list), '/admin/activity/live', '/admin');
    let loaded = false;
    void landing.loaded.then(() => (loaded = true));
    await Promise.resolve();
    expect(loaded).toBe(false);
    arrive();
    expect(await landing.loaded).toBe(true);
    expect(loaded).toBe(true);
    expect(await preloadLandingPage(reg(list), '/admin/nothing', '/admin').loaded).toBe(true);
  });

  it('issue 25: on the console home, loads every home widget with the page (rendered and hydrated in one pass)', async () => {
    const home = owned('basic', 'basic');
    const list = owned('activity/live', 'live');
    const widget = (key: string) => ({ pluginId: 'points', item: { key, title: key, component: vi.fn(() => Promise.resolve({ default: () => null })) } });
    const widgets = [widget('points'), widget('live-now')];
    const registry = { routes: [home, list], homeWidgets: widgets };
    const landing = preloadLandingPage(registry, '/admin/basic', '/admin');
    expect(landing.name).toBe('basic');
    await landing.loaded;
    expect(home.route.page).toHaveBeenCalledTimes(1);
    for (const { item } of widgets) expect(item.component).toHaveBeenCalledTimes(1);
    // Another page does not load the home's widgets.
    await preloadLandingPage(registry, '/admin/activity/live', '/admin').loaded;
    for (const { item } of widgets) expect(item.component).toHaveBeenCalledTimes(1);
  });
});
