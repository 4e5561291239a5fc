/** What the statistics routes share: ownership checks, export tokens, XLSX cells. */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { ApiError, notFound } from '../../lib/envelope';
import { randomToken, sha256 } from '../../lib/security';

export const TAGS = ['statistics'];
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** How long an export token (/twzb/excel/token) opens export links. */
export const EXPORT_TOKEN_TTL_MS = 10 * 60_000;
/** Rows of one list export at most. */
export const EXPORT_MAX_ROWS = 100_000;

/** Throws 404 unless the twzb activity belongs to the owner (no-op without an id). */
export async function assertTwzbActivity(db: Kysely<Database>, ownerId: number, activityId: number | undefined): Promise<void> {
  if (activityId === undefined) return;
  const row = await db.selectFrom('twzb_activities').select('id').where('id', '=', activityId).where('owner_id', '=', ownerId).executeTakeFirst();
  if (!row) throw notFound();
}

/** The owner's event, or 404. */
export async function ownEvent(db: Kysely<Database>, ownerId: number, eventId: number) {
  const row = await db
    .selectFrom('event_activities')
    .select(['id', 'title', 'status', 'city', 'address', 'start_time', 'end_time'])
    .where('id', '=', eventId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export function eventBrief(row: Awaited<ReturnType<typeof ownEvent>>) {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    city: row.city,
    address: row.address,
    startTime: row.start_time.toISOString(),
    endTime: row.end_time ? row.end_time.toISOString() : null,
  };
}

/** Titles of the owner's twzb activities by id (missing ones are absent). */
export async function twzbTitles(db: Kysely<Database>, ownerId: number, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids.filter((id) => id > 0))];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('twzb_activities').select(['id', 'title']).where('owner_id', '=', ownerId).where('id', 'in', unique).execute();
  return new Map(rows.map((row) => [row.id, row.title]));
}

export async function issueExportToken(ctx: AppContext, ownerId: number, sessionId: number): Promise<{ token: string; expiresAt: string }> {
  const now = ctx.now();
  const token = randomToken(24);
  const expiresAt = new Date(now.getTime() + EXPORT_TOKEN_TTL_MS);
  await ctx.db.deleteFrom('stat_export_tokens').where('owner_id', '=', ownerId).where('expires_at', '<=', now).execute();
  await ctx.db
    .insertInto('stat_export_tokens')
    .values({ token_hash: sha256(token), owner_id: ownerId, session_id: sessionId, created_at: now, expires_at: expiresAt })
    .execute();
  return { token, expiresAt: expiresAt.toISOString() };
}

/**
 * Who is exporting: the session's user, else the owner of a valid export token (a link opened
 * where the console's cookie is not sent). Neither → 401.
 */
export async function exportOwner(ctx: AppContext, request: FastifyRequest, token: string | undefined): Promise<number> {
  if (request.userId !== null) return request.userId;
  if (token) {
    // The link lives only as long as the session that asked for it (issue 21 §4: signed out = ended).
    const row = await ctx.db
      .selectFrom('stat_export_tokens as t')
      .innerJoin('sessions as s', 's.id', 't.session_id')
      .select('t.owner_id')
      .where('t.token_hash', '=', sha256(token))
      .where('t.expires_at', '>', ctx.now())
      .where('s.expires_at', '>', ctx.now())
      .executeTakeFirst();
    if (row) return row.owner_id;
    throw new ApiError(401, '导出链接已失效，请重新导出', 401);
  }
  throw new ApiError(401, '登录已过期，请重新登录', 401);
}

/** `YYYY-MM-DD HH:mm:ss` in China time, for spreadsheet cells. */
export function chinaDateTime(value: Date | null): string {
  if (!value) return '';
  return new Date(value.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Fen as yuan with two decimals (a number cell). */
export const yuan = (fen: number) => Math.round(fen) / 100;

/** 138****5678 */
export function maskPhone(phone: string): string {
  return phone.length >= 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
