/**
 * The decimals of a percentage anywhere in the console (`12.5%`): `formatPercent`'s default and a
 * ring chart's slice shares, so that a figure and the slice showing it agree (商城数据: 购买转化率
 * 0.5% beside a slice labelled 0.54%). Internal to the sdk (not re-exported).
 */
export const PERCENT_DIGITS = 1;
