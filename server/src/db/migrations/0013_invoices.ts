/**
 * Invoice requests of paid trade orders (/api/invoice): 申请中 applying → 已开具 issued (with an
 * 8-digit invoice number) or 已驳回 rejected (with a reason). An order has at most one request
 * that is applying or issued at a time (partial unique index); rejected ones stay as history and
 * the order may be requested again. Amounts in fen, copied from the order when requested.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table invoices (
    id serial primary key,
    owner_id integer not null references users(id) on delete cascade,
    order_id integer not null references trx_orders(id) on delete cascade,
    title_type varchar(16) not null check (title_type in ('personal', 'company')),
    title varchar(100) not null,
    tax_no varchar(20),
    email varchar(100) not null,
    amount integer not null check (amount >= 0),
    status varchar(16) not null default 'applying' check (status in ('applying', 'issued', 'rejected')),
    invoice_no varchar(20) unique,
    reject_reason varchar(200),
    created_at timestamptz not null default now(),
    issued_at timestamptz,
    rejected_at timestamptz,
    updated_at timestamptz not null default now(),
    check (title_type = 'personal' or tax_no is not null),
    check ((status = 'issued') = (invoice_no is not null and issued_at is not null)),
    check ((status = 'rejected') = (reject_reason is not null and rejected_at is not null))
  )`.execute(db);
  await sql`create index invoices_owner_created_idx on invoices (owner_id, created_at desc, id desc)`.execute(db);
  await sql`create index invoices_order_created_idx on invoices (order_id, created_at desc, id desc)`.execute(db);
  await sql`create unique index invoices_one_open_per_order_idx on invoices (order_id) where status in ('applying', 'issued')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists invoices`.execute(db);
}
