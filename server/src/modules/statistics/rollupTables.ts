/**
 * What the daily rollups (migration 0003_statistics) are made of, shared by their writer
 * (rollupWriter.ts) and their reader (rollup.ts): products, platforms, the summed metrics and the
 * dimensions of `stat_daily`.
 */
export const STAT_PRODUCT = { twzb: 1, event: 2, shop: 3, photo: 4 } as const;
export type StatProductId = (typeof STAT_PRODUCT)[keyof typeof STAT_PRODUCT];

/** The platforms' names (微信, H5, PC, App; WeChat … in English) are the contracts' (`STAT_PLATFORM_NAMES`, `statPlatformName`). */
export { statPlatformName as platformName } from '@greenroom/contracts';
export const PLATFORMS = [1, 2, 3, 4] as const;

/** Columns of stat_daily that can be summed. */
export const METRICS = [
  'pv',
  'uv',
  'shares',
  'watch_seconds',
  'created',
  'new_members',
  'registrations',
  'sign_ins',
  'orders',
  'order_amount',
  'buyers',
  'refunds',
  'refund_amount',
  'uploads',
  'downloads',
] as const;
export type Metric = (typeof METRICS)[number];
export type Totals = Record<Metric, number>;

/** `stat_daily.dim`: the whole account, or one province, city or platform. */
export const DIM = { total: 0, province: 1, city: 2, platform: 3 } as const;
