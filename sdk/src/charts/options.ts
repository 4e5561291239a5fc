// Pure echarts options of the kit's charts: easy to test without a canvas.
import type { ColorScheme } from '@greenroom/contracts/i18n';
import { formatCount } from '../format';
import { PERCENT_DIGITS } from '../percent';
import { chartTexts } from './texts';

/**
 * One day of a line.
 * @public
 */
export interface ChartPoint {
  /** `YYYY-MM-DD`. */
  date: string;
  value: number;
}

/**
 * One line of a {@link LineChart}: its legend name and its days.
 * @public
 */
export interface LineSeries {
  name: string;
  points: readonly ChartPoint[];
}

/**
 * One bar, slice or province.
 * @public
 */
export interface ChartItem {
  name: string;
  value: number;
  /** A province or city code, for the map and for clicks. */
  code?: number;
}

/**
 * How the kit writes a value: counts as 1,234 / 1.2万 / 3.4亿 unless told otherwise.
 * @public
 */
export type ValueFormatter = (value: number) => string;

const PALETTE = ['#0064fa', '#3bb346', '#fc8800', '#9e28b3', '#ef3f3a', '#00b3bf', '#6a3ac7', '#f2b600'];
/** The same hues, lighter, for a dark page (issue 29: each reaches 3:1 against Semi's dark background). */
const PALETTE_DARK = ['#5a9cff', '#5ec46a', '#ffa940', '#d078e0', '#ff7a75', '#2fd0db', '#a07ef0', '#ffd24d'];

/** The map's colours by scheme: provinces without data, the value's range, the hovered province. */
const MAP_COLORS: Readonly<Record<ColorScheme, { area: string; border: string; range: readonly [string, string]; emphasis: string }>> = {
  light: { area: '#f2f3f5', border: '#c6cad1', range: ['#e6f0ff', '#0064fa'], emphasis: '#fc8800' },
  dark: { area: '#2e3238', border: '#555b64', range: ['#1b2a44', '#5a9cff'], emphasis: '#ffa940' },
};

/**
 * An option painted for a colour scheme (issue 29): a transparent background (the card's, which
 * Semi's theme paints) and, on a dark page, the lighter palette. Axes, legend and tooltip take their
 * colours from echarts' `dark` theme the chart is made with.
 * @public
 */
export function inScheme<O extends object>(option: O, scheme: ColorScheme): O & { backgroundColor: string } {
  const palette = 'color' in option && scheme === 'dark' ? { color: PALETTE_DARK } : {};
  return { ...option, ...palette, backgroundColor: 'transparent' };
}
const SIMPLE_ANIMATION = { animationDuration: 300, animationDurationUpdate: 200 };
/**
 * The axis labels inside the grid's box (echarts 6's form of the deprecated `containLabel: true`,
 * which logged a warning on every chart, the server's painted ones included).
 */
const LABELS_INSIDE = { outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' } as const;

/** Each line's mark at a day: a line equal to another is told by its shape, not its colour alone. */
const LINE_SYMBOLS: readonly string[] = ['emptyCircle', 'emptyRect', 'emptyTriangle', 'emptyDiamond'];
/**
 * A line's width and mark by the number of later lines that run over it (see `runsOver`), which
 * echarts draws over it: a line under others is wider, so lines with equal values (订单数 and
 * 下单人数 on most days) show as one band of their colours instead of the last hiding the others.
 * Lines that do not run over others are drawn at 2 px.
 */
const LINE_LAYERS: readonly [{ width: number; symbol: number }, ...{ width: number; symbol: number }[]] = [
  { width: 2, symbol: 6 },
  { width: 4.5, symbol: 9 },
  { width: 7, symbol: 12 },
];

/**
 * Whether two lines of the same days are mostly drawn over each other: equal on two days in a row
 * for at least half of their segments (or on the only day). A line crossing another, or meeting it
 * at 0 for a day or two, keeps its width.
 */
function runsOver(a: readonly number[], b: readonly number[]): boolean {
  if (a.length === 1) return a[0] === b[0];
  const shared = a.filter((value, day) => day > 0 && value === b[day] && a[day - 1] === b[day - 1]).length;
  return shared * 2 >= a.length - 1;
}

/**
 * The days of every series, in order (series may miss days).
 * @public
 */
export function lineDates(series: readonly LineSeries[]): string[] {
  return [...new Set(series.flatMap((line) => line.points.map((point) => point.date)))].sort();
}

/**
 * A line chart's option: one x axis of days (MM-DD), one y axis in 万/亿, a legend when several.
 * Days are joined by straight segments (a count per day has no value between days: a smoothed line
 * would overshoot them, below 0 after a day of 0), and several lines are layered (see `LINE_LAYERS`).
 * @public
 */
export function lineOption(series: readonly LineSeries[], format: ValueFormatter = formatCount) {
  const dates = lineDates(series);
  const values = series.map((line) => {
    const byDate = new Map(line.points.map((point) => [point.date, point.value]));
    return dates.map((date) => byDate.get(date) ?? 0);
  });
  return {
    ...SIMPLE_ANIMATION,
    color: PALETTE,
    grid: { left: 8, right: 16, top: series.length > 1 ? 36 : 16, bottom: 8, ...LABELS_INSIDE },
    legend: series.length > 1 ? { top: 0, data: series.map((line) => line.name) } : undefined,
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => format(Number(value)) },
    xAxis: { type: 'category', boundaryGap: false, data: dates, axisLabel: { formatter: (date: string) => date.slice(5) } },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: (value: number) => format(value) } },
    series: values.map((data, index) => {
      const line = series[index] as LineSeries;
      const over = values.slice(index + 1).filter((later) => runsOver(data, later)).length;
      const layer = LINE_LAYERS[Math.min(over, LINE_LAYERS.length - 1)] ?? LINE_LAYERS[0];
      return {
        name: line.name,
        type: 'line',
        smooth: false,
        symbol: LINE_SYMBOLS[index % LINE_SYMBOLS.length],
        symbolSize: layer.symbol,
        lineStyle: { width: layer.width },
        showSymbol: dates.length <= 31,
        data,
      };
    }),
  };
}

