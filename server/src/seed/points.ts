/**
 * Demo points ledger of `demo` and `demo2` (/api/user/points): daily sign-ins, rewards for created
 * activities and platform events, the points every paid demo order of the period earned (1 per
 * whole yuan, with its order number, as /srv/trxorder/confirmPay credits them), and exchanges in the
 * points mall. Runs after seed/orders.ts. The history starts at 0 and its running balance never
 * goes below 0; the mall exchanges are chosen so that the newest row's balance is the account's
 * `pointsNum` (seed/data.ts), the rule modules/user/points.ts keeps. Own PRNG, so other seeds keep their
 * sequences.
 */
import type { Insertable, Transaction } from 'kysely';
import type { Database, PointsRecordsTable } from '../db/schema';
import { orderPoints } from '../modules/user/points';
import { DEMO_USERS } from './data';
import { createRandom } from './prng';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Points mall goods, dearest first; the cheapest also evens out the final balance. */
const MALL = [
  { name: '直播企业版 1 个月体验', price: 40_000 },
  { name: '平板电脑', price: 30_000 },
  { name: '4K 直播摄像头', price: 20_000 },
  { name: '京东 E 卡 100 元', price: 10_000 },
  { name: '直播尊享版 1 个月体验', price: 8_000 },
  { name: '无线领夹麦克风', price: 6_000 },
  { name: '直播补光灯套装', price: 4_500 },
  { name: '云摄影存储 50 GB（1 年）', price: 3_000 },
  { name: '手机直播稳定器', price: 2_500 },
  { name: '直播流量包 100 GB', price: 2_000 },
  { name: '品牌定制保温杯', price: 1_500 },
  { name: '直播间专属礼物特效（30 天）', price: 800 },
  { name: '活动海报高级模板', price: 500 },
  { name: '直播间点赞特效（7 天）', price: 300 },
  { name: '签到墙节日主题', price: 200 },
  { name: '直播间弹幕皮肤（7 天）', price: 100 },
] as const;
type Goods = (typeof MALL)[number];
const DEAREST = MALL[0] as Goods;
const CHEAPEST = MALL[MALL.length - 1] as Goods;

interface Plan {
  /** How far back the history goes at most. */
  days: number;
  /** Paid orders the history covers at most: it starts after the one before them. */
  orders: number;
  signIns: number;
  activityRewards: number;
  platformRewards: number;
}
const PLANS: Record<string, Plan> = {
  demo: { days: 100, orders: 6, signIns: 12, activityRewards: 6, platformRewards: 2 },
  demo2: { days: 60, orders: 3, signIns: 6, activityRewards: 3, platformRewards: 1 },
};
const PLATFORM_REWARDS = ['完善账号资料奖励', '参与平台满意度调研奖励', '平台周年庆活动奖励'];

type Change = { at: number; amount: number; reason: string; orderNo: string | null };

