import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { DEFAULT_LOCALE, type Locale, setLocaleSource } from '@greenroom/contracts/i18n';
import {
  bootSource,
  createHttp,
  createRegistry,
  createSession,
  loadPlugins,
  type PluginManifestEntry,
  parseBootData,
  type RegistryState,
  registerHost,
  resolveConfig,
} from '@greenroom/core';
import type { Notifier, PageLoader, ShellConfig } from '@greenroom/sdk';
import { type FrameData, FrameDataProvider, kitModulesShown, preloadKitParts, preloadPage, setTimeZoneSource } from '@greenroom/sdk/host';
import axios, { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ConsoleProviders } from '../ConsoleProviders';
import { hostPlugin } from '../hostPlugin';
import { landingLoaders } from '../plugins/landingPage';
import { appRoutes, ROUTER_BASENAME } from '../routes';
import { createHostServices } from '../services/createShellServices';
import { BREAKPOINTS, type Breakpoint } from '../shell/breakpoints';
import { FirstFrameContext, FRAME_COOKIE, type FrameLayout, MENU_COOKIE, PURCHASE_COOKIE, TIME_ZONE_COOKIE } from '../shell/firstFrame';
import { paintChart } from './chartPainter';
import type { FirstFrameInput, RedirectedFrame, RenderedFrame } from './contract';

export type { FirstFrameInput, RedirectedFrame, RenderedFrame } from './contract';

/** The cookies of a `Cookie` header, by name. */
function cookiesOf(cookieHeader: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
}

/**
 * The browser's time zone from its cookie ({@link TIME_ZONE_COOKIE}): as it spelt it (`told`, which
 * the page names back for the browser to compare with its own: main.tsx `writtenInZone`) and as Intl
 * spells it here (`zone`, one per zone whatever the spelling, which the renderer keeps a formatter
 * for); undefined when this process does not know it (the server's own zone is used).
 */
export function timeZoneOf(cookieHeader: string | undefined): { told: string; zone: string } | undefined {
  const value = cookiesOf(cookieHeader).get(TIME_ZONE_COOKIE);
  if (!value || value.length > 100) return undefined;
  try {
    // A malformed escape throws (URIError), an unknown zone too (RangeError).
    const told = decodeURIComponent(value);
    return { told, zone: new Intl.DateTimeFormat('en-US', { timeZone: told }).resolvedOptions().timeZone };
  } catch {
    return undefined;
  }
}

/** Reads the layout cookies ({@link FRAME_COOKIE}, {@link MENU_COOKIE}, {@link PURCHASE_COOKIE}); null when the size is missing or unknown. */
export function layoutOf(cookieHeader: string | undefined): FrameLayout | null {
  const cookies = cookiesOf(cookieHeader);
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

/** Longest server render of a page (its lists' first calls included); past it the page is sent without it. */
const RENDER_MAX_MS = 3000;

/**
 * The server's side of {@link FrameData} (issue 25): a list asking for its first page (`want`)
 * suspends its render until the answer is in (the streaming renderer then renders that part again,
 * not the page), and finds it (`take`); a failed call is asked for once and the list renders loading.
 * `answers`: what the lists were rendered with, for the browser's first render. Without `canLoad`
 * (no in-process API) nothing is asked for. A data screen's parts ask the same way (the sdk's
 * `useChartData`), and its charts are drawn as SVG ({@link paintChart}, issue 25).
 */
function serverFrameData(canLoad: boolean): { frameData: FrameData; answers: Record<string, unknown> } {
  const answers: Record<string, unknown> = {};
  const asked = new Map<string, Promise<void>>();
  const settled = new Set<string>();
  const frameData: FrameData = {
    take: (key) => answers[key],
    want: (key, load) => {
      if (!canLoad || settled.has(key)) return;
      let pending = asked.get(key);
      if (!pending) {
        pending = load()
          .then(
            (answer) => {
              if (answer !== undefined) answers[key] = answer;
            },
            () => {},
          )
          .finally(() => settled.add(key));
        asked.set(key, pending);
      }
      throw pending;
    },
    paintChart,
  };
  return { frameData, answers };
}

/**
 * Renders `element` to HTML once (React's streaming renderer, waited for whole: every suspended
 * part — a list's first page, a page's module — rendered when it is in, no fallback sent), or
 * null when it fails or takes longer than {@link RENDER_MAX_MS}.
 */
function renderOnce(element: ReactNode): Promise<string | null> {
  return new Promise((resolve) => {
    // Bytes, decoded once at the end: a character may be split between two chunks.
    const chunks: Buffer[] = [];
    let failed = false;
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        clearTimeout(timer);
        // React 18's streaming renderer may leave a NUL byte where its write buffer filled up in the
        // middle of a text (seen here: 打开产品\0与服务); no NUL belongs in the page's HTML.
        resolve(failed ? null : Buffer.concat(chunks).toString('utf8').replaceAll('\0', ''));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: () => {
        clearTimeout(timer);
        resolve(null);
      },
      onError: () => {
        failed = true;
      },
    });
    const timer = setTimeout(() => {
      failed = true;
      stream.abort();
    }, RENDER_MAX_MS);
  });
}

