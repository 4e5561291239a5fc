/** /api/statistics/shop/*: the live shop data screen — orders, amounts, refunds, rankings and buyers. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { type DayRange, instants, percent } from '../../lib/ranges';
import { route } from '../../lib/route';
import type { XlsxColumn } from '../../lib/xlsx';
import { assertTwzbActivity, TAGS, yuan } from './common';
import { dayLine, type Metric, STAT_PRODUCT, sumTotals } from './rollup';
import { DAY_COLUMN, platformShares, rankTwzbActivities, type StatDay, statRoutes } from './routes';

const SHOP = STAT_PRODUCT.shop;

const LINE_METRIC: Record<string, Metric> = { count: 'orders', amount: 'order_amount', refund: 'refunds', refundAmount: 'refund_amount', buyer: 'buyers' };

export async function shopStatRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  /**
   * Buyers of the range (distinct members with a paid goods order in it, of one activity when
   * given) and how many of them are new: no paid goods order with this owner before the range.
   */
  async function buyerSplit(ownerId: number, range: DayRange, activityId?: number): Promise<{ total: number; fresh: number }> {
    const { from, to } = instants(range);
    const only = activityId === undefined ? sql`` : sql` and o.activity_id = ${activityId}`;
    const result = await sql<{ total: number; fresh: number }>`
      select count(*)::int as total,
        count(*) filter (where not exists (
          select 1 from audience_orders p
          where p.member_id = b.member_id and p.order_type = 1 and p.paid_at < ${from} and p.owner_id = ${ownerId}
        ))::int as fresh
      from (
        select distinct o.member_id from audience_orders o
        where o.owner_id = ${ownerId} and o.order_type = 1 and o.paid_at >= ${from} and o.paid_at < ${to}${only}
      ) b`.execute(db);
    const row = result.rows[0];
    return { total: Number(row?.total ?? 0), fresh: Number(row?.fresh ?? 0) };
  }

  const { prepare } = statRoutes(app, ctx, {
    base: '/shop',
    product: SHOP,
    activityKey: 'activityId',
    assertActivity: assertTwzbActivity,
    total: {
      path: '/total',
      summary: '直播带货累计数据（全部时间）',
      allTime: true,
      answer: (totals) => ({
        orderNum: totals.orders,
        orderAmount: totals.order_amount,
        buyerNum: totals.buyers,
        refundNum: totals.refunds,
        refundAmount: totals.refund_amount,
        avgOrderAmount: totals.orders > 0 ? Math.round(totals.order_amount / totals.orders) : 0,
      }),
    },
    increase: {
      summary: '直播带货新增数据（本期与上一等长周期对比）',
      figures: { orderNum: 'orders', orderAmount: 'order_amount', buyerNum: 'buyers', refundNum: 'refunds', refundAmount: 'refund_amount' },
    },
    export: { summary: '导出直播带货每日数据（XLSX）', title: '直播带货数据', columns: SHOP_DAY_COLUMNS },
  });

  route(
    app,
    'GET /api/statistics/shop/orderLine',
    { summary: '每日订单数 / 成交金额 / 退款 / 下单人数（type 选择指标）', tags: TAGS },
    async ({ query, request }) => {
      const { scope, range } = await prepare(request, query);
      return await dayLine(db, scope, range, LINE_METRIC[query.type ?? 'count'] ?? 'orders');
    },
  );

  route(app, 'GET /api/statistics/shop/rank', { summary: '成交金额排行（按直播间或按商品）', tags: TAGS }, async ({ query, request }) => {
    const { ownerId, range } = await prepare(request, query);
    if (query.by === 'goods') {
      const { from, to } = instants(range);
      const rows = await sql<{ name: string; n: number; amount: string }>`
          select goods_name as name, count(*)::int as n, sum(amount)::bigint as amount from audience_orders
          where owner_id = ${ownerId} and order_type = 1 and paid_at >= ${from} and paid_at < ${to}
          group by goods_name order by amount desc, name limit ${query.limit}`.execute(db);
      return rows.rows.map((row, index) => ({ rank: index + 1, id: 0, name: row.name, orderNum: Number(row.n), orderAmount: Number(row.amount) }));
    }
    const rows = await rankTwzbActivities(db, { ownerId, product: SHOP }, range, 'order_amount', query.limit);
    return rows.map((row) => ({ rank: row.rank, id: row.activityId, name: row.title, orderNum: row.orders, orderAmount: row.orderAmount }));
  });

  route(app, 'GET /api/statistics/shop/buyerRatio', { summary: '购买转化率、新老买家占比与下单人数的平台分布', tags: TAGS }, async ({ query, request }) => {
    const { scope, range, locale } = await prepare(request, query);
    const [shop, viewers, platform, split] = await Promise.all([
      sumTotals(db, scope, range),
      sumTotals(db, { ...scope, product: STAT_PRODUCT.twzb }, range),
      platformShares(db, scope, range, { figures: { buyerNum: 'buyers' }, share: 'buyers' }, locale),
      buyerSplit(scope.ownerId, range, scope.activityId),
    ]);
    const returning = split.total - split.fresh;
    return {
      startTime: range.start,
      endTime: range.end,
      buyerNum: shop.buyers,
      viewerNum: viewers.uv,
      ratio: percent(shop.buyers, viewers.uv),
      platform,
      distinctBuyerNum: split.total,
      buyerTypes: [
        { type: 'new' as const, name: '新买家', buyerNum: split.fresh, ratio: percent(split.fresh, split.total) },
        { type: 'returning' as const, name: '老买家', buyerNum: returning, ratio: percent(returning, split.total) },
      ],
    };
  });
}

const SHOP_DAY_COLUMNS: XlsxColumn<StatDay>[] = [
  DAY_COLUMN,
  { header: '订单数', value: (row) => row.totals.orders },
  { header: '成交金额（元）', value: (row) => yuan(row.totals.order_amount) },
  { header: '下单人数', value: (row) => row.totals.buyers },
  { header: '客单价（元）', value: (row) => (row.totals.orders > 0 ? yuan(Math.round(row.totals.order_amount / row.totals.orders)) : 0) },
  { header: '退款单数', value: (row) => row.totals.refunds },
  { header: '退款金额（元）', value: (row) => yuan(row.totals.refund_amount) },
];
