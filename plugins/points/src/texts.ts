import type { PointsKind } from '@greenroom/contracts';

/** Texts of the points plugin (Simplified Chinese). */
export const texts = {
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
} as const;

/** A change of points with its sign: +120, -50, 0. */
export function signedPoints(amount: number): string {
  return amount > 0 ? `+${amount}` : String(amount);
}
