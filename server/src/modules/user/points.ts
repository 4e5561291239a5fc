/**
 * Base /api/user/points: the account's points ledger (not in SPEC §7; SPEC §3 only shows the
 * balance `pointsNum` of /api/user/getUserInfo).
 *
 *   GET /summary  the balance and what was earned and spent in the current China calendar month
 *   GET /list     the history, newest first; kind and created-day filters (China time)
 *
 * Rules (`changePoints` is the only writer besides the seed):
 *  - every change is one `points_records` row (earn > 0, spend < 0) with the balance after it, and
 *    `users.points_num` is set to that balance in the same transaction, with the user row locked,
 *    so the balance is always the newest row's `balance_after`;
 *  - a spend never takes the balance below 0 (409 积分不足);
 *  - paying an order earns 1 point per whole ¥10 of its amount (`earnForOrder`, called by
 *    /srv/trxorder/confirmPay inside the transaction that marks the order paid), once per order.
 * An account created before the ledger (migration 0014) may have a balance and no rows yet: its
 * first change starts from that balance.
 */
import type { PointsRecord, PointsSummary } from '@greenroom/contracts';
import type { FastifyInstance } from 'fastify';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database, PointsRecordsTable, TrxOrdersTable } from '../../db/schema';
import { chinaDay } from '../../lib/days';
import { ApiError, notFound } from '../../lib/envelope';
import { createdWithin, pageOf } from '../../lib/listing';
import { route } from '../../lib/route';
import { currentUserId } from '../../lib/session';

const TAGS = ['points'];

/** The envelope code of a spend the balance does not cover. */
export const INSUFFICIENT_POINTS = 409;
/** Longest reason the ledger keeps (the column is varchar(200)). */
const REASON_MAX = 200;

type Db = Kysely<Database> | Transaction<Database>;
export type PointsRow = Selectable<PointsRecordsTable>;

export interface PointsChange {
  ownerId: number;
  /** Signed: positive earns, negative spends; never 0. */
  amount: number;
  reason: string;
  orderNo?: string | null;
  /** When it happened; a time before the account's newest row is moved up to it, so rows stay in order. */
  at: Date;
}

/**
 * Writes one change and the new balance, in the caller's transaction (or a new one). Refuses a
 * spend the balance does not cover with 409, and an unknown account with 404.
 */
export async function changePoints(db: Db, change: PointsChange): Promise<PointsRow> {
  if (!db.isTransaction) return db.transaction().execute((trx) => changePoints(trx, change));
  if (!Number.isSafeInteger(change.amount) || change.amount === 0) throw new Error(`points change must be a non-zero integer, got ${change.amount}`);
  const user = await db.selectFrom('users').select('points_num').where('id', '=', change.ownerId).forUpdate().executeTakeFirst();
  if (!user) throw notFound();
  const balance = user.points_num ?? 0;
  const after = balance + change.amount;
  if (after < 0) throw new ApiError(INSUFFICIENT_POINTS, `积分不足：当前 ${balance} 积分，需要 ${-change.amount} 积分`);
  const newest = await db
    .selectFrom('points_records')
    .select('created_at')
    .where('owner_id', '=', change.ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const at = newest && newest.created_at > change.at ? newest.created_at : change.at;
  const row = await db
    .insertInto('points_records')
    .values({
      owner_id: change.ownerId,
      kind: change.amount > 0 ? 'earn' : 'spend',
      amount: change.amount,
      reason: change.reason.slice(0, REASON_MAX),
      order_no: change.orderNo ?? null,
      balance_after: after,
      created_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db.updateTable('users').set({ points_num: after }).where('id', '=', change.ownerId).execute();
  return row;
}

/** Points a paid order earns: 1 per whole ¥10 of its amount (in fen), so a ¥2,980 edition earns 298. */
export const orderPoints = (amountFen: number) => Math.floor(amountFen / 1000);

/**
 * Credits a paid order's points, once: an order that already earned (or earns 0) writes nothing and
 * answers null. Call it inside the transaction that marks the order paid.
 */
export async function earnForOrder(
  trx: Transaction<Database>,
  order: Pick<Selectable<TrxOrdersTable>, 'owner_id' | 'order_no' | 'title' | 'amount'>,
  now: Date,
): Promise<PointsRow | null> {
  const amount = orderPoints(order.amount);
  if (amount <= 0) return null;
  const earned = await trx.selectFrom('points_records').select('id').where('order_no', '=', order.order_no).where('kind', '=', 'earn').executeTakeFirst();
  if (earned) return null;
  return changePoints(trx, { ownerId: order.owner_id, amount, reason: `购买「${order.title}」`, orderNo: order.order_no, at: now });
}

export function toPointsRecord(row: PointsRow): PointsRecord {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    reason: row.reason,
    orderNo: row.order_no,
    balanceAfter: row.balance_after,
    createdAt: row.created_at.toISOString(),
  };
}

/** `[from, to)` of the China calendar month `now` is in. */
export function chinaMonth(now: Date): { from: Date; to: Date } {
  const [year, month] = chinaDay(now).split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { from: new Date(`${year}-${String(month).padStart(2, '0')}-01T00:00:00+08:00`), to: new Date(`${next}-01T00:00:00+08:00`) };
}

export async function pointsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  route(
    app,
    'GET /api/user/points/summary',
    { summary: '积分概览：余额与本月获得、使用', description: '本月按北京时间的自然月计算。', tags: TAGS },
    async ({ request }) => {
      const ownerId = currentUserId(request);
      const { from, to } = chinaMonth(ctx.now());
      const [user, month] = await Promise.all([
        db.selectFrom('users').select('points_num').where('id', '=', ownerId).executeTakeFirst(),
        db
          .selectFrom('points_records')
          .select([
            sql<number>`coalesce(sum(amount) filter (where kind = 'earn'), 0)::int`.as('earned'),
            sql<number>`coalesce(-sum(amount) filter (where kind = 'spend'), 0)::int`.as('spent'),
          ])
          .where('owner_id', '=', ownerId)
          .where('created_at', '>=', from)
          .where('created_at', '<', to)
          .executeTakeFirstOrThrow(),
      ]);
      if (!user) throw notFound();
      const summary: PointsSummary = { balance: user.points_num ?? 0, earnedThisMonth: Number(month.earned), spentThisMonth: Number(month.spent) };
      return summary;
    },
  );

  route(app, 'GET /api/user/points/list', { summary: '积分明细（最新在前）', tags: TAGS }, async ({ query, request }) => {
    let rows = db.selectFrom('points_records').where('owner_id', '=', currentUserId(request));
    if (query.kind) rows = rows.where('kind', '=', query.kind);
    rows = rows.$call(createdWithin('created_at', query));
    const page = await pageOf(rows, query, (filtered) => filtered.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'));
    return { ...page, list: page.list.map(toPointsRecord) };
  });
}
