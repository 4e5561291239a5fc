import Spin from '@douyinfe/semi-ui/lib/es/spin';
import type { ColorScheme } from '@greenroom/contracts/i18n';
import { type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_LocationContext } from 'react-router-dom';
import { type FrameData, useFrameData, useServerRender } from '../frameData';
import { useColorScheme } from '../i18n';
import { texts } from '../texts';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Loading } from '../ui/Loading';
import { classifyLoadFailure } from '../ui/lazyPart';
import { useNetworkRestored, useQuietRetry } from '../ui/networkRestored';
import { type EchartsRuntime, loadEcharts } from './loadEcharts';
import { inScheme } from './options';
import { chartTexts } from './texts';

/**
 * What every chart of the kit takes besides its data.
 * @public
 */
export interface ChartProps {
  /** The chart's heading; also the caption of its data table and its accessible name. */
  title: string;
  /** The data is loading: a spinner over the chart, which keeps the previous drawing meanwhile. */
  loading?: boolean;
  /** The data failed to load (the envelope client has said why): 数据加载失败 with 重试 when nothing is drawn. */
  error?: boolean;
  /** Called by 重试 after a failed load of the data. */
  onRetry?: () => void;
  /** Height of the drawing in pixels (300 by default); the width follows the container. */
  height?: number;
  /** Shown instead of 暂无数据. */
  emptyText?: string;
  /** Beside the heading (a switch, a back link). */
  extra?: ReactNode;
  /**
   * Drawn by the server with the page when it is rendered there with its data (issue 25): the first
   * chart a person sees, so that the screen arrives with it. Each costs the server's render of the
   * page about 5–10 ms of CPU: not for every chart. Not for a map (its GeoJSON is the browser's).
   */
  paintWithPage?: boolean;
}

/**
 * One column of a chart's data table.
 * @public
 */
export interface ChartTable {
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

/**
 * A click on a drawn item: its index in the data and the echarts event's `data`.
 * @public
 */
export interface ChartClick {
  dataIndex: number;
  data: unknown;
}

interface ChartFrameProps<P> extends ChartProps {
  /** Null while the first data has not arrived. */
  hasData: boolean | null;
  /** What else must load before drawing (the map's GeoJSON); echarts itself is always loaded. */
  prepare?: () => Promise<P>;
  /** The echarts option from what `prepare` answered, for the page's colour scheme. */
  option: (prepared: P, scheme: ColorScheme) => object;
  table: ChartTable;
  onItemClick?: (click: ChartClick) => void;
  /** Beside the drawing (the map's province list). */
  aside?: ReactNode;
}

type Chart = ReturnType<EchartsRuntime['init']>;

/**
 * The width of the view box the server draws a chart in (issue 25): a chart's width in the data
 * screens' two columns at 1440 px; the picture scales to its frame (keeping its proportions)
 * until echarts draws the chart at its own size.
 */
const SERVER_CHART_WIDTH = 544;

/**
 * The frame of every kit chart: heading, loading / empty / error states, echarts loaded lazily and
 * drawn into a box that resizes with its container (ResizeObserver), and the same data as a table
 * only screen readers see. Marks the box `data-painted="true"` (and a performance mark
 * `gr-chart:<title>`) once the drawing has finished. Dark when the page is (issue 29): echarts' `dark`
 * theme over a transparent background (the card's), switched live with the person's choice.
 *
 * Painted with the page (issue 25): rendered by the server with its data and `paintWithPage`, the
 * chart is drawn there as SVG (`FrameData.paintChart`) into an element of its own over the box,
 * which the browser's hydration leaves as it is; echarts then draws into the box and, once it has
 * finished, that picture goes.
 * @public
 */
export function ChartFrame<P = undefined>({
  title,
  loading = false,
  error = false,
  onRetry,
  height = 300,
  emptyText,
  extra,
  paintWithPage = false,
  hasData,
  prepare,
  option,
  table,
  onItemClick,
  aside,
}: ChartFrameProps<P>) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const [prepared, setPrepared] = useState<{ value: P } | null>(null);
  const [libraryFailed, setLibraryFailed] = useState(false);
  // The library's chunk is gone after a deploy (404/410): 重试 cannot help, the console must be reloaded.
  const [libraryStale, setLibraryStale] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Issue 25: a page being left — the router has moved, the next page still rendering in a
  // transition — draws no chart meanwhile. echarts arriving then drew every chart of the page going
  // away and held the next page up (~2 s on the bench's line when a data screen's tab was clicked as
  // the screen loaded). Its charts are drawn once the router is back at the page's entry, or the
  // page is shown at the router's (a range chosen on it).
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const here = useContext(UNSAFE_LocationContext)?.location;
  const hereRef = useRef(here);
  hereRef.current = here;
  const shownRef = useRef<(() => void) | null>(null);
  // The same history entry (its key): the router's address carries the console's basename, the page's does not.
  const isShown = () => !router || !hereRef.current || router.state.location.key === hereRef.current.key;
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked again whenever the page is shown at another address.
  useEffect(() => {
    if (shownRef.current && isShown()) shownRef.current();
  }, [here]);
  const clickRef = useRef(onItemClick);
  clickRef.current = onItemClick;
  const optionRef = useRef(option);
  optionRef.current = option;
  const prepareRef = useRef(prepare);
  const drawable = hasData === true;
  const scheme = useColorScheme();
  const schemeRef = useRef(scheme);
  schemeRef.current = scheme;
  // The theme the chart was made or last switched to.
  const themed = useRef<ColorScheme>(scheme);
  // The server's picture of the chart: drawn by the server, kept by the browser's hydration until
  // echarts has drawn. Both sides decide alike from what they render with (the data from the page).
  const frameData = useFrameData();
  const serverRender = useServerRender();
  const [pictured, setPictured] = useState(() => paintWithPage && serverRender && drawable && !prepare);
  const picture = pictured && drawable;
  const svg = picture && frameData?.paintChart ? serverPicture(frameData.paintChart, inScheme(option(undefined as P, scheme), scheme), height) : null;

