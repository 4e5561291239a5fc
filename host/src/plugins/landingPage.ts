import type { HomeWidgetContribution, PageLoader } from '@greenroom/sdk';
import { groupByContainer, type OwnedRoute, preloadPage } from '@greenroom/sdk/host';
import { matchPath } from 'react-router-dom';

/**
 * The route of `pathname` (under `basename`): the most specific match, a route with fewer
 * parameters winning (`activity/live/new` over `activity/live/:id`). A container's address (视频库,
 * `content/video`) is its first child's route, where its loader redirects (issue 25: the page a
 * quick entry or a menu entry leads to starts loading when it is pointed at, as any page's does).
 * Undefined for an address that is no page (not found, outside the console).
 */
export function findLandingRoute(routes: readonly OwnedRoute[], pathname: string, basename: string): OwnedRoute | undefined {
  const path = pathname === basename || pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) || '/' : null;
  if (path === null) return undefined;
  let owned: OwnedRoute | undefined;
  let fewest = Number.POSITIVE_INFINITY;
  for (const candidate of routes) {
    const match = matchPath({ path: candidate.route.path, end: true }, path);
    const params = match ? Object.keys(match.params).length : Number.POSITIVE_INFINITY;
    if (params < fewest) {
      owned = candidate;
      fewest = params;
    }
  }
  return owned ?? groupByContainer(routes).get(path.replace(/^\/+|\/+$/g, ''))?.[0];
}

/** The host's route of the console home (`/admin/basic`), whose page renders the plugins' home widgets. */
export const HOME_ROUTE = 'basic';

/** What {@link landingLoaders} reads of the registry. */
interface LandingRegistry {
  routes: readonly OwnedRoute[];
  homeWidgets: readonly { item: unknown }[];
}

/**
 * The modules the page at `pathname` renders at once: its route's page and, on the console home,
 * every home widget (issue 25: each is a lazy part of the home; loaded with the page, the home is
 * rendered — on the server — and hydrated — in the browser — in one pass, instead of each widget's
 * part waiting for its module during hydration). Empty for an address that is no page.
 */
export function landingLoaders(registry: LandingRegistry, pathname: string, basename: string): { route: OwnedRoute | undefined; loaders: PageLoader[] } {
  const route = findLandingRoute(registry.routes, pathname, basename);
  if (!route) return { route, loaders: [] };
  const widgets = route.route.name === HOME_ROUTE ? registry.homeWidgets.map(({ item }) => (item as HomeWidgetContribution).component) : [];
  return { route, loaders: [route.route.page, ...widgets] };
}

/**
 * Starts loading the page of the route the console opens on (issue 14: a list opened directly), and
 * the parts it renders at once ({@link landingLoaders}), as soon as the plugins are registered,
 * instead of when the shell's first render reaches them: the page chunk and what it imports (the kit)
 * then download while the shell renders. Once loaded, they render at once, without a loading state
 * ({@link preloadPage}). Returns the route's name (null when the address is no page) and when the load
 * is over, with whether every module arrived: a failed load is left to the part's own loader, which
 * reports it where the person sees it (issue 25: a page whose part did not arrive cannot be the
 * server's page, so the console renders it anew rather than hydrating it).
 */
export function preloadLandingPage(registry: LandingRegistry, pathname: string, basename: string): { name: string | null; loaded: Promise<boolean> } {
  const { route, loaders } = landingLoaders(registry, pathname, basename);
  if (!route) return { name: null, loaded: Promise.resolve(true) };
  const arrived = loaders.map((load) =>
    preloadPage(load).then(
      () => true,
      () => false,
    ),
  );
  return { name: route.route.name, loaded: Promise.all(arrived).then((each) => each.every(Boolean)) };
}
