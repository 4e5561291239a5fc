/**
 * The text-image live list sorts by start time and filters by status (modules/activity/activity.ts):
 *
 *   twzb_activities_owner_start_idx         a start-time page, either direction (`asc` scans it
 *                                           backward), reads index entries in list order; the
 *                                           created time and group are included, so a created-day
 *                                           or group filter is checked on the entries too;
 *   twzb_activities_owner_status_start_idx  a status page sorted by start time, and a status
 *                                           filter's count, read only that status's entries.
 *
 * Measured on PGlite with 90,000 lives of one owner (the bench proportions), EXPLAIN ANALYZE of the
 * page query: `sort=startTime` 140–200 ms (a sequential scan and a sort of every row) → under 1 ms,
 * `status=not_started&sort=startTime&order=asc` 33 ms → under 1 ms, the count of `status=live`
 * 35 ms → 0.1 ms; through the API, `?sort=startTime` 22–39 ms → 2.5–4 ms. About 5 MB each, as
 * large as the created-time index. Events (10,000 an owner at bench scale 1) sort by start time
 * without an index of their own: 4–6 ms through the API.
 */
import { type Kysely, sql } from 'kysely';

const statements = [
  sql`create index twzb_activities_owner_start_idx on twzb_activities (owner_id, start_time desc, id desc) include (created_at, group_id)`,
  sql`create index twzb_activities_owner_status_start_idx on twzb_activities (owner_id, status, start_time desc, id desc) include (created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists twzb_activities_owner_status_start_idx`.execute(db);
  await sql`drop index if exists twzb_activities_owner_start_idx`.execute(db);
}
