/**
 * GET /api/website/exportExcel: one XLSX row per micro-website with its visits in the range,
 * streamed (exceljs). Everything that can fail is checked before the first byte.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import { sendXlsx } from '../../lib/xlsx';
import { websiteScope } from './websiteStats';

const STATUS_TEXT = { 0: '未发布', 1: '已发布' } as const;

export async function websiteExportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  route(
    app,
    'GET /api/website/exportExcel',
    { summary: '导出微站数据（XLSX：每个微站在统计区间内的浏览、访客、分享）', tags: ['website'] },
    async ({ query, request, reply }) => {
      // Everything that can fail is checked before the first byte is streamed.
      const scope = await websiteScope(ctx, request, query);
      let sites = db
        .selectFrom('websites as w')
        .leftJoin(
          (eb) =>
            eb
              .selectFrom('website_daily_stats')
              .select(['website_id', sql<number>`sum(pv)::int`.as('pv'), sql<number>`sum(uv)::int`.as('uv'), sql<number>`sum(share_num)::int`.as('share_num')])
              .where('owner_id', '=', scope.ownerId)
              .where('day', '>=', scope.start)
              .where('day', '<=', scope.end)
              .groupBy('website_id')
              .as('s'),
          (join) => join.onRef('s.website_id', '=', 'w.id'),
        )
        .select(['w.id', 'w.title', 'w.status', 'w.created_at', 's.pv', 's.uv', 's.share_num'])
        .where('w.owner_id', '=', scope.ownerId);
      if (scope.websiteId !== undefined) sites = sites.where('w.id', '=', scope.websiteId);
      const rows = await sites.orderBy('w.created_at', 'desc').orderBy('w.id', 'desc').execute();
      type Row = (typeof rows)[number];
      return sendXlsx<Row>(
        reply,
        `微站数据_${scope.start}_${scope.end}`,
        '微站数据',
        [
          { header: '微站名称', width: 36, value: (row) => row.title },
          { header: '状态', width: 10, value: (row) => STATUS_TEXT[row.status] },
          { header: '创建时间', width: 20, value: (row) => row.created_at },
          { header: '浏览量（PV）', value: (row) => Number(row.pv ?? 0) },
          { header: '访客数（UV）', value: (row) => Number(row.uv ?? 0) },
          { header: '分享次数', value: (row) => Number(row.share_num ?? 0) },
          { header: '统计区间', width: 24, value: () => `${scope.start} 至 ${scope.end}` },
        ],
        rows,
      );
    },
  );
}
