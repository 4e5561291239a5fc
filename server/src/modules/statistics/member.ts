/**
 * /api/statistics/twzb/userManage/{watch-list,watch-list/total,orderList,shop/order-list,black-list}/{id}:
 * one audience member's watches, orders and blacklist records. Another owner's member is 404.
 */
import type { statIdParams, statPageQuery } from '@greenroom/contracts';
import type { FastifyInstance } from 'fastify';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { notFound, requestLocale } from '../../lib/envelope';
import { pageOf } from '../../lib/listing';
import { cityName, provinceName } from '../../lib/regions';
import { type RouteCall, route } from '../../lib/route';
import { currentUserId } from '../../lib/session';
import { TAGS, twzbTitles } from './common';
import { platformName } from './rollup';

const ORDER_TYPE_TEXT: Record<number, string> = { 1: '商品', 2: '付费观看', 3: '打赏' };
const ORDER_STATUS_TEXT: Record<number, string> = { 1: '已支付', 2: '已退款' };

/** What a member's paged route receives: the member id in the path and the page in the query. */
type MemberCall = Pick<RouteCall<typeof statPageQuery, typeof statIdParams, never>, 'request' | 'params' | 'query'>;

export async function audienceMemberRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  /** The member, or 404 when it is another owner's or missing. */
  async function ownMember(ownerId: number, id: number) {
    const member = await db.selectFrom('audience_members').select(['id', 'nickname']).where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
    if (!member) throw notFound();
    return member;
  }

  /**
   * A page of one member's records, newest first, with the titles of their activities: `records`
   * filters them, `page` selects and orders them, `item` is one row of the answer.
   */
  async function memberPage<TB extends keyof Database, Row extends { activity_id: number }, Item>(
    { request, params: { id }, query }: MemberCall,
    records: (ownerId: number, memberId: number) => SelectQueryBuilder<Database, TB, object>,
    select: (records: SelectQueryBuilder<Database, TB, object>) => SelectQueryBuilder<Database, TB, Row>,
    item: (row: Row, titles: Map<number, string>) => Item,
  ) {
    const ownerId = currentUserId(request);
    await ownMember(ownerId, id);
    const page = await pageOf(records(ownerId, id), query, select);
    const titles = await twzbTitles(
      db,
      ownerId,
      page.list.map((row) => row.activity_id),
    );
    return { ...page, list: page.list.map((row) => item(row, titles)) };
  }

  route(app, 'GET /api/statistics/twzb/userManage/watch-list/{id}', { summary: '观众的观看记录（最近在前）', tags: TAGS }, async (call) =>
    memberPage(
      call,
      (ownerId, memberId) =>
        db.selectFrom('stat_events').where('visitor_id', '=', memberId).where('owner_id', '=', ownerId).where('product', '=', 1).where('kind', '=', 1),
      (records) => records.select(['activity_id', 'platform', 'city_id', 'duration_seconds', 'occurred_at']).orderBy('occurred_at', 'desc'),
      (row, titles) => ({
        activityId: row.activity_id,
        activityTitle: titles.get(row.activity_id) ?? null,
        platform: row.platform,
        platformName: platformName(row.platform, requestLocale(call.request)),
        provinceName: provinceName(row.city_id - (row.city_id % 10000)),
        cityName: cityName(row.city_id),
        enterTime: row.occurred_at.toISOString(),
        durationSeconds: row.duration_seconds,
      }),
    ),
  );

  route(app, 'GET /api/statistics/twzb/userManage/watch-list/total/{id}', { summary: '观众的观看汇总', tags: TAGS }, async ({ params: { id }, request }) => {
    const ownerId = currentUserId(request);
    const member = await ownMember(ownerId, id);
    const row = await sql<{ n: number; seconds: string | null; activities: number; first: Date | null; last: Date | null }>`
        select count(*)::int as n, sum(duration_seconds)::bigint as seconds, count(distinct activity_id)::int as activities,
          min(occurred_at) as first, max(occurred_at) as last
        from stat_events where visitor_id = ${id} and owner_id = ${ownerId} and product = 1 and kind = 1`.execute(db);
    const totals = row.rows[0];
    return {
      memberId: member.id,
      nickname: member.nickname,
      watchCount: Number(totals?.n ?? 0),
      watchSeconds: Number(totals?.seconds ?? 0),
      activityCount: Number(totals?.activities ?? 0),
      firstWatchAt: totals?.first ? totals.first.toISOString() : null,
      lastWatchAt: totals?.last ? totals.last.toISOString() : null,
    };
  });

  /** One member's orders of the given types. */
  const memberOrders = (call: MemberCall, types: (1 | 2 | 3)[]) =>
    memberPage(
      call,
      (ownerId, memberId) =>
        db.selectFrom('audience_orders').where('member_id', '=', memberId).where('owner_id', '=', ownerId).where('order_type', 'in', types),
      (records) => records.selectAll().orderBy('paid_at', 'desc').orderBy('id', 'desc'),
      (row, titles) => ({
        id: row.id,
        orderNo: row.order_no,
        orderType: row.order_type,
        orderTypeText: ORDER_TYPE_TEXT[row.order_type] ?? '',
        activityId: row.activity_id,
        activityTitle: titles.get(row.activity_id) ?? null,
        goodsName: row.goods_name,
        quantity: row.quantity,
        amount: row.amount,
        status: row.status,
        statusText: ORDER_STATUS_TEXT[row.status] ?? '',
        refundAmount: row.refund_amount,
        paidAt: row.paid_at.toISOString(),
        refundedAt: row.refunded_at ? row.refunded_at.toISOString() : null,
      }),
    );

  route(app, 'GET /api/statistics/twzb/userManage/orderList/{id}', { summary: '观众的付费观看与打赏订单', tags: TAGS }, async (call) =>
    memberOrders(call, [2, 3]),
  );

  route(app, 'GET /api/statistics/twzb/userManage/shop/order-list/{id}', { summary: '观众的商品订单', tags: TAGS }, async (call) => memberOrders(call, [1]));

  route(app, 'GET /api/statistics/twzb/userManage/black-list/{id}', { summary: '观众的黑名单记录（最近在前）', tags: TAGS }, async (call) =>
    memberPage(
      call,
      (ownerId, memberId) => db.selectFrom('audience_blacklist').where('member_id', '=', memberId).where('owner_id', '=', ownerId),
      (records) => records.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
      (row, titles) => ({
        id: row.id,
        activityId: row.activity_id,
        activityTitle: row.activity_id === 0 ? '全部直播' : (titles.get(row.activity_id) ?? '已删除的活动'),
        reason: row.reason,
        operator: row.operator,
        createdAt: row.created_at.toISOString(),
        releasedAt: row.released_at ? row.released_at.toISOString() : null,
        active: row.released_at === null,
      }),
    ),
  );
}
