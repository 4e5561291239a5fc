import { currentBreakpoint } from './breakpoints';
import { FRAME_COOKIE, MENU_COOKIE, rememberLayout, rememberTimeZone } from './firstFrame';
import { readStored } from './useMenuCollapsed';

/**
 * Tells the server the layout (and the time zone) now, before the console has rendered (issue 14): on the page that
 * arrives with a sign-in ticket, which reloads at once without it, so that the console's very first
 * page after signing in already starts with the server's first frame. (The shell keeps the cookies
 * current afterwards; the purchase picker's is only known once the plugins are in.)
 */
export function rememberCurrentLayout(): void {
  rememberLayout(FRAME_COOKIE, currentBreakpoint());
  rememberTimeZone();
  const chosen = readStored();
  if (chosen !== null) rememberLayout(MENU_COOKIE, chosen ? '1' : '0');
}
