/**
 * Demo micro-websites of `demo` and `demo2` (/api/website) with daily rollups from their creation,
 * the oldest over a year ago (seed/history.ts). The
 * region and platform rollups split each day's visits exactly, so every chart adds up.
 */
import type { Transaction } from 'kysely';
import type { Database, WebsitePlatform } from '../db/schema';
import { addDays, chinaDay } from '../lib/days';
import { ALL_CITIES } from '../lib/regions';
import { DEMO_HISTORY_DAYS, historyDaysAgo } from './history';
import { createRandom, type Random } from './prng';

const DAY = 24 * 3600_000;
// Daily rollups from a site's creation, at most the demo's reach (seed/history.ts).
const HISTORY_DAYS = DEMO_HISTORY_DAYS;
const CHUNK = 500;

const SITES: Record<string, { title: string; template: string; published: boolean; traffic: number }[]> = {
  demo: [
    { title: '2024 春季新品发布会', template: '发布会', published: true, traffic: 900 },
    { title: '绿幕科技年度盛典', template: '年会', published: true, traffic: 1400 },
    { title: '开发者大会官方微站', template: '会议', published: true, traffic: 700 },
    { title: '夏季护肤新品品鉴会', template: '发布会', published: true, traffic: 380 },
    { title: '华东区经销商大会', template: '会议', published: false, traffic: 0 },
    { title: '少儿编程营结营展示', template: '展会', published: true, traffic: 220 },
    { title: '全屋智能体验日', template: '展会', published: true, traffic: 260 },
    { title: '校园招聘专场', template: '招聘', published: true, traffic: 520 },
    { title: '企业开放日预约', template: '会议', published: false, traffic: 0 },
    { title: '十周年庆典回顾', template: '年会', published: true, traffic: 160 },
  ],
  demo2: [
    { title: '城市马拉松赛事指南', template: '赛事', published: true, traffic: 1100 },
    { title: '星河婚礼请柬', template: '婚礼', published: true, traffic: 90 },
    { title: '亲子嘉年华', template: '展会', published: false, traffic: 0 },
  ],
};

/** Share of page views by platform, before noise. */
const PLATFORM_SHARE: [WebsitePlatform, number][] = [
  ['wechat', 0.55],
  ['browser', 0.18],
  ['miniprogram', 0.12],
  ['weibo', 0.08],
  ['app', 0.07],
];

/** Splits `total` into parts proportional to `weights`, summing exactly to `total`. */
function split(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((weight) => Math.floor((total * weight) / sum));
  let rest = total - parts.reduce((a, b) => a + b, 0);
  for (let i = 0; rest > 0; i = (i + 1) % parts.length, rest--) parts[i] = (parts[i] ?? 0) + 1;
  return parts;
}

function weightedCities(random: Random, count: number) {
  const chosen = new Map<number, (typeof ALL_CITIES)[number]>();
  const totalWeight = ALL_CITIES.reduce((sum, city) => sum + city.weight, 0);
  while (chosen.size < count) {
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

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export async function seedWebsites(trx: Transaction<Database>, now: Date): Promise<number> {
  const random = createRandom(5005);
  const today = chinaDay(now);
  const users = await trx.selectFrom('users').select(['id', 'username']).where('username', 'in', Object.keys(SITES)).execute();
  const daily: Database['website_daily_stats'][] = [];
  const regions: Database['website_region_stats'][] = [];
  const platforms: Database['website_platform_stats'][] = [];
  let count = 0;

  for (const user of users) {
    const plan = SITES[user.username] ?? [];
    const sites = await trx
      .insertInto('websites')
      .values(
        plan.map((site, index) => {
          // Newest first; the oldest a year and more ago, so a year of visits compares with the year before.
          const createdAt = new Date(
            now.getTime() - (historyDaysAgo((index + 0.99) / Math.max(1, plan.length), 60) + random.int(1, 6)) * DAY - random.int(0, 23) * 3600_000,
          );
          return {
            owner_id: user.id,
            title: site.title,
            template: site.template,
            cover_url: `/demo-assets/cover/${random.int(0, 99)}.svg`,
            status: site.published ? (1 as const) : (0 as const),
            created_at: createdAt,
            updated_at: createdAt,
            published_at: site.published ? new Date(createdAt.getTime() + random.int(1, 30) * 3600_000) : null,
          };
        }),
      )
      .returning(['id', 'created_at'])
      .execute();
    count += sites.length;

    for (const [index, site] of sites.entries()) {
      const traffic = plan[index]?.traffic ?? 0;
      if (traffic === 0) continue;
      const first = [addDays(today, -(HISTORY_DAYS - 1)), chinaDay(site.created_at)].sort()[1] ?? today;
      for (let day = first; day <= today; day = addDays(day, 1)) {
        const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
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
            uv: cityUv[n] ?? 0,
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

  await insertChunked(daily, (chunk) => trx.insertInto('website_daily_stats').values(chunk).execute());
  await insertChunked(regions, (chunk) => trx.insertInto('website_region_stats').values(chunk).execute());
  await insertChunked(platforms, (chunk) => trx.insertInto('website_platform_stats').values(chunk).execute());
  return count;
}
