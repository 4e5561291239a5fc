/** /api/statistics/twzb/*: the text-image live data screen (totals, lines, regions, platforms, ranking, export). */
import type { statExportQuery } from '@greenroom/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { instants, zeroFill } from '../../lib/ranges';
import { route } from '../../lib/route';
import { sendXlsx, type XlsxColumn } from '../../lib/xlsx';
import { AUDIENCE_EXPORT_COLUMNS, audienceRows } from './audience';
import { assertTwzbActivity, chinaDateTime, TAGS } from './common';
import { STAT_PRODUCT } from './rollup';
import { DAY_COLUMN, rankTwzbActivities, type StatDay, statRoutes, VIEW_COLUMNS } from './routes';

const TWZB = STAT_PRODUCT.twzb;

export async function twzbStatRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  /** `/twzb/exportExcel?type=user`: the audience list, filtered as in userManage/list. */
  async function sendAudience(query: z.output<typeof statExportQuery>, ownerId: number, reply: FastifyReply) {
    const { keyword, tagId, platform, provinceId, activityId, startTime, endTime } = query;
    const rows = await audienceRows(ctx, ownerId, { keyword, tagId, platform, provinceId, activityId, startTime, endTime });
    return sendXlsx(reply, `观众列表_${chinaDateTime(ctx.now()).slice(0, 10)}`, '观众列表', AUDIENCE_EXPORT_COLUMNS, rows);
  }

  const { prepare } = statRoutes(app, ctx, {
    base: '/twzb',
    product: TWZB,
    activityKey: 'activityId',
    assertActivity: assertTwzbActivity,
    total: {
      path: '/total',
      summary: '图文直播累计数据（全部时间；activityId 为单个活动）',
      allTime: true,
      answer: async (totals, { ownerId, scope }) => {
        const [owner, groups] = await Promise.all([
          db.selectFrom('audience_owner_stats').select('member_count').where('owner_id', '=', ownerId).executeTakeFirst(),
          db.selectFrom('twzb_groups').select(sql<number>`count(*)::int`.as('n')).where('owner_id', '=', ownerId).executeTakeFirstOrThrow(),
        ]);
        return {
          activityNum: totals.created,
          groupNum: scope.activityId === undefined ? Number(groups.n) : 0,
          pv: totals.pv,
          uv: totals.uv,
          shareNum: totals.shares,
          participantNum: scope.activityId === undefined ? (owner?.member_count ?? 0) : totals.new_members,
          watchSeconds: totals.watch_seconds,
        };
      },
    },
    increase: {
      summary: '图文直播新增数据（本期与上一等长周期对比）',
      figures: { activityNum: 'created', participantNum: 'new_members', pv: 'pv', uv: 'uv', shareNum: 'shares' },
    },
    lines: [
      ['/activityCreateLine', '每日新建图文直播活动数', 'created'],
      ['/pvLine', '每日浏览量（PV）', 'pv'],
      ['/uvLine', '每日访客数（UV，按日去重）', 'uv'],
      ['/shareNumLine', '每日分享次数', 'shares'],
    ],
    regions: {
      figures: { pv: 'pv', uv: 'uv' },
      share: 'uv',
      province: { path: '/province', summary: '观众省份分布（按访客数从多到少）' },
      platform: { path: '/platformParticipant', summary: '观众来源平台分布（微信、H5、PC、App）' },
      cities: [
        { path: '/city', summary: '观众城市排行（按访客数）' },
        { path: '/city/{id}', summary: '某省观众的城市分布（id 为省份代码）' },
      ],
    },
    export: {
      summary: '导出图文直播每日数据或观众列表（XLSX）',
      title: '图文直播数据',
      columns: TWZB_DAY_COLUMNS,
      instead: (query: z.output<typeof statExportQuery>, ownerId, reply) => (query.type === 'user' ? sendAudience(query, ownerId, reply) : undefined),
    },
  });

  route(app, 'GET /api/statistics/twzb/gatherCreateLine', { summary: '每日新建聚合分组数（图文直播分组）', tags: TAGS }, async ({ query, request }) => {
    const { ownerId, range } = await prepare(request, query);
    const { from, to } = instants(range);
    const rows = await sql<{ day: string; value: number }>`
        select stat_day(created_at)::text as day, count(*)::int as value from twzb_groups
        where owner_id = ${ownerId} and created_at >= ${from} and created_at < ${to} group by 1`.execute(db);
    return zeroFill(range, rows.rows);
  });

  route(app, 'GET /api/statistics/twzb/activityPvUvRank', { summary: '活动浏览量 / 访客数排行', tags: TAGS }, async ({ query, request }) => {
    const { ownerId, range } = await prepare(request, query);
    const metric = query.sort === 'uv' ? 'uv' : query.sort === 'shareNum' ? 'shares' : 'pv';
    const rows = await rankTwzbActivities(db, { ownerId, product: TWZB }, range, metric, query.limit);
    return rows.map((row) => ({ rank: row.rank, id: row.activityId, title: row.title, pv: row.pv, uv: row.uv, shareNum: row.shares }));
  });
}

const TWZB_DAY_COLUMNS: XlsxColumn<StatDay>[] = [
  DAY_COLUMN,
  ...VIEW_COLUMNS,
  { header: '新建活动数', value: (row) => row.totals.created },
  { header: '新增观众数', value: (row) => row.totals.new_members },
  { header: '观看时长（分钟）', value: (row) => Math.round(row.totals.watch_seconds / 60) },
];
