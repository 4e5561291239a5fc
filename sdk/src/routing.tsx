import { type ComponentType, useState } from 'react';
import { Navigate, type RouteObject, redirect, useLocation } from 'react-router-dom';
import { useApi } from './api';
import { loadEcharts } from './charts/loadEcharts';
import type { PageLoader, RouteContribution } from './contributions';
import { useFrameData, useServerRender } from './frameData';
import { useQueryCache } from './hooks';
import { parseListQuery } from './listQuery';
import { listAnswer, listCacheKey } from './listSource';
import type { RouteHandle } from './routeRefs';
import { ExtensionBoundary } from './ui/ExtensionBoundary';
import { lazyPart } from './ui/lazyPart';

/**
 * A route contribution together with the plugin that made it.
 * @internal
 */
export interface OwnedRoute {
  pluginId: string;
  route: RouteContribution;
}

/**
 * Name of the event raised when a lazily loaded screen fails to load (SPEC §8).
 * @internal
 */
export const PRELOAD_ERROR_EVENT = 'gr:preload-error';

/** The modules of the pages {@link preloadPage} has loaded, by their loader. */
const loadedPages = new WeakMap<PageLoader, ComponentType>();

/**
 * Loads a page's module ahead of its first render (the route the console opens on, issue 14): a
 * {@link lazyPage} of the same loader then renders it at once, with no loading state in between.
 * Rejects as the loader does.
 * @internal
 */
export async function preloadPage(load: PageLoader): Promise<void> {
  const module = await load();
  loadedPages.set(load, module.default);
}

/**
 * Wraps a page loader: a failed load raises a cancelable {@link PRELOAD_ERROR_EVENT} on `window`
 * and, unless a listener calls `preventDefault()`, the error propagates to the boundary, which says
 * why in Chinese; its 重试 loads the page afresh ({@link lazyPart}). A page {@link preloadPage} has
 * loaded renders at once; the choice is made when the page mounts, so a preload finishing later
 * never remounts a page shown through its loading state. `entered`: what its route starts as it is
 * entered ({@link RouteContribution.list}, {@link RouteContribution.charts}).
 * @internal
 */
export function lazyPage(pluginId: string, load: PageLoader, entered: Pick<RouteContribution, 'list' | 'charts'> = {}): ComponentType {
  const Lazy = lazyPart(async () => {
    try {
      return await load();
    } catch (error) {
      const event = new CustomEvent(PRELOAD_ERROR_EVENT, { detail: { pluginId, error }, cancelable: true });
      if (typeof window !== 'undefined' && !window.dispatchEvent(event)) return { default: () => null };
      throw error;
    }
  });
  function Page() {
    const [Loaded] = useState(() => loadedPages.get(load));
    return Loaded ? <Loaded /> : <Lazy />;
  }
  if (!entered.list && !entered.charts) return Page;
  return function PageEntered() {
    useStartedOnEntry(entered);
    return <Page />;
  };
}

/**
 * Issue 25: what a route names is started when the route is entered — this part's first render, the
 * moment the router shows the route — rather than once the page's files have arrived, run and
 * rendered. Not on the server, and not for the page the server rendered: it brought its rows (its
 * list's answer is in the page), and while the browser hydrates it its charts keep the server's
 * pictures (they ask for echarts as they mount, after hydration).
 * - The first page of its list ({@link RouteContribution.list}; on the bench's line, CPU × 4, the live
 *   list's call went out ~60–110 ms after the router moved instead of ~400), under the name the
 *   page's list controller gives it (`listCacheKey`), which then shares the call in flight; not at an
 *   address where the page shows something else ({@link ListSource.shownAt}).
 * - echarts, for a page that draws charts ({@link RouteContribution.charts}): the kit's
 *   {@link loadEcharts}, which its charts then share.
 */
function useStartedOnEntry({ list, charts }: Pick<RouteContribution, 'list' | 'charts'>) {
  const { pathname, search } = useLocation();
  const cache = useQueryCache();
  const frameData = useFrameData();
  const api = useApi();
  const hydrating = useServerRender();
  useState(() => {
    if (typeof window === 'undefined') return;
    // A failed load is forgotten by the kit: the page's charts ask again and say so.
    if (charts && !hydrating) void loadEcharts().catch(() => undefined);
    if (!list || frameData?.has?.(`${pathname}${search}`)) return;
    const params = new URLSearchParams(search);
    if (list.shownAt && !list.shownAt(params)) return;
    const query = parseListQuery(params, list);
    cache.start(listCacheKey(pathname, query, list), (signal) => list.load(query, { api, signal }).then(listAnswer), true);
  });
}

/**
 * Options of {@link buildRouteObjects}.
 * @internal
 */
export interface RouteObjectsOptions {
  /** Called when a page fails while loading or rendering (the host marks the plugin in its registry). */
  onError?: (owned: OwnedRoute, error: Error) => void;
}

/**
 * Turns plugin routes into react-router routes: each page is lazy and renders inside its plugin's
 * {@link ExtensionBoundary}; every container path (`route.container`) becomes a route that redirects
 * to its first child by `order`. Used by the host and by `@greenroom/sdk/testing`.
 * @internal
 */
export function buildRouteObjects(routes: readonly OwnedRoute[], options: RouteObjectsOptions = {}): RouteObject[] {
  const objects: RouteObject[] = routes.map((owned) => {
    const { pluginId, route } = owned;
    const onError = options.onError;
    const Page = lazyPage(pluginId, route.page, route);
    const handle: RouteHandle = {
      name: route.name,
      title: route.title,
      pluginId,
      menuParent: route.menuParent ?? route.container,
      container: route.container,
      order: route.order,
      tab: route.tab,
    };
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
    // The loader answers the container's address with its first child before anything renders: in
    // the browser (no empty frame first) and on the server, whose page is then an HTTP redirect to the
    // child's own rendered page (issue 25). The element covers a router without loaders.
    objects.push({ path: container, handle, loader: () => redirect(`/${first.path}`), element: <Navigate to={`/${first.path}`} replace /> });
  }
  return objects;
}

/**
 * Container path → its children, first child first (by `order`, then registration order).
 * @internal
 */
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
