/**
 * The console wing: static hosting of the built console at /admin/, its page and the plugin
 * manifest. Its parts (issue 25) live in ./console/: files.ts (paths kept inside their folder, cache
 * policy, sending), plugins.ts (the built-in and extra manifests, which are enabled), assetGraph.ts
 * (the build's module and stylesheet graph), page.ts (the page's policy, JSON, boot calls, import map
 * integrity, preloads), render.ts (boot data and the server's render of a signed-in page). This file
 * wires them into routes and assembles the page.
 *
 * Files are sent by `@fastify/static` (content types, ETag and 304, the build's precompressed
 * `.br`/`.gz` siblings); `@fastify/compress` compresses what has no sibling (index.html, an extra
 * plugin's files, a dev build). Hashed bundles (shared/, host/, plugins/, name-HASH.ext) are cached
 * for a year as immutable; everything else revalidates (ETag). Any other /admin/* path without a file
 * extension serves index.html (deep links); `<!--gr:plugins-->` in it becomes the plugin list, a
 * module preload of every enabled plugin's entry (and the files it imports statically) and, for a
 * signed-in user, the boot data and the server's render of the page (the page is then sent
 * `no-store`). A page request carrying `?ticket=` redeems the single sign-on ticket first.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { type FirstFrameRenderer, FRAME_END_EXPECT, type FrameSlots, type RenderedFrame, withFirstFrame } from '../lib/firstFrame';
import { escapeHtml, renderPage } from '../lib/html';
import { setSessionCookie } from '../lib/session';
import { pageAppearance, sendAppearanceHeaders, withAppearance } from './console/appearance';
import { type AssetGraph, assetGraphReader } from './console/assetGraph';
import { HASHED_DIRS, HASHED_NAME, IMMUTABLE, MIN_COMPRESS_BYTES, pathOf, queryOf, resolveInside, sendStatic, statInside } from './console/files';
import { consolePolicy, missingModulePreloads, PLUGINS_MARKER, pluginPreloads, scriptJson, withPluginIntegrity } from './console/page';
import { type PluginListing, pluginSources } from './console/plugins';
import { consolePath } from './console/redirect';
import { pageRenderer } from './console/render';
import { pageStream } from './console/stream';
import { redeemTicket } from './user/sso';

export { resolveInside } from './console/files';
export { consolePolicy, type ImportMap, importMapOf, PLUGINS_MARKER, scriptJson, withPluginIntegrity } from './console/page';
export { enabledPredicate, type PluginListing } from './console/plugins';

export interface StaticOptions {
  staticDir: string;
  /** GREENROOM_PLUGINS: unset or 'all' = all, 'none' = none, else a comma list of ids. */
  pluginsSetting?: string;
  /** Paths of extra manifest.json files whose entries are relative to their folder. */
  extraManifests?: string[];
  /** Renders a signed-in page's first frame (lib/firstFrame.ts); none: the page starts with its placeholder. */
  firstFrame?: FirstFrameRenderer;
  /** The site's public address: the first frame's links are made from it, never from the request's Host. */
  publicUrl?: string;
  /** How many first frames render at once; default two in the process, one per session (GREENROOM_FIRST_FRAME_CONCURRENCY). */
  firstFrameSlots?: FrameSlots;
}

/** The page before its person's data: see `pageTemplate` in {@link staticRoutes}. */
interface PageTemplate {
  html: string;
  listing: PluginListing;
  /** The listing as the page's `#gr-plugins` JSON. */
  listingScript: string;
  /** The enabled plugins' preload links. */
  preloads: string;
  /** `html` with each appearance a page has had (`withAppearance`), by its locale, theme choice and darkness. */
  appeared: Map<string, string>;
}

