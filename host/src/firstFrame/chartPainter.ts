/**
 * The server's charts (issue 25): a chart rendered with its data is drawn here as SVG markup by
 * echarts' server-side rendering (`init(null, …, { renderer: 'svg', ssr: true })`), so that a data
 * screen arrives with its charts drawn. echarts is Node's own (left out of the renderer's bundle),
 * loaded at the first chart drawn, once per process: only the line, bar and pie charts the kit draws
 * with the SVG renderer, no tooltip (a picture is not pointed at), no map (its GeoJSON is the
 * browser's to load).
 */
type Echarts = typeof import('echarts/core');

let echarts: Echarts | null = null;
let loading: Promise<void> | null = null;
/** When loading echarts last failed: charts are not drawn here for a minute, then it is tried again. */
let failedAt = Number.NEGATIVE_INFINITY;
const RETRY_AFTER_MS = 60_000;

/** Loads the server's echarts, once (settles either way: a part waiting for it is rendered again). */
function loadEcharts(): Promise<void> {
  loading ??= Promise.all([import('echarts/core'), import('echarts/charts'), import('echarts/components'), import('echarts/renderers')]).then(
    ([core, charts, components, renderers]) => {
      core.use([charts.LineChart, charts.BarChart, charts.PieChart, components.GridComponent, components.LegendComponent, renderers.SVGRenderer]);
      echarts = core;
    },
    () => {
      failedAt = Date.now();
      loading = null;
    },
  );
  return loading;
}

/** What must not be in a chart's markup: an element that runs or embeds, an event handler, a script address. */
const UNSAFE_MARKUP = /<(?:script|foreignObject|iframe|object|embed|style)\b|\son[a-z]+\s*=|javascript:/i;

/** What the SVG renderer's painter answers: zrender's `renderToString` (echarts' own `renderToSVGString` cannot leave out the hover styles). */
interface SvgPainter {
  renderToString(options: { useViewBox?: boolean; cssAnimation?: boolean; cssEmphasis?: boolean }): string;
}

/**
 * Draws a chart's echarts option as SVG markup in a `width` × `height` view box; null when it
 * cannot. While echarts loads (the first chart after the server started) it throws the loading's
 * promise: React's server renderer renders that part again once it is in.
 *
 * The markup holds no `<style>` element (echarts' hover and animation styles, which the page's
 * policy would refuse, are left out); the `style` attributes of its texts are moved into the page's
 * hashed style element like every other of the frame's (docs/first-screen.md).
 */
export function paintChart(option: object, { width, height }: { width: number; height: number }): string | null {
  if (!echarts) {
    if (Date.now() - failedAt < RETRY_AFTER_MS) return null;
    throw loadEcharts();
  }
  const chart = echarts.init(null, undefined, { renderer: 'svg', ssr: true, width, height });
  try {
    const { tooltip: _pointedAt, ...drawn } = option as { tooltip?: unknown };
    chart.setOption({ ...drawn, animation: false });
    const painter = chart.getZr().painter as unknown as SvgPainter;
    const svg = painter.renderToString({ useViewBox: true, cssAnimation: false, cssEmphasis: false });
    // zrender escapes the texts (names, labels) but writes attribute values as they are: the kit's
    // options put no data in one, and a markup that could run anything is not sent.
    return UNSAFE_MARKUP.test(svg) ? null : svg;
  } catch {
    return null;
  } finally {
    chart.dispose();
  }
}
