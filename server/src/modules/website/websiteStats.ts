/**
 * /api/website/stat/total and the other website statistics: sums over the daily rollups
 * (website_daily_stats, website_region_stats, website_platform_stats), each read through the
 * (owner_id, day) index. Ranges follow the shared rules of lib/ranges.ts (the last 7 China calendar
 * days up to today by default, at most 366 days).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { WebsitePlatform } from '../../db/schema';
import { notFound, requestLocale } from '../../lib/envelope';
import { createdWithin } from '../../lib/listing';
import { compare, previousRange, resolveRange, zeroFill } from '../../lib/ranges';
import { cityName, findProvince, provinceName } from '../../lib/regions';
import { route } from '../../lib/route';
import { currentUserId } from '../../lib/session';

const TAGS = ['website'];
const PLATFORM_NAMES: Record<WebsitePlatform, string> = { wechat: '微信', weibo: '微博', browser: '浏览器', app: 'App', miniprogram: '小程序' };
/** The same names for an English console (issue 29: the request's `Accept-Language`). */
const PLATFORM_NAMES_EN: Record<WebsitePlatform, string> = { wechat: 'WeChat', weibo: 'Weibo', browser: 'Browser', app: 'App', miniprogram: 'Mini program' };

type Metric = 'pv' | 'uv' | 'share_num';

export interface WebsiteScope {
  ownerId: number;
  websiteId?: number;
  start: string;
  end: string;
}

/** The validated range and site of a statistics call; a foreign websiteId is 404. */
export async function websiteScope(
  ctx: AppContext,
  request: FastifyRequest,
  query: { startDate?: string; endDate?: string; websiteId?: number },
): Promise<WebsiteScope> {
  // The shared range rules of the statistics screens (lib/ranges.ts): last 7 days by default, ≤ 366 days.
  const { start, end } = resolveRange({ startTime: query.startDate, endTime: query.endDate }, ctx.now());
  const ownerId = currentUserId(request);
  if (query.websiteId !== undefined) {
    const site = await ctx.db.selectFrom('websites').select('id').where('id', '=', query.websiteId).where('owner_id', '=', ownerId).executeTakeFirst();
    if (!site) throw notFound();
  }
  return { ownerId, websiteId: query.websiteId, start, end };
}

