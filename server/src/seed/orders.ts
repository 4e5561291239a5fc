/**
 * Demo trade orders of `demo` and `demo2` (/srv/trxorder, /api/order): every state of the order
 * state machine — paid, waiting for payment, paid at the provider but not yet confirmed,
 * cancelled by the user and timed out — over the last half year. Each account also gets a fixed
 * set of photo (product 2) orders, editions and storage capacity: one unpaid, three paid, one
 * cancelled (PHOTO_ORDERS). Own PRNGs, so other seeds keep their sequences.
 */
import type { Insertable, Transaction } from 'kysely';
import type { Database, OrderStatus, PayType, TrxOrdersTable } from '../db/schema';
import { addDays, chinaDay, chinaTimestamp } from '../lib/days';
import { quote, SERVICE_PACKAGES } from '../modules/trxorder/trxorderPrices';
import { PAY_TIMEOUT_MS } from '../modules/trxorder/trxorderStore';
import { createRandom, type Random } from './prng';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

const ADDRESSES = [
  { city: '上海市', address: '浦东新区世纪大道 1198 号世纪汇广场 2 楼宴会厅' },
  { city: '杭州市', address: '西湖区文三路 478 号华星时代广场 A 座' },
  { city: '深圳市', address: '南山区深南大道 9996 号松日鼎盛大厦 3 楼' },
  { city: '北京市', address: '朝阳区建国路 87 号 SKP 写字楼 12 层' },
  { city: '成都市', address: '高新区天府大道中段 666 号希顿国际广场 C 座' },
];
const CONTACTS = ['王晓敏', '李建国', '陈思远', '刘婷婷', '赵一鸣'];

type Plan = { product: 1 | 2 | 3 | 4; status: OrderStatus | 'timeout' | 'settled' | 'recent' };

/** What each demo account has bought: product and how the order ended. */
function plans(random: Random, count: number): Plan[] {
  const products: Plan['product'][] = [1, 1, 1, 2, 2, 3, 3, 4];
  const list: Plan[] = [];
  for (let i = 0; i < count; i++) {
    const product = products[i % products.length] as Plan['product'];
    const roll = random.next();
    // The newest orders are still open; older ones mostly paid.
    const status: Plan['status'] =
      i === 0 ? 'recent' : i === 1 ? 'settled' : i === 2 ? 'recent' : roll < 0.62 ? 'paid' : roll < 0.8 ? 'cancelled' : roll < 0.93 ? 'timeout' : 'paid';
    list.push({ product, status });
  }
  return list;
}

function line(random: Random, product: Plan['product']) {
  if (product === 4) return quote({ priceId: 3, type: random.int(1, 3) as 1 | 2 | 3, booking: bookingStub, quantity: 1, payType: 'wechat' }, false);
  if (product === 2 && random.next() < 0.5) {
    return quote({ priceId: 1, capacity: random.pick([50, 100, 500, 1000] as const), quantity: random.int(1, 2), payType: 'wechat' }, false);
  }
  return quote({ priceId: 2, product, type: random.int(1, 3) as 1 | 2 | 3, months: random.pick([1, 12] as const), quantity: 1, payType: 'wechat' }, false);
}
const bookingStub = { serviceDate: '2000-01-01', city: '', address: '', contactName: '', contactPhone: '' };

/** The photo orders every demo account has, whatever the random plans gave it (newest first). */
const PHOTO_ORDERS: { line: Parameters<typeof quote>[0]; status: 'recent' | 'paid' | 'cancelled'; age: number }[] = [
  { line: { priceId: 2, product: 2, type: 2, months: 12, quantity: 1, payType: 'wechat' }, status: 'recent', age: 5 * HOUR },
  { line: { priceId: 1, capacity: 100, quantity: 1, payType: 'wechat' }, status: 'paid', age: 9 * DAY + 3 * HOUR },
  { line: { priceId: 2, product: 2, type: 3, months: 12, quantity: 1, payType: 'wechat' }, status: 'paid', age: 17 * DAY + 5 * HOUR },
  { line: { priceId: 1, capacity: 500, quantity: 2, payType: 'wechat' }, status: 'cancelled', age: 26 * DAY + 2 * HOUR },
  { line: { priceId: 2, product: 2, type: 1, months: 1, quantity: 1, payType: 'wechat' }, status: 'paid', age: 44 * DAY + 7 * HOUR },
];

type SeedUser = { id: number; nickname: string; username: string; mob_phone: string };

