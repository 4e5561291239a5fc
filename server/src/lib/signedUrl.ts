/**
 * Signed, short-lived URLs for media files: `<path>?expires=<unix seconds>&sid=<session>&signature=<hmac>`.
 * A route that hands one out has already checked the owner, so the file route only checks the
 * signature, the expiry and that the session that minted it is still open — an <img> or <video>
 * element (or another device) can load it without the session cookie, but not after sign-out
 * (issue 21 §4: a link dies with the session that minted it).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignedUrl {
  /** Path and query, e.g. /api/media/stream/3.webm?expires=…&sid=…&signature=… */
  url: string;
  expiresAt: Date;
}

export interface UrlSigner {
  /** A URL for `path` valid for `ttlMs` and only while session `sessionId` is open. */
  sign(path: string, ttlMs: number, sessionId: number): SignedUrl;
  /** True when `query` carries a valid, unexpired signature for `path` whose session is still open. */
  verify(path: string, query: unknown): Promise<boolean>;
}

function field(query: unknown, name: string): string | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  const value = (query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** `sessionOpen` answers whether a session (by id) is still signed in (lib/session.ts `sessionOpen`). */
export function createUrlSigner(secret: string | Buffer, now: () => Date, sessionOpen: (sessionId: number) => Promise<boolean>): UrlSigner {
  const mac = (path: string, expires: number, sid: number) =>
    createHmac('sha256', secret).update(`${path}\n${expires}\n${sid}`).digest().subarray(0, 18).toString('base64url');

  return {
    sign(path, ttlMs, sessionId) {
      const expires = Math.ceil((now().getTime() + ttlMs) / 1000);
      return { url: `${path}?expires=${expires}&sid=${sessionId}&signature=${mac(path, expires, sessionId)}`, expiresAt: new Date(expires * 1000) };
    },
    async verify(path, query) {
      const expiresText = field(query, 'expires');
      const sidText = field(query, 'sid');
      const signature = field(query, 'signature');
      if (!expiresText || !sidText || !signature || !/^\d{1,12}$/.test(expiresText) || !/^\d{1,15}$/.test(sidText)) return false;
      const expires = Number(expiresText);
      if (expires * 1000 <= now().getTime()) return false;
      const sid = Number(sidText);
      const expected = Buffer.from(mac(path, expires, sid));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      return sessionOpen(sid);
    },
  };
}
