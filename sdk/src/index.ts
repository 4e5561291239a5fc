/**
 * @greenroom/sdk — the only platform module a Greenroom plugin imports.
 *
 * - {@link definePlugin} declares a plugin; its `setup(ctx)` registers contributions
 *   (routes, menu items, product-drawer cards, purchase-picker items, console-home widgets).
 * - Hooks give pages the shell services: {@link useSession}, {@link useHttp}, {@link useNotify},
 *   {@link useConfig}, {@link useOpenExternal}.
 * - A small UI kit: {@link EmptyState}, {@link Loading}, {@link ExtensionBoundary}, {@link SafeHtml}.
 * - `@greenroom/sdk/testing` mounts a plugin with fake services for its tests.
 *
 * @packageDocumentation
 */
import './ui/kit.css';

export * from './api';
export * from './contributions';
export * from './format';
export * from './hooks';
export * from './links';
export * from './manifest';
export * from './plugin';
export * from './routing';
export type * from './services';
export { texts as sdkTexts } from './texts';
export * from './ui';
