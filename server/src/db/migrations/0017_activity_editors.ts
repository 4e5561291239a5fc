/**
 * The activity editors and uploads (issue 22):
 *   twzb_activities    mode (text | video), description (sanitised HTML), watch mode and its
 *                      password or phone whitelist, and the create request id (idempotent create)
 *   photo_activities   watermark, visibility (public | password | private) and its password, request id
 *   event_activities   capacity (null: no limit), registration open, the registration form (jsonb), request id
 *   uploaded_images    an owner's uploaded images (covers): checked by their bytes, stored through the
 *                      storage interface under `storage_key`, with a thumbnail; an activity's cover must be
 *                      one of its owner's images (or '' / a demo cover)
 *   uploaded_files     an owner's resumable uploads (tus) of recordings and materials, by upload id,
 *                      with their state; finished ones become media_videos / materials rows
 * A request id is unique per owner: a second create with it answers the first activity.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table twzb_activities
    add column mode text not null default 'text',
    add column description text not null default '',
    add column watch_mode text not null default 'public',
    add column watch_password text not null default '',
    add column watch_phones jsonb not null default '[]'::jsonb,
    add column request_id text`.execute(db);
  await sql`create unique index twzb_activities_request_idx on twzb_activities (owner_id, request_id) where request_id is not null`.execute(db);
  await sql`alter table photo_activities
    add column watermark boolean not null default false,
    add column visibility text not null default 'public',
    add column password text not null default '',
    add column request_id text`.execute(db);
  await sql`create unique index photo_activities_request_idx on photo_activities (owner_id, request_id) where request_id is not null`.execute(db);
  await sql`alter table event_activities
    add column capacity integer,
    add column registration_open boolean not null default true,
    add column form jsonb not null default '[{"key":"name","label":"姓名","required":true},{"key":"phone","label":"手机号","required":true}]'::jsonb,
    add column request_id text`.execute(db);
  await sql`create unique index event_activities_request_idx on event_activities (owner_id, request_id) where request_id is not null`.execute(db);
  await sql`create table uploaded_images (
    id serial primary key,
    owner_id integer not null references users (id) on delete cascade,
    storage_key text not null unique,
    thumb_key text not null,
    mime_type text not null,
    width integer not null,
    height integer not null,
    size integer not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index uploaded_images_owner_idx on uploaded_images (owner_id, id desc)`.execute(db);
  await sql`create table uploaded_files (
    id text primary key,
    owner_id integer not null references users (id) on delete cascade,
    purpose text not null,
    file_name text not null,
    mime_type text not null,
    size bigint not null,
    offset_bytes bigint not null default 0,
    storage_key text not null,
    status text not null default 'uploading',
    created_at timestamptz not null default now(),
    finished_at timestamptz
  )`.execute(db);
  await sql`create index uploaded_files_owner_idx on uploaded_files (owner_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists uploaded_files`.execute(db);
  await sql`drop table if exists uploaded_images`.execute(db);
  await sql`alter table event_activities drop column if exists capacity, drop column if exists registration_open, drop column if exists form, drop column if exists request_id`.execute(
    db,
  );
  await sql`alter table photo_activities drop column if exists watermark, drop column if exists visibility, drop column if exists password, drop column if exists request_id`.execute(
    db,
  );
  await sql`alter table twzb_activities drop column if exists mode, drop column if exists description, drop column if exists watch_mode, drop column if exists watch_password, drop column if exists watch_phones, drop column if exists request_id`.execute(
    db,
  );
}