/**
 * The language of the page being rendered (issue 29): one process renders pages in both languages, so
 * every catalogue read during a render (the render itself, its suspended parts, the plugins' setups
 * building the console) finds the page's language here, not in a process-wide setting.
 */
const pageLocale = new AsyncLocalStorage<Locale>();
setLocaleSource(() => pageLocale.getStore());

/**
 * The time zone of the page being rendered (issue 25): the browser's, from its cookie, so that the
 * page's times and days are the ones the browser writes when it adopts the page (a server in UTC, an
 * organiser in China). The kit's formatters put every moment in it ({@link setTimeZoneSource}).
 */
const pageZone = new AsyncLocalStorage<string | undefined>();
dayjs.extend(utc);
setTimeZoneSource(() => {
  const zone = pageZone.getStore();
  return zone ? (moment) => moment.utcOffset(zoneOffsetMinutes(zone, moment.valueOf())) : undefined;
});

/** This process's own time zone, in which a page is written when its browser told none. */
const SERVER_ZONE = new Intl.DateTimeFormat().resolvedOptions().timeZone;

/** One formatter per time zone: what a zone's clocks read at an instant. */
const zoneClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * How far `zone`'s clocks are ahead of UTC at `instant`, in minutes (daylight saving included). Read
 * from the zone's clock through a formatter kept per zone: ~9 µs a moment, where dayjs's `timezone`
 * plugin took ~90 (it builds a formatter for each).
 */
export function zoneOffsetMinutes(zone: string, instant: number): number {
  let clock = zoneClocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneClocks.set(zone, clock);
  }
  const read: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of clock.formatToParts(instant)) read[type] = Number(value);
  const asUtc = Date.UTC(read.year ?? 1970, (read.month ?? 1) - 1, read.day ?? 1, read.hour ?? 0, read.minute ?? 0, read.second ?? 0);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * Renders the console's first frame on the server (issue 14), in the page's language (issue 29,
 * {@link pageLocale}): see {@link renderInLocale}.
 */
export function renderFirstFrame(input: FirstFrameInput): Promise<RenderedFrame | RedirectedFrame | null> {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const zone = timeZoneOf(input.cookie);
  // The page names the zone it is written in: the browser's as it told it, else this process's own.
  return pageLocale.run(locale, () => pageZone.run(zone?.zone, () => renderInLocale(input, locale, zone?.told ?? SERVER_ZONE)));
}

/**
 * Renders the console's first frame on the server (issue 14): the shell and the landing page from
 * the signed-in user's boot data, with the same components the browser renders, the plugins' own
 * built plugins included (builtInPlugins.ts), and each list's first page, in one render whose lists
 * wait for their answers ({@link serverFrameData}). With every enabled plugin (`layout.complete`) it
 * is the browser's first render, which hydrates it (issue 25); without, the side menu and the
 * plugins' parts are left out (see {@link FirstFrameContext}), a plugin's page shows the shell around
 * an empty content area, and the browser replaces it. Returns null where it cannot be faithful: no
 * boot data, no layout cookie, a redirecting address, or a render that failed or took too long.
 */
async function renderInLocale(
  { url, bootJson, cookie, plugins, get, routed }: FirstFrameInput,
  locale: Locale,
  timeZone: string,
): Promise<RenderedFrame | RedirectedFrame | null> {
  const cookieLayout = layoutOf(cookie);
  // The server wrote it for this very page: its age is checked against its own time, not this clock.
  const data = parseBootData(bootJson, issuedAtOf(bootJson));
  if (!cookieLayout || !data) return null;
  const origin = new URL(url).origin;
  const config = resolveConfig(typeof __GREENROOM_ENV__ === 'string' ? __GREENROOM_ENV__ : undefined, origin);
  // The only calls are GETs answered in-process as the page's user (the first frame's lists).
  const http = createHttp({
    notify: silent,
    redirectToSso: () => {},
    adapter: (request) => inProcess(request, get),
  });
  const boot = bootSource(data);
  const session = createSession(http, { boot });
  await session.load();
  const host = createHostServices({
    session,
    boot,
    services: { session, http, notify: silent, config, openExternal: () => {} },
  });
  const { registry, complete, handler } = await consoleOf(plugins, config, locale);
  const layout: FrameLayout = { ...cookieLayout, complete, timeZone };
  const pathname = new URL(url).pathname;
  const landing = landingLoaders(registry, pathname, ROUTER_BASENAME);
  // The page (and the home's widgets) and the kit's lazy parts are loaded: rendered at once, as the
  // browser's first render does (main.tsx preloadLandingPage).
  await Promise.all([...landing.loaders.map((load) => preloadPage(load).catch(() => {})), preloadKitParts()]);

  const context = await handler.query(new Request(url));
  // A container's address: its loader's redirect to the first child, which the server sends as one.
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    return location ? { redirect: location } : null;
  }
  // A page: the server may send its head now, while the rest renders.
  await routed?.();
  const router = createStaticRouter(handler.dataRoutes, context);
  const { frameData, answers } = serverFrameData(get !== undefined);
  const html = await renderOnce(
    <FirstFrameContext.Provider value={layout}>
      <FrameDataProvider value={frameData}>
        <ConsoleProviders host={host} registry={registry}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ConsoleProviders>
      </FrameDataProvider>
    </FirstFrameContext.Provider>,
  );
  if (html === null) return null;
  return { html, data: answers, layout, pageSources: await pluginSourcesOf(landing.loaders), sharedModules: kitModulesShown(html) };
}

