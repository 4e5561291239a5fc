/**
 * Micro-websites of the bench account at scale (seed/scale.ts): `count` sites over the past year,
 * nine in ten published, each with daily rollups for the 60 days after it was published (to today):
 * page views that fade after the launch, unique visitors and shares in proportion, split over three
 * cities and the five platforms so every chart of the micro-website data screen adds up, as
 * seed/websites.ts does for the demo accounts. Generated inside the database; deterministic
 * (setseed). Replaces what the account had.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { ALL_CITIES } from '../lib/regions';
import { textArray } from './sqlText';

const TITLES = ['新品发布会', '年度盛典', '开发者大会', '品鉴会', '经销商大会', '校园招聘', '开放日', '周年庆典', '城市马拉松', '亲子嘉年华'];
const TEMPLATES = ['发布会', '年会', '会议', '展会', '招聘', '赛事'];
/** Days of rollups after a site is published. */
const ACTIVE_DAYS = 60;
/** The platforms' shares of a day's views; the last takes what rounding leaves. */
const PLATFORMS: [string, number][] = [
  ['wechat', 0.55],
  ['browser', 0.18],
  ['miniprogram', 0.12],
  ['weibo', 0.08],
  ['app', 0.07],
];
/** The three cities of a site's day take these shares of its views. */
const CITY_SHARES = [0.5, 0.3, 0.2];

export async function generateWebsites(db: Kysely<Database>, options: { ownerId: number; now: Date; count: number; seed: number }): Promise<number> {
  const { ownerId: owner, now, count } = options;
  await sql`delete from websites where owner_id = ${owner}`.execute(db);
  await sql`select setseed(${options.seed})`.execute(db);
  await sql`
    insert into websites (owner_id, title, cover_url, template, status, created_at, updated_at, published_at)
    select ${owner}, (${textArray(TITLES)})[1 + g % ${TITLES.length}] || '（' || g || '）', '/demo-assets/cover/' || (g % 100) || '.svg',
      (${textArray(TEMPLATES)})[1 + g % ${TEMPLATES.length}], case when g % 10 = 0 then 0 else 1 end,
      c.created_at, c.created_at, case when g % 10 = 0 then null else c.created_at + interval '1 day' end
    from (select g, ${now}::timestamptz - interval '365 days' * random() as created_at from generate_series(1, ${count}) g) c`.execute(db);
  const today = sql`(${now}::timestamptz at time zone 'Asia/Shanghai')::date`;
  await sql`
    insert into website_daily_stats (website_id, owner_id, day, pv, uv, share_num)
    select w.id, ${owner}, d.day, d.pv, greatest(1, round(d.pv * 0.62))::int, round(d.pv * 0.05)::int
    from websites w
    cross join lateral (
      select (w.published_at at time zone 'Asia/Shanghai')::date + k as day,
        (20 + floor((30 + 400 * random()) * exp(-k / 12.0)))::int as pv
      from generate_series(0, ${ACTIVE_DAYS - 1}) k
    ) d
    where w.owner_id = ${owner} and w.published_at is not null and d.day <= ${today}`.execute(db);
  const cities = ALL_CITIES.map((city) => city.code);
  const provinces = ALL_CITIES.map((city) => city.provinceCode);
  // Three different cities per site and day (offsets 0, 17, 34 of a list longer than 34).
  await sql`
    insert into website_region_stats (website_id, owner_id, day, province_code, city_code, pv, uv)
    select s.website_id, ${owner}, s.day, (${sql.raw(`array[${provinces.join(',')}]`)})[1 + p.slot], (${sql.raw(`array[${cities.join(',')}]`)})[1 + p.slot],
      p.pv, greatest(0, round(p.pv * 0.62))::int
    from website_daily_stats s
    cross join lateral (
      select (s.website_id * 7 + (s.day - date '2000-01-01') * 13 + j * 17) % ${cities.length} as slot,
        case when j = 2 then s.pv - floor(s.pv * ${sql.raw(String(CITY_SHARES[0]))})::int - floor(s.pv * ${sql.raw(String(CITY_SHARES[1]))})::int
             else floor(s.pv * (array[${sql.raw(CITY_SHARES.join(','))}])[j + 1])::int end as pv
      from generate_series(0, 2) j
    ) p
    where s.owner_id = ${owner}`.execute(db);
  const names = PLATFORMS.map(([name]) => name);
  const shares = PLATFORMS.map(([, share]) => share);
  await sql`
    insert into website_platform_stats (website_id, owner_id, day, platform, pv, uv)
    select s.website_id, ${owner}, s.day, (${textArray(names)})[j + 1],
      case when j = ${PLATFORMS.length - 1} then s.pv - (select sum(floor(s.pv * x))::int from unnest(array[${sql.raw(shares.slice(0, -1).join(','))}]) x)
           else floor(s.pv * (array[${sql.raw(shares.join(','))}])[j + 1])::int end as pv,
      0
    from website_daily_stats s cross join generate_series(0, ${PLATFORMS.length - 1}) j
    where s.owner_id = ${owner}`.execute(db);
  await sql`update website_platform_stats set uv = greatest(0, round(pv * 0.62))::int where owner_id = ${owner}`.execute(db);
  return count;
}
