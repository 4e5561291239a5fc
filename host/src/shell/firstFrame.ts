import { createContext, useContext } from 'react';
import type { Breakpoint } from './breakpoints';

/** The browser's layout as the server learns it from its cookies (see {@link FRAME_COOKIE}). */
export interface FrameLayout {
  /** The viewport's named size (SPEC §9). */
  breakpoint: Breakpoint;
  /** The user's choice of a collapsed menu, or null when they never toggled it. */
  menuCollapsed: boolean | null;
  /** Whether the header shows the purchase picker (the plugins contribute its entries). */
  purchases: boolean;
  /** Set by the renderer: every enabled plugin's contributions are in (the menu and the header can be drawn whole). */
  complete?: boolean;
  /**
   * Set by the renderer: the time zone (IANA name) the page's times and days were written in — the
   * browser's as its cookie told ({@link TIME_ZONE_COOKIE}), else the server's own.
   */
  timeZone?: string;
}

/**
 * The cookie in which the browser tells the server its viewport's named size, so that the server's
 * first frame is laid out as the page will be: `gr_layout=<breakpoint>`. Without it (a first visit)
 * the server paints no frame.
 */
export const FRAME_COOKIE = 'gr_layout';
/** The cookie mirroring the user's menu choice (`1` collapsed, `0` open), for the same reason. */
export const MENU_COOKIE = 'gr_menu';
/** The cookie telling whether the header had the purchase picker (`1`/`0`; absent: assumed), which the plugins fill. */
export const PURCHASE_COOKIE = 'gr_buy';
/**
 * The cookie telling the browser's time zone (an IANA name, `Asia/Shanghai`), in which the server
 * writes the page's times and days, as the browser writes them (issue 25); absent: the server's own.
 */
export const TIME_ZONE_COOKIE = 'gr_tz';

/**
 * The layout of the server's first frame (issue 14), or null in the browser: the page the server
 * paints from the boot data before the scripts run, replaced by the browser's own render
 * (docs/first-screen.md). When it could not run every enabled plugin (`complete` false: an
 * out-of-tree one is enabled), the side menu and the purchase picker do not show the host's entries
 * alone, to jump when the plugins' arrive: the menu stays empty, the picker follows its cookie.
 */
export const FirstFrameContext = createContext<FrameLayout | null>(null);

/** The first frame's layout while the server renders it, else null (see {@link FirstFrameContext}). */
export function useFirstFrame(): FrameLayout | null {
  return useContext(FirstFrameContext);
}

/** Tells the server (by cookie, for a year, on the console's paths) a part of the layout, for the next first frame. */
export function rememberLayout(name: typeof FRAME_COOKIE | typeof MENU_COOKIE | typeof PURCHASE_COOKIE | typeof TIME_ZONE_COOKIE, value: string): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox.
    document.cookie = `${name}=${value}; path=/admin; max-age=31536000; samesite=lax`;
  } catch {
    // Cookies may be disabled: the next page simply has no first frame.
  }
}

/** The browser's time zone (an IANA name), or null where Intl cannot say. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** Tells the server the browser's time zone ({@link TIME_ZONE_COOKIE}), for the next page it renders. */
export function rememberTimeZone(): void {
  const zone = browserTimeZone();
  if (zone) rememberLayout(TIME_ZONE_COOKIE, encodeURIComponent(zone));
}

/**
 * Whether the server wrote the page's times in the zone this browser writes them in (issue 25), so
 * that its first render matches the server's HTML. Not when the person's zone changed since the
 * cookie was written (they travelled, or the device's clock was set to another zone), nor when the
 * server had no cookie and its own zone is another: that page is rendered anew, in the person's zone,
 * rather than hydrated and given up by React at its first time; the next page is written in the new
 * zone (the cookie is written again once the page is idle). A page that names no zone (a server
 * before this field) is taken as written in the browser's.
 */
export function writtenInZone(layout: FrameLayout, zone: string | null = browserTimeZone()): boolean {
  return layout.timeZone === undefined || zone === null || layout.timeZone === zone;
}