/** What {@link consoleOf} answers: the registry, whether every enabled plugin is in it, and the router's handler of its routes. */
interface BuiltConsole {
  registry: RegistryState;
  complete: boolean;
  handler: ReturnType<typeof createStaticHandler>;
}

/** The last {@link consoleOf} of each language, by its listing and configuration. */
const builtConsoles = new Map<Locale, { key: string; value: Promise<BuiltConsole> }>();

/**
 * The console every page of a deployment is rendered with: the registry of the host and the enabled
 * plugins ({@link loadBuiltPlugins}; the host's alone when one of them cannot run here) and the
 * router's handler of its routes. They depend neither on the person nor on the page, only on the
 * listing, the configuration and the language (the setups' menu and route labels are read in it,
 * issue 29): built once per language, not for every page (issue 25, the server's cost of a
 * page), and built anew when the listing changes (a plugin enabled, a manifest rewritten). Nothing
 * rendering a page writes to the registry (a part's failure is recorded by its error boundary, which
 * the server's render does not run).
 */
function consoleOf(plugins: FirstFrameInput['plugins'], config: ShellConfig, locale: Locale): Promise<BuiltConsole> {
  const key = JSON.stringify([plugins?.listingJson ?? null, plugins?.dir ?? null, config]);
  const built = builtConsoles.get(locale);
  if (built?.key === key) return built.value;
  const value = (async () => {
    const withPlugins = plugins ? await loadBuiltPlugins(plugins, config) : null;
    const registry = withPlugins ?? createRegistry();
    if (!withPlugins) registerHost(registry, hostPlugin, config);
    const complete = withPlugins !== null;
    const handler = createStaticHandler(appRoutes(registry, { firstFrame: true, complete }), { basename: ROUTER_BASENAME });
    return { registry, complete, handler };
  })();
  builtConsoles.set(locale, { key, value });
  // A failure is not kept: the next page tries again.
  value.catch(() => {
    if (builtConsoles.get(locale)?.value === value) builtConsoles.delete(locale);
  });
  return value;
}

/**
 * A registry of the host and the enabled plugins, each run from the console's own build of it
 * (builtInPlugins.ts) as the browser's loader runs its entry; null when one of them is not built with
 * the console or does not load here (the frame then knows the host alone).
 */
async function loadBuiltPlugins(plugins: NonNullable<FirstFrameInput['plugins']>, config: ShellConfig): Promise<RegistryState | null> {
  let manifest: PluginManifestEntry[];
  try {
    manifest = (JSON.parse(plugins.listingJson) as { plugins?: PluginManifestEntry[] }).plugins ?? [];
  } catch {
    return null;
  }
  const { builtInPlugins } = await import('./builtInPlugins');
  const enabled = manifest.filter((entry) => entry.enabled);
  if (enabled.some((entry) => plugins.fileOf(entry.entry) === null || !Object.hasOwn(builtInPlugins, entry.id))) return null;
  const idOf = new Map(enabled.map((entry) => [entry.entry, entry.id]));
  const registry = createRegistry();
  registerHost(registry, hostPlugin, config);
  await loadPlugins(registry, manifest, {
    config,
    importModule: async (entryUrl) => {
      const id = idOf.get(entryUrl);
      if (id === undefined || !Object.hasOwn(builtInPlugins, id)) throw new Error(`not built with the console: ${entryUrl}`);
      return builtInPlugins[id]();
    },
    // The page's stylesheets are the server's business; the integrity is the browser's.
    loadCss: async () => {},
    checkIntegrity: async () => true,
    log: () => {},
  });
  return registry.plugins.every((record) => record.state === 'active' || record.state === 'disabled') ? registry : null;
}

/**
 * The sources the plugin modules among `loaders` were built from (`__grSource`, written by the
 * renderer's build for the plugins' files; the host's own pages have none).
 */
async function pluginSourcesOf(loaders: readonly PageLoader[]): Promise<string[]> {
  const sources = await Promise.all(
    loaders.map(async (load) => {
      try {
        const source = ((await load()) as { __grSource?: unknown }).__grSource;
        return typeof source === 'string' ? source : null;
      } catch {
        return null;
      }
    }),
  );
  return sources.filter((source): source is string => source !== null);
}

/** An axios adapter answering GETs in-process (`get`); anything else, or no `get`, fails as a network error would. */
async function inProcess(request: InternalAxiosRequestConfig, get: FirstFrameInput['get']): Promise<AxiosResponse> {
  if (!get || (request.method ?? 'get').toLowerCase() !== 'get') throw new Error('no such call while rendering the first frame');
  const answer = await get(axios.getUri(request));
  return { data: answer.body, status: answer.status, statusText: '', headers: { 'content-type': 'application/json' }, config: request };
}