  // Starts fetching echarts as soon as a chart is on the screen, while its data is still loading:
  // the two waits overlap instead of following each other (a failure here is retried below).
  useEffect(() => {
    void loadEcharts().catch(() => undefined);
  }, []);

  // Loads echarts (and what the chart needs besides) once data is there, and creates the chart.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is 重试 of a failed library load.
  useEffect(() => {
    // No data to draw any more: the server's picture, of other data, is not shown again.
    if (!drawable) setPictured(false);
    if (!drawable || !box.current) return;
    let gone = false;
    let stopWaiting = () => {};
    const element = box.current;
    Promise.all([loadEcharts(), prepareRef.current ? prepareRef.current() : Promise.resolve(undefined as P)])
      .then(async (loaded) => {
        if (router && !isShown()) {
          // Until the router is back at the page's entry, or the page is shown at the router's.
          await new Promise<void>((resolve) => {
            const shown = () => {
              stopWaiting();
              resolve();
            };
            const unsubscribe = router.subscribe(() => {
              if (isShown()) shown();
            });
            stopWaiting = () => {
              unsubscribe();
              shownRef.current = null;
            };
            shownRef.current = shown;
          });
        }
        return loaded;
      })
      .then(
        ([runtime, value]) => {
          if (gone) return;
          themed.current = schemeRef.current;
          const instance = runtime.init(element, echartsTheme(themed.current), { renderer: 'canvas' });
          instance.on('click', (params) =>
            clickRef.current?.({ dataIndex: (params as { dataIndex: number }).dataIndex, data: (params as { data: unknown }).data }),
          );
          instance.on('finished', () => {
            if (element.dataset.painted === 'true') return;
            element.dataset.painted = 'true';
            performance.mark?.(`gr-chart:${title}`);
            setPictured(false);
          });
          chart.current = instance;
          setPrepared({ value });
        },
        (error: unknown) => {
          if (gone) return;
          setLibraryFailed(true);
          void classifyLoadFailure(error).then((problem) => !gone && setLibraryStale(problem === 'stale'));
        },
      );
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.current?.resize());
    resize?.observe(element);
    return () => {
      gone = true;
      stopWaiting();
      resize?.disconnect();
      chart.current?.dispose();
      chart.current = null;
      setPrepared(null);
    };
  }, [drawable, attempt]);

  // Draws again when the data (as its table says) changes, not on every render.
  const signature = JSON.stringify(table.rows);
  // Paints again in the other scheme when the person switches it, with the chart's theme first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `signature` stands for the data the option is built from.
  useEffect(() => {
    const instance = chart.current;
    if (!prepared || !instance) return;
    if (themed.current !== scheme && typeof instance.setTheme === 'function') {
      themed.current = scheme;
      instance.setTheme(echartsTheme(scheme));
    }
    instance.setOption(inScheme(optionRef.current(prepared.value, scheme), scheme) as Parameters<Chart['setOption']>[0], { notMerge: true });
  }, [prepared, signature, scheme]);

  const retryLibrary = () => {
    setLibraryFailed(false);
    setAttempt((n) => n + 1);
  };
  // Failed for want of a network: the library, or the data, loads again once it is back (issue 24 §3).
  // Quietly (issue 25, as the kit's boundary does): the library is loaded first, while the error and
  // its 重试 stay where they are, and the chart is drawn once it is in; a load failing again changes
  // nothing on screen.
  useQuietRetry(libraryFailed, () => Promise.all([loadEcharts(), prepareRef.current?.()]), retryLibrary);
  useNetworkRestored(error && !libraryFailed && onRetry !== undefined, () => onRetry?.());

  let body: ReactNode;
  if (libraryFailed && libraryStale) body = <ErrorState text={texts.partStale} onRetry={() => window.location.reload()} retryText={texts.reload} />;
  else if (libraryFailed) body = <ErrorState text={chartTexts.loadFailed} onRetry={retryLibrary} />;
  else if (error && !hasData) body = <ErrorState text={chartTexts.dataFailed} onRetry={onRetry} />;
  else if (hasData === null) body = <Loading tip={chartTexts.loading} />;
  else if (!hasData) body = <EmptyState size="default" text={emptyText ?? chartTexts.empty} />;
  else
    body = (
      <div className="gr-chart-body">
        <Spin spinning={loading || (!prepared && !picture)} tip={chartTexts.loading} wrapperClassName="gr-chart-spin">
          <div className="gr-chart-stage">
            <div ref={box} className="gr-chart-canvas" style={{ height }} role="img" aria-label={title} />
            {picture ? (
              // The server's SVG; the browser hydrates this element without reading or replacing it.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: echarts' markup of the chart, its texts escaped (host/src/firstFrame/chartPainter.ts checks it); '' in the browser
              <div className="gr-chart-ssr" aria-hidden="true" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: svg ?? '' }} />
            ) : null}
          </div>
        </Spin>
        {aside}
      </div>
    );

  return (
    <section className="gr-chart" aria-label={title} aria-busy={loading || undefined}>
      <header className="gr-chart-head">
        <h3 className="gr-chart-title">{title}</h3>
        {extra}
      </header>
      {body}
      {hasData ? <ChartDataTable title={title} table={table} /> : null}
    </section>
  );
}

/**
 * The server's SVG of a chart (no animation), or null when it could not be drawn. A promise thrown
 * (the server's echarts loading) suspends the part, as React expects of a render.
 */
function serverPicture(paint: NonNullable<FrameData['paintChart']>, option: object, height: number): string | null {
  try {
    return paint({ ...option, animation: false }, { width: SERVER_CHART_WIDTH, height });
  } catch (thrown) {
    if (thrown instanceof Promise) throw thrown;
    return null;
  }
}

/** echarts' theme of a colour scheme: its built-in `dark`, or the default (an empty theme). */
const echartsTheme = (scheme: ColorScheme) => (scheme === 'dark' ? 'dark' : {});

/**
 * A chart's data as a table that only screen readers see.
 * @public
 */
export function ChartDataTable({ title, table }: { title: string; table: ChartTable }) {
  // Hidden by a box, not on the table: a table grows to its rows past the class's 1 px height (a data
  // screen's last tables made the whole window scroll into an empty grey page).
  return (
    <div className="gr-visually-hidden">
      <table>
        <caption>
          {title}
          {chartTexts.tableSuffix}
        </caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key="head" scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={String(index)}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
