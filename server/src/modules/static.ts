/**
 * Static hosting of the built console at /admin/ and the plugin manifest.
 *
 * Files are sent by `@fastify/static` (content types, ETag and 304, the build's precompressed
 * `.br`/`.gz` siblings); `@fastify/compress` compresses what has no sibling (index.html, an extra
 * plugin's files, a dev build). This module decides what is answered:
 *
 * - Files come only from `staticDir` (or an extra manifest's folder under
 *   /admin/ext/<id>/); `..`, hidden names and symlinks leaving the folder are refused.
 * - Hashed bundles (shared/, host/, plugins/, name-HASH.ext) are cached for a
 *   year as immutable; everything else revalidates (ETag).
 * - Any other /admin/* path without a file extension serves index.html (deep
 *   links); `<!--gr:plugins-->` in it becomes the plugin list, a module preload
 *   of every enabled plugin's entry (and the files it imports statically) and,
 *   for a signed-in user, the boot data (`#gr-boot`: what the session's start-up
 *   calls would answer, so the first screen does not wait for them; the page is
 *   then sent `no-store`). A page request carrying `?ticket=` redeems the single
 *   sign-on ticket first.
 */
import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import send from '@fastify/send';
import fastifyStatic from '@fastify/static';
import { type PluginManifest, type PluginManifestEntry, PluginManifestError, parsePluginManifest } from '@greenroom/sdk/manifest';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter } from 'prom-client';
import type { AppContext } from '../context';
import { type FirstFrameRenderer, type FrameSlots, frameSlotsFromEnv, type RenderedFrame, withFirstFrame } from '../lib/firstFrame';
import { escapeHtml, renderPage } from '../lib/html';
import { metricsRegistry } from '../lib/metrics';
import { sha256 } from '../lib/security';
import { SESSION_COOKIE, setSessionCookie } from '../lib/session';
import { assetGraphReader, pageModuleOf, staticClosure } from './console/assetGraph';
import { redeemTicket } from './sso';

export const PLUGINS_MARKER = '<!--gr:plugins-->';

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

/** Files smaller than this are sent as they are (compressing them saves less than it costs). */
const MIN_COMPRESS_BYTES = 1024;
const HASHED_NAME = /-[A-Za-z0-9_]{8,}\.[A-Za-z0-9]+$/;
const HASHED_DIRS = new Set(['shared', 'host', 'plugins']);
const IMMUTABLE = 'public, max-age=31536000, immutable';

// JavaScript is `text/javascript` (RFC 9239), which `mime` 3 (under @fastify/send) still calls
// application/javascript.
send.mime.define({ 'text/javascript': ['js', 'mjs'] }, true);

// ---------------------------------------------------------------- paths

/**
 * Resolves a URL path (still percent-encoded, relative to a root) to a file
 * inside `root`, or null when it is malformed or tries to leave the root.
 */
export function resolveInside(root: string, encodedPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(encodedPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment.startsWith('.'))) return null;
  const resolved = path.resolve(root, ...segments);
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return null;
  return resolved;
}

interface FileInfo {
  file: string;
  size: number;
}

/** The regular file at `candidate` if its real path stays inside the real `root`. */
async function statInside(root: string, candidate: string): Promise<FileInfo | null> {
  try {
    const info = await stat(candidate);
    if (!info.isFile()) return null;
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(candidate)]);
    if (!realFile.startsWith(realRoot + path.sep)) return null;
    return { file: candidate, size: info.size };
  } catch {
    return null;
  }
}