export async function staticRoutes(app: FastifyInstance, ctx: AppContext, options: StaticOptions): Promise<void> {
  const root = path.resolve(options.staticDir);
  const plugins = pluginSources(root, options, app.log);
  const { extraPlugins } = plugins;
  const pluginListing = plugins.listing;
  await extraPlugins(); // a faulty manifest is logged at start
  // The build's module and stylesheet graph (issue 25): what a module imports, read as data.
  const assetGraph = assetGraphReader(root, app.log);
  const { bootData, firstFrameOf, frameAssets } = pageRenderer(app, ctx, root, options, assetGraph);

  const indexFile = path.join(root, 'index.html');
  let templateCache: { mtimeMs: number; listingScript: string; graph: AssetGraph; value: PageTemplate } | undefined;

  /**
   * The page as every request starts from it: the build's index.html with the enabled plugins'
   * integrity, their preloads and the listing's JSON. It depends on no person and no address: made
   * again only when index.html, the listing or the asset graph changed (a rebuild, a plugin enabled),
   * not for every page (issue 25, the server's cost of a page). Throws when index.html is missing.
   */
  async function pageTemplate(): Promise<PageTemplate> {
    const [{ mtimeMs }, listing, graph] = await Promise.all([stat(indexFile), pluginListing(), assetGraph()]);
    const listingScript = scriptJson(listing);
    const cached = templateCache;
    if (cached && cached.mtimeMs === mtimeMs && cached.listingScript === listingScript && cached.graph === graph) return cached.value;
    const html = withPluginIntegrity(await readFile(indexFile, 'utf8'), listing.plugins);
    const value = { html, listing, listingScript, preloads: pluginPreloads(graph, listing, html), appeared: new Map<string, string>() };
    templateCache = { mtimeMs, listingScript, graph, value };
    return value;
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    // A page carrying ?ticket= opens the session; the app then reloads without it.
    if (new URLSearchParams(queryOf(request)).has('ticket')) {
      reply.header('referrer-policy', 'no-referrer');
      const token = await redeemTicket(ctx, request);
      if (token) setSessionCookie(ctx, reply, token);
    }

    let template: PageTemplate;
    try {
      template = await pageTemplate();
    } catch (error) {
      // Where the server looked is the operator's business, never the visitor's.
      request.log.error({ file: indexFile, code: (error as NodeJS.ErrnoException).code }, 'console not built: index.html not found');
      return reply
        .code(503)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('retry-after', '30')
        .send(
          renderPage(
            '控制台尚未构建',
            `<h1>控制台尚未构建</h1>
<p class="sub">服务器上没有找到构建好的控制台文件。</p>
<p>请先在项目根目录运行 <code>npm run build</code>，然后刷新本页。</p>`,
          ),
        );
    }
    const { listing, listingScript, preloads } = template;
    // No boot data on the ticket's page: it reloads at once without the ticket.
    const boot = new URLSearchParams(queryOf(request)).has('ticket') ? null : await bootData(request);
    // Issue 29 §3: the page's language and theme (the account's, else the browser's), at first paint.
    const appearance = pageAppearance(request, boot?.user as { locale?: unknown; theme?: unknown } | undefined);
    // The page in that appearance (its <html>, <body>, head and shell texts, none of them the frame's or
    // the data's): made once for each of the few appearances, not for every page (issue 25).
    const look = `${appearance.locale} ${appearance.themeChoice} ${appearance.dark}`;
    let html = template.appeared.get(look);
    if (html === undefined) {
      html = withAppearance(template.html, appearance);
      template.appeared.set(look, html);
    }
    const bootScript = boot ? scriptJson(boot) : null;
    // The head up to the plugins' marker, and what goes there that the render does not change.
    // (A page without the marker is sent whole, as built: nothing of the plugins or the boot data.)
    const marker = html.indexOf(PLUGINS_MARKER);
    const before = marker < 0 ? '' : html.slice(0, marker);
    const after = marker < 0 ? html : html.slice(marker + PLUGINS_MARKER.length);
    const known =
      marker < 0
        ? []
        : [
            `<script type="application/json" id="gr-plugins">${listingScript}</script>`,
            ...(bootScript !== null ? [`<script type="application/json" id="gr-boot">${bootScript}</script>`] : []),
            preloads,
          ].filter(Boolean);
    // A page that may carry a first frame: its frame's style element is allowed by this nonce.
    const nonce = bootScript !== null && options.firstFrame ? randomBytes(16).toString('base64') : undefined;
    // Issue 25: and no frame of it is drawn half parsed (the head's link waits for the frame's end).
    if (nonce && known.length > 0) known.push(FRAME_END_EXPECT);
    // Issue 25 (the page's head while it renders): once the renderer knows the address is a page (not
    // a container's redirect), the head is sent — the console's stylesheet, the import map, the
    // preloads of its first screen and of the plugins — and the browser fetches them while the page
    // renders on the server, instead of after. The rest follows when it is rendered.
    let streamed: ReturnType<typeof pageStream> | null = null;
    const routed = () => {
      pageHeaders(reply, consolePolicy(html, { styleNonce: nonce }), bootScript !== null);
      streamed = pageStream(request, reply);
      return streamed.write(`${before}${known.join('\n    ')}`);
    };
    const rendered = bootScript !== null ? await firstFrameOf(request, { boot: bootScript, listing: listingScript }, appearance.locale, routed) : null;
    const stream = streamed as ReturnType<typeof pageStream> | null;
    // A container's address (/admin/content/video): its first child's own page, rendered with its data,
    // instead of a shell with an empty area until the browser redirects (issue 25). (Never after the head.)
    if (!stream && rendered && 'redirect' in rendered) {
      const target = consolePath(rendered.redirect);
      if (target) return reply.code(302).header('location', target).header('cache-control', 'no-store').send();
    }
    let rest = after;
    try {
      rest = await pageRest(rendered && 'html' in rendered ? rendered : null);
    } catch (error) {
      // The head is on its way: the page ends without its frame (the console renders itself).
      if (!stream) throw error;
      request.log.error({ err: error }, 'page not assembled');
    }
    if (stream) {
      stream.end(rest);
      return reply;
    }
    const injected = `${before}${known.join('\n    ')}${rest}`;
    // Sent whole: the nonce only when a frame's style element carries it.
    pageHeaders(reply, consolePolicy(injected, { styleNonce: rendered && 'html' in rendered ? nonce : undefined }), bootScript !== null);
    // Otherwise it revalidates (its ETag, weak: the same for every encoding @fastify/compress may give it).
    const body = Buffer.from(injected);
    const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(body);

    /** The page after the known part of its head: what its frame was rendered with, and the body with the frame. */
    async function pageRest(frame: RenderedFrame | null): Promise<string> {
      const assets = frame ? await frameAssets(frame, listing) : { stylesheets: [], modules: [] };
      // Every enabled plugin ran in the renderer: the browser hydrates the page (issue 25), else replaces it.
      const hydrate = frame?.layout.complete === true;
      const parts = [
        // What the page was rendered with, sent once: its layout and its lists' answers (main.tsx).
        ...(frame ? [`<script type="application/json" id="gr-frame-data">${scriptJson({ layout: frame.layout, answers: frame.data })}</script>`] : []),
        ...assets.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
        // The page's own modules, after the plugins' entries (it needs them first).
        ...(assets.modules.length > 0 ? missingModulePreloads(assets.modules, `${html}${preloads}`) : []),
      ];
      return `${parts.map((part) => `\n    ${part}`).join('')}${frame ? withFirstFrame(after, frame.html, { hydrate, nonce }) : after}`;
    }
  }

  /** The console page's headers: its policy, and never stored when it carries a user's data. */
  function pageHeaders(reply: FastifyReply, policy: string, personal: boolean) {
    reply
      .header('x-content-type-options', 'nosniff')
      .header('x-frame-options', 'DENY')
      .header('content-security-policy', policy)
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', personal ? 'no-store' : 'no-cache');
    if (ctx.secureCookies) reply.header('strict-transport-security', 'max-age=31536000');
    sendAppearanceHeaders(reply);
  }

  const notFoundText = (reply: FastifyReply) =>
    reply.code(404).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not Found');

  app.get('/', async (request, reply) => reply.redirect(`/admin/${queryOf(request)}`, 302));
  app.get('/admin', async (request, reply) => reply.redirect(`/admin/${queryOf(request)}`, 302));

  app.get('/admin/plugins.json', async (_request, reply) => {
    const listing = await pluginListing();
    return reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-cache').send(scriptJson(listing));
  });

  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, lastModified: false, cacheControl: false, acceptRanges: false });

  // The console's files and page; compression only here (not for /admin/plugins.json or redirects).
  await app.register(async (files) => {
    await files.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: MIN_COMPRESS_BYTES,
      // The page (about 17 KB) compressed in one go and sent with its length, not chunked.
      syncThreshold: 256 * 1024,
      // Quality 3 (issue 25, the server's cost of a page): a signed-in list page of 104 KB in 0.8 ms
      // and 20.4 KB, against 2.1 ms and 18.1 KB at quality 5 (2 KB more on the wire, about 2 ms at
      // 10 Mbit/s; 1.3 ms of server CPU less per page, whose whole cost is 20–35 ms).
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } },
      zlibOptions: { level: 6 },
    });

    files.get('/admin/ext/:id/*', async (request, reply) => {
      const id = decodeURIComponent((request.params as { id: string }).id);
      const folder = (await extraPlugins()).folders.get(id);
      const prefix = `/admin/ext/${encodeURIComponent(id)}/`;
      const requested = pathOf(request);
      if (!folder || !requested.startsWith(prefix)) return notFoundText(reply);
      const candidate = resolveInside(folder, requested.slice(prefix.length));
      const info = candidate ? await statInside(folder, candidate) : null;
      if (!info) return notFoundText(reply);
      return sendStatic(request, reply, folder, info, HASHED_NAME.test(path.basename(info.file)) ? IMMUTABLE : 'no-cache');
    });

    files.get('/admin/*', async (request, reply) => {
      const requested = pathOf(request);
      if (!requested.startsWith('/admin/')) return notFoundText(reply);
      const candidate = resolveInside(root, requested.slice('/admin/'.length));
      if (!candidate) return notFoundText(reply);

      if (candidate === path.join(root, 'index.html') || candidate === root) return sendIndex(request, reply);
      const info = await statInside(root, candidate);
      if (info) {
        const [topDir] = path.relative(root, info.file).split(path.sep);
        const hashed = topDir !== undefined && HASHED_DIRS.has(topDir) && HASHED_NAME.test(path.basename(info.file));
        return sendStatic(request, reply, root, info, hashed ? IMMUTABLE : 'no-cache');
      }
      // A missing asset is a 404; anything else is a client-side route.
      if (path.extname(candidate) !== '') return notFoundText(reply);
      return sendIndex(request, reply);
    });
  });
}
