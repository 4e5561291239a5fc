/**
 * Greenroom reference backend — the fastify application.
 *
 * Layout: one folder per domain under ./modules (SPEC §7) — activity/, survey/, user/ (session, profile,
 * messages, points, the certification QR, contact),
 * media/ (/api/media and /api/material: the video and material libraries share signed files),
 * trxorder/ (/srv/trxorder, and /api/order and /api/invoice, which list and invoice the same trade
 * orders), website/, person/ and statistics/ (its routes beside the daily rollup they read):
 *   /sso          development single sign-on (CAS style)          modules/user/sso.ts
 *   /api/user     session, profile, certification, messages       modules/user/user.ts (+ systemMessages, signInGuard)
 *   /api/user/points  points balance and ledger                   modules/user/points.ts
 *   /api/activity text-image live activities and events           modules/activity/activity.ts (+ activityEdit, activityEditRoutes)
 *   /api/media    video library, play URLs, download tasks        modules/media/media.ts (+ mediaFiles, mediaDownloads, mediaDownloadWorker)
 *   /api/material material library (twzb, event), previews        modules/media/material.ts
 *   /api/verify   certification QR code image                      modules/user/verify.ts
 *   /api/worker   contact-us QR and hotline                        modules/user/worker.ts
 *   /srv/trxorder trade orders: prices, order state machine         modules/trxorder/trxorder.ts (+ trxorderStore, trxorderPrices)
 *   /api/order    live, photo, event and on-site order lists       modules/trxorder/order.ts
 *   /api/invoice  invoice requests of paid orders, PDF            modules/trxorder/invoice.ts (+ invoicePdf)
 *   /api/survey   questionnaires: list, status toggle, delete      modules/survey/survey.ts
 *                 the editor, results and XLSX export (issue 23)   modules/survey/surveyEdit.ts, surveyResults.ts
 *   /api/public/survey  a published survey and its answer sheets, no sign-in  modules/survey/surveyAnswer.ts
 *   /api/website  micro-websites and their statistics              modules/website/website.ts (+ websiteStats, websiteExport)
 *   /api/person   cloud-photography photo library                  modules/person/person.ts (+ personAssets: /demo-assets/person)
 *   /api/statistics  live, audience, event and shop data screens   modules/statistics/ (rollups: rollupWriter.ts writes, rollup.ts reads)
 *   /api/marketing  marketing centre catalogue and previews        modules/marketing.ts (+ marketingCatalogue)
 *   /api/live     live push: the console's event stream, polling, viewers online  modules/live/ (issue 26)
 *   /api/openapi.json  OpenAPI 3.1 document of every route         lib/openapi.ts
 *   /dev          dev-only helpers (not registered in production)  local/dev.ts, local/trxorderDev.ts, local/invoiceDev.ts
 *   /ai-chat, /sso/user-center/…, /official-account, /downloads/…, /static/…
 *                 sibling products' stand-ins (not in production)  local/siblings.ts (+ siblingsIntro, siblingsProducts, lib/zip.ts)
 *   /live/{id}, /site/{id}, /photo/{id}, /event/{id}, /survey/{id}, /api/public/event/{id}/register
 *                 public pages of shared links (not in production)  local/public/
 *   /admin/       the built console and its plugin manifest        modules/static.ts
 *   /healthz, /readyz, /metrics  health, readiness, Prometheus      modules/ops.ts (+ lib/metrics.ts)
 *
 * The local environment's stand-ins (the /dev helpers, the sibling products' pages, the public pages)
 * live in ./local, registered by `localRoutes` only outside production. Every /api and /srv call is
 * registered from its key in the contracts' call table with its full path (lib/route.ts), so modules
 * are registered without a prefix.
 *
 * Rules kept here for every module: the envelope `{ code, msg, msgCode, data }`;
 * zod-validated input (bad input → HTTP 200, code 400, Chinese msg); every
 * /api and /srv route needs the session cookie unless its route config says
 * `public: true` (without it → HTTP 401, code 401); unknown /api routes →
 * HTTP 404 envelope; unexpected errors → HTTP 500 with a generic Chinese msg,
 * logged, never a stack trace.
 */
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext, AppEnv } from './context';
import type { Database } from './db/schema';
import { ApiError, failure, localizedEnvelope, MESSAGES } from './lib/envelope';
import type { FirstFrameRenderer } from './lib/firstFrame';
import { httpDuration } from './lib/metrics';
import { collectRoutes, openApiRoutes } from './lib/openapi';
import { registerRateLimit } from './lib/rateLimit';
import { defaultServicePrefixes, parseServicePrefix, type ServicePrefix } from './lib/services';
import { pageCallSession, SessionCache, sessionOf } from './lib/session';
import { localRoutes } from './local';
import { activityRoutes } from './modules/activity/activity';
import { activityEditRoutes } from './modules/activity/activityEdit';
import { assetRoutes } from './modules/assets';
import { liveRoutes } from './modules/live';
import { marketingRoutes } from './modules/marketing';
import { materialRoutes } from './modules/media/material';
import { mediaRoutes } from './modules/media/media';
import { createMediaServices, type MediaOptions } from './modules/media/mediaFiles';
import { opsRoutes } from './modules/ops';
import { personRoutes } from './modules/person/person';
import { personAssetRoutes } from './modules/person/personAssets';
import { staticRoutes } from './modules/static';
import { statisticsRoutes } from './modules/statistics';
import { surveyRoutes } from './modules/survey/survey';
import { surveyAnswerRoutes } from './modules/survey/surveyAnswer';
import { surveyEditRoutes } from './modules/survey/surveyEdit';
import { surveyResultRoutes } from './modules/survey/surveyResults';
import { invoiceRoutes } from './modules/trxorder/invoice';
import { orderRoutes } from './modules/trxorder/order';
import { trxorderRoutes } from './modules/trxorder/trxorder';
import { uploadRoutes } from './modules/upload/upload';
import { pointsRoutes } from './modules/user/points';
import { ssoRoutes } from './modules/user/sso';
import { userRoutes } from './modules/user/user';
import { verifyRoutes } from './modules/user/verify';
import { workerRoutes } from './modules/user/worker';
import { websiteRoutes } from './modules/website/website';

