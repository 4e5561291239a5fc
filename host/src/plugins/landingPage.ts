import type { OwnedRoute } from '@greenroom/sdk/host';
import { matchPath } from 'react-router-dom';

/**
 * Starts loading the page of the route the console opens on (issue 14: a list opened directly),
 * as soon as the plugins are registered, instead of when the shell's first render reaches it: the
 * page chunk and what it imports (the kit) then download while the shell renders. The page's lazy
 * component later asks for the same module and gets it from the module map. Returns the route's
 * name, or null when the address is no plugin page (the console home, a container, not found).
 * A failed load is left to the page's own loader, which reports it where the person sees it.
 */
export function preloadLandingPage(routes: readonly OwnedRoute[], pathname: string, basename: string): string | null {
  const path = pathname === basename || pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) || '/' : null;
  if (path === null) return null;
  // The most specific match: a route with fewer parameters wins (`activity/live/new` over `activity/live/:id`).
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
  if (!owned) return null;
  owned.route.page().catch(() => {});
  return owned.route.name;
}
