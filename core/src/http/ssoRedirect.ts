import type { ShellConfig } from '@greenroom/sdk';

/** The part of `window.location` the redirect needs; tests pass a fake. */
export interface RedirectLocation {
  readonly href: string;
  assign(url: string): void;
}

/** The single sign-on re-login address that returns to `currentHref` afterwards (SPEC §2). */
export function reLoginUrl(ssoUrl: string, currentHref: string): string {
  return `${ssoUrl}/reLogin?service=${encodeURIComponent(currentHref)}`;
}

// A page fires several requests at once; when the session expires they all answer 401. Keyed
// by location so each test's fake location gets its own guard.
const redirected = new WeakSet<RedirectLocation>();

/**
 * Sends the browser to single sign-on re-login, once per page: later calls (a burst of parallel
 * 401s) are ignored because the first navigation is already under way.
 */
export function redirectToSso(config: Pick<ShellConfig, 'ssoUrl'>, location: RedirectLocation = globalThis.location): void {
  if (redirected.has(location)) return;
  redirected.add(location);
  location.assign(reLoginUrl(config.ssoUrl, location.href));
}
