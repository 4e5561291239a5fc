import { createRegistry, createSession, loadPlugins, registerHost } from '@greenroom/core';
import { createRouteRef, definePlugin, type PluginDefinition, type ShellServices } from '@greenroom/sdk';
import { ServicesProvider } from '@greenroom/sdk/host';
import { createFakeServices } from '@greenroom/sdk/testing';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostPlugin } from '../src/hostPlugin';
import { RegistryProvider } from '../src/plugins/registryContext';
import { appRoutes } from '../src/routes';
import { createHostServices } from '../src/services/createShellServices';
import { HostProvider } from '../src/services/hostContext';
import { demoUser } from './header/renderHeader';

function BrokenPage(): never {
  throw new Error('直播列表崩溃了');
}

function BrokenWidget(): never {
  throw new Error('今日数据读不出来');
}

const live = definePlugin({
  id: 'live',
  sdk: '^2',
  setup(ctx) {
    ctx.addRoute({ path: 'activity/live', name: 'live', title: '直播', page: async () => ({ default: BrokenPage }) });
    ctx.addRoute({
      path: 'activity/live/:id',
      name: 'liveDetail',
      title: '直播详情',
      menuParent: createRouteRef({ id: 'live' }),
      page: async () => ({ default: () => null }),
    });
    ctx.addMenuItem({ section: 'activity', key: 'activity-live', text: '直播', route: createRouteRef({ id: 'live' }) });
  },
});

const photo = definePlugin({
  id: 'photo',
  sdk: '^2',
  setup(ctx) {
    ctx.addRoute({ path: 'activity/photo', name: 'photo', title: '云摄影', page: async () => ({ default: () => <h1>云摄影列表</h1> }) });
    ctx.addMenuItem({ section: 'activity', key: 'activity-photo', text: '云摄影', route: createRouteRef({ id: 'photo' }) });
    ctx.addHomeWidget({ key: 'photo-today', title: '今日照片', component: async () => ({ default: BrokenWidget }) });
  },
});

/** The whole console (shell, host routes, plugin routes) at `path`, with `plugins` loaded. */
async function renderConsole(path: string, plugins: PluginDefinition[]) {
  const fake = createFakeServices({ http: { 'GET /api/user/sys-msg/user/list': { data: { list: [], total: 0 } } } });
  const session = createSession(fake.http, { redirectToSso: vi.fn() });
  Object.assign(session.state, { loaded: true, user: demoUser, certified: true });
  const services: ShellServices = { session, http: fake.http, notify: fake.notify, config: fake.config, openExternal: fake.openExternal };
  const host = createHostServices({ services, session });
  const registry = createRegistry();
  registerHost(registry, hostPlugin, fake.config);
  await loadPlugins(
    registry,
    plugins.map((p) => ({ id: p.id, version: '1.0.0', entry: p.id, sdk: '^2', hash: p.id, css: [], enabled: true })),
    { config: fake.config, importModule: async (entry) => ({ default: plugins.find((p) => p.id === entry) }) },
  );
  const router = createMemoryRouter(appRoutes(registry), { initialEntries: [path] });
  render(
    <ServicesProvider services={services}>
      <HostProvider value={host}>
        <RegistryProvider registry={registry}>
          <RouterProvider router={router} />
        </RegistryProvider>
      </HostProvider>
    </ServicesProvider>,
  );
  return { registry, router };
}

/** The diagnostics row of a plugin (its first cell is the id). */
async function rowOf(id: string) {
  const row = await waitFor(() => {
    const found = screen.getAllByRole('row').find((tr) => tr.querySelector('td')?.textContent === id);
    if (!found) throw new Error(`no diagnostics row for ${id}`);
    return found;
  });
  return within(row);
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  sessionStorage.clear();
});
afterEach(() => consoleError.mockRestore());

describe('diagnostics view (/admin/system/plugins) — render failures and what each plugin owns', { timeout: 30_000 }, () => {
  it('a plugin whose page threw while rendering shows 渲染出错 with the page and the message', async () => {
    const { router, registry } = await renderConsole('/activity/live', [live, photo]);
    // The person reads a Chinese error in the page's area (issue 24 §3); the message is for the diagnostics view.
    expect((await screen.findByRole('alert')).textContent).toContain('模块「live」出现错误');
    expect(registry.plugins.find((p) => p.id === 'live')?.state).toBe('crashed');
    await act(() => router.navigate('/system/plugins'));
    const row = await rowOf('live');
    expect(row.getByText('渲染出错')).toBeTruthy();
    expect(row.getByText('页面 /activity/live 渲染出错：直播列表崩溃了')).toBeTruthy();
    // The other plugin is untouched.
    expect((await rowOf('photo')).getByText('已启用')).toBeTruthy();
  });

  it('a plugin whose home widget threw is marked too, naming the widget', async () => {
    const { router } = await renderConsole('/basic', [photo]);
    await waitFor(() => expect(screen.getByRole('region', { name: '今日照片' }).textContent).toContain('模块「photo」出现错误'));
    await act(() => router.navigate('/system/plugins'));
    const row = await rowOf('photo');
    expect(row.getByText('渲染出错')).toBeTruthy();
    expect(row.getByText('首页组件 photo-today 渲染出错：今日数据读不出来')).toBeTruthy();
  });

  it('lists each plugin’s route paths and menu keys', async () => {
    await renderConsole('/system/plugins', [live, photo]);
    const liveRow = await rowOf('live');
    expect(
      within(liveRow.getByRole('list', { name: 'live 的路由' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['/activity/live', '/activity/live/:id']);
    expect(
      within(liveRow.getByRole('list', { name: 'live 的菜单项' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['activity-live']);
    const photoRow = await rowOf('photo');
    expect(
      within(photoRow.getByRole('list', { name: 'photo 的菜单项' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['activity-photo']);
    expect(liveRow.getByText('已启用')).toBeTruthy();
  });

  it('issue 27 §10: a render failure is still shown after a full page load of the view (its address opened directly)', async () => {
    await renderConsole('/activity/live', [live, photo]);
    expect((await screen.findByRole('alert')).textContent).toContain('模块「live」出现错误');
    cleanup();
    // A new page load: a new registry, where the plugin is active again until its page is opened.
    const { registry } = await renderConsole('/system/plugins', [live, photo]);
    expect(registry.plugins.find((p) => p.id === 'live')?.state).toBe('active');
    const row = await rowOf('live');
    expect(row.getByText('渲染出错')).toBeTruthy();
    expect(row.getByText('页面 /activity/live 渲染出错：直播列表崩溃了')).toBeTruthy();
    expect((await rowOf('photo')).getByText('已启用')).toBeTruthy();
  });

  it('issue 27 §10: the 贡献 column lists one kind a line, never broken inside', async () => {
    await renderConsole('/system/plugins', [live]);
    const list = (await rowOf('live')).getByRole('list', { name: 'live 的贡献' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['路由 2', '菜单 1', '产品卡片 0', '首页组件 0']);
    expect(list.style.whiteSpace).toBe('nowrap');
  });
});
