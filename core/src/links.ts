import type { ExternalTarget } from '@greenroom/sdk';
import { createLogger } from './log';

/**
 * Features of a link opened as a new window rather than a tab (SPEC §2: user-centre pages, the AI
 * chat). `popup` with a size is what makes browsers open a window; `noopener,noreferrer` keep the
 * opened page from reaching back into the console.
 */
export const EXTERNAL_WINDOW_FEATURES = 'noopener,noreferrer,popup,width=1280,height=800';
/** Features of a link opened in a new tab. */
export const EXTERNAL_TAB_FEATURES = 'noopener,noreferrer';

/** The signature of `window.open`, injectable for tests. */
export type WindowOpen = (url: string, target: string, features: string) => unknown;

const log = createLogger('links');

/** True for an absolute http(s) address; relative, `javascript:`, `data:` and the like are not. */
export function isSafeHttpUrl(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Opens an external address in a new tab (default) or a new window. Anything but an absolute
 * http(s) address is refused with a warning: links come from config and server data, and a
 * `javascript:` one would run in the console's origin. Resolve a same-site path such as
 * `/ai-chat` against `location.origin` first.
 */
export function openExternal(
  url: string,
  target: ExternalTarget = 'tab',
  open: WindowOpen = (href, name, features) => globalThis.open(href, name, features),
): void {
  if (!isSafeHttpUrl(url)) {
    log.warn('refused to open a non-http(s) address', url);
    return;
  }
  open(url, '_blank', target === 'window' ? EXTERNAL_WINDOW_FEATURES : EXTERNAL_TAB_FEATURES);
}
