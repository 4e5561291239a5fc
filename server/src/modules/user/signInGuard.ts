/**
 * Limits on refused sign-ins (issue 13, made burst-proof by issue 21 §1): after ACCOUNT_LIMIT refused
 * passwords for one username, or ADDRESS_LIMIT from one address, within WINDOW_MS, the sign-in form
 * refuses every try of that account (or address) — the right password too — until the oldest refusal
 * leaves the window, and says when in Chinese. A success clears the account's refusals.
 *
 * Count and decide are one atomic step in the database: `reserveAttempt` takes two transaction-scoped
 * advisory locks (the account's, then the address's — always in that order, so two attempts never wait
 * on each other in a cycle), counts the window and, when there is room, writes the attempt's row
 * *before* the password is checked. A burst of parallel attempts therefore queues on the locks and
 * sees every earlier attempt: at most ACCOUNT_LIMIT passwords are checked per account and
 * ADDRESS_LIMIT per address in a window, in one process or in several on one PostgreSQL (PGlite's
 * single connection serialises the transactions the same way). A wrong password leaves its row as
 * the refusal; the right one removes it (`acceptAttempt`).
 * (@fastify/rate-limit counts requests per key in memory; what is limited here is passwords checked
 * per account, which must hold across processes, so it is counted in the database.)
 */
import { sql } from 'kysely';
import type { AppContext } from '../../context';

/** Refused passwords of one account that close it for the rest of the window. */
export const ACCOUNT_LIMIT = 5;
/** Refused passwords from one address (any accounts) that close it for the rest of the window. */
export const ADDRESS_LIMIT = 20;
/** The window: 15 minutes. */
export const WINDOW_MS = 15 * 60 * 1000;

/** When a closed account or address can try again, as the form says it (China time, HH:mm). */
export function retryMessage(until: Date, now: Date): string {
  const time = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', hour12: false }).format(until);
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return `登录失败次数过多，请在 ${time} 后重试（约 ${minutes} 分钟）`;
}

/** The key an account is counted under: names are case-insensitive (users.ts). */
export function accountKey(username: string): string {
  return username.toLowerCase();
}

/** The outcome of asking to check a password: a reserved attempt, or the time the form may be tried again. */
export type Reservation = { ok: true; id: number } | { ok: false; until: Date };

/**
 * Reserves one password check for this account and address, atomically: null-free `ok` with the
 * attempt's id when both are under their limits (the row already counts as a refusal), else the time
 * one may try again (the app's clock).
 */
export async function reserveAttempt(ctx: AppContext, username: string, address: string): Promise<Reservation> {
  const account = accountKey(username);
  const now = ctx.now();
  const since = new Date(now.getTime() - WINDOW_MS);
  return ctx.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`gr-sign-in:account:${account}`}, 0))`.execute(trx);
    await sql`select pg_advisory_xact_lock(hashtextextended(${`gr-sign-in:address:${address}`}, 0))`.execute(trx);
    const counted = async (column: 'username' | 'address', value: string) => {
      const row = await trx
        .selectFrom('sign_in_failures')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('at').as('oldest')])
        .where(column, '=', value)
        .where('at', '>', since)
        .executeTakeFirstOrThrow();
      return { n: Number(row.n), oldest: row.oldest ? new Date(row.oldest as Date | string) : null };
    };
    const [byAccount, byAddress] = [await counted('username', account), await counted('address', address)];
    const ends: number[] = [];
    if (byAccount.n >= ACCOUNT_LIMIT && byAccount.oldest) ends.push(byAccount.oldest.getTime() + WINDOW_MS);
    if (byAddress.n >= ADDRESS_LIMIT && byAddress.oldest) ends.push(byAddress.oldest.getTime() + WINDOW_MS);
    if (ends.length) return { ok: false, until: new Date(Math.max(...ends)) } as const;
    const row = await trx.insertInto('sign_in_failures').values({ username: account, address, at: now }).returning('id').executeTakeFirstOrThrow();
    // Sweep what left the window (cheap: both columns are indexed with `at`).
    await trx.deleteFrom('sign_in_failures').where('at', '<', since).execute();
    return { ok: true, id: row.id } as const;
  });
}

/**
 * The reserved attempt found the right password: its row goes, and so do the account's earlier
 * refusals (not the address's: other accounts may be guessed from it).
 */
export async function acceptAttempt(ctx: AppContext, username: string, id: number): Promise<void> {
  await ctx.db.deleteFrom('sign_in_failures').where('id', '=', id).execute();
  await ctx.db.deleteFrom('sign_in_failures').where('username', '=', accountKey(username)).where('id', '<', id).execute();
}
