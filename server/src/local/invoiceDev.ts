/**
 * DEV-ONLY stand-ins for the finance team under /dev — never registered when env is 'production'.
 *
 *   POST /dev/invoices/issue  {id}          applying → issued, with an 8-digit invoice number
 *   POST /dev/invoices/reject {id, reason}  applying → rejected, with the reason
 *
 * Like POST /dev/payments/settle they carry no session. Issuing an issued invoice answers it
 * unchanged (idempotent); any other move on an invoice that is not applying is 409.
 */
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { ApiError, notFound } from '../lib/envelope';
import { route } from '../lib/route';
import { findInvoice, invoiceNumberOf, toInvoice } from '../modules/trxorder/invoice';

const TAGS = ['dev'];
const CONFLICT = 409;

/** Locks the invoice and answers its status; 404 when there is none. */
async function lockedStatus(trx: Transaction<Database>, id: number) {
  const row = await trx.selectFrom('invoices').select('status').where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound();
  return row.status;
}

export async function invoiceDevRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  route(app, 'POST /dev/invoices/issue', { summary: '【开发环境】模拟财务开具发票', tags: TAGS }, async ({ body: { id } }) => {
    const now = ctx.now();
    await db.transaction().execute(async (trx) => {
      const status = await lockedStatus(trx, id);
      if (status === 'issued') return;
      if (status === 'rejected') throw new ApiError(CONFLICT, '发票已驳回，不能开具');
      await trx
        .updateTable('invoices')
        .set({ status: 'issued', invoice_no: invoiceNumberOf(id), issued_at: now, updated_at: now })
        .where('id', '=', id)
        .execute();
    });
    return toInvoice(await findInvoice(db, null, id));
  });

  route(app, 'POST /dev/invoices/reject', { summary: '【开发环境】模拟财务驳回发票申请', tags: TAGS }, async ({ body: { id, reason } }) => {
    const now = ctx.now();
    await db.transaction().execute(async (trx) => {
      const status = await lockedStatus(trx, id);
      if (status === 'issued') throw new ApiError(CONFLICT, '发票已开具，不能驳回');
      if (status === 'rejected') throw new ApiError(CONFLICT, '发票已驳回，请勿重复操作');
      await trx.updateTable('invoices').set({ status: 'rejected', reject_reason: reason, rejected_at: now, updated_at: now }).where('id', '=', id).execute();
    });
    return toInvoice(await findInvoice(db, null, id));
  });
}
