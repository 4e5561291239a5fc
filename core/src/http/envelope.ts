import type { Envelope } from '@greenroom/sdk';

/** The envelope / HTTP code that means "signed out" (SPEC §6). */
export const SSO_CODE = 401;

/** True when `body` looks like the `{ code, msg, msgCode, data }` envelope of SPEC §3. */
export function isEnvelope(body: unknown): body is Envelope {
  if (typeof body !== 'object' || body === null) return false;
  const { code } = body as { code?: unknown };
  return typeof code === 'number';
}

/**
 * True when the envelope sends the user to single sign-on: `code` 401 or `msgCode` 401, the
 * latter arriving as a number or a string depending on the back-end service (SPEC §6).
 */
export function needsSso(envelope: Pick<Envelope, 'code' | 'msgCode'>): boolean {
  return envelope.code === SSO_CODE || Number(envelope.msgCode) === SSO_CODE;
}

/** True for a JSON content type (`application/json`, `application/problem+json`…). */
export function isJsonContentType(contentType: string): boolean {
  return contentType.toLowerCase().includes('json');
}

/**
 * True when a 2xx body is a file rather than an envelope (SPEC §4 "Response": a binary body is
 * ok). HTML is excluded on purpose: a dev server answering an unknown `/api` path with the SPA's
 * index.html must not count as a successful download.
 */
export function isFileBody(body: unknown, contentType: string): boolean {
  const type = contentType.toLowerCase();
  if (isJsonContentType(type)) return false;
  if (typeof Blob !== 'undefined' && body instanceof Blob) return true;
  if (body instanceof ArrayBuffer) return true;
  return type !== '' && !type.startsWith('text/html');
}
