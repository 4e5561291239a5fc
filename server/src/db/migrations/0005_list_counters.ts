/**
 * Exact list totals without counting rows: small tables kept by statement-level triggers, so a
 * paged list answers `total` from a handful of counter rows instead of a count(*) over the owner's
 * data (90,000 activities or 1 million audience members at bench scale 1).
 *
 *   twzb_counts      text-image lives by (owner, group; 0 = no group): the list's total without a
 *                    keyword, and the group list's counts;
 *   event_counts     events by (owner, status, China calendar day created): the event list's total
 *                    for any status and day range without a keyword;
 *   audience_counts  audience members by (owner, platform, province, last-visit day): the audience
 *                    list's total when filtered by those alone.
 *
 * Also: the twzb group filter and filtered conferee pages get indexes that read only index entries.
 */
import { type Kysely, sql } from 'kysely';

/** Statement-level insert / delete / update triggers on `table` running `fn` (named after it). */
const countTriggers = (table: string, fn: string) => [
  sql`create trigger ${sql.raw(`${fn}_ins`)} after insert on ${sql.table(table)}
    referencing new table as new_rows for each statement execute function ${sql.raw(fn)}()`,
  sql`create trigger ${sql.raw(`${fn}_del`)} after delete on ${sql.table(table)}
    referencing old table as old_rows for each statement execute function ${sql.raw(fn)}()`,
  sql`create trigger ${sql.raw(`${fn}_upd`)} after update on ${sql.table(table)}
    referencing old table as old_rows new table as new_rows for each statement execute function ${sql.raw(fn)}()`,
];

/**
 * A trigger function adding the changed rows of a table, grouped by `keys` (expressions over the
 * row, named like the counter table's columns), to `counter`, and subtracting the old ones.
 */
function counterFunction(name: string, counter: string, keys: Record<string, string>) {
  const columns = Object.keys(keys).join(', ');
  const expressions = Object.entries(keys)
    .map(([column, expression]) => `${expression} as ${column}`)
    .join(', ');
  const groups = Object.keys(keys)
    .map((_, index) => index + 1)
    .join(', ');
  const match = Object.keys(keys)
    .map((column) => `k.${column} = c.${column}`)
    .join(' and ');
  return sql.raw(`create function ${name}() returns trigger language plpgsql as $$
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

const TWZB_KEYS = { owner_id: 'owner_id', group_id: 'coalesce(group_id, 0)' };
const EVENT_KEYS = { owner_id: 'owner_id', status: 'status', day: 'stat_day(created_at)' };
const AUDIENCE_KEYS = { owner_id: 'owner_id', platform: 'platform', province_id: 'province_id', day: 'stat_day(last_visit_at)' };

/** Fills a counter table from its source table (the triggers keep it from then on). */
function backfill(counter: string, source: string, keys: Record<string, string>) {
  const expressions = Object.values(keys).join(', ');
  const groups = Object.keys(keys)
    .map((_, index) => index + 1)
    .join(', ');
  return sql.raw(`insert into ${counter} (${Object.keys(keys).join(', ')}, n) select ${expressions}, count(*) from ${source} group by ${groups}`);
}

const statements = [
  sql`create table twzb_counts (
    owner_id integer not null,
    group_id integer not null,
    n integer not null,
    primary key (owner_id, group_id)
  )`,
  counterFunction('twzb_counts_sync', 'twzb_counts', TWZB_KEYS),
  backfill('twzb_counts', 'twzb_activities', TWZB_KEYS),
  ...countTriggers('twzb_activities', 'twzb_counts_sync'),
  // The group filter: a page reads index entries in list order.
  sql`drop index twzb_activities_owner_group_idx`,
  sql`create index twzb_activities_owner_group_idx on twzb_activities (owner_id, group_id, created_at desc, id desc)`,

  sql`create table event_counts (
    owner_id integer not null,
    status varchar(16) not null,
    day date not null,
    n integer not null,
    primary key (owner_id, status, day)
  )`,
  sql`create index event_counts_day_idx on event_counts (owner_id, day) include (status, n)`,
  counterFunction('event_counts_sync', 'event_counts', EVENT_KEYS),
  backfill('event_counts', 'event_activities', EVENT_KEYS),
  ...countTriggers('event_activities', 'event_counts_sync'),
  sql`create index event_activities_owner_status_idx on event_activities (owner_id, status, created_at desc, id desc)`,

  sql`create table audience_counts (
    owner_id integer not null,
    platform smallint not null,
    province_id integer not null,
    day date not null,
    n integer not null,
    primary key (owner_id, platform, province_id, day)
  )`,
  sql`create index audience_counts_day_idx on audience_counts (owner_id, day) include (n)`,
  counterFunction('audience_counts_by_day_sync', 'audience_counts', AUDIENCE_KEYS),
  backfill('audience_counts', 'audience_members', AUDIENCE_KEYS),
  ...countTriggers('audience_members', 'audience_counts_by_day_sync'),

  // signed_in_at, role and platform included: a filtered conferee page skips to its rows on index entries alone.
  sql`drop index event_conferees_owner_idx`,
  sql`create index event_conferees_owner_idx on event_conferees (owner_id, registered_at desc, id desc) include (signed_in_at, role, platform)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, fn] of [
    ['twzb_activities', 'twzb_counts_sync'],
    ['event_activities', 'event_counts_sync'],
    ['audience_members', 'audience_counts_by_day_sync'],
  ] as const) {
    for (const op of ['ins', 'del', 'upd']) await sql`drop trigger if exists ${sql.raw(`${fn}_${op}`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function if exists ${sql.raw(fn)}()`.execute(db);
  }
  for (const table of ['twzb_counts', 'event_counts', 'audience_counts']) await sql`drop table if exists ${sql.table(table)}`.execute(db);
  await sql`drop index if exists event_activities_owner_status_idx`.execute(db);
  await sql`drop index twzb_activities_owner_group_idx`.execute(db);
  await sql`create index twzb_activities_owner_group_idx on twzb_activities (owner_id, group_id)`.execute(db);
  await sql`drop index event_conferees_owner_idx`.execute(db);
  await sql`create index event_conferees_owner_idx on event_conferees (owner_id, registered_at desc, id desc)`.execute(db);
}
