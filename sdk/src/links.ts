/**
 * An absolute address with query parameters set: `addressWith(config.products.event.admin, { id: 7 })`.
 * Used for a product's own back office of one item, whose base comes from config.
 */
export function addressWith(base: string, params: Record<string, string | number>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
  return url.href;
}

/** An address under a product's base: `pathUnder('https://live.example/', 'live/7')` (one slash between). */
export function pathUnder(base: string, path: string): string {
  return new URL(path.replace(/^\/+/, ''), base.endsWith('/') ? base : `${base}/`).href;
}
