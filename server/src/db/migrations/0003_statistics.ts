/**
 * Statistics (/api/statistics): the audience of text-image lives, event conferees, audience orders,
 * the raw statistics event log and its daily rollup.
 *
 *   stat_events       append-only log: one row per view or share (twzb and event pages), by time,
 *                     city and platform. No primary key and no foreign keys on purpose: it is the
 *                     largest table (10 million rows at bench scale 1) and is only read by range.
 *   stat_daily        the daily rollup every statistics screen reads: one row per (owner, product,
 *                     dimension, value, China calendar day) for the whole account;
 *   stat_daily_activity  the same per activity (totals only), for one activity's figures and rankings.
 *                     Registrations, sign-ins, created activities, new audience and orders come from
 *                     their own tables (one source of truth); views and shares from stat_events.
 *   stat_dirty_days   (owner, product, day) whose rollup is stale. Statement-level triggers on every
 *                     source table fill it; modules/statistics/rollupWriter.ts recomputes those days before a read and on
 *                     a timer, so the rollup is exact without any caller remembering to refresh it.
 *
 * Products: 1 text-image live (twzb), 2 event, 3 live shop. Days are China Standard Time (UTC+8).
 */
import { type Kysely, sql } from 'kysely';

/** Recomputes the rollup of these days on the next read (modules/statistics/rollupWriter.ts). */
const dirtyTrigger = (table: string, fn: string) => [
  sql`create trigger ${sql.raw(`${table}_dirty_ins`)} after insert on ${sql.table(table)}
    referencing new table as new_rows for each statement execute function ${sql.raw(fn)}()`,
  sql`create trigger ${sql.raw(`${table}_dirty_del`)} after delete on ${sql.table(table)}
    referencing old table as old_rows for each statement execute function ${sql.raw(fn)}()`,
  sql`create trigger ${sql.raw(`${table}_dirty_upd`)} after update on ${sql.table(table)}
    referencing old table as old_rows new table as new_rows for each statement execute function ${sql.raw(fn)}()`,
];

/** A trigger function marking (owner, product, day of each listed column) of changed rows dirty. */
function dirtyFunction(name: string, product: string, dayColumns: string[]) {
  const select = (rows: string) =>
    dayColumns.map((column) => `select owner_id, ${product} as product, stat_day(${column}) as day from ${rows} where ${column} is not null`).join(' union ');
  return sql.raw(`create function ${name}() returns trigger language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    insert into stat_dirty_days (owner_id, product, day) select distinct * from (${select('new_rows')}) d on conflict do nothing;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    insert into stat_dirty_days (owner_id, product, day) select distinct * from (${select('old_rows')}) d on conflict do nothing;
  end if;
  return null;
end $$`);
}

