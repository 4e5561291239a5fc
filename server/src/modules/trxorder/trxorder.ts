/**
 * Base /srv/trxorder (SPEC §7): price tables, placing, paying, cancelling and deleting the
 * signed-in account's trade orders. The state machine lives in ./trxorderStore; a payment is
 * "settled" only by the payment provider (in development: POST /dev/payments/settle,
 * ./trxorderDev), after which confirmPay marks the order paid and grants what was bought.
 */
import { randomInt } from 'node:crypto';
import { trxorderPriceId } from '@greenroom/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { addDays, chinaDay, chinaTimestamp, isCalendarDay } from '../../lib/days';
import { badRequest, notFound, requestLocale } from '../../lib/envelope';
import { route } from '../../lib/route';
import { currentUserId } from '../../lib/session';
import { earnForOrder } from '../user/points';
import { startOrderSweeper } from './orderTimeouts';
import { priceTable, quote, SERVICE_PACKAGES } from './trxorderPrices';
import { checkTransition, deleteOrder, effectiveState, findOrder, grantEntitlement, orderAnswer, raiseOrder } from './trxorderStore';

const TAGS = ['trxorder'];
/** How far ahead an on-site shoot can be booked. */
export const BOOKING_MAX_DAYS_AHEAD = 180;
const UNIQUE_VIOLATION = '23505';
/** The price table first, so an unknown one is named as such rather than as a failed union. */
const priceIdOnly = z.object({ priceId: trxorderPriceId });

