import { formatCount } from '../format';
import { ChartFrame, type ChartProps } from './ChartFrame';
import { loadChinaMap } from './loadEcharts';
import { barOption, type ChartItem, type LineSeries, lineDates, lineOption, mapOption, pieOption, type ValueFormatter } from './options';
import { chartTexts } from './texts';

/**
 * Props of {@link LineChart}.
 * @public
 */
export interface LineChartProps extends ChartProps {
  /** One or more lines over the same days; null until the first data arrives. */
  series: readonly LineSeries[] | null;
  /** How values read (counts: 1,234 · 1.2万 by default). */
  format?: ValueFormatter;
}

/**
 * Days on the x axis, one line per series (no days: 暂无数据).
 * @public
 */
export function LineChart({ series, format = formatCount, ...frame }: LineChartProps) {
  const dates = series ? lineDates(series) : [];
  const rows = dates.map((date) => [date, ...(series ?? []).map((line) => format(line.points.find((point) => point.date === date)?.value ?? 0))]);
  return (
    <ChartFrame
      {...frame}
      hasData={series === null ? null : dates.length > 0}
      option={() => lineOption(series ?? [], format)}
      table={{ columns: [chartTexts.date, ...(series ?? []).map((line) => line.name)], rows }}
    />
  );
}

/**
 * Props of {@link BarChart} and {@link PieChart}.
 * @public
 */
export interface ItemChartProps extends ChartProps {
  /** The bars or slices; null until the first data arrives. */
  items: readonly ChartItem[] | null;
  /** What the values are (浏览量): the tooltip's and the table's column name. */
  valueName: string;
  /** How values read (counts by default). */
  format?: ValueFormatter;
  /** Called with the item clicked. */
  onItemClick?: (item: ChartItem) => void;
}

const itemTable = (items: readonly ChartItem[] | null, valueName: string, format: ValueFormatter) => ({
  columns: [chartTexts.name, valueName],
  rows: (items ?? []).map((item) => [item.name, format(item.value)]),
});

/**
 * Bars; `horizontal` for a ranking (names down the side, the first item on top).
 * @public
 */
export function BarChart({ items, valueName, format = formatCount, horizontal = false, onItemClick, ...frame }: ItemChartProps & { horizontal?: boolean }) {
  const ordered = items ?? [];
  return (
    <ChartFrame
      {...frame}
      hasData={items === null ? null : items.length > 0}
      option={() => barOption(ordered, { name: valueName, horizontal, format })}
      table={itemTable(items, valueName, format)}
      onItemClick={onItemClick && ((click) => onItemClick(ordered[horizontal ? ordered.length - 1 - click.dataIndex : click.dataIndex]))}
    />
  );
}

/**
 * A ring of shares (platforms, new and returning buyers); all zero: 暂无数据.
 * @public
 */
export function PieChart({ items, valueName, format = formatCount, onItemClick, ...frame }: ItemChartProps) {
  const ordered = items ?? [];
  return (
    <ChartFrame
      {...frame}
      hasData={items === null ? null : items.some((item) => item.value > 0)}
      option={() => pieOption(ordered, { name: valueName, format })}
      table={itemTable(items, valueName, format)}
      onItemClick={onItemClick && ((click) => onItemClick(ordered[click.dataIndex]))}
    />
  );
}

/**
 * Props of {@link ProvinceMap}.
 * @public
 */
export interface ProvinceMapProps extends ItemChartProps {
  /** How many provinces the list beside the map shows (10). */
  listSize?: number;
}

/**
 * China's provinces coloured by value (a choropleth; the GeoJSON loads with the first map only).
 * Items need their province `code` (440000). With `onItemClick`, a click on a province — or on
 * its button in the list beside the map, for the keyboard — selects it (to show its cities).
 * @public
 */
export function ProvinceMap({ items, valueName, format = formatCount, onItemClick, listSize = 10, ...frame }: ProvinceMapProps) {
  const ordered = items ?? [];
  const top = [...ordered].sort((a, b) => b.value - a.value).slice(0, listSize);
  const aside = (
    // Without buttons, a list taller than its box is scrolled from the list itself by the keyboard (axe scrollable-region-focusable).
    <ol className="gr-chart-list" aria-label={frame.title} tabIndex={onItemClick ? undefined : 0}>
      {top.map((item) => (
        <li key={item.code ?? item.name}>
          {onItemClick ? (
            <button type="button" className="gr-chart-list-item" onClick={() => onItemClick(item)}>
              <span>{item.name}</span>
              <span>{format(item.value)}</span>
            </button>
          ) : (
            <span className="gr-chart-list-item">
              <span>{item.name}</span>
              <span>{format(item.value)}</span>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
  return (
    <ChartFrame
      {...frame}
      hasData={items === null ? null : items.length > 0}
      prepare={loadChinaMap}
      option={(map, scheme) => mapOption(map, ordered, { name: valueName, format, scheme })}
      table={itemTable(items, valueName, format)}
      aside={aside}
      onItemClick={
        onItemClick &&
        ((click) => {
          const code = (click.data as { code?: number } | undefined)?.code;
          const item = ordered.find((candidate) => candidate.code === code);
          if (item) onItemClick(item);
        })
      }
    />
  );
}
