/**
 * Limits on refused sign-ins (issue 13): after ACCOUNT_LIMIT refused passwords for one username, or
 * ADDRESS_LIMIT from one address, within WINDOW_MS, the sign-in form refuses every try of that
 * account (or address) — the right password too — until the oldest refusal leaves the window, and
 * says when in Chinese. A success clears the account's refusals. Refusals are rows in the database
 * (not process memory), so the limit holds across several server processes on one PostgreSQL.
 * (@fastify/rate-limit counts requests per key in memory or Redis; what is limited here is refused
 * passwords per account, which needs the answer of the check, so it is counted here.)
 */
import type { AppContext } from '../context';

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

/** Refusals of the account and of the address inside the window, with the oldest of each. */
async function recent(ctx: AppContext, column: 'username' | 'address', value: string, since: Date) {
  const row = await ctx.db
    .selectFrom('sign_in_failures')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('at').as('oldest')])
    .where(column, '=', value)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return { n: Number(row.n), oldest: row.oldest ? new Date(row.oldest as Date | string) : null };
}

/** Whether this account or address may try now: null if so, else the time it may try again (the app's clock). */
export async function closedUntil(ctx: AppContext, username: string, address: string): Promise<Date | null> {
  const now = ctx.now();
  const since = new Date(now.getTime() - WINDOW_MS);
  const [account, from] = await Promise.all([recent(ctx, 'username', username, since), recent(ctx, 'address', address, since)]);
  const ends: Date[] = [];
  if (account.n >= ACCOUNT_LIMIT && account.oldest) ends.push(new Date(account.oldest.getTime() + WINDOW_MS));
  if (from.n >= ADDRESS_LIMIT && from.oldest) ends.push(new Date(from.oldest.getTime() + WINDOW_MS));
  return ends.length ? new Date(Math.max(...ends.map((d) => d.getTime()))) : null;
}

/** Records a refused password, and sweeps refusals older than the window. */
export async function recordFailure(ctx: AppContext, username: string, address: string): Promise<void> {
  const now = ctx.now();
  await ctx.db.insertInto('sign_in_failures').values({ username, address, at: now }).execute();
  await ctx.db
    .deleteFrom('sign_in_failures')
    .where('at', '<', new Date(now.getTime() - WINDOW_MS))
    .execute();
}

/** A success clears the account's refusals (not the address's: other accounts may be guessed from it). */
export async function clearFailures(ctx: AppContext, username: string): Promise<void> {
  await ctx.db.deleteFrom('sign_in_failures').where('username', '=', username).execute();
}
