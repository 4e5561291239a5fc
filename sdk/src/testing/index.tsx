/**
 * @greenroom/sdk/testing — the per-plugin harness: mount a plugin at a route with a fake of every
 * shell service, then assert on the screen with @testing-library/react.
 *
 * ```ts
 * const view = renderPlugin(livePlugin, { path: '/activity/live', http: { 'GET /api/activity/twzb/list': { data: page } } });
 * expect(await view.findByText('年会直播')).toBeTruthy();
 * // A home widget, by its key:
 * renderPlugin(livePlugin, { widget: 'live-now', http: { 'GET /api/activity/twzb/list': { data: page } } });
 * // Issue 29: in English on a dark page — the plugin's catalogues, the kit, Semi and the formatters
 * // speak English, and the body carries Semi's dark theme (the fake account is "Test organizer"):
 * const en = renderPlugin(livePlugin, { path: '/activity/live', locale: 'en-US', theme: 'dark', http: { … } });
 * expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/); // apart from the fixtures' own data
 * ```
 * Outside the workspace, `@greenroom/sdk/vitest` is the matching vitest preset.
 * @packageDocumentation
 */
import ConfigProvider from '@douyinfe/semi-ui/lib/es/configProvider';
import { type ColorScheme, DEFAULT_LOCALE, type Locale } from '@greenroom/contracts/i18n';
import { type RenderResult, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Contributions } from '../contributions';
import { ServicesProvider } from '../hooks';
import { collectContributions } from '../host/collect';
import { semiLocaleOf } from '../host/semiLocale';
import { applyColorScheme } from '../i18n';
import type { PluginDefinition } from '../plugin';
import { buildRouteObjects, lazyPage } from '../routing';
import type { ShellConfig } from '../services';
import { ExtensionBoundary } from '../ui/ExtensionBoundary';
import { createFakeServices, type FakeServices, type FakeServicesOptions, fakeConfig } from './fakeServices';
import { testingTexts } from './texts';

export { chineseLeft } from './chinese';
export { installDomStubs, quietKnownWarnings } from './domStubs';
export * from './fakeServices';
export { selectOption } from './selectOption';

/**
 * What a plugin's setup registers, with the fake configuration (or `config`): for a test of the
 * contributions themselves (`contributionsOf(plugin).homeWidgets`).
 * @public
 */
export function contributionsOf(plugin: PluginDefinition, config: ShellConfig = fakeConfig): Contributions {
  return collectContributions(plugin, config);
}

/**
 * Options of {@link renderPlugin}: the fakes plus what to mount — a page by `path`, or a home widget by key.
 * @public
 */
export interface RenderPluginOptions extends FakeServicesOptions {
  /** Address under `/admin/` to open, e.g. `/activity/live?page=2`. */
  path?: string;
  /**
   * Key of a home widget the plugin contributes (`addHomeWidget({ key })`): mounted alone, inside its
   * `ExtensionBoundary`, at `/basic` (the console home), with the plugin's routes around it.
   */
  widget?: string;
  /** Ready-made fakes (to share between renders); built from the other options when absent. */
  services?: FakeServices;
  /**
   * The page's language (issue 29), as the console's `<html lang>`: the plugin's catalogues, Semi's
   * texts and the formatters follow it. Simplified Chinese unless told.
   */
  locale?: Locale;
  /** The colour scheme the page is painted in (Semi's dark theme on the body). Light unless told. */
  theme?: ColorScheme;
}

/**
 * The mounted plugin.
 * @public
 */
export interface RenderedPlugin extends RenderResult {
  services: FakeServices;
  router: ReturnType<typeof createMemoryRouter>;
  contributions: Contributions;
  /** Errors the plugin's boundaries caught while loading or rendering its page or widget, in order. */
  renderErrors: Error[];
}

/** Where a mounted home widget lives: the console home. */
const WIDGET_PATH = '/basic';

/**
 * Runs the plugin's setup, routes its pages and renders, with fake services, the page at `path` or
 * the home widget `widget` (by key).
 * @public
 */
export function renderPlugin(plugin: PluginDefinition, options: RenderPluginOptions): RenderedPlugin {
  if (options.path === undefined && options.widget === undefined) throw new Error('renderPlugin: give a `path` or a `widget` key');
  // Before the setup runs: its labels are read in the page's language.
  document.documentElement.lang = options.locale ?? DEFAULT_LOCALE;
  applyColorScheme(options.theme ?? 'light');
  const services = options.services ?? createFakeServices(options);
  const contributions = collectContributions(plugin, services.config);
  const renderErrors: Error[] = [];
  const onError = (error: Error) => renderErrors.push(error);
  const routes = buildRouteObjects(
    contributions.routes.map((route) => ({ pluginId: plugin.id, route })),
    { onError: (_owned, error) => onError(error) },
  );
  let initialEntry = options.path ?? WIDGET_PATH;
  if (options.widget !== undefined) {
    const widget = contributions.homeWidgets.find((w) => w.key === options.widget);
    if (!widget) {
      const keys = contributions.homeWidgets.map((w) => w.key);
      throw new Error(`renderPlugin: plugin "${plugin.id}" has no home widget "${options.widget}" (it contributes: ${keys.join(', ') || 'none'})`);
    }
    const Widget = lazyPage(plugin.id, widget.component);
    routes.unshift({
      path: WIDGET_PATH,
      element: (
        <section aria-label={widget.title}>
          <h2>{widget.title}</h2>
          <ExtensionBoundary pluginId={plugin.id} onError={onError}>
            <Widget />
          </ExtensionBoundary>
        </section>
      ),
    });
    initialEntry = WIDGET_PATH;
  }
  routes.push({ path: '*', element: <p>{testingTexts.notFound}</p> });
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const result = render(
    // Semi's texts in the page's language, as the console wraps every page in them (issue 24 §4, issue 29).
    <ConfigProvider locale={semiLocaleOf(options.locale ?? DEFAULT_LOCALE)}>
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </ConfigProvider>,
  );
  return { ...result, services, router, contributions, renderErrors };
}
