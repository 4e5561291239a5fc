/**
 * Cloud-photography statistics (/api/statistics/photo): product 4 of the daily rollup.
 *
 *   photo_stat_events  append-only log of what happens to a photo-live album (photo_activities):
 *                      kind 1 view, 2 share (a visitor), 3 upload (the photographer, visitor 0),
 *                      4 download (a visitor saving a photo), by time, city and platform.
 *   stat_daily(_activity).uploads / downloads  two more summed metrics of the rollup.
 *
 * Like stat_events it has no keys (read by range only); a statement-level trigger marks the days
 * it touches dirty so modules/statistics/rollupWriter.ts rebuilds them before the next read.
 */
import { type Kysely, sql } from 'kysely';

const dirty = (rows: string) =>
  `insert into stat_dirty_days (owner_id, product, day) select distinct owner_id, 4, stat_day(occurred_at) from ${rows} on conflict do nothing;`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table photo_stat_events (
    owner_id integer not null,
    activity_id integer not null,
    kind smallint not null check (kind between 1 and 4),
    visitor_id integer not null default 0,
    platform smallint not null check (platform between 1 and 4),
    city_id integer not null,
    occurred_at timestamptz not null
  )`.execute(db);
  await sql`create index photo_stat_events_owner_time_idx on photo_stat_events (owner_id, occurred_at)`.execute(db);
  await sql`create index photo_stat_events_activity_time_idx on photo_stat_events (activity_id, occurred_at)`.execute(db);
  for (const table of ['stat_daily', 'stat_daily_activity']) {
    await sql`alter table ${sql.table(table)} add column uploads integer not null default 0, add column downloads integer not null default 0`.execute(db);
  }
  await sql
    .raw(`create function stat_dirty_from_photo() returns trigger language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then ${dirty('new_rows')} end if;
  if tg_op in ('DELETE', 'UPDATE') then ${dirty('old_rows')} end if;
  return null;
end $$`)
    .execute(db);
  await sql`create trigger photo_stat_events_dirty_ins after insert on photo_stat_events
    referencing new table as new_rows for each statement execute function stat_dirty_from_photo()`.execute(db);
  await sql`create trigger photo_stat_events_dirty_del after delete on photo_stat_events
    referencing old table as old_rows for each statement execute function stat_dirty_from_photo()`.execute(db);
  await sql`create trigger photo_stat_events_dirty_upd after update on photo_stat_events
    referencing old table as old_rows new table as new_rows for each statement execute function stat_dirty_from_photo()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists photo_stat_events`.execute(db);
  await sql`drop function if exists stat_dirty_from_photo()`.execute(db);
  for (const table of ['stat_daily', 'stat_daily_activity']) {
    await sql`alter table ${sql.table(table)} drop column if exists uploads, drop column if exists downloads`.execute(db);
  }
}
