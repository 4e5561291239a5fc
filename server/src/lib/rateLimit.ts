/**
 * What one session or one address may cost (issue 21 §3: fifty connections on one signed-in console
 * page slowed every other user and /healthz with it). Counted with `@fastify/rate-limit` per minute:
 *
 *   /api/*, /srv/*   per signed-in session, else per address     RATE_LIMIT_API           600
 *   console pages    per signed-in session                       RATE_LIMIT_PAGES          60
 *   (/admin/* without a file extension: the HTML page that paints the server's first frame)
 *   console pages    per address, without a session              RATE_LIMIT_PAGES_ADDRESS 300
 *
 * (0 turns that limit off.) A console page makes 10–20 calls; the limits are several times what
 * a person clicking through the console, or the end-to-end suite, uses. Signed-out pages cost
 * neither boot data nor a first frame, and many people may share one office address: their limit is
 * looser. Over a limit: HTTP 429 with `Retry-After`, the envelope `{ code: 429, msg: '请求过于频繁，请稍后再试' }`
 * for calls, a short Chinese page for pages.
 *
 * A session counts only when it is open (a made-up cookie would otherwise buy a fresh budget per
 * request): the /api auth hook has resolved it by the time this runs (preHandler), and a page looks
 * it up (memory with PGlite, one indexed row otherwise). Its key is the SHA-256 of the cookie; an
 * address is `request.ip` (TRUST_PROXY decides whose), IPv6 by its /64.
 *
 * Never limited: /healthz, /readyz, /metrics, the console's files (scripts, stylesheets, images,
 * plugins.json), single sign-on (its refused passwords have their own guard, modules/user/signInGuard.ts),
 * and calls made inside the process — a page's boot data and its first frame's lists are the page's
 * own work, already counted with it (app.inject: they come over no network connection).
 *
 * The counts live in this process's memory: right for embedded PGlite (one process). Several
 * processes on one PostgreSQL each count their own requests, so a client spread over N processes
 * gets up to N times the budget; a shared store (@fastify/rate-limit's Redis store) would be needed
 * for a single count.
 */
import { Socket } from 'node:net';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import { type Locale, localeOfAcceptLanguage } from '@greenroom/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter } from 'prom-client';
import type { AppContext } from '../context';
import { failure } from './envelope';
import { escapeHtml, renderPage } from './html';
import { metricsRegistry } from './metrics';
import { sha256 } from './security';
import { SESSION_COOKIE, sessionUserId } from './session';

export const TOO_MANY_REQUESTS = '请求过于频繁，请稍后再试';

export interface RateLimits {
  /** /api and /srv calls per window, per signed-in session, or per address without one (0: no limit). */
  api: number;
  /** Console pages per window per signed-in session (0: no limit). */
  pages: number;
  /** Console pages per window per address without a session (0: no limit). */
  pagesPerAddress: number;
  /** The window, in milliseconds (one minute). */
  windowMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { api: 600, pages: 60, pagesPerAddress: 300, windowMs: 60_000 };

/** The limits from RATE_LIMIT_API, RATE_LIMIT_PAGES and RATE_LIMIT_PAGES_ADDRESS (whole numbers, 0 = off); defaults otherwise. */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimits {
  const count = (name: string, fallback: number): number => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0 || n > 1_000_000) throw new Error(`${name} 无效：${value}（应为 0 到 1000000 之间的整数，0 表示不限制）`);
    return n;
  };
  return {
    api: count('RATE_LIMIT_API', DEFAULT_RATE_LIMITS.api),
    pages: count('RATE_LIMIT_PAGES', DEFAULT_RATE_LIMITS.pages),
    pagesPerAddress: count('RATE_LIMIT_PAGES_ADDRESS', DEFAULT_RATE_LIMITS.pagesPerAddress),
    windowMs: DEFAULT_RATE_LIMITS.windowMs,
  };
}

const refused = new Counter({
  name: 'greenroom_rate_limited_total',
  help: 'Requests refused with HTTP 429: a session or an address over its budget (lib/rateLimit.ts)',
  labelNames: ['kind', 'by'] as const,
  registers: [metricsRegistry],
});

type Kind = 'api' | 'page';

