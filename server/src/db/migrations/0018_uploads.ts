/**
 * Uploads (issue 22 §2), beside the tables of 0017:
 *   uploaded_images (thumb_key)   unique: GET /api/upload/file/{key} finds an image by either key
 *   uploaded_files.activity_id    the activity the recording or material belongs to (checked at creation: the
 *                                 owner's, of the purpose's kind; checked again when it is registered)
 *   uploaded_files.registered_at  when a recording or material was made from it: from then on the quota
 *                                 counts it only while that row exists (the sweep deletes it after)
 *   media_videos.upload_id        the finished upload a recording was registered from (source 'upload'),
 *   materials.upload_id           or a material: one row per upload, so a repeated register call answers
 *                                 the same row instead of a second one
 *   uploaded_files (created_at) where uploading   the sweep of unfinished uploads past their time
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index uploaded_images_thumb_key_idx on uploaded_images (thumb_key)`.execute(db);
  await sql`alter table uploaded_files add column activity_id integer, add column registered_at timestamptz`.execute(db);
  await sql`alter table uploaded_files add constraint uploaded_files_status_check check (status in ('uploading', 'done', 'failed'))`.execute(db);
  await sql`create index uploaded_files_unfinished_idx on uploaded_files (created_at) where status = 'uploading'`.execute(db);
  await sql`alter table media_videos add column upload_id text references uploaded_files (id) on delete set null`.execute(db);
  await sql`create unique index media_videos_upload_idx on media_videos (upload_id) where upload_id is not null`.execute(db);
  await sql`alter table materials add column upload_id text references uploaded_files (id) on delete set null`.execute(db);
  await sql`create unique index materials_upload_idx on materials (upload_id) where upload_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table materials drop column if exists upload_id`.execute(db);
  await sql`alter table media_videos drop column if exists upload_id`.execute(db);
  await sql`drop index if exists uploaded_files_unfinished_idx`.execute(db);
  await sql`alter table uploaded_files drop constraint if exists uploaded_files_status_check`.execute(db);
  await sql`alter table uploaded_files drop column if exists activity_id, drop column if exists registered_at`.execute(db);
  await sql`drop index if exists uploaded_images_thumb_key_idx`.execute(db);
}