export function newOrderNo(now: Date): string {
  return `GR${chinaTimestamp(now)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export async function trxorderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  // Issue 26 §2: unpaid orders whose payment window closed are stored as timed out and pushed
  // (orderTimeouts.ts). Never in test: a test sweeps itself, at the time its clock says.
  let stopSweeper: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    if (ctx.env !== 'test') stopSweeper = startOrderSweeper(db, ctx.now, app.log);
  });
  app.addHook('preClose', async () => {
    await stopSweeper?.();
  });

  /** Whether `companyId` asks for company prices the caller is entitled to; a foreign id is 404. */
  async function companyPrice(request: FastifyRequest, companyId: number | undefined): Promise<boolean> {
    if (companyId === undefined) return false;
    const userId = currentUserId(request);
    if (companyId !== userId) throw notFound();
    // SPEC §6: a photo company holds an unexpired enterprise (edition 3) entitlement for product 2.
    const row = await db
      .selectFrom('entitlements')
      .select('id')
      .where('owner_id', '=', userId)
      .where('product', '=', 2)
      .where('pro_type', '=', 3)
      .where('expire_time', '>', ctx.now())
      .executeTakeFirst();
    return row !== undefined;
  }

  route(app, 'GET /srv/trxorder/photo/getPrice/1', { summary: '云摄影存储扩容价格表（按容量）', tags: TAGS }, async ({ query, request }) => {
    const table = priceTable(1, { capacity: query.capacity }, await companyPrice(request, query.companyId), requestLocale(request));
    if (!table) throw notFound();
    return table;
  });

  route(
    app,
    'GET /srv/trxorder/photo/getPrice/{id}',
    { summary: '价格表（2 云摄影版本，3 会拍上门拍摄服务）', tags: TAGS },
    async ({ query, params: { id }, request }) => {
      const table = priceTable(
        id,
        { type: id === 1 ? undefined : query.type, product: query.product },
        await companyPrice(request, query.companyId),
        requestLocale(request),
      );
      if (!table) throw notFound();
      return table;
    },
  );

  route(app, 'POST /srv/trxorder/addOrder', { summary: '下单（金额由服务器按价格表计算）', tags: TAGS, bodyFirst: priceIdOnly }, async ({ body, request }) => {
    const ownerId = currentUserId(request);
    const now = ctx.now();
    if (body.priceId === 3) {
      const day = body.booking.serviceDate;
      const today = chinaDay(now);
      if (!isCalendarDay(day)) throw badRequest('参数错误：booking.serviceDate 不是有效的日期');
      if (day <= today) throw badRequest('参数错误：booking.serviceDate 最早为明天');
      if (day > addDays(today, BOOKING_MAX_DAYS_AHEAD)) throw badRequest(`参数错误：booking.serviceDate 只能预约 ${BOOKING_MAX_DAYS_AHEAD} 天以内`);
    }
    const isCompanyPrice = await companyPrice(request, body.companyId);
    const line = quote(body, isCompanyPrice);
    const buyer = await db.selectFrom('users').select(['nickname', 'username', 'mob_phone']).where('id', '=', ownerId).executeTakeFirstOrThrow();

    for (let attempt = 0; ; attempt++) {
      try {
        const row = await db.transaction().execute(async (trx) => {
          const order = await trx
            .insertInto('trx_orders')
            .values({
              order_no: newOrderNo(now),
              owner_id: ownerId,
              product: line.product,
              kind: line.kind,
              pro_type: line.proType,
              months: line.months,
              capacity_gb: line.capacityGb,
              quantity: line.quantity,
              title: line.title,
              unit_price: line.unitPrice,
              original_amount: line.originalAmount,
              amount: line.amount,
              company_price: isCompanyPrice,
              pay_type: body.payType,
              status: 'unpaid',
              buyer_name: buyer.nickname || buyer.username,
              buyer_phone: buyer.mob_phone,
              created_at: now,
              updated_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          if (body.priceId === 3) {
            const pack = SERVICE_PACKAGES[body.type];
            await trx
              .insertInto('huipai_bookings')
              .values({
                order_id: order.id,
                owner_id: ownerId,
                service_date: body.booking.serviceDate,
                city: body.booking.city,
                address: body.booking.address,
                contact_name: body.booking.contactName,
                contact_phone: body.booking.contactPhone,
                photographers: pack?.photographers ?? 1,
                hours: pack?.hours ?? 4,
                remark: body.booking.remark ?? '',
              })
              .execute();
          }
          return order;
        });
        return await orderAnswer(db, row, now);
      } catch (error) {
        // Two orders in the same second drew the same six random digits: draw again.
        const code = (error as { code?: string }).code;
        if (code !== UNIQUE_VIOLATION || attempt >= 2) throw error;
      }
    }
  });

  route(app, 'POST /srv/trxorder/changePayType', { summary: '修改待支付订单的支付方式', tags: TAGS }, async ({ body, request }) => {
    const ownerId = currentUserId(request);
    const now = ctx.now();
    const row = await db.transaction().execute(async (trx) => {
      const order = await findOrder(trx, ownerId, { orderNo: body.orderNo }, { lock: true });
      checkTransition(effectiveState(order, now), 'changePayType');
      if (order.pay_type === body.payType) return order;
      return trx.updateTable('trx_orders').set({ pay_type: body.payType, updated_at: now }).where('id', '=', order.id).returningAll().executeTakeFirstOrThrow();
    });
    return await orderAnswer(db, row, now);
  });

  route(app, 'POST /srv/trxorder/getOrder', { summary: '按订单号查询订单', tags: TAGS }, async ({ body, request }) => {
    const row = await findOrder(db, currentUserId(request), { orderNo: body.orderNo });
    return await orderAnswer(db, row, ctx.now());
  });

  route(app, 'GET /srv/trxorder/info/{id}', { summary: '订单详情', tags: TAGS }, async ({ params: { id }, request }) => {
    const row = await findOrder(db, currentUserId(request), { id });
    return await orderAnswer(db, row, ctx.now());
  });

  route(
    app,
    'POST /srv/trxorder/confirmPay',
    { summary: '确认支付：支付渠道到账后订单变为已支付', description: '未到账时回答 409「尚未收到支付结果」；已支付的订单再次确认直接回答订单。', tags: TAGS },
    async ({ query: { orderNo }, request }) => {
      const ownerId = currentUserId(request);
      const now = ctx.now();
      const row = await db.transaction().execute(async (trx) => {
        const order = await findOrder(trx, ownerId, { orderNo }, { lock: true });
        if (checkTransition(effectiveState(order, now), 'confirmPay') === 'noop') return order;
        const paid = await trx
          .updateTable('trx_orders')
          .set({ status: 'paid', paid_at: now, updated_at: now })
          .where('id', '=', order.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await grantEntitlement(trx, paid, now);
        // 1 point per whole ¥10, in the same transaction (a repeated confirmPay is the noop above).
        await earnForOrder(trx, paid, now);
        return paid;
      });
      // The home's entitlements and points follow at once in the owner's other consoles (issue 26 §2).
      await raiseOrder(db, row);
      return await orderAnswer(db, row, now);
    },
  );

  route(app, 'POST /srv/trxorder/cancelOrder', { summary: '取消待支付订单', tags: TAGS }, async ({ query: { orderNo }, request }) => {
    const ownerId = currentUserId(request);
    const now = ctx.now();
    const row = await db.transaction().execute(async (trx) => {
      const order = await findOrder(trx, ownerId, { orderNo }, { lock: true });
      checkTransition(effectiveState(order, now), 'cancel');
      return trx
        .updateTable('trx_orders')
        .set({ status: 'cancelled', cancel_reason: 'user', cancelled_at: now, updated_at: now })
        .where('id', '=', order.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    await raiseOrder(db, row);
    return await orderAnswer(db, row, now);
  });

  route(app, 'DELETE /srv/trxorder/deleteOrder', { summary: '删除订单（仅待支付或已取消）', tags: TAGS }, async ({ query: { orderNo }, request }) => {
    await deleteOrder(db, currentUserId(request), { orderNo }, ctx.now());
    return { orderNo };
  });
}
