/**
 * Demo invoice requests (/api/invoice) on paid orders: `demo` has one applying, one issued and
 * one rejected (with a reason) — and keeps paid orders without any, to request from; `demo2` has
 * one issued. Runs after seed/orders.ts.
 */
import type { Insertable, Transaction } from 'kysely';
import type { Database, InvoicesTable } from '../db/schema';
import { invoiceNumberOf } from '../modules/trxorder/invoice';

const HOUR = 3600_000;

type Plan = Pick<Insertable<InvoicesTable>, 'title_type' | 'title' | 'tax_no' | 'email'> & { status: 'applying' | 'issued' | 'rejected'; reason?: string };

const PLANS: Record<string, Plan[]> = {
  demo: [
    { status: 'issued', title_type: 'company', title: '杭州绿幕文化传媒有限公司', tax_no: '91330106MA2H3K7L5Q', email: 'finance@example.com' },
    { status: 'applying', title_type: 'personal', title: '王晓敏', tax_no: null, email: 'wangxm@example.com' },
    {
      status: 'rejected',
      title_type: 'company',
      title: '上海云拍信息科技有限公司',
      tax_no: '91310115MA1K4B2C3D',
      email: 'invoice@example.com',
      reason: '纳税人识别号与企业名称不一致，请核对后重新申请',
    },
  ],
  demo2: [{ status: 'issued', title_type: 'personal', title: '李建国', tax_no: null, email: 'lijg@example.com' }],
};

export async function seedInvoices(trx: Transaction<Database>, now: Date): Promise<number> {
  let written = 0;
  for (const [username, plans] of Object.entries(PLANS)) {
    // Paid orders, newest first: the requests go on every other one, so paid orders without one remain.
    const orders = await trx
      .selectFrom('trx_orders as o')
      .innerJoin('users as u', 'u.id', 'o.owner_id')
      .select(['o.id', 'o.owner_id', 'o.amount', 'o.paid_at'])
      .where('u.username', '=', username)
      .where('o.status', '=', 'paid')
      .where('o.deleted_at', 'is', null)
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .execute();
    for (const [index, plan] of plans.entries()) {
      const order = orders[index * 2 + 1];
      if (!order?.paid_at) continue;
      const createdAt = new Date(Math.min(order.paid_at.getTime() + (index + 1) * 5 * HOUR, now.getTime() - 3 * HOUR));
      const decidedAt = new Date(Math.min(createdAt.getTime() + 26 * HOUR, now.getTime() - HOUR));
      const { id } = await trx
        .insertInto('invoices')
        .values({
          owner_id: order.owner_id,
          order_id: order.id,
          title_type: plan.title_type,
          title: plan.title,
          tax_no: plan.tax_no,
          email: plan.email,
          amount: order.amount,
          status: 'applying',
          created_at: createdAt,
          updated_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (plan.status === 'issued') {
        await trx
          .updateTable('invoices')
          .set({ status: 'issued', invoice_no: invoiceNumberOf(id), issued_at: decidedAt, updated_at: decidedAt })
          .where('id', '=', id)
          .execute();
      } else if (plan.status === 'rejected') {
        await trx
          .updateTable('invoices')
          .set({ status: 'rejected', reject_reason: plan.reason ?? '信息有误', rejected_at: decidedAt, updated_at: decidedAt })
          .where('id', '=', id)
          .execute();
      }
      written++;
    }
  }
  return written;
}