const statements = [
  // The China calendar day of an instant (UTC+8 all year: no daylight saving).
  sql`create function stat_day(ts timestamptz) returns date language sql immutable parallel safe
    as $$ select ((ts at time zone 'UTC') + interval '8 hours')::date $$`,

  sql`create table audience_tags (
    id serial primary key,
    owner_id integer not null references users(id) on delete cascade,
    name varchar(20) not null,
    color varchar(16) not null default 'blue',
    member_count integer not null default 0,
    created_at timestamptz not null default now()
  )`,
  sql`create index audience_tags_owner_idx on audience_tags (owner_id, id)`,

  // The audience of an owner's text-image lives: one row per viewer (WeChat user, browser...).
  sql`create table audience_members (
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
  sql`create index audience_members_owner_visit_idx on audience_members (owner_id, last_visit_at desc, id desc) include (tag_ids)`,
  sql`create index audience_members_owner_platform_idx on audience_members (owner_id, platform, last_visit_at desc, id desc)`,
  sql`create index audience_members_owner_province_idx on audience_members (owner_id, province_id, platform, last_visit_at desc, id desc)`,
  sql`create index audience_members_owner_source_idx on audience_members (owner_id, source_activity_id, last_visit_at desc, id desc)`,
  // New audience per day (rollup source).
  sql`create index audience_members_owner_first_idx on audience_members (owner_id, first_visit_at)`,
  sql`create index audience_members_owner_phone_idx on audience_members (owner_id, phone varchar_pattern_ops)`,
  sql`create index audience_members_tags_idx on audience_members using gin (tag_ids)`,
  sql`create index audience_members_blacklisted_idx on audience_members (owner_id, last_visit_at desc, id desc) where blacklisted`,

  // Exact audience totals without counting a million rows (kept by triggers below).
  sql`create table audience_owner_stats (
    owner_id integer primary key references users(id) on delete cascade,
    member_count integer not null default 0,
    blacklisted_count integer not null default 0
  )`,

  sql`create table audience_blacklist (
    id serial primary key,
    owner_id integer not null references users(id) on delete cascade,
    member_id integer not null references audience_members(id) on delete cascade,
    activity_id integer not null default 0,
    reason varchar(200) not null default '',
    operator varchar(64) not null default '',
    created_at timestamptz not null default now(),
    released_at timestamptz
  )`,
  sql`create index audience_blacklist_member_idx on audience_blacklist (member_id, created_at desc, id desc)`,

  // Orders an audience member placed in a live: shop goods (1), paid viewing tickets (2), rewards (3).
  sql`create table audience_orders (
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
  sql`create index audience_orders_member_idx on audience_orders (member_id, order_type, paid_at desc, id desc)`,
  sql`create index audience_orders_owner_paid_idx on audience_orders (owner_id, order_type, paid_at)`,
  sql`create index audience_orders_owner_refunded_idx on audience_orders (owner_id, order_type, refunded_at) where refunded_at is not null`,

  // People registered to an event (attendees, guests, staff) with their form answers.
  sql`create table event_conferees (
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
  sql`create index event_conferees_owner_idx on event_conferees (owner_id, registered_at desc, id desc)`,
  sql`create index event_conferees_event_idx on event_conferees (event_id, registered_at desc, id desc)`,
  sql`create index event_conferees_owner_signed_idx on event_conferees (owner_id, signed_in_at) where signed_in_at is not null`,

  // The registration form of an event (field definitions); absent = the default form.
  sql`create table event_forms (
    event_id integer primary key references event_activities(id) on delete cascade,
    owner_id integer not null references users(id) on delete cascade,
    fields jsonb not null,
    updated_at timestamptz not null default now()
  )`,

  sql`create table stat_events (
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
  sql`create index stat_events_owner_time_idx on stat_events (owner_id, product, occurred_at)`,
  sql`create index stat_events_activity_time_idx on stat_events (activity_id, product, occurred_at)`,
  sql`create index stat_events_visitor_idx on stat_events (visitor_id, occurred_at desc) where product = 1 and kind = 1`,

  // The whole account per day: dim 0 total, 1 province, 2 city, 3 platform (dim_value: 0, province
  // code, city code, platform). A few thousand rows per owner and year: every read is a short range.
  sql`create table stat_daily (
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
  sql`create table stat_daily_activity (
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
  sql`create index stat_daily_activity_day_idx on stat_daily_activity (owner_id, product, day)
    include (activity_id, pv, uv, shares, orders, order_amount)`,

  sql`create table stat_dirty_days (
    owner_id integer not null,
    product smallint not null,
    day date not null,
    primary key (owner_id, product, day)
  )`,

  // Column settings of a list screen, per user (e.g. the audience list).
  sql`create table stat_list_settings (
    owner_id integer not null references users(id) on delete cascade,
    list_key varchar(32) not null,
    columns jsonb not null,
    updated_at timestamptz not null default now(),
    primary key (owner_id, list_key)
  )`,

  // Short-lived tokens that authorise an export link opened outside the console's XHR.
  sql`create table stat_export_tokens (
    token_hash char(64) primary key,
    owner_id integer not null references users(id) on delete cascade,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`,
  sql`create index stat_export_tokens_owner_idx on stat_export_tokens (owner_id, expires_at)`,

  // What `npm run seed -- --scale N` last completed (seed/scale.ts), so a rerun is a no-op.
  sql`create table seed_runs (
    name varchar(64) primary key,
    scale double precision not null,
    counts jsonb not null default '{}',
    completed_at timestamptz not null default now()
  )`,

  dirtyFunction('stat_dirty_from_events', 'product', ['occurred_at']),
  ...dirtyTrigger('stat_events', 'stat_dirty_from_events'),
  dirtyFunction('stat_dirty_from_twzb', '1', ['created_at']),
  ...dirtyTrigger('twzb_activities', 'stat_dirty_from_twzb'),
  dirtyFunction('stat_dirty_from_members', '1', ['first_visit_at']),
  ...dirtyTrigger('audience_members', 'stat_dirty_from_members'),
  dirtyFunction('stat_dirty_from_event_activities', '2', ['created_at']),
  ...dirtyTrigger('event_activities', 'stat_dirty_from_event_activities'),
  dirtyFunction('stat_dirty_from_conferees', '2', ['registered_at', 'signed_in_at']),
  ...dirtyTrigger('event_conferees', 'stat_dirty_from_conferees'),
  dirtyFunction('stat_dirty_from_orders', '3', ['paid_at', 'refunded_at']),
  ...dirtyTrigger('audience_orders', 'stat_dirty_from_orders'),

  // Audience totals and tag member counts follow every insert, delete and update.
  sql.raw(`create function audience_counts_sync() returns trigger language plpgsql as $$
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
  sql`create trigger audience_members_counts_ins after insert on audience_members
    referencing new table as new_rows for each statement execute function audience_counts_sync()`,
  sql`create trigger audience_members_counts_del after delete on audience_members
    referencing old table as old_rows for each statement execute function audience_counts_sync()`,
  sql`create trigger audience_members_counts_upd after update on audience_members
    referencing old table as old_rows new table as new_rows for each statement execute function audience_counts_sync()`,
];

const tables = [
  'seed_runs',
  'stat_export_tokens',
  'stat_list_settings',
  'stat_dirty_days',
  'stat_daily_activity',
  'stat_daily',
  'stat_events',
  'event_forms',
  'event_conferees',
  'audience_orders',
  'audience_blacklist',
  'audience_owner_stats',
  'audience_members',
  'audience_tags',
];

const functions = [
  'audience_counts_sync',
  'stat_dirty_from_orders',
  'stat_dirty_from_conferees',
  'stat_dirty_from_event_activities',
  'stat_dirty_from_members',
  'stat_dirty_from_twzb',
  'stat_dirty_from_events',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['twzb_activities', 'event_activities']) {
    for (const op of ['ins', 'del', 'upd']) await sql`drop trigger if exists ${sql.raw(`${table}_dirty_${op}`)} on ${sql.table(table)}`.execute(db);
  }
  for (const table of tables) await sql`drop table if exists ${sql.table(table)}`.execute(db);
  for (const fn of functions) await sql`drop function if exists ${sql.raw(fn)}()`.execute(db);
  await sql`drop function if exists stat_day(timestamptz)`.execute(db);
}
