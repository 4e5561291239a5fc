import { createRegistry, loadPlugins, registerHost } from '@greenroom/core';
import { createExternalRouteRef, createRouteRef, definePlugin, RouteLink } from '@greenroom/sdk';
import { buildRouteObjects } from '@greenroom/sdk/host';
import { createFakeServices } from '@greenroom/sdk/testing';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { hostPlugin } from '../src/hostPlugin';

// Issue 15 §2: a link to another plugin's route is a declared external reference, bound at run time
// to the route the target plugin registered under that id — or shown unavailable when it is disabled.
const shopPurchase = createRouteRef({ id: 'shop-purchase' });
const shop = definePlugin({
  id: 'shop',
  sdk: '^2',
  setup: (ctx) => {
    ctx.addRoute({ ref: shopPurchase, path: 'shop/buy', title: '购买', page: async () => ({ default: () => <h1>购买页</h1> }) });
  },
});
const toPurchase = createExternalRouteRef({ id: 'shop-purchase', optional: true, unavailable: '商店插件未启用' });
const gallery = definePlugin({
  id: 'gallery',
  sdk: '^2',
  setup: (ctx) => {
    const Page = () => <RouteLink to={toPurchase}>扩容</RouteLink>;
    ctx.addRoute({ name: 'gallery', path: 'gallery', title: '图库', page: async () => ({ default: Page }) });
  },
});

/** Loads both plugins through the registry, the shop enabled or not, and opens /gallery. */
async function open(shopEnabled: boolean) {
  const { config } = createFakeServices();
  const registry = createRegistry();
  registerHost(registry, hostPlugin, config);
  const entry = (id: string, enabled: boolean) => ({ id, version: '1.0.0', entry: id, sdk: '^2', hash: id, enabled });
  const plugins = { shop, gallery };
  await loadPlugins(registry, [entry('shop', shopEnabled), entry('gallery', true)], {
    config,
    importModule: async (id) => ({ default: plugins[id as keyof typeof plugins] }),
  });
  render(<RouterProvider router={createMemoryRouter(buildRouteObjects(registry.routes), { initialEntries: ['/gallery'] })} />);
  return screen.findByRole('link', { name: /扩容/ });
}

describe('links across plugins by external route reference', () => {
  it('resolve to the target plugin’s route when it is enabled', async () => {
    const link = await open(true);
    expect(link.getAttribute('href')).toBe('/shop/buy');
  });

  it('show the link unavailable, with the reason, when the target plugin is disabled in the manifest', async () => {
    const link = await open(false);
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.getAttribute('aria-disabled')).toBe('true');
    expect(link.textContent).toBe('扩容（商店插件未启用）');
  });
});
