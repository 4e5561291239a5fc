/**
 * /api/statistics/photo/*: the cloud-photography (photo live) data screen — album views, shares,
 * uploads and downloads over time, provinces, platforms, the album ranking and the daily export.
 * Not named by SPEC §7 (see server/docs/statistics.md); built like the others on `statRoutes`, over
 * product 4 of the rollup (source: photo_stat_events, migration 0012).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/envelope';
import { route } from '../../lib/route';
import type { XlsxColumn } from '../../lib/xlsx';
import { TAGS } from './common';
import { rankActivities, STAT_PRODUCT } from './rollup';
import { DAY_COLUMN, type StatDay, statRoutes, VIEW_COLUMNS } from './routes';

const PHOTO = STAT_PRODUCT.photo;

/** Throws 404 unless the photo-live album belongs to the owner. */
export async function assertPhotoActivity(db: Kysely<Database>, ownerId: number, activityId: number | undefined): Promise<void> {
  if (activityId === undefined) return;
  const row = await db.selectFrom('photo_activities').select('id').where('id', '=', activityId).where('owner_id', '=', ownerId).executeTakeFirst();
  if (!row) throw notFound();
}

const RANK_METRIC = { pv: 'pv', uv: 'uv', uploadNum: 'uploads', downloadNum: 'downloads' } as const;

export async function photoStatRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  const { prepare } = statRoutes(app, ctx, {
    base: '/photo',
    product: PHOTO,
    activityKey: 'activityId',
    assertActivity: assertPhotoActivity,
    total: {
      path: '/total',
      summary: '云摄影累计数据（全部时间；activityId 为单个相册）',
      allTime: true,
      answer: async (totals, { ownerId, scope }) => {
        const albums =
          scope.activityId === undefined
            ? await db.selectFrom('photo_activities').select(sql<number>`count(*)::int`.as('n')).where('owner_id', '=', ownerId).executeTakeFirstOrThrow()
            : { n: 1 };
        return {
          albumNum: Number(albums.n),
          pv: totals.pv,
          uv: totals.uv,
          shareNum: totals.shares,
          uploadNum: totals.uploads,
          downloadNum: totals.downloads,
        };
      },
    },
    increase: {
      summary: '云摄影新增数据（本期与上一等长周期对比）',
      figures: { pv: 'pv', uv: 'uv', shareNum: 'shares', uploadNum: 'uploads', downloadNum: 'downloads' },
    },
    lines: [
      ['/pvLine', '每日相册浏览量（PV）', 'pv'],
      ['/uvLine', '每日相册访客数（UV，按日去重）', 'uv'],
      ['/uploadLine', '每日上传照片数', 'uploads'],
      ['/downloadLine', '每日下载照片数', 'downloads'],
    ],
    regions: {
      figures: { pv: 'pv', uv: 'uv' },
      share: 'uv',
      province: { path: '/province', summary: '相册访客省份分布（按访客数从多到少）' },
      platform: { path: '/platform', summary: '相册访客来源平台分布（微信、H5、PC、App）' },
      cities: [],
    },
    export: { summary: '导出云摄影每日数据（XLSX）', title: '云摄影数据', columns: PHOTO_DAY_COLUMNS },
  });

  route(app, 'GET /api/statistics/photo/rank', { summary: '相册排行（浏览量、访客数、上传数或下载数）', tags: TAGS }, async ({ query, request }) => {
    const { ownerId, range } = await prepare(request, query);
    const rows = await rankActivities(db, { ownerId, product: PHOTO }, range, RANK_METRIC[query.sort ?? 'pv'], query.limit);
    const ids = [...new Set(rows.map((row) => row.activityId))];
    const titles = new Map(
      ids.length === 0
        ? []
        : (await db.selectFrom('photo_activities').select(['id', 'title']).where('owner_id', '=', ownerId).where('id', 'in', ids).execute()).map((row) => [
            row.id,
            row.title,
          ]),
    );
    return rows.map((row, index) => ({
      rank: index + 1,
      id: row.activityId,
      title: titles.get(row.activityId) ?? '已删除的相册',
      pv: row.pv,
      uv: row.uv,
      uploadNum: row.uploads,
      downloadNum: row.downloads,
    }));
  });
}

const PHOTO_DAY_COLUMNS: XlsxColumn<StatDay>[] = [
  DAY_COLUMN,
  ...VIEW_COLUMNS,
  { header: '上传照片数', value: (row) => row.totals.uploads },
  { header: '下载照片数', value: (row) => row.totals.downloads },
];
