/**
 * @greenroom/sdk — the only platform module a Greenroom plugin imports.
 *
 * - {@link definePlugin} declares a plugin; its `setup(ctx)` registers contributions
 *   (routes, menu items, product-drawer cards, purchase-picker items, console-home widgets).
 * - Hooks give pages the shell services: {@link useSession}, {@link useHttp}, {@link useNotify},
 *   {@link useConfig}, {@link useOpenExternal}.
 * - Routes by reference: {@link createRouteRef} (bound by `addRoute`), {@link createExternalRouteRef}
 *   for another plugin's route, {@link useRouteRef} and {@link RouteLink} to link to them.
 * - A small UI kit: {@link EmptyState}, {@link Loading}, {@link ExtensionBoundary}, {@link SafeHtml}.
 * - The console's plumbing (running setups, building routes, checking the plugin manifest) is
 *   `@greenroom/sdk/host`, not for plugins; build scripts read the manifest schema from `@greenroom/sdk/manifest`.
 * - `@greenroom/sdk/testing` mounts a plugin with fake services for its tests.
 *
 * @packageDocumentation
 */
import './ui/kit.css';

export * from './api';
export * from './contributions';
export * from './format';
export { useConfig, useHttp, useNotify, useOpenExternal, useServices, useSession } from './hooks';
export {
  applyColorScheme,
  type ColorScheme,
  currentColorScheme,
  currentLocale,
  DEFAULT_LOCALE,
  defineTexts,
  LOCALES,
  type Locale,
  type PartialTranslation,
  type TextCatalogues,
  THEMES,
  type ThemeChoice,
  type Translated,
  useColorScheme,
  useLocale,
} from './i18n';
export * from './links';
export * from './listQuery';
export { defineList, type ListLoadContext, type ListSource, type RowsPage } from './listSource';
export * from './live';
export * from './plugin';
export { RouteLink, type RouteLinkProps, useRouteRef } from './routeLinks';
export {
  type AnyRouteRef,
  createExternalRouteRef,
  createRouteRef,
  type ExternalRouteRef,
  type ExternalRouteRefOptions,
  isRouteRef,
  type PathParams,
  pathParamNames,
  type RouteFunc,
  type RouteParams,
  type RouteRef,
  type RouteRefOptions,
} from './routeRefs';
export type * from './services';
export { texts as sdkTexts } from './texts';
export * from './ui';
