/**
 * Accounts, as an operator manages them (`npm run users -- add|reset|disable|enable <name>`): in
 * production nothing is seeded, so this is how accounts come to exist. Passwords are stored with
 * scrypt (lib/security.ts); disabling an account ends its sessions at once.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from './db/schema';
import { hashPassword } from './lib/security';
import { destroyUserSessions } from './lib/session';

/** The shortest password an operator may set. */
export const MIN_PASSWORD_LENGTH = 8;

const USERNAME = /^[A-Za-z0-9_.-]{2,64}$/;

/** Why a username or password cannot be used, in Chinese; null when it can. */
export function accountProblem(username: string, password?: string): string | null {
  if (!USERNAME.test(username)) return '用户名须为 2–64 个字母、数字、下划线、点或连字符';
  if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) return `密码至少 ${MIN_PASSWORD_LENGTH} 个字符`;
  if (password !== undefined && password.length > 256) return '密码最多 256 个字符';
  return null;
}

/** The account of a name, whatever its case (names are case-insensitive: `OPS1` is `ops1`). */
function byName(db: Kysely<Database>, username: string) {
  return db.selectFrom('users').select(['id', 'username']).where(sql<string>`lower(username)`, '=', username.toLowerCase()).executeTakeFirst();
}

/** Creates an account; throws when the name (in any case) is taken or invalid. */
export async function addUser(db: Kysely<Database>, username: string, password: string): Promise<number> {
  const problem = accountProblem(username, password);
  if (problem) throw new Error(problem);
  const taken = await byName(db, username);
  if (taken) throw new Error(`用户名 ${taken.username} 已存在（用户名不区分大小写）`);
  const row = await db
    .insertInto('users')
    .values({ username, password_hash: await hashPassword(password), nickname: username, is_set_password: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function existing(db: Kysely<Database>, username: string): Promise<number> {
  const row = await byName(db, username);
  if (!row) throw new Error(`没有用户 ${username}`);
  return row.id;
}

/** Sets a new password and ends the account's sessions. */
export async function resetPassword(db: Kysely<Database>, username: string, password: string): Promise<void> {
  const problem = accountProblem(username, password);
  if (problem) throw new Error(problem);
  const id = await existing(db, username);
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password), is_set_password: true })
    .where('id', '=', id)
    .execute();
  await destroyUserSessions(db, id);
}

/** Disables (or enables again) an account; disabling ends its sessions. */
export async function setDisabled(db: Kysely<Database>, username: string, disabled: boolean, now = new Date()): Promise<void> {
  const id = await existing(db, username);
  await db
    .updateTable('users')
    .set({ disabled_at: disabled ? now : null })
    .where('id', '=', id)
    .execute();
  if (disabled) await destroyUserSessions(db, id);
}

/** Signs an account out everywhere: every session ends (and the links and export tokens they minted). */
export async function signOutEverywhere(db: Kysely<Database>, username: string): Promise<number> {
  return destroyUserSessions(db, await existing(db, username));
}
