/**
 * The account's interface preferences (issue 29): `locale` (the console's language; null follows the
 * browser's `Accept-Language`) and `theme` (`system` follows the device's `prefers-color-scheme`).
 * Kept on the server so the account's choice follows it to every browser, and the console page is
 * assembled in that language and theme at first paint (modules/console/page.ts).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column locale varchar(8) check (locale in ('zh-CN', 'en-US'))`.execute(db);
  await sql`alter table users add column theme varchar(8) not null default 'system' check (theme in ('system', 'light', 'dark'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column if exists theme`.execute(db);
  await sql`alter table users drop column if exists locale`.execute(db);
}
