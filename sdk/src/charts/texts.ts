/**
 * The chart kit's user-visible texts (Simplified Chinese).
 * @public
 */
export const chartTexts = {
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
} as const;
