/**
 * The points ledger (/api/user/points): one row per change of an account's points, earned
 * (positive: paying an order earns points (1 per whole ¥10 since this change; see modules/user/points.ts), platform events award more) or spent
 * (negative: the points mall), with the balance after it. `users.points_num` (SPEC §3 `pointsNum`)
 * is always the `balance_after` of the account's newest row; both are written in one transaction
 * by modules/user/points.ts, which also refuses a spend that would take the balance below 0.
 *
 * An order earns at most once: a unique index on the order number of earn rows. Accounts that
 * existed before this migration keep their balance and start with an empty history.
 */
import { type Kysely, sql } from 'kysely';

const statements = [
  sql`create table points_records (
    id serial primary key,
    owner_id integer not null references users(id) on delete cascade,
    kind varchar(8) not null check (kind in ('earn', 'spend')),
    amount integer not null check ((kind = 'earn' and amount > 0) or (kind = 'spend' and amount < 0)),
    reason varchar(200) not null,
    order_no varchar(32),
    balance_after integer not null check (balance_after >= 0),
    created_at timestamptz not null default now()
  )`,
  sql`create index points_records_owner_created_idx on points_records (owner_id, created_at desc, id desc)`,
  sql`create unique index points_records_order_earn_idx on points_records (order_no) where kind = 'earn' and order_no is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists points_records`.execute(db);
}
