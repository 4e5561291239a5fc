import './styles.css';
import { createRegistry, loadPlugins, registerHost, stripTicket } from '@greenroom/core';
import { FrameDataProvider, frameDataOnce } from '@greenroom/sdk/host';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ConsoleProviders } from './ConsoleProviders';
import { hostPlugin } from './hostPlugin';
import { preloadLandingPage } from './plugins/landingPage';
import { readPluginManifest } from './plugins/manifest';
import { appRoutes, ROUTER_BASENAME } from './routes';
import { createShellServices, startLive } from './services/createShellServices';
import { rememberCurrentLayout } from './shell/rememberCurrentLayout';
import { texts } from './texts';

async function boot() {
  // SPEC §2: an address carrying `ticket` reloads without the query string (the server has
  // already opened the session from it).
  if (
    stripTicket(window.location, (url) => {
      rememberCurrentLayout();
      window.location.replace(url);
    })
  )
    return;
  const host = createShellServices();
  const { services } = host;
  const registry = createRegistry();
  registerHost(registry, hostPlugin, services.config);
  void host.session.load();
  await loadPlugins(registry, readPluginManifest(), {
    config: services.config,
    importModule: (url) => import(/* webpackIgnore: true */ url),
    loadCss: linkStylesheet,
  });
  const landing = preloadLandingPage(registry.routes, window.location.pathname, ROUTER_BASENAME);
  const router = createBrowserRouter(appRoutes(registry), { basename: ROUTER_BASENAME });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  // The server's first frame (issue 14) stays until this render can replace it whole: the landing
  // page is loaded first, so the frame never gives way to a loading state and back.
  const framed = root.querySelector(':scope > [data-gr-frame]') !== null;
  if (framed) await Promise.race([landing.loaded, delay(FRAME_WAIT_MAX_MS)]);
  // The frame's lists were drawn with these answers: the first render shows the same rows, no call.
  const frameData = framed ? frameDataOnce(parseJsonScript(document.getElementById('gr-frame-data'))) : null;
  createRoot(root).render(
    <FrameDataProvider value={frameData}>
      <ConsoleProviders host={host} registry={registry}>
        <RouterProvider router={router} />
      </ConsoleProviders>
    </FrameDataProvider>,
  );
  // SPEC §4 "Message popover": the unread count and the first page load on start, not on opening;
  // but after the first screen, whose requests (page chunks, session) should not queue behind them.
  whenIdle(() => void host.messages.start());
  // The live channel (issue 26) opens once the page is live: the first screen never waits for it.
  whenIdle(() => startLive(host));
}

/** Runs `task` once the browser is idle, or after at most {@link IDLE_TIMEOUT_MS}. */
function whenIdle(task: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, IDLE_FALLBACK_MS);
}

/** The JSON object of a data script element, or null when absent or unreadable. */
function parseJsonScript(element: HTMLElement | null): Record<string, unknown> | null {
  try {
    const value: unknown = element?.textContent ? JSON.parse(element.textContent) : null;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Longest wait for the landing page behind the server's first frame; then the page shows its own loading state. */
const FRAME_WAIT_MAX_MS = 4000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Longest wait for an idle moment before the deferred start-up work runs anyway. */
const IDLE_TIMEOUT_MS = 2000;
/** Delay of deferred start-up work where `requestIdleCallback` is missing (Safari). */
const IDLE_FALLBACK_MS = 300;

boot().catch((error) => {
  console.error('[boot]', error);
  const root = document.getElementById('root');
  if (root) root.textContent = texts.bootFailed;
});

/**
 * Links a plugin's own stylesheet (its manifest's `css`) once and waits for it, so its pages never
 * render unstyled. (The shared modules' loader `__grCss` maps a *script* to its CSS; a plugin's CSS
 * is named directly by its manifest.)
 */
function linkStylesheet(url: string): Promise<void> {
  const href = new URL(url, location.origin).href;
  if ([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.href === href)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // A stylesheet that fails to load must not keep the console from starting.
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}
