/** /api/statistics/twzb/*: the text-image live data screen (totals, lines, regions, platforms, ranking, export). */
import {
  STAT_DEFAULT_DAYS,
  statCity,
  statExportQuery,
  statLine,
  statPlatformShare,
  statProvince,
  statProvinceParams,
  statTwzbCityQuery,
  statTwzbIncrease,
  statTwzbQuery,
  statTwzbRank,
  statTwzbRankQuery,
  statTwzbTotal,
} from '@greenroom/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, ok } from '../../lib/envelope';
import { findProvince } from '../../lib/regions';
import { currentUserId } from '../../lib/session';
import {
  breakdown,
  cityRows,
  compare,
  dailyTotals,
  dayLine,
  instants,
  type Metric,
  PLATFORM_NAMES,
  PLATFORMS,
  percent,
  previousRange,
  provinceRows,
  rankActivities,
  resolveRange,
  STAT_PRODUCT,
  type StatScope,
  sumTotals,
  zeroFill,
} from '../../lib/stats';
import { parseInput } from '../../lib/validate';
import { sendXlsx } from '../../lib/xlsx';
import { AUDIENCE_EXPORT_COLUMNS, audienceRows } from './audience';
import { assertTwzbActivity, chinaDateTime, exportOwner, TAGS, twzbTitles, XLSX_TYPE } from './common';

const TWZB = STAT_PRODUCT.twzb;

