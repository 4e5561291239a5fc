/**
 * Statistics demo data, generated inside the database (generate_series) so the same code writes a
 * believable month for the demo accounts and millions of rows for the benchmark (seed/scale.ts).
 *
 * For one owner whose activities already exist it writes: audience tags, the audience, views and
 * shares of text-image lives and event pages (stat_events), event conferees and registration
 * forms, audience orders and blacklist records; then brings the activities' counters in line with
 * what was generated. Rollups are rebuilt by the caller (modules/statistics/rollupWriter.ts).
 *
 * Deterministic: `setseed` at the start, and every per-member attribute is a function of the
 * member's number, so a member's views always come from their own city and platform.
 * Must run inside a transaction (it uses `set local` and temporary tables).
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';
import { ALL_CITIES } from '../lib/regions';
import { refreshAllRollups } from '../modules/statistics/rollupWriter';
import { generatePhotoStatistics } from './photoStatistics';
import { textArray } from './sqlText';
import {
  AUDIENCE_TAGS,
  BLACKLIST_REASONS,
  COMPANIES,
  EVENT_DEMO_TITLES,
  GIVEN_NAMES,
  GOODS,
  INDUSTRIES,
  JOB_TITLES,
  NICK_ADJECTIVES,
  NICK_NOUNS,
  NICK_PLAIN,
  REFERRALS,
  REWARDS,
  SURNAMES,
  TICKET_ORDERS,
  TICKETS,
} from './statisticsData';

export interface GenerateOptions {
  ownerId: number;
  now: Date;
  members: number;
  twzbViews: number;
  twzbShares: number;
  eventViews: number;
  eventShares: number;
  conferees: number;
  orders: number;
  /** setseed value in [-1, 1]. */
  seed: number;
}

export interface GenerateResult {
  members: number;
  statEvents: number;
  conferees: number;
  orders: number;
}

/** `values[1 + (expr) % n]` */
function pick(values: readonly string[], expr: string): RawBuilder<unknown> {
  return sql`(${textArray(values)})[1 + ((${sql.raw(expr)}) % ${sql.raw(String(values.length))})]`;
}

/** Cities repeated by weight: slot → city code. */
const CITY_SLOTS = ALL_CITIES.flatMap((city) => Array.from({ length: city.weight }, () => city.code));

const FORM_FIELDS = JSON.stringify([
  { key: 'name', label: '姓名', type: 'text', required: true },
  { key: 'phone', label: '手机号', type: 'phone', required: true },
  { key: 'company', label: '单位名称', type: 'text', required: false },
  { key: 'jobTitle', label: '职位', type: 'text', required: false },
  { key: 'industry', label: '所属行业', type: 'select', required: true, options: INDUSTRIES },
  { key: 'referral', label: '了解渠道', type: 'select', required: false, options: REFERRALS },
  { key: 'remark', label: '备注', type: 'textarea', required: false },
]);

/** Platform of member k: 58% WeChat, 22% H5, 13% PC, 7% App. */
const platformOf = (k: string) =>
  sql.raw(`(case when (${k} * 37 + 11) % 100 < 58 then 1 when (${k} * 37 + 11) % 100 < 80 then 2 when (${k} * 37 + 11) % 100 < 93 then 3 else 4 end)`);
/** City slot of member k. */
const slotOf = (k: string) => sql.raw(`((${k}::bigint * 7919 + 13) % ${CITY_SLOTS.length})`);

async function reserveIds(db: Kysely<Database>, sequence: string, count: number): Promise<number> {
  const next = await sql<{ id: string }>`select nextval(${sequence}) as id`.execute(db);
  const base = Number(next.rows[0]?.id ?? 1) - 1;
  if (count > 0) await sql`select setval(${sequence}, ${base + count})`.execute(db);
  return base;
}

