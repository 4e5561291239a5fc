import './styles.css';
import { createRegistry, loadPlugins, registerHost, stripTicket } from '@greenroom/core';
import { type FrameData, FrameDataProvider, frameDataOnce, preloadKitParts } from '@greenroom/sdk/host';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { PAGE_MODULES_ID } from '../pageContract.mjs';
import { ConsoleProviders } from './ConsoleProviders';
import { hostPlugin } from './hostPlugin';
import { HOME_ROUTE, preloadLandingPage } from './plugins/landingPage';
import { readPluginManifest } from './plugins/manifest';
import { appRoutes, ROUTER_BASENAME } from './routes';
import { createShellServices, startLive } from './services/createShellServices';
import { FirstFrameContext, type FrameLayout, rememberTimeZone, writtenInZone } from './shell/firstFrame';
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
  mark('boot');
  // The time zone the server writes the next page's times in (issue 25): the person may have travelled.
  whenIdle(rememberTimeZone);
  const host = createShellServices();
  // Issue 29: the chosen theme (the server painted the first frame in it), following the device while it is `system`.
  host.preferences.follow();
  const { services } = host;
  const registry = createRegistry();
  registerHost(registry, hostPlugin, services.config);
  const sessionLoaded = host.session.load();
  await loadPlugins(registry, readPluginManifest(), {
    config: services.config,
    importModule: (url) => import(/* webpackIgnore: true */ url),
    loadCss: linkStylesheet,
  });
  mark('plugins');
  const landing = preloadLandingPage(registry, window.location.pathname, ROUTER_BASENAME);
  preloadClickedPages(registry);
  const router = createBrowserRouter(appRoutes(registry), { basename: ROUTER_BASENAME });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  const rendered = readRendered(document.getElementById('gr-frame-data'));
  // The server rendered with every enabled plugin active: a plugin refused or failed here (its entry's
  // bytes differ, its module did not load) makes a first render that cannot match, so the page is
  // rendered anew rather than hydrated.
  const asServer = registry.plugins.every((record) => record.state === 'active' || record.state === 'disabled');
  // Its times must be written in this browser's zone too: a person whose zone changed since the server
  // was told gets the page rendered anew in theirs (and the server is told again, once idle).
  let hydrate = rendered !== null && root.hasAttribute('data-gr-server') && asServer && writtenInZone(rendered.layout);
  if (hydrate) {
    // Issue 25: the first render must be the server's — its landing page loaded, its layout — then the
    // console's own. So are the kit's lazy parts the server's HTML shows (the empty state's picture).
    // A module that did not arrive (the network lost while the page started) cannot render the
    // server's page either: the page is rendered anew, its part saying what failed with 重试.
    const [landed, , kitIn] = await Promise.all([landing.loaded, sessionLoaded, preloadKitParts(root)]);
    hydrate = landed && kitIn;
  }
  // The lists' first pages the server rendered with: the first render shows the same rows, no call.
  // Hydrating, a part may be rendered more than once before it is adopted: its answers stay until
  // the page is live; a replaced frame's are handed out once.
  const untilLive = rendered && hydrate ? frameDataUntilLive(rendered.answers) : null;
  const frameData = rendered ? (untilLive ?? frameDataOnce(rendered.answers)) : null;
  const app = (
    <FrameDataProvider value={frameData}>
      <ConsoleProviders host={host} registry={registry}>
        <RouterProvider router={router} />
      </ConsoleProviders>
    </FrameDataProvider>
  );
  if (rendered && hydrate) {
    // Issue 25: the server rendered this very page: it is adopted (hydrated), not rebuilt.
    mark('page');
    adoptServerStyles(root);
    const boundaries = serverBoundaries(root);
    // The start-up work that changes stores waits until the page is live (an urgent update reaching a
    // part still hydrating would make React render that part again in the browser).
    const live = () => {
      untilLive?.release();
      preloadIntendedPages(registry);
      whenIdle(() => {
        void host.messages.start();
        // The live channel (issue 26) opens once the page is live: the first screen never waits for it.
        startLive(host);
      });
    };
    mark('hydrate');
    const hydrating = hydrateRoot(
      root,
      <ServerLayout layout={rendered.layout} adopted={() => whenAdopted(boundaries, hydrating as Schedulable)} onLive={live}>
        {app}
      </ServerLayout>,
      {
        onRecoverableError: (error, info) =>
          console.error(
            `[hydrate] Hydration failed: ${error instanceof Error ? error.message : String(error)}`,
            (info as { componentStack?: string })?.componentStack ?? '',
          ),
      },
    );
    // Issue 25 (usable sooner): the clicks and key presses kept on the server's page go to React as
    // soon as its listeners are in, not once every part is adopted. React hydrates the part an event
    // lands in first, at once (selective hydration); every part's module is loaded before hydration
    // (the landing page, its widgets, the kit's lazy parts), so a part an update reaches is hydrated
    // before the update rather than rendered anew (error #421), and the router's updates are
    // transitions. Later events reach React directly.
    replayEarlyEvents();
  } else {
    // A frame the browser replaces (it could not run every plugin: docs/first-screen.md) stays until
    // this render can replace it whole: the landing page is loaded first, so the frame never gives
    // way to a loading state and back.
    if (rendered) await Promise.race([landing.loaded, delay(FRAME_WAIT_MAX_MS)]);
    // A server's page that cannot be hydrated is replaced whole (React's createRoot leaves no foreign child).
    if (root.hasAttribute('data-gr-server')) {
      root.removeAttribute('data-gr-server');
      root.replaceChildren();
    }
    createRoot(root).render(app);
    replayEarlyEvents();
    // SPEC §4 "Message popover": the unread count and the first page load on start, not on opening;
    // but after the first screen, whose requests (page chunks, session) should not queue behind them.
    whenIdle(() => void host.messages.start());
    preloadIntendedPages(registry);
    // The live channel (issue 26) opens once the page is live: the first screen never waits for it.
    whenIdle(() => startLive(host));
  }
}

