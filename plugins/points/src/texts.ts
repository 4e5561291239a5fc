import type { PointsKind } from '@greenroom/contracts';
import { defineTexts } from '@greenroom/sdk';

/** Texts of the points plugin, by language (issue 29). */
export const texts = defineTexts({
  'zh-CN': {
    title: '我的积分',
    history: '积分明细',
    figures: '积分概览',
    balance: '当前积分',
    earnedThisMonth: '本月获得',
    spentThisMonth: '本月使用',
    rule: '支付订单每满 10 元得 1 积分，平台活动另有奖励；积分可在积分商城兑换礼品与服务。',
    mall: '去积分商城兑换',
    mallHint: '积分商城将在新窗口打开',
    kindLabel: '类型',
    allKinds: '全部',
    kinds: { earn: '获得', spend: '使用' } satisfies Record<PointsKind, string>,
    dateLabel: '时间',
    columns: { time: '时间', reason: '变动原因', change: '积分变动', balanceAfter: '变动后余额', orderNo: '关联订单号' },
    empty: '暂无积分记录',
    loadFailed: '积分明细加载失败',
    widget: {
      title: '我的积分',
      balance: '当前积分',
      month: (earned: number, spent: number) => `本月获得 ${earned} · 使用 ${spent}`,
      details: '积分明细',
      mall: '积分商城',
    },
  },
  'en-US': {
    title: 'My points',
    history: 'Points history',
    figures: 'Points overview',
    balance: 'Balance',
    earnedThisMonth: 'Earned this month',
    spentThisMonth: 'Used this month',
    rule: 'Earn 1 point for every ¥10 of a paid order, plus rewards from platform campaigns. Redeem points for gifts and services in the points mall.',
    mall: 'Redeem in the points mall',
    mallHint: 'The points mall opens in a new window',
    kindLabel: 'Type',
    allKinds: 'All',
    kinds: { earn: 'Earned', spend: 'Used' },
    dateLabel: 'Time',
    columns: { time: 'Time', reason: 'Reason', change: 'Change', balanceAfter: 'Balance after', orderNo: 'Order number' },
    empty: 'No points records',
    loadFailed: 'Failed to load the points history',
    widget: {
      title: 'My points',
      balance: 'Balance',
      month: (earned, spent) => `${earned} earned · ${spent} used this month`,
      details: 'Points history',
      mall: 'Points mall',
    },
  },
});

/** A change of points with its sign: +120, -50, 0. */
export function signedPoints(amount: number): string {
  return amount > 0 ? `+${amount}` : String(amount);
}
