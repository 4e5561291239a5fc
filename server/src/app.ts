/**
 * Greenroom reference backend — the fastify application.
 *
 * Layout: one module per API base under ./modules (SPEC §7):
 *   /sso          development single sign-on (CAS style)          modules/sso.ts
 *   /api/user     session, profile, certification, messages       modules/user.ts
 *   /api/activity text-image live activities                      modules/activity.ts
 *   /api/verify   certification QR code image                      modules/verify.ts
 *   /api/worker   contact-us QR and hotline                        modules/worker.ts
 *   /dev          dev-only helpers (not registered in production)  modules/dev.ts
 *   /admin/       the built console and its plugin manifest        modules/static.ts
 *
 * Rules kept here for every module: the envelope `{ code, msg, msgCode, data }`;
 * zod-validated input (bad input → HTTP 200, code 400, Chinese msg); every
 * /api route needs the session cookie unless its route config says
 * `public: true` (without it → HTTP 401, code 401); unknown /api routes →
 * HTTP 404 envelope; unexpected errors → HTTP 500 with a generic Chinese msg,
 * logged, never a stack trace.
 */
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext, AppEnv } from './context';
import type { Database } from './db/schema';
import { ApiError, failure, MESSAGES } from './lib/envelope';
import { defaultServicePrefixes, parseServicePrefix, type ServicePrefix } from './lib/services';
import { sessionUserId } from './lib/session';
import { activityRoutes } from './modules/activity';
import { assetRoutes } from './modules/assets';
import { devRoutes } from './modules/dev';
import { ssoRoutes } from './modules/sso';
import { staticRoutes } from './modules/static';
import { userRoutes } from './modules/user';
import { verifyRoutes } from './modules/verify';
import { workerRoutes } from './modules/worker';

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
  /** The clock (tests move it); default the system time. */
  now?: () => Date;
  /** fastify logger setting; default: off in test, info otherwise. */
  logger?: FastifyServerOptions['logger'];
}

/** The repository root: GREENROOM_ROOT, else the working directory. */
export function repoRoot(): string {
  return path.resolve(process.env.GREENROOM_ROOT || process.cwd());
}

function resolveServices(options: AppOptions, publicUrl: string): ServicePrefix[] {
  if (!options.allowedServices || options.allowedServices.length === 0) return defaultServicePrefixes(publicUrl);
  const prefixes: ServicePrefix[] = [];
  for (const entry of options.allowedServices) {
    const prefix = parseServicePrefix(entry);
    if (!prefix) throw new Error(`单点登录回跳地址配置无效：${entry}`);
    prefixes.push(prefix);
  }
  return prefixes;
}

function isApiRoute(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? request.url).startsWith('/api/');
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
  };

  const app = Fastify({
    logger: options.logger ?? (options.env === 'test' ? false : { level: 'info' }),
    // One line per asset is noise; failures are logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
  });

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);

  app.decorateRequest('userId', null);

  // Authentication for /api: resolve the session, refuse without one.
  // The matched route pattern, not the raw URL, decides: /%61pi/… routes to /api/… too.
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404 || !isApiRoute(request)) return;
    request.userId = await sessionUserId(ctx, request);
    if (request.userId === null && request.routeOptions.config.public !== true) {
      return reply.code(401).header('cache-control', 'no-store').send(failure(401, MESSAGES.unauthorized));
    }
  });

  // API answers are per-user and never cached.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiRoute(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
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
    if (request.url.startsWith('/api/')) {
      return reply.code(404).send(failure(404, MESSAGES.routeNotFound));
    }
    return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not Found');
  });

  await app.register((instance) => ssoRoutes(instance, ctx), { prefix: '/sso' });
  await app.register((instance) => userRoutes(instance, ctx), { prefix: '/api/user' });
  await app.register((instance) => activityRoutes(instance, ctx), { prefix: '/api/activity' });
  await app.register((instance) => verifyRoutes(instance, ctx), { prefix: '/api/verify' });
  await app.register((instance) => workerRoutes(instance, ctx), { prefix: '/api/worker' });
  await app.register((instance) => assetRoutes(instance), { prefix: '/demo-assets' });
  if (options.env !== 'production') {
    await app.register((instance) => devRoutes(instance, ctx), { prefix: '/dev' });
  }
  await app.register((instance) =>
    staticRoutes(instance, ctx, {
      staticDir: options.staticDir ?? path.join(repoRoot(), 'dist', 'admin'),
      pluginsSetting: options.pluginsSetting,
      extraManifests: options.extraManifests,
    }),
  );

  return app;
}