/**
 * A start-up phase as a User Timing mark (`gr:boot`, `gr:plugins`, `gr:page`, `gr:hydrate`,
 * `gr:live`): `npm run bench:web` and `tests/bench/web-profile.mjs` report them (issue 25, where the
 * time goes).
 */
function mark(name: string) {
  performance.mark(`gr:${name}`);
}

/** Runs `task` once the browser is idle, or after at most {@link IDLE_TIMEOUT_MS}. */
function whenIdle(task: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, IDLE_FALLBACK_MS);
}

/** What the server rendered the page with (`#gr-frame-data`), or null when absent or unreadable. */
function readRendered(element: HTMLElement | null): { layout: FrameLayout; answers: Record<string, unknown> } | null {
  try {
    const value = (element?.textContent ? JSON.parse(element.textContent) : null) as { layout?: FrameLayout; answers?: Record<string, unknown> } | null;
    return value?.layout ? { layout: value.layout, answers: value.answers ?? {} } : null;
  } catch {
    return null;
  }
}

/**
 * The server's layout for the hydrating render (the one the HTML was rendered for, issue 14's
 * cookies), then none: the console's own (the viewport's breakpoint, the stored menu choice), once
 * the page is live and the browser idle.
 */
function ServerLayout({ layout, adopted, onLive, children }: { layout: FrameLayout; adopted: () => Promise<void>; onLive: () => void; children: ReactNode }) {
  const [value, setValue] = useState<FrameLayout | null>(layout);
  useEffect(() => {
    // The shell is adopted; the parts behind Suspense boundaries (the page) are hydrated after it, the
    // one a click lands in first. Once all are, the page is live: the start-up work that changes
    // stores runs then (`onLive`).
    void adopted().then(() => {
      mark('live');
      // Live: the mark of the server's page goes.
      document.getElementById('root')?.removeAttribute('data-gr-server');
      // The console's own layout once the browser is idle (issue 25): a transition now was rendered
      // together with the replayed click's navigation (one batch of transitions), which showed its
      // effect only after the whole shell had been rendered again.
      whenIdle(() => startTransition(() => setValue(null)));
      onLive();
    });
  }, [adopted, onLive]);
  return <FirstFrameContext.Provider value={value}>{children}</FirstFrameContext.Provider>;
}

/**
 * The first element of each Suspense boundary of the server's HTML (React writes a boundary between
 * the comments `$` and `/$`), read before hydration.
 */
function serverBoundaries(root: HTMLElement): Element[] {
  const found: Element[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node as Comment).data !== '$') continue;
    let next = node.nextSibling;
    while (next && next.nodeType !== Node.ELEMENT_NODE && !(next.nodeType === Node.COMMENT_NODE && (next as Comment).data === '/$')) next = next.nextSibling;
    if (next?.nodeType === Node.ELEMENT_NODE) found.push(next as Element);
  }
  return found;
}

