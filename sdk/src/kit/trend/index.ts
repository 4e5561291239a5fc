export { niceMax, TREND_COLORS, TrendChart, type TrendChartProps, type TrendSeries } from './TrendChart';
export { trendTexts } from './texts';
