import { bootSource, createHttp, createRegistry, createSession, parseBootData, registerHost, resolveConfig } from '@greenroom/core';
import type { Notifier } from '@greenroom/sdk';
import { preloadPage } from '@greenroom/sdk/host';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ConsoleProviders } from '../ConsoleProviders';
import { hostPlugin } from '../hostPlugin';
import { findLandingRoute } from '../plugins/landingPage';
import { appRoutes, ROUTER_BASENAME } from '../routes';
import { createHostServices } from '../services/createShellServices';
import { BREAKPOINTS, type Breakpoint } from '../shell/breakpoints';
import { FirstFrameContext, FRAME_COOKIE, type FrameLayout, MENU_COOKIE, PURCHASE_COOKIE } from '../shell/firstFrame';

/** What the server knows when it renders the first frame of a console page. */
export interface FirstFrameInput {
  /** The page's absolute address (`https://host/admin/basic?x=1`). */
  url: string;
  /** The boot data the server puts into the page (`#gr-boot`), as its JSON text. */
  bootJson: string;
  /** The page request's `Cookie` header: the layout the browser last reported. */
  cookie: string | undefined;
}

/** Reads the layout cookies ({@link FRAME_COOKIE}, {@link MENU_COOKIE}, {@link PURCHASE_COOKIE}); null when the size is missing or unknown. */
export function layoutOf(cookieHeader: string | undefined): FrameLayout | null {
  const cookies = new Map<string, string>();
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const breakpoint = cookies.get(FRAME_COOKIE);
  if (!breakpoint || !Object.hasOwn(BREAKPOINTS, breakpoint)) return null;
  const collapsed = cookies.get(MENU_COOKIE);
  return {
    breakpoint: breakpoint as Breakpoint,
    menuCollapsed: collapsed === '1' ? true : collapsed === '0' ? false : null,
    // Unknown before the plugins were ever in (the first page after signing in): most consoles have it.
    purchases: cookies.get(PURCHASE_COOKIE) !== '0',
  };
}

/** The `issuedAt` of boot data's JSON, or undefined when unreadable. */
function issuedAtOf(bootJson: string): number | undefined {
  try {
    const issuedAt = (JSON.parse(bootJson) as { issuedAt?: unknown }).issuedAt;
    return typeof issuedAt === 'number' ? issuedAt : undefined;
  } catch {
    return undefined;
  }
}

declare const __GREENROOM_ENV__: string | undefined;

const silent: Notifier = { success: () => {}, error: () => {}, info: () => {}, warning: () => {} };

/**
 * Renders the console's first frame on the server (issue 14): the shell and, for the console home,
 * its page, from the signed-in user's boot data, with the same components the browser renders. The
 * browser shows it while its scripts load and replaces it with its own render (React clears the
 * container), so it needs no hydration. The side menu and the plugins' parts are left out (see
 * {@link FirstFrameContext}); a plugin's page shows the shell around an empty content area.
 * Returns null where it cannot be faithful: no boot data, no layout cookie, or a redirecting address.
 */
export async function renderFirstFrame({ url, bootJson, cookie }: FirstFrameInput): Promise<string | null> {
  const layout = layoutOf(cookie);
  // The server wrote it for this very page: its age is checked against its own time, not this clock.
  const data = parseBootData(bootJson, issuedAtOf(bootJson));
  if (!layout || !data) return null;
  const origin = new URL(url).origin;
  const config = resolveConfig(typeof __GREENROOM_ENV__ === 'string' ? __GREENROOM_ENV__ : undefined, origin);
  // No call leaves the server: the frame shows what the boot data holds, and effects never run here.
  const http = createHttp({
    notify: silent,
    redirectToSso: () => {},
    adapter: () => Promise.reject(new Error('no calls while rendering the first frame')),
  });
  const boot = bootSource(data);
  const session = createSession(http, { boot });
  await session.load();
  const host = createHostServices({
    session,
    boot,
    services: { session, http, notify: silent, config, openExternal: () => {} },
  });
  const registry = createRegistry();
  registerHost(registry, hostPlugin, config);
  const landing = findLandingRoute(registry.routes, new URL(url).pathname, ROUTER_BASENAME);
  if (landing) await preloadPage(landing.route.page);

  const handler = createStaticHandler(appRoutes(registry, { firstFrame: true }), { basename: ROUTER_BASENAME });
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null; // a redirect (`/admin/` to the home): the browser follows it
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <FirstFrameContext.Provider value={layout}>
      <ConsoleProviders host={host} registry={registry}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ConsoleProviders>
    </FirstFrameContext.Provider>,
  );
}
