/**
 * Signed, short-lived URLs for media files: `<path>?expires=<unix seconds>&signature=<hmac>`.
 * A route that hands one out has already checked the owner, so the file route only checks the
 * signature and the expiry — an <img> or <video> element (or another device) can load it without
 * the session cookie.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignedUrl {
  /** Path and query, e.g. /api/media/stream/3.webm?expires=…&signature=… */
  url: string;
  expiresAt: Date;
}

export interface UrlSigner {
  sign(path: string, ttlMs: number): SignedUrl;
  /** True when `query` carries a valid, unexpired signature for `path`. */
  verify(path: string, query: unknown): boolean;
}

function field(query: unknown, name: string): string | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  const value = (query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

export function createUrlSigner(secret: string | Buffer, now: () => Date): UrlSigner {
  const mac = (path: string, expires: number) => createHmac('sha256', secret).update(`${path}\n${expires}`).digest().subarray(0, 18).toString('base64url');

  return {
    sign(path, ttlMs) {
      const expires = Math.ceil((now().getTime() + ttlMs) / 1000);
      return { url: `${path}?expires=${expires}&signature=${mac(path, expires)}`, expiresAt: new Date(expires * 1000) };
    },
    verify(path, query) {
      const expiresText = field(query, 'expires');
      const signature = field(query, 'signature');
      if (!expiresText || !signature || !/^\d{1,12}$/.test(expiresText)) return false;
      const expires = Number(expiresText);
      if (expires * 1000 <= now().getTime()) return false;
      const expected = Buffer.from(mac(path, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
