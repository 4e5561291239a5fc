import Button from '@douyinfe/semi-ui/lib/es/button';
import { formatPercent, type HttpResult } from '@greenroom/sdk';
import {
  BarChart,
  type ChartItem,
  type DataRange,
  type Figure,
  FigureCards,
  LineChart,
  type LineSeries,
  PieChart,
  ProvinceMap,
  useChartData,
  type ValueFormatter,
} from '@greenroom/sdk/charts';
import { ExportButton, type FileRequest } from '@greenroom/sdk/kit';
import { useSearchParams } from 'react-router-dom';
import { texts } from '../texts';
import { DataPage, ProductTabs } from './DataPage';
import { dataOf } from './load';

type Load<T> = (range: DataRange, signal: AbortSignal) => Promise<HttpResult<T>>;
/** A compared figure of an `/increase` answer. */
type Compared = { value: number; rate: number | null };

/** One product's data screen, declared: what it loads and how it is named. */
export interface ProductDataDeclaration {
  title: string;
  /** Figure name → its label; read from the `/increase` answer (the range against the previous period). */
  figures: readonly { key: string; label: string; format?: ValueFormatter }[];
  increase: Load<object>;
  /** Line charts, each of one or more metrics. */
  /** Line charts; `format` writes their values (axis, tooltip, data table): counts unless told, e.g. money in fen. */
  lines: readonly { title: string; series: readonly { name: string; load: Load<{ date: string; value: number }[]> }[]; format?: ValueFormatter }[];
  /** Provinces (code, name, value) and one province's cities (a click drills in when given); `valueName` says what the value is. */
  regions?: {
    valueName: string;
    provinces: Load<ChartItem[]>;
    cities?: (range: DataRange, province: number, signal: AbortSignal) => Promise<HttpResult<ChartItem[]>>;
  };
  platform?: { valueName: string; load: Load<ChartItem[]> };
  rank?: { title: string; valueName: string; load: Load<ChartItem[]>; format?: ValueFormatter };
  /** Extra charts of a screen (the shop's buyer ratio). */
  extra?: (range: DataRange) => React.ReactNode;
  export: { request: (range: DataRange) => FileRequest; name: string };
  /** Tabs between products (平台数据). */
  tabs?: boolean;
}

/**
 * Figures, lines, the province map with its cities, platform shares, a ranking and export. Each part
 * loads with `useChartData` (issue 25): the server renders the screen with its data and draws its
 * charts, the browser starts from the same answers.
 */
export function ProductData({ declaration }: { declaration: ProductDataDeclaration }) {
  return (
    <DataPage
      title={declaration.title}
      tabs={declaration.tabs ? <ProductTabs /> : null}
      actions={(range) => (
        <ExportButton request={declaration.export.request(range)} fallbackName={texts.exportName(declaration.export.name)} text={texts.export} />
      )}
    >
      {(range) => <ProductCharts declaration={declaration} range={range} />}
    </DataPage>
  );
}

function ProductCharts({ declaration, range }: { declaration: ProductDataDeclaration; range: DataRange }) {
  const deps = [range.start, range.end];
  const increase = useChartData('increase', async (signal) => dataOf(await declaration.increase(range, signal)) as Record<string, Compared> | null, deps);
  const figures: Figure[] = declaration.figures.map((figure) => ({
    ...figure,
    value: increase.data?.[figure.key]?.value ?? null,
    rate: increase.data ? (increase.data[figure.key]?.rate ?? null) : undefined,
  }));
  return (
    <>
      <FigureCards label={texts.figures} figures={figures} loading={increase.loading} error={increase.error} onRetry={increase.retry} />
      <div className="gr-data-grid">
        {declaration.lines.map((chart, index) => (
          <LineBlock key={chart.title} chart={chart} range={range} first={index === 0} />
        ))}
        {declaration.regions ? <RegionBlock regions={declaration.regions} range={range} /> : null}
        {declaration.platform ? <PlatformBlock platform={declaration.platform} range={range} /> : null}
        {declaration.rank ? <RankBlock rank={declaration.rank} range={range} /> : null}
        {declaration.extra?.(range)}
      </div>
    </>
  );
}

/** A line chart of the screen; the `first` is drawn by the server with the page (issue 25: one chart's cost, not every chart's). */
function LineBlock({ chart, range, first }: { chart: ProductDataDeclaration['lines'][number]; range: DataRange; first: boolean }) {
  const remote = useChartData(
    `line:${chart.title}`,
    async (signal): Promise<LineSeries[] | null> => {
      const results = await Promise.all(chart.series.map((series) => series.load(range, signal)));
      if (!results.every((result) => result.ok)) return null;
      return results.map((result, index) => ({ name: chart.series[index].name, points: dataOf(result) ?? [] }));
    },
    [range.start, range.end],
  );
  return (
    <LineChart
      title={chart.title}
      series={remote.data}
      format={chart.format}
      loading={remote.loading}
      error={remote.error}
      onRetry={remote.retry}
      paintWithPage={first}
    />
  );
}

function RegionBlock({ regions, range }: { regions: NonNullable<ProductDataDeclaration['regions']>; range: DataRange }) {
  const [params, setParams] = useSearchParams();
  const { cities: loadCities } = regions;
  const province = loadCities ? Number(params.get('province')) || null : null;
  const provinces = useChartData('provinces', async (signal) => dataOf(await regions.provinces(range, signal)), [range.start, range.end]);
  const cities = useChartData('cities', async (signal) => (province && loadCities ? dataOf(await loadCities(range, province, signal)) : []), [
    range.start,
    range.end,
    province,
  ]);
  const choose = (code: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (code) next.set('province', String(code));
      else next.delete('province');
      return next;
    });
  const chosen = provinces.data?.find((item) => item.code === province);
  return (
    <>
      <ProvinceMap
        title={texts.map}
        valueName={regions.valueName}
        items={provinces.data}
        loading={provinces.loading}
        error={provinces.error}
        onRetry={provinces.retry}
        height={360}
        onItemClick={loadCities ? (item) => item.code && choose(item.code) : undefined}
      />
      {province ? (
        <BarChart
          title={texts.cities(chosen?.name ?? String(province))}
          valueName={regions.valueName}
          items={cities.data}
          loading={cities.loading}
          error={cities.error}
          onRetry={cities.retry}
          horizontal
          height={360}
          extra={
            <Button size="small" onClick={() => choose(null)}>
              {texts.backToChina}
            </Button>
          }
        />
      ) : null}
    </>
  );
}

function PlatformBlock({ platform, range }: { platform: NonNullable<ProductDataDeclaration['platform']>; range: DataRange }) {
  const remote = useChartData('platform', async (signal) => dataOf(await platform.load(range, signal)), [range.start, range.end]);
  return (
    <PieChart title={texts.platform} valueName={platform.valueName} items={remote.data} loading={remote.loading} error={remote.error} onRetry={remote.retry} />
  );
}

function RankBlock({ rank, range }: { rank: NonNullable<ProductDataDeclaration['rank']>; range: DataRange }) {
  const remote = useChartData('rank', async (signal) => dataOf(await rank.load(range, signal)), [range.start, range.end]);
  return (
    <BarChart
      title={rank.title}
      valueName={rank.valueName}
      items={remote.data}
      format={rank.format}
      loading={remote.loading}
      error={remote.error}
      onRetry={remote.retry}
      horizontal
    />
  );
}

/** `12.5` (percent) as 12.5%. */
export const percentText = (rate: number | null) => formatPercent(rate === null ? null : rate / 100);
