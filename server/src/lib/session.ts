/**
 * Sessions: a random token in the `gr_session` cookie; the database keeps
 * only its sha256 hash. Sessions last seven days.
 */
import { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { randomToken, sha256 } from './security';

export const SESSION_COOKIE = 'gr_session';
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * token hash → (user, expiry), for a database only this process writes (embedded PGlite: one
 * process owns its data folder). Every session is created and destroyed here, so the cache is
 * never stale; it saves one query on every /api call, which matters on PGlite's single connection.
 * Bounded: the oldest entry goes first.
 */
/** A signed-in session: who, and which session (its row id: signed links and export tokens name it). */
export interface SessionRef {
  userId: number;
  sessionId: number;
}

export class SessionCache {
  private readonly entries = new Map<string, SessionRef & { expiresAt: number }>();
  constructor(private readonly max = 10_000) {}

  get(hash: string, now: Date): SessionRef | null | undefined {
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    if (entry.expiresAt <= now.getTime()) {
      this.entries.delete(hash);
      return null;
    }
    return { userId: entry.userId, sessionId: entry.sessionId };
  }

  set(hash: string, ref: SessionRef, expiresAt: Date): void {
    this.entries.delete(hash);
    this.entries.set(hash, { ...ref, expiresAt: expiresAt.getTime() });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(hash: string): void {
    this.entries.delete(hash);
  }

  /** Forgets every session of a user (sign out everywhere, a disabled account). */
  deleteUser(userId: number): void {
    for (const [hash, entry] of this.entries) if (entry.userId === userId) this.entries.delete(hash);
  }

  get size(): number {
    return this.entries.size;
  }
}

export async function createSession(ctx: AppContext, userId: number): Promise<string> {
  const token = randomToken(32);
  const now = ctx.now();
  // Opportunistic clean-up of this user's expired sessions.
  await ctx.db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
  await ctx.db
    .insertInto('sessions')
    .values({
      token_hash: sha256(token),
      user_id: userId,
      created_at: now,
      expires_at: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
    })
    .execute();
  return token;
}

function sessionToken(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token && token.length <= 128 ? token : null;
}

/** The request's signed-in session (user and session id), or null. */
export async function sessionOf(ctx: AppContext, request: FastifyRequest): Promise<SessionRef | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const hash = sha256(token);
  const now = ctx.now();
  const cached = ctx.sessionCache?.get(hash, now);
  if (cached !== undefined) return cached;
  const row = await ctx.db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'expires_at'])
    .where('token_hash', '=', hash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  const ref = { userId: row.user_id, sessionId: row.id };
  // Only known sessions are remembered: a flood of made-up tokens cannot fill the cache.
  ctx.sessionCache?.set(hash, ref, row.expires_at);
  return ref;
}

/**
 * A page's own calls (issue 25, the server's cost of a page): the signed-in page resolves its session
 * once, and the API calls its server render makes in-process (`app.inject`) are requests of a class
 * made for that page, which carries it. The /api guard takes the session from such a request instead
 * of resolving the cookie again. Nothing a request sends can make it one: an outside request is Node's
 * own IncomingMessage, made by the HTTP server, never of this module's classes, and the session is
 * kept in a module-private map by the class, not on anything a request carries (no header, cookie or
 * flag). Everything else of the call is the route's own: its validation, owner scope, envelope.
 */
class PageCall extends IncomingMessage {}
const pageSessions = new WeakMap<object, SessionRef>();

/** The request class (for `app.inject`'s `Request`) of a page's own calls, signed in as `session`. */
export function pageCallsOf(session: SessionRef): typeof IncomingMessage {
  const Calls = class extends PageCall {};
  pageSessions.set(Calls.prototype, { ...session });
  return Calls;
}

/** The session a page's own call carries ({@link pageCallsOf}), or undefined for any other request. */
export function pageCallSession(request: FastifyRequest): SessionRef | undefined {
  if (!(request.raw instanceof PageCall)) return undefined;
  for (let proto = Object.getPrototypeOf(request.raw); proto && proto !== PageCall.prototype; proto = Object.getPrototypeOf(proto)) {
    const session = pageSessions.get(proto);
    if (session) return session;
  }
  return undefined;
}

/** The signed-in user's id, or null. */
export async function sessionUserId(ctx: AppContext, request: FastifyRequest): Promise<number | null> {
  return (await sessionOf(ctx, request))?.userId ?? null;
}

/** Whether session `sessionId` is still open (signed links and export tokens live only as long as it). */
export async function sessionOpen(ctx: AppContext, sessionId: number): Promise<boolean> {
  const row = await ctx.db.selectFrom('sessions').select('id').where('id', '=', sessionId).where('expires_at', '>', ctx.now()).executeTakeFirst();
  return row !== undefined;
}

export async function destroySession(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const token = sessionToken(request);
  if (!token) return;
  ctx.sessionCache?.delete(sha256(token));
  await ctx.db.deleteFrom('sessions').where('token_hash', '=', sha256(token)).execute();
}

/**
 * Ends every session of a user — sign out everywhere (`npm run users -- signout <name>`, a reset
 * password, a disabled account): signed links and export tokens die with them. Returns how many ended.
 */
export async function destroyUserSessions(db: AppContext['db'], userId: number, cache?: SessionCache): Promise<number> {
  cache?.deleteUser(userId);
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}

export function setSessionCookie(ctx: AppContext, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: ctx.secureCookies,
    maxAge: SESSION_TTL_SECONDS,
  });
}

export function clearSessionCookie(ctx: AppContext, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: ctx.secureCookies });
}

/** The session id set by the /api auth hook; throws if a route forgot to require a session. */
export function currentSessionId(request: FastifyRequest): number {
  if (request.sessionId === null) throw new Error('route requires a session but none was resolved');
  return request.sessionId;
}

/** The user id set by the /api auth hook; throws if a route forgot to require it. */
export function currentUserId(request: FastifyRequest): number {
  if (request.userId === null) throw new Error('route requires a session but none was resolved');
  return request.userId;
}