/**
 * A bar chart's option; `horizontal` lists names down the side, largest first (a ranking).
 * @public
 */
export function barOption(items: readonly ChartItem[], options: { name: string; horizontal?: boolean; format?: ValueFormatter }) {
  const format = options.format ?? formatCount;
  const rows = options.horizontal ? [...items].reverse() : items;
  const names = { type: 'category', data: rows.map((item) => item.name), axisLabel: { width: 120, overflow: 'truncate' } };
  const values = { type: 'value', minInterval: 1, axisLabel: { formatter: (value: number) => format(value) } };
  return {
    ...SIMPLE_ANIMATION,
    color: PALETTE,
    grid: { left: 8, right: 24, top: 16, bottom: 8, ...LABELS_INSIDE },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (value: unknown) => format(Number(value)) },
    xAxis: options.horizontal ? values : names,
    yAxis: options.horizontal ? names : values,
    series: [{ name: options.name, type: 'bar', barMaxWidth: 28, data: rows.map((item) => item.value) }],
  };
}

/**
 * A ring chart's option: each slice's share in the tooltip and the legend beside it.
 * @public
 */
export function pieOption(items: readonly ChartItem[], options: { name: string; format?: ValueFormatter }) {
  const format = options.format ?? formatCount;
  return {
    ...SIMPLE_ANIMATION,
    color: PALETTE,
    legend: { orient: 'vertical', right: 8, top: 'middle' },
    tooltip: { trigger: 'item', formatter: (p: { name: string; value: number; percent: number }) => chartTexts.share(p.name, format(p.value), p.percent) },
    series: [
      {
        name: options.name,
        type: 'pie',
        radius: ['45%', '70%'],
        center: ['38%', '50%'],
        // The slices' shares (`{d}`, the tooltip's `percent`) with the console's one precision.
        percentPrecision: PERCENT_DIGITS,
        label: { formatter: '{d}%' },
        data: items.map((item) => ({ name: item.name, value: item.value })),
      },
    ],
  };
}

/**
 * A choropleth of provinces; data are matched to the map's own province names by code.
 * @public
 */
export function mapOption(
  map: { map: string; provinceNames: ReadonlyMap<number, string> },
  items: readonly ChartItem[],
  options: { name: string; format?: ValueFormatter; scheme?: ColorScheme },
) {
  const format = options.format ?? formatCount;
  const max = Math.max(1, ...items.map((item) => item.value));
  const colors = MAP_COLORS[options.scheme ?? 'light'];
  return {
    ...SIMPLE_ANIMATION,
    tooltip: { trigger: 'item', formatter: (p: { name: string; value: number }) => chartTexts.tooltip(p.name, format(Number.isFinite(p.value) ? p.value : 0)) },
    visualMap: { min: 0, max, left: 8, bottom: 8, calculable: true, inRange: { color: [...colors.range] }, formatter: (value: number) => format(value) },
    series: [
      {
        name: options.name,
        type: 'map',
        map: map.map,
        roam: false,
        selectedMode: false,
        itemStyle: { areaColor: colors.area, borderColor: colors.border },
        emphasis: { label: { show: false }, itemStyle: { areaColor: colors.emphasis } },
        data: items.map((item) => ({ name: (item.code !== undefined && map.provinceNames.get(item.code)) || item.name, value: item.value, code: item.code })),
      },
    ],
  };
}
