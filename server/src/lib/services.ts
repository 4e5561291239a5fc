/**
 * The list of addresses single sign-on may redirect to with a ticket. A
 * service is allowed when its parsed origin equals an allowed origin and its
 * parsed path starts with that entry's path prefix — never a raw string test.
 */

export interface ServicePrefix {
  origin: string;
  pathPrefix: string;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function parseHttpUrl(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return url;
}

export function parseServicePrefix(value: string): ServicePrefix | null {
  const url = parseHttpUrl(value.trim());
  if (!url) return null;
  return { origin: url.origin, pathPrefix: url.pathname || '/' };
}

/**
 * `${publicUrl}/admin/`, and outside production the same address on localhost and 127.0.0.1 (a
 * developer opens either). Production hands tickets to PUBLIC_URL alone (issue 21 §4): a loopback
 * address there is the visitor's own machine, not the console.
 */
export function defaultServicePrefixes(publicUrl: string, loopbackVariants = true): ServicePrefix[] {
  const base = parseHttpUrl(publicUrl);
  if (!base) throw new Error(`publicUrl 无效：${publicUrl}`);
  const prefixes: ServicePrefix[] = [];
  for (const host of loopbackVariants ? [base.hostname, 'localhost', '127.0.0.1'] : [base.hostname]) {
    const variant = new URL(base.href);
    variant.hostname = host;
    const prefix = parseServicePrefix(`${variant.origin}/admin/`);
    if (prefix && !prefixes.some((p) => p.origin === prefix.origin)) prefixes.push(prefix);
  }
  return prefixes;
}

function pathMatches(pathname: string, prefix: string): boolean {
  if (prefix.endsWith('/')) return pathname.startsWith(prefix);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The parsed service when it is allowed, else null. */
export function checkService(service: string, allowed: readonly ServicePrefix[]): URL | null {
  if (service.length > 2048) return null;
  const url = parseHttpUrl(service);
  if (!url) return null;
  const ok = allowed.some((prefix) => prefix.origin === url.origin && pathMatches(url.pathname, prefix.pathPrefix));
  return ok ? url : null;
}

/** The address with any `ticket` parameter and fragment removed, loopback hosts folded together. */
export function canonicalService(url: URL): string {
  const copy = new URL(url.href);
  copy.searchParams.delete('ticket');
  copy.hash = '';
  if (LOOPBACK_HOSTS.has(copy.hostname)) copy.hostname = 'localhost';
  return copy.href;
}
