/**
 * Activities of every kind and their media: video-live, photo-live and event
 * activities (text-image live "twzb" is in 0001); recordings and generated
 * videos (`media_videos`), their download tasks, and activity materials.
 *
 * Media rows point at a committed test-pattern fixture (`file_name`, under
 * server/fixtures/); a download task copies it into the files folder.
 */
import { type Kysely, sql } from 'kysely';

const statements = [
  sql`create table video_activities (
    id serial primary key,
    owner_id integer not null references users(id) on delete cascade,
    title varchar(100) not null,
    cover_url text not null default '',
    status varchar(16) not null check (status in ('not_started', 'live', 'ended')),
    start_time timestamptz not null,
    end_time timestamptz,
    view_count integer not null default 0,
    created_at timestamptz not null default now()
  )`,
  sql`create index video_activities_owner_created_idx on video_activities (owner_id, created_at desc, id desc)`,

  sql`create table photo_activities (
    id serial primary key,
    owner_id integer not null references users(id) on delete cascade,
    title varchar(100) not null,
    cover_url text not null default '',
    location varchar(100) not null default '',
    photo_count integer not null default 0,
    view_count integer not null default 0,
    start_time timestamptz not null,
    end_time timestamptz,
    created_at timestamptz not null default now()
  )`,
  sql`create index photo_activities_owner_created_idx on photo_activities (owner_id, created_at desc, id desc)`,

  sql`create table event_activities (
    id serial primary key,
    owner_id integer not null references users(id) on delete cascade,
    title varchar(100) not null,
    cover_url text not null default '',
    status varchar(16) not null check (status in ('not_started', 'ongoing', 'ended')),
    city varchar(32) not null default '',
    address varchar(200) not null default '',
    start_time timestamptz not null,
    end_time timestamptz,
    registration_count integer not null default 0,
    sign_in_count integer not null default 0,
    view_count integer not null default 0,
    created_at timestamptz not null default now()
  )`,
  sql`create index event_activities_owner_created_idx on event_activities (owner_id, created_at desc, id desc)`,

  // Recordings (live, event) and generated videos of photo-live albums (photo).
  sql`create table media_videos (
    id serial primary key,
    owner_id integer not null references users(id) on delete cascade,
    kind varchar(8) not null check (kind in ('live', 'event', 'photo')),
    video_activity_id integer references video_activities(id) on delete set null,
    event_activity_id integer references event_activities(id) on delete set null,
    photo_activity_id integer references photo_activities(id) on delete set null,
    title varchar(100) not null,
    source varchar(16) not null check (source in ('record', 'upload', 'clip', 'highlight', 'album')),
    cover_url text not null default '',
    file_name varchar(64) not null,
    mime_type varchar(64) not null default 'video/webm',
    duration integer not null check (duration >= 0),
    size integer not null check (size >= 0),
    width integer not null,
    height integer not null,
    created_at timestamptz not null default now(),
    check ((kind = 'live' or video_activity_id is null)
       and (kind = 'event' or event_activity_id is null)
       and (kind = 'photo' or photo_activity_id is null))
  )`,
  sql`create index media_videos_owner_kind_created_idx on media_videos (owner_id, kind, created_at desc, id desc)`,

  sql`create table media_download_tasks (
    id serial primary key,
    owner_id integer not null references users(id) on delete cascade,
    media_id integer not null references media_videos(id) on delete cascade,
    kind varchar(8) not null check (kind in ('live', 'event')),
    file_name varchar(120) not null,
    status varchar(12) not null default 'pending' check (status in ('pending', 'processing', 'done', 'failed', 'cancelled')),
    progress smallint not null default 0 check (progress between 0 and 100),
    bytes_total integer not null default 0,
    bytes_done integer not null default 0,
    sha256 char(64),
    error varchar(200),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    started_at timestamptz,
    finished_at timestamptz
  )`,
  sql`create index media_download_tasks_owner_kind_created_idx on media_download_tasks (owner_id, kind, created_at desc, id desc)`,
  // The worker's queue, oldest first.
  sql`create index media_download_tasks_queue_idx on media_download_tasks (id) where status in ('pending', 'processing')`,
  // At most one live (queued, running or finished) task per recording.
  sql`create unique index media_download_tasks_media_active_idx on media_download_tasks (media_id) where status in ('pending', 'processing', 'done')`,

  sql`create table materials (
    id serial primary key,
    owner_id integer not null references users(id) on delete cascade,
    kind varchar(8) not null check (kind in ('twzb', 'event')),
    twzb_activity_id integer references twzb_activities(id) on delete cascade,
    event_activity_id integer references event_activities(id) on delete cascade,
    type varchar(8) not null check (type in ('image', 'video')),
    title varchar(100) not null,
    width integer not null,
    height integer not null,
    size integer not null check (size >= 0),
    duration integer,
    file_name varchar(64),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check ((kind = 'twzb' or twzb_activity_id is null) and (kind = 'event' or event_activity_id is null)),
    check ((type = 'video') = (file_name is not null))
  )`,
  sql`create index materials_owner_kind_created_idx on materials (owner_id, kind, created_at desc, id desc)`,
];

const tables = ['materials', 'media_download_tasks', 'media_videos', 'event_activities', 'photo_activities', 'video_activities'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
