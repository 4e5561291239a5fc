// `npm run size`: the first screen's weight (console home, signed in, cold cache), compressed as
// the server serves it, against the budgets of ARCHITECTURE.md; exits 1 past a budget.
// Reads dist/ (run the build first). Counts: the host entry and everything it imports statically
// (shared modules and chunks), the console home's lazy page, every enabled plugin's entry with its
// static imports, and the stylesheets all of these link. Enforced on gzip, the larger of the two
// encodings the server offers, so the budget holds for every browser.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * js: first-screen JavaScript as gzip (the larger encoding, every browser); jsTransferred: the same
 * as brotli, what Chromium is sent (issue 25: lowered from 240 and 200 KB once Semi's icons came one
 * file each, 217.5 and 185.5 KB measured; then to 200 and 170 KB once axios left the first screen
 * and React Router came from its production files, 189.5 and 160.9 KB measured); pageChunk: a
 * plugin's lazy page with its own chunks, gzip; kit: the screen kit's one file (`shared/kit-HASH.js`),
 * which every list, form and dialog page loads before it is live, gzip (issue 25: 102.6 KB measured
 * once Semi's DatePicker, ~40% of it, loaded when first shown instead of with every list; then 75.8 KB
 * once its Modal, SideSheet, Radio, Switch, InputNumber, Banner and Progress did too; then 47.7 KB
 * once its Select, drawn closed without Semi's until reached for, did too); css: the first screen's
 * stylesheets, gzip (issue 25: lowered from 30 KB once the build dropped Semi's right-to-left rules
 * and the earlier copies of a rule, scripts/stylesheets.mjs: 24.4 → 22.1 KB measured); checks: an
 * editor's checks (`shared/chunks/checkBody-HASH.js`: the contracts' schemas and zod), which every
 * editor loads as it opens, gzip (issue 25: 111 → 46.3 KB measured once the contracts imported zod as
 * a namespace, `import * as z`, and its forty languages' messages no longer came with it).
 */
export const BUDGET = {
  js: 200 * 1000,
  jsTransferred: 170 * 1000,
  css: 23 * 1000,
  pluginEntry: 4 * 1024,
  pageChunk: 25 * 1000,
  charts: 350 * 1000,
  kit: 55 * 1000,
  checks: 60 * 1000,
};

/**
 * echarts: the lazy chunks of the chart kit and what they import, gzip together; the map's GeoJSON
 * must be in the map's own chunk only. The kit's loader (`loadEcharts`, `loadChinaMap`) imports them
 * with `import()`; it is on the first screen since a route entered may ask for echarts (sdk 2.11.0,
 * `charts: true`), so the chunks are found from the chart kit's entry and the first screen's files,
 * and kept when they hold echarts' code or the GeoJSON.
 */
/** Whether a built file holds echarts' own code (its instance marker). */
const isEcharts = (url) => readFileSync(file(url), 'utf8').includes('__ec_');
/** Whether a built file holds the map's GeoJSON. */
const isGeo = (url) => readFileSync(file(url), 'utf8').includes('"FeatureCollection"');

function chartChunks(firstScreen) {
  const dir = path.join(root, 'dist/admin/shared');
  const entry = readdirSync(dir).find((name) => /^greenroom__sdk__charts-[A-Za-z0-9]+\.js$/.test(name));
  if (!entry) return null;
  const lazy = [...new Set([`/admin/shared/${entry}`, ...firstScreen].flatMap(lazyChunks))];
  const closures = lazy.map((url) => ({ url, files: pluginClosure(url) })).filter((c) => c.files.some((url) => isEcharts(url) || isGeo(url)));
  // esbuild's small runtime-helper chunk is shared with everything: not echarts, and already counted.
  const all = [...new Set(closures.flatMap((c) => c.files))].filter((url) => !firstScreen.has(url) || isEcharts(url));
  const rows = weigh(all);
  const geo = all.filter(isGeo);
  const mapChunk = closures.find((c) => geo.some((url) => c.url === url))?.url;
  return {
    files: rows.length,
    raw: sum(rows, 'raw'),
    gzip: sum(rows, 'gzip'),
    budget: BUDGET.charts,
    onFirstScreen: [...firstScreen].filter(isEcharts),
    geoOutsideMap: geo
      .filter((url) => url !== mapChunk)
      .concat(closures.filter((c) => c.url !== mapChunk && c.files.some((url) => geo.includes(url))).map((c) => c.url)),
  };
}

/** The screen kit's one file (`shared/kit-HASH.js`, see {@link BUDGET}), or null in a build without it (development). */
function kitChunk() {
  const name = readdirSync(path.join(root, 'dist/admin/shared')).find((n) => /^kit-[a-z0-9]+\.js$/.test(n));
  if (!name) return null;
  const [row] = weigh([`/admin/shared/${name}`]);
  return { ...row, budget: BUDGET.kit };
}

/** An editor's checks (`shared/chunks/checkBody-HASH.js`, see {@link BUDGET}), or null in a build without it (development). */
function checksChunk() {
  const name = readdirSync(path.join(root, 'dist/admin/shared/chunks')).find((n) => /^checkBody-[a-z0-9]+\.js$/.test(n));
  if (!name) return null;
  const [row] = weigh([`/admin/shared/chunks/${name}`]);
  return { ...row, budget: BUDGET.checks };
}

/** A plugin chunk's own static imports (its plugin's chunks, not the shared modules). */
function localImports(url) {
  const code = readFileSync(file(url), 'utf8');
  return [...code.matchAll(/(?:import|from)\s*"(\.{1,2}\/[^"]+\.js)"/g)].map((m) => new URL(m[1], `http://x${url}`).pathname);
}

/** A plugin chunk and everything of its plugin it imports statically. */
function pluginClosure(start) {
  const seen = new Set();
  const visit = (url) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const dep of localImports(url)) visit(dep);
  };
  visit(start);
  return [...seen];
}