function pathOf(request: FastifyRequest): string {
  const url = request.raw.url ?? request.url;
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

function queryOf(request: FastifyRequest): string {
  const url = request.raw.url ?? request.url;
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? '' : url.slice(queryAt);
}

// ---------------------------------------------------------------- plugins manifest

// The type and validator are the sdk's (`@greenroom/sdk/manifest`): the build writes, the server
// reads and the loader checks the same definition.
type ManifestPlugin = PluginManifestEntry;

/** What a manifest file holds, or why it is unusable (every faulty field named). */
async function readManifestFile(file: string): Promise<PluginManifest> {
  return parsePluginManifest(await readFile(file, 'utf8'));
}

/** Log fields of a manifest that could not be used. */
function manifestProblem(error: unknown, file: string) {
  return error instanceof PluginManifestError ? { manifest: file, problems: error.problems } : { manifest: file, err: error };
}

/** The log message of a manifest that could not be used. */
function manifestMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface PluginListing {
  plugins: (ManifestPlugin & { enabled: boolean })[];
}

interface ExtraPlugins {
  plugins: ManifestPlugin[];
  /** id → folder served at /admin/ext/<id>/ */
  folders: Map<string, string>;
}

/** A path relative to a manifest's folder, made into a URL under /admin/ext/<id>/. */
function extUrl(id: string, relative: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(relative) || relative.startsWith('/')) return null;
  const segments = relative.replace(/^\.\//, '').split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  return `/admin/ext/${encodeURIComponent(id)}/${segments.map(encodeURIComponent).join('/')}`;
}

async function loadExtraManifests(files: string[], log: FastifyInstance['log']): Promise<ExtraPlugins> {
  const result: ExtraPlugins = { plugins: [], folders: new Map() };
  for (const file of files) {
    const manifestPath = path.resolve(file);
    let parsed: PluginManifest;
    try {
      parsed = await readManifestFile(manifestPath);
    } catch (error) {
      log.error(manifestProblem(error, manifestPath), `extra plugin manifest ignored: ${manifestMessage(error)}`);
      continue;
    }
    const folder = path.dirname(manifestPath);
    for (const plugin of parsed.plugins) {
      if (result.folders.has(plugin.id)) {
        log.error({ id: plugin.id, manifest: manifestPath }, 'extra plugin ignored: id already used by another extra manifest');
        continue;
      }
      const entry = extUrl(plugin.id, plugin.entry);
      const css = (plugin.css ?? []).map((href) => extUrl(plugin.id, href));
      if (!entry || css.some((href) => href === null)) {
        log.error({ id: plugin.id, manifest: manifestPath }, 'extra plugin ignored: entry/css must be relative paths inside its folder');
        continue;
      }
      result.folders.set(plugin.id, folder);
      result.plugins.push({ ...plugin, entry, css: css.filter((href): href is string => href !== null) });
    }
  }
  return result;
}

/** Which plugin ids are enabled by the GREENROOM_PLUGINS setting. */
export function enabledPredicate(setting: string | undefined): (id: string) => boolean {
  const value = setting?.trim() ?? '';
  if (value === '' || value.toLowerCase() === 'all') return () => true;
  if (value.toLowerCase() === 'none') return () => false;
  const ids = new Set(
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  );
  return (id) => ids.has(id);
}

/**
 * The console page's Content-Security-Policy (issue 13): scripts only from this origin, and the
 * page's own inline scripts (the import map and the stylesheet loader) by their hashes; styles and
 * media from this origin; images from this origin and data/blob URLs (QR codes, previews) only —
 * no remote image, which would tell another host who opens the console (issue 21 §4); no frames,
 * no plugins, no foreign form targets.
 */
export function consolePolicy(html: string): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/json"/.test(attributes))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  // The first frame's one style element (lib/firstFrame.ts): its hash, never 'unsafe-inline'.
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    `style-src 'self' ${styles.join(' ')}`.trim(),
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * JSON safe to place inside a <script> element: `<`, `>` and `&` as \u escapes (no `</script>`,
 * `<!--` or entity can end or change the element), and U+2028/2029 escaped for old JavaScript parsers.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * The start-up calls answered in index.html (`#gr-boot`), each as its call's `data` would be:
 * core's session applies them instead of calling on the first load (`@greenroom/core` `BootData`).
 * Each is the answer of the call itself (made in-process with the page request's cookie), so the
 * two cannot drift; a call that fails is left out and the console makes it as usual.
 */
export const BOOT_CALLS = {
  user: '/api/user/getUserInfo',
  entitlements: '/api/user/empower-info',
  certified: '/api/user/certification/status',
  huipai: '/api/user/huipai/status',
  // The bell's unread count (SPEC §9: the total of a one-row page of unread messages).
  unread: '/api/user/sys-msg/user/list?pageNum=1&pageSize=1&isRead=0',
  // The console home's latest messages (its largest paint).
  messages: '/api/user/sys-msg/user/list?pageNum=1&pageSize=5',
  // The bell's first page (SPEC §4: loaded on start; §9: page size 10).
  bellPage: '/api/user/sys-msg/user/list?pageNum=1&pageSize=10',
} as const;

const IMPORT_MAP_SCRIPT = /<script type="importmap">([\s\S]*?)<\/script>/;

/** An import map: specifier → URL, and URL → Subresource Integrity (`sha384-…`). */
export interface ImportMap {
  imports: Record<string, string>;
  integrity: Record<string, string>;
}

/** The import map of a built index.html, or an empty one. */
export function importMapOf(html: string): ImportMap {
  const json = IMPORT_MAP_SCRIPT.exec(html)?.[1];
  try {
    const parsed = (json ? JSON.parse(json) : {}) as Partial<ImportMap>;
    return { imports: parsed.imports ?? {}, integrity: parsed.integrity ?? {} };
  } catch {
    return { imports: {}, integrity: {} };
  }
}

/**
 * index.html with the enabled plugins' entries added to its import map's `integrity` (issue 15, from
 * each manifest's `integrity`): the browser refuses an entry whose bytes differ, and the loader
 * reports that plugin as refused. The page is left as built when no enabled plugin has one.
 */
export function withPluginIntegrity(html: string, plugins: readonly { entry: string; integrity?: string; enabled: boolean }[]): string {
  const added = plugins.filter((plugin) => plugin.enabled && plugin.integrity);
  const json = IMPORT_MAP_SCRIPT.exec(html)?.[1];
  if (added.length === 0 || !json) return html;
  let map: { integrity?: Record<string, string> };
  try {
    map = JSON.parse(json) as typeof map;
  } catch {
    return html;
  }
  const integrity = { ...map.integrity, ...Object.fromEntries(added.map((plugin) => [plugin.entry, plugin.integrity])) };
  return html.replace(IMPORT_MAP_SCRIPT, () => `<script type="importmap">${scriptJson({ ...map, integrity })}</script>`);
}

// ---------------------------------------------------------------- routes

const firstFrames = new Counter({
  name: 'greenroom_first_frames_total',
  help: 'Signed-in console pages by their first frame: rendered, none (declined or failed), busy (no free render slot: sent without it)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export async function staticRoutes(app: FastifyInstance, ctx: AppContext, options: StaticOptions): Promise<void> {
  const root = path.resolve(options.staticDir);
  // One app per process: these are the process's render slots (lib/firstFrame.ts).
  const frameSlots = options.firstFrameSlots ?? frameSlotsFromEnv();
  const isEnabled = enabledPredicate(options.pluginsSetting);
  let extraCache: { key: string; value: ExtraPlugins } | undefined;
  let builtInCache: { mtimeMs: number; plugins: ManifestPlugin[] } | undefined;

  async function builtInPlugins(): Promise<ManifestPlugin[]> {
    const file = path.join(root, 'plugins', 'manifest.json');
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return [];
    }
    if (builtInCache?.mtimeMs === mtimeMs) return builtInCache.plugins;
    try {
      const { plugins } = await readManifestFile(file);
      builtInCache = { mtimeMs, plugins };
      return plugins;
    } catch (error) {
      app.log.error(manifestProblem(error, file), `plugin manifest unusable, no built-in plugins: ${manifestMessage(error)}`);
      return [];
    }
  }

  /**
   * The extra manifests' plugins, read again when one of the files changed: `greenroom-plugin dev`
   * rewrites its manifest after each rebuild, and the entry's new integrity must reach the page.
   */
  async function extraPlugins(): Promise<ExtraPlugins> {
    const files = options.extraManifests ?? [];
    const times = await Promise.all(
      files.map((file) =>
        stat(file).then(
          (info) => info.mtimeMs,
          () => -1,
        ),
      ),
    );
    const key = times.join(',');
    if (extraCache?.key !== key) extraCache = { key, value: await loadExtraManifests(files, app.log) };
    return extraCache.value;
  }
  await extraPlugins(); // a faulty manifest is logged at start

  // The build's module and stylesheet graph (issue 25): what a module imports, read as data.
  const assetGraph = assetGraphReader(root, app.log);

  /**
   * The preload links of the enabled plugins: entries and static imports as modules (with their
   * integrity when the import map has one, so a preload cannot hold bytes the import would refuse),
   * stylesheets as styles.
   */
  async function pluginPreloads(listing: PluginListing, html: string): Promise<string> {
    const { integrity } = importMapOf(html);
    const graph = await assetGraph();
    const already = new Set([...html.matchAll(/<link rel="(?:modulepreload|stylesheet)" href="([^"]+)"/g)].map((m) => m[1]));
    const enabled = listing.plugins.filter((plugin) => plugin.enabled);
    const modules = enabled.flatMap((plugin) => staticClosure(graph, plugin.entry, path.posix.dirname(plugin.entry)));
    const preload = (url: string) => {
      const sri = integrity[url];
      return `<link rel="modulepreload" href="${escapeHtml(url)}"${sri ? ` integrity="${escapeHtml(sri)}"` : ''}>`;
    };
    const links = [
      ...[...new Set(modules)].filter((url) => !already.has(url)).map(preload),
      ...enabled.flatMap((plugin) => plugin.css ?? []).map((url) => `<link rel="preload" as="style" href="${escapeHtml(url)}">`),
    ];
    return links.join('\n    ');
  }

  /**
   * The signed-in user's boot data ({@link BOOT_CALLS}), or null without a session. Calls answered
   * in-process with the page request's cookie: the same session check, the same answers.
   */
  async function bootData(request: FastifyRequest): Promise<Record<string, unknown> | null> {
    const cookie = request.headers.cookie;
    if (!cookie) return null;
    const entries = await Promise.all(
      Object.entries(BOOT_CALLS).map(async ([key, url]) => {
        const response = await app.inject({ method: 'GET', url, headers: { cookie } });
        if (response.statusCode !== 200) return [key, undefined] as const;
        const body = response.json() as { code?: number; data?: unknown };
        return [key, body.code === 0 ? body.data : undefined] as const;
      }),
    );
    const found = entries.filter(([, data]) => data !== undefined);
    if (!found.some(([key]) => key === 'user')) return null; // not signed in (or the account is gone)
    const data: Record<string, unknown> = Object.fromEntries(found);
    // The unread count is the total of that one-row page.
    const unread = data.unread as { total?: unknown } | undefined;
    if (unread) data.unread = typeof unread.total === 'number' ? unread.total : undefined;
    return { issuedAt: ctx.now().getTime(), ...data };
  }

  /**
   * The page's first frame (lib/firstFrame.ts), or null: none configured, no layout cookie, no free
   * render slot (issue 21 §3: at most two at once, one per session; the page is sent without its frame
   * rather than wait), or the renderer failed, which is logged and costs the page nothing but the
   * early paint.
   */
  async function firstFrameOf(request: FastifyRequest, boot: Record<string, unknown>, listing: PluginListing): Promise<RenderedFrame | null> {
    if (!options.firstFrame) return null;
    const session = request.cookies[SESSION_COOKIE];
    const release = frameSlots.take(session ? `s:${sha256(session)}` : `a:${request.ip}`);
    if (!release) {
      firstFrames.inc({ outcome: 'busy' });
      return null;
    }
    try {
      const frame = await renderFrame(request, options.firstFrame, boot, listing);
      firstFrames.inc({ outcome: frame ? 'rendered' : 'none' });
      return frame;
    } finally {
      release();
    }
  }

  async function renderFrame(
    request: FastifyRequest,
    render: FirstFrameRenderer,
    boot: Record<string, unknown>,
    listing: PluginListing,
  ): Promise<RenderedFrame | null> {
    const base = options.publicUrl ?? `${request.protocol}://${request.host}`;
    const cookie = request.headers.cookie;
    const pluginsDir = path.join(root, 'plugins');
    try {
      return await render({
        url: new URL(request.url, base).href,
        bootJson: JSON.stringify(boot),
        cookie,
        // Only the plugins built with the console run here: an out-of-tree one's code stays in the browser.
        plugins: {
          listingJson: JSON.stringify(listing),
          dir: pluginsDir,
          fileOf: (url) => {
            if (!url.startsWith('/admin/plugins/')) return null;
            const file = resolveInside(root, url.slice('/admin/'.length));
            return file?.startsWith(pluginsDir + path.sep) ? file : null;
          },
        },
        // The first frame's lists ask the API as the page's user, like the boot data does: GETs of /api only.
        get: async (url) => {
          if (!url.startsWith('/api/')) return { status: 404, body: null };
          const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
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
   * The stylesheets the frame's plugin page needs before it is painted (they are render-blocking
   * links): the CSS of each shared module its module imports statically (through its plugin's own
   * chunks), as the page's CSS loader would link them, and its plugin's own stylesheets; none that
   * the first screen's merged stylesheet already holds. The page's file is the asset graph's, found
   * by the source the renderer says the page was built from.
   */
  async function frameStylesheets(frame: RenderedFrame, listing: PluginListing): Promise<string[]> {
    if (!frame.pageSource) return [];
    const graph = await assetGraph();
    const start = pageModuleOf(graph, frame.pageSource);
    if (!start) return [];
    const plugin = listing.plugins.find((p) => p.enabled && start.startsWith(`${path.posix.dirname(p.entry)}/`));
    if (!plugin) return [];
    const modules = staticClosure(graph, start, path.posix.dirname(plugin.entry));
    const included = new Set(graph.firstScreenCss);
    const css = new Set<string>([...(plugin.css ?? []), ...modules.flatMap((url) => graph.cssOf[url] ?? [])]);
    return [...css].filter((href) => !included.has(href));
  }

  async function pluginListing(): Promise<PluginListing> {
    const all = [...(await builtInPlugins()), ...(await extraPlugins()).plugins];
    return { plugins: all.map((plugin) => ({ ...plugin, enabled: isEnabled(plugin.id) })) };
  }

  /**
   * Sends a file through @fastify/static: its content type, ETag and 304, its `.br`/`.gz` sibling
   * when the client accepts it; without a sibling @fastify/compress compresses it on the way out.
   */
  function sendStatic(request: FastifyRequest, reply: FastifyReply, folder: string, info: FileInfo, cacheControl: string) {
    reply.header('cache-control', cacheControl).header('x-content-type-options', 'nosniff');
    // A small file is sent as it is: the opt-out @fastify/compress reads from the request.
    if (info.size < MIN_COMPRESS_BYTES) request.headers['x-no-compression'] = '1';
    else reply.header('vary', 'accept-encoding');
    return reply.sendFile(`/${path.relative(folder, info.file).split(path.sep).join('/')}`, folder);
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    // A page carrying ?ticket= opens the session; the app then reloads without it.
    if (new URLSearchParams(queryOf(request)).has('ticket')) {
      reply.header('referrer-policy', 'no-referrer');
      const token = await redeemTicket(ctx, request);
      if (token) setSessionCookie(ctx, reply, token);
    }

    let built: string;
    const indexFile = path.join(root, 'index.html');
    try {
      built = await readFile(indexFile, 'utf8');
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
    const listing = await pluginListing();
    const html = withPluginIntegrity(built, listing.plugins);
    // No boot data on the ticket's page: it reloads at once without the ticket.
    const [preloads, boot] = await Promise.all([pluginPreloads(listing, html), new URLSearchParams(queryOf(request)).has('ticket') ? null : bootData(request)]);
    const frame = boot ? await firstFrameOf(request, boot, listing) : null;
    const frameCss = frame ? await frameStylesheets(frame, listing) : [];
    // Every enabled plugin ran in the renderer: the browser hydrates the page (issue 25), else replaces it.
    const hydrate = frame?.layout.complete === true;
    const injected = (frame ? withFirstFrame(html, frame.html, { hydrate }) : html).replace(PLUGINS_MARKER, () =>
      [
        `<script type="application/json" id="gr-plugins">${scriptJson(listing)}</script>`,
        ...(boot ? [`<script type="application/json" id="gr-boot">${scriptJson(boot)}</script>`] : []),
        // What the page was rendered with, sent once: its layout and its lists' answers (main.tsx).
        ...(frame ? [`<script type="application/json" id="gr-frame-data">${scriptJson({ layout: frame.layout, answers: frame.data })}</script>`] : []),
        ...frameCss.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
        preloads,
      ]
        .filter(Boolean)
        .join('\n    '),
    );
    reply
      .header('x-content-type-options', 'nosniff')
      .header('x-frame-options', 'DENY')
      .header('content-security-policy', consolePolicy(injected))
      .header('referrer-policy', 'strict-origin-when-cross-origin');
    if (ctx.secureCookies) reply.header('strict-transport-security', 'max-age=31536000');
    // A page carrying a user's data is never stored; otherwise it revalidates (its ETag, weak: the
    // same for every encoding @fastify/compress may give it).
    const body = Buffer.from(injected);
    const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', boot ? 'no-store' : 'no-cache')
      .header('vary', 'accept-encoding')
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(body);
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
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
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
