/**
 * Sessions: a random token in the `gr_session` cookie; the database keeps
 * only its sha256 hash. Sessions last seven days.
 */
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
export class SessionCache {
  private readonly entries = new Map<string, { userId: number; expiresAt: number }>();
  constructor(private readonly max = 10_000) {}

  get(hash: string, now: Date): number | null | undefined {
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    if (entry.expiresAt <= now.getTime()) {
      this.entries.delete(hash);
      return null;
    }
    return entry.userId;
  }

  set(hash: string, userId: number, expiresAt: Date): void {
    this.entries.delete(hash);
    this.entries.set(hash, { userId, expiresAt: expiresAt.getTime() });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(hash: string): void {
    this.entries.delete(hash);
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

/** The signed-in user's id, or null. */
export async function sessionUserId(ctx: AppContext, request: FastifyRequest): Promise<number | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const hash = sha256(token);
  const now = ctx.now();
  const cached = ctx.sessionCache?.get(hash, now);
  if (cached !== undefined) return cached;
  const row = await ctx.db
    .selectFrom('sessions')
    .select(['user_id', 'expires_at'])
    .where('token_hash', '=', hash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  // Only known sessions are remembered: a flood of made-up tokens cannot fill the cache.
  if (row) ctx.sessionCache?.set(hash, row.user_id, row.expires_at);
  return row?.user_id ?? null;
}

export async function destroySession(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const token = sessionToken(request);
  if (!token) return;
  ctx.sessionCache?.delete(sha256(token));
  await ctx.db.deleteFrom('sessions').where('token_hash', '=', sha256(token)).execute();
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

/** The user id set by the /api auth hook; throws if a route forgot to require it. */
export function currentUserId(request: FastifyRequest): number {
  if (request.userId === null) throw new Error('route requires a session but none was resolved');
  return request.userId;
}
