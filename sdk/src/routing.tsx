import { type ComponentType, lazy, useContext } from 'react';
import { Navigate, type RouteObject, UNSAFE_DataRouterContext } from 'react-router-dom';
import type { PageLoader, RouteContribution } from './contributions';
import { ExtensionBoundary } from './ui/ExtensionBoundary';

/** What the host keeps on every plugin route (read with react-router's `useMatches`). */
export interface RouteHandle {
  name: string;
  title: string;
  pluginId: string;
  /** The route name whose menu entry stays highlighted. */
  menuParent?: string;
}

/** A route contribution together with the plugin that made it. */
export interface OwnedRoute {
  pluginId: string;
  route: RouteContribution;
}

/** Name of the event raised when a lazily loaded screen fails to load (SPEC §8). */
export const PRELOAD_ERROR_EVENT = 'gr:preload-error';

/**
 * Wraps a page loader: a failed load raises a cancelable {@link PRELOAD_ERROR_EVENT} on `window`
 * and, unless a listener calls `preventDefault()`, the error propagates to the boundary.
 */
export function lazyPage(pluginId: string, load: PageLoader): ComponentType {
  return lazy(async () => {
    try {
      return await load();
    } catch (error) {
      const event = new CustomEvent(PRELOAD_ERROR_EVENT, { detail: { pluginId, error }, cancelable: true });
      if (typeof window !== 'undefined' && !window.dispatchEvent(event)) return { default: () => null };
      throw error;
    }
  });
}

/** Options of {@link buildRouteObjects}. */
export interface RouteObjectsOptions {
  /** Called when a page fails while loading or rendering (the host marks the plugin in its registry). */
  onError?: (owned: OwnedRoute, error: Error) => void;
}

/**
 * Turns plugin routes into react-router routes: each page is lazy and renders inside its plugin's
 * {@link ExtensionBoundary}; every container path (`route.container`) becomes a route that redirects
 * to its first child by `order`. Used by the host and by `@greenroom/sdk/testing`.
 */
export function buildRouteObjects(routes: readonly OwnedRoute[], options: RouteObjectsOptions = {}): RouteObject[] {
  const objects: RouteObject[] = routes.map((owned) => {
    const { pluginId, route } = owned;
    const onError = options.onError;
    const Page = lazyPage(pluginId, route.page);
    const handle: RouteHandle = { name: route.name, title: route.title, pluginId, menuParent: route.menuParent ?? route.container };
    return {
      path: route.path,
      handle,
      element: (
        <ExtensionBoundary pluginId={pluginId} key={route.name} onError={onError && ((error) => onError(owned, error))}>
          <Page />
        </ExtensionBoundary>
      ),
    };
  });
  for (const [container, children] of groupByContainer(routes)) {
    const first = children[0].route;
    const handle: RouteHandle = { name: container, title: first.title, pluginId: children[0].pluginId };
    objects.push({ path: container, handle, element: <Navigate to={`/${first.path}`} replace /> });
  }
  return objects;
}

/** Container path → its children, first child first (by `order`, then registration order). */
export function groupByContainer(routes: readonly OwnedRoute[]): Map<string, OwnedRoute[]> {
  const groups = new Map<string, OwnedRoute[]>();
  for (const owned of routes) {
    const container = owned.route.container;
    if (!container) continue;
    groups.set(container, [...(groups.get(container) ?? []), owned]);
  }
  for (const children of groups.values()) {
    children.sort((a, b) => (a.route.order ?? 0) - (b.route.order ?? 0));
  }
  return groups;
}

/** The path (`/order/photo`, with a leading slash) of the route registered as `name`, searched through a route tree. */
export function routePathNamed(routes: readonly RouteObject[], name: string, parent = ''): string | null {
  for (const route of routes) {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    if ((route.handle as RouteHandle | undefined)?.name === name) return path || '/';
    const inner = route.children ? routePathNamed(route.children, name, path) : null;
    if (inner) return inner;
  }
  return null;
}

/**
 * The path of the route some plugin registered as `name`, or null when no enabled plugin did: a
 * screen links into another plugin's page when it is there and falls back (an external address)
 * when that plugin is disabled or does not exist yet.
 */
export function useRoutePath(name: string): string | null {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  return router ? routePathNamed(router.routes, name) : null;
}
