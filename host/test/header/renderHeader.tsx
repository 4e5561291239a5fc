import { type CertificationStore, createRegistry, createSession, loadPlugins, registerHost, type SessionState, type Timers } from '@greenroom/core';
import { createRouteRef, definePlugin, type ShellServices, type UserInfo } from '@greenroom/sdk';
import { ServicesProvider } from '@greenroom/sdk/host';
import { createFakeServices, type FakeHandler, type FakeServices } from '@greenroom/sdk/testing';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { hostPlugin } from '../../src/hostPlugin';
import { RegistryProvider } from '../../src/plugins/registryContext';
import { createHostServices, type HostServices } from '../../src/services/createShellServices';
import { HostProvider } from '../../src/services/hostContext';
import { Header } from '../../src/shell/Header';

/** The console's purchase page for a product, as the orders plugin addresses it (issue 12). */
export const purchaseAddress = (product: string) => `http://localhost/admin/purchase?product=${product}`;

/** Registers 我的积分 at `/user/points` under the id the points plugin announces. */
const pointsPlugin = definePlugin({
  id: 'points',
  sdk: '^2',
  setup(ctx) {
    ctx.addRoute({ ref: createRouteRef({ id: 'points' }), path: 'user/points', title: '我的积分', page: async () => ({ default: () => null }) });
  },
});

/** A plugin contributing the purchase picker's items, as the orders plugin does (the host contributes none). */
export const purchasePlugin = definePlugin({
  id: 'orders',
  sdk: '^2',
  setup(ctx) {
    const items = [
      ['onsite', '预约现场拍摄', 8],
      ['live', '购买直播', 1],
      ['event', '购买活动', 3],
      ['photo', '购买云摄影', 2],
    ] as const;
    for (const [key, text, productId] of items) ctx.addPurchaseItem({ key, text, href: purchaseAddress(key), order: productId, productId });
  },
});

/** Timers that run only when the test says so (certification polling). */
export function manualTimers() {
  const pending = new Map<number, () => void>();
  let next = 0;
  const timers: Timers = {
    setTimeout(run) {
      next += 1;
      pending.set(next, run);
      return next;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  return {
    timers,
    /** Runs every timer due now (the ones scheduled so far). */
    runAll() {
      const due = [...pending.values()];
      pending.clear();
      for (const run of due) run();
    },
  };
}

export const demoUser: UserInfo = {
  avatarUrl: '',
  nickname: '绿幕直播工作室',
  username: 'demo',
  usernameModify: 0,
  email: 'demo@example.com',
  isSetPassword: true,
  mobPhone: '13812345678',
  areaCode: '+86',
  wxNickname: '',
  registerTime: '2026-01-01T00:00:00.000Z',
  pointsNum: 0,
  locale: null,
  theme: 'system',
};

export interface HeaderOptions {
  http?: Record<string, FakeHandler>;
  session?: Partial<Pick<SessionState, 'certified' | 'user' | 'loaded'>>;
  /** Replaces the certification store (to drive its timers). */
  certification?: (host: HostServices) => CertificationStore;
  /** Load a plugin contributing the purchase picker's items (as the orders plugin does). */
  withPurchases?: boolean;
  /** Load a plugin registering 我的积分 at `/user/points` (as the points plugin does). */
  withPoints?: boolean;
  /** The router's routes and start address instead of the header alone at `/` (e.g. the whole shell). */
  routes?: { routes: RouteObject[]; at: string };
  /** Where to mount it (a server's page's `#root`, say); a new element of the body otherwise. */
  container?: HTMLElement;
}

export interface RenderedHeader {
  fake: FakeServices;
  host: HostServices;
  services: ShellServices;
  router: ReturnType<typeof createMemoryRouter>;
  redirectToSso: ReturnType<typeof vi.fn>;
}

/**
 * Mounts the header as the console does: the sdk services are fakes (recording requests, toasts and
 * opened links), the host's stores are core's real ones over the fake http.
 */
export async function renderHeader(options: HeaderOptions = {}): Promise<RenderedHeader> {
  const fake = createFakeServices({ http: options.http });
  const redirectToSso = vi.fn();
  const session = createSession(fake.http, { redirectToSso });
  Object.assign(session.state, { loaded: true, user: demoUser, certified: false, ...options.session });
  const services: ShellServices = { session, http: fake.http, notify: fake.notify, config: fake.config, openExternal: fake.openExternal };
  const host = createHostServices({ services, session });
  if (options.certification) host.certification = options.certification(host);
  const registry = createRegistry();
  registerHost(registry, hostPlugin, fake.config);
  if (options.withPurchases) {
    await loadPlugins(registry, [{ id: 'orders', version: '1.0.0', entry: 'x', sdk: '^2', hash: 'h', enabled: true }], {
      config: fake.config,
      importModule: async () => ({ default: purchasePlugin }),
    });
  }
  if (options.withPoints) {
    await loadPlugins(registry, [{ id: 'points', version: '1.0.0', entry: 'points', sdk: '^2', hash: 'p', enabled: true }], {
      config: fake.config,
      importModule: async () => ({ default: pointsPlugin }),
    });
  }
  const router = options.routes
    ? createMemoryRouter(options.routes.routes, { initialEntries: [options.routes.at] })
    : createMemoryRouter([{ path: '*', element: <Header collapsed={false} onToggleMenu={() => {}} /> }]);
  render(
    <ServicesProvider services={services}>
      <HostProvider value={host}>
        <RegistryProvider registry={registry}>
          <RouterProvider router={router} />
        </RegistryProvider>
      </HostProvider>
    </ServicesProvider>,
    options.container ? { container: options.container } : undefined,
  );
  return { fake, host, services, router, redirectToSso };
}

/** An inbox of `count` messages for the fake `/sys-msg/user/list`; the first `unread` are unread. */
export function fakeInbox(count: number, unread: number, photoLive: (i: number) => boolean = () => false) {
  const messages = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: `消息 ${i + 1}`,
    content: `<p>内容 ${i + 1}</p>`,
    stime: `2026-05-${String((i % 28) + 1).padStart(2, '0')}T10:00:00.000Z`,
    isRead: (i < unread ? 0 : 1) as 0 | 1,
    photoLive: photoLive(i),
  }));
  const handlers: Record<string, FakeHandler> = {
    'GET /api/user/sys-msg/user/list': ({ params }) => {
      const pageNum = Number(params?.pageNum);
      const pageSize = Number(params?.pageSize);
      const rows = params?.isRead === 0 ? messages.filter((m) => m.isRead === 0) : messages;
      return { data: { list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize).map((m) => ({ ...m })), total: rows.length } };
    },
    'POST /api/user/sys-msg/user/tagRead': ({ params }) => {
      for (const m of messages) if (m.id === Number(params?.ids)) m.isRead = 1;
      return { data: { updated: 1 } };
    },
  };
  return { messages, handlers };
}
