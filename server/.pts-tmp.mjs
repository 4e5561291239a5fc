var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// server/pts-tmp.ts
import { PGlite } from "@electric-sql/pglite";
import { Kysely } from "kysely";

// server/src/db/migrate.ts
import { Migrator } from "kysely";

// server/src/db/migrations/0001_initial.ts
var initial_exports = {};
__export(initial_exports, {
  down: () => down,
  up: () => up
});
import { sql } from "kysely";
var statements = [
  sql`create table users (
    id serial primary key,
    username varchar(64) not null unique,
    password_hash text not null,
    nickname varchar(64) not null default '',
    avatar_url text not null default '',
    mob_phone varchar(32) not null default '',
    area_code varchar(8) not null default '+86',
    email varchar(128) not null default '',
    wx_nickname varchar(64) not null default '',
    register_time timestamptz not null default now(),
    points_num integer,
    username_modify integer not null default 0,
    is_set_password boolean not null default true,
    certified boolean not null default false
  )`,
  sql`create table entitlements (
    id serial primary key,
    owner_id integer not null references users(id) on delete cascade,
    product integer not null,
    pro_type integer not null,
    expire_time timestamptz not null,
    created_at timestamptz not null default now()
  )`,
  sql`create index entitlements_owner_idx on entitlements (owner_id, product)`,
  sql`create table sys_messages (
    id serial primary key,
    owner_id integer not null references users(id) on delete cascade,
    title varchar(200) not null,
    content text not null,
    stime timestamptz not null default now(),
    is_read smallint not null default 0 check (is_read in (0, 1)),
    photo_live boolean not null default false,
    created_at timestamptz not null default now()
  )`,
  sql`create index sys_messages_owner_stime_idx on sys_messages (owner_id, stime desc, id desc)`,
  sql`create index sys_messages_owner_unread_idx on sys_messages (owner_id, is_read)`,
  sql`create table notices (
    id serial primary key,
    type smallint not null check (type between 0 and 3),
    title varchar(200) not null,
    content text not null,
    created_at timestamptz not null default now()
  )`,
  sql`create index notices_created_idx on notices (created_at desc, id desc)`,
  sql`create table sessions (
    id serial primary key,
    token_hash char(64) not null unique,
    user_id integer not null references users(id) on delete cascade,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`,
  sql`create index sessions_user_idx on sessions (user_id)`,
  sql`create index sessions_expires_idx on sessions (expires_at)`,
  sql`create table sso_tickets (
    id serial primary key,
    ticket varchar(128) not null unique,
    user_id integer not null references users(id) on delete cascade,
    service text not null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  sql`create index sso_tickets_expires_idx on sso_tickets (expires_at)`,
  sql`create table certification_scenes (
    id serial primary key,
    scene varchar(64) not null unique,
    user_id integer not null references users(id) on delete cascade,
    created_at timestamptz not null default now(),
    scanned_at timestamptz
  )`,
  sql`create index certification_scenes_user_idx on certification_scenes (user_id, created_at desc)`,
  sql`create table twzb_groups (
    id serial primary key,
    owner_id integer not null references users(id) on delete cascade,
    name varchar(50) not null,
    created_at timestamptz not null default now()
  )`,
  sql`create index twzb_groups_owner_idx on twzb_groups (owner_id, id)`,
  sql`create table twzb_activities (
    id serial primary key,
    owner_id integer not null references users(id) on delete cascade,
    group_id integer references twzb_groups(id) on delete set null,
    title varchar(100) not null,
    cover_url text not null default '',
    status varchar(16) not null check (status in ('not_started', 'live', 'ended')),
    start_time timestamptz not null,
    end_time timestamptz,
    view_count integer not null default 0,
    created_at timestamptz not null default now()
  )`,
  sql`create index twzb_activities_owner_created_idx on twzb_activities (owner_id, created_at desc, id desc)`,
  sql`create index twzb_activities_owner_group_idx on twzb_activities (owner_id, group_id)`
];
var tables = ["twzb_activities", "twzb_groups", "certification_scenes", "sso_tickets", "sessions", "notices", "sys_messages", "entitlements", "users"];
async function up(db2) {
  for (const statement of statements) {
    await statement.execute(db2);
  }
}
async function down(db2) {
  for (const table of tables) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db2);
  }
}

// server/src/db/migrations/0002_media.ts
var media_exports = {};
__export(media_exports, {
  down: () => down2,
  up: () => up2
});
import { sql as sql2 } from "kysely";
var statements2 = [
  sql2`create table video_activities (
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
  sql2`create index video_activities_owner_created_idx on video_activities (owner_id, created_at desc, id desc)`,
  sql2`create table photo_activities (
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
  sql2`create index photo_activities_owner_created_idx on photo_activities (owner_id, created_at desc, id desc)`,
  sql2`create table event_activities (
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
  sql2`create index event_activities_owner_created_idx on event_activities (owner_id, created_at desc, id desc)`,
  // Recordings (live, event) and generated videos of photo-live albums (photo).
  sql2`create table media_videos (
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
  sql2`create index media_videos_owner_kind_created_idx on media_videos (owner_id, kind, created_at desc, id desc)`,
  sql2`create table media_download_tasks (
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
  sql2`create index media_download_tasks_owner_kind_created_idx on media_download_tasks (owner_id, kind, created_at desc, id desc)`,
  // The worker's queue, oldest first.
  sql2`create index media_download_tasks_queue_idx on media_download_tasks (id) where status in ('pending', 'processing')`,
  // At most one live (queued, running or finished) task per recording.
  sql2`create unique index media_download_tasks_media_active_idx on media_download_tasks (media_id) where status in ('pending', 'processing', 'done')`,
  sql2`create table materials (
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
  sql2`create index materials_owner_kind_created_idx on materials (owner_id, kind, created_at desc, id desc)`
];
var tables2 = ["materials", "media_download_tasks", "media_videos", "event_activities", "photo_activities", "video_activities"];
async function up2(db2) {
  for (const statement of statements2) {
    await statement.execute(db2);
  }
}
async function down2(db2) {
  for (const table of tables2) {
    await sql2`drop table if exists ${sql2.table(table)}`.execute(db2);
  }
}

// server/src/db/migrations/0003_person.ts
var person_exports = {};
__export(person_exports, {
  down: () => down3,
  up: () => up3
});
import { sql as sql3 } from "kysely";
var statements3 = [
  sql3`create table person_photos (
    id serial primary key,
    owner_id integer not null references users(id) on delete cascade,
    title varchar(100) not null,
    file_name varchar(100) not null,
    image_no integer not null default 0,
    width integer not null,
    height integer not null,
    size_bytes integer not null,
    camera varchar(64) not null default '',
    city_id integer not null default 0,
    taken_at timestamptz not null,
    created_at timestamptz not null default now()
  )`,
  // Newest taken first; year and date groups are ranges of taken_at.
  sql3`create index person_photos_owner_taken_idx on person_photos (owner_id, taken_at desc, id desc)`,
  sql3`create index person_photos_owner_city_idx on person_photos (owner_id, city_id, taken_at desc, id desc)`,
  sql3`create table person_groups (
    id serial primary key,
    owner_id integer not null references users(id) on delete cascade,
    name varchar(32) not null,
    face_no integer not null default 0,
    created_at timestamptz not null default now()
  )`,
  sql3`create index person_groups_owner_idx on person_groups (owner_id, id)`,
  sql3`create table person_group_photos (
    group_id integer not null references person_groups(id) on delete cascade,
    photo_id integer not null references person_photos(id) on delete cascade,
    primary key (group_id, photo_id)
  )`,
  sql3`create index person_group_photos_photo_idx on person_group_photos (photo_id)`
];
var tables3 = ["person_group_photos", "person_groups", "person_photos"];
async function up3(db2) {
  for (const statement of statements3) {
    await statement.execute(db2);
  }
}
async function down3(db2) {
  for (const table of tables3) {
    await sql3`drop table if exists ${sql3.table(table)}`.execute(db2);
  }
}

// server/src/db/migrations/0003_statistics.ts
var statistics_exports = {};
__export(statistics_exports, {
  down: () => down4,
  up: () => up4
});
import { sql as sql4 } from "kysely";
var dirtyTrigger = (table, fn) => [
  sql4`create trigger ${sql4.raw(`${table}_dirty_ins`)} after insert on ${sql4.table(table)}
    referencing new table as new_rows for each statement execute function ${sql4.raw(fn)}()`,
  sql4`create trigger ${sql4.raw(`${table}_dirty_del`)} after delete on ${sql4.table(table)}
    referencing old table as old_rows for each statement execute function ${sql4.raw(fn)}()`,
  sql4`create trigger ${sql4.raw(`${table}_dirty_upd`)} after update on ${sql4.table(table)}
    referencing old table as old_rows new table as new_rows for each statement execute function ${sql4.raw(fn)}()`
];
function dirtyFunction(name, product, dayColumns) {
  const select = (rows2) => dayColumns.map((column) => `select owner_id, ${product} as product, stat_day(${column}) as day from ${rows2} where ${column} is not null`).join(" union ");
  return sql4.raw(`create function ${name}() returns trigger language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    insert into stat_dirty_days (owner_id, product, day) select distinct * from (${select("new_rows")}) d on conflict do nothing;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    insert into stat_dirty_days (owner_id, product, day) select distinct * from (${select("old_rows")}) d on conflict do nothing;
  end if;
  return null;
end $$`);
}
var statements4 = [
  // The China calendar day of an instant (UTC+8 all year: no daylight saving).
  sql4`create function stat_day(ts timestamptz) returns date language sql immutable parallel safe
    as $$ select ((ts at time zone 'UTC') + interval '8 hours')::date $$`,
  sql4`create table audience_tags (
    id serial primary key,
    owner_id integer not null references users(id) on delete cascade,
    name varchar(20) not null,
    color varchar(16) not null default 'blue',
    member_count integer not null default 0,
    created_at timestamptz not null default now()
  )`,
  sql4`create index audience_tags_owner_idx on audience_tags (owner_id, id)`,
  // The audience of an owner's text-image lives: one row per viewer (WeChat user, browser...).
  sql4`create table audience_members (
    id serial primary key,
    owner_id integer not null references users(id) on delete cascade,
    nickname varchar(64) not null,
    avatar_url text not null default '',
    phone varchar(20) not null default '',
    gender smallint not null default 0 check (gender in (0, 1, 2)),
    province_id integer not null default 0,
    city_id integer not null default 0,
    platform smallint not null check (platform between 1 and 4),
    source_activity_id integer not null default 0,
    tag_ids integer[] not null default '{}',
    watch_count integer not null default 0,
    watch_seconds integer not null default 0,
    comment_count integer not null default 0,
    order_count integer not null default 0,
    order_amount bigint not null default 0,
    blacklisted boolean not null default false,
    first_visit_at timestamptz not null,
    last_visit_at timestamptz not null,
    created_at timestamptz not null default now()
  )`,
  // Newest visit first, optionally narrowed by platform, province, source activity or tag.
  // tag_ids included: a tag-filtered page skips to its offset on index entries alone.
  sql4`create index audience_members_owner_visit_idx on audience_members (owner_id, last_visit_at desc, id desc) include (tag_ids)`,
  sql4`create index audience_members_owner_platform_idx on audience_members (owner_id, platform, last_visit_at desc, id desc)`,
  sql4`create index audience_members_owner_province_idx on audience_members (owner_id, province_id, platform, last_visit_at desc, id desc)`,
  sql4`create index audience_members_owner_source_idx on audience_members (owner_id, source_activity_id, last_visit_at desc, id desc)`,
  // New audience per day (rollup source).
  sql4`create index audience_members_owner_first_idx on audience_members (owner_id, first_visit_at)`,
  sql4`create index audience_members_owner_phone_idx on audience_members (owner_id, phone varchar_pattern_ops)`,
  sql4`create index audience_members_tags_idx on audience_members using gin (tag_ids)`,
  sql4`create index audience_members_blacklisted_idx on audience_members (owner_id, last_visit_at desc, id desc) where blacklisted`,
  // Exact audience totals without counting a million rows (kept by triggers below).
  sql4`create table audience_owner_stats (
    owner_id integer primary key references users(id) on delete cascade,
    member_count integer not null default 0,
    blacklisted_count integer not null default 0
  )`,
  sql4`create table audience_blacklist (
    id serial primary key,
    owner_id integer not null references users(id) on delete cascade,
    member_id integer not null references audience_members(id) on delete cascade,
    activity_id integer not null default 0,
    reason varchar(200) not null default '',
    operator varchar(64) not null default '',
    created_at timestamptz not null default now(),
    released_at timestamptz
  )`,
  sql4`create index audience_blacklist_member_idx on audience_blacklist (member_id, created_at desc, id desc)`,
  // Orders an audience member placed in a live: shop goods (1), paid viewing tickets (2), rewards (3).
  sql4`create table audience_orders (
    id serial primary key,
    owner_id integer not null references users(id) on delete cascade,
    member_id integer not null references audience_members(id) on delete cascade,
    activity_id integer not null default 0,
    order_no varchar(32) not null,
    order_type smallint not null check (order_type in (1, 2, 3)),
    goods_name varchar(100) not null,
    quantity integer not null default 1,
    amount integer not null,
    status smallint not null check (status in (1, 2)),
    platform smallint not null check (platform between 1 and 4),
    city_id integer not null default 0,
    paid_at timestamptz not null,
    refunded_at timestamptz,
    refund_amount integer not null default 0
  )`,
  sql4`create index audience_orders_member_idx on audience_orders (member_id, order_type, paid_at desc, id desc)`,
  sql4`create index audience_orders_owner_paid_idx on audience_orders (owner_id, order_type, paid_at)`,
  sql4`create index audience_orders_owner_refunded_idx on audience_orders (owner_id, order_type, refunded_at) where refunded_at is not null`,
  // People registered to an event (attendees, guests, staff) with their form answers.
  sql4`create table event_conferees (
    id serial primary key,
    owner_id integer not null references users(id) on delete cascade,
    event_id integer not null references event_activities(id) on delete cascade,
    name varchar(64) not null,
    phone varchar(20) not null default '',
    company varchar(100) not null default '',
    job_title varchar(64) not null default '',
    role smallint not null default 1 check (role in (1, 2, 3)),
    platform smallint not null check (platform between 1 and 4),
    city_id integer not null default 0,
    ticket_name varchar(64) not null default '',
    answers jsonb not null default '{}',
    registered_at timestamptz not null,
    signed_in_at timestamptz
  )`,
  sql4`create index event_conferees_owner_idx on event_conferees (owner_id, registered_at desc, id desc)`,
  sql4`create index event_conferees_event_idx on event_conferees (event_id, registered_at desc, id desc)`,
  sql4`create index event_conferees_owner_signed_idx on event_conferees (owner_id, signed_in_at) where signed_in_at is not null`,
  // The registration form of an event (field definitions); absent = the default form.
  sql4`create table event_forms (
    event_id integer primary key references event_activities(id) on delete cascade,
    owner_id integer not null references users(id) on delete cascade,
    fields jsonb not null,
    updated_at timestamptz not null default now()
  )`,
  sql4`create table stat_events (
    owner_id integer not null,
    product smallint not null check (product in (1, 2)),
    activity_id integer not null,
    kind smallint not null check (kind in (1, 2)),
    visitor_id integer not null,
    platform smallint not null check (platform between 1 and 4),
    city_id integer not null,
    duration_seconds integer not null default 0,
    occurred_at timestamptz not null
  )`,
  sql4`create index stat_events_owner_time_idx on stat_events (owner_id, product, occurred_at)`,
  sql4`create index stat_events_activity_time_idx on stat_events (activity_id, product, occurred_at)`,
  sql4`create index stat_events_visitor_idx on stat_events (visitor_id, occurred_at desc) where product = 1 and kind = 1`,
  // The whole account per day: dim 0 total, 1 province, 2 city, 3 platform (dim_value: 0, province
  // code, city code, platform). A few thousand rows per owner and year: every read is a short range.
  sql4`create table stat_daily (
    owner_id integer not null,
    product smallint not null,
    dim smallint not null,
    dim_value integer not null,
    day date not null,
    pv integer not null default 0,
    uv integer not null default 0,
    shares integer not null default 0,
    watch_seconds bigint not null default 0,
    created integer not null default 0,
    new_members integer not null default 0,
    registrations integer not null default 0,
    sign_ins integer not null default 0,
    orders integer not null default 0,
    order_amount bigint not null default 0,
    buyers integer not null default 0,
    refunds integer not null default 0,
    refund_amount bigint not null default 0,
    primary key (owner_id, product, dim, day, dim_value)
  )`,
  // One activity per day (totals only): its own lines, and rankings over a range.
  sql4`create table stat_daily_activity (
    owner_id integer not null,
    product smallint not null,
    activity_id integer not null,
    day date not null,
    pv integer not null default 0,
    uv integer not null default 0,
    shares integer not null default 0,
    watch_seconds bigint not null default 0,
    created integer not null default 0,
    new_members integer not null default 0,
    registrations integer not null default 0,
    sign_ins integer not null default 0,
    orders integer not null default 0,
    order_amount bigint not null default 0,
    buyers integer not null default 0,
    refunds integer not null default 0,
    refund_amount bigint not null default 0,
    primary key (owner_id, product, activity_id, day)
  )`,
  sql4`create index stat_daily_activity_day_idx on stat_daily_activity (owner_id, product, day)
    include (activity_id, pv, uv, shares, orders, order_amount)`,
  sql4`create table stat_dirty_days (
    owner_id integer not null,
    product smallint not null,
    day date not null,
    primary key (owner_id, product, day)
  )`,
  // Column settings of a list screen, per user (e.g. the audience list).
  sql4`create table stat_list_settings (
    owner_id integer not null references users(id) on delete cascade,
    list_key varchar(32) not null,
    columns jsonb not null,
    updated_at timestamptz not null default now(),
    primary key (owner_id, list_key)
  )`,
  // Short-lived tokens that authorise an export link opened outside the console's XHR.
  sql4`create table stat_export_tokens (
    token_hash char(64) primary key,
    owner_id integer not null references users(id) on delete cascade,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`,
  sql4`create index stat_export_tokens_owner_idx on stat_export_tokens (owner_id, expires_at)`,
  // What `npm run seed -- --scale N` last completed (seed/scale.ts), so a rerun is a no-op.
  sql4`create table seed_runs (
    name varchar(64) primary key,
    scale double precision not null,
    counts jsonb not null default '{}',
    completed_at timestamptz not null default now()
  )`,
  dirtyFunction("stat_dirty_from_events", "product", ["occurred_at"]),
  ...dirtyTrigger("stat_events", "stat_dirty_from_events"),
  dirtyFunction("stat_dirty_from_twzb", "1", ["created_at"]),
  ...dirtyTrigger("twzb_activities", "stat_dirty_from_twzb"),
  dirtyFunction("stat_dirty_from_members", "1", ["first_visit_at"]),
  ...dirtyTrigger("audience_members", "stat_dirty_from_members"),
  dirtyFunction("stat_dirty_from_event_activities", "2", ["created_at"]),
  ...dirtyTrigger("event_activities", "stat_dirty_from_event_activities"),
  dirtyFunction("stat_dirty_from_conferees", "2", ["registered_at", "signed_in_at"]),
  ...dirtyTrigger("event_conferees", "stat_dirty_from_conferees"),
  dirtyFunction("stat_dirty_from_orders", "3", ["paid_at", "refunded_at"]),
  ...dirtyTrigger("audience_orders", "stat_dirty_from_orders"),
  // Audience totals and tag member counts follow every insert, delete and update.
  sql4.raw(`create function audience_counts_sync() returns trigger language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    insert into audience_owner_stats as s (owner_id, member_count, blacklisted_count)
      select owner_id, count(*), count(*) filter (where blacklisted) from new_rows group by owner_id
      on conflict (owner_id) do update set member_count = s.member_count + excluded.member_count,
        blacklisted_count = s.blacklisted_count + excluded.blacklisted_count;
    update audience_tags t set member_count = t.member_count + c.n
      from (select tag_id, count(*) as n from new_rows, unnest(tag_ids) as tag_id group by tag_id) c where t.id = c.tag_id;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    update audience_owner_stats s set member_count = s.member_count - c.n, blacklisted_count = s.blacklisted_count - c.b
      from (select owner_id, count(*) as n, count(*) filter (where blacklisted) as b from old_rows group by owner_id) c
      where s.owner_id = c.owner_id;
    update audience_tags t set member_count = t.member_count - c.n
      from (select tag_id, count(*) as n from old_rows, unnest(tag_ids) as tag_id group by tag_id) c where t.id = c.tag_id;
  end if;
  return null;
end $$`),
  sql4`create trigger audience_members_counts_ins after insert on audience_members
    referencing new table as new_rows for each statement execute function audience_counts_sync()`,
  sql4`create trigger audience_members_counts_del after delete on audience_members
    referencing old table as old_rows for each statement execute function audience_counts_sync()`,
  sql4`create trigger audience_members_counts_upd after update on audience_members
    referencing old table as old_rows new table as new_rows for each statement execute function audience_counts_sync()`
];
var tables4 = [
  "seed_runs",
  "stat_export_tokens",
  "stat_list_settings",
  "stat_dirty_days",
  "stat_daily_activity",
  "stat_daily",
  "stat_events",
  "event_forms",
  "event_conferees",
  "audience_orders",
  "audience_blacklist",
  "audience_owner_stats",
  "audience_members",
  "audience_tags"
];
var functions = [
  "audience_counts_sync",
  "stat_dirty_from_orders",
  "stat_dirty_from_conferees",
  "stat_dirty_from_event_activities",
  "stat_dirty_from_members",
  "stat_dirty_from_twzb",
  "stat_dirty_from_events"
];
async function up4(db2) {
  for (const statement of statements4) {
    await statement.execute(db2);
  }
}
async function down4(db2) {
  for (const table of ["twzb_activities", "event_activities"]) {
    for (const op of ["ins", "del", "upd"]) await sql4`drop trigger if exists ${sql4.raw(`${table}_dirty_${op}`)} on ${sql4.table(table)}`.execute(db2);
  }
  for (const table of tables4) await sql4`drop table if exists ${sql4.table(table)}`.execute(db2);
  for (const fn of functions) await sql4`drop function if exists ${sql4.raw(fn)}()`.execute(db2);
  await sql4`drop function if exists stat_day(timestamptz)`.execute(db2);
}

// server/src/db/migrations/0004_orders.ts
var orders_exports = {};
__export(orders_exports, {
  down: () => down5,
  up: () => up5
});
import { sql as sql5 } from "kysely";
var statements5 = [
  sql5`create table trx_orders (
    id serial primary key,
    order_no varchar(32) not null unique,
    owner_id integer not null references users(id) on delete cascade,
    product smallint not null check (product in (1, 2, 3, 4)),
    kind varchar(16) not null check (kind in ('edition', 'capacity', 'service')),
    pro_type smallint,
    months smallint,
    capacity_gb integer,
    quantity smallint not null default 1 check (quantity between 1 and 99),
    title varchar(100) not null,
    unit_price integer not null check (unit_price >= 0),
    original_amount integer not null check (original_amount >= 0),
    amount integer not null check (amount >= 0),
    company_price boolean not null default false,
    pay_type varchar(16) not null check (pay_type in ('wechat', 'alipay', 'transfer')),
    status varchar(16) not null check (status in ('unpaid', 'paid', 'cancelled')),
    buyer_name varchar(64) not null default '',
    buyer_phone varchar(32) not null default '',
    trade_no varchar(64),
    settled_at timestamptz,
    paid_at timestamptz,
    cancelled_at timestamptz,
    cancel_reason varchar(16) check (cancel_reason in ('user', 'timeout')),
    deleted_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql5`create index trx_orders_owner_product_created_idx on trx_orders (owner_id, product, created_at desc, id desc) where deleted_at is null`,
  sql5`create table huipai_bookings (
    order_id integer primary key references trx_orders(id) on delete cascade,
    owner_id integer not null references users(id) on delete cascade,
    service_date date not null,
    city varchar(32) not null,
    address varchar(200) not null,
    contact_name varchar(32) not null,
    contact_phone varchar(20) not null,
    photographers smallint not null,
    hours smallint not null,
    remark varchar(200) not null default ''
  )`,
  sql5`create table surveys (
    id serial primary key,
    owner_id integer not null references users(id) on delete cascade,
    title varchar(100) not null,
    description varchar(500) not null default '',
    status smallint not null default 0 check (status in (0, 1, 2)),
    question_count integer not null default 0,
    answer_count integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    published_at timestamptz,
    closed_at timestamptz
  )`,
  sql5`create index surveys_owner_created_idx on surveys (owner_id, created_at desc, id desc)`,
  sql5`create table websites (
    id serial primary key,
    owner_id integer not null references users(id) on delete cascade,
    title varchar(100) not null,
    cover_url text not null default '',
    template varchar(32) not null default '',
    status smallint not null default 0 check (status in (0, 1)),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    published_at timestamptz
  )`,
  sql5`create index websites_owner_created_idx on websites (owner_id, created_at desc, id desc)`,
  // Daily rollups (China calendar days). UV is de-duplicated per day; sums over days count a
  // returning visitor once per day, which is what the console's line charts show.
  sql5`create table website_daily_stats (
    website_id integer not null references websites(id) on delete cascade,
    owner_id integer not null references users(id) on delete cascade,
    day date not null,
    pv integer not null default 0,
    uv integer not null default 0,
    share_num integer not null default 0,
    primary key (website_id, day)
  )`,
  sql5`create index website_daily_stats_owner_day_idx on website_daily_stats (owner_id, day)`,
  sql5`create table website_region_stats (
    website_id integer not null references websites(id) on delete cascade,
    owner_id integer not null references users(id) on delete cascade,
    day date not null,
    province_code integer not null,
    city_code integer not null,
    pv integer not null default 0,
    uv integer not null default 0,
    primary key (website_id, day, city_code)
  )`,
  sql5`create index website_region_stats_owner_day_idx on website_region_stats (owner_id, day)`,
  sql5`create table website_platform_stats (
    website_id integer not null references websites(id) on delete cascade,
    owner_id integer not null references users(id) on delete cascade,
    day date not null,
    platform varchar(16) not null check (platform in ('wechat', 'weibo', 'browser', 'app', 'miniprogram')),
    pv integer not null default 0,
    uv integer not null default 0,
    primary key (website_id, day, platform)
  )`,
  sql5`create index website_platform_stats_owner_day_idx on website_platform_stats (owner_id, day)`
];
var tables5 = ["website_platform_stats", "website_region_stats", "website_daily_stats", "websites", "surveys", "huipai_bookings", "trx_orders"];
async function up5(db2) {
  for (const statement of statements5) {
    await statement.execute(db2);
  }
}
async function down5(db2) {
  for (const table of tables5) {
    await sql5`drop table if exists ${sql5.table(table)}`.execute(db2);
  }
}

// server/src/db/migrations/0005_list_counters.ts
var list_counters_exports = {};
__export(list_counters_exports, {
  down: () => down6,
  up: () => up6
});
import { sql as sql6 } from "kysely";
var countTriggers = (table, fn) => [
  sql6`create trigger ${sql6.raw(`${fn}_ins`)} after insert on ${sql6.table(table)}
    referencing new table as new_rows for each statement execute function ${sql6.raw(fn)}()`,
  sql6`create trigger ${sql6.raw(`${fn}_del`)} after delete on ${sql6.table(table)}
    referencing old table as old_rows for each statement execute function ${sql6.raw(fn)}()`,
  sql6`create trigger ${sql6.raw(`${fn}_upd`)} after update on ${sql6.table(table)}
    referencing old table as old_rows new table as new_rows for each statement execute function ${sql6.raw(fn)}()`
];
function counterFunction(name, counter, keys) {
  const columns = Object.keys(keys).join(", ");
  const expressions = Object.entries(keys).map(([column, expression]) => `${expression} as ${column}`).join(", ");
  const groups = Object.keys(keys).map((_, index) => index + 1).join(", ");
  const match = Object.keys(keys).map((column) => `k.${column} = c.${column}`).join(" and ");
  return sql6.raw(`create function ${name}() returns trigger language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    insert into ${counter} as k (${columns}, n)
      select ${expressions}, count(*) from new_rows group by ${groups}
      on conflict (${columns}) do update set n = k.n + excluded.n;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    update ${counter} k set n = k.n - c.n
      from (select ${expressions}, count(*) as n from old_rows group by ${groups}) c
      where ${match};
  end if;
  return null;
end $$`);
}
var TWZB_KEYS = { owner_id: "owner_id", group_id: "coalesce(group_id, 0)" };
var EVENT_KEYS = { owner_id: "owner_id", status: "status", day: "stat_day(created_at)" };
var AUDIENCE_KEYS = { owner_id: "owner_id", platform: "platform", province_id: "province_id", day: "stat_day(last_visit_at)" };
function backfill(counter, source, keys) {
  const expressions = Object.values(keys).join(", ");
  const groups = Object.keys(keys).map((_, index) => index + 1).join(", ");
  return sql6.raw(`insert into ${counter} (${Object.keys(keys).join(", ")}, n) select ${expressions}, count(*) from ${source} group by ${groups}`);
}
var statements6 = [
  sql6`create table twzb_counts (
    owner_id integer not null,
    group_id integer not null,
    n integer not null,
    primary key (owner_id, group_id)
  )`,
  counterFunction("twzb_counts_sync", "twzb_counts", TWZB_KEYS),
  backfill("twzb_counts", "twzb_activities", TWZB_KEYS),
  ...countTriggers("twzb_activities", "twzb_counts_sync"),
  // The group filter: a page reads index entries in list order.
  sql6`drop index twzb_activities_owner_group_idx`,
  sql6`create index twzb_activities_owner_group_idx on twzb_activities (owner_id, group_id, created_at desc, id desc)`,
  sql6`create table event_counts (
    owner_id integer not null,
    status varchar(16) not null,
    day date not null,
    n integer not null,
    primary key (owner_id, status, day)
  )`,
  sql6`create index event_counts_day_idx on event_counts (owner_id, day) include (status, n)`,
  counterFunction("event_counts_sync", "event_counts", EVENT_KEYS),
  backfill("event_counts", "event_activities", EVENT_KEYS),
  ...countTriggers("event_activities", "event_counts_sync"),
  sql6`create index event_activities_owner_status_idx on event_activities (owner_id, status, created_at desc, id desc)`,
  sql6`create table audience_counts (
    owner_id integer not null,
    platform smallint not null,
    province_id integer not null,
    day date not null,
    n integer not null,
    primary key (owner_id, platform, province_id, day)
  )`,
  sql6`create index audience_counts_day_idx on audience_counts (owner_id, day) include (n)`,
  counterFunction("audience_counts_by_day_sync", "audience_counts", AUDIENCE_KEYS),
  backfill("audience_counts", "audience_members", AUDIENCE_KEYS),
  ...countTriggers("audience_members", "audience_counts_by_day_sync"),
  // signed_in_at, role and platform included: a filtered conferee page skips to its rows on index entries alone.
  sql6`drop index event_conferees_owner_idx`,
  sql6`create index event_conferees_owner_idx on event_conferees (owner_id, registered_at desc, id desc) include (signed_in_at, role, platform)`
];
async function up6(db2) {
  for (const statement of statements6) await statement.execute(db2);
}
async function down6(db2) {
  for (const [table, fn] of [
    ["twzb_activities", "twzb_counts_sync"],
    ["event_activities", "event_counts_sync"],
    ["audience_members", "audience_counts_by_day_sync"]
  ]) {
    for (const op of ["ins", "del", "upd"]) await sql6`drop trigger if exists ${sql6.raw(`${fn}_${op}`)} on ${sql6.table(table)}`.execute(db2);
    await sql6`drop function if exists ${sql6.raw(fn)}()`.execute(db2);
  }
  for (const table of ["twzb_counts", "event_counts", "audience_counts"]) await sql6`drop table if exists ${sql6.table(table)}`.execute(db2);
  await sql6`drop index if exists event_activities_owner_status_idx`.execute(db2);
  await sql6`drop index twzb_activities_owner_group_idx`.execute(db2);
  await sql6`create index twzb_activities_owner_group_idx on twzb_activities (owner_id, group_id)`.execute(db2);
  await sql6`drop index event_conferees_owner_idx`.execute(db2);
  await sql6`create index event_conferees_owner_idx on event_conferees (owner_id, registered_at desc, id desc)`.execute(db2);
}

// server/src/db/migrations/0006_download_lease.ts
var download_lease_exports = {};
__export(download_lease_exports, {
  down: () => down7,
  up: () => up7
});
import { sql as sql7 } from "kysely";
var statements7 = [
  sql7`alter table media_download_tasks
    add column lease_owner text,
    add column lease_until timestamptz,
    add column expired_at timestamptz`,
  // The expiry sweep: finished tasks by age.
  sql7`create index media_download_tasks_done_idx on media_download_tasks (finished_at) where status = 'done'`
];
async function up7(db2) {
  for (const statement of statements7) await statement.execute(db2);
}
async function down7(db2) {
  await sql7`drop index if exists media_download_tasks_done_idx`.execute(db2);
  await sql7`alter table media_download_tasks drop column lease_owner, drop column lease_until, drop column expired_at`.execute(db2);
}

// server/src/db/migrations/0007_activity_sort.ts
var activity_sort_exports = {};
__export(activity_sort_exports, {
  down: () => down8,
  up: () => up8
});
import { sql as sql8 } from "kysely";
var statements8 = [
  sql8`create index twzb_activities_owner_start_idx on twzb_activities (owner_id, start_time desc, id desc) include (created_at, group_id)`,
  sql8`create index twzb_activities_owner_status_start_idx on twzb_activities (owner_id, status, start_time desc, id desc) include (created_at)`
];
async function up8(db2) {
  for (const statement of statements8) await statement.execute(db2);
}
async function down8(db2) {
  await sql8`drop index if exists twzb_activities_owner_status_start_idx`.execute(db2);
  await sql8`drop index if exists twzb_activities_owner_start_idx`.execute(db2);
}

// server/src/db/migrations/0010_sign_in_guard.ts
var sign_in_guard_exports = {};
__export(sign_in_guard_exports, {
  down: () => down9,
  up: () => up9
});
import { sql as sql9 } from "kysely";
async function up9(db2) {
  await sql9`alter table users add column disabled_at timestamptz`.execute(db2);
  await sql9`create table sign_in_failures (
    id serial primary key,
    username text not null,
    address text not null,
    at timestamptz not null default now()
  )`.execute(db2);
  await sql9`create index sign_in_failures_username_idx on sign_in_failures (username, at)`.execute(db2);
  await sql9`create index sign_in_failures_address_idx on sign_in_failures (address, at)`.execute(db2);
}
async function down9(db2) {
  await sql9`drop table if exists sign_in_failures`.execute(db2);
  await sql9`alter table users drop column if exists disabled_at`.execute(db2);
}

// server/src/db/migrations/0011_survey_daily_answers.ts
var survey_daily_answers_exports = {};
__export(survey_daily_answers_exports, {
  down: () => down10,
  up: () => up10
});
import { sql as sql10 } from "kysely";
async function up10(db2) {
  await sql10`create table survey_daily_answers (
    survey_id integer not null references surveys(id) on delete cascade,
    owner_id integer not null references users(id) on delete cascade,
    day date not null,
    answers integer not null default 0 check (answers >= 0),
    primary key (survey_id, day)
  )`.execute(db2);
  await sql10`create index survey_daily_answers_owner_day_idx on survey_daily_answers (owner_id, day)`.execute(db2);
}
async function down10(db2) {
  await sql10`drop table if exists survey_daily_answers`.execute(db2);
}

// server/src/db/migrations/0012_photo_statistics.ts
var photo_statistics_exports = {};
__export(photo_statistics_exports, {
  down: () => down11,
  up: () => up11
});
import { sql as sql11 } from "kysely";
var dirty = (rows2) => `insert into stat_dirty_days (owner_id, product, day) select distinct owner_id, 4, stat_day(occurred_at) from ${rows2} on conflict do nothing;`;
async function up11(db2) {
  await sql11`create table photo_stat_events (
    owner_id integer not null,
    activity_id integer not null,
    kind smallint not null check (kind between 1 and 4),
    visitor_id integer not null default 0,
    platform smallint not null check (platform between 1 and 4),
    city_id integer not null,
    occurred_at timestamptz not null
  )`.execute(db2);
  await sql11`create index photo_stat_events_owner_time_idx on photo_stat_events (owner_id, occurred_at)`.execute(db2);
  await sql11`create index photo_stat_events_activity_time_idx on photo_stat_events (activity_id, occurred_at)`.execute(db2);
  for (const table of ["stat_daily", "stat_daily_activity"]) {
    await sql11`alter table ${sql11.table(table)} add column uploads integer not null default 0, add column downloads integer not null default 0`.execute(db2);
  }
  await sql11.raw(`create function stat_dirty_from_photo() returns trigger language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then ${dirty("new_rows")} end if;
  if tg_op in ('DELETE', 'UPDATE') then ${dirty("old_rows")} end if;
  return null;
end $$`).execute(db2);
  await sql11`create trigger photo_stat_events_dirty_ins after insert on photo_stat_events
    referencing new table as new_rows for each statement execute function stat_dirty_from_photo()`.execute(db2);
  await sql11`create trigger photo_stat_events_dirty_del after delete on photo_stat_events
    referencing old table as old_rows for each statement execute function stat_dirty_from_photo()`.execute(db2);
  await sql11`create trigger photo_stat_events_dirty_upd after update on photo_stat_events
    referencing old table as old_rows new table as new_rows for each statement execute function stat_dirty_from_photo()`.execute(db2);
}
async function down11(db2) {
  await sql11`drop table if exists photo_stat_events`.execute(db2);
  await sql11`drop function if exists stat_dirty_from_photo()`.execute(db2);
  for (const table of ["stat_daily", "stat_daily_activity"]) {
    await sql11`alter table ${sql11.table(table)} drop column if exists uploads, drop column if exists downloads`.execute(db2);
  }
}

// server/src/db/migrations/0013_invoices.ts
var invoices_exports = {};
__export(invoices_exports, {
  down: () => down12,
  up: () => up12
});
import { sql as sql12 } from "kysely";
async function up12(db2) {
  await sql12`create table invoices (
    id serial primary key,
    owner_id integer not null references users(id) on delete cascade,
    order_id integer not null references trx_orders(id) on delete cascade,
    title_type varchar(16) not null check (title_type in ('personal', 'company')),
    title varchar(100) not null,
    tax_no varchar(20),
    email varchar(100) not null,
    amount integer not null check (amount >= 0),
    status varchar(16) not null default 'applying' check (status in ('applying', 'issued', 'rejected')),
    invoice_no varchar(20) unique,
    reject_reason varchar(200),
    created_at timestamptz not null default now(),
    issued_at timestamptz,
    rejected_at timestamptz,
    updated_at timestamptz not null default now(),
    check (title_type = 'personal' or tax_no is not null),
    check ((status = 'issued') = (invoice_no is not null and issued_at is not null)),
    check ((status = 'rejected') = (reject_reason is not null and rejected_at is not null))
  )`.execute(db2);
  await sql12`create index invoices_owner_created_idx on invoices (owner_id, created_at desc, id desc)`.execute(db2);
  await sql12`create index invoices_order_created_idx on invoices (order_id, created_at desc, id desc)`.execute(db2);
  await sql12`create unique index invoices_one_open_per_order_idx on invoices (order_id) where status in ('applying', 'issued')`.execute(db2);
}
async function down12(db2) {
  await sql12`drop table if exists invoices`.execute(db2);
}

// server/src/db/migrations/0014_points.ts
var points_exports = {};
__export(points_exports, {
  down: () => down13,
  up: () => up13
});
import { sql as sql13 } from "kysely";
var statements9 = [
  sql13`create table points_records (
    id serial primary key,
    owner_id integer not null references users(id) on delete cascade,
    kind varchar(8) not null check (kind in ('earn', 'spend')),
    amount integer not null check ((kind = 'earn' and amount > 0) or (kind = 'spend' and amount < 0)),
    reason varchar(200) not null,
    order_no varchar(32),
    balance_after integer not null check (balance_after >= 0),
    created_at timestamptz not null default now()
  )`,
  sql13`create index points_records_owner_created_idx on points_records (owner_id, created_at desc, id desc)`,
  sql13`create unique index points_records_order_earn_idx on points_records (order_no) where kind = 'earn' and order_no is not null`
];
async function up13(db2) {
  for (const statement of statements9) await statement.execute(db2);
}
async function down13(db2) {
  await sql13`drop table if exists points_records`.execute(db2);
}

// server/src/db/migrations/index.ts
var migrations = {
  "0001_initial": initial_exports,
  "0002_media": media_exports,
  "0003_person": person_exports,
  "0003_statistics": statistics_exports,
  "0004_orders": orders_exports,
  "0005_list_counters": list_counters_exports,
  "0006_download_lease": download_lease_exports,
  "0007_activity_sort": activity_sort_exports,
  "0010_sign_in_guard": sign_in_guard_exports,
  "0011_survey_daily_answers": survey_daily_answers_exports,
  "0012_photo_statistics": photo_statistics_exports,
  "0013_invoices": invoices_exports,
  "0014_points": points_exports
};

// server/src/db/migrate.ts
var provider = {
  getMigrations: async () => migrations
};
async function migrateToLatest(db2) {
  const migrator = new Migrator({ db: db2, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error : new Error(String(error ?? "migration failed"));
    throw new Error(`\u6570\u636E\u5E93\u8FC1\u79FB\u5931\u8D25${failed ? `\uFF08${failed.migrationName}\uFF09` : ""}\uFF1A${reason.message}`, {
      cause: reason
    });
  }
  return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}

// server/src/db/pglite-dialect.ts
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler
} from "kysely";
var Mutex = class {
  #tail = Promise.resolve();
  /** Waits for the lock; resolves with the function that releases it. */
  acquire() {
    let release = () => {
    };
    const next = new Promise((resolve) => {
      release = resolve;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => next);
    return previous.then(() => release);
  }
};
var WRITE_COMMANDS = /* @__PURE__ */ new Set(["INSERT", "UPDATE", "DELETE", "MERGE"]);
var PGliteConnection = class {
  #pg;
  constructor(pg) {
    this.#pg = pg;
  }
  async executeQuery(compiledQuery) {
    const result = await this.#pg.query(compiledQuery.sql, [...compiledQuery.parameters]);
    const command = result.command?.toUpperCase() ?? "";
    return {
      rows: result.rows ?? [],
      numAffectedRows: WRITE_COMMANDS.has(command) ? BigInt(result.rowCount ?? result.affectedRows ?? 0) : void 0
    };
  }
  async *streamQuery(compiledQuery, chunkSize = 100) {
    const { rows: rows2 } = await this.executeQuery(compiledQuery);
    const size = Math.max(1, Math.floor(chunkSize));
    for (let i = 0; i < rows2.length; i += size) {
      yield { rows: rows2.slice(i, i + size) };
    }
  }
};
var PGliteDriver = class {
  #config;
  #mutex = new Mutex();
  #pg;
  #connection;
  #release;
  constructor(config) {
    this.#config = config;
  }
  async init() {
    const source = this.#config.pglite;
    this.#pg = typeof source === "function" ? await source() : source;
    await this.#pg.waitReady;
    this.#connection = new PGliteConnection(this.#pg);
  }
  async acquireConnection() {
    const release = await this.#mutex.acquire();
    if (!this.#connection) {
      release();
      throw new Error("PGlite driver is not initialised or has been destroyed");
    }
    this.#release = release;
    return this.#connection;
  }
  async beginTransaction(connection, settings) {
    let statement = "begin";
    if (settings.isolationLevel || settings.accessMode) {
      statement = "start transaction";
      if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
      if (settings.accessMode) statement += ` ${settings.accessMode}`;
    }
    await connection.executeQuery(CompiledQuery.raw(statement));
  }
  async commitTransaction(connection) {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }
  async rollbackTransaction(connection) {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }
  async savepoint(connection, savepointName) {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdentifier(savepointName)}`));
  }
  async rollbackToSavepoint(connection, savepointName) {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdentifier(savepointName)}`));
  }
  async releaseSavepoint(connection, savepointName) {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdentifier(savepointName)}`));
  }
  async releaseConnection() {
    const release = this.#release;
    this.#release = void 0;
    release?.();
  }
  async destroy() {
    const pg = this.#pg;
    this.#connection = void 0;
    this.#pg = void 0;
    if (pg && this.#config.closeOnDestroy !== false && !pg.closed) {
      await pg.close();
    }
  }
};
function quoteIdentifier(name) {
  return `"${name.replaceAll('"', '""')}"`;
}
var PGliteDialect = class {
  #config;
  constructor(config) {
    this.#config = config;
  }
  createDriver() {
    return new PGliteDriver(this.#config);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  // biome-ignore lint/suspicious/noExplicitAny: the Dialect interface is declared over Kysely<any>
  createIntrospector(db2) {
    return new PostgresIntrospector(db2);
  }
};

// server/src/lib/security.ts
import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
var KEY_LENGTH = 32;
var COST = 16384;
function scryptAsync(password, salt, cost) {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: cost, r: 8, p: 1 }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}
async function hashPassword(password) {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, COST);
  return `scrypt$${COST}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

// server/src/seed/data.ts
var DEMO_PASSWORD = "greenroom";
var DEMO_USERS = [
  {
    username: "demo",
    nickname: "\u7EFF\u5E55\u76F4\u64AD\u5DE5\u4F5C\u5BA4",
    mobPhone: "13812345678",
    email: "demo@greenroom.example",
    wxNickname: "\u7EFF\u5E55\u5C0F\u52A9\u624B",
    pointsNum: 2680,
    avatar: 1,
    groups: ["\u4F01\u4E1A\u5E74\u4F1A", "\u4EA7\u54C1\u53D1\u5E03", "\u6559\u80B2\u57F9\u8BAD", "\u4F53\u80B2\u8D5B\u4E8B"],
    activityCount: 35
  },
  {
    username: "demo2",
    nickname: "\u661F\u6CB3\u6D3B\u52A8\u7B56\u5212",
    mobPhone: "13998765432",
    email: "demo2@greenroom.example",
    wxNickname: "\u661F\u6CB3\u7B56\u5212",
    pointsNum: 320,
    avatar: 4,
    groups: ["\u5A5A\u793C\u5E86\u5178", "\u57CE\u5E02\u9A6C\u62C9\u677E"],
    activityCount: 8
  }
];
var TITLES = {
  \u4F01\u4E1A\u5E74\u4F1A: [
    "{year} \u5E74\u5EA6\u76DB\u5178\u66A8\u9881\u5956\u665A\u4F1A",
    "\u534E\u4E1C\u533A\u5E74\u7EC8\u603B\u7ED3\u5927\u4F1A",
    "\u201C\u540C\u5FC3\u81F4\u8FDC\u201D\u5458\u5DE5\u5E74\u4F1A\u56FE\u6587\u76F4\u64AD",
    "\u65B0\u6625\u56E2\u62DC\u4F1A\u73B0\u573A\u5B9E\u51B5",
    "\u4F18\u79C0\u5458\u5DE5\u8868\u5F70\u5927\u4F1A",
    "\u96C6\u56E2\u5341\u5468\u5E74\u5E86\u5178",
    "\u5E74\u4F1A\u62BD\u5956\u73AF\u8282\u5B9E\u65F6\u64AD\u62A5"
  ],
  \u4EA7\u54C1\u53D1\u5E03: [
    "\u65B0\u4E00\u4EE3\u667A\u80FD\u624B\u8868\u53D1\u5E03\u4F1A",
    "\u6625\u5B63\u65B0\u54C1\u53D1\u5E03\u4F1A\u56FE\u6587\u76F4\u64AD",
    "\u4E91\u5E73\u53F0 {n}.0 \u7248\u672C\u53D1\u5E03",
    "\u65B0\u80FD\u6E90\u8F66\u578B\u4E0A\u5E02\u53D1\u5E03\u4F1A",
    "\u590F\u5B63\u62A4\u80A4\u65B0\u54C1\u54C1\u9274\u4F1A",
    "\u5F00\u53D1\u8005\u5927\u4F1A\u4E3B\u9898\u6F14\u8BB2",
    "\u5168\u5C4B\u667A\u80FD\u4EA7\u54C1\u4F53\u9A8C\u65E5"
  ],
  \u6559\u80B2\u57F9\u8BAD: [
    "\u6559\u5E08\u6691\u671F\u7814\u4FEE\u7B2C {n} \u8BB2",
    "\u804C\u573A\u6C9F\u901A\u6280\u5DE7\u516C\u5F00\u8BFE",
    "\u9AD8\u8003\u5FD7\u613F\u586B\u62A5\u4E13\u5BB6\u8BB2\u5EA7",
    "\u5C11\u513F\u7F16\u7A0B\u8425\u7ED3\u8425\u6C47\u62A5",
    "\u4E2D\u5C42\u7BA1\u7406\u80FD\u529B\u8BAD\u7EC3\u8425",
    "\u5BB6\u5EAD\u6559\u80B2\u5927\u8BB2\u5802",
    "\u65B0\u5458\u5DE5\u5165\u804C\u57F9\u8BAD\u76F4\u64AD"
  ],
  \u4F53\u80B2\u8D5B\u4E8B: [
    "\u5E02\u9752\u5C11\u5E74\u7BEE\u7403\u8054\u8D5B\u51B3\u8D5B",
    "\u79CB\u5B63\u8FD0\u52A8\u4F1A\u5F00\u5E55\u5F0F",
    "\u7FBD\u6BDB\u7403\u4E1A\u4F59\u516C\u5F00\u8D5B\u7B2C {n} \u8F6E",
    "\u9F99\u821F\u9080\u8BF7\u8D5B\u8D5B\u51B5\u64AD\u62A5",
    "\u793E\u533A\u8DB3\u7403\u8054\u8D5B\u63ED\u5E55\u6218",
    "\u56F4\u68CB\u540D\u4EBA\u8D5B\u73B0\u573A\u89E3\u8BF4",
    "\u73AF\u6E56\u81EA\u884C\u8F66\u9A91\u884C\u8D5B"
  ],
  \u5A5A\u793C\u5E86\u5178: ["\u674E\u5148\u751F\u4E0E\u738B\u5973\u58EB\u5A5A\u793C\u73B0\u573A", "\u8349\u576A\u5A5A\u793C\u56FE\u6587\u76F4\u64AD", "\u91D1\u5A5A\u7EAA\u5FF5\u5E86\u5178", "\u8BA2\u5A5A\u5BB4\u73B0\u573A\u5B9E\u51B5"],
  \u57CE\u5E02\u9A6C\u62C9\u677E: ["\u57CE\u5E02\u534A\u7A0B\u9A6C\u62C9\u677E\u8D5B\u51B5", "\u8FF7\u4F60\u9A6C\u62C9\u677E\u4EB2\u5B50\u8DD1", "\u591C\u8DD1\u5609\u5E74\u534E", "\u9A6C\u62C9\u677E\u7EC8\u70B9\u51B2\u7EBF\u65F6\u523B"]
};
var UNGROUPED_TITLES = ["\u5468\u672B\u8BFB\u4E66\u5206\u4EAB\u4F1A", "\u516C\u53F8\u5F00\u653E\u65E5", "\u975E\u9057\u6587\u5316\u5C55\u6F14", "\u884C\u4E1A\u5CF0\u4F1A\u5706\u684C\u8BBA\u575B"];
var MESSAGE_TEMPLATES = [
  {
    title: "\u60A8\u7684\u76F4\u64AD\u95F4\u300C{activity}\u300D\u5DF2\u5F00\u59CB",
    content: "<p>\u60A8\u521B\u5EFA\u7684\u76F4\u64AD <b>{activity}</b> \u5DF2\u6309\u8BA1\u5212\u5F00\u59CB\uFF0C\u8BF7\u53CA\u65F6\u8FDB\u5165\u63A7\u5236\u53F0\u67E5\u770B\u5B9E\u65F6\u6570\u636E\u3002</p>"
  },
  {
    title: "\u76F4\u64AD\u56DE\u653E\u5DF2\u751F\u6210",
    content: '<p>\u76F4\u64AD <b>{activity}</b> \u7684\u56DE\u653E\u89C6\u9891\u5DF2\u751F\u6210\uFF0C\u53EF\u5728<a href="/admin/content/video/live">\u89C6\u9891\u5E93</a>\u4E2D\u4E0B\u8F7D\u6216\u5206\u4EAB\u3002</p>'
  },
  {
    title: "\u4E91\u6444\u5F71\u76F8\u518C\u65B0\u589E {n} \u5F20\u7167\u7247",
    content: "<p>\u6444\u5F71\u5E08\u5DF2\u4E0A\u4F20 <b>{n}</b> \u5F20\u65B0\u7167\u7247\u81F3\u76F8\u518C\u300C{activity}\u300D\uFF0C\u89C2\u4F17\u73B0\u5728\u5373\u53EF\u6D4F\u89C8\u3002</p>",
    photoLive: true
  },
  {
    title: "\u7167\u7247\u76F4\u64AD\u8BA2\u5355\u5DF2\u5B8C\u6210",
    content: '<p>\u60A8\u7684\u7167\u7247\u76F4\u64AD\u8BA2\u5355\u5DF2\u5B8C\u6210\u4EA4\u4ED8\uFF0C<b>\u539F\u56FE\u6253\u5305</b>\u5DF2\u53EF\u4E0B\u8F7D\u3002\u5982\u6709\u7591\u95EE\u8BF7<a href="/admin/order/photo">\u67E5\u770B\u8BA2\u5355</a>\u3002</p>',
    photoLive: true
  },
  {
    title: "\u5957\u9910\u5373\u5C06\u5230\u671F\u63D0\u9192",
    content: '<p>\u60A8\u7684 <b>\u4E91\u6444\u5F71\u4E13\u4E1A\u7248</b> \u5C06\u4E8E\u8FD1\u671F\u5230\u671F\uFF0C\u4E3A\u907F\u514D\u5F71\u54CD\u4F7F\u7528\uFF0C\u8BF7\u53CA\u65F6<a href="/admin/order/photo">\u7EED\u8D39</a>\u3002</p>',
    photoLive: true
  },
  {
    title: "\u79EF\u5206\u5230\u8D26\u901A\u77E5",
    content: '<p>\u606D\u559C\uFF01\u60A8\u83B7\u5F97\u4E86 <b>{n}</b> \u79EF\u5206\uFF0C\u53EF\u5728<a href="/admin/user/points">\u79EF\u5206\u4E2D\u5FC3</a>\u5151\u6362\u597D\u793C\u3002</p>'
  },
  {
    title: "\u76F4\u64AD\u5BA1\u6838\u901A\u8FC7",
    content: "<p>\u60A8\u63D0\u4EA4\u7684\u76F4\u64AD\u300C{activity}\u300D\u5DF2\u901A\u8FC7\u5185\u5BB9\u5BA1\u6838\uFF0C\u53EF\u4EE5\u6B63\u5E38\u5BF9\u5916\u53D1\u5E03\u3002</p>"
  },
  {
    title: "\u89C2\u4F17\u7559\u8A00\u5F85\u5BA1\u6838",
    content: "<p>\u76F4\u64AD\u300C{activity}\u300D\u6709 <b>{n}</b> \u6761\u65B0\u7559\u8A00\u7B49\u5F85\u5BA1\u6838\uFF0C\u8BF7\u524D\u5F80\u8BC4\u8BBA\u7BA1\u7406\u5904\u7406\u3002</p>"
  },
  {
    title: "\u4EBA\u8138\u8BC6\u522B\u627E\u56FE\u5DF2\u5F00\u542F",
    content: "<p>\u76F8\u518C\u300C{activity}\u300D\u5DF2\u5F00\u542F <b>\u4EBA\u8138\u8BC6\u522B\u627E\u56FE</b>\uFF0C\u89C2\u4F17\u4E0A\u4F20\u81EA\u62CD\u5373\u53EF\u5FEB\u901F\u627E\u5230\u81EA\u5DF1\u7684\u7167\u7247\u3002</p>",
    photoLive: true
  },
  {
    title: "\u53D1\u7968\u5DF2\u5F00\u5177",
    content: '<p>\u60A8\u7533\u8BF7\u7684\u7535\u5B50\u53D1\u7968\u5DF2\u5F00\u5177\uFF0C\u8BF7\u5728<a href="/admin/order/live">\u8BA2\u5355\u4E0E\u53D1\u7968</a>\u4E2D\u4E0B\u8F7D\u3002</p>'
  }
];
var NOTICES = [
  {
    type: 0,
    title: "\u7CFB\u7EDF\u5347\u7EA7\u516C\u544A",
    content: "<p>\u4E3A\u63D0\u4F9B\u66F4\u7A33\u5B9A\u7684\u670D\u52A1\uFF0C\u5E73\u53F0\u5C06\u4E8E\u672C\u5468\u516D <b>02:00\u201304:00</b> \u8FDB\u884C\u7CFB\u7EDF\u5347\u7EA7\uFF0C\u671F\u95F4\u63A7\u5236\u53F0\u53EF\u80FD\u77ED\u6682\u65E0\u6CD5\u8BBF\u95EE\u3002</p><p>\u7ED9\u60A8\u5E26\u6765\u7684\u4E0D\u4FBF\uFF0C\u656C\u8BF7\u8C05\u89E3\u3002</p>",
    daysAgo: 1
  },
  {
    type: 1,
    title: "\u65B0\u529F\u80FD\uFF1AAI \u7B56\u5212\u52A9\u624B\u4E0A\u7EBF",
    content: "<p><b>AI \u7B56\u5212\u52A9\u624B</b>\u73B0\u5DF2\u5F00\u653E\u4F53\u9A8C\uFF1A\u8F93\u5165\u6D3B\u52A8\u4E3B\u9898\uFF0C\u5373\u53EF\u4E00\u952E\u751F\u6210\u6D3B\u52A8\u6D41\u7A0B\u3001\u76F4\u64AD\u811A\u672C\u4E0E\u5BA3\u4F20\u6587\u6848\u3002</p><p>\u5165\u53E3\uFF1A\u5DE6\u4FA7\u83DC\u5355\u300CAI \u52A9\u624B\u300D\u3002</p>",
    daysAgo: 4
  },
  {
    type: 2,
    title: "\u4E94\u4E00\u5047\u671F\u5BA2\u670D\u5B89\u6392",
    content: "<p>\u4E94\u4E00\u5047\u671F\u671F\u95F4\u5728\u7EBF\u5BA2\u670D <b>9:00\u201321:00</b> \u6B63\u5E38\u503C\u5B88\uFF0C\u7D27\u6025\u95EE\u9898\u8BF7\u62E8\u6253\u670D\u52A1\u70ED\u7EBF 400-000-0000\u3002</p>",
    daysAgo: 9
  },
  {
    type: 3,
    title: "\u4E91\u6444\u5F71\u4E13\u4E1A\u7248\u9650\u65F6\u4F18\u60E0",
    content: "<p>\u5373\u65E5\u8D77\u81F3\u6708\u5E95\uFF0C\u8D2D\u4E70 <b>\u4E91\u6444\u5F71\u4E13\u4E1A\u7248</b> \u5E74\u5EA6\u5957\u9910\u4EAB 8 \u6298\u4F18\u60E0\uFF0C\u53E6\u8D60 5000 \u79EF\u5206\u3002</p>",
    daysAgo: 15
  },
  {
    type: 0,
    title: "\u5173\u4E8E\u52A0\u5F3A\u76F4\u64AD\u5185\u5BB9\u5B89\u5168\u7BA1\u7406\u7684\u901A\u77E5",
    content: "<p>\u6839\u636E\u56FD\u5BB6\u76F8\u5173\u89C4\u5B9A\uFF0C\u5F00\u901A\u76F4\u64AD\u670D\u52A1\u9700\u5B8C\u6210<b>\u5B9E\u540D\u8BA4\u8BC1</b>\u3002\u672A\u8BA4\u8BC1\u8D26\u53F7\u5C06\u65E0\u6CD5\u521B\u5EFA\u65B0\u7684\u76F4\u64AD\u6D3B\u52A8\u3002</p>",
    daysAgo: 22
  }
];

// server/src/modules/invoice.ts
import { sql as sql15 } from "kysely";

// server/src/lib/listing.ts
var DAY_MS = 24 * 60 * 60 * 1e3;

// server/src/lib/session.ts
var SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

// server/src/lib/validate.ts
import { z } from "zod";

// server/src/modules/invoicePdf.ts
import PDFDocument from "pdfkit";

// server/src/lib/days.ts
var CHINA_OFFSET_MS = 8 * 36e5;
var DAY_MS2 = 24 * 36e5;
function chinaDay(instant) {
  return new Date(instant.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}
function addDays(day, days) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS2).toISOString().slice(0, 10);
}
function daysBetween(from, to) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS2);
}
function chinaTimestamp(instant) {
  return new Date(instant.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace(/[-T:]/g, "");
}

// server/src/modules/trxorderPrices.ts
var PRODUCT_NAMES = { 1: "\u76F4\u64AD", 2: "\u4E91\u6444\u5F71", 3: "\u6D3B\u52A8", 4: "\u4F1A\u62CD" };
var EDITION_NAMES = {
  1: { 1: "\u65D7\u8230\u7248", 2: "\u5C0A\u4EAB\u7248", 3: "\u4F01\u4E1A\u7248" },
  2: { 1: "\u57FA\u7840\u7248", 2: "\u4E13\u4E1A\u7248", 3: "\u4F01\u4E1A\u7248" },
  3: { 1: "\u9AD8\u7EA7\u7248", 2: "\u76F4\u64AD\u7248", 3: "\u4F01\u4E1A\u7248" }
};
var EDITION_PRICES = {
  1: { 1: { 1: 59900, 12: 599900 }, 2: { 1: 129900, 12: 1299900 }, 3: { 1: 399900, 12: 3999900 } },
  2: { 1: { 1: 29900, 12: 299900 }, 2: { 1: 99900, 12: 999900 }, 3: { 1: 299900, 12: 2999900 } },
  3: { 1: { 1: 49900, 12: 499900 }, 2: { 1: 89900, 12: 899900 }, 3: { 1: 259900, 12: 2599900 } }
};
var CAPACITY_PRICES = { 50: 9900, 100: 17900, 500: 79900, 1e3: 149900 };
var SERVICE_PACKAGES = {
  1: { title: "\u534A\u5929\u5355\u673A\u4F4D\uFF084 \u5C0F\u65F6\uFF09", hours: 4, photographers: 1, price: 18e4 },
  2: { title: "\u5168\u5929\u5355\u673A\u4F4D\uFF088 \u5C0F\u65F6\uFF09", hours: 8, photographers: 1, price: 32e4 },
  3: { title: "\u5168\u5929\u53CC\u673A\u4F4D\uFF088 \u5C0F\u65F6\uFF09", hours: 8, photographers: 2, price: 58e4 }
};
var companyPriceOf = (price) => Math.round(price * 9 / 10);
function item(fields, companyPrice) {
  return { ...fields, price: companyPrice ? companyPriceOf(fields.originalPrice) : fields.originalPrice };
}
function editionTitle(product, edition, months) {
  return `${PRODUCT_NAMES[product]}${EDITION_NAMES[product]?.[edition] ?? ""} ${months === 12 ? "1 \u5E74" : `${months} \u4E2A\u6708`}`;
}
function capacityItems(capacity, companyPrice) {
  return Object.entries(CAPACITY_PRICES).filter(([gb]) => capacity === void 0 || Number(gb) === capacity).map(
    ([gb, price]) => item(
      {
        priceId: 1,
        product: 2,
        kind: "capacity",
        type: null,
        capacity: Number(gb),
        months: 12,
        title: `\u4E91\u6444\u5F71\u5B58\u50A8\u6269\u5BB9 ${gb}GB\uFF081 \u5E74\uFF09`,
        originalPrice: price
      },
      companyPrice
    )
  );
}
function editionItems(product, edition, companyPrice) {
  const items = [];
  for (const [id, prices] of Object.entries(EDITION_PRICES[product] ?? {})) {
    if (edition !== void 0 && Number(id) !== edition) continue;
    for (const months of [1, 12]) {
      items.push(
        item(
          {
            priceId: 2,
            product,
            kind: "edition",
            type: Number(id),
            capacity: null,
            months,
            title: editionTitle(product, Number(id), months),
            originalPrice: prices[months]
          },
          companyPrice
        )
      );
    }
  }
  return items;
}
function serviceItems(type, companyPrice) {
  return Object.entries(SERVICE_PACKAGES).filter(([id]) => type === void 0 || Number(id) === type).map(
    ([id, pack]) => item(
      { priceId: 3, product: 4, kind: "service", type: Number(id), capacity: null, months: null, title: `\u4F1A\u62CD\xB7${pack.title}`, originalPrice: pack.price },
      companyPrice
    )
  );
}
function quote(body, companyPrice) {
  const candidates = body.priceId === 1 ? capacityItems(body.capacity, companyPrice) : body.priceId === 2 ? editionItems(body.product, body.type, companyPrice).filter((entry) => entry.months === body.months) : serviceItems(body.type, companyPrice);
  const chosen = candidates[0];
  if (!chosen) throw new Error("price catalogue has no entry for a validated order");
  return {
    product: chosen.product,
    kind: chosen.kind,
    proType: chosen.type,
    months: chosen.months,
    capacityGb: chosen.capacity,
    quantity: body.quantity,
    title: chosen.title,
    unitPrice: chosen.price,
    originalAmount: chosen.originalPrice * body.quantity,
    amount: chosen.price * body.quantity
  };
}

// server/src/modules/trxorderStore.ts
import { sql as sql14 } from "kysely";
var PAY_TIMEOUT_MS = 24 * 36e5;

// server/src/modules/invoice.ts
function invoiceNumberOf(id) {
  return String(1e7 + id * 7919993 % 9e7);
}
var latestInvoiceStatusSql = sql15`(select i.status from invoices i where i.order_id = o.id order by i.created_at desc, i.id desc limit 1)`;

// server/src/seed/invoices.ts
var HOUR = 36e5;
var PLANS = {
  demo: [
    { status: "issued", title_type: "company", title: "\u676D\u5DDE\u7EFF\u5E55\u6587\u5316\u4F20\u5A92\u6709\u9650\u516C\u53F8", tax_no: "91330106MA2H3K7L5Q", email: "finance@example.com" },
    { status: "applying", title_type: "personal", title: "\u738B\u6653\u654F", tax_no: null, email: "wangxm@example.com" },
    {
      status: "rejected",
      title_type: "company",
      title: "\u4E0A\u6D77\u4E91\u62CD\u4FE1\u606F\u79D1\u6280\u6709\u9650\u516C\u53F8",
      tax_no: "91310115MA1K4B2C3D",
      email: "invoice@example.com",
      reason: "\u7EB3\u7A0E\u4EBA\u8BC6\u522B\u53F7\u4E0E\u4F01\u4E1A\u540D\u79F0\u4E0D\u4E00\u81F4\uFF0C\u8BF7\u6838\u5BF9\u540E\u91CD\u65B0\u7533\u8BF7"
    }
  ],
  demo2: [{ status: "issued", title_type: "personal", title: "\u674E\u5EFA\u56FD", tax_no: null, email: "lijg@example.com" }]
};
async function seedInvoices(trx, now) {
  let written = 0;
  for (const [username, plans2] of Object.entries(PLANS)) {
    const orders = await trx.selectFrom("trx_orders as o").innerJoin("users as u", "u.id", "o.owner_id").select(["o.id", "o.owner_id", "o.amount", "o.paid_at"]).where("u.username", "=", username).where("o.status", "=", "paid").where("o.deleted_at", "is", null).orderBy("o.created_at", "desc").orderBy("o.id", "desc").execute();
    for (const [index, plan] of plans2.entries()) {
      const order = orders[index * 2 + 1];
      if (!order?.paid_at) continue;
      const createdAt = new Date(Math.min(order.paid_at.getTime() + (index + 1) * 5 * HOUR, now.getTime() - 3 * HOUR));
      const decidedAt = new Date(Math.min(createdAt.getTime() + 26 * HOUR, now.getTime() - HOUR));
      const { id } = await trx.insertInto("invoices").values({
        owner_id: order.owner_id,
        order_id: order.id,
        title_type: plan.title_type,
        title: plan.title,
        tax_no: plan.tax_no,
        email: plan.email,
        amount: order.amount,
        status: "applying",
        created_at: createdAt,
        updated_at: createdAt
      }).returning("id").executeTakeFirstOrThrow();
      if (plan.status === "issued") {
        await trx.updateTable("invoices").set({ status: "issued", invoice_no: invoiceNumberOf(id), issued_at: decidedAt, updated_at: decidedAt }).where("id", "=", id).execute();
      } else if (plan.status === "rejected") {
        await trx.updateTable("invoices").set({ status: "rejected", reject_reason: plan.reason ?? "\u4FE1\u606F\u6709\u8BEF", rejected_at: decidedAt, updated_at: decidedAt }).where("id", "=", id).execute();
      }
      written++;
    }
  }
  return written;
}

// server/src/seed/mediaData.ts
var FIXTURES = [
  { fileName: "test-pattern-1.webm", duration: 8, size: 86461, width: 320, height: 180 },
  { fileName: "test-pattern-2.webm", duration: 10, size: 75794, width: 320, height: 180 },
  { fileName: "test-pattern-3.webm", duration: 6, size: 80185, width: 320, height: 180 }
];
var VIDEO_ACTIVITY_TITLES = [
  "{year} \u6625\u5B63\u65B0\u54C1\u53D1\u5E03\u4F1A\u76F4\u64AD",
  "\u4E91\u4E0A\u5F00\u653E\u65E5\uFF1A\u8D70\u8FDB\u667A\u80FD\u5DE5\u5382",
  "\u540D\u5E08\u516C\u5F00\u8BFE\uFF1A\u521D\u4E09\u6570\u5B66\u51B2\u523A",
  "\u4E61\u6751\u632F\u5174\u52A9\u519C\u76F4\u64AD\u4E13\u573A",
  "\u57CE\u5E02\u97F3\u4E50\u8282\u4E3B\u821E\u53F0\u76F4\u64AD",
  "\u533B\u7597\u5065\u5EB7\u79D1\u666E\u5927\u8BB2\u5802",
  "\u5F00\u53D1\u8005\u5927\u4F1A\u4E3B\u8BBA\u575B",
  "\u4F01\u4E1A\u5E74\u4F1A\u9881\u5956\u76DB\u5178",
  "\u975E\u9057\u624B\u827A\u4EBA\u5E26\u4F60\u770B\u5C55",
  "\u65B0\u80FD\u6E90\u6C7D\u8F66\u8BD5\u9A7E\u76F4\u64AD",
  "\u9AD8\u6821\u62DB\u751F\u54A8\u8BE2\u4F1A",
  "\u8BFB\u4E66\u4F1A\uFF1A\u4E0E\u4F5C\u8005\u9762\u5BF9\u9762",
  "\u7535\u7ADE\u9080\u8BF7\u8D5B\u603B\u51B3\u8D5B",
  "\u5BB6\u5C45\u751F\u6D3B\u7F8E\u5B66\u5206\u4EAB"
];
var PHOTO_ACTIVITY_TITLES = [
  "{year} \u5E74\u5EA6\u76DB\u5178\u73B0\u573A\u7167\u7247\u76F4\u64AD",
  "\u674E\u5148\u751F\u4E0E\u738B\u5973\u58EB\u7684\u5A5A\u793C",
  "\u57CE\u5E02\u534A\u7A0B\u9A6C\u62C9\u677E\u6444\u5F71",
  "\u6BD5\u4E1A\u5178\u793C\u7167\u7247\u76F4\u64AD",
  "\u6C7D\u8F66\u54C1\u724C\u4E0A\u5E02\u53D1\u5E03\u4F1A",
  "\u4EB2\u5B50\u8FD0\u52A8\u4F1A\u7CBE\u5F69\u77AC\u95F4",
  "\u56FD\u9645\u8F66\u5C55\u5A92\u4F53\u65E5",
  "\u516C\u53F8\u56E2\u5EFA \xB7 \u5343\u5C9B\u6E56",
  "\u7F8E\u98DF\u8282\u73B0\u573A\u5FEB\u62CD",
  "\u6148\u5584\u665A\u5BB4\u7EA2\u6BEF"
];
var PHOTO_LOCATIONS = ["\u4E0A\u6D77\u56FD\u9645\u4F1A\u8BAE\u4E2D\u5FC3", "\u676D\u5DDE\u897F\u6E56\u56FD\u5BBE\u9986", "\u5317\u4EAC\u56FD\u5BB6\u4F1A\u8BAE\u4E2D\u5FC3", "\u6DF1\u5733\u6E7E\u4F53\u80B2\u4E2D\u5FC3", "\u6210\u90FD\u73AF\u7403\u4E2D\u5FC3", "\u5357\u4EAC\u56FD\u9645\u535A\u89C8\u4E2D\u5FC3"];
var EVENT_TITLES = [
  "{year} \u6570\u5B57\u7ECF\u6D4E\u9AD8\u5CF0\u8BBA\u575B",
  "\u957F\u4E09\u89D2\u4EBA\u5DE5\u667A\u80FD\u4EA7\u4E1A\u5927\u4F1A",
  "\u65B0\u54C1\u54C1\u9274\u4F1A\u66A8\u7ECF\u9500\u5546\u5927\u4F1A",
  "\u7B2C {n} \u5C4A\u9752\u5E74\u521B\u4E1A\u5927\u8D5B\u51B3\u8D5B",
  "\u533B\u7597\u5668\u68B0\u884C\u4E1A\u4EA4\u6D41\u4F1A",
  "\u8DE8\u5883\u7535\u5546\u5B9E\u6218\u6C99\u9F99",
  "\u57CE\u5E02\u66F4\u65B0\u4E0E\u5EFA\u7B51\u8BBE\u8BA1\u8BBA\u575B",
  "\u5E74\u5EA6\u5BA2\u6237\u7B54\u8C22\u665A\u5BB4",
  "\u9AD8\u6821\u6821\u53CB\u8FD4\u6821\u65E5",
  "\u667A\u6167\u519C\u4E1A\u73B0\u573A\u89C2\u6469\u4F1A",
  "\u65B0\u6D88\u8D39\u54C1\u724C\u589E\u957F\u5927\u4F1A",
  "\u6559\u80B2\u4FE1\u606F\u5316\u5E94\u7528\u7814\u8BA8\u4F1A",
  "\u6587\u65C5\u878D\u5408\u53D1\u5C55\u8BBA\u575B",
  "\u4F01\u4E1A\u6570\u5B57\u5316\u8F6C\u578B\u79C1\u8463\u4F1A",
  "\u91D1\u878D\u79D1\u6280\u521B\u65B0\u5CF0\u4F1A",
  "\u7EFF\u8272\u4F4E\u78B3\u4EA7\u4E1A\u535A\u89C8\u4F1A"
];
var EVENT_PLACES = [
  { city: "\u4E0A\u6D77", address: "\u6D66\u4E1C\u65B0\u533A\u4E16\u7EAA\u5927\u9053 1 \u53F7 \u56FD\u9645\u4F1A\u8BAE\u4E2D\u5FC3" },
  { city: "\u5317\u4EAC", address: "\u671D\u9633\u533A\u5929\u8FB0\u4E1C\u8DEF 7 \u53F7 \u56FD\u5BB6\u4F1A\u8BAE\u4E2D\u5FC3" },
  { city: "\u676D\u5DDE", address: "\u897F\u6E56\u533A\u6768\u516C\u5824 18 \u53F7 \u56FD\u5BBE\u9986" },
  { city: "\u6DF1\u5733", address: "\u5357\u5C71\u533A\u6EE8\u6D77\u5927\u9053 3001 \u53F7 \u6E7E\u533A\u4F1A\u5C55\u4E2D\u5FC3" },
  { city: "\u5E7F\u5DDE", address: "\u6D77\u73E0\u533A\u9605\u6C5F\u4E2D\u8DEF 380 \u53F7 \u7436\u6D32\u4F1A\u5C55\u4E2D\u5FC3" },
  { city: "\u6210\u90FD", address: "\u9AD8\u65B0\u533A\u5929\u5E9C\u5927\u9053\u5317\u6BB5 1700 \u53F7 \u73AF\u7403\u4E2D\u5FC3" },
  { city: "\u5357\u4EAC", address: "\u5EFA\u90BA\u533A\u6C5F\u4E1C\u4E2D\u8DEF 300 \u53F7 \u56FD\u9645\u535A\u89C8\u4E2D\u5FC3" },
  { city: "\u82CF\u5DDE", address: "\u5DE5\u4E1A\u56ED\u533A\u82CF\u5DDE\u5927\u9053\u4E1C 688 \u53F7 \u56FD\u9645\u535A\u89C8\u4E2D\u5FC3" }
];
var RECORDING_TITLES = ["{activity}\uFF08\u5B8C\u6574\u56DE\u653E\uFF09", "{activity} \u7CBE\u5F69\u7247\u6BB5 {n}", "{activity} \u4E0A\u534A\u573A", "{activity} \u4E0B\u534A\u573A", "{activity} \u5609\u5BBE\u8BBF\u8C08"];
var PHOTO_VIDEO_TITLES = ["{activity} \u7CBE\u5F69\u82B1\u7D6E", "{activity} \u7167\u7247 MV", "{activity} \u4E00\u5206\u949F\u56DE\u987E"];
var IMAGE_MATERIAL_TITLES = [
  "\u4E3B\u821E\u53F0\u5168\u666F",
  "\u5609\u5BBE\u7B7E\u5230\u5904",
  "\u5F00\u573A\u81F4\u8F9E",
  "\u9881\u5956\u5408\u5F71",
  "\u89C2\u4F17\u5E2D\u7279\u5199",
  "\u4E3B\u89C6\u89C9\u6D77\u62A5",
  "\u573A\u9986\u5916\u666F",
  "\u5706\u684C\u5BF9\u8BDD",
  "\u8336\u6B47\u533A",
  "\u7B7E\u540D\u5899",
  "\u4EA7\u54C1\u5C55\u53F0",
  "\u5DE5\u4F5C\u4EBA\u5458\u5408\u5F71"
];
var VIDEO_MATERIAL_TITLES = ["\u5F00\u573A\u89C6\u9891", "\u6D3B\u52A8\u5BA3\u4F20\u7247", "\u5609\u5BBE\u795D\u798F\u89C6\u9891", "\u5012\u8BA1\u65F6\u7247\u5934", "\u6696\u573A\u77ED\u7247", "\u82B1\u7D6E\u6DF7\u526A"];
var IMAGE_SIZES = [
  [1920, 1080],
  [1080, 1440],
  [4e3, 3e3],
  [3e3, 4e3],
  [1080, 1080],
  [2560, 1440]
];

// server/src/seed/prng.ts
function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      const item2 = items[Math.floor(next() * items.length)];
      if (item2 === void 0) throw new Error("pick from an empty list");
      return item2;
    }
  };
}

// server/src/seed/media.ts
var HOUR2 = 36e5;
var DAY = 24 * HOUR2;
var COUNTS = [
  { video: 14, photo: 10, event: 24, liveRecordings: 26, eventRecordings: 22, photoVideos: 16, twzbMaterials: 36, eventMaterials: 30 },
  { video: 4, photo: 3, event: 6, liveRecordings: 5, eventRecordings: 4, photoVideos: 3, twzbMaterials: 6, eventMaterials: 5 }
];
function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (match, key) => String(values[key] ?? match));
}
function spread(random, count2, days, now) {
  return Array.from({ length: count2 }, (_, i) => new Date(now.getTime() - Math.floor((i + random.next()) / count2 * days * DAY) - HOUR2));
}
function schedule(random, createdAt, now, states) {
  const roll = random.next();
  if (roll < 0.15) {
    const start2 = new Date(now.getTime() + random.int(1, 25) * DAY + random.int(9, 15) * HOUR2);
    return { status: states.upcoming, start: start2, end: new Date(start2.getTime() + random.int(3, 8) * HOUR2) };
  }
  if (roll < 0.25) return { status: states.running, start: new Date(now.getTime() - random.int(1, 3) * HOUR2), end: null };
  let start = new Date(createdAt.getTime() + random.int(2, 72) * HOUR2);
  if (start.getTime() > now.getTime() - 10 * HOUR2) start = new Date(now.getTime() - random.int(10, 40) * HOUR2);
  return { status: states.ended, start, end: new Date(start.getTime() + random.int(2, 8) * HOUR2) };
}
async function seedMedia(trx, ownerId, userIndex, now) {
  const counts = COUNTS[Math.min(userIndex, COUNTS.length - 1)] ?? COUNTS[1];
  if (!counts) throw new Error("no media seed counts");
  const random = createRandom(90210 + userIndex);
  const year = now.getFullYear();
  const cover = () => `/demo-assets/cover/${random.int(0, 99)}.svg`;
  const videoActivities = await trx.insertInto("video_activities").values(
    spread(random, counts.video, 90, now).map((createdAt, i) => {
      const { status, start, end } = schedule(random, createdAt, now, { upcoming: "not_started", running: "live", ended: "ended" });
      const title = fill(VIDEO_ACTIVITY_TITLES[(i + userIndex * 5) % VIDEO_ACTIVITY_TITLES.length] ?? "\u76F4\u64AD", { year });
      const viewCount = status === "not_started" ? 0 : random.int(300, 9e4);
      return { owner_id: ownerId, title, cover_url: cover(), status, start_time: start, end_time: end, view_count: viewCount, created_at: createdAt };
    })
  ).returning(["id", "title", "status", "start_time"]).execute();
  const photoActivities = await trx.insertInto("photo_activities").values(
    spread(random, counts.photo, 90, now).map((createdAt, i) => {
      const start = new Date(createdAt.getTime() + random.int(2, 48) * HOUR2);
      return {
        owner_id: ownerId,
        title: fill(PHOTO_ACTIVITY_TITLES[(i + userIndex * 3) % PHOTO_ACTIVITY_TITLES.length] ?? "\u7167\u7247\u76F4\u64AD", { year }),
        cover_url: cover(),
        location: random.pick(PHOTO_LOCATIONS),
        photo_count: random.int(120, 3800),
        view_count: random.int(500, 12e4),
        start_time: start,
        end_time: new Date(start.getTime() + random.int(3, 10) * HOUR2),
        created_at: createdAt
      };
    })
  ).returning(["id", "title", "start_time"]).execute();
  const eventActivities = await trx.insertInto("event_activities").values(
    spread(random, counts.event, 120, now).map((createdAt, i) => {
      const { status, start, end } = schedule(random, createdAt, now, { upcoming: "not_started", running: "ongoing", ended: "ended" });
      const place = random.pick(EVENT_PLACES);
      const registrations = random.int(40, 2400);
      return {
        owner_id: ownerId,
        title: fill(EVENT_TITLES[(i + userIndex * 7) % EVENT_TITLES.length] ?? "\u6D3B\u52A8", { year, n: random.int(3, 12) }),
        cover_url: cover(),
        status,
        city: place.city,
        address: place.address,
        start_time: start,
        end_time: end,
        registration_count: registrations,
        sign_in_count: status === "not_started" ? 0 : Math.floor(registrations * (0.55 + random.next() * 0.4)),
        view_count: random.int(registrations, registrations * 12),
        created_at: createdAt
      };
    })
  ).returning(["id", "title", "status", "start_time"]).execute();
  const startedVideos = videoActivities.filter((activity) => activity.status !== "not_started");
  const startedEvents = eventActivities.filter((activity) => activity.status !== "not_started");
  const mediaRows = [];
  const recordings = (kind, count2, activities) => {
    for (let i = 0; i < count2; i++) {
      const activity = activities.length > 0 && random.next() > 0.08 ? random.pick(activities) : null;
      const fixture = random.pick(FIXTURES);
      const recordedAt = new Date(
        Math.min(
          now.getTime() - random.int(1, 30) * 6e4,
          (activity?.start_time.getTime() ?? now.getTime() - random.int(1, 60) * DAY) + random.int(1, 6) * HOUR2
        )
      );
      const template = activity ? random.pick(RECORDING_TITLES) : "\u672C\u5730\u4E0A\u4F20\u89C6\u9891 {n}";
      const source = !activity ? "upload" : template.includes("\u7CBE\u5F69\u7247\u6BB5") || template.includes("\u8BBF\u8C08") ? "clip" : "record";
      mediaRows.push({
        owner_id: ownerId,
        kind,
        video_activity_id: kind === "live" ? activity?.id ?? null : null,
        event_activity_id: kind === "event" ? activity?.id ?? null : null,
        title: fill(template, { activity: activity?.title ?? "", n: random.int(1, 9) }).slice(0, 100),
        source,
        cover_url: cover(),
        file_name: fixture.fileName,
        duration: fixture.duration,
        size: fixture.size,
        width: fixture.width,
        height: fixture.height,
        created_at: recordedAt
      });
    }
  };
  recordings("live", counts.liveRecordings, startedVideos);
  recordings("event", counts.eventRecordings, startedEvents);
  for (let i = 0; i < counts.photoVideos; i++) {
    const activity = random.pick(photoActivities);
    const fixture = random.pick(FIXTURES);
    const template = random.pick(PHOTO_VIDEO_TITLES);
    mediaRows.push({
      owner_id: ownerId,
      kind: "photo",
      photo_activity_id: activity.id,
      title: fill(template, { activity: activity.title }).slice(0, 100),
      source: template.includes("MV") ? "album" : "highlight",
      cover_url: cover(),
      file_name: fixture.fileName,
      duration: fixture.duration,
      size: fixture.size,
      width: fixture.width,
      height: fixture.height,
      created_at: new Date(Math.min(now.getTime() - random.int(1, 90) * 6e4, activity.start_time.getTime() + random.int(4, 30) * HOUR2))
    });
  }
  await trx.insertInto("media_videos").values(mediaRows).execute();
  const twzb = await trx.selectFrom("twzb_activities").select(["id", "created_at"]).where("owner_id", "=", ownerId).execute();
  const materialRows = [];
  const materials = (kind, count2, activities) => {
    const times = spread(random, count2, 60, now);
    for (const createdAt of times) {
      const activity = activities.length > 0 && random.next() > 0.1 ? random.pick(activities) : null;
      const isVideo = random.next() < 0.2;
      const fixture = random.pick(FIXTURES);
      const [width, height] = isVideo ? [fixture.width, fixture.height] : random.pick(IMAGE_SIZES);
      materialRows.push({
        owner_id: ownerId,
        kind,
        twzb_activity_id: kind === "twzb" ? activity?.id ?? null : null,
        event_activity_id: kind === "event" ? activity?.id ?? null : null,
        type: isVideo ? "video" : "image",
        title: isVideo ? random.pick(VIDEO_MATERIAL_TITLES) : `${random.pick(IMAGE_MATERIAL_TITLES)} ${random.int(1, 30)}`,
        width,
        height,
        size: isVideo ? fixture.size : Math.round(width * height / random.int(3, 8)),
        duration: isVideo ? fixture.duration : null,
        file_name: isVideo ? fixture.fileName : null,
        created_at: createdAt,
        updated_at: createdAt
      });
    }
  };
  materials("twzb", counts.twzbMaterials, twzb);
  materials("event", counts.eventMaterials, eventActivities);
  await trx.insertInto("materials").values(materialRows).execute();
  return {
    activities: videoActivities.length + photoActivities.length + eventActivities.length,
    media: mediaRows.length,
    materials: materialRows.length
  };
}

// server/src/seed/orders.ts
var HOUR3 = 36e5;
var DAY2 = 24 * HOUR3;
var ADDRESSES = [
  { city: "\u4E0A\u6D77\u5E02", address: "\u6D66\u4E1C\u65B0\u533A\u4E16\u7EAA\u5927\u9053 1198 \u53F7\u4E16\u7EAA\u6C47\u5E7F\u573A 2 \u697C\u5BB4\u4F1A\u5385" },
  { city: "\u676D\u5DDE\u5E02", address: "\u897F\u6E56\u533A\u6587\u4E09\u8DEF 478 \u53F7\u534E\u661F\u65F6\u4EE3\u5E7F\u573A A \u5EA7" },
  { city: "\u6DF1\u5733\u5E02", address: "\u5357\u5C71\u533A\u6DF1\u5357\u5927\u9053 9996 \u53F7\u677E\u65E5\u9F0E\u76DB\u5927\u53A6 3 \u697C" },
  { city: "\u5317\u4EAC\u5E02", address: "\u671D\u9633\u533A\u5EFA\u56FD\u8DEF 87 \u53F7 SKP \u5199\u5B57\u697C 12 \u5C42" },
  { city: "\u6210\u90FD\u5E02", address: "\u9AD8\u65B0\u533A\u5929\u5E9C\u5927\u9053\u4E2D\u6BB5 666 \u53F7\u5E0C\u987F\u56FD\u9645\u5E7F\u573A C \u5EA7" }
];
var CONTACTS = ["\u738B\u6653\u654F", "\u674E\u5EFA\u56FD", "\u9648\u601D\u8FDC", "\u5218\u5A77\u5A77", "\u8D75\u4E00\u9E23"];
function plans(random, count2) {
  const products = [1, 1, 1, 2, 2, 3, 3, 4];
  const list = [];
  for (let i = 0; i < count2; i++) {
    const product = products[i % products.length];
    const roll = random.next();
    const status = i === 0 ? "recent" : i === 1 ? "settled" : i === 2 ? "recent" : roll < 0.62 ? "paid" : roll < 0.8 ? "cancelled" : roll < 0.93 ? "timeout" : "paid";
    list.push({ product, status });
  }
  return list;
}
function line(random, product) {
  if (product === 4) return quote({ priceId: 3, type: random.int(1, 3), booking: bookingStub, quantity: 1, payType: "wechat" }, false);
  if (product === 2 && random.next() < 0.5) {
    return quote({ priceId: 1, capacity: random.pick([50, 100, 500, 1e3]), quantity: random.int(1, 2), payType: "wechat" }, false);
  }
  return quote({ priceId: 2, product, type: random.int(1, 3), months: random.pick([1, 12]), quantity: 1, payType: "wechat" }, false);
}
var bookingStub = { serviceDate: "2000-01-01", city: "", address: "", contactName: "", contactPhone: "" };
var PHOTO_ORDERS = [
  { line: { priceId: 2, product: 2, type: 2, months: 12, quantity: 1, payType: "wechat" }, status: "recent", age: 5 * HOUR3 },
  { line: { priceId: 1, capacity: 100, quantity: 1, payType: "wechat" }, status: "paid", age: 9 * DAY2 + 3 * HOUR3 },
  { line: { priceId: 2, product: 2, type: 3, months: 12, quantity: 1, payType: "wechat" }, status: "paid", age: 17 * DAY2 + 5 * HOUR3 },
  { line: { priceId: 1, capacity: 500, quantity: 2, payType: "wechat" }, status: "cancelled", age: 26 * DAY2 + 2 * HOUR3 },
  { line: { priceId: 2, product: 2, type: 1, months: 1, quantity: 1, payType: "wechat" }, status: "paid", age: 44 * DAY2 + 7 * HOUR3 }
];
function orderRow(random, user, priced, createdAt, status, usedNumbers) {
  let orderNo;
  do
    orderNo = `GR${chinaTimestamp(createdAt)}${String(random.int(0, 999999)).padStart(6, "0")}`;
  while (usedNumbers.has(orderNo));
  usedNumbers.add(orderNo);
  const payType = random.pick(["wechat", "wechat", "alipay", "transfer"]);
  const settledAt = status === "paid" || status === "settled" ? new Date(createdAt.getTime() + random.int(1, 50) * 6e4) : null;
  const stored = status === "paid" ? "paid" : status === "cancelled" ? "cancelled" : "unpaid";
  const row = {
    order_no: orderNo,
    owner_id: user.id,
    product: priced.product,
    kind: priced.kind,
    pro_type: priced.proType,
    months: priced.months,
    capacity_gb: priced.capacityGb,
    quantity: priced.quantity,
    title: priced.title,
    unit_price: priced.unitPrice,
    original_amount: priced.originalAmount,
    amount: priced.amount,
    pay_type: payType,
    status: stored,
    buyer_name: user.nickname || user.username,
    buyer_phone: user.mob_phone,
    trade_no: settledAt ? `SIM${chinaTimestamp(settledAt)}${String(random.int(0, 999999)).padStart(6, "0")}` : null,
    settled_at: settledAt,
    paid_at: status === "paid" && settledAt ? new Date(settledAt.getTime() + random.int(1, 30) * 1e3) : null,
    cancelled_at: status === "cancelled" ? new Date(createdAt.getTime() + random.int(5, 600) * 6e4) : null,
    cancel_reason: status === "cancelled" ? "user" : null,
    created_at: createdAt,
    updated_at: createdAt
  };
  return row;
}
async function seedOrders(trx, now) {
  const random = createRandom(4004);
  const photoRandom = createRandom(4012);
  const users = await trx.selectFrom("users").select(["id", "username", "nickname", "mob_phone"]).where("username", "in", ["demo", "demo2"]).orderBy("id").execute();
  const usedNumbers = /* @__PURE__ */ new Set();
  let written = 0;
  for (const user of users) {
    const count2 = user.username === "demo" ? 36 : 8;
    const rows2 = [];
    const bookings = [];
    for (const [index, plan] of plans(random, count2).entries()) {
      const priced = line(random, plan.product);
      const age = index < 3 ? (index + 1) * 2 * HOUR3 + random.int(0, 50) * 6e4 : (index * 5 + random.int(0, 4)) * DAY2 + random.int(1, 20) * HOUR3;
      const createdAt = new Date(now.getTime() - age);
      rows2.push(orderRow(random, user, priced, createdAt, plan.status, usedNumbers));
      if (plan.status === "timeout" && createdAt.getTime() + PAY_TIMEOUT_MS > now.getTime())
        throw new Error("a timed-out demo order must be older than the payment window");
      if (plan.product === 4) bookings.push({ index, type: priced.proType ?? 1, day: addDays(chinaDay(createdAt), random.int(7, 40)) });
    }
    for (const photo of PHOTO_ORDERS) {
      const createdAt = new Date(now.getTime() - photo.age - photoRandom.int(0, 50) * 6e4);
      rows2.push(orderRow(photoRandom, user, quote(photo.line, false), createdAt, photo.status, usedNumbers));
    }
    const inserted = await trx.insertInto("trx_orders").values(rows2).returning(["id"]).execute();
    written += inserted.length;
    if (bookings.length > 0) {
      await trx.insertInto("huipai_bookings").values(
        bookings.map((booking, n) => {
          const place = ADDRESSES[n % ADDRESSES.length] ?? { city: "\u4E0A\u6D77\u5E02", address: "" };
          const pack = SERVICE_PACKAGES[booking.type];
          return {
            order_id: inserted[booking.index]?.id ?? 0,
            owner_id: user.id,
            service_date: booking.day,
            city: place.city,
            address: place.address,
            contact_name: CONTACTS[n % CONTACTS.length] ?? "\u738B\u6653\u654F",
            contact_phone: `13${String(6e8 + n * 7919).padStart(9, "0")}`,
            photographers: pack?.photographers ?? 1,
            hours: pack?.hours ?? 4,
            remark: n % 2 === 0 ? "\u9700\u63D0\u524D\u4E00\u5C0F\u65F6\u5230\u573A\u5E03\u7F6E\u706F\u5149\uFF0C\u73B0\u573A\u6709\u821E\u53F0\u3002" : ""
          };
        })
      ).execute();
    }
  }
  return written;
}

// server/src/seed/person.ts
var DAY3 = 864e5;
var SCENES = [
  "\u6E56\u8FB9\u6668\u666F",
  "\u53E4\u57CE\u8857\u5DF7",
  "\u6D77\u8FB9\u65E5\u843D",
  "\u5BB6\u5EAD\u805A\u9910",
  "\u751F\u65E5\u6D3E\u5BF9",
  "\u767B\u5C71\u9014\u4E2D",
  "\u591C\u666F\u706F\u5149",
  "\u7F8E\u98DF\u6253\u5361",
  "\u516C\u56ED\u91CE\u9910",
  "\u535A\u7269\u9986\u53C2\u89C2",
  "\u96EA\u540E\u521D\u6674",
  "\u6A31\u82B1\u6811\u4E0B"
];
var CAMERAS = ["iPhone 15 Pro", "Canon EOS R6", "Sony A7M4", "HUAWEI Mate 60 Pro", "Nikon Z6II", "Xiaomi 14 Ultra"];
var TRIPS = [
  { city: 330100, photos: 26 },
  { city: 310100, photos: 18 },
  { city: 510100, photos: 22 },
  { city: 460200, photos: 30 },
  { city: 610100, photos: 16 },
  { city: 350200, photos: 20 },
  { city: 532900, photos: 24 },
  { city: 110100, photos: 14 },
  { city: 330100, photos: 12 },
  { city: 440300, photos: 10 }
];
var PEOPLE = ["\u6211", "\u5988\u5988", "\u7238\u7238", "\u5C0F\u5B9D", "\u8001\u5A46", "\u5F20\u4F1F", "\u674E\u5A1C", "\u738B\u8001\u5E08"];
var pad = (n, width = 2) => String(n).padStart(width, "0");
function fileName(taken) {
  const t = new Date(taken.getTime() + 8 * 36e5);
  return `IMG_${t.getUTCFullYear()}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}_${pad(t.getUTCHours())}${pad(t.getUTCMinutes())}${pad(t.getUTCSeconds())}.jpg`;
}
async function seedOwner(db2, random, ownerId, trips, people, now) {
  const photos = [];
  for (const [index, trip] of trips.entries()) {
    const start = now.getTime() - (index * 105 + random.int(3, 60)) * DAY3;
    const days = random.int(1, 3);
    for (let i = 0; i < trip.photos; i++) {
      const taken = new Date(Math.min(now.getTime() - 36e5, start + random.int(0, days - 1) * DAY3 + random.int(8 * 60, 20 * 60) * 6e4));
      const portrait = random.next() < 0.3;
      photos.push({
        owner_id: ownerId,
        title: random.pick(SCENES),
        file_name: fileName(taken),
        image_no: random.int(0, 999),
        width: portrait ? 3e3 : 4e3,
        height: portrait ? 4e3 : 3e3,
        size_bytes: random.int(18e5, 86e5),
        camera: random.pick(CAMERAS),
        city_id: trip.city,
        taken_at: taken,
        created_at: new Date(Math.min(now.getTime(), taken.getTime() + random.int(1, 72) * 36e5))
      });
    }
  }
  const inserted = await db2.insertInto("person_photos").values(photos).returning("id").execute();
  const groups = await db2.insertInto("person_groups").values(people.map((name, i) => ({ owner_id: ownerId, name, face_no: random.int(0, 999), created_at: new Date(now.getTime() - (300 - i * 11) * DAY3) }))).returning("id").execute();
  const links = /* @__PURE__ */ new Map();
  for (const photo of inserted) {
    const faces = random.int(0, 3);
    for (let f = 0; f < faces; f++) {
      const group = groups[Math.floor(random.next() ** 1.7 * groups.length)];
      if (group) links.set(`${group.id}:${photo.id}`, { group_id: group.id, photo_id: photo.id });
    }
  }
  if (links.size > 0)
    await db2.insertInto("person_group_photos").values([...links.values()]).execute();
  await db2.deleteFrom("person_groups").where("owner_id", "=", ownerId).where(({ not, exists, selectFrom }) => not(exists(selectFrom("person_group_photos").select("photo_id").whereRef("group_id", "=", "person_groups.id")))).execute();
}
async function seedPerson(db2, now) {
  const users = await db2.selectFrom("users").select(["id", "username"]).where("username", "in", ["demo", "demo2"]).orderBy("id").execute();
  const random = createRandom(20240618);
  for (const [index, user] of users.entries()) {
    if (index === 0) await seedOwner(db2, random, user.id, TRIPS, PEOPLE, now);
    else await seedOwner(db2, random, user.id, TRIPS.slice(0, 2), PEOPLE.slice(0, 3), now);
  }
}

// server/src/modules/points.ts
import { sql as sql16 } from "kysely";
var orderPoints = (amountFen) => Math.floor(amountFen / 100);

// server/src/seed/points.ts
var HOUR4 = 36e5;
var DAY4 = 24 * HOUR4;
var MALL = [
  { name: "\u76F4\u64AD\u4F01\u4E1A\u7248 1 \u4E2A\u6708\u4F53\u9A8C", price: 4e4 },
  { name: "\u5E73\u677F\u7535\u8111", price: 3e4 },
  { name: "4K \u76F4\u64AD\u6444\u50CF\u5934", price: 2e4 },
  { name: "\u4EAC\u4E1C E \u5361 100 \u5143", price: 1e4 },
  { name: "\u76F4\u64AD\u5C0A\u4EAB\u7248 1 \u4E2A\u6708\u4F53\u9A8C", price: 8e3 },
  { name: "\u65E0\u7EBF\u9886\u5939\u9EA6\u514B\u98CE", price: 6e3 },
  { name: "\u76F4\u64AD\u8865\u5149\u706F\u5957\u88C5", price: 4500 },
  { name: "\u4E91\u6444\u5F71\u5B58\u50A8 50 GB\uFF081 \u5E74\uFF09", price: 3e3 },
  { name: "\u624B\u673A\u76F4\u64AD\u7A33\u5B9A\u5668", price: 2500 },
  { name: "\u76F4\u64AD\u6D41\u91CF\u5305 100 GB", price: 2e3 },
  { name: "\u54C1\u724C\u5B9A\u5236\u4FDD\u6E29\u676F", price: 1500 },
  { name: "\u76F4\u64AD\u95F4\u4E13\u5C5E\u793C\u7269\u7279\u6548\uFF0830 \u5929\uFF09", price: 800 },
  { name: "\u6D3B\u52A8\u6D77\u62A5\u9AD8\u7EA7\u6A21\u677F", price: 500 },
  { name: "\u76F4\u64AD\u95F4\u5F39\u5E55\u76AE\u80A4\uFF087 \u5929\uFF09", price: 100 }
];
var DEAREST = MALL[0];
var CHEAPEST = MALL[MALL.length - 1];
var PLANS2 = {
  demo: { days: 100, orders: 6, signIns: 12, activityRewards: 6, platformRewards: 2 },
  demo2: { days: 60, orders: 3, signIns: 6, activityRewards: 3, platformRewards: 1 }
};
var PLATFORM_REWARDS = ["\u5B8C\u5584\u8D26\u53F7\u8D44\u6599\u5956\u52B1", "\u53C2\u4E0E\u5E73\u53F0\u6EE1\u610F\u5EA6\u8C03\u7814\u5956\u52B1", "\u5E73\u53F0\u5468\u5E74\u5E86\u6D3B\u52A8\u5956\u52B1"];
async function seedPoints(trx, now) {
  const random = createRandom(1414);
  const end = now.getTime();
  let written = 0;
  for (const demo of DEMO_USERS) {
    const plan = PLANS2[demo.username];
    if (!plan) continue;
    const user = await trx.selectFrom("users").select("id").where("username", "=", demo.username).executeTakeFirst();
    if (!user) continue;
    const paid = await trx.selectFrom("trx_orders").select(["order_no", "title", "amount", "paid_at"]).where("owner_id", "=", user.id).where("status", "=", "paid").where("paid_at", ">", new Date(end - plan.days * DAY4)).orderBy("paid_at", "desc").limit(plan.orders + 1).execute();
    const before = paid.length > plan.orders ? paid[plan.orders]?.paid_at : null;
    const start = Math.max(end - plan.days * DAY4, before ? before.getTime() + HOUR4 : 0);
    const span = end - start;
    const earns = [];
    for (const order of paid.slice(0, plan.orders)) {
      const amount = orderPoints(order.amount);
      if (amount > 0 && order.paid_at) earns.push({ at: order.paid_at.getTime(), amount, reason: `\u8D2D\u4E70\u300C${order.title}\u300D`, orderNo: order.order_no });
    }
    for (let i = 0; i < plan.signIns; i++) {
      const at = end - (i === 0 ? random.int(1, 20) * HOUR4 : Math.floor((i + random.next() * 0.8) / plan.signIns * span));
      earns.push({ at, amount: 5, reason: "\u6BCF\u65E5\u7B7E\u5230", orderNo: null });
    }
    earns.push({ at: Math.max(start, end - random.int(2, 6) * DAY4 - random.int(1, 12) * HOUR4), amount: 30, reason: "\u8FDE\u7EED\u7B7E\u5230 7 \u5929\u5956\u52B1", orderNo: null });
    const activities = await trx.selectFrom("twzb_activities").select(["title", "created_at"]).where("owner_id", "=", user.id).where("created_at", ">", new Date(start)).orderBy("created_at", "desc").orderBy("id", "desc").limit(plan.activityRewards).execute();
    for (const activity of activities) {
      earns.push({ at: activity.created_at.getTime() + random.int(1, 30) * 6e4, amount: 20, reason: `\u521B\u5EFA\u6D3B\u52A8\u300C${activity.title}\u300D\u5956\u52B1`, orderNo: null });
    }
    for (let i = 0; i < plan.platformRewards; i++) {
      const at = start + Math.floor(random.next() * span);
      earns.push({ at, amount: random.pick([50, 100, 200]), reason: PLATFORM_REWARDS[i % PLATFORM_REWARDS.length] ?? "", orderNo: null });
    }
    let toSpend = earns.reduce((sum, change) => sum + change.amount, 0) - demo.pointsNum;
    if (toSpend < 1e3) {
      const bonus = 1e3 - toSpend;
      earns.push({ at: start + Math.floor(random.next() * span), amount: bonus, reason: "\u5E74\u5EA6\u6D3B\u8DC3\u7528\u6237\u5956\u52B1", orderNo: null });
      toSpend += bonus;
    }
    const spends = [];
    for (const item2 of MALL) {
      for (let n = 0; n < 2 && toSpend >= item2.price; n++) {
        spends.push(item2);
        toSpend -= item2.price;
      }
    }
    for (const item2 of [DEAREST, CHEAPEST]) {
      while (toSpend >= item2.price) {
        spends.push(item2);
        toSpend -= item2.price;
      }
    }
    if (toSpend > 0) {
      earns.push({ at: start + Math.floor(random.next() * span), amount: CHEAPEST.price - toSpend, reason: "\u53C2\u4E0E\u76F4\u64AD\u95F4\u4E92\u52A8\u5956\u52B1", orderNo: null });
      spends.push(CHEAPEST);
    }
    for (const earn of earns) earn.at = Math.min(earn.at, end - HOUR4);
    earns.sort((a, b) => a.at - b.at);
    const queue = [...spends].reverse();
    const changes = [];
    let balance = 0;
    for (const [index, earn] of earns.entries()) {
      changes.push(earn);
      balance += earn.amount;
      const after = [];
      for (let k = 0; k < queue.length; ) {
        const item2 = queue[k];
        if (item2.price > balance) {
          k++;
          continue;
        }
        queue.splice(k, 1);
        balance -= item2.price;
        after.push(item2);
      }
      const gap = (earns[index + 1]?.at ?? end) - earn.at;
      after.forEach((item2, n) => {
        const at = earn.at + Math.floor(gap * (n + 1) / (after.length + 1));
        changes.push({ at, amount: -item2.price, reason: `\u79EF\u5206\u5546\u57CE\u5151\u6362\u300C${item2.name}\u300D`, orderNo: null });
      });
    }
    if (queue.length > 0 || balance !== demo.pointsNum) throw new Error(`demo points of ${demo.username} do not add up to ${demo.pointsNum}`);
    let running = 0;
    const rows2 = changes.map((change) => {
      running += change.amount;
      if (running < 0) throw new Error(`demo points of ${demo.username} go below 0`);
      return {
        owner_id: user.id,
        kind: change.amount > 0 ? "earn" : "spend",
        amount: change.amount,
        reason: change.reason,
        order_no: change.orderNo,
        balance_after: running,
        created_at: new Date(change.at)
      };
    });
    await trx.insertInto("points_records").values(rows2).execute();
    await trx.updateTable("users").set({ points_num: running }).where("id", "=", user.id).execute();
    written += rows2.length;
  }
  return written;
}

// server/src/seed/statistics.ts
import { sql as sql20 } from "kysely";

// server/src/lib/regions.ts
var PROVINCES = [
  { code: 11e4, name: "\u5317\u4EAC\u5E02", cities: [{ code: 110100, name: "\u5317\u4EAC\u5E02", weight: 9 }] },
  { code: 12e4, name: "\u5929\u6D25\u5E02", cities: [{ code: 120100, name: "\u5929\u6D25\u5E02", weight: 3 }] },
  {
    code: 13e4,
    name: "\u6CB3\u5317\u7701",
    cities: [
      { code: 130100, name: "\u77F3\u5BB6\u5E84\u5E02", weight: 2 },
      { code: 130200, name: "\u5510\u5C71\u5E02", weight: 1 },
      { code: 130600, name: "\u4FDD\u5B9A\u5E02", weight: 1 }
    ]
  },
  {
    code: 14e4,
    name: "\u5C71\u897F\u7701",
    cities: [
      { code: 140100, name: "\u592A\u539F\u5E02", weight: 2 },
      { code: 140200, name: "\u5927\u540C\u5E02", weight: 1 }
    ]
  },
  {
    code: 15e4,
    name: "\u5185\u8499\u53E4\u81EA\u6CBB\u533A",
    cities: [
      { code: 150100, name: "\u547C\u548C\u6D69\u7279\u5E02", weight: 1 },
      { code: 150200, name: "\u5305\u5934\u5E02", weight: 1 }
    ]
  },
  {
    code: 21e4,
    name: "\u8FBD\u5B81\u7701",
    cities: [
      { code: 210100, name: "\u6C88\u9633\u5E02", weight: 2 },
      { code: 210200, name: "\u5927\u8FDE\u5E02", weight: 2 }
    ]
  },
  {
    code: 22e4,
    name: "\u5409\u6797\u7701",
    cities: [
      { code: 220100, name: "\u957F\u6625\u5E02", weight: 2 },
      { code: 220200, name: "\u5409\u6797\u5E02", weight: 1 }
    ]
  },
  {
    code: 23e4,
    name: "\u9ED1\u9F99\u6C5F\u7701",
    cities: [
      { code: 230100, name: "\u54C8\u5C14\u6EE8\u5E02", weight: 2 },
      { code: 230200, name: "\u9F50\u9F50\u54C8\u5C14\u5E02", weight: 1 }
    ]
  },
  { code: 31e4, name: "\u4E0A\u6D77\u5E02", cities: [{ code: 310100, name: "\u4E0A\u6D77\u5E02", weight: 9 }] },
  {
    code: 32e4,
    name: "\u6C5F\u82CF\u7701",
    cities: [
      { code: 320100, name: "\u5357\u4EAC\u5E02", weight: 4 },
      { code: 320200, name: "\u65E0\u9521\u5E02", weight: 2 },
      { code: 320400, name: "\u5E38\u5DDE\u5E02", weight: 2 },
      { code: 320500, name: "\u82CF\u5DDE\u5E02", weight: 4 }
    ]
  },
  {
    code: 33e4,
    name: "\u6D59\u6C5F\u7701",
    cities: [
      { code: 330100, name: "\u676D\u5DDE\u5E02", weight: 6 },
      { code: 330200, name: "\u5B81\u6CE2\u5E02", weight: 3 },
      { code: 330300, name: "\u6E29\u5DDE\u5E02", weight: 2 },
      { code: 330700, name: "\u91D1\u534E\u5E02", weight: 1 }
    ]
  },
  {
    code: 34e4,
    name: "\u5B89\u5FBD\u7701",
    cities: [
      { code: 340100, name: "\u5408\u80A5\u5E02", weight: 3 },
      { code: 340200, name: "\u829C\u6E56\u5E02", weight: 1 }
    ]
  },
  {
    code: 35e4,
    name: "\u798F\u5EFA\u7701",
    cities: [
      { code: 350100, name: "\u798F\u5DDE\u5E02", weight: 2 },
      { code: 350200, name: "\u53A6\u95E8\u5E02", weight: 3 },
      { code: 350500, name: "\u6CC9\u5DDE\u5E02", weight: 1 }
    ]
  },
  {
    code: 36e4,
    name: "\u6C5F\u897F\u7701",
    cities: [
      { code: 360100, name: "\u5357\u660C\u5E02", weight: 2 },
      { code: 360700, name: "\u8D63\u5DDE\u5E02", weight: 1 }
    ]
  },
  {
    code: 37e4,
    name: "\u5C71\u4E1C\u7701",
    cities: [
      { code: 370100, name: "\u6D4E\u5357\u5E02", weight: 3 },
      { code: 370200, name: "\u9752\u5C9B\u5E02", weight: 3 },
      { code: 370600, name: "\u70DF\u53F0\u5E02", weight: 1 }
    ]
  },
  {
    code: 41e4,
    name: "\u6CB3\u5357\u7701",
    cities: [
      { code: 410100, name: "\u90D1\u5DDE\u5E02", weight: 3 },
      { code: 410300, name: "\u6D1B\u9633\u5E02", weight: 1 }
    ]
  },
  {
    code: 42e4,
    name: "\u6E56\u5317\u7701",
    cities: [
      { code: 420100, name: "\u6B66\u6C49\u5E02", weight: 4 },
      { code: 420500, name: "\u5B9C\u660C\u5E02", weight: 1 }
    ]
  },
  {
    code: 43e4,
    name: "\u6E56\u5357\u7701",
    cities: [
      { code: 430100, name: "\u957F\u6C99\u5E02", weight: 3 },
      { code: 430200, name: "\u682A\u6D32\u5E02", weight: 1 }
    ]
  },
  {
    code: 44e4,
    name: "\u5E7F\u4E1C\u7701",
    cities: [
      { code: 440100, name: "\u5E7F\u5DDE\u5E02", weight: 7 },
      { code: 440300, name: "\u6DF1\u5733\u5E02", weight: 7 },
      { code: 440600, name: "\u4F5B\u5C71\u5E02", weight: 2 },
      { code: 441900, name: "\u4E1C\u839E\u5E02", weight: 2 }
    ]
  },
  {
    code: 45e4,
    name: "\u5E7F\u897F\u58EE\u65CF\u81EA\u6CBB\u533A",
    cities: [
      { code: 450100, name: "\u5357\u5B81\u5E02", weight: 2 },
      { code: 450200, name: "\u67F3\u5DDE\u5E02", weight: 1 }
    ]
  },
  {
    code: 46e4,
    name: "\u6D77\u5357\u7701",
    cities: [
      { code: 460100, name: "\u6D77\u53E3\u5E02", weight: 1 },
      { code: 460200, name: "\u4E09\u4E9A\u5E02", weight: 1 }
    ]
  },
  { code: 5e5, name: "\u91CD\u5E86\u5E02", cities: [{ code: 500100, name: "\u91CD\u5E86\u5E02", weight: 4 }] },
  {
    code: 51e4,
    name: "\u56DB\u5DDD\u7701",
    cities: [
      { code: 510100, name: "\u6210\u90FD\u5E02", weight: 5 },
      { code: 510700, name: "\u7EF5\u9633\u5E02", weight: 1 }
    ]
  },
  {
    code: 52e4,
    name: "\u8D35\u5DDE\u7701",
    cities: [
      { code: 520100, name: "\u8D35\u9633\u5E02", weight: 2 },
      { code: 520300, name: "\u9075\u4E49\u5E02", weight: 1 }
    ]
  },
  {
    code: 53e4,
    name: "\u4E91\u5357\u7701",
    cities: [
      { code: 530100, name: "\u6606\u660E\u5E02", weight: 2 },
      { code: 532900, name: "\u5927\u7406\u767D\u65CF\u81EA\u6CBB\u5DDE", weight: 1 }
    ]
  },
  { code: 54e4, name: "\u897F\u85CF\u81EA\u6CBB\u533A", cities: [{ code: 540100, name: "\u62C9\u8428\u5E02", weight: 1 }] },
  {
    code: 61e4,
    name: "\u9655\u897F\u7701",
    cities: [
      { code: 610100, name: "\u897F\u5B89\u5E02", weight: 4 },
      { code: 610300, name: "\u5B9D\u9E21\u5E02", weight: 1 }
    ]
  },
  { code: 62e4, name: "\u7518\u8083\u7701", cities: [{ code: 620100, name: "\u5170\u5DDE\u5E02", weight: 1 }] },
  { code: 63e4, name: "\u9752\u6D77\u7701", cities: [{ code: 630100, name: "\u897F\u5B81\u5E02", weight: 1 }] },
  { code: 64e4, name: "\u5B81\u590F\u56DE\u65CF\u81EA\u6CBB\u533A", cities: [{ code: 640100, name: "\u94F6\u5DDD\u5E02", weight: 1 }] },
  { code: 65e4, name: "\u65B0\u7586\u7EF4\u543E\u5C14\u81EA\u6CBB\u533A", cities: [{ code: 650100, name: "\u4E4C\u9C81\u6728\u9F50\u5E02", weight: 1 }] },
  { code: 71e4, name: "\u53F0\u6E7E\u7701", cities: [{ code: 710100, name: "\u53F0\u5317\u5E02", weight: 1 }] },
  { code: 81e4, name: "\u9999\u6E2F\u7279\u522B\u884C\u653F\u533A", cities: [{ code: 810100, name: "\u9999\u6E2F", weight: 1 }] },
  { code: 82e4, name: "\u6FB3\u95E8\u7279\u522B\u884C\u653F\u533A", cities: [{ code: 820100, name: "\u6FB3\u95E8", weight: 1 }] }
];
var provinceByCode = new Map(PROVINCES.map((province) => [province.code, province]));
var cityByCode = new Map(PROVINCES.flatMap((province) => province.cities.map((city) => [city.code, { ...city, province }])));
var ALL_CITIES = PROVINCES.flatMap((province) => province.cities.map((city) => ({ ...city, provinceCode: province.code })));

// server/src/lib/stats.ts
import { sql as sql17 } from "kysely";
var STAT_PRODUCT = { twzb: 1, event: 2, shop: 3, photo: 4 };
var METRICS = [
  "pv",
  "uv",
  "shares",
  "watch_seconds",
  "created",
  "new_members",
  "registrations",
  "sign_ins",
  "orders",
  "order_amount",
  "buyers",
  "refunds",
  "refund_amount",
  "uploads",
  "downloads"
];
function instants(range) {
  return { from: /* @__PURE__ */ new Date(`${range.start}T00:00:00+08:00`), to: /* @__PURE__ */ new Date(`${addDays(range.end, 1)}T00:00:00+08:00`) };
}
var SOURCE_METRICS = [
  "pv",
  "shares",
  "watch_seconds",
  "created",
  "new_members",
  "registrations",
  "sign_ins",
  "orders",
  "order_amount",
  "refunds",
  "refund_amount",
  "uploads",
  "downloads"
];
var metricColumns = (values) => sql17.raw(SOURCE_METRICS.map((name) => `${values[name] ?? "0"} as ${name}`).join(", "));
function sourceRows(product, ownerId, from, to, activityId) {
  const only = (column) => activityId === void 0 ? sql17`` : sql17` and ${sql17.ref(column)} = ${activityId}`;
  if (product === STAT_PRODUCT.photo) {
    return sql17`
      select p.activity_id, stat_day(p.occurred_at) as day, p.city_id, p.platform::int as platform,
        case when p.kind = 1 then p.visitor_id end as visitor, null::int as buyer,
        ${metricColumns({ pv: "(p.kind = 1)::int", shares: "(p.kind = 2)::int", uploads: "(p.kind = 3)::int", downloads: "(p.kind = 4)::int" })}
      from photo_stat_events p
      where p.owner_id = ${ownerId} and p.occurred_at >= ${from} and p.occurred_at < ${to}${only("p.activity_id")}`;
  }
  if (product === STAT_PRODUCT.twzb || product === STAT_PRODUCT.event) {
    const views = sql17`
      select e.activity_id, stat_day(e.occurred_at) as day, e.city_id, e.platform::int as platform,
        case when e.kind = 1 then e.visitor_id end as visitor, null::int as buyer,
        ${metricColumns({ pv: "(e.kind = 1)::int", shares: "(e.kind = 2)::int", watch_seconds: "e.duration_seconds" })}
      from stat_events e
      where e.owner_id = ${ownerId} and e.product = ${product} and e.occurred_at >= ${from} and e.occurred_at < ${to}${only("e.activity_id")}`;
    if (product === STAT_PRODUCT.twzb) {
      return sql17`${views}
      union all
      select a.id, stat_day(a.created_at), 0, 0, null, null, ${metricColumns({ created: "1" })}
      from twzb_activities a where a.owner_id = ${ownerId} and a.created_at >= ${from} and a.created_at < ${to}${only("a.id")}
      union all
      select m.source_activity_id, stat_day(m.first_visit_at), m.city_id, m.platform::int, null, null, ${metricColumns({ new_members: "1" })}
      from audience_members m where m.owner_id = ${ownerId} and m.first_visit_at >= ${from} and m.first_visit_at < ${to}${only("m.source_activity_id")}`;
    }
    return sql17`${views}
      union all
      select a.id, stat_day(a.created_at), 0, 0, null, null, ${metricColumns({ created: "1" })}
      from event_activities a where a.owner_id = ${ownerId} and a.created_at >= ${from} and a.created_at < ${to}${only("a.id")}
      union all
      select c.event_id, stat_day(c.registered_at), c.city_id, c.platform::int, null, null, ${metricColumns({ registrations: "1" })}
      from event_conferees c where c.owner_id = ${ownerId} and c.registered_at >= ${from} and c.registered_at < ${to}${only("c.event_id")}
      union all
      select c.event_id, stat_day(c.signed_in_at), c.city_id, c.platform::int, null, null, ${metricColumns({ sign_ins: "1" })}
      from event_conferees c where c.owner_id = ${ownerId} and c.signed_in_at >= ${from} and c.signed_in_at < ${to}${only("c.event_id")}`;
  }
  return sql17`
      select o.activity_id, stat_day(o.paid_at) as day, o.city_id, o.platform::int as platform, null::int as visitor, o.member_id as buyer,
        ${metricColumns({ orders: "1", order_amount: "o.amount" })}
      from audience_orders o
      where o.owner_id = ${ownerId} and o.order_type = 1 and o.paid_at >= ${from} and o.paid_at < ${to}${only("o.activity_id")}
      union all
      select o.activity_id, stat_day(o.refunded_at), o.city_id, o.platform::int, null, null, ${metricColumns({ refunds: "1", refund_amount: "o.refund_amount" })}
      from audience_orders o
      where o.owner_id = ${ownerId} and o.order_type = 1 and o.refunded_at >= ${from} and o.refunded_at < ${to}${only("o.activity_id")}`;
}
var SUMS = sql17.raw(
  [
    "sum(s.pv)::int as pv",
    "count(distinct s.visitor)::int as uv",
    "sum(s.shares)::int as shares",
    "sum(s.watch_seconds)::bigint as watch_seconds",
    "sum(s.created)::int as created",
    "sum(s.new_members)::int as new_members",
    "sum(s.registrations)::int as registrations",
    "sum(s.sign_ins)::int as sign_ins",
    "sum(s.orders)::int as orders",
    "sum(s.order_amount)::bigint as order_amount",
    "count(distinct s.buyer)::int as buyers",
    "sum(s.refunds)::int as refunds",
    "sum(s.refund_amount)::bigint as refund_amount",
    "sum(s.uploads)::int as uploads",
    "sum(s.downloads)::int as downloads"
  ].join(", ")
);
var METRIC_LIST = sql17.raw(
  "pv, uv, shares, watch_seconds, created, new_members, registrations, sign_ins, orders, order_amount, buyers, refunds, refund_amount, uploads, downloads"
);
async function rebuildDays(db2, ownerId, product, days) {
  if (days.length === 0) return;
  const sorted = [...days].sort();
  const range = { start: sorted[0], end: sorted[sorted.length - 1] };
  const { from, to } = instants(range);
  await sql17`delete from stat_daily where owner_id = ${ownerId} and product = ${product} and day = any(${sorted}::date[])`.execute(db2);
  await sql17`delete from stat_daily_activity where owner_id = ${ownerId} and product = ${product} and day = any(${sorted}::date[])`.execute(db2);
  await sql17`
    with r as (
      select grouping(s.activity_id, s.province_id, s.city_id, s.platform) as g,
        s.activity_id, s.province_id, s.city_id, s.platform, s.day, ${SUMS}
      from (select n.*, n.city_id - n.city_id % 10000 as province_id from (${sourceRows(product, ownerId, from, to)}) n) s
      where s.day = any(${sorted}::date[])
      group by grouping sets ((s.day), (s.day, s.activity_id), (s.day, s.province_id), (s.day, s.city_id), (s.day, s.platform))
    ),
    per_activity as (
      insert into stat_daily_activity (owner_id, product, activity_id, day, ${METRIC_LIST})
      select ${ownerId}, ${product}, activity_id, day, ${METRIC_LIST} from r where g = 7 and activity_id <> 0
    )
    insert into stat_daily (owner_id, product, dim, dim_value, day, ${METRIC_LIST})
    select ${ownerId}, ${product},
      case g when 11 then 1 when 13 then 2 when 14 then 3 else 0 end,
      case g when 11 then province_id when 13 then city_id when 14 then platform else 0 end,
      day, ${METRIC_LIST}
    from r
    where g = 15 or (g = 11 and province_id <> 0) or (g = 13 and city_id <> 0) or (g = 14 and platform <> 0)`.execute(db2);
}
function runs(days, gap = 3) {
  const result = [];
  for (const day of [...days].sort()) {
    const run = result[result.length - 1];
    const last = run?.[run.length - 1];
    if (run && last && daysBetween(last, day) <= gap) run.push(day);
    else result.push([day]);
  }
  return result;
}
async function refreshOwner(db2, ownerId, product) {
  const run = async (trx) => {
    await sql17`select pg_advisory_xact_lock(${ownerId}, ${product})`.execute(trx);
    const dirty2 = await sql17`
      delete from stat_dirty_days where owner_id = ${ownerId} and product = ${product} returning day::text as day`.execute(trx);
    const days = dirty2.rows.map((row) => row.day);
    for (const chunk of runs(days)) {
      for (let i = 0; i < chunk.length; i += 31) await rebuildDays(trx, ownerId, product, chunk.slice(i, i + 31));
    }
    return days.length;
  };
  const rebuilt = db2.isTransaction ? await run(db2) : await db2.transaction().execute(run);
  if (rebuilt > 0) forgetRankings(db2, ownerId, product);
  return rebuilt;
}
async function refreshAllRollups(db2) {
  const pending = await sql17`select distinct owner_id, product from stat_dirty_days`.execute(db2);
  let days = 0;
  for (const row of pending.rows) days += await refreshOwner(db2, row.owner_id, row.product);
  return days;
}
var SUM_ALL = sql17.raw(METRICS.map((metric) => `coalesce(sum(${metric}), 0)::bigint as ${metric}`).join(", "));
var rankCache = /* @__PURE__ */ new WeakMap();
function forgetRankings(db2, ownerId, product) {
  const entries = rankCache.get(db2);
  if (!entries) return;
  for (const key of entries.keys()) if (key.startsWith(`${ownerId}:${product}:`)) entries.delete(key);
}

// server/src/seed/photoStatistics.ts
import { sql as sql18 } from "kysely";
var CITY_SLOTS = ALL_CITIES.flatMap((city) => Array.from({ length: city.weight }, () => city.code));
var CITIES = sql18.raw(`array[${CITY_SLOTS.join(",")}]`);
async function generatePhotoStatistics(db2, options) {
  const { ownerId: owner, now } = options;
  await sql18`select setseed(${options.seed})`.execute(db2);
  const visitorEvents = options.views + options.shares + options.downloads;
  const result = await sql18`
    with albums as (
      select row_number() over (order by md5(id::text)) as n, id, start_time as start_at,
        least(coalesce(end_time, start_time + interval '6 hours'), ${now}::timestamptz) as end_at
      from photo_activities where owner_id = ${owner} and start_time <= ${now}
    ),
    a_count as (select count(*)::int as a from albums),
    uploads as (
      select 1 + floor(power(random(), 1.5) * (select a from a_count))::int as n, 3 as kind, 0 as k,
        case when random() < 0.7 then 3 else 4 end as platform, random() as r, random() as r2
      from generate_series(1, ${options.uploads})
    ),
    visits as (
      select 1 + floor(power(random(), 1.8) * (select a from a_count))::int as n,
        case when v.x < ${options.views / Math.max(visitorEvents, 1)} then 1
             when v.x < ${(options.views + options.shares) / Math.max(visitorEvents, 1)} then 2 else 4 end as kind,
        1 + floor(power(random(), 1.3) * ${options.visitors})::int as k,
        0 as platform, random() as r, random() as r2
      from (select random() as x from generate_series(1, ${visitorEvents})) v
    )
    insert into photo_stat_events (owner_id, activity_id, kind, visitor_id, platform, city_id, occurred_at)
    select ${owner}, al.id, e.kind, e.k,
      case when e.kind = 3 then e.platform
        else (case when (e.k * 37 + 11) % 100 < 64 then 1 when (e.k * 37 + 11) % 100 < 84 then 2 when (e.k * 37 + 11) % 100 < 94 then 3 else 4 end) end,
      (${CITIES})[1 + ((e.k::bigint * 7919 + 13 + al.id) % ${CITY_SLOTS.length})],
      case when e.kind = 3 then al.start_at + (al.end_at - al.start_at) * e.r
        else least(al.start_at + case when e.r < 0.7 then e.r2 * (al.end_at - al.start_at + interval '1 day') else power(e.r2, 3) * interval '14 days' end,
          ${now}::timestamptz - interval '1 minute' * e.r2) end
    from (select * from uploads union all select * from visits) e
    join albums al on al.n = e.n`.execute(db2);
  return Number(result.numAffectedRows ?? 0);
}

// server/src/seed/sqlText.ts
import { sql as sql19 } from "kysely";
function textArray(values) {
  return sql19.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(",")}]::text[]`);
}

// server/src/seed/statisticsData.ts
var NICK_ADJECTIVES = [
  "\u5FEB\u4E50\u7684",
  "\u5B89\u9759\u7684",
  "\u7231\u7B11\u7684",
  "\u8FFD\u98CE\u7684",
  "\u8BA4\u771F\u7684",
  "\u52C7\u6562\u7684",
  "\u6162\u70ED\u7684",
  "\u6E29\u67D4\u7684",
  "\u5143\u6C14",
  "\u4F5B\u7CFB",
  "\u52AA\u529B\u7684",
  "\u7231\u5403\u9C7C\u7684",
  "\u6652\u592A\u9633\u7684",
  "\u4E0D\u7761\u89C9\u7684",
  "\u4F1A\u98DE\u7684",
  "\u590F\u5929\u7684"
];
var NICK_NOUNS = ["\u5C0F\u718A", "\u732B\u54AA", "\u5C11\u5E74", "\u67E0\u6AAC", "\u5411\u65E5\u8475", "\u6A58\u5B50", "\u9CB8\u9C7C", "\u661F\u661F", "\u8717\u725B", "\u54B8\u9C7C", "\u5976\u8336", "\u5154\u5B50", "\u65C5\u4EBA", "\u6D77\u8C5A", "\u571F\u8C46", "\u4E91\u6735"];
var NICK_PLAIN = ["\u6674\u5929", "\u963F\u6770", "\u5C0F\u96E8", "Sunny", "\u6728\u5B50", "\u5927\u9E4F", "Echo", "\u4E00\u4E00", "\u8001\u738B", "\u963F\u5B9D", "Lucky", "\u5C0F\u9E7F", "Kevin", "\u7CD6\u7CD6", "\u5317\u5317", "\u8C46\u8C46"];
var SURNAMES = ["\u738B", "\u674E", "\u5F20", "\u5218", "\u9648", "\u6768", "\u9EC4", "\u8D75", "\u5434", "\u5468", "\u5F90", "\u5B59", "\u9A6C", "\u6731", "\u80E1", "\u90ED", "\u4F55", "\u6797", "\u7F57", "\u9AD8"];
var GIVEN_NAMES = [
  "\u4F1F",
  "\u82B3",
  "\u5A1C",
  "\u654F",
  "\u9759",
  "\u78CA",
  "\u5F3A",
  "\u6D0B",
  "\u8273",
  "\u52C7",
  "\u6770",
  "\u5A1F",
  "\u6D9B",
  "\u660E",
  "\u8D85",
  "\u79C0\u82F1",
  "\u5FD7\u5F3A",
  "\u5EFA\u534E",
  "\u6653\u4E1C",
  "\u96EA\u6885",
  "\u6D77\u71D5",
  "\u5B50\u6DB5",
  "\u6D69\u7136",
  "\u6B23\u6021",
  "\u5B87\u8F69",
  "\u6893\u8431",
  "\u601D\u8FDC",
  "\u4F73\u6021"
];
var COMPANIES = [
  "\u534E\u4FE1\u79D1\u6280\u6709\u9650\u516C\u53F8",
  "\u661F\u6CB3\u4F20\u5A92\u96C6\u56E2",
  "\u5357\u5C71\u6559\u80B2\u54A8\u8BE2",
  "\u84DD\u6D77\u4F9B\u5E94\u94FE\u7BA1\u7406",
  "\u672A\u6765\u6C7D\u8F66\u7814\u7A76\u9662",
  "\u8FDC\u666F\u80FD\u6E90\u80A1\u4EFD",
  "\u77E5\u884C\u5F8B\u5E08\u4E8B\u52A1\u6240",
  "\u660E\u5FB7\u4E2D\u5B66",
  "\u4E91\u6749\u8F6F\u4EF6",
  "\u9F0E\u76DB\u5730\u4EA7",
  "\u5609\u79BE\u533B\u7597\u5668\u68B0",
  "\u81EA\u7531\u804C\u4E1A"
];
var JOB_TITLES = ["\u603B\u7ECF\u7406", "\u5E02\u573A\u603B\u76D1", "\u4EA7\u54C1\u7ECF\u7406", "\u5DE5\u7A0B\u5E08", "\u9500\u552E\u7ECF\u7406", "\u4EBA\u529B\u8D44\u6E90", "\u6559\u5E08", "\u8BBE\u8BA1\u5E08", "\u8FD0\u8425\u4E13\u5458", "\u8D22\u52A1\u4E3B\u7BA1", "\u5B66\u751F", "\u7814\u7A76\u5458"];
var INDUSTRIES = ["\u4E92\u8054\u7F51", "\u6559\u80B2\u57F9\u8BAD", "\u91D1\u878D", "\u5236\u9020\u4E1A", "\u533B\u7597\u5065\u5EB7", "\u6587\u5316\u4F20\u5A92", "\u653F\u5E9C\u673A\u6784", "\u5176\u4ED6"];
var REFERRALS = ["\u670B\u53CB\u63A8\u8350", "\u516C\u4F17\u53F7\u6587\u7AE0", "\u670B\u53CB\u5708\u5E7F\u544A", "\u77ED\u4FE1\u9080\u8BF7", "\u5B98\u7F51", "\u5176\u4ED6"];
var TICKETS = ["\u666E\u901A\u7968", "\u65E9\u9E1F\u7968", "VIP \u7968", "\u5B66\u751F\u7968"];
var GOODS = [
  { name: "\u76F4\u64AD\u95F4\u4E13\u4EAB \xB7 \u6709\u673A\u7EFF\u8336\u793C\u76D2", price: 12800 },
  { name: "\u624B\u5DE5\u725B\u8F67\u7CD6 500g", price: 3990 },
  { name: "\u9650\u5B9A\u6B3E\u5E06\u5E03\u5305", price: 5900 },
  { name: "\u667A\u80FD\u4FDD\u6E29\u676F", price: 16900 },
  { name: "\u4E91\u5357\u5C0F\u7C92\u5496\u5561\u8C46 1kg", price: 8800 },
  { name: "\u65B0\u7586\u963F\u514B\u82CF\u82F9\u679C 5kg", price: 6990 },
  { name: "\u84DD\u7259\u964D\u566A\u8033\u673A", price: 29900 },
  { name: "\u5E74\u4F1A\u7EAA\u5FF5 T \u6064", price: 9900 }
];
var TICKET_ORDERS = [
  { name: "\u4ED8\u8D39\u89C2\u770B \xB7 \u5355\u573A", price: 990 },
  { name: "\u4ED8\u8D39\u89C2\u770B \xB7 \u5168\u7A0B\u901A\u7968", price: 2990 }
];
var REWARDS = [
  { name: "\u6253\u8D4F \xB7 \u9C9C\u82B1", price: 100 },
  { name: "\u6253\u8D4F \xB7 \u5496\u5561", price: 600 },
  { name: "\u6253\u8D4F \xB7 \u706B\u7BAD", price: 8800 }
];
var AUDIENCE_TAGS = [
  { name: "\u9AD8\u6D3B\u8DC3", color: "green", every: 5 },
  { name: "\u5DF2\u8D2D\u4E70", color: "orange", every: 9 },
  { name: "\u8001\u7528\u6237", color: "blue", every: 4 },
  { name: "\u6F5C\u5728\u5BA2\u6237", color: "cyan", every: 7 },
  { name: "VIP", color: "red", every: 23 },
  { name: "\u4F01\u4E1A\u5BA2\u6237", color: "purple", every: 13 }
];
var BLACKLIST_REASONS = ["\u53D1\u5E03\u5E7F\u544A\u4FE1\u606F", "\u6076\u610F\u5237\u5C4F", "\u53D1\u8868\u4E0D\u5F53\u8A00\u8BBA", "\u591A\u6B21\u8FDD\u89C4\u8BC4\u8BBA", "\u5192\u5145\u4E3B\u529E\u65B9"];
var EVENT_DEMO_TITLES = ["{year} \u884C\u4E1A\u521B\u65B0\u5CF0\u4F1A", "\u6625\u5B63\u62DB\u8058\u53CC\u9009\u4F1A", "\u57CE\u5E02\u8BFB\u4E66\u8282\u5F00\u5E55\u5F0F", "\u65B0\u54C1\u54C1\u9274\u6C99\u9F99", "\u6821\u53CB\u8FD4\u6821\u65E5", "\u516C\u76CA\u5065\u6B65\u8D70"];

// server/src/seed/statistics.ts
function pick(values, expr) {
  return sql20`(${textArray(values)})[1 + ((${sql20.raw(expr)}) % ${sql20.raw(String(values.length))})]`;
}
var CITY_SLOTS2 = ALL_CITIES.flatMap((city) => Array.from({ length: city.weight }, () => city.code));
var FORM_FIELDS = JSON.stringify([
  { key: "name", label: "\u59D3\u540D", type: "text", required: true },
  { key: "phone", label: "\u624B\u673A\u53F7", type: "phone", required: true },
  { key: "company", label: "\u5355\u4F4D\u540D\u79F0", type: "text", required: false },
  { key: "jobTitle", label: "\u804C\u4F4D", type: "text", required: false },
  { key: "industry", label: "\u6240\u5C5E\u884C\u4E1A", type: "select", required: true, options: INDUSTRIES },
  { key: "referral", label: "\u4E86\u89E3\u6E20\u9053", type: "select", required: false, options: REFERRALS },
  { key: "remark", label: "\u5907\u6CE8", type: "textarea", required: false }
]);
var platformOf = (k) => sql20.raw(`(case when (${k} * 37 + 11) % 100 < 58 then 1 when (${k} * 37 + 11) % 100 < 80 then 2 when (${k} * 37 + 11) % 100 < 93 then 3 else 4 end)`);
var slotOf = (k) => sql20.raw(`((${k}::bigint * 7919 + 13) % ${CITY_SLOTS2.length})`);
async function reserveIds(db2, sequence, count2) {
  const next = await sql20`select nextval(${sequence}) as id`.execute(db2);
  const base = Number(next.rows[0]?.id ?? 1) - 1;
  if (count2 > 0) await sql20`select setval(${sequence}, ${base + count2})`.execute(db2);
  return base;
}
async function count(db2, query) {
  const result = await sql20`select count(*) as n from (${query}) q`.execute(db2);
  return Number(result.rows[0]?.n ?? 0);
}
async function generateStatistics(db2, options) {
  const { ownerId: owner, now, members: M } = options;
  await sql20`select setseed(${options.seed})`.execute(db2);
  for (const table of ["seed_cities", "seed_acts", "seed_events", "seed_watch", "seed_orders"]) {
    await sql20`drop table if exists ${sql20.table(table)}`.execute(db2);
  }
  await sql20`create temp table seed_cities (slot integer primary key, city_id integer not null)`.execute(db2);
  await sql20`insert into seed_cities select s - 1, (${sql20.raw(`array[${CITY_SLOTS2.join(",")}]`)})[s] from generate_series(1, ${CITY_SLOTS2.length}) s`.execute(
    db2
  );
  await sql20`create temp table seed_acts as
    select row_number() over (order by md5(id::text)) as n, id, start_time as start_at
    from twzb_activities where owner_id = ${owner} and start_time <= ${now}`.execute(db2);
  await sql20`create temp table seed_events as
    select row_number() over (order by md5(id::text)) as n, id, created_at as open_at, least(start_time, ${now}::timestamptz) as start_at,
      start_time <= ${now} as started
    from event_activities where owner_id = ${owner} and created_at <= ${now}`.execute(db2);
  const A = await count(db2, sql20`select 1 from seed_acts`);
  const E = await count(db2, sql20`select 1 from seed_events`);
  for (const table of ["seed_cities", "seed_acts", "seed_events"]) await sql20`analyze ${sql20.table(table)}`.execute(db2);
  const base = await reserveIds(db2, "audience_members_id_seq", M);
  const tags = await db2.insertInto("audience_tags").values(AUDIENCE_TAGS.map((tag, i) => ({ owner_id: owner, name: tag.name, color: tag.color, created_at: new Date(now.getTime() - (60 - i) * 864e5) }))).returning("id").execute();
  const tagArray = sql20.raw(
    `array_remove(array[${AUDIENCE_TAGS.map((tag, i) => `case when (k * 31 + ${i * 7}) % ${tag.every} = 0 then ${tags[i]?.id ?? 0} end`).join(", ")}]::int[], null)`
  );
  let statEvents = 0;
  if (A > 0 && options.twzbViews + options.twzbShares > 0) {
    const total = options.twzbViews + options.twzbShares;
    const result = await sql20`
      insert into stat_events (owner_id, product, activity_id, kind, visitor_id, platform, city_id, duration_seconds, occurred_at)
      select ${owner}, 1, a.id, v.kind, ${base} + v.k, ${platformOf("v.k")}, c.city_id,
        case when v.kind = 1 then v.dur else 0 end,
        case when t.at < ${now} then t.at else a.start_at + (${now}::timestamptz - a.start_at) * v.r2 end
      from (
        select 1 + floor(power(random(), 2.2) * ${A})::int as n, 1 + floor(power(random(), 1.4) * ${M})::int as k,
          case when random() < ${options.twzbShares / total} then 2 else 1 end as kind,
          (30 + power(random(), 2) * 5400)::int as dur, random() as r1, random() as r2, random() as r3
        from generate_series(1, ${total})
      ) v
      join seed_acts a on a.n = v.n
      join seed_cities c on c.slot = ${slotOf("v.k")}
      cross join lateral (
        select a.start_at + case when v.r1 < 0.75 then v.r2 * interval '3 hours' else power(v.r3, 3) * interval '30 days' end as at
      ) t`.execute(db2);
    statEvents += Number(result.numAffectedRows ?? 0);
  }
  if (E > 0 && options.eventViews + options.eventShares > 0) {
    const total = options.eventViews + options.eventShares;
    const result = await sql20`
      insert into stat_events (owner_id, product, activity_id, kind, visitor_id, platform, city_id, duration_seconds, occurred_at)
      select ${owner}, 2, e.id, v.kind, ${base} + v.k, ${platformOf("v.k")}, c.city_id, case when v.kind = 1 then v.dur else 0 end,
        e.open_at + (e.start_at - e.open_at) * power(v.r, 0.6)
      from (
        select 1 + floor(power(random(), 1.8) * ${E})::int as n, 1 + floor(random() * ${M})::int as k,
          case when random() < ${options.eventShares / total} then 2 else 1 end as kind,
          (10 + power(random(), 2) * 600)::int as dur, random() as r
        from generate_series(1, ${total})
      ) v
      join seed_events e on e.n = v.n
      join seed_cities c on c.slot = ${slotOf("v.k")}`.execute(db2);
    statEvents += Number(result.numAffectedRows ?? 0);
  }
  let conferees = 0;
  if (E > 0 && options.conferees > 0) {
    const result = await sql20`
      insert into event_conferees (owner_id, event_id, name, phone, company, job_title, role, platform, city_id, ticket_name, answers, registered_at, signed_in_at)
      select ${owner}, e.id,
        ${pick(SURNAMES, "v.a")} || ${pick(GIVEN_NAMES, "v.b")},
        '1' || ${pick(["38", "39", "58", "86", "36", "77", "88", "50"], "v.a")} || lpad(v.c::text, 8, '0'),
        ${pick(COMPANIES, "v.b")}, ${pick(JOB_TITLES, "v.a + v.b")},
        case when v.r1 < 0.9 then 1 when v.r1 < 0.97 then 2 else 3 end,
        case when v.r2 < 0.62 then 1 when v.r2 < 0.84 then 2 when v.r2 < 0.95 then 3 else 4 end,
        c.city_id, ${pick(TICKETS, "v.a + 3 * v.b")},
        jsonb_build_object('industry', ${pick(INDUSTRIES, "v.b")}, 'referral', ${pick(REFERRALS, "v.a")}, 'remark', ''),
        e.open_at + (e.start_at - e.open_at) * power(v.r3, 0.5),
        case when e.started and v.r4 < 0.64
          then least(e.start_at + v.r5 * interval '2 hours', ${now}::timestamptz - interval '1 minute' * v.r5) end
      from (
        select 1 + floor(power(random(), 1.6) * ${E})::int as n, floor(random() * 100000)::int as a, floor(random() * 100000)::int as b,
          floor(random() * 100000000)::int as c, floor(random() * ${CITY_SLOTS2.length})::int as slot,
          random() as r1, random() as r2, random() as r3, random() as r4, random() as r5
        from generate_series(1, ${options.conferees})
      ) v
      join seed_events e on e.n = v.n
      join seed_cities c on c.slot = v.slot`.execute(db2);
    conferees = Number(result.numAffectedRows ?? 0);
    await sql20`
      insert into event_forms (event_id, owner_id, fields)
      select id, ${owner}, ${FORM_FIELDS}::jsonb from seed_events on conflict (event_id) do nothing`.execute(db2);
  }
  await sql20`analyze stat_events`.execute(db2);
  await sql20`analyze event_conferees`.execute(db2);
  await sql20`create temp table seed_watch as
    select visitor_id - ${base} as mk, count(*) filter (where kind = 1)::int as views, sum(duration_seconds)::int as secs,
      min(occurred_at) as first_at, max(occurred_at) as last_at,
      (min(array[extract(epoch from occurred_at)::bigint, activity_id::bigint]))[2]::int as source
    from stat_events
    where owner_id = ${owner} and product = 1 and kind = 1 and visitor_id > ${base} and visitor_id <= ${base + M}
    group by visitor_id`.execute(db2);
  await sql20`alter table seed_watch add primary key (mk)`.execute(db2);
  await sql20`analyze seed_watch`.execute(db2);
  const goods = (list, expr) => ({
    name: pick(
      list.map((item2) => item2.name),
      expr
    ),
    price: sql20`(${sql20.raw(`array[${list.map((item2) => item2.price).join(",")}]`)})[1 + ((${sql20.raw(expr)}) % ${sql20.raw(String(list.length))})]`
  });
  const goodsItem = goods(GOODS, "v.g");
  const ticketItem = goods(TICKET_ORDERS, "v.g");
  const rewardItem = goods(REWARDS, "v.g");
  await sql20`create temp table seed_orders as
    select v.i, v.k as mk, w.source as activity_id, v.type,
      case v.type when 1 then ${goodsItem.name} when 2 then ${ticketItem.name} else ${rewardItem.name} end as goods_name,
      v.qty,
      v.qty * case v.type when 1 then ${goodsItem.price} when 2 then ${ticketItem.price} else ${rewardItem.price} end as amount,
      p.paid_at,
      case when v.r2 < 0.06 and v.type = 1 then least(p.paid_at + v.r3 * interval '3 days', ${now}::timestamptz) end as refunded_at
    from (
      select i, 1 + floor(power(random(), 1.2) * ${M})::int as k, floor(random() * 1000)::int as g,
        case when random() < 0.75 then 1 when random() < 0.6 then 2 else 3 end as type,
        case when random() < 0.8 then 1 else 2 + floor(random() * 2)::int end as qty,
        random() as r1, random() as r2, random() as r3
      from generate_series(1, ${options.orders}) i
    ) v
    join seed_watch w on w.mk = v.k and w.views > 0
    cross join lateral (select w.first_at + (w.last_at - w.first_at) * v.r1 as paid_at) p`.execute(db2);
  await sql20`analyze seed_orders`.execute(db2);
  const members = await sql20`
    insert into audience_members (id, owner_id, nickname, avatar_url, phone, gender, province_id, city_id, platform, source_activity_id, tag_ids,
      watch_count, watch_seconds, comment_count, order_count, order_amount, blacklisted, first_visit_at, last_visit_at, created_at)
    select ${base} + k, ${owner},
      case k % 4
        when 0 then ${pick(NICK_ADJECTIVES, "k * 13")} || ${pick(NICK_NOUNS, "k * 7")}
        when 1 then ${pick(NICK_PLAIN, "k * 3")}
        when 2 then ${pick(SURNAMES, "k * 11")} || case when k % 8 = 2 then '先生' else '女士' end
        else ${pick(NICK_NOUNS, "k * 5")} || (k % 10000)::text
      end,
      '/demo-assets/avatar/' || (k % 12)::text || '.svg',
      '1' || ${pick(["38", "39", "58", "86", "36", "77", "88", "50"], "k")} || lpad(((k::bigint * 104729) % 100000000)::text, 8, '0'),
      case when k % 8 = 2 then 1 when k % 8 = 6 then 2 else (k * 11) % 3 end,
      c.city_id - c.city_id % 10000, c.city_id, ${platformOf("k")}, coalesce(w.source, 0), ${tagArray},
      coalesce(w.views, 0), coalesce(w.secs, 0), case when w.views > 0 then (k * 7) % (least(w.views, 12) + 1) else 0 end,
      coalesce(o.n, 0), coalesce(o.amount, 0), k % 197 = 11,
      coalesce(w.first_at, f.at), coalesce(w.last_at, f.at), coalesce(w.first_at, f.at)
    from generate_series(1, ${M}) k
    join seed_cities c on c.slot = ${slotOf("k")}
    left join seed_watch w on w.mk = k
    left join (
      select mk, count(*)::int as n, sum(case when refunded_at is null then amount else 0 end)::bigint as amount from seed_orders group by mk
    ) o on o.mk = k
    cross join lateral (select ${now}::timestamptz - interval '30 days' * ((k::bigint * 7907) % 1000) / 1000.0 as at) f`.execute(db2);
  await sql20`analyze audience_members`.execute(db2);
  const orders = await sql20`
    insert into audience_orders (owner_id, member_id, activity_id, order_no, order_type, goods_name, quantity, amount, status, platform, city_id,
      paid_at, refunded_at, refund_amount)
    select ${owner}, ${base} + o.mk, o.activity_id,
      'LS' || to_char(stat_day(o.paid_at), 'YYMMDD') || lpad((${owner} % 1000)::text, 3, '0') || lpad(o.i::text, 8, '0'),
      o.type, o.goods_name, o.qty, o.amount, case when o.refunded_at is null then 1 else 2 end, m.platform, m.city_id,
      o.paid_at, o.refunded_at, case when o.refunded_at is null then 0 else o.amount end
    from seed_orders o join audience_members m on m.id = ${base} + o.mk`.execute(db2);
  await sql20`
    insert into audience_blacklist (owner_id, member_id, activity_id, reason, operator, created_at)
    select ${owner}, id, source_activity_id, ${pick(BLACKLIST_REASONS, "id")}, '管理员',
      least(last_visit_at + interval '10 minutes', ${now}::timestamptz)
    from audience_members where owner_id = ${owner} and id > ${base} and blacklisted`.execute(db2);
  await sql20`
    insert into audience_blacklist (owner_id, member_id, activity_id, reason, operator, created_at, released_at)
    select ${owner}, id, source_activity_id, ${pick(BLACKLIST_REASONS, "id + 1")}, '运营小助手', first_visit_at + interval '5 minutes',
      least(first_visit_at + interval '2 days', ${now}::timestamptz)
    from audience_members where owner_id = ${owner} and id > ${base} and id % 401 = 17`.execute(db2);
  await sql20`
    update twzb_activities a set view_count = v.n
    from (select activity_id, count(*)::int as n from stat_events where owner_id = ${owner} and product = 1 and kind = 1 group by activity_id) v
    where a.id = v.activity_id and a.owner_id = ${owner}`.execute(db2);
  await sql20`
    update event_activities a set view_count = coalesce(v.n, 0), registration_count = coalesce(r.n, 0), sign_in_count = coalesce(r.signed, 0)
    from seed_events s
    left join (select activity_id, count(*)::int as n from stat_events where owner_id = ${owner} and product = 2 and kind = 1 group by activity_id) v
      on v.activity_id = s.id
    left join (select event_id, count(*)::int as n, count(signed_in_at)::int as signed from event_conferees where owner_id = ${owner} group by event_id) r
      on r.event_id = s.id
    where a.id = s.id`.execute(db2);
  for (const table of ["seed_cities", "seed_acts", "seed_events", "seed_watch", "seed_orders"]) {
    await sql20`drop table if exists ${sql20.table(table)}`.execute(db2);
  }
  return {
    members: Number(members.numAffectedRows ?? 0),
    statEvents,
    conferees,
    orders: Number(orders.numAffectedRows ?? 0)
  };
}
async function seedStatistics(db2, now) {
  const users = await db2.selectFrom("users").select(["id", "username"]).where("username", "in", ["demo", "demo2"]).orderBy("id").execute();
  for (const [index, user] of users.entries()) {
    const events = await db2.selectFrom("event_activities").select("id").where("owner_id", "=", user.id).limit(1).execute();
    if (events.length === 0) await createDemoEvents(db2, user.id, now, index === 0 ? 6 : 2);
    const share = index === 0 ? 1 : 0.3;
    await generateStatistics(db2, {
      ownerId: user.id,
      now,
      members: Math.round(400 * share),
      twzbViews: Math.round(5e3 * share),
      twzbShares: Math.round(500 * share),
      eventViews: Math.round(1600 * share),
      eventShares: Math.round(160 * share),
      conferees: Math.round(260 * share),
      orders: Math.round(160 * share),
      seed: 0.2024 + index / 10
    });
    await generatePhotoStatistics(db2, {
      ownerId: user.id,
      now,
      views: Math.round(4e3 * share),
      shares: Math.round(400 * share),
      uploads: Math.round(1500 * share),
      downloads: Math.round(1200 * share),
      visitors: Math.round(600 * share),
      seed: 0.3024 + index / 10
    });
  }
  await refreshAllRollups(db2);
}
async function createDemoEvents(db2, ownerId, now, count2) {
  const day = 864e5;
  await db2.insertInto("event_activities").values(
    Array.from({ length: count2 }, (_, i) => {
      const created = new Date(now.getTime() - (28 - i * 4) * day);
      const start = new Date(created.getTime() + (10 + i) * day);
      const status = start > now ? "not_started" : "ended";
      return {
        owner_id: ownerId,
        title: (EVENT_DEMO_TITLES[i % EVENT_DEMO_TITLES.length] ?? "\u6D3B\u52A8").replace("{year}", String(now.getFullYear())),
        cover_url: `/demo-assets/cover/${i * 17 % 100}.svg`,
        status,
        city: ["\u4E0A\u6D77", "\u5317\u4EAC", "\u676D\u5DDE", "\u6DF1\u5733", "\u6210\u90FD", "\u5357\u4EAC"][i % 6] ?? "\u4E0A\u6D77",
        start_time: start,
        end_time: new Date(start.getTime() + 6 * 36e5),
        created_at: created
      };
    })
  ).execute();
}

// server/src/seed/surveys.ts
var DAY5 = 24 * 36e5;
var SURVEYS = {
  demo: [
    { title: "2024 \u5E74\u5EA6\u5BA2\u6237\u6EE1\u610F\u5EA6\u8C03\u67E5", description: "\u611F\u8C22\u60A8\u4E00\u5E74\u6765\u7684\u652F\u6301\uFF0C\u8BF7\u82B1 3 \u5206\u949F\u544A\u8BC9\u6211\u4EEC\u60A8\u7684\u611F\u53D7\u3002", status: 1, questions: 12 },
    { title: "\u5E74\u4F1A\u8282\u76EE\u6295\u7968", description: "\u4E3A\u4F60\u6700\u559C\u7231\u7684\u8282\u76EE\u6295\u4E0A\u4E00\u7968\u3002", status: 2, questions: 3 },
    { title: "\u6625\u5B63\u65B0\u54C1\u53D1\u5E03\u4F1A\u62A5\u540D\u610F\u5411", description: "\u6536\u96C6\u5230\u573A\u610F\u5411\u4E0E\u9910\u996E\u9700\u6C42\u3002", status: 1, questions: 8 },
    { title: "\u76F4\u64AD\u89C2\u4F17\u753B\u50CF\u8C03\u7814", description: "\u4E86\u89E3\u89C2\u4F17\u7684\u5E74\u9F84\u3001\u884C\u4E1A\u4E0E\u89C2\u770B\u4E60\u60EF\u3002", status: 0, questions: 15 },
    { title: "\u5458\u5DE5\u57F9\u8BAD\u6548\u679C\u8BC4\u4F30", description: "\u8BF7\u5BF9\u672C\u671F\u57F9\u8BAD\u7684\u5185\u5BB9\u4E0E\u8BB2\u5E08\u8FDB\u884C\u8BC4\u4EF7\u3002", status: 2, questions: 10 },
    { title: "\u95E8\u5E97\u670D\u52A1\u8D28\u91CF\u56DE\u8BBF", description: "", status: 1, questions: 6 },
    { title: "\u5F00\u53D1\u8005\u5927\u4F1A\u8BAE\u9898\u5F81\u96C6", description: "\u4F60\u6700\u60F3\u542C\u5230\u54EA\u4E9B\u4E3B\u9898\uFF1F", status: 0, questions: 0 },
    { title: "\u65B0\u54C1\u53E3\u5473\u504F\u597D\u8C03\u67E5", description: "\u53C2\u4E0E\u5373\u53EF\u83B7\u5F97\u4F18\u60E0\u5238\u4E00\u5F20\u3002", status: 2, questions: 9 },
    { title: "\u4F1A\u5458\u6743\u76CA\u9700\u6C42\u8C03\u7814", description: "", status: 0, questions: 7 },
    { title: "\u7EBF\u4E0A\u8BFE\u7A0B\u6EE1\u610F\u5EA6\u8C03\u67E5", description: "\u5E2E\u52A9\u6211\u4EEC\u628A\u8BFE\u7A0B\u505A\u5F97\u66F4\u597D\u3002", status: 1, questions: 11 },
    { title: "\u5C55\u4F1A\u89C2\u4F17\u767B\u8BB0\u95EE\u5377", description: "\u73B0\u573A\u626B\u7801\u767B\u8BB0\uFF0C\u9886\u53D6\u53C2\u89C2\u8BC1\u3002", status: 2, questions: 5 },
    { title: "\u5FD7\u613F\u8005\u62DB\u52DF\u62A5\u540D\u8868", description: "\u57CE\u5E02\u9A6C\u62C9\u677E\u5FD7\u613F\u8005\u62DB\u52DF\u3002", status: 1, questions: 14 },
    { title: "\u98DF\u5802\u83DC\u54C1\u6EE1\u610F\u5EA6\u8C03\u67E5", description: "", status: 0, questions: 0 },
    { title: "\u5BB6\u957F\u5F00\u653E\u65E5\u53CD\u9988", description: "\u8BF7\u7559\u4E0B\u60A8\u7684\u5B9D\u8D35\u610F\u89C1\u3002", status: 2, questions: 6 }
  ],
  demo2: [
    { title: "\u5A5A\u793C\u5BBE\u5BA2\u56DE\u6267", description: "\u8BF7\u4E8E 5 \u6708 20 \u65E5\u524D\u56DE\u590D\u662F\u5426\u51FA\u5E2D\u3002", status: 1, questions: 4 },
    { title: "\u9A6C\u62C9\u677E\u5B8C\u8D5B\u4F53\u9A8C\u8C03\u67E5", description: "", status: 2, questions: 10 },
    { title: "\u7B56\u5212\u670D\u52A1\u6EE1\u610F\u5EA6\u56DE\u8BBF", description: "\u611F\u8C22\u9009\u62E9\u661F\u6CB3\u6D3B\u52A8\u7B56\u5212\u3002", status: 0, questions: 8 },
    { title: "\u4EB2\u5B50\u6D3B\u52A8\u62A5\u540D", description: "", status: 1, questions: 5 }
  ]
};
async function seedSurveys(trx, now) {
  const random = createRandom(7007);
  const users = await trx.selectFrom("users").select(["id", "username"]).where("username", "in", Object.keys(SURVEYS)).execute();
  const rows2 = users.flatMap(
    (user) => (SURVEYS[user.username] ?? []).map((survey, index) => {
      const createdAt = new Date(now.getTime() - (index * 6 + random.int(0, 5)) * DAY5 - random.int(1, 23) * 36e5);
      const publishedAt = survey.status === 0 ? null : new Date(createdAt.getTime() + random.int(1, 48) * 36e5);
      const closedAt = survey.status === 2 && publishedAt ? new Date(publishedAt.getTime() + random.int(2, 5) * DAY5) : null;
      return {
        owner_id: user.id,
        title: survey.title,
        description: survey.description,
        status: survey.status,
        question_count: survey.questions,
        answer_count: survey.status === 0 ? 0 : random.int(12, 1800),
        created_at: createdAt,
        updated_at: closedAt ?? publishedAt ?? createdAt,
        published_at: publishedAt,
        closed_at: closedAt
      };
    })
  );
  if (rows2.length === 0) return 0;
  const inserted = await trx.insertInto("surveys").values(rows2).returning(["id", "owner_id", "status", "answer_count", "published_at", "closed_at"]).execute();
  const days = inserted.flatMap((survey) => dailyAnswers(survey, now, createRandom(9e3 + survey.id)));
  if (days.length > 0) await trx.insertInto("survey_daily_answers").values(days).execute();
  return rows2.length;
}
var ANSWERED_DAYS = 7;
function dailyAnswers(survey, now, random) {
  if (!survey.published_at) return [];
  const last = chinaDay(survey.closed_at ?? now);
  const first = chinaDay(survey.published_at);
  const out = [];
  let left = survey.answer_count;
  for (let back = 0; back < ANSWERED_DAYS && left > 0; back++) {
    const day = addDays(last, -back);
    if (day < first) break;
    const answers = Math.min(left, random.int(1, 60));
    left -= answers;
    out.push({ survey_id: survey.id, owner_id: survey.owner_id, day, answers });
  }
  return out;
}

// server/src/seed/websites.ts
var DAY6 = 24 * 36e5;
var HISTORY_DAYS = 60;
var CHUNK = 500;
var SITES = {
  demo: [
    { title: "2024 \u6625\u5B63\u65B0\u54C1\u53D1\u5E03\u4F1A", template: "\u53D1\u5E03\u4F1A", published: true, traffic: 900 },
    { title: "\u7EFF\u5E55\u79D1\u6280\u5E74\u5EA6\u76DB\u5178", template: "\u5E74\u4F1A", published: true, traffic: 1400 },
    { title: "\u5F00\u53D1\u8005\u5927\u4F1A\u5B98\u65B9\u5FAE\u7AD9", template: "\u4F1A\u8BAE", published: true, traffic: 700 },
    { title: "\u590F\u5B63\u62A4\u80A4\u65B0\u54C1\u54C1\u9274\u4F1A", template: "\u53D1\u5E03\u4F1A", published: true, traffic: 380 },
    { title: "\u534E\u4E1C\u533A\u7ECF\u9500\u5546\u5927\u4F1A", template: "\u4F1A\u8BAE", published: false, traffic: 0 },
    { title: "\u5C11\u513F\u7F16\u7A0B\u8425\u7ED3\u8425\u5C55\u793A", template: "\u5C55\u4F1A", published: true, traffic: 220 },
    { title: "\u5168\u5C4B\u667A\u80FD\u4F53\u9A8C\u65E5", template: "\u5C55\u4F1A", published: true, traffic: 260 },
    { title: "\u6821\u56ED\u62DB\u8058\u4E13\u573A", template: "\u62DB\u8058", published: true, traffic: 520 },
    { title: "\u4F01\u4E1A\u5F00\u653E\u65E5\u9884\u7EA6", template: "\u4F1A\u8BAE", published: false, traffic: 0 },
    { title: "\u5341\u5468\u5E74\u5E86\u5178\u56DE\u987E", template: "\u5E74\u4F1A", published: true, traffic: 160 }
  ],
  demo2: [
    { title: "\u57CE\u5E02\u9A6C\u62C9\u677E\u8D5B\u4E8B\u6307\u5357", template: "\u8D5B\u4E8B", published: true, traffic: 1100 },
    { title: "\u661F\u6CB3\u5A5A\u793C\u8BF7\u67EC", template: "\u5A5A\u793C", published: true, traffic: 90 },
    { title: "\u4EB2\u5B50\u5609\u5E74\u534E", template: "\u5C55\u4F1A", published: false, traffic: 0 }
  ]
};
var PLATFORM_SHARE = [
  ["wechat", 0.55],
  ["browser", 0.18],
  ["miniprogram", 0.12],
  ["weibo", 0.08],
  ["app", 0.07]
];
function split(total, weights) {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((weight) => Math.floor(total * weight / sum));
  let rest = total - parts.reduce((a, b) => a + b, 0);
  for (let i = 0; rest > 0; i = (i + 1) % parts.length, rest--) parts[i] = (parts[i] ?? 0) + 1;
  return parts;
}
function weightedCities(random, count2) {
  const chosen = /* @__PURE__ */ new Map();
  const totalWeight = ALL_CITIES.reduce((sum, city) => sum + city.weight, 0);
  while (chosen.size < count2) {
    const ticket = random.next() * totalWeight;
    let reached = 0;
    const city = ALL_CITIES.find((entry) => {
      reached += entry.weight;
      return ticket < reached;
    });
    if (city) chosen.set(city.code, city);
  }
  return [...chosen.values()];
}
async function insertChunked(rows2, insert) {
  for (let i = 0; i < rows2.length; i += CHUNK) await insert(rows2.slice(i, i + CHUNK));
}
async function seedWebsites(trx, now) {
  const random = createRandom(5005);
  const today = chinaDay(now);
  const users = await trx.selectFrom("users").select(["id", "username"]).where("username", "in", Object.keys(SITES)).execute();
  const daily = [];
  const regions = [];
  const platforms = [];
  let count2 = 0;
  for (const user of users) {
    const plan = SITES[user.username] ?? [];
    const sites = await trx.insertInto("websites").values(
      plan.map((site, index) => {
        const createdAt = new Date(now.getTime() - (index * 9 + random.int(1, 6)) * DAY6 - random.int(0, 23) * 36e5);
        return {
          owner_id: user.id,
          title: site.title,
          template: site.template,
          cover_url: `/demo-assets/cover/${random.int(0, 99)}.svg`,
          status: site.published ? 1 : 0,
          created_at: createdAt,
          updated_at: createdAt,
          published_at: site.published ? new Date(createdAt.getTime() + random.int(1, 30) * 36e5) : null
        };
      })
    ).returning(["id", "created_at"]).execute();
    count2 += sites.length;
    for (const [index, site] of sites.entries()) {
      const traffic = plan[index]?.traffic ?? 0;
      if (traffic === 0) continue;
      const first = [addDays(today, -(HISTORY_DAYS - 1)), chinaDay(site.created_at)].sort()[1] ?? today;
      for (let day = first; day <= today; day = addDays(day, 1)) {
        const weekday = (/* @__PURE__ */ new Date(`${day}T00:00:00Z`)).getUTCDay();
        const pv = Math.max(1, Math.round(traffic * (weekday === 0 || weekday === 6 ? 1.35 : 1) * (0.55 + random.next() * 0.9)));
        const uv = Math.max(1, Math.round(pv * (0.32 + random.next() * 0.25)));
        daily.push({ website_id: site.id, owner_id: user.id, day, pv, uv, share_num: Math.round(pv * (0.02 + random.next() * 0.04)) });
        const cities = weightedCities(random, 4);
        const cityWeights = cities.map((city) => city.weight * (0.6 + random.next()));
        const cityPv = split(pv, cityWeights);
        const cityUv = split(uv, cityWeights);
        cities.forEach((city, n) => {
          regions.push({
            website_id: site.id,
            owner_id: user.id,
            day,
            province_code: city.provinceCode,
            city_code: city.code,
            pv: cityPv[n] ?? 0,
            uv: cityUv[n] ?? 0
          });
        });
        const platformWeights = PLATFORM_SHARE.map(([, share]) => share * (0.8 + random.next() * 0.4));
        const platformPv = split(pv, platformWeights);
        const platformUv = split(uv, platformWeights);
        PLATFORM_SHARE.forEach(([platform], n) => {
          platforms.push({ website_id: site.id, owner_id: user.id, day, platform, pv: platformPv[n] ?? 0, uv: platformUv[n] ?? 0 });
        });
      }
    }
  }
  await insertChunked(daily, (chunk) => trx.insertInto("website_daily_stats").values(chunk).execute());
  await insertChunked(regions, (chunk) => trx.insertInto("website_region_stats").values(chunk).execute());
  await insertChunked(platforms, (chunk) => trx.insertInto("website_platform_stats").values(chunk).execute());
  return count2;
}

// server/src/seed/index.ts
var HOUR5 = 36e5;
var DAY7 = 24 * HOUR5;
function fill2(template, values) {
  return template.replace(/\{(\w+)\}/g, (match, key) => String(values[key] ?? match));
}
async function seedActivities(trx, random, ownerId, groupNames, count2, now) {
  const groups = await trx.insertInto("twzb_groups").values(groupNames.map((name, index) => ({ owner_id: ownerId, name, created_at: new Date(now.getTime() - (40 - index) * DAY7) }))).returning(["id", "name"]).execute();
  const rows2 = [];
  for (let i = 0; i < count2; i++) {
    const grouped = random.next() > 0.15;
    const group = grouped ? random.pick(groups) : null;
    const titles = group ? TITLES[group.name] ?? UNGROUPED_TITLES : UNGROUPED_TITLES;
    const title = fill2(random.pick(titles), { year: now.getFullYear(), n: random.int(2, 12) });
    const createdAt = new Date(now.getTime() - Math.floor((i + random.next()) / count2 * 30 * DAY7));
    let status;
    let start;
    let end;
    const roll = random.next();
    if (i % 8 === 0 || roll < 0.12) {
      status = "live";
      start = new Date(Math.max(createdAt.getTime() + 10 * 6e4, now.getTime() - random.int(1, 5) * HOUR5));
      end = null;
    } else if (roll < 0.35) {
      status = "not_started";
      start = new Date(now.getTime() + random.int(1, 20) * DAY7 + random.int(9, 19) * HOUR5);
      end = new Date(start.getTime() + random.int(2, 6) * HOUR5);
    } else {
      status = "ended";
      start = new Date(createdAt.getTime() + random.int(1, 48) * HOUR5);
      if (start.getTime() > now.getTime() - 8 * HOUR5) start = new Date(now.getTime() - random.int(9, 30) * HOUR5);
      end = new Date(start.getTime() + random.int(2, 8) * HOUR5);
    }
    rows2.push({
      owner_id: ownerId,
      group_id: group?.id ?? null,
      title,
      cover_url: `/demo-assets/cover/${random.int(0, 99)}.svg`,
      status,
      start_time: start,
      end_time: end,
      view_count: status === "not_started" ? 0 : random.int(80, 6e4),
      created_at: createdAt
    });
  }
  await trx.insertInto("twzb_activities").values(rows2).execute();
  return rows2.map((row) => row.title);
}
async function seedMessages(trx, random, ownerId, count2, unread, activityTitles, now) {
  const rows2 = [];
  for (let i = 0; i < count2; i++) {
    const template = MESSAGE_TEMPLATES[(i * 7 + random.int(0, 2)) % MESSAGE_TEMPLATES.length] ?? MESSAGE_TEMPLATES[0];
    if (!template) break;
    const values = { activity: random.pick(activityTitles), n: random.int(3, 480) };
    const stime = new Date(now.getTime() - i * 27 * HOUR5 - random.int(0, 20) * HOUR5 - random.int(1, 59) * 6e4);
    rows2.push({
      owner_id: ownerId,
      title: fill2(template.title, values),
      content: fill2(template.content, values),
      stime,
      created_at: stime,
      is_read: i < unread || random.next() < 0.08 ? 0 : 1,
      photo_live: template.photoLive === true
    });
  }
  await trx.insertInto("sys_messages").values(rows2).execute();
  return rows2.length;
}
async function seedIfEmpty(db2, now = /* @__PURE__ */ new Date()) {
  const existing = await db2.selectFrom("users").select("id").limit(1).executeTakeFirst();
  if (existing) return { seeded: false, users: 0, activities: 0, messages: 0 };
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  const random = createRandom(20240501);
  const result = { seeded: true, users: 0, activities: 0, messages: 0 };
  await db2.transaction().execute(async (trx) => {
    for (const [index, demo] of DEMO_USERS.entries()) {
      const user = await trx.insertInto("users").values({
        username: demo.username,
        password_hash: hashes[index] ?? "",
        nickname: demo.nickname,
        avatar_url: `/demo-assets/avatar/${demo.avatar}.svg`,
        mob_phone: demo.mobPhone,
        area_code: "+86",
        email: demo.email,
        wx_nickname: demo.wxNickname,
        register_time: new Date(now.getTime() - (420 - index * 200) * DAY7),
        points_num: demo.pointsNum,
        username_modify: index === 0 ? 1 : 0,
        is_set_password: true,
        certified: false
      }).returning("id").executeTakeFirstOrThrow();
      result.users += 1;
      const entitlements = index === 0 ? [
        { product: 1, pro_type: 2, expire_time: new Date(now.getTime() + 200 * DAY7) },
        { product: 2, pro_type: 3, expire_time: new Date(now.getTime() + 20 * DAY7) },
        { product: 3, pro_type: 1, expire_time: new Date(now.getTime() - 10 * DAY7) }
      ] : [{ product: 1, pro_type: 1, expire_time: new Date(now.getTime() + 90 * DAY7) }];
      await trx.insertInto("entitlements").values(entitlements.map((entitlement) => ({ ...entitlement, owner_id: user.id }))).execute();
      const titles = await seedActivities(trx, random, user.id, demo.groups, demo.activityCount, now);
      result.activities += titles.length;
      result.messages += await seedMessages(trx, random, user.id, index === 0 ? 25 : 6, index === 0 ? 5 : 2, titles, now);
      await seedMedia(trx, user.id, index, now);
    }
    await trx.insertInto("notices").values(
      NOTICES.map((notice) => ({
        type: notice.type,
        title: notice.title,
        content: notice.content,
        created_at: new Date(now.getTime() - notice.daysAgo * DAY7)
      }))
    ).execute();
    await seedOrders(trx, now);
    await seedInvoices(trx, now);
    await seedSurveys(trx, now);
    await seedWebsites(trx, now);
    await seedStatistics(trx, now);
    await seedPerson(trx, now);
    await seedPoints(trx, now);
  });
  return result;
}

// server/pts-tmp.ts
var db = new Kysely({ dialect: new PGliteDialect({ pglite: new PGlite() }) });
await migrateToLatest(db);
await seedIfEmpty(db, new Date(process.argv[2] ?? Date.now()));
var rows = await db.selectFrom("points_records as p").innerJoin("users as u", "u.id", "p.owner_id").select(["u.username", "p.kind", "p.amount", "p.reason", "p.order_no", "p.balance_after", "p.created_at"]).orderBy("p.owner_id").orderBy("p.created_at").orderBy("p.id").execute();
for (const r of rows) console.log(r.username, r.created_at.toISOString().slice(0, 16), r.amount, r.balance_after, r.reason, r.order_no ?? "");
console.log(await db.selectFrom("users").select(["username", "points_num"]).execute());
await db.destroy();
