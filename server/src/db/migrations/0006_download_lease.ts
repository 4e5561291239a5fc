/**
 * Download tasks shared by several server processes on one PostgreSQL, and finished files that
 * expire by age (modules/media/mediaDownloadWorker.ts, mediaDownloadExpiry.ts):
 *
 *   lease_owner  the worker that holds (or last held) the task;
 *   lease_until  until when its hold is valid (database clock); a pending or processing task with
 *                no lease or an expired one may be claimed, so a crashed process's task is taken
 *                over once its lease runs out;
 *   expired_at   when the finished file was deleted (too old, or found missing); the task is then
 *                `failed` and its download link answers code 410 with `error`.
 */
import { type Kysely, sql } from 'kysely';

const statements = [
  sql`alter table media_download_tasks
    add column lease_owner text,
    add column lease_until timestamptz,
    add column expired_at timestamptz`,
  // The expiry sweep: finished tasks by age.
  sql`create index media_download_tasks_done_idx on media_download_tasks (finished_at) where status = 'done'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists media_download_tasks_done_idx`.execute(db);
  await sql`alter table media_download_tasks drop column lease_owner, drop column lease_until, drop column expired_at`.execute(db);
}
