/**
 * Base /api/invoice: the 发票 of "订单与发票" (SPEC shows no call; see server/docs/api.md
 * "Invoices"). A paid order of the account can get one invoice request at a time:
 *
 *   apply ──▶ applying 申请中 ──(finance; dev: POST /dev/invoices/issue)──▶ issued 已开具 (PDF)
 *                          └──(finance; dev: POST /dev/invoices/reject)──▶ rejected 已驳回 (reason)
 *
 * An order whose latest request is applying or issued refuses another (409); after a rejection it
 * may be requested again. The amount is the order's. Everything is scoped to the owner: another
 * account's invoice or order is 404.
 */
import type { Invoice, InvoiceStatus } from '@greenroom/contracts';
import type { FastifyInstance } from 'fastify';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database, InvoicesTable } from '../../db/schema';
import { ApiError, notFound } from '../../lib/envelope';
import { createdWithin, iso, offsetOf, pagedList, withKeyword } from '../../lib/listing';
import { route } from '../../lib/route';
import { currentUserId } from '../../lib/session';
import { renderInvoicePdf } from './invoicePdf';
import { PRODUCT_NAMES } from './trxorderPrices';
import { effectiveState, findOrder } from './trxorderStore';

const TAGS = ['invoice'];
type Db = Kysely<Database> | Transaction<Database>;

export const INVOICE_STATUS_TEXT: Record<InvoiceStatus, string> = { applying: '申请中', issued: '已开具', rejected: '已驳回' };

/** The envelope code of a move the invoice's (or order's) state does not allow. */
const CONFLICT = 409;
export const MESSAGES = {
  orderNotPaid: '只有已支付的订单可以申请发票',
  alreadyRequested: '该订单已申请发票',
  notIssued: '发票尚未开具',
} as const;

/** An invoice row with what it shows of its order. */
export type InvoiceRow = Selectable<InvoicesTable> & { order_no: string; order_title: string; product: number; quantity: number };

/** The invoices of `ownerId` (null: any owner, for the finance stand-ins) joined with their orders. */
export function invoiceRows(db: Db, ownerId: number | null) {
  let rows = db
    .selectFrom('invoices as i')
    .innerJoin('trx_orders as o', 'o.id', 'i.order_id')
    .selectAll('i')
    .select(['o.order_no', 'o.title as order_title', 'o.product', 'o.quantity']);
  if (ownerId !== null) rows = rows.where('i.owner_id', '=', ownerId);
  return rows;
}

/** The invoice `id` (of `ownerId`, or of anyone when null); 404 when there is none. */
export async function findInvoice(db: Db, ownerId: number | null, id: number): Promise<InvoiceRow> {
  const row = await invoiceRows(db, ownerId).where('i.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    orderId: row.order_id,
    orderNo: row.order_no,
    orderTitle: row.order_title,
    product: row.product,
    productName: PRODUCT_NAMES[row.product] ?? '',
    amount: row.amount,
    titleType: row.title_type,
    title: row.title,
    taxNo: row.tax_no,
    email: row.email,
    status: row.status,
    statusText: INVOICE_STATUS_TEXT[row.status],
    invoiceNo: row.invoice_no,
    rejectReason: row.reject_reason,
    createdAt: row.created_at.toISOString(),
    issuedAt: iso(row.issued_at),
    rejectedAt: iso(row.rejected_at),
  };
}

/** 8 digits, one per invoice id (a bijection of ids below 90 million), so numbers never collide. */
export function invoiceNumberOf(id: number): string {
  return String(10_000_000 + ((id * 7_919_993) % 90_000_000));
}

/** The status of the order's latest invoice request, as SQL over `o` (trx_orders). */
export const latestInvoiceStatusSql = sql<InvoiceStatus | null>`(select i.status from invoices i where i.order_id = o.id order by i.created_at desc, i.id desc limit 1)`;

/** `attachment` with an ASCII fallback name and the UTF-8 name (RFC 6266 / RFC 5987). */
function attachment(name: string, fallback: string): string {
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function invoiceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  route(app, 'GET /api/invoice/list', { summary: '发票列表（按申请时间倒序）', tags: TAGS }, async ({ query, request }) => {
    let rows = invoiceRows(db, currentUserId(request));
    rows = rows.$call(withKeyword(query.keyword, 'o.order_no', 'i.title'));
    if (query.status) rows = rows.where('i.status', '=', query.status);
    rows = rows.$call(createdWithin('i.created_at', query));
    const page = await pagedList(
      query,
      rows.clearSelect().select(sql<number>`count(*)::int`.as('total')),
      rows.orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').limit(query.pageSize).offset(offsetOf(query)),
    );
    return { ...page, list: page.list.map(toInvoice) };
  });

  route(
    app,
    'POST /api/invoice/apply',
    { summary: '申请发票（仅已支付的订单；每个订单同时只能有一个申请中或已开具的发票，被驳回后可重新申请）', tags: TAGS },
    async ({ body, request }) => {
      const ownerId = currentUserId(request);
      const now = ctx.now();
      const id = await db.transaction().execute(async (trx) => {
        // The order's lock serialises requests for it (the partial unique index backs this up).
        const order = await findOrder(trx, ownerId, { id: body.orderId }, { lock: true });
        if (effectiveState(order, now).status !== 'paid') throw new ApiError(CONFLICT, MESSAGES.orderNotPaid);
        const latest = await trx
          .selectFrom('invoices')
          .select('status')
          .where('order_id', '=', order.id)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .executeTakeFirst();
        if (latest && latest.status !== 'rejected') throw new ApiError(CONFLICT, MESSAGES.alreadyRequested);
        const inserted = await trx
          .insertInto('invoices')
          .values({
            owner_id: ownerId,
            order_id: order.id,
            title_type: body.titleType,
            title: body.title,
            // A personal title has no taxpayer number.
            tax_no: body.titleType === 'company' ? (body.taxNo ?? null) : null,
            email: body.email,
            amount: order.amount,
            status: 'applying',
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return inserted.id;
      });
      return toInvoice(await findInvoice(db, ownerId, id));
    },
  );

  route(app, 'GET /api/invoice/{id}', { summary: '发票详情', tags: TAGS }, async ({ params: { id }, request }) => {
    return toInvoice(await findInvoice(db, currentUserId(request), id));
  });

  route(app, 'GET /api/invoice/{id}/pdf', { summary: '下载已开具发票的 PDF（未开具：409）', tags: TAGS }, async ({ params: { id }, request, reply }) => {
    const row = await findInvoice(db, currentUserId(request), id);
    if (row.status !== 'issued' || !row.invoice_no || !row.issued_at) throw new ApiError(CONFLICT, MESSAGES.notIssued);
    const pdf = await renderInvoicePdf({
      invoiceNo: row.invoice_no,
      issuedAt: row.issued_at,
      titleType: row.title_type,
      title: row.title,
      taxNo: row.tax_no,
      email: row.email,
      orderNo: row.order_no,
      orderTitle: row.order_title,
      quantity: row.quantity,
      amount: row.amount,
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachment(`发票-${row.invoice_no}.pdf`, `invoice-${row.invoice_no}.pdf`))
      .header('x-content-type-options', 'nosniff')
      .send(pdf);
  });
}