export async function twzbStatRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  /** Parses a ranged query, checks the activity and freshens the rollup. */
  async function prepare<S extends z.ZodType<{ startTime?: string; endTime?: string; activityId?: number }>>(request: FastifyRequest, schema: S) {
    const query = parseInput(schema, request.query);
    const ownerId = currentUserId(request);
    await assertTwzbActivity(db, ownerId, query.activityId);
    const scope: StatScope = { ownerId, product: TWZB, activityId: query.activityId };
    return { query, ownerId, scope, range: resolveRange(query, ctx.now(), STAT_DEFAULT_DAYS) };
  }

  app.get(
    '/twzb/total',
    { config: { openapi: { summary: '图文直播累计数据（全部时间；activityId 为单个活动）', tags: TAGS, query: statTwzbQuery, response: statTwzbTotal } } },
    async (request) => {
      const { ownerId, scope } = await prepare(request, statTwzbQuery);
      const totals = await sumTotals(db, scope);
      const [owner, groups] = await Promise.all([
        db.selectFrom('audience_owner_stats').select('member_count').where('owner_id', '=', ownerId).executeTakeFirst(),
        db.selectFrom('twzb_groups').select(sql<number>`count(*)::int`.as('n')).where('owner_id', '=', ownerId).executeTakeFirstOrThrow(),
      ]);
      return ok({
        activityNum: totals.created,
        groupNum: scope.activityId === undefined ? Number(groups.n) : 0,
        pv: totals.pv,
        uv: totals.uv,
        shareNum: totals.shares,
        participantNum: scope.activityId === undefined ? (owner?.member_count ?? 0) : totals.new_members,
        watchSeconds: totals.watch_seconds,
      });
    },
  );

  app.get(
    '/twzb/increase',
    { config: { openapi: { summary: '图文直播新增数据（本期与上一等长周期对比）', tags: TAGS, query: statTwzbQuery, response: statTwzbIncrease } } },
    async (request) => {
      const { scope, range } = await prepare(request, statTwzbQuery);
      const previous = previousRange(range);
      const [now, before] = await Promise.all([sumTotals(db, scope, range), sumTotals(db, scope, previous)]);
      return ok({
        startTime: range.start,
        endTime: range.end,
        previousStartTime: previous.start,
        previousEndTime: previous.end,
        activityNum: compare(now.created, before.created),
        participantNum: compare(now.new_members, before.new_members),
        pv: compare(now.pv, before.pv),
        uv: compare(now.uv, before.uv),
        shareNum: compare(now.shares, before.shares),
      });
    },
  );

  const lines: [string, string, Metric][] = [
    ['/twzb/activityCreateLine', '每日新建图文直播活动数', 'created'],
    ['/twzb/pvLine', '每日浏览量（PV）', 'pv'],
    ['/twzb/uvLine', '每日访客数（UV，按日去重）', 'uv'],
    ['/twzb/shareNumLine', '每日分享次数', 'shares'],
  ];
  for (const [path, summary, metric] of lines) {
    app.get(path, { config: { openapi: { summary, tags: TAGS, query: statTwzbQuery, response: statLine } } }, async (request) => {
      const { scope, range } = await prepare(request, statTwzbQuery);
      return ok(await dayLine(db, scope, range, metric));
    });
  }

  app.get(
    '/twzb/gatherCreateLine',
    { config: { openapi: { summary: '每日新建聚合分组数（图文直播分组）', tags: TAGS, query: statTwzbQuery, response: statLine } } },
    async (request) => {
      const { ownerId, range } = await prepare(request, statTwzbQuery);
      const { from, to } = instants(range);
      const rows = await sql<{ day: string; value: number }>`
        select stat_day(created_at)::text as day, count(*)::int as value from twzb_groups
        where owner_id = ${ownerId} and created_at >= ${from} and created_at < ${to} group by 1`.execute(db);
      return ok(zeroFill(range, rows.rows));
    },
  );

  app.get(
    '/twzb/activityPvUvRank',
    { config: { openapi: { summary: '活动浏览量 / 访客数排行', tags: TAGS, query: statTwzbRankQuery, response: statTwzbRank } } },
    async (request) => {
      const query = parseInput(statTwzbRankQuery, request.query);
      const ownerId = currentUserId(request);
      const range = resolveRange(query, ctx.now(), STAT_DEFAULT_DAYS);
      const metric = query.sort === 'uv' ? 'uv' : query.sort === 'shareNum' ? 'shares' : 'pv';
      const rows = await rankActivities(db, { ownerId, product: TWZB }, range, metric, query.limit);
      const titles = await twzbTitles(
        db,
        ownerId,
        rows.map((row) => row.activityId),
      );
      return ok(
        rows.map((row, index) => ({
          rank: index + 1,
          id: row.activityId,
          title: titles.get(row.activityId) ?? '已删除的活动',
          pv: row.pv,
          uv: row.uv,
          shareNum: row.shares,
        })),
      );
    },
  );

  app.get(
    '/twzb/province',
    { config: { openapi: { summary: '观众省份分布（按访客数从多到少）', tags: TAGS, query: statTwzbQuery, response: statProvince } } },
    async (request) => {
      const { scope, range } = await prepare(request, statTwzbQuery);
      const rows = provinceRows(await breakdown(db, scope, range, 'province', { orderBy: 'uv' }));
      const uv = rows.reduce((sum, row) => sum + row.totals.uv, 0);
      return ok(rows.map((row) => ({ code: row.code, name: row.name, pv: row.totals.pv, uv: row.totals.uv, ratio: percent(row.totals.uv, uv) })));
    },
  );

  const cityAnswer = (rows: ReturnType<typeof cityRows>, uvTotal: number) =>
    rows.map((row) => ({
      code: row.code,
      name: row.name,
      provinceCode: row.provinceCode,
      provinceName: row.provinceName,
      pv: row.totals.pv,
      uv: row.totals.uv,
      ratio: percent(row.totals.uv, uvTotal),
    }));

  app.get(
    '/twzb/city',
    { config: { openapi: { summary: '观众城市排行（按访客数）', tags: TAGS, query: statTwzbCityQuery, response: statCity } } },
    async (request) => {
      const { scope, range, query } = await prepare(request, statTwzbCityQuery);
      const { limit } = query;
      const [rows, totals] = await Promise.all([breakdown(db, scope, range, 'city', { orderBy: 'uv', limit }), sumTotals(db, scope, range)]);
      return ok(cityAnswer(cityRows(rows), totals.uv));
    },
  );

  app.get(
    '/twzb/city/:id',
    {
      config: {
        openapi: { summary: '某省观众的城市分布（id 为省份代码）', tags: TAGS, params: statProvinceParams, query: statTwzbCityQuery, response: statCity },
      },
    },
    async (request) => {
      const { id } = parseInput(statProvinceParams, request.params);
      if (!findProvince(id)) throw badRequest('参数错误：id 不是有效的省份代码');
      const { scope, range, query } = await prepare(request, statTwzbCityQuery);
      const { limit } = query;
      const rows = cityRows(await breakdown(db, scope, range, 'city', { orderBy: 'uv', provinceCode: id, limit }));
      const uv = rows.reduce((sum, row) => sum + row.totals.uv, 0);
      return ok(cityAnswer(rows, uv));
    },
  );

  app.get(
    '/twzb/platformParticipant',
    { config: { openapi: { summary: '观众来源平台分布（微信、H5、PC、App）', tags: TAGS, query: statTwzbQuery, response: statPlatformShare } } },
    async (request) => {
      const { scope, range } = await prepare(request, statTwzbQuery);
      const rows = await breakdown(db, scope, range, 'platform', { orderBy: 'uv' });
      const byPlatform = new Map(rows.map((row) => [row.code, row.totals]));
      const uv = rows.reduce((sum, row) => sum + row.totals.uv, 0);
      return ok(
        PLATFORMS.map((platform) => {
          const totals = byPlatform.get(platform);
          return { platform, name: PLATFORM_NAMES[platform] ?? '', pv: totals?.pv ?? 0, uv: totals?.uv ?? 0, ratio: percent(totals?.uv ?? 0, uv) };
        }),
      );
    },
  );

  app.get(
    '/twzb/exportExcel',
    {
      config: {
        // A download link: a valid export token stands in for the session (see /twzb/excel/token).
        public: true,
        openapi: { summary: '导出图文直播每日数据或观众列表（XLSX）', tags: TAGS, query: statExportQuery, file: XLSX_TYPE },
      },
    },
    async (request, reply) => {
      const query = parseInput(statExportQuery, request.query);
      const ownerId = await exportOwner(ctx, request, query.token);
      await assertTwzbActivity(db, ownerId, query.activityId);
      if (query.type === 'user') {
        const filters = {
          keyword: query.keyword,
          tagId: query.tagId,
          platform: query.platform,
          provinceId: query.provinceId,
          activityId: query.activityId,
          startTime: query.startTime,
          endTime: query.endTime,
        };
        const rows = await audienceRows(ctx, ownerId, filters);
        return sendXlsx(reply, `观众列表_${chinaDateTime(ctx.now()).slice(0, 10)}`, '观众列表', AUDIENCE_EXPORT_COLUMNS, rows);
      }
      const range = resolveRange(query, ctx.now(), STAT_DEFAULT_DAYS);
      const days = await dailyTotals(db, { ownerId, product: TWZB, activityId: query.activityId }, range);
      return sendXlsx(reply, `图文直播数据_${range.start}_${range.end}`, '每日数据', TWZB_DAY_COLUMNS, days);
    },
  );
}

type Day = { date: string; totals: Awaited<ReturnType<typeof sumTotals>> };
const TWZB_DAY_COLUMNS = [
  { header: '日期', width: 14, value: (row: Day) => row.date },
  { header: '浏览量（PV）', value: (row: Day) => row.totals.pv },
  { header: '访客数（UV）', value: (row: Day) => row.totals.uv },
  { header: '分享次数', value: (row: Day) => row.totals.shares },
  { header: '新建活动数', value: (row: Day) => row.totals.created },
  { header: '新增观众数', value: (row: Day) => row.totals.new_members },
  { header: '观看时长（分钟）', value: (row: Day) => Math.round(row.totals.watch_seconds / 60) },
];
