/** /api/statistics/shop/*: the live shop data screen — orders, amounts, refunds, rankings and buyers. */
import {
  STAT_DEFAULT_DAYS,
  statLine,
  statShopBuyerRatio,
  statShopExportQuery,
  statShopIncrease,
  statShopLineQuery,
  statShopQuery,
  statShopRank,
  statShopRankQuery,
  statShopTotal,
} from '@greenroom/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { currentUserId } from '../../lib/session';
import {
  breakdown,
  compare,
  dailyTotals,
  dayLine,
  instants,
  type Metric,
  PLATFORM_NAMES,
  PLATFORMS,
  percent,
  previousRange,
  rankActivities,
  resolveRange,
  STAT_PRODUCT,
  type StatScope,
  sumTotals,
  type Totals,
} from '../../lib/stats';
import { parseInput } from '../../lib/validate';
import { sendXlsx, type XlsxColumn } from '../../lib/xlsx';
import { assertTwzbActivity, exportOwner, TAGS, twzbTitles, XLSX_TYPE, yuan } from './common';

const SHOP = STAT_PRODUCT.shop;

const LINE_METRIC: Record<string, Metric> = { count: 'orders', amount: 'order_amount', refund: 'refunds', refundAmount: 'refund_amount', buyer: 'buyers' };

