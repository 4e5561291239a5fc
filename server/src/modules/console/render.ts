/**
 * The signed-in page's data and server render (a part of the console wing,
 * server/src/modules/static.ts): the boot data answered in-process, the first frame rendered in a
 * render slot, and the stylesheets its page needs, found in the build's asset graph.
 */
import path from 'node:path';
import type { Locale } from '@greenroom/contracts';
import { BOOT_CALLS } from '@greenroom/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter } from 'prom-client';
import type { AppContext } from '../../context';
import {
  type FirstFrameInput,
  type FirstFrameRenderer,
  type FrameSlots,
  frameSlotsFromEnv,
  type RedirectedFrame,
  type RenderedFrame,
} from '../../lib/firstFrame';
import { metricsRegistry } from '../../lib/metrics';
import { sha256 } from '../../lib/security';
import { pageCallsOf, SESSION_COOKIE, type SessionRef, sessionOf } from '../../lib/session';
import { type AssetGraph, pageModuleOf, staticClosure } from './assetGraph';
import { bootAnswers } from './boot';
import { resolveInside } from './files';
import type { PluginListing } from './plugins';

const firstFrames = new Counter({
  name: 'greenroom_first_frames_total',
  help: 'Signed-in console pages by their first frame: rendered, redirected (a container address, answered with its first child), none (declined or failed), busy (no free render slot: sent without it)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

/** The page size of {@link BOOT_CALLS}' `messages`. */
const MESSAGES_PAGE_SIZE = BOOT_CALLS.messages.query.pageSize;

/** The first page of `size` rows of a list whose first page of more rows is `page`, as the list call answers it; null when `page` is not one. */
function firstRowsOf(page: unknown, size: number): unknown {
  const answer = page as { pageNum?: unknown; pageSize?: unknown; list?: unknown } | undefined;
  if (answer?.pageNum !== 1 || typeof answer.pageSize !== 'number' || answer.pageSize < size || !Array.isArray(answer.list)) return null;
  return { ...answer, pageSize: size, list: answer.list.slice(0, size) };
}

/**
 * What a server-rendered plugin page needs from the build. `stylesheets`: those needed before it is
 * painted (they are render-blocking links): the CSS of each shared module its module imports
 * statically (through its plugin's own chunks), as the page's CSS loader would link them, and its
 * plugin's own stylesheets; none that the first screen's merged stylesheet already holds. `modules`
 * (issue 25): its module and every module that one imports statically, its plugin's and the shared
 * ones, preloaded by the page: the browser hydrates the page only once it has them all, and would
 * otherwise ask for them one import at a time after the console's own script has run.
 */
export interface FrameAssets {
  stylesheets: string[];
  modules: string[];
}

/**
 * The page's boot data and plugin listing as JSON, made once for the page and given to the renderer
 * as they are (`scriptJson`'s escapes are JSON's own: the renderer reads the same values).
 */
export interface PageJson {
  boot: string;
  listing: string;
}

/** What the page renderer needs of the console's options. */
export interface PageRenderOptions {
  firstFrame?: FirstFrameRenderer;
  publicUrl?: string;
  firstFrameSlots?: FrameSlots;
}

/** The boot data and first frame of the console built in `root`, answered in-process by `app`. */
export function pageRenderer(app: FastifyInstance, ctx: AppContext, root: string, options: PageRenderOptions, assetGraph: () => Promise<AssetGraph>) {
  /** Each signed-in page request's session, resolved once by {@link bootData} for its render's calls. */
  const pageSessions = new WeakMap<FastifyRequest, SessionRef>();
  // One app per process: these are the process's render slots (lib/firstFrame.ts).
  const frameSlots = options.firstFrameSlots ?? frameSlotsFromEnv();

  /**
   * The signed-in user's boot data ({@link BOOT_CALLS}), or null without a session: the page's session
   * resolved once and the calls' answers read for it (console/boot.ts), the same as the calls answer.
   */
  async function bootData(request: FastifyRequest): Promise<Record<string, unknown> | null> {
    const session = await sessionOf(ctx, request);
    const data = await bootAnswers(ctx, session, app.checkAnswers);
    if (!session || !data) return null; // not signed in (or the account is gone)
    // The page's own calls are signed in with this session, not the cookie resolved again per call.
    pageSessions.set(request, session);
    // The home's latest messages are the first rows of the bell's first page (the same list, order and
    // filter): taken from it, not asked again (issue 25, the server's cost of a page).
    const messages = firstRowsOf(data.bellPage, MESSAGES_PAGE_SIZE);
    if (messages) data.messages = messages;
    return { issuedAt: ctx.now().getTime(), ...data };
  }

  /**
   * The page's first frame (lib/firstFrame.ts), or null: none configured, no layout cookie, no free
   * render slot (issue 21 §3: at most two at once, one per session; the page is sent without its frame
   * rather than wait), or the renderer failed, which is logged and costs the page nothing but the
   * early paint. `routed`: called when the address is known to be a page, before its render
   * ({@link FirstFrameInput.routed}).
   */
  async function firstFrameOf(
    request: FastifyRequest,
    json: PageJson,
    locale: Locale,
    routed?: () => Promise<void>,
  ): Promise<RenderedFrame | RedirectedFrame | null> {
    if (!options.firstFrame) return null;
    const session = request.cookies[SESSION_COOKIE];
    const release = frameSlots.take(session ? `s:${sha256(session)}` : `a:${request.ip}`);
    if (!release) {
      firstFrames.inc({ outcome: 'busy' });
      return null;
    }
    try {
      const frame = await renderFrame(request, options.firstFrame, json, locale, routed);
      firstFrames.inc({ outcome: frame ? ('redirect' in frame ? 'redirected' : 'rendered') : 'none' });
      return frame;
    } finally {
      release();
    }
  }

  async function renderFrame(
    request: FastifyRequest,
    render: FirstFrameRenderer,
    json: PageJson,
    locale: Locale,
    routed: (() => Promise<void>) | undefined,
  ): Promise<RenderedFrame | RedirectedFrame | null> {
    const base = options.publicUrl ?? `${request.protocol}://${request.host}`;
    const cookie = request.headers.cookie;
    const pluginsDir = path.join(root, 'plugins');
    // The page's calls as requests of the page's own class (lib/session.ts): the /api guard takes the
    // page's session from it. Without one (no boot data) they are signed in by the cookie as sent.
    const session = pageSessions.get(request);
    const calls = session ? { Request: pageCallsOf(session) } : {};
    try {
      return await render({
        url: new URL(request.url, base).href,
        bootJson: json.boot,
        // The page's language (issue 29 §3), as its <html lang> says.
        locale,
        routed,
        cookie,
        // Only the plugins built with the console run here: an out-of-tree one's code stays in the browser.
        plugins: {
          listingJson: json.listing,
          dir: pluginsDir,
          fileOf: (url) => {
            if (!url.startsWith('/admin/plugins/')) return null;
            const file = resolveInside(root, url.slice('/admin/'.length));
            return file?.startsWith(pluginsDir + path.sep) ? file : null;
          },
        },
        // The first frame's lists ask the API as the page's user, like the boot data does: GETs of /api
        // only, in the page's language (issue 29: the labels answers carry, and their messages).
        get: async (url) => {
          if (!url.startsWith('/api/')) return { status: 404, body: null };
          const response = await app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), 'accept-language': locale }, ...calls });
          let body: unknown = null;
          try {
            body = response.json();
          } catch {
            // not an envelope: the frame draws the list loading
          }
          return { status: response.statusCode, body };
        },
      });
    } catch (error) {
      request.log.warn({ err: error }, 'first frame not rendered');
      return null;
    }
  }

  /**
   * What the frame's plugin modules need from the build ({@link FrameAssets}): for each source the
   * renderer says a module it showed was built from (the page, the home's widgets), its file in the
   * asset graph, its plugin's and its shared modules' stylesheets, and every module it imports.
   */
  async function frameAssets(frame: RenderedFrame, listing: PluginListing): Promise<FrameAssets> {
    const graph = await assetGraph();
    const included = new Set(graph.firstScreenCss);
    const stylesheets = new Set<string>();
    const modules = new Set<string>();
    for (const source of frame.pageSources) {
      const start = pageModuleOf(graph, source);
      if (!start) continue;
      const plugin = listing.plugins.find((p) => p.enabled && start.startsWith(`${path.posix.dirname(p.entry)}/`));
      if (!plugin) continue;
      const own = staticClosure(graph, start, path.posix.dirname(plugin.entry));
      for (const href of [...(plugin.css ?? []), ...own.flatMap((url) => graph.cssOf[url] ?? [])]) if (!included.has(href)) stylesheets.add(href);
      // The shared modules it imports are followed too: the browser would find each only once the one
      // importing it is in (a waterfall of round trips before the page can hydrate).
      for (const url of staticClosure(graph, start, '/admin')) modules.add(url);
    }
    // The kit's lazily loaded parts the HTML shows (Semi's DatePicker): their stylesheets, or the
    // part would show unstyled until the browser loaded it, and their modules, which the browser
    // loads before it hydrates.
    for (const specifier of frame.sharedModules ?? []) {
      const url = graph.importMap[specifier];
      if (!url) continue;
      const css = graph.cssOf[url];
      if (css && !included.has(css)) stylesheets.add(css);
      for (const module of staticClosure(graph, url, '/admin')) modules.add(module);
    }
    return { stylesheets: [...stylesheets], modules: [...modules] };
  }

  return { bootData, firstFrameOf, frameAssets };
}
