import { defineTexts } from '../i18n';

/**
 * The chart kit's user-visible texts, by language (issue 29).
 * @public
 */
export const chartTexts = defineTexts({
  'zh-CN': {
    loading: '图表加载中',
    loadFailed: '图表加载失败',
    dataFailed: '数据加载失败',
    empty: '暂无数据',
    retry: '重试',
    date: '日期',
    name: '名称',
    value: '数值',
    tableSuffix: '（数据表）',
    range: '统计时间',
    presets: { today: '今天', '7d': '近7天', '30d': '近30天', '90d': '近90天', custom: '自定义' },
    previous: '较上一周期',
    noPrevious: '较上一周期 —',
    province: '省份',
    backToChina: '返回全国',
    mapHint: '点击省份查看城市分布',
    /** A tooltip's line: `广东：1.2万`. */
    tooltip: (name: string, value: string) => `${name}：${value}`,
    /** A slice's tooltip: `安卓：1,234（45%）`. */
    share: (name: string, value: string, percent: number) => `${name}：${value}（${percent}%）`,
  },
  'en-US': {
    loading: 'Loading chart',
    loadFailed: 'The chart failed to load',
    dataFailed: 'The data failed to load',
    empty: 'No data',
    retry: 'Retry',
    date: 'Date',
    name: 'Name',
    value: 'Value',
    tableSuffix: ' (data table)',
    range: 'Period',
    presets: { today: 'Today', '7d': 'Last 7 days', '30d': 'Last 30 days', '90d': 'Last 90 days', custom: 'Custom' },
    previous: 'vs. previous period',
    noPrevious: 'vs. previous period —',
    province: 'Province',
    backToChina: 'Back to all of China',
    mapHint: 'Click a province to see its cities',
    tooltip: (name, value) => `${name}: ${value}`,
    share: (name, value, percent) => `${name}: ${value} (${percent}%)`,
  },
});