async function count(db: Kysely<Database>, query: RawBuilder<unknown>): Promise<number> {
  const result = await sql<{ n: string }>`select count(*) as n from (${query}) q`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** Writes the statistics data of one owner (see the file comment). */
export async function generateStatistics(db: Kysely<Database>, options: GenerateOptions): Promise<GenerateResult> {
  const { ownerId: owner, now, members: M } = options;
  await sql`select setseed(${options.seed})`.execute(db);
  for (const table of ['seed_cities', 'seed_acts', 'seed_events', 'seed_watch', 'seed_orders']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  await sql`create temp table seed_cities (slot integer primary key, city_id integer not null)`.execute(db);
  await sql`insert into seed_cities select s - 1, (${sql.raw(`array[${CITY_SLOTS.join(',')}]`)})[s] from generate_series(1, ${CITY_SLOTS.length}) s`.execute(
    db,
  );

  // Started activities, numbered in a scrambled order: the skewed pick below makes a few popular.
  await sql`create temp table seed_acts as
    select row_number() over (order by md5(id::text)) as n, id, start_time as start_at
    from twzb_activities where owner_id = ${owner} and start_time <= ${now}`.execute(db);
  // Event pages are visited and registered to from creation until the event starts.
  await sql`create temp table seed_events as
    select row_number() over (order by md5(id::text)) as n, id, created_at as open_at, least(start_time, ${now}::timestamptz) as start_at,
      start_time <= ${now} as started
    from event_activities where owner_id = ${owner} and created_at <= ${now}`.execute(db);
  const A = await count(db, sql`select 1 from seed_acts`);
  const E = await count(db, sql`select 1 from seed_events`);
  for (const table of ['seed_cities', 'seed_acts', 'seed_events']) await sql`analyze ${sql.table(table)}`.execute(db);

  const base = await reserveIds(db, 'audience_members_id_seq', M);

  // Tags first: the member insert's trigger counts their members.
  const tags = await db
    .insertInto('audience_tags')
    .values(AUDIENCE_TAGS.map((tag, i) => ({ owner_id: owner, name: tag.name, color: tag.color, created_at: new Date(now.getTime() - (60 - i) * 86_400_000) })))
    .returning('id')
    .execute();
  const tagArray = sql.raw(
    `array_remove(array[${AUDIENCE_TAGS.map((tag, i) => `case when (k * 31 + ${i * 7}) % ${tag.every} = 0 then ${tags[i]?.id ?? 0} end`).join(', ')}]::int[], null)`,
  );

  let statEvents = 0;
  // Views and shares of text-image lives: mostly during the live, then a long tail of replays.
  if (A > 0 && options.twzbViews + options.twzbShares > 0) {
    const total = options.twzbViews + options.twzbShares;
    const result = await sql`
      insert into stat_events (owner_id, product, activity_id, kind, visitor_id, platform, city_id, duration_seconds, occurred_at)
      select ${owner}, 1, a.id, v.kind, ${base} + v.k, ${platformOf('v.k')}, c.city_id,
        case when v.kind = 1 then v.dur else 0 end,
        case when t.at < ${now} then t.at else a.start_at + (${now}::timestamptz - a.start_at) * v.r2 end
      from (
        select 1 + floor(power(random(), 2.2) * ${A})::int as n, 1 + floor(power(random(), 1.4) * ${M})::int as k,
          case when random() < ${options.twzbShares / total} then 2 else 1 end as kind,
          (30 + power(random(), 2) * 5400)::int as dur, random() as r1, random() as r2, random() as r3
        from generate_series(1, ${total})
      ) v
      join seed_acts a on a.n = v.n
      join seed_cities c on c.slot = ${slotOf('v.k')}
      cross join lateral (
        select a.start_at + case when v.r1 < 0.75 then v.r2 * interval '3 hours' else power(v.r3, 3) * interval '30 days' end as at
      ) t`.execute(db);
    statEvents += Number(result.numAffectedRows ?? 0);
  }

  // Event pages: viewed and shared from creation until the event starts, busier near the start.
  if (E > 0 && options.eventViews + options.eventShares > 0) {
    const total = options.eventViews + options.eventShares;
    const result = await sql`
      insert into stat_events (owner_id, product, activity_id, kind, visitor_id, platform, city_id, duration_seconds, occurred_at)
      select ${owner}, 2, e.id, v.kind, ${base} + v.k, ${platformOf('v.k')}, c.city_id, case when v.kind = 1 then v.dur else 0 end,
        e.open_at + (e.start_at - e.open_at) * power(v.r, 0.6)
      from (
        select 1 + floor(power(random(), 1.8) * ${E})::int as n, 1 + floor(random() * ${M})::int as k,
          case when random() < ${options.eventShares / total} then 2 else 1 end as kind,
          (10 + power(random(), 2) * 600)::int as dur, random() as r
        from generate_series(1, ${total})
      ) v
      join seed_events e on e.n = v.n
      join seed_cities c on c.slot = ${slotOf('v.k')}`.execute(db);
    statEvents += Number(result.numAffectedRows ?? 0);
  }

  // Conferees: registered before the event, about two in three of a started event sign in.
  let conferees = 0;
  if (E > 0 && options.conferees > 0) {
    const result = await sql`
      insert into event_conferees (owner_id, event_id, name, phone, company, job_title, role, platform, city_id, ticket_name, answers, registered_at, signed_in_at)
      select ${owner}, e.id,
        ${pick(SURNAMES, 'v.a')} || ${pick(GIVEN_NAMES, 'v.b')},
        '1' || ${pick(['38', '39', '58', '86', '36', '77', '88', '50'], 'v.a')} || lpad(v.c::text, 8, '0'),
        ${pick(COMPANIES, 'v.b')}, ${pick(JOB_TITLES, 'v.a + v.b')},
        case when v.r1 < 0.9 then 1 when v.r1 < 0.97 then 2 else 3 end,
        case when v.r2 < 0.62 then 1 when v.r2 < 0.84 then 2 when v.r2 < 0.95 then 3 else 4 end,
        c.city_id, ${pick(TICKETS, 'v.a + 3 * v.b')},
        jsonb_build_object('industry', ${pick(INDUSTRIES, 'v.b')}, 'referral', ${pick(REFERRALS, 'v.a')}, 'remark', ''),
        e.open_at + (e.start_at - e.open_at) * power(v.r3, 0.5),
        case when e.started and v.r4 < 0.64
          then least(e.start_at + v.r5 * interval '2 hours', ${now}::timestamptz - interval '1 minute' * v.r5) end
      from (
        select 1 + floor(power(random(), 1.6) * ${E})::int as n, floor(random() * 100000)::int as a, floor(random() * 100000)::int as b,
          floor(random() * 100000000)::int as c, floor(random() * ${CITY_SLOTS.length})::int as slot,
          random() as r1, random() as r2, random() as r3, random() as r4, random() as r5
        from generate_series(1, ${options.conferees})
      ) v
      join seed_events e on e.n = v.n
      join seed_cities c on c.slot = v.slot`.execute(db);
    conferees = Number(result.numAffectedRows ?? 0);
    await sql`
      insert into event_forms (event_id, owner_id, fields)
      select id, ${owner}, ${FORM_FIELDS}::jsonb from seed_events on conflict (event_id) do nothing`.execute(db);
  }

  // Planner statistics for what was just written: inside this transaction autovacuum sees none of
  // it, and a plan that thinks stat_events is empty takes hours at scale.
  await sql`analyze stat_events`.execute(db);
  await sql`analyze event_conferees`.execute(db);

  // What each member watched: their counters, first and last visit, and the activity they came from.
  await sql`create temp table seed_watch as
    select visitor_id - ${base} as mk, count(*) filter (where kind = 1)::int as views, sum(duration_seconds)::int as secs,
      min(occurred_at) as first_at, max(occurred_at) as last_at,
      (min(array[extract(epoch from occurred_at)::bigint, activity_id::bigint]))[2]::int as source
    from stat_events
    where owner_id = ${owner} and product = 1 and kind = 1 and visitor_id > ${base} and visitor_id <= ${base + M}
    group by visitor_id`.execute(db);
  await sql`alter table seed_watch add primary key (mk)`.execute(db);
  await sql`analyze seed_watch`.execute(db);

  // Orders: shop goods, paid viewing and rewards, placed while watching; a few are refunded.
  const goods = (list: readonly { name: string; price: number }[], expr: string) => ({
    name: pick(
      list.map((item) => item.name),
      expr,
    ),
    price: sql`(${sql.raw(`array[${list.map((item) => item.price).join(',')}]`)})[1 + ((${sql.raw(expr)}) % ${sql.raw(String(list.length))})]`,
  });
  const goodsItem = goods(GOODS, 'v.g');
  const ticketItem = goods(TICKET_ORDERS, 'v.g');
  const rewardItem = goods(REWARDS, 'v.g');
  await sql`create temp table seed_orders as
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
    cross join lateral (select w.first_at + (w.last_at - w.first_at) * v.r1 as paid_at) p`.execute(db);
  await sql`analyze seed_orders`.execute(db);

  // The audience, with counters that agree with the views and orders above.
  const members = await sql`
    insert into audience_members (id, owner_id, nickname, avatar_url, phone, gender, province_id, city_id, platform, source_activity_id, tag_ids,
      watch_count, watch_seconds, comment_count, order_count, order_amount, blacklisted, first_visit_at, last_visit_at, created_at)
    select ${base} + k, ${owner},
      case k % 4
        when 0 then ${pick(NICK_ADJECTIVES, 'k * 13')} || ${pick(NICK_NOUNS, 'k * 7')}
        when 1 then ${pick(NICK_PLAIN, 'k * 3')}
        when 2 then ${pick(SURNAMES, 'k * 11')} || case when k % 8 = 2 then '先生' else '女士' end
        else ${pick(NICK_NOUNS, 'k * 5')} || (k % 10000)::text
      end,
      '/demo-assets/avatar/' || (k % 12)::text || '.svg',
      '1' || ${pick(['38', '39', '58', '86', '36', '77', '88', '50'], 'k')} || lpad(((k::bigint * 104729) % 100000000)::text, 8, '0'),
      case when k % 8 = 2 then 1 when k % 8 = 6 then 2 else (k * 11) % 3 end,
      c.city_id - c.city_id % 10000, c.city_id, ${platformOf('k')}, coalesce(w.source, 0), ${tagArray},
      coalesce(w.views, 0), coalesce(w.secs, 0), case when w.views > 0 then (k * 7) % (least(w.views, 12) + 1) else 0 end,
      coalesce(o.n, 0), coalesce(o.amount, 0), k % 197 = 11,
      coalesce(w.first_at, f.at), coalesce(w.last_at, f.at), coalesce(w.first_at, f.at)
    from generate_series(1, ${M}) k
    join seed_cities c on c.slot = ${slotOf('k')}
    left join seed_watch w on w.mk = k
    left join (
      select mk, count(*)::int as n, sum(case when refunded_at is null then amount else 0 end)::bigint as amount from seed_orders group by mk
    ) o on o.mk = k
    cross join lateral (select ${now}::timestamptz - interval '30 days' * ((k::bigint * 7907) % 1000) / 1000.0 as at) f`.execute(db);

  await sql`analyze audience_members`.execute(db);
  const orders = await sql`
    insert into audience_orders (owner_id, member_id, activity_id, order_no, order_type, goods_name, quantity, amount, status, platform, city_id,
      paid_at, refunded_at, refund_amount)
    select ${owner}, ${base} + o.mk, o.activity_id,
      'LS' || to_char(stat_day(o.paid_at), 'YYMMDD') || lpad((${owner} % 1000)::text, 3, '0') || lpad(o.i::text, 8, '0'),
      o.type, o.goods_name, o.qty, o.amount, case when o.refunded_at is null then 1 else 2 end, m.platform, m.city_id,
      o.paid_at, o.refunded_at, case when o.refunded_at is null then 0 else o.amount end
    from seed_orders o join audience_members m on m.id = ${base} + o.mk`.execute(db);

  await sql`
    insert into audience_blacklist (owner_id, member_id, activity_id, reason, operator, created_at)
    select ${owner}, id, source_activity_id, ${pick(BLACKLIST_REASONS, 'id')}, '管理员',
      least(last_visit_at + interval '10 minutes', ${now}::timestamptz)
    from audience_members where owner_id = ${owner} and id > ${base} and blacklisted`.execute(db);
  // Some members were blocked once before and released.
  await sql`
    insert into audience_blacklist (owner_id, member_id, activity_id, reason, operator, created_at, released_at)
    select ${owner}, id, source_activity_id, ${pick(BLACKLIST_REASONS, 'id + 1')}, '运营小助手', first_visit_at + interval '5 minutes',
      least(first_visit_at + interval '2 days', ${now}::timestamptz)
    from audience_members where owner_id = ${owner} and id > ${base} and id % 401 = 17`.execute(db);

  // The activities' own counters follow the generated data.
  await sql`
    update twzb_activities a set view_count = v.n
    from (select activity_id, count(*)::int as n from stat_events where owner_id = ${owner} and product = 1 and kind = 1 group by activity_id) v
    where a.id = v.activity_id and a.owner_id = ${owner}`.execute(db);
  await sql`
    update event_activities a set view_count = coalesce(v.n, 0), registration_count = coalesce(r.n, 0), sign_in_count = coalesce(r.signed, 0)
    from seed_events s
    left join (select activity_id, count(*)::int as n from stat_events where owner_id = ${owner} and product = 2 and kind = 1 group by activity_id) v
      on v.activity_id = s.id
    left join (select event_id, count(*)::int as n, count(signed_in_at)::int as signed from event_conferees where owner_id = ${owner} group by event_id) r
      on r.event_id = s.id
    where a.id = s.id`.execute(db);

  for (const table of ['seed_cities', 'seed_acts', 'seed_events', 'seed_watch', 'seed_orders']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  return {
    members: Number(members.numAffectedRows ?? 0),
    statEvents,
    conferees,
    orders: Number(orders.numAffectedRows ?? 0),
  };
}

/** A believable month for the demo accounts (called by seed/index.ts inside its transaction). */
export async function seedStatistics(db: Kysely<Database>, now: Date): Promise<void> {
  const users = await db.selectFrom('users').select(['id', 'username']).where('username', 'in', ['demo', 'demo2']).orderBy('id').execute();
  for (const [index, user] of users.entries()) {
    const events = await db.selectFrom('event_activities').select('id').where('owner_id', '=', user.id).limit(1).execute();
    if (events.length === 0) await createDemoEvents(db, user.id, now, index === 0 ? 6 : 2);
    const share = index === 0 ? 1 : 0.3;
    await generateStatistics(db, {
      ownerId: user.id,
      now,
      members: Math.round(400 * share),
      twzbViews: Math.round(5000 * share),
      twzbShares: Math.round(500 * share),
      eventViews: Math.round(1600 * share),
      eventShares: Math.round(160 * share),
      conferees: Math.round(260 * share),
      orders: Math.round(160 * share),
      seed: 0.2024 + index / 10,
    });
    await generatePhotoStatistics(db, {
      ownerId: user.id,
      now,
      views: Math.round(4000 * share),
      shares: Math.round(400 * share),
      uploads: Math.round(1500 * share),
      downloads: Math.round(1200 * share),
      visitors: Math.round(600 * share),
      seed: 0.3024 + index / 10,
    });
  }
  await refreshAllRollups(db);
}

/** Events for an account that has none (when the media seed did not create any). */
async function createDemoEvents(db: Kysely<Database>, ownerId: number, now: Date, count: number): Promise<void> {
  const day = 86_400_000;
  await db
    .insertInto('event_activities')
    .values(
      Array.from({ length: count }, (_, i) => {
        const created = new Date(now.getTime() - (28 - i * 4) * day);
        const start = new Date(created.getTime() + (10 + i) * day);
        const status = start > now ? ('not_started' as const) : ('ended' as const);
        return {
          owner_id: ownerId,
          title: (EVENT_DEMO_TITLES[i % EVENT_DEMO_TITLES.length] ?? '活动').replace('{year}', String(now.getFullYear())),
          cover_url: `/demo-assets/poster/${(i * 17) % 100}.svg`,
          status,
          city: ['上海', '北京', '杭州', '深圳', '成都', '南京'][i % 6] ?? '上海',
          start_time: start,
          end_time: new Date(start.getTime() + 6 * 3600_000),
          created_at: created,
        };
      }),
    )
    .execute();
}