export interface AppOptions {
  db: Kysely<Database>;
  env: AppEnv;
  /** Public base address, e.g. http://localhost:8080 (a trailing slash is ignored). */
  publicUrl: string;
  /** The built console; default <repo>/dist/admin (repo = GREENROOM_ROOT or the working directory). */
  staticDir?: string;
  /** Prefixes single sign-on may redirect to; default `${publicUrl}/admin/` and its localhost/127.0.0.1 variants. */
  allowedServices?: string[];
  /** GREENROOM_PLUGINS: unset/'all', 'none', or a comma list of plugin ids. */
  pluginsSetting?: string;
  /** Paths of extra plugin manifest.json files, served under /admin/ext/<id>/. */
  extraManifests?: string[];
  /** Renders a signed-in console page's first frame (issue 14, lib/firstFrame.ts); main.ts loads the built one. */
  firstFrame?: FirstFrameRenderer;
  /** The clock (tests move it); default the system time. */
  now?: () => Date;
  /** fastify logger setting; default: off in test, info otherwise. */
  logger?: FastifyServerOptions['logger'];
  /** Media files: downloads folder, fixtures, URL secret, download pace (modules/media/mediaFiles.ts). */
  media?: MediaOptions;
  /**
   * Remember sessions in memory (lib/session.ts). Only for a database no other process writes —
   * embedded PGlite, which main.ts turns it on for; never with a shared PostgreSQL.
   */
  cacheSessions?: boolean;
  /**
   * TRUST_PROXY: which proxies' `X-Forwarded-For` / `-Proto` / `-Host` to believe, so `request.ip`
   * (the sign-in guard's per-address limit, the request log) is the visitor's, not the proxy's: a
   * number of hops, or a comma list of addresses / CIDR ranges / `loopback`, `linklocal`,
   * `uniquelocal`. Default: none (the headers are ignored, as anyone can send them).
   */
  trustProxy?: string | ((address: string, hop: number) => boolean);
  /** METRICS_TOKEN: the bearer token GET /metrics asks for (modules/ops.ts). */
  metricsToken?: string;
  /** One info line per answered request (method, route pattern, status, time); default on in production. */
  logRequests?: boolean;
  /** DATABASE_URL, when `db` is on PostgreSQL: live push LISTENs on a connection of its own (modules/live, issue 26). */
  databaseUrl?: string;
}

