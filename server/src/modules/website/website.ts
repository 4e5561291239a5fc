/**
 * Base /api/website (SPEC §7): the account's micro-websites — list and delete here, the
 * statistics (/stat/total … /platform) in ./websiteStats, the XLSX export in ./websiteExport. Totals on the list come from the
 * daily rollups, so the list and the charts always agree.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { createdWithin, deleteOwned, iso, pageOf, withKeyword } from '../../lib/listing';
import { route } from '../../lib/route';
import { currentUserId } from '../../lib/session';
import { websiteExportRoutes } from './websiteExport';
import { websiteStatRoutes } from './websiteStats';

export const WEBSITE_TAGS = ['website'];
export const WEBSITE_STATUS_TEXT = { 0: '未发布', 1: '已发布' } as const;

export async function websiteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  route(app, 'GET /api/website/list', { summary: '微站列表', tags: WEBSITE_TAGS }, async ({ query, request }) => {
    let rows = db.selectFrom('websites as w').where('w.owner_id', '=', currentUserId(request));
    rows = rows.$call(withKeyword(query.keyword, 'w.title'));
    if (query.status !== undefined) rows = rows.where('w.status', '=', query.status);
    rows = rows.$call(createdWithin('w.created_at', query));
    const page = await pageOf(rows, query, (filtered) =>
      filtered
        .selectAll('w')
        .select((eb) => [
          eb.selectFrom('website_daily_stats as s').select(sql<number>`coalesce(sum(s.pv), 0)::int`.as('v')).whereRef('s.website_id', '=', 'w.id').as('pv'),
          eb.selectFrom('website_daily_stats as s').select(sql<number>`coalesce(sum(s.uv), 0)::int`.as('v')).whereRef('s.website_id', '=', 'w.id').as('uv'),
          eb
            .selectFrom('website_daily_stats as s')
            .select(sql<number>`coalesce(sum(s.share_num), 0)::int`.as('v'))
            .whereRef('s.website_id', '=', 'w.id')
            .as('share_num'),
        ])
        .orderBy('w.created_at', 'desc')
        .orderBy('w.id', 'desc'),
    );
    return {
      ...page,
      list: page.list.map((row) => ({
        id: row.id,
        title: row.title,
        coverUrl: row.cover_url,
        template: row.template,
        status: row.status,
        statusText: WEBSITE_STATUS_TEXT[row.status],
        pv: Number(row.pv ?? 0),
        uv: Number(row.uv ?? 0),
        shareNum: Number(row.share_num ?? 0),
        createdAt: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
        publishedAt: iso(row.published_at),
      })),
    };
  });

  route(app, 'DELETE /api/website/{id}', { summary: '删除微站（连同其统计数据）', tags: WEBSITE_TAGS }, async ({ params: { id }, request }) => {
    await deleteOwned(db, 'websites', id, currentUserId(request));
    return { id };
  });

  await websiteStatRoutes(app, ctx);
  await websiteExportRoutes(app, ctx);
}