/** React 18's hydrating root, which can be asked to hydrate the part holding a node first. */
interface Schedulable {
  unstable_scheduleHydration?: (target: Node) => void;
}

/**
 * Resolves once React has adopted each of `boundaries` (a hydrated element carries React's own
 * fiber key; one React rendered anew is no longer in the page), asked to hydrate them now rather
 * than when idle; at the latest after {@link ADOPT_MAX_MS}.
 */
function whenAdopted(boundaries: Element[], root: Schedulable): Promise<void> {
  for (const element of boundaries) root.unstable_scheduleHydration?.(element);
  const adopted = (element: Element) => !element.isConnected || Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  const deadline = performance.now() + ADOPT_MAX_MS;
  return new Promise((resolve) => {
    const check = () => {
      if (boundaries.every(adopted) || performance.now() > deadline) resolve();
      else setTimeout(check, ADOPT_POLL_MS);
    };
    check();
  });
}

/** Longest wait for the server's parts to be hydrated before the page counts as live anyway. */
const ADOPT_MAX_MS = 10_000;
/** How often hydration is looked at. */
const ADOPT_POLL_MS = 25;

/**
 * The server's answers for the first render, kept until the page is live (see boot): a click made
 * before can move the router while parts the server rendered still wait to be hydrated, and each of
 * them must render as the server did — a widget of the home being left, as the page it leads to
 * mounts. A page mounted by such a move asks for its own answers (its keys are not the server page's).
 */
function frameDataUntilLive(answers: Record<string, unknown>): FrameData & { release(): void } {
  let kept: Record<string, unknown> | null = answers;
  return {
    take: (key) => kept?.[key],
    has: (key) => kept?.[key] !== undefined,
    release: () => {
      kept = null;
    },
  };
}

/**
 * The server's style attributes, which the page carries as rules of one style element (the page's
 * nonce allows it; the policy allows no style attribute: docs/first-screen.md), made the elements' own inline styles
 * (through the CSSOM, which the policy allows) before hydration: React then owns them as it owns
 * the styles it sets, and the element and its rules go.
 */
function adoptServerStyles(root: HTMLElement) {
  const element = document.querySelector<HTMLStyleElement>('style[data-gr-frame-style]');
  const rules = element?.sheet ? [...element.sheet.cssRules] : [];
  for (const rule of rules) {
    if (!(rule instanceof CSSStyleRule)) continue;
    const name = /data-gr-style~="([^"]+)"/.exec(rule.selectorText)?.[1];
    if (!name) continue;
    for (const styled of root.querySelectorAll<HTMLElement>(`[data-gr-style~="${name}"]`)) {
      for (const property of rule.style) styled.style.setProperty(property, rule.style.getPropertyValue(property));
      styled.removeAttribute('data-gr-style');
    }
  }
  element?.remove();
}

/** An event kept by the page's early-event script (esbuild.config.mjs) before the console was live. */
interface EarlyEvent {
  type: 'click' | 'submit' | 'input' | 'keydown';
  target: Element;
  x: number;
  y: number;
  key?: string;
}

/** The page's early-event script's keeper (esbuild.config.mjs `earlyEventsScript`). */
interface EarlyEvents {
  take(): EarlyEvent[];
  watch?(watcher: (event: EarlyEvent) => void): void;
}

const earlyEvents = () => (globalThis as { __grEarly?: EarlyEvents }).__grEarly;

/**
 * Issue 25: a click kept before the page is live on a link into the console (a menu entry, a quick
 * entry, a row's own screen) is replayed once the page is live; the page it leads to starts loading
 * now, with its parts ({@link preloadLandingPage}), so that the replayed click shows it at once
 * instead of waiting for its module then.
 */
function preloadClickedPages(registry: Parameters<typeof preloadLandingPage>[0]) {
  earlyEvents()?.watch?.((event) => {
    const link = event.type === 'click' ? consoleLinkOf(event.target) : null;
    if (link) preloadPageOf(registry, link.pathname);
  });
}

/** A page's module and the parts it renders at once and, for every page but the home, the kit ({@link preloadKit}). */
function preloadPageOf(registry: Parameters<typeof preloadLandingPage>[0], pathname: string) {
  const { name } = preloadLandingPage(registry, pathname, ROUTER_BASENAME);
  if (name !== null && name !== HOME_ROUTE) preloadKit();
}

