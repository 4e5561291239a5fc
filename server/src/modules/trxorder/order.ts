/**
 * Base /api/order (SPEC §7): the "order and invoice" lists — the account's trade orders of live
 * (twzb, product 1), photo (product 2: editions and storage capacity; the server's addition, SPEC
 * names no photo list), event (product 3) and on-site huipai (product 4) products, placed through
 * /srv/trxorder. Paged, newest first; deleting follows the trade-order rules (only unpaid or
 * cancelled orders; paid ones are kept for invoicing) and is scoped to the list's product. Rows
 * carry the order's effective state (payment window applied) and its latest invoice request's status.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { createdWithin, pageOf, withKeyword } from '../../lib/listing';
import { route } from '../../lib/route';
import { currentUserId } from '../../lib/session';
import { latestInvoiceStatusSql } from './invoice';
import { deleteOrder, effectiveStatusSql, findOrder, orderAnswer, orderStateSql, toTrxorder } from './trxorderStore';

const TAGS = ['order'];

/** The list bases and the product each one shows. */
const BASES = [
  { base: 'twzb', product: 1, name: '直播' },
  { base: 'photo', product: 2, name: '云摄影' },
  { base: 'event', product: 3, name: '活动' },
  { base: 'huipai', product: 4, name: '会拍' },
] as const;

export async function orderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  for (const { base, product, name } of BASES) {
    const huipai = product === 4;

    route(app, `GET /api/order/${base}/list`, { summary: `${name}订单列表`, tags: TAGS }, async ({ query, request }) => {
      const ownerId = currentUserId(request);
      const now = ctx.now();
      const status = effectiveStatusSql(now);
      let rows = db.selectFrom('trx_orders as o').where('o.owner_id', '=', ownerId).where('o.product', '=', product).where('o.deleted_at', 'is', null);
      rows = rows.$call(withKeyword(query.keyword, 'o.order_no', 'o.title'));
      if (query.status) rows = rows.where(status, '=', query.status);
      if (query.state) rows = rows.where(orderStateSql(now), '=', query.state);
      if (query.payType) rows = rows.where('o.pay_type', '=', query.payType);
      rows = rows.$call(createdWithin('o.created_at', query));

      const page = await pageOf(rows, query, (filtered) =>
        filtered
          .leftJoin('huipai_bookings as b', 'b.order_id', 'o.id')
          .selectAll('o')
          .select([sql<string | null>`to_char(b.service_date, 'YYYY-MM-DD')`.as('service_date'), 'b.city', latestInvoiceStatusSql.as('invoice_status')])
          .orderBy('o.created_at', 'desc')
          .orderBy('o.id', 'desc'),
      );

      return {
        ...page,
        list: page.list.map((row) => {
          // The same state, texts and deadline as the order's own answer (/srv/trxorder).
          const order = toTrxorder(row, null, now);
          return {
            id: order.id,
            orderNo: order.orderNo,
            product: order.product,
            productName: order.productName,
            title: order.title,
            kind: order.kind,
            type: order.type,
            months: order.months,
            capacity: order.capacity,
            quantity: order.quantity,
            amount: order.amount,
            payType: order.payType,
            payTypeText: order.payTypeText,
            status: order.status,
            statusText: order.statusText,
            cancelReason: order.cancelReason,
            settled: order.settled,
            payDeadline: order.payDeadline,
            invoiceStatus: row.invoice_status,
            buyerName: order.buyerName,
            buyerPhone: order.buyerPhone,
            createdAt: order.createdAt,
            paidAt: order.paidAt,
            cancelledAt: order.cancelledAt,
            ...(huipai ? { serviceDate: row.service_date, city: row.city } : {}),
          };
        }),
      };
    });

    route(app, `DELETE /api/order/${base}/{id}`, { summary: `删除${name}订单（仅待支付或已取消）`, tags: TAGS }, async ({ params: { id }, request }) => {
      const row = await deleteOrder(db, currentUserId(request), { id }, ctx.now(), product);
      return { id: row.id, orderNo: row.order_no };
    });
  }

  route(app, 'GET /api/order/huipai/info/{id}', { summary: '会拍订单详情（含预约信息）', tags: TAGS }, async ({ params: { id }, request }) => {
    const row = await findOrder(db, currentUserId(request), { id }, { product: 4 });
    return await orderAnswer(db, row, ctx.now());
  });
}