/** The lazy modules an entry imports with `import()`: its pages and home widgets. */
function lazyChunks(entryUrl) {
  const code = readFileSync(file(entryUrl), 'utf8');
  return [...new Set([...code.matchAll(/import\(\s*"(\.{1,2}\/[^"]+\.js)"\s*\)/g)].map((m) => new URL(m[1], `http://x${entryUrl}`).pathname))];
}

/** Home widgets are on the first screen: by convention their modules' names end in `Widget`. */
const isWidget = (url) => /Widget-[A-Z0-9]+\.js$/.test(url);

const file = (url) => path.join(root, 'dist', url);
const gzip = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const brotli = (buf) => zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

function weigh(urls) {
  return urls.map((url) => {
    const bytes = readFileSync(file(url));
    return { url, raw: bytes.length, gzip: gzip(bytes), br: brotli(bytes) };
  });
}

const sum = (rows, key) => rows.reduce((total, row) => total + row[key], 0);

/** Measures the build in dist/ and returns the report. */
export function measure() {
  const infoFile = path.join(root, 'dist/build-info.json');
  if (!existsSync(infoFile)) throw new Error('dist/build-info.json is missing: run `npm run build` first');
  const info = JSON.parse(readFileSync(infoFile, 'utf8'));
  const { plugins } = JSON.parse(readFileSync(path.join(root, 'dist/admin/plugins/manifest.json'), 'utf8'));
  const pluginEntries = plugins.map((p) => p.entry);
  const chunksOf = (p) => {
    const code = readFileSync(file(p.entry), 'utf8');
    return [...code.matchAll(/import\s*"(\.\/chunks\/[^"]+)"|from\s*"(\.\/chunks\/[^"]+)"/g)].map((m) => new URL(m[1] ?? m[2], `http://x${p.entry}`).pathname);
  };
  const pluginChunks = plugins.flatMap(chunksOf);
  const lazy = plugins.flatMap((p) => lazyChunks(p.entry).map((url) => ({ id: p.id, url })));
  const widgetJs = lazy.filter((l) => isWidget(l.url)).flatMap((l) => pluginClosure(l.url));
  const pages = lazy
    .filter((l) => !isWidget(l.url))
    .map((l) => {
      const rows = weigh(pluginClosure(l.url));
      return { id: l.id, url: l.url, files: rows.length, raw: sum(rows, 'raw'), gzip: sum(rows, 'gzip'), budget: BUDGET.pageChunk };
    });
  const js = weigh([...new Set([...info.firstScreen.js, ...info.homePage.js, ...pluginEntries, ...pluginChunks, ...widgetJs])]);
  const css = weigh([...new Set([...info.firstScreen.css, ...info.homePage.css, ...plugins.flatMap((p) => p.css ?? [])])]);
  const entries = weigh(pluginEntries).map((row) => ({ ...row, id: plugins.find((p) => p.entry === row.url).id }));
  return {
    js: { files: js.length, raw: sum(js, 'raw'), gzip: sum(js, 'gzip'), br: sum(js, 'br'), budget: BUDGET.js, budgetTransferred: BUDGET.jsTransferred },
    css: { files: css.length, raw: sum(css, 'raw'), gzip: sum(css, 'gzip'), br: sum(css, 'br'), budget: BUDGET.css },
    // chunks: the entry's own files it imports statically (the build folds them into it: issue 14).
    pluginEntries: entries.map((e) => ({
      id: e.id,
      raw: e.raw,
      gzip: e.gzip,
      budget: BUDGET.pluginEntry,
      chunks: chunksOf(plugins.find((p) => p.id === e.id)).length,
    })),
    pages,
    charts: chartChunks(new Set(js.map((row) => row.url))),
    kit: kitChunk(),
    checks: checksChunk(),
    largest: js.sort((a, b) => b.gzip - a.gzip).slice(0, 5),
  };
}

/** The budgets a report exceeds, in words; empty when all hold. */
export function overBudget(report) {
  const problems = [];
  if (report.js.gzip > BUDGET.js) problems.push(`first-screen JavaScript ${report.js.gzip} B gzip > ${BUDGET.js} B`);
  if (report.js.br > BUDGET.jsTransferred) problems.push(`first-screen JavaScript ${report.js.br} B as sent to Chromium (brotli) > ${BUDGET.jsTransferred} B`);
  for (const p of report.pages ?? []) if (p.gzip > BUDGET.pageChunk) problems.push(`page chunk ${p.url} ${p.gzip} B gzip > ${BUDGET.pageChunk} B`);
  if (report.css.gzip > BUDGET.css) problems.push(`first-screen CSS ${report.css.gzip} B > ${BUDGET.css} B`);
  if (report.kit && report.kit.gzip > BUDGET.kit) problems.push(`the screen kit ${report.kit.url} ${report.kit.gzip} B gzip > ${BUDGET.kit} B`);
  if (report.checks && report.checks.gzip > BUDGET.checks)
    problems.push(`an editor's checks ${report.checks.url} ${report.checks.gzip} B gzip > ${BUDGET.checks} B`);
  const { charts } = report;
  if (charts && charts.gzip > BUDGET.charts) problems.push(`echarts chunks ${charts.gzip} B gzip > ${BUDGET.charts} B`);
  // A budget that weighs nothing holds nothing: the chart kit's entry is built, so its echarts is somewhere.
  if (charts && charts.files === 0) problems.push('echarts chunks: none found from the chart kit’s entry or the first screen');
  for (const url of charts?.onFirstScreen ?? []) problems.push(`echarts chunk ${url} is on the first screen`);
  for (const url of charts?.geoOutsideMap ?? []) problems.push(`the map's GeoJSON is loaded by ${url}, not only with the map`);
  for (const e of report.pluginEntries) if (e.raw > BUDGET.pluginEntry) problems.push(`plugin entry ${e.id} ${e.raw} B > ${BUDGET.pluginEntry} B`);
  // Each file an entry imports is one more request before the console starts (six at a time).
  for (const e of report.pluginEntries)
    if (e.chunks > 0) problems.push(`plugin entry ${e.id} imports ${e.chunks} file(s) of its own statically: the build folds them into the entry`);
  return problems;
}

const kb = (n) => `${(n / 1000).toFixed(1)} KB`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const report = measure();
  const rows = [
    [
      'first screen JS',
      report.js.files,
      kb(report.js.raw),
      kb(report.js.gzip),
      kb(report.js.br),
      `${kb(report.js.budget)} gzip, ${kb(report.js.budgetTransferred)} br`,
    ],
    ['first screen CSS', report.css.files, kb(report.css.raw), kb(report.css.gzip), kb(report.css.br), kb(report.css.budget)],
    ...report.pluginEntries.map((e) => [`plugin entry: ${e.id}`, 1, kb(e.raw), kb(e.gzip), '', `${kb(e.budget)} raw`]),
    ...report.pages.map((p) => [
      `page: ${p.id} ${p.url
        .split('/')
        .pop()
        .replace(/-[A-Z0-9]+\.js$/, '')}`,
      p.files,
      kb(p.raw),
      kb(p.gzip),
      '',
      `${kb(p.budget)} gzip`,
    ]),
    ...(report.charts
      ? [['echarts (lazy, data screens)', report.charts.files, kb(report.charts.raw), kb(report.charts.gzip), '', `${kb(report.charts.budget)} gzip`]]
      : []),
    ...(report.kit
      ? [['screen kit (lists, forms, dialogs)', 1, kb(report.kit.raw), kb(report.kit.gzip), kb(report.kit.br), `${kb(report.kit.budget)} gzip`]]
      : []),
    ...(report.checks
      ? [["an editor's checks (contracts, zod)", 1, kb(report.checks.raw), kb(report.checks.gzip), kb(report.checks.br), `${kb(report.checks.budget)} gzip`]]
      : []),
  ];
  console.table(rows.map(([what, files, raw, gz, br, budget]) => ({ what, files, raw, gzip: gz, brotli: br, budget })));
  const problems = overBudget(report);
  if (problems.length) {
    console.error(`size budget exceeded:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('size: every budget holds');
}
