/**
 * @greenroom/sdk/testing — the per-plugin harness: mount a plugin at a route with a fake of every
 * shell service, then assert on the screen with @testing-library/react.
 *
 * ```ts
 * const view = renderPlugin(livePlugin, { path: '/activity/live', http: { 'GET /api/activity/twzb/list': { data: page } } });
 * expect(await view.findByText('年会直播')).toBeTruthy();
 * ```
 * @packageDocumentation
 */
import { type RenderResult, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Contributions } from '../contributions';
import { ServicesProvider } from '../hooks';
import { collectContributions, type PluginDefinition } from '../plugin';
import { buildRouteObjects } from '../routing';
import { createFakeServices, type FakeServices, type FakeServicesOptions } from './fakeServices';

export { installDomStubs } from './domStubs';
export * from './fakeServices';

/** Options of {@link renderPlugin}: the fakes plus where to start. */
export interface RenderPluginOptions extends FakeServicesOptions {
  /** Address under `/admin/` to open, e.g. `/activity/live?page=2`. */
  path: string;
  /** Ready-made fakes (to share between renders); built from the other options when absent. */
  services?: FakeServices;
}

/** The mounted plugin. */
export interface RenderedPlugin extends RenderResult {
  services: FakeServices;
  router: ReturnType<typeof createMemoryRouter>;
  contributions: Contributions;
}

/** Runs the plugin's setup, routes its pages and renders the one at `path` with fake services. */
export function renderPlugin(plugin: PluginDefinition, options: RenderPluginOptions): RenderedPlugin {
  const services = options.services ?? createFakeServices(options);
  const contributions = collectContributions(plugin, services.config);
  const routes = buildRouteObjects(contributions.routes.map((route) => ({ pluginId: plugin.id, route })));
  routes.push({ path: '*', element: <p>未找到页面</p> });
  const router = createMemoryRouter(routes, { initialEntries: [options.path] });
  const result = render(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { ...result, services, router, contributions };
}
