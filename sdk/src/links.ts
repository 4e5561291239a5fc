import type { ShellConfig } from './services';

/**
 * An absolute address with query parameters set: `addressWith(config.products.event.admin, { id: 7 })`.
 * Used for a product's own back office of one item, whose base comes from config.
 * @public
 */
export function addressWith(base: string, params: Record<string, string | number>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
  return url.href;
}

/**
 * An address under a product's base: `pathUnder('https://live.example/', 'live/7')` (one slash between).
 * @public
 */
export function pathUnder(base: string, path: string): string {
  return new URL(path.replace(/^\/+/, ''), base.endsWith('/') ? base : `${base}/`).href;
}

/**
 * Where the console is served on its host (`config.host`): every route path is under it.
 * @public
 */
export const CONSOLE_BASE_PATH = '/admin/';

/**
 * The console's own absolute address of a route: `consoleAddress(config, 'purchase?product=live')`
 * → `https://…/admin/purchase?product=live`. For a console page opened in a new tab (the purchase
 * picker's items), where the external-open service wants an absolute http(s) address.
 * @public
 */
export function consoleAddress(config: Pick<ShellConfig, 'host'>, path: string): string {
  return new URL(CONSOLE_BASE_PATH + path.replace(/^\/+/, ''), config.host).href;
}