export async function shopStatRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  async function prepare<S extends z.ZodType<{ startTime?: string; endTime?: string; activityId?: number }>>(request: FastifyRequest, schema: S) {
    const query = parseInput(schema, request.query);
    const ownerId = currentUserId(request);
    await assertTwzbActivity(db, ownerId, query.activityId);
    const scope: StatScope = { ownerId, product: SHOP, activityId: query.activityId };
    return { query, ownerId, scope, range: resolveRange(query, ctx.now(), STAT_DEFAULT_DAYS) };
  }

  app.get(
    '/shop/total',
    { config: { openapi: { summary: '直播带货累计数据（全部时间）', tags: TAGS, query: statShopQuery, response: statShopTotal } } },
    async (request) => {
      const { scope } = await prepare(request, statShopQuery);
      const totals = await sumTotals(db, scope);
      return ok({
        orderNum: totals.orders,
        orderAmount: totals.order_amount,
        buyerNum: totals.buyers,
        refundNum: totals.refunds,
        refundAmount: totals.refund_amount,
        avgOrderAmount: totals.orders > 0 ? Math.round(totals.order_amount / totals.orders) : 0,
      });
    },
  );

  app.get(
    '/shop/increase',
    { config: { openapi: { summary: '直播带货新增数据（本期与上一等长周期对比）', tags: TAGS, query: statShopQuery, response: statShopIncrease } } },
    async (request) => {
      const { scope, range } = await prepare(request, statShopQuery);
      const previous = previousRange(range);
      const [now, before] = await Promise.all([sumTotals(db, scope, range), sumTotals(db, scope, previous)]);
      return ok({
        startTime: range.start,
        endTime: range.end,
        previousStartTime: previous.start,
        previousEndTime: previous.end,
        orderNum: compare(now.orders, before.orders),
        orderAmount: compare(now.order_amount, before.order_amount),
        buyerNum: compare(now.buyers, before.buyers),
        refundNum: compare(now.refunds, before.refunds),
        refundAmount: compare(now.refund_amount, before.refund_amount),
      });
    },
  );

  app.get(
    '/shop/orderLine',
    {
      config: {
        openapi: { summary: '每日订单数 / 成交金额 / 退款 / 下单人数（type 选择指标）', tags: TAGS, query: statShopLineQuery, response: statLine },
      },
    },
    async (request) => {
      const { scope, range, query } = await prepare(request, statShopLineQuery);
      return ok(await dayLine(db, scope, range, LINE_METRIC[query.type ?? 'count'] ?? 'orders'));
    },
  );

  app.get(
    '/shop/rank',
    { config: { openapi: { summary: '成交金额排行（按直播间或按商品）', tags: TAGS, query: statShopRankQuery, response: statShopRank } } },
    async (request) => {
      const query = parseInput(statShopRankQuery, request.query);
      const ownerId = currentUserId(request);
      const range = resolveRange(query, ctx.now(), STAT_DEFAULT_DAYS);
      if (query.by === 'goods') {
        const { from, to } = instants(range);
        const rows = await sql<{ name: string; n: number; amount: string }>`
          select goods_name as name, count(*)::int as n, sum(amount)::bigint as amount from audience_orders
          where owner_id = ${ownerId} and order_type = 1 and paid_at >= ${from} and paid_at < ${to}
          group by goods_name order by amount desc, name limit ${query.limit}`.execute(db);
        return ok(rows.rows.map((row, index) => ({ rank: index + 1, id: 0, name: row.name, orderNum: Number(row.n), orderAmount: Number(row.amount) })));
      }
      const rows = await rankActivities(db, { ownerId, product: SHOP }, range, 'order_amount', query.limit);
      const titles = await twzbTitles(
        db,
        ownerId,
        rows.map((row) => row.activityId),
      );
      return ok(
        rows.map((row, index) => ({
          rank: index + 1,
          id: row.activityId,
          name: titles.get(row.activityId) ?? '已删除的活动',
          orderNum: row.orders,
          orderAmount: row.orderAmount,
        })),
      );
    },
  );

  app.get(
    '/shop/buyerRatio',
    { config: { openapi: { summary: '购买转化率与下单人数的平台分布', tags: TAGS, query: statShopQuery, response: statShopBuyerRatio } } },
    async (request) => {
      const { scope, range } = await prepare(request, statShopQuery);
      const [shop, viewers, platforms] = await Promise.all([
        sumTotals(db, scope, range),
        sumTotals(db, { ...scope, product: STAT_PRODUCT.twzb }, range),
        breakdown(db, scope, range, 'platform', { orderBy: 'buyers' }),
      ]);
      const byPlatform = new Map(platforms.map((row) => [row.code, row.totals.buyers]));
      const buyers = platforms.reduce((sum, row) => sum + row.totals.buyers, 0);
      return ok({
        startTime: range.start,
        endTime: range.end,
        buyerNum: shop.buyers,
        viewerNum: viewers.uv,
        ratio: percent(shop.buyers, viewers.uv),
        platform: PLATFORMS.map((platform) => ({
          platform,
          name: PLATFORM_NAMES[platform] ?? '',
          buyerNum: byPlatform.get(platform) ?? 0,
          ratio: percent(byPlatform.get(platform) ?? 0, buyers),
        })),
      });
    },
  );

  app.get(
    '/shop/exportExcel',
    { config: { public: true, openapi: { summary: '导出直播带货每日数据（XLSX）', tags: TAGS, query: statShopExportQuery, file: XLSX_TYPE } } },
    async (request, reply) => {
      const query = parseInput(statShopExportQuery, request.query);
      const ownerId = await exportOwner(ctx, request, query.token);
      await assertTwzbActivity(db, ownerId, query.activityId);
      const range = resolveRange(query, ctx.now(), STAT_DEFAULT_DAYS);
      const days = await dailyTotals(db, { ownerId, product: SHOP, activityId: query.activityId }, range);
      return sendXlsx(reply, `直播带货数据_${range.start}_${range.end}`, '每日数据', SHOP_DAY_COLUMNS, days);
    },
  );
}

type Day = { date: string; totals: Totals };
const SHOP_DAY_COLUMNS: XlsxColumn<Day>[] = [
  { header: '日期', width: 14, value: (row) => row.date },
  { header: '订单数', value: (row) => row.totals.orders },
  { header: '成交金额（元）', value: (row) => yuan(row.totals.order_amount) },
  { header: '下单人数', value: (row) => row.totals.buyers },
  { header: '客单价（元）', value: (row) => (row.totals.orders > 0 ? yuan(Math.round(row.totals.order_amount / row.totals.orders)) : 0) },
  { header: '退款单数', value: (row) => row.totals.refunds },
  { header: '退款金额（元）', value: (row) => yuan(row.totals.refund_amount) },
];