/** Seeds both demo accounts' ledgers; returns how many rows were written. */
export async function seedPoints(trx: Transaction<Database>, now: Date): Promise<number> {
  const random = createRandom(1414);
  const end = now.getTime();
  let written = 0;

  for (const demo of DEMO_USERS) {
    const plan = PLANS[demo.username];
    if (!plan) continue;
    const user = await trx.selectFrom('users').select('id').where('username', '=', demo.username).executeTakeFirst();
    if (!user) continue;

    // The period: at most `days`, and after the paid order before the newest `orders` ones, so every
    // order paid in it earned its points here.
    const paid = await trx
      .selectFrom('trx_orders')
      .select(['order_no', 'title', 'amount', 'paid_at'])
      .where('owner_id', '=', user.id)
      .where('status', '=', 'paid')
      .where('paid_at', '>', new Date(end - plan.days * DAY))
      .orderBy('paid_at', 'desc')
      .limit(plan.orders + 1)
      .execute();
    const before = paid.length > plan.orders ? paid[plan.orders]?.paid_at : null;
    const start = Math.max(end - plan.days * DAY, before ? before.getTime() + HOUR : 0);
    const span = end - start;
    const earns: Change[] = [];
    for (const order of paid.slice(0, plan.orders)) {
      const amount = orderPoints(order.amount);
      if (amount > 0 && order.paid_at) earns.push({ at: order.paid_at.getTime(), amount, reason: `购买「${order.title}」`, orderNo: order.order_no });
    }

    // Sign-ins, the newest within the last day; a week of them in a row earns a bonus.
    for (let i = 0; i < plan.signIns; i++) {
      const at = end - (i === 0 ? random.int(1, 20) * HOUR : Math.floor(((i + random.next() * 0.8) / plan.signIns) * span));
      earns.push({ at, amount: 5, reason: '每日签到', orderNo: null });
    }
    earns.push({ at: Math.max(start, end - random.int(2, 6) * DAY - random.int(1, 12) * HOUR), amount: 30, reason: '连续签到 7 天奖励', orderNo: null });

    // Rewards for activities created in the period (the account's own titles).
    const activities = await trx
      .selectFrom('twzb_activities')
      .select(['title', 'created_at'])
      .where('owner_id', '=', user.id)
      .where('created_at', '>', new Date(start))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(plan.activityRewards)
      .execute();
    for (const activity of activities) {
      earns.push({ at: activity.created_at.getTime() + random.int(1, 30) * 60_000, amount: 20, reason: `创建活动「${activity.title}」奖励`, orderNo: null });
    }
    for (let i = 0; i < plan.platformRewards; i++) {
      const at = start + Math.floor(random.next() * span);
      earns.push({ at, amount: random.pick([50, 100, 200]), reason: PLATFORM_REWARDS[i % PLATFORM_REWARDS.length] ?? '', orderNo: null });
    }

    // Mall exchanges take what was earned beyond the final balance: the dearest goods that fit
    // (each at most twice; the dearest again while more is left), then the cheapest, with a small
    // reward making up the rest.
    let toSpend = earns.reduce((sum, change) => sum + change.amount, 0) - demo.pointsNum;
    if (toSpend < 1_000) {
      const bonus = 1_000 - toSpend;
      earns.push({ at: start + Math.floor(random.next() * span), amount: bonus, reason: '年度活跃用户奖励', orderNo: null });
      toSpend += bonus;
    }
    const spends: Goods[] = [];
    for (const item of MALL) {
      for (let n = 0; n < 2 && toSpend >= item.price; n++) {
        spends.push(item);
        toSpend -= item.price;
      }
    }
    for (const item of [DEAREST, CHEAPEST]) {
      while (toSpend >= item.price) {
        spends.push(item);
        toSpend -= item.price;
      }
    }
    if (toSpend > 0) {
      earns.push({ at: start + Math.floor(random.next() * span), amount: CHEAPEST.price - toSpend, reason: '参与直播间互动奖励', orderNo: null });
      spends.push(CHEAPEST);
    }

    // In time order; each exchange after the first earning that makes it affordable (cheaper goods
    // first), spread between that earning and the next.
    for (const earn of earns) earn.at = Math.min(earn.at, end - HOUR);
    earns.sort((a, b) => a.at - b.at);
    const queue = [...spends].reverse();
    const changes: Change[] = [];
    let balance = 0;
    for (const [index, earn] of earns.entries()) {
      changes.push(earn);
      balance += earn.amount;
      const after: Goods[] = [];
      for (let k = 0; k < queue.length; ) {
        const item = queue[k] as Goods;
        if (item.price > balance) {
          k++;
          continue;
        }
        queue.splice(k, 1);
        balance -= item.price;
        after.push(item);
      }
      const gap = (earns[index + 1]?.at ?? end) - earn.at;
      after.forEach((item, n) => {
        const at = earn.at + Math.floor((gap * (n + 1)) / (after.length + 1));
        changes.push({ at, amount: -item.price, reason: `积分商城兑换「${item.name}」`, orderNo: null });
      });
    }
    if (queue.length > 0 || balance !== demo.pointsNum) throw new Error(`demo points of ${demo.username} do not add up to ${demo.pointsNum}`);

    // Written in that order, so ids follow time where two changes share an instant.
    let running = 0;
    const rows: Insertable<PointsRecordsTable>[] = changes.map((change) => {
      running += change.amount;
      if (running < 0) throw new Error(`demo points of ${demo.username} go below 0`);
      return {
        owner_id: user.id,
        kind: change.amount > 0 ? 'earn' : 'spend',
        amount: change.amount,
        reason: change.reason,
        order_no: change.orderNo,
        balance_after: running,
        created_at: new Date(change.at),
      };
    });
    await trx.insertInto('points_records').values(rows).execute();
    await trx.updateTable('users').set({ points_num: running }).where('id', '=', user.id).execute();
    written += rows.length;
  }
  return written;
}