export async function websiteStatRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const scopeOf = (request: FastifyRequest, query: { startDate?: string; endDate?: string; websiteId?: number }) => websiteScope(ctx, request, query);

  function daily(scope: WebsiteScope) {
    let rows = db.selectFrom('website_daily_stats').where('owner_id', '=', scope.ownerId).where('day', '>=', scope.start).where('day', '<=', scope.end);
    if (scope.websiteId !== undefined) rows = rows.where('website_id', '=', scope.websiteId);
    return rows;
  }

  async function sums(scope: WebsiteScope) {
    const row = await daily(scope)
      .select([
        sql<number>`coalesce(sum(pv), 0)::int`.as('pv'),
        sql<number>`coalesce(sum(uv), 0)::int`.as('uv'),
        sql<number>`coalesce(sum(share_num), 0)::int`.as('share_num'),
      ])
      .executeTakeFirstOrThrow();
    return { pv: Number(row.pv), uv: Number(row.uv), shareNum: Number(row.share_num) };
  }

  async function createdCount(scope: WebsiteScope): Promise<number> {
    let rows = db
      .selectFrom('websites')
      .where('owner_id', '=', scope.ownerId)
      .$call(createdWithin('created_at', { startDate: scope.start, endDate: scope.end }));
    if (scope.websiteId !== undefined) rows = rows.where('id', '=', scope.websiteId);
    const row = await rows.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  route(app, 'GET /api/website/stat/total', { summary: '微站累计数据', tags: TAGS }, async ({ query, request }) => {
    const scope = await scopeOf(request, query);
    let sites = db.selectFrom('websites').where('owner_id', '=', scope.ownerId);
    let stats = db.selectFrom('website_daily_stats').where('owner_id', '=', scope.ownerId);
    if (scope.websiteId !== undefined) {
      sites = sites.where('id', '=', scope.websiteId);
      stats = stats.where('website_id', '=', scope.websiteId);
    }
    const [siteRow, statRow] = await Promise.all([
      sites.select([sql<number>`count(*)::int`.as('total'), sql<number>`count(*) filter (where status = 1)::int`.as('published')]).executeTakeFirstOrThrow(),
      stats
        .select([
          sql<number>`coalesce(sum(pv), 0)::int`.as('pv'),
          sql<number>`coalesce(sum(uv), 0)::int`.as('uv'),
          sql<number>`coalesce(sum(share_num), 0)::int`.as('share_num'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    return {
      websiteCount: Number(siteRow.total),
      publishedCount: Number(siteRow.published),
      pv: Number(statRow.pv),
      uv: Number(statRow.uv),
      shareNum: Number(statRow.share_num),
    };
  });

  route(app, 'GET /api/website/increase', { summary: '微站新增数据（与上一等长周期对比）', tags: TAGS }, async ({ query, request }) => {
    const scope = await scopeOf(request, query);
    const previous = { ...scope, ...previousRange(scope) };
    const [now, before, created, createdBefore] = await Promise.all([sums(scope), sums(previous), createdCount(scope), createdCount(previous)]);
    return {
      startDate: scope.start,
      endDate: scope.end,
      previousStartDate: previous.start,
      previousEndDate: previous.end,
      websites: compare(created, createdBefore),
      pv: compare(now.pv, before.pv),
      uv: compare(now.uv, before.uv),
      shareNum: compare(now.shareNum, before.shareNum),
    };
  });

  route(app, 'GET /api/website/createLine', { summary: '每日新建微站数', tags: TAGS }, async ({ query, request }) => {
    const scope = await scopeOf(request, query);
    const chinaDayOf = sql<string>`to_char((created_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
    let rows = db
      .selectFrom('websites')
      .where('owner_id', '=', scope.ownerId)
      .$call(createdWithin('created_at', { startDate: scope.start, endDate: scope.end }));
    if (scope.websiteId !== undefined) rows = rows.where('id', '=', scope.websiteId);
    const counts = await rows
      .select([chinaDayOf.as('day'), sql<number>`count(*)::int`.as('value')])
      .groupBy(chinaDayOf)
      .execute();
    return zeroFill(scope, counts);
  });

  const lines = [
    { call: 'GET /api/website/pvLine', metric: 'pv', summary: '每日浏览量（PV）' },
    { call: 'GET /api/website/uvLine', metric: 'uv', summary: '每日访客数（UV）' },
    { call: 'GET /api/website/shareNumLine', metric: 'share_num', summary: '每日分享次数' },
  ] as const;
  for (const { call, metric, summary } of lines) {
    route(app, call, { summary, tags: TAGS }, async ({ query, request }) => {
      const scope = await scopeOf(request, query);
      const rows = await daily(scope)
        .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), sql<number>`sum(${sql.ref(metric)})::int`.as('value')])
        .groupBy('day')
        .execute();
      return zeroFill(scope, rows);
    });
  }

  route(app, 'GET /api/website/rank', { summary: '微站排行', tags: TAGS }, async ({ query, request }) => {
    const scope = await scopeOf(request, query);
    const sort: Metric = query.sort === 'uv' ? 'uv' : query.sort === 'shareNum' ? 'share_num' : 'pv';
    let rows = db
      .selectFrom('website_daily_stats as s')
      .innerJoin('websites as w', 'w.id', 's.website_id')
      .where('s.owner_id', '=', scope.ownerId)
      .where('s.day', '>=', scope.start)
      .where('s.day', '<=', scope.end);
    if (scope.websiteId !== undefined) rows = rows.where('s.website_id', '=', scope.websiteId);
    const ranked = await rows
      .select([
        'w.id',
        'w.title',
        sql<number>`sum(s.pv)::int`.as('pv'),
        sql<number>`sum(s.uv)::int`.as('uv'),
        sql<number>`sum(s.share_num)::int`.as('share_num'),
      ])
      .groupBy(['w.id', 'w.title'])
      .orderBy(sql`sum(${sql.ref(`s.${sort}`)})`, 'desc')
      .orderBy('w.id', 'desc')
      .limit(query.limit)
      .execute();
    return ranked.map((row, index) => ({
      rank: index + 1,
      id: row.id,
      title: row.title,
      pv: Number(row.pv),
      uv: Number(row.uv),
      shareNum: Number(row.share_num),
    }));
  });

  function regions(scope: WebsiteScope) {
    let rows = db.selectFrom('website_region_stats').where('owner_id', '=', scope.ownerId).where('day', '>=', scope.start).where('day', '<=', scope.end);
    if (scope.websiteId !== undefined) rows = rows.where('website_id', '=', scope.websiteId);
    return rows;
  }

  route(app, 'GET /api/website/province', { summary: '访问地域：省份分布', tags: TAGS }, async ({ query, request }) => {
    const scope = await scopeOf(request, query);
    const rows = await regions(scope)
      .select(['province_code', sql<number>`sum(pv)::int`.as('pv'), sql<number>`sum(uv)::int`.as('uv')])
      .groupBy('province_code')
      .orderBy(sql`sum(pv)`, 'desc')
      .orderBy('province_code')
      .execute();
    return rows.map((row) => ({ code: row.province_code, name: provinceName(row.province_code), pv: Number(row.pv), uv: Number(row.uv) }));
  });

  async function cities(scope: WebsiteScope, limit: number, provinceCode?: number) {
    let rows = regions(scope);
    if (provinceCode !== undefined) rows = rows.where('province_code', '=', provinceCode);
    const list = await rows
      .select(['city_code', 'province_code', sql<number>`sum(pv)::int`.as('pv'), sql<number>`sum(uv)::int`.as('uv')])
      .groupBy(['city_code', 'province_code'])
      .orderBy(sql`sum(pv)`, 'desc')
      .orderBy('city_code')
      .limit(limit)
      .execute();
    return list.map((row) => ({
      code: row.city_code,
      name: cityName(row.city_code),
      provinceCode: row.province_code,
      provinceName: provinceName(row.province_code),
      pv: Number(row.pv),
      uv: Number(row.uv),
    }));
  }

  route(app, 'GET /api/website/city', { summary: '访问地域：城市排行（全国）', tags: TAGS }, async ({ query, request }) => {
    return await cities(await scopeOf(request, query), query.limit);
  });

  route(
    app,
    'GET /api/website/city/{id}',
    { summary: '访问地域：某省的城市分布（id 为省级行政区划代码，如 440000）', tags: TAGS },
    async ({ query, params: { id }, request }) => {
      if (!findProvince(id)) throw notFound();
      return await cities(await scopeOf(request, query), query.limit, id);
    },
  );

  route(app, 'GET /api/website/platform', { summary: '访问来源平台分布', tags: TAGS }, async ({ query, request }) => {
    const scope = await scopeOf(request, query);
    let rows = db.selectFrom('website_platform_stats').where('owner_id', '=', scope.ownerId).where('day', '>=', scope.start).where('day', '<=', scope.end);
    if (scope.websiteId !== undefined) rows = rows.where('website_id', '=', scope.websiteId);
    const list = await rows
      .select(['platform', sql<number>`sum(pv)::int`.as('pv'), sql<number>`sum(uv)::int`.as('uv')])
      .groupBy('platform')
      .execute();
    const total = list.reduce((sum, row) => sum + Number(row.pv), 0);
    const names = requestLocale(request) === 'en-US' ? PLATFORM_NAMES_EN : PLATFORM_NAMES;
    return list
      .map((row) => ({
        platform: row.platform,
        name: names[row.platform],
        pv: Number(row.pv),
        uv: Number(row.uv),
        ratio: total === 0 ? 0 : Math.round((Number(row.pv) / total) * 1000) / 10,
      }))
      .sort((a, b) => b.pv - a.pv || a.platform.localeCompare(b.platform));
  });
}
