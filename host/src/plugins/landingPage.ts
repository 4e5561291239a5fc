import { type OwnedRoute, preloadPage } from '@greenroom/sdk/host';
import { matchPath } from 'react-router-dom';

/**
 * The route of `pathname` (under `basename`): the most specific match, a route with fewer
 * parameters winning (`activity/live/new` over `activity/live/:id`); undefined for an address that
 * is no page (a container, not found, outside the console).
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
  return owned;
}

/**
 * Starts loading the page of the route the console opens on (issue 14: a list opened directly),
 * as soon as the plugins are registered, instead of when the shell's first render reaches it: the
 * page chunk and what it imports (the kit) then download while the shell renders. Once loaded, the
 * page renders at once, without a loading state ({@link preloadPage}). Returns the route's name
 * (null when the address is no page) and when the load is over: a failed load is left to the page's
 * own loader, which reports it where the person sees it.
 */
export function preloadLandingPage(routes: readonly OwnedRoute[], pathname: string, basename: string): { name: string | null; loaded: Promise<void> } {
  const owned = findLandingRoute(routes, pathname, basename);
  if (!owned) return { name: null, loaded: Promise.resolve() };
  return { name: owned.route.name, loaded: preloadPage(owned.route.page).catch(() => {}) };
}
