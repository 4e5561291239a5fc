/**
 * Initial schema: accounts, single sign-on, messages, notices, certification
 * and text-image live activities. Plain PostgreSQL, run unchanged on PGlite.
 */
import { type Kysely, sql } from 'kysely';

const statements = [
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
  sql`create index twzb_activities_owner_group_idx on twzb_activities (owner_id, group_id)`,
];

const tables = ['twzb_activities', 'twzb_groups', 'certification_scenes', 'sso_tickets', 'sessions', 'notices', 'sys_messages', 'entitlements', 'users'];

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