/** One stored order of `user` placed at `createdAt` that ended as `status` (draws from `random` in a fixed order). */
function orderRow(random: Random, user: SeedUser, priced: ReturnType<typeof quote>, createdAt: Date, status: Plan['status'], usedNumbers: Set<string>) {
  let orderNo: string;
  do orderNo = `GR${chinaTimestamp(createdAt)}${String(random.int(0, 999_999)).padStart(6, '0')}`;
  while (usedNumbers.has(orderNo));
  usedNumbers.add(orderNo);
  const payType: PayType = random.pick(['wechat', 'wechat', 'alipay', 'transfer'] as const);
  const settledAt = status === 'paid' || status === 'settled' ? new Date(createdAt.getTime() + random.int(1, 50) * 60_000) : null;
  const stored: OrderStatus = status === 'paid' ? 'paid' : status === 'cancelled' ? 'cancelled' : 'unpaid';
  const row: Insertable<TrxOrdersTable> = {
    order_no: orderNo,
    owner_id: user.id,
    product: priced.product,
    kind: priced.kind,
    pro_type: priced.proType,
    months: priced.months,
    capacity_gb: priced.capacityGb,
    quantity: priced.quantity,
    title: priced.title,
    unit_price: priced.unitPrice,
    original_amount: priced.originalAmount,
    amount: priced.amount,
    pay_type: payType,
    status: stored,
    buyer_name: user.nickname || user.username,
    buyer_phone: user.mob_phone,
    trade_no: settledAt ? `SIM${chinaTimestamp(settledAt)}${String(random.int(0, 999_999)).padStart(6, '0')}` : null,
    settled_at: settledAt,
    paid_at: status === 'paid' && settledAt ? new Date(settledAt.getTime() + random.int(1, 30) * 1000) : null,
    cancelled_at: status === 'cancelled' ? new Date(createdAt.getTime() + random.int(5, 600) * 60_000) : null,
    cancel_reason: status === 'cancelled' ? 'user' : null,
    created_at: createdAt,
    updated_at: createdAt,
  };
  return row;
}

/** Seeds both demo accounts' orders; returns how many were written. */
export async function seedOrders(trx: Transaction<Database>, now: Date): Promise<number> {
  const random = createRandom(4004);
  const photoRandom = createRandom(4012);
  const users = await trx
    .selectFrom('users')
    .select(['id', 'username', 'nickname', 'mob_phone'])
    .where('username', 'in', ['demo', 'demo2'])
    .orderBy('id')
    .execute();
  const usedNumbers = new Set<string>();
  let written = 0;

  for (const user of users) {
    const count = user.username === 'demo' ? 36 : 8;
    const rows: Insertable<TrxOrdersTable>[] = [];
    const bookings: { index: number; type: number; day: string }[] = [];
    for (const [index, plan] of plans(random, count).entries()) {
      const priced = line(random, plan.product);
      // Newest first in index order: the first few within the payment window.
      const age = index < 3 ? (index + 1) * 2 * HOUR + random.int(0, 50) * 60_000 : (index * 5 + random.int(0, 4)) * DAY + random.int(1, 20) * HOUR;
      const createdAt = new Date(now.getTime() - age);
      rows.push(orderRow(random, user, priced, createdAt, plan.status, usedNumbers));
      if (plan.status === 'timeout' && createdAt.getTime() + PAY_TIMEOUT_MS > now.getTime())
        throw new Error('a timed-out demo order must be older than the payment window');
      if (plan.product === 4) bookings.push({ index, type: priced.proType ?? 1, day: addDays(chinaDay(createdAt), random.int(7, 40)) });
    }
    for (const photo of PHOTO_ORDERS) {
      const createdAt = new Date(now.getTime() - photo.age - photoRandom.int(0, 50) * 60_000);
      rows.push(orderRow(photoRandom, user, quote(photo.line, false), createdAt, photo.status, usedNumbers));
    }
    const inserted = await trx.insertInto('trx_orders').values(rows).returning(['id']).execute();
    written += inserted.length;
    if (bookings.length > 0) {
      await trx
        .insertInto('huipai_bookings')
        .values(
          bookings.map((booking, n) => {
            const place = ADDRESSES[n % ADDRESSES.length] ?? { city: '上海市', address: '' };
            const pack = SERVICE_PACKAGES[booking.type];
            return {
              order_id: inserted[booking.index]?.id ?? 0,
              owner_id: user.id,
              service_date: booking.day,
              city: place.city,
              address: place.address,
              contact_name: CONTACTS[n % CONTACTS.length] ?? '王晓敏',
              contact_phone: `13${String(600000000 + n * 7919).padStart(9, '0')}`,
              photographers: pack?.photographers ?? 1,
              hours: pack?.hours ?? 4,
              remark: n % 2 === 0 ? '需提前一小时到场布置灯光，现场有舞台。' : '',
            };
          }),
        )
        .execute();
    }
  }
  return written;
}