/** Path without its query. */
function pathOf(request: FastifyRequest): string {
  const url = request.raw.url ?? request.url;
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

/**
 * Which budget a request spends, or null: the matched route pattern decides (as the auth hook does),
 * and of /admin/* only the paths answered with the page — no extension, or index.html itself.
 */
export function limitedKind(request: FastifyRequest): Kind | null {
  // In-process (app.inject): the server's own calls for a page, and tests.
  if (!(request.raw.socket instanceof Socket)) return null;
  if (request.is404) return null;
  const route = request.routeOptions.url;
  if (!route) return null;
  if (route.startsWith('/api/') || route.startsWith('/srv/')) return 'api';
  if (route === '/admin/*') {
    const last = pathOf(request).split('/').pop() ?? '';
    return !last.includes('.') || last === 'index.html' ? 'page' : null;
  }
  return null;
}

/** The session's key: the SHA-256 of its cookie (never the token itself, which would sit in memory as a credential). */
const sessionKey = (request: FastifyRequest) => `s:${sha256(request.cookies[SESSION_COOKIE] ?? '')}`;
const addressKey = (request: FastifyRequest) => `a:${normalizeIP(request.ip)}`;

/** The console page's 429 in the browser's language (issue 29: the page would have been in it). */
export function tooManyPage(seconds: number, locale: Locale = 'zh-CN'): string {
  const wait = escapeHtml(String(seconds));
  if (locale === 'en-US') {
    return renderPage(
      'Too many requests',
      `<h1>Too many requests</h1>
<p class="sub">The console page was opened too many times in a short time.</p>
<p>Reload this page in ${wait} seconds.</p>`,
      undefined,
      locale,
    );
  }
  return renderPage(
    '请求过于频繁',
    `<h1>请求过于频繁</h1>
<p class="sub">短时间内打开控制台页面的次数过多。</p>
<p>请在 ${wait} 秒后刷新本页。</p>`,
  );
}

/** Registers the plugin and the one hook that spends the budgets; nothing when every limit is 0. */
export async function registerRateLimit(app: FastifyInstance, ctx: AppContext, limits: RateLimits = rateLimitsFromEnv()): Promise<void> {
  if (limits.api === 0 && limits.pages === 0 && limits.pagesPerAddress === 0) return;
  await app.register(fastifyRateLimit, { global: false });

  const limiters: Record<Kind, ReturnType<FastifyInstance['createRateLimit']>> = {
    api: app.createRateLimit({
      timeWindow: limits.windowMs,
      // Set by the /api auth hook (app.ts), which ran before: an open session, or none.
      keyGenerator: (request) => (request.userId !== null && request.cookies[SESSION_COOKIE] ? sessionKey(request) : addressKey(request)),
      max: limits.api,
      allowList: () => limits.api === 0,
    }),
    page: app.createRateLimit({
      timeWindow: limits.windowMs,
      keyGenerator: async (request) =>
        request.cookies[SESSION_COOKIE] && (await sessionUserId(ctx, request)) !== null ? sessionKey(request) : addressKey(request),
      max: (_request, key) => (key.startsWith('s:') ? limits.pages : limits.pagesPerAddress),
      allowList: (_request, key) => (key.startsWith('s:') ? limits.pages : limits.pagesPerAddress) === 0,
    }),
  };

  // One warning per key and window, not one per refused request.
  const warned = new Map<string, number>();
  function warnOnce(request: FastifyRequest, kind: Kind, key: string, max: number, ttlMs: number) {
    const now = Date.now();
    const id = `${kind}:${key}`;
    if ((warned.get(id) ?? 0) > now) return;
    if (warned.size >= 10_000) for (const [k, until] of warned) if (until <= now) warned.delete(k);
    warned.set(id, now + ttlMs);
    request.log.warn({ kind, by: key.startsWith('s:') ? 'session' : 'address', ip: request.ip, route: request.routeOptions.url, max }, 'rate limit reached');
  }

  // preHandler: after the /api auth hook has resolved the session (an unknown one is refused there).
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const kind = limitedKind(request);
    if (!kind) return;
    const result = await limiters[kind](request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    refused.inc({ kind, by: result.key.startsWith('s:') ? 'session' : 'address' });
    warnOnce(request, kind, result.key, result.max, result.ttl);
    reply.code(429).header('retry-after', String(seconds)).header('cache-control', 'no-store');
    if (kind === 'api') return reply.send(failure(429, TOO_MANY_REQUESTS));
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      .header('vary', 'accept-language')
      .send(tooManyPage(seconds, localeOfAcceptLanguage(request.headers['accept-language'])));
  });
}