/** The page's CSS loader (esbuild.config.mjs `cssLoaderScript`): links a shared module's stylesheet, by the module's URL. */
const cssLoader = () => (globalThis as { __grCss?: (url: string) => Promise<void> | undefined }).__grCss;

let kitStarted = false;

/**
 * Issue 25 (a clicked page drawn sooner): every page but the home imports the kit
 * (`@greenroom/sdk/kit`), whose module and stylesheet the browser found only one after the other —
 * the page's chunk, then the kit's entry, then its chunk, and its stylesheet once that had run: a
 * clicked list drew its title ~0.55 s after the click on the bench's line (40 ms, 10 Mbit/s, CPU ×4).
 * They start with the page's own chunk now, side by side. Once per console: later pages find the
 * kit loaded.
 */
function preloadKit() {
  if (kitStarted) return;
  kitStarted = true;
  try {
    void cssLoader()?.(import.meta.resolve(KIT_SPECIFIER));
  } catch {
    // A browser without `import.meta.resolve`: the kit's entry links its stylesheet when it runs.
  }
  const failed = () => {
    // A failed load is left to the page's own import, which says so where the person sees it.
    kitStarted = false;
  };
  import(KIT_SPECIFIER).catch(failed);
  // The files the kit's entry imports (and React's facade) at the same time, not a round trip after
  // the entry has arrived (esbuild.config.mjs `pageModulesOf`).
  for (const url of pageModules()) import(/* the build's own file */ url).catch(failed);
}

/** The page's list of the files every page but the home imports (esbuild.config.mjs `pageModulesOf`); none if it is missing. */
function pageModules(): string[] {
  try {
    const list: unknown = JSON.parse(document.getElementById(PAGE_MODULES_ID)?.textContent ?? '[]');
    return Array.isArray(list) ? list.filter((url): url is string => typeof url === 'string' && new URL(url, location.href).origin === location.origin) : [];
  } catch {
    return [];
  }
}

/** The kit's shared module (the import map's specifier). */
const KIT_SPECIFIER = '@greenroom/sdk/kit';

/** The link of this page's origin, opened in this tab, that `target` is in; null for anything else. */
function consoleLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const link = (target as Element | null)?.closest?.('a[href]');
  return link instanceof HTMLAnchorElement && link.target !== '_blank' && link.origin === location.origin ? link : null;
}

/**
 * Issue 25: a link into the console that the pointer rests on or the keyboard focuses starts loading
 * the page it leads to (its module and the kit it imports), so that the click usually finds it loaded
 * instead of waiting a second for it on a slow line. Only what the person points at is loaded.
 */
function preloadIntendedPages(registry: Parameters<typeof preloadLandingPage>[0]) {
  const seen = new Set<string>();
  const intend = (event: Event) => {
    const link = consoleLinkOf(event.target);
    if (!link || seen.has(link.pathname)) return;
    seen.add(link.pathname);
    preloadPageOf(registry, link.pathname);
  };
  document.addEventListener('pointerover', intend, { passive: true });
  document.addEventListener('focusin', intend);
}

/**
 * Issue 25 (no click lost): the clicks, submissions, typing and Enter/Escape presses made on the
 * server's page before React's listeners were in, replayed to React in their order — a click where
 * it was made (on its element, or at its place if that element is gone), a field's typed value
 * announced to React once (set as React rendered it, then as typed, so React sees the change).
 */
function replayEarlyEvents() {
  const early = earlyEvents();
  if (!early) return;
  const announced = new Set<Element>();
  for (const event of early.take()) {
    const target = event.target.isConnected ? event.target : event.type === 'click' ? document.elementFromPoint(event.x, event.y) : null;
    if (!target) continue;
    if (event.type === 'click') {
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, clientX: event.x, clientY: event.y, view: window }));
    } else if (event.type === 'submit' && target instanceof HTMLFormElement) {
      target.requestSubmit();
    } else if (event.type === 'keydown') {
      target.dispatchEvent(new KeyboardEvent('keydown', { key: event.key, bubbles: true, cancelable: true }));
    } else if (event.type === 'input' && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && !announced.has(target)) {
      announced.add(target);
      const typed = target.value;
      const setNative = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')?.set;
      target.value = target.defaultValue;
      setNative?.call(target, typed);
      target.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

/** Longest wait for the landing page behind a frame that is replaced; then the page shows its own loading state. */
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
