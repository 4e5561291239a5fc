/**
 * @greenroom/sdk/charts — the chart kit of the data screens: line, bar, ring and China province
 * charts, figure cards with the change against the previous period, and the date-range control
 * every data screen shares (kept in the address).
 *
 * A third entry of the sdk on purpose: the chart components are small, and echarts itself
 * (`echarts/core` with only the charts used) loads on the first chart drawn — the map's GeoJSON only
 * with the first map. Never import it from a plugin entry or a home widget.
 *
 * @packageDocumentation
 */
import './charts.css';

export { type ChartClick, ChartDataTable, ChartFrame, type ChartProps, type ChartTable } from './ChartFrame';
export { BarChart, type ItemChartProps, LineChart, type LineChartProps, PieChart, ProvinceMap, type ProvinceMapProps } from './charts';
export {
  DATA_RANGE_MAX_DAYS,
  DATA_RANGE_PRESETS,
  type DataRange,
  DataRangeControl,
  type DataRangeControlProps,
  type DataRangePreset,
  parseDataRange,
  presetDataRange,
  rangeQuery,
  useDataRange,
  writeDataRange,
} from './DataRange';
export { type Figure, FigureCards, type FigureCardsProps } from './FigureCards';
export { type ChinaMap, type EchartsRuntime, loadChinaMap, loadEcharts } from './loadEcharts';
export {
  barOption,
  type ChartItem,
  type ChartPoint,
  inScheme,
  type LineSeries,
  lineDates,
  lineOption,
  mapOption,
  pieOption,
  type ValueFormatter,
} from './options';
export { chartTexts } from './texts';
export { useChartData } from './useChartData';