/** The repository root: GREENROOM_ROOT, else the working directory. */
export function repoRoot(): string {
  return path.resolve(process.env.GREENROOM_ROOT || process.cwd());
}

function resolveServices(options: AppOptions, publicUrl: string): ServicePrefix[] {
  if (!options.allowedServices || options.allowedServices.length === 0) return defaultServicePrefixes(publicUrl, options.env !== 'production');
  const prefixes: ServicePrefix[] = [];
  for (const entry of options.allowedServices) {
    const prefix = parseServicePrefix(entry);
    if (!prefix) throw new Error(`单点登录回跳地址配置无效：${entry}`);
    prefixes.push(prefix);
  }
  return prefixes;
}

/** Methods that change nothing: never refused for where they come from. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Headers on every answer (issue 21 §4); a route may set its own instead. */
const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['x-content-type-options', 'nosniff'],
  ['permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
  ['cross-origin-opener-policy', 'same-origin'],
];

/** The longest request line and headers the server reads (Node's default); beyond it the envelope answers 431. */
const MAX_HEADER_BYTES = 16 * 1024;

/**
 * A query string whose %-escapes do not decode (a stray `%`, `%zz`, bytes that are not UTF-8): the
 * framework would take it literally, so it is refused as a whole (issue 21 §4).
 */
export function malformedQuery(url: string): boolean {
  const at = url.indexOf('?');
  if (at < 0) return false;
  const query = url.slice(at + 1);
  if (!query.includes('%')) return false;
  for (const part of query.split(/[&=]/)) {
    if (!part.includes('%')) continue;
    try {
      decodeURIComponent(part.replaceAll('+', ' '));
    } catch {
      return true;
    }
  }
  return false;
}

/** Session-guarded bases: /api (SPEC §7) and /srv (the trade-order service, /srv/trxorder). */
const GUARDED_PREFIXES = ['/api/', '/srv/'];

