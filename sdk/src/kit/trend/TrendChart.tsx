import { type KeyboardEvent, type PointerEvent, useId, useState } from 'react';
import { formatCount } from '../../format';
import { trendTexts } from './texts';

/**
 * One line of a {@link TrendChart}: a value for every label, in the same order.
 * @public
 */
export interface TrendSeries {
  /** Name in the legend, the tooltip and the data table: 浏览量 (PV). */
  name: string;
  values: readonly number[];
  /** Line colour; the kit's palette by default. */
  color?: string;
}

/**
 * Props of {@link TrendChart}.
 * @public
 */
export interface TrendChartProps {
  /** What the chart shows, for screen readers and the data table's caption: 近30天浏览趋势. */
  title: string;
  /** The x-axis labels (days as `YYYY-MM-DD`, …), one per value. */
  labels: readonly string[];
  /** One to a few lines sharing the y axis. */
  series: readonly TrendSeries[];
  /** How a value reads (counts in 万/亿 by default). */
  formatValue?: (value: number) => string;
  /** How an x label reads on the axis and in the tooltip (`MM-DD` for a `YYYY-MM-DD` day by default). */
  formatLabel?: (label: string) => string;
  /** Drawing height in pixels; the width follows the container. */
  height?: number;
}

/**
 * Colours of the lines in order (Semi's blue, green, orange, purple).
 * @public
 */
export const TREND_COLORS = ['var(--semi-color-primary, #0064fa)', 'var(--semi-color-success, #3bb346)', '#fc8800', '#8d5be8'] as const;

const WIDTH = 640;
const PAD = { top: 12, right: 16, bottom: 28, left: 48 };
const TICKS = 4;

/**
 * A round upper bound of the y axis for values up to `max` (1, 2, 5 × 10ⁿ steps).
 * @public
 */
export function niceMax(max: number): number {
  if (max <= 0) return TICKS;
  const step = max / TICKS;
  const magnitude = 10 ** Math.floor(Math.log10(step));
  const nice = [1, 2, 5, 10].map((m) => m * magnitude).find((m) => m >= step) ?? 10 * magnitude;
  return nice * TICKS;
}

const dayLabel = (label: string) => (/^\d{4}-\d{2}-\d{2}$/.test(label) ? label.slice(5) : label);

/**
 * A small line chart drawn in SVG, without a chart library: for trends inside product screens (a
 * site's page views and visitors of the last 30 days). Two or three lines share one y axis with
 * round ticks; the x axis shows the first, middle and last labels. The chart is one tab stop: the
 * arrow keys (and Home/End) move through the days, the pointer does the same, and the values of the
 * day shown are in a tooltip announced to screen readers. The same data is also a visually hidden
 * table, so nothing is only in the picture. Data screens use the chart kit (`@greenroom/sdk/charts`).
 * @public
 */
export function TrendChart({ title, labels, series, formatValue = formatCount, formatLabel = dayLabel, height = 220 }: TrendChartProps) {
  const id = useId();
  const [active, setActive] = useState<number | null>(null);
  const count = labels.length;
  const top = niceMax(Math.max(0, ...series.flatMap((line) => line.values)));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = height - PAD.top - PAD.bottom;
  const x = (index: number) => PAD.left + (count <= 1 ? plotWidth / 2 : (index * plotWidth) / (count - 1));
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const colorOf = (index: number) => series[index]?.color ?? TREND_COLORS[index % TREND_COLORS.length];
  const axisLabels = count === 0 ? [] : [...new Set([0, Math.floor((count - 1) / 2), count - 1])];

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (count === 0) return;
    const current = active ?? -1;
    const next = { ArrowRight: current + 1, ArrowLeft: current < 0 ? count - 1 : current - 1, Home: 0, End: count - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(Math.min(count - 1, Math.max(0, next)));
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (count === 0 || box.width === 0) return;
    const at = ((event.clientX - box.left) / box.width) * WIDTH;
    setActive(Math.min(count - 1, Math.max(0, Math.round(((at - PAD.left) / plotWidth) * (count - 1)))));
  };

  const tooltip =
    active !== null && labels[active] !== undefined
      ? trendTexts.value(formatLabel(labels[active]), series.map((line) => `${line.name} ${formatValue(line.values[active] ?? 0)}`).join(trendTexts.separator))
      : '';

  return (
    <figure className="gr-trend">
      <ul className="gr-trend-legend" aria-hidden="true">
        {series.map((line, index) => (
          <li key={line.name}>
            <span className="gr-trend-swatch" style={{ background: colorOf(index) }} />
            {line.name}
          </li>
        ))}
      </ul>
      <div className="gr-trend-stage">
        <svg
          viewBox={`0 0 ${WIDTH} ${height}`}
          role="img"
          aria-label={`${title}${trendTexts.separator}${trendTexts.keyboardHint}`}
          aria-describedby={`${id}-tip`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the chart is one tab stop; its arrow keys move through the days, announced by the status line below.
          tabIndex={0}
          className="gr-trend-svg"
          onKeyDown={onKeyDown}
          onPointerMove={onPointerMove}
          onPointerLeave={() => setActive(null)}
          onBlur={() => setActive(null)}
        >
          {Array.from({ length: TICKS + 1 }, (_, tick) => {
            const value = (top / TICKS) * tick;
            return (
              <g key={`tick-${value}`} className="gr-trend-grid">
                <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(value)} y2={y(value)} />
                <text x={PAD.left - 6} y={y(value)} textAnchor="end" dominantBaseline="middle">
                  {formatValue(value)}
                </text>
              </g>
            );
          })}
          {axisLabels.map((index) => (
            <text key={index} className="gr-trend-axis" x={x(index)} y={height - 8} textAnchor={index === 0 ? 'start' : index === count - 1 ? 'end' : 'middle'}>
              {formatLabel(labels[index] ?? '')}
            </text>
          ))}
          {active !== null ? <line className="gr-trend-cursor" x1={x(active)} x2={x(active)} y1={PAD.top} y2={PAD.top + plotHeight} /> : null}
          {series.map((line, index) => (
            <g key={line.name} data-series={line.name}>
              <polyline fill="none" stroke={colorOf(index)} strokeWidth={2} points={line.values.map((value, at) => `${x(at)},${y(value)}`).join(' ')} />
              {active !== null && line.values[active] !== undefined ? (
                <circle cx={x(active)} cy={y(line.values[active] ?? 0)} r={4} fill={colorOf(index)} />
              ) : null}
            </g>
          ))}
        </svg>
        {count === 0 ? <p className="gr-trend-empty">{trendTexts.empty}</p> : null}
        {/* Always present (empty when no day is shown) so that a screen reader hears each change. */}
        <div id={`${id}-tip`} className="gr-trend-tip" role="status" aria-live="polite">
          {tooltip}
        </div>
      </div>
      <table className="gr-trend-table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{trendTexts.date}</th>
            {series.map((line) => (
              <th key={line.name} scope="col">
                {line.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, index) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {series.map((line) => (
                <td key={line.name}>{line.values[index] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
