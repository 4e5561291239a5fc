import { createRegistry, loadPlugins, registerHost } from '@greenroom/core';
import type { PluginDefinition } from '@greenroom/sdk';
import { ServicesProvider } from '@greenroom/sdk/host';
import { createFakeServices, type FakeServices, type FakeServicesOptions } from '@greenroom/sdk/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { hostPlugin } from '../src/hostPlugin';
import { RegistryProvider } from '../src/plugins/registryContext';

/** Options of {@link renderWithRegistry}. */
export interface RenderWithRegistryOptions extends FakeServicesOptions {
  /** Plugins loaded after the host's own contributions, all enabled. */
  plugins?: PluginDefinition[];
  /** Address the memory router starts at. */
  path?: string;
}

/** Renders `element` inside fake shell services, a registry with the host and `plugins`, and a router. */
export async function renderWithRegistry(element: ReactNode, options: RenderWithRegistryOptions = {}) {
  const services: FakeServices = createFakeServices(options);
  const registry = createRegistry();
  registerHost(registry, hostPlugin, services.config);
  const plugins = options.plugins ?? [];
  await loadPlugins(
    registry,
    plugins.map((p) => ({ id: p.id, version: '1.0.0', entry: p.id, sdk: '^2', hash: p.id, enabled: true })),
    { config: services.config, importModule: async (entry) => ({ default: plugins.find((p) => p.id === entry) }) },
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [options.path ?? '/basic'] });
  const view = render(
    <ServicesProvider services={services}>
      <RegistryProvider registry={registry}>
        <RouterProvider router={router} />
      </RegistryProvider>
    </ServicesProvider>,
  );
  return { ...view, services, registry, router };
}
