/**
 * Sessions own what they mint (issue 21):
 *   sso_tickets.binding            sha256 of the `gr_sso_bind` cookie set in the browser the ticket was
 *                                  issued to: a ticket opens a session only in that browser (login CSRF).
 *   stat_export_tokens.session_id  the session that asked for the export link: the link ends with it.
 *   users (lower(username))        names are case-insensitive: `users add OPS1` finds `ops1`.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sso_tickets add column binding text`.execute(db);
  await sql`alter table stat_export_tokens add column session_id integer`.execute(db);
  await sql`create index users_username_lower_idx on users (lower(username))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_username_lower_idx`.execute(db);
  await sql`alter table stat_export_tokens drop column if exists session_id`.execute(db);
  await sql`alter table sso_tickets drop column if exists binding`.execute(db);
}
