/**
 * What the public pages share besides their layout: page ids, China times, images of this server
 * only, the visitor cookie, signed access cookies (a password or whitelist gate passed), the
 * platform a visit comes from, and a small per-address counter for what must be rate-limited.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { StatPlatform, WebsitePlatform } from '../../db/schema';
import { isOwnImageSource } from '../../lib/sanitizeHtml';
import type { Visits } from './visits';

/** The largest id a page address takes (an integer column). */
const MAX_ID = 2_147_483_647;

/** The id of a page address (`/live/7`), or null when it is not a row id (then the page is "not found"). */
export function pageId(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

const CHINA_OFFSET_MS = 8 * 3600_000;

/** `2024-05-01 09:30` in China time (the pages' audience is in China, like the console's). */
export function chinaTime(instant: Date): string {
  return new Date(instant.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * An image address a page may show: this server's uploads or demo assets, as a path (so it loads
 * from the page's own origin under `img-src 'self'`), or null for anything else.
 */
export function ownImage(url: string, publicUrl: string): string | null {
  const value = url.trim();
  if (!value || !isOwnImageSource(value, publicUrl)) return null;
  return publicUrl && value.startsWith(`${publicUrl}/`) ? value.slice(publicUrl.length) : value;
}

// --- the visitor ---------------------------------------------------------------------------------

/** The cookie that tells a returning visitor (a reload is one more page view, not one more visitor). */
export const VISITOR_COOKIE = 'gr_visitor';
const VISITOR_VALUE = /^[A-Za-z0-9_-]{22}$/;
const VISITOR_MAX_AGE = 365 * 24 * 3600;

/**
 * The visitor's number for the statistics (stat_events.visitor_id and the like): from the cookie,
 * which is set when missing. Numbers are negative, so they never meet an audience member's id (the
 * audience of the demo data and of a real watch client), and derived from the cookie by SHA-256.
 */
export function visitorOf(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): number {
  let token = request.cookies[VISITOR_COOKIE];
  if (!token || !VISITOR_VALUE.test(token)) {
    token = randomBytes(16).toString('base64url');
    reply.setCookie(VISITOR_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: ctx.secureCookies, maxAge: VISITOR_MAX_AGE });
  }
  const n = createHash('sha256').update(token).digest().readUInt32BE(0) % (MAX_ID - 1);
  return -(n + 1);
}

/** Where a visit comes from, by the browser's User-Agent: 1 WeChat, 2 H5 (a phone's browser), 3 PC. */
export function statPlatform(request: FastifyRequest): StatPlatform {
  const agent = request.headers['user-agent'] ?? '';
  if (/MicroMessenger/i.test(agent)) return 1;
  if (/Mobi|Android|iPhone|iPad|HarmonyOS/i.test(agent)) return 2;
  return 3;
}

/** The micro-site statistics' platform of a visit: WeChat, Weibo, or a browser. */
export function websitePlatform(request: FastifyRequest): WebsitePlatform {
  const agent = request.headers['user-agent'] ?? '';
  if (/MicroMessenger/i.test(agent)) return 'wechat';
  if (/Weibo/i.test(agent)) return 'weibo';
  return 'browser';
}

// --- access cookies ------------------------------------------------------------------------------

/** How long a passed gate (password, whitelist) is remembered. */
export const ACCESS_TTL_MS = 12 * 3600_000;

/**
 * Signed cookies of passed gates: `<expires>.<mac>` (password) or `<phone>.<expires>.<mac>`
 * (whitelist). The MAC covers the page, the gate and what it was passed with — the password's
 * SHA-256 or the phone — so a new password, a phone taken off the list or another mode ends it.
 * The key is random per process, like the media URLs' (a restart asks again).
 */
export class AccessCookies {
  private readonly key = randomBytes(32);

  constructor(private readonly now: () => Date) {}

  private mac(subject: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${subject}\n${expires}`).digest().subarray(0, 18).toString('base64url');
  }

  /** The cookie value for `subject` (e.g. `live:7:password:<sha256>`), and its max age in seconds. */
  issue(subject: string, prefix = ''): { value: string; maxAge: number } {
    const expires = Math.ceil((this.now().getTime() + ACCESS_TTL_MS) / 1000);
    return { value: `${prefix ? `${prefix}.` : ''}${expires}.${this.mac(subject, expires)}`, maxAge: Math.round(ACCESS_TTL_MS / 1000) };
  }

  /** The prefix of a valid cookie for `subjectOf(prefix)` ('' when it has none), or null. */
  verify(value: string | undefined, subjectOf: (prefix: string) => string): string | null {
    if (!value || value.length > 200) return null;
    const parts = value.split('.');
    if (parts.length !== 2 && parts.length !== 3) return null;
    const [prefix, expiresText, given] = parts.length === 3 ? parts : ['', ...parts];
    if (prefix === undefined || !expiresText || !given || !/^\d{1,12}$/.test(expiresText)) return null;
    const expires = Number(expiresText);
    if (expires * 1000 <= this.now().getTime()) return null;
    const expected = Buffer.from(this.mac(subjectOf(prefix), expires));
    const actual = Buffer.from(given);
    return expected.length === actual.length && timingSafeEqual(expected, actual) ? prefix : null;
  }
}

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** Equal texts, compared in constant time. */
export function sameText(a: string, b: string): boolean {
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return timingSafeEqual(x, y);
}

// --- rate limits ---------------------------------------------------------------------------------

/**
 * Counts per key in fixed windows, in this process's memory (like lib/rateLimit.ts: right for one
 * process; several processes on one PostgreSQL each count their own share).
 */
export class WindowCounter {
  private readonly counts = new Map<string, { n: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one for `key`; false when the key was already at its limit (then it is not counted). */
  take(key: string): boolean {
    const now = this.now();
    if (this.counts.size >= 10_000) for (const [k, entry] of this.counts) if (entry.resetAt <= now) this.counts.delete(k);
    const entry = this.counts.get(key);
    if (!entry || entry.resetAt <= now) {
      this.counts.set(key, { n: 1, resetAt: now + this.windowMs });
      return true;
    }
    if (entry.n >= this.max) return false;
    entry.n++;
    return true;
  }

  /** Whether `key` is at its limit now (nothing is counted). */
  blocked(key: string): boolean {
    const entry = this.counts.get(key);
    return entry !== undefined && entry.resetAt > this.now() && entry.n >= this.max;
  }

  /** Seconds until `key` may try again. */
  retryAfter(key: string): number {
    const entry = this.counts.get(key);
    return entry ? Math.max(1, Math.ceil((entry.resetAt - this.now()) / 1000)) : 1;
  }
}

/** The address a limit counts (`request.ip`: TRUST_PROXY decides whose). */
export const addressOf = (request: FastifyRequest) => request.ip;

// --- what every page module receives -------------------------------------------------------------

export interface PublicPageOptions {
  /** Page views per address and minute (default 300, like console pages without a session). */
  pagesPerMinute?: number;
  /** Wrong passwords or phones per address and page in 10 minutes (default 20). */
  gateAttempts?: number;
  /** Event registrations (made or refused) per address and minute (default 20). */
  registrationsPerMinute?: number;
  /** Survey forms posted without the page's script, per address and minute (default 20, like the JSON call's own limit). */
  surveyPostsPerMinute?: number;
}

export interface PublicServices {
  ctx: AppContext;
  visits: Visits;
  access: AccessCookies;
  /** Page views per address. */
  pages: WindowCounter;
  /** Wrong passwords and phones per address and page. */
  gates: WindowCounter;
  /** Registrations per address. */
  registrations: WindowCounter;
  /** Survey forms posted without the script, per address (the JSON call does not count calls made in the process). */
  surveyPosts: WindowCounter;
}

export function publicServices(ctx: AppContext, visits: Visits, options: PublicPageOptions = {}): PublicServices {
  const now = () => ctx.now().getTime();
  return {
    ctx,
    visits,
    access: new AccessCookies(ctx.now),
    pages: new WindowCounter(options.pagesPerMinute ?? 300, 60_000, now),
    gates: new WindowCounter(options.gateAttempts ?? 20, 10 * 60_000, now),
    registrations: new WindowCounter(options.registrationsPerMinute ?? 20, 60_000, now),
    surveyPosts: new WindowCounter(options.surveyPostsPerMinute ?? 20, 60_000, now),
  };
}
