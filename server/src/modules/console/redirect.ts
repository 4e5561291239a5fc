/**
 * Where the console's own redirects may go (issue 25: a container's address answered with its first
 * child). The target comes from the routes the plugins declare, through the router's `Location`: the
 * server sends it only when it is a page of this console, never to an address it has not checked.
 */
const ORIGIN = 'http://console.invalid';

/** `location` as a path (and query) under /admin/ of this origin, or null for anything else. */
export function consolePath(location: string): string | null {
  if (!location.startsWith('/admin/') || location.startsWith('//') || location.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(location, ORIGIN);
  } catch {
    return null;
  }
  return url.origin === ORIGIN && url.pathname.startsWith('/admin/') ? `${url.pathname}${url.search}` : null;
}
