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
  const key = paintedKey(option, width, height);
  const known = key === null ? undefined : painted.get(key);
  if (known !== undefined) {
    // Most recently used last: the oldest is the one left out when the cache is full.
    painted.delete(key as string);
    painted.set(key as string, known);
    return renamed(known);
  }
  const drawn = paintNow(echarts, option, width, height);
  if (key !== null && drawn !== null && key.length <= MAX_KEY_CHARS) {
    painted.set(key, drawn);
    if (painted.size > MAX_PAINTED) painted.delete(painted.keys().next().value as string);
  }
  return drawn?.svg ?? null;
}

/** A chart's markup and the prefix of its element ids (zrender's `zr<instance>-`: its clip paths, gradients). */
interface Painted {
  svg: string;
  ids: string;
}

let copies = 0;

/**
 * A kept chart's markup with ids of its own (`zrc<n>-`, never zrender's `zr<n>-`): a page with the
 * same chart twice, or a kept chart next to a fresh one, has no id twice.
 */
function renamed({ svg, ids }: Painted): string {
  const fresh = `zrc${++copies}-`;
  return svg.replace(new RegExp(`(id="|url\\(#|href="#)${ids}`, 'g'), (_match, before: string) => before + fresh);
}

/**
 * The charts drawn lately, by their exact input (issue 25, the server's cost of a page): the option
 * as JSON and the view box. The markup is a function of that input alone, so a chart asked again with
 * the same data (a page reloaded, the same statistics for another account) is the same markup, and a
 * change of the data is another key: nothing is kept past a save or a delete. An option that holds a
 * function (a formatter) has no exact key and is always drawn.
 */
const painted = new Map<string, Painted>();
const MAX_PAINTED = 200;
/** A larger option is drawn each time rather than kept (its key alone would weigh on the cache). */
const MAX_KEY_CHARS = 64 * 1024;

function paintedKey(option: object, width: number, height: number): string | null {
  let exact = true;
  const json = JSON.stringify(option, (_name, value: unknown) => {
    // JSON would drop these or write them as null: not the option echarts is given.
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint' || value === undefined) exact = false;
    else if (typeof value === 'number' && !Number.isFinite(value)) exact = false;
    return value;
  });
  return exact && json !== undefined ? `${width}x${height}:${json}` : null;
}

function paintNow(echarts: Echarts, option: object, width: number, height: number): Painted | null {
  const chart = echarts.init(null, undefined, { renderer: 'svg', ssr: true, width, height });
  try {
    const { tooltip: _pointedAt, ...drawn } = option as { tooltip?: unknown };
    chart.setOption({ ...drawn, animation: false });
    const painter = chart.getZr().painter as unknown as SvgPainter;
    const svg = painter.renderToString({ useViewBox: true, cssAnimation: false, cssEmphasis: false });
    // zrender escapes the texts (names, labels) but writes attribute values as they are: the kit's
    // options put no data in one, and a markup that could run anything is not sent.
    return UNSAFE_MARKUP.test(svg) ? null : { svg, ids: `zr${chart.getZr().id}-` };
  } catch {
    return null;
  } finally {
    chart.dispose();
  }
}
