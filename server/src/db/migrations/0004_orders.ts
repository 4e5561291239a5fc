/**
 * Trade orders (/srv/trxorder, listed by /api/order), on-site (huipai) booking details, surveys
 * (/api/survey) and micro-websites with their daily statistics rollups (/api/website).
 * Amounts are integers in fen. Orders are soft-deleted (financial records keep their number).
 */
import { type Kysely, sql } from 'kysely';

const statements = [
  sql`create table trx_orders (
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
  sql`create index trx_orders_owner_product_created_idx on trx_orders (owner_id, product, created_at desc, id desc) where deleted_at is null`,

  sql`create table huipai_bookings (
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

  sql`create table surveys (
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
  sql`create index surveys_owner_created_idx on surveys (owner_id, created_at desc, id desc)`,

  sql`create table websites (
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
  sql`create index websites_owner_created_idx on websites (owner_id, created_at desc, id desc)`,

  // Daily rollups (China calendar days). UV is de-duplicated per day; sums over days count a
  // returning visitor once per day, which is what the console's line charts show.
  sql`create table website_daily_stats (
    website_id integer not null references websites(id) on delete cascade,
    owner_id integer not null references users(id) on delete cascade,
    day date not null,
    pv integer not null default 0,
    uv integer not null default 0,
    share_num integer not null default 0,
    primary key (website_id, day)
  )`,
  sql`create index website_daily_stats_owner_day_idx on website_daily_stats (owner_id, day)`,

  sql`create table website_region_stats (
    website_id integer not null references websites(id) on delete cascade,
    owner_id integer not null references users(id) on delete cascade,
    day date not null,
    province_code integer not null,
    city_code integer not null,
    pv integer not null default 0,
    uv integer not null default 0,
    primary key (website_id, day, city_code)
  )`,
  sql`create index website_region_stats_owner_day_idx on website_region_stats (owner_id, day)`,

  sql`create table website_platform_stats (
    website_id integer not null references websites(id) on delete cascade,
    owner_id integer not null references users(id) on delete cascade,
    day date not null,
    platform varchar(16) not null check (platform in ('wechat', 'weibo', 'browser', 'app', 'miniprogram')),
    pv integer not null default 0,
    uv integer not null default 0,
    primary key (website_id, day, platform)
  )`,
  sql`create index website_platform_stats_owner_day_idx on website_platform_stats (owner_id, day)`,
];

const tables = ['website_platform_stats', 'website_region_stats', 'website_daily_stats', 'websites', 'surveys', 'huipai_bookings', 'trx_orders'];

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
