/**
 * Sign-in hardening (issue 13):
 *   users.disabled_at      an operator disables an account (`npm run users -- disable <name>`);
 *                          a disabled account cannot sign in and its sessions are ended.
 *   sign_in_failures       one row per refused password, by username and address, so that the
 *                          limit holds across several server processes on one database
 *                          (modules/user/signInGuard.ts). Rows older than the window are swept.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column disabled_at timestamptz`.execute(db);
  await sql`create table sign_in_failures (
    id serial primary key,
    username text not null,
    address text not null,
    at timestamptz not null default now()
  )`.execute(db);
  await sql`create index sign_in_failures_username_idx on sign_in_failures (username, at)`.execute(db);
  await sql`create index sign_in_failures_address_idx on sign_in_failures (address, at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sign_in_failures`.execute(db);
  await sql`alter table users drop column if exists disabled_at`.execute(db);
}