function isApiRoute(request: FastifyRequest): boolean {
  const url = request.routeOptions.url ?? request.url;
  return GUARDED_PREFIXES.some((prefix) => url.startsWith(prefix));
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const ctx: AppContext = {
    db: options.db,
    env: options.env,
    publicUrl,
    now: options.now ?? (() => new Date()),
    allowedServices: resolveServices(options, publicUrl),
    secureCookies: publicUrl.startsWith('https:'),
    sessionCache: options.cacheSessions ? new SessionCache() : undefined,
    soleDatabaseUser: options.cacheSessions === true,
  };

  const app = Fastify({
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    // A request Node refuses before fastify sees it (a request line or headers over 16 KB, a broken
    // request): the envelope answers it, not Node's bare English status line (issue 21 §4).
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) return socket.destroy();
      const code = (error as NodeJS.ErrnoException).code;
      const [status, text, msg] =
        code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large', MESSAGES.headersTooLarge] : [400, 'Bad Request', MESSAGES.badRequest];
      const body = JSON.stringify(failure(status === 431 ? 431 : 400, msg));
      socket.end(
        `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
      );
    },
    logger: options.logger ?? (options.env === 'test' ? false : { level: 'info' }),
    // One line per asset is noise; failures are logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
    // Errors the router meets before any route runs (a path parameter over maxParamLength, a URL
    // that does not decode) answer the envelope like every other bad input (issue 13).
    frameworkErrors: (error, request, reply) => {
      const sent = reply as unknown as FastifyReply;
      if (!GUARDED_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
        return sent.code(400).header('content-type', 'text/plain; charset=utf-8').send('Bad Request');
      }
      const msg = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? MESSAGES.pathTooLong : MESSAGES.badUrl;
      // The router's reply is not yet bound to a route's typed schema: send plain JSON. No route's
      // hooks run here, so the envelope is put in the request's language by the same function (issue 29 §2).
      sent
        .code(200)
        .header('cache-control', 'no-store')
        .send(localizedEnvelope(request.url, request.headers['accept-language'], failure(400, msg)));
    },
  });

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await registerRateLimit(app, ctx);

  // Outside production every call's answer is checked against its contract (lib/route.ts).
  app.decorate('checkAnswers', options.env !== 'production');
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionId', null);
  // Before any module: the onRoute hook records every route for /api/openapi.json and the tests.
  const routeCatalog = collectRoutes(app);

  // Every envelope's msg in the request's language (issue 29 §2): the one place messages are
  // translated — answers of handlers, refusals of hooks (401, 403, 429), the error and not-found handlers.
  app.addHook('preSerialization', async (request, _reply, payload) => localizedEnvelope(request.url, request.headers['accept-language'], payload));

  // Cross-site requests (issue 13): a call that changes something must come from the console's own
  // pages. Browsers say where a request comes from (Sec-Fetch-Site, Origin); a request that names
  // another site is refused before anything runs. Clients that send neither (scripts, tests) are not
  // browsers a page could drive, so they pass to the session check. A GET that changes something
  // (logout, SPEC §7) is guarded the same way (issue 21 §4). The console's origins are the configured
  // ones (PUBLIC_URL and the single sign-on's services), never the request's own Host header: a page
  // of a rebound DNS name sends `Origin` equal to the `Host` it names (issue 21 §4).
  const consoleOrigins = new Set([new URL(publicUrl).origin, ...ctx.allowedServices.map((prefix) => prefix.origin)]);
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) && request.routeOptions.config?.changesState !== true) return;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    // Sec-Fetch-Site is the browser's own word and is trusted alone when present (a page with
    // Referrer-Policy no-referrer, like the sign-in page, posts with Origin: null); older browsers
    // send only Origin, which must then be the console's.
    const crossSite = site !== undefined ? site !== 'same-origin' && site !== 'none' : origin !== undefined && !consoleOrigins.has(origin);
    if (!crossSite) return;
    request.log.warn({ method: request.method, url: request.url, site, origin }, 'cross-site request refused');
    return reply.code(403).header('cache-control', 'no-store').send(failure(403, MESSAGES.crossSite));
  });

  // Malformed %-escapes in the query: the envelope's 400 for the API, a plain 400 elsewhere (issue 21 §4).
  app.addHook('onRequest', async (request, reply) => {
    if (!malformedQuery(request.url)) return;
    if (GUARDED_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
      return reply.code(200).header('cache-control', 'no-store').send(failure(400, MESSAGES.badUrl));
    }
    return reply.code(400).header('content-type', 'text/plain; charset=utf-8').send('Bad Request');
  });

  // Authentication for /api: resolve the session, refuse without one.
  // The matched route pattern, not the raw URL, decides: /%61pi/… routes to /api/… too.
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404 || !isApiRoute(request)) return;
    // A page's own call carries the page's session, resolved once for the page (lib/session.ts).
    const session = pageCallSession(request) ?? (await sessionOf(ctx, request));
    request.userId = session?.userId ?? null;
    request.sessionId = session?.sessionId ?? null;
    if (request.userId === null && request.routeOptions.config.public !== true) {
      return reply.code(401).header('cache-control', 'no-store').send(failure(401, MESSAGES.unauthorized));
    }
  });

  // Every answer is measured by its route pattern (never the raw URL: no ids, tickets or queries in a
  // label or a log line); in production each also gets one log line (issue 13 §4).
  const logRequests = options.logRequests ?? options.env === 'production';
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    const seconds = reply.elapsedTime / 1000;
    httpDuration.observe({ method: request.method, route, status: String(status) }, seconds);
    if (logRequests) request.log.info({ method: request.method, route, status, ms: Math.round(reply.elapsedTime) }, 'request');
  });

  // API answers are per-user and never cached. Every answer (issue 21 §4): its type is what it says
  // (nosniff), no powerful feature may be asked for, and no other site's window keeps a handle on ours.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiRoute(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    for (const [name, value] of SECURITY_HEADERS) if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      // A refusal is the envelope's business; a fault the user can only wait out is the operator's too.
      if (error.httpStatus >= 500) request.log.warn({ err: error, cause: error.cause }, 'request could not be served now');
      return reply.code(error.httpStatus).send(failure(error.code, error.message));
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'rejected request');
      const msg = status === 413 ? '请求内容过大' : status === 415 ? '不支持的请求格式' : MESSAGES.badRequest;
      return reply.code(200).send(failure(400, msg));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(failure(500, MESSAGES.serverError));
  });

  app.setNotFoundHandler((request, reply) => {
    if (GUARDED_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
      return reply.code(404).send(failure(404, MESSAGES.routeNotFound));
    }
    return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not Found');
  });

  await app.register((instance) => opsRoutes(instance, ctx, { metricsToken: options.metricsToken }));
  await app.register((instance) => ssoRoutes(instance, ctx), { prefix: '/sso' });
  await app.register((instance) => userRoutes(instance, ctx));
  await app.register((instance) => pointsRoutes(instance, ctx));
  await app.register((instance) => activityRoutes(instance, ctx));
  await app.register((instance) => activityEditRoutes(instance, ctx));
  const media = createMediaServices(ctx, repoRoot(), options.media);
  await app.register((instance) => mediaRoutes(instance, ctx, media));
  await app.register((instance) => materialRoutes(instance, ctx, media));
  await app.register((instance) => uploadRoutes(instance, ctx, media));
  await app.register((instance) => verifyRoutes(instance, ctx));
  await app.register((instance) => workerRoutes(instance, ctx));
  await app.register((instance) => trxorderRoutes(instance, ctx));
  await app.register((instance) => orderRoutes(instance, ctx));
  await app.register((instance) => invoiceRoutes(instance, ctx));
  await app.register((instance) => surveyRoutes(instance, ctx));
  await app.register((instance) => surveyEditRoutes(instance, ctx));
  await app.register((instance) => surveyResultRoutes(instance, ctx));
  await app.register((instance) => surveyAnswerRoutes(instance, ctx));
  await app.register((instance) => websiteRoutes(instance, ctx));
  await app.register((instance) => personRoutes(instance, ctx));
  await app.register((instance) => statisticsRoutes(instance, ctx));
  await app.register((instance) => marketingRoutes(instance, ctx));
  await app.register((instance) => liveRoutes(instance, ctx, { databaseUrl: options.databaseUrl }));
  await app.register((instance) => openApiRoutes(instance, routeCatalog));
  await app.register((instance) => assetRoutes(instance), { prefix: '/demo-assets' });
  await app.register((instance) => personAssetRoutes(instance), { prefix: '/demo-assets/person' });
  // The local environment's stand-ins (local/): in production other systems answer these addresses.
  if (options.env !== 'production') await localRoutes(app, ctx, media);
  await app.register((instance) =>
    staticRoutes(instance, ctx, {
      staticDir: options.staticDir ?? path.join(repoRoot(), 'dist', 'admin'),
      pluginsSetting: options.pluginsSetting,
      extraManifests: options.extraManifests,
      firstFrame: options.firstFrame,
      publicUrl: options.publicUrl,
    }),
  );

  return app;
}
