#!/usr/bin/env node
/**
 * `npm run bench:web [-- --runs 5 --throttle 4 --rtt 40 --mbps 10 --seconds 5]` — how soon a console
 * page is usable (issues 14 and 25): figures printed as JSON from Chromium, never a timed test
 * (machines are noisy; compare runs made under the same conditions).
 *
 * The built server on a fresh embedded database with every plugin enabled; signed in as `demo`,
 * then each run opens a NEW page with the HTTP cache disabled (cold cache, session and layout
 * cookies kept), the CPU slowed `--throttle` times and the network emulated at `--rtt` ms round trip
 * and `--mbps` Mbit/s both ways (Lighthouse's desktop network). The page has one raw DevTools
 * session (tests/bench/devtools.mjs): nothing instruments it but what the measure needs, as nothing
 * does in a person's browser. `--driver playwright` measures through Playwright's pages instead,
 * whose two DevTools sessions put the start-up ~300–450 ms later (docs/first-screen.md "The
 * thirty-fourth stop"). Per route — the console home
 * (/admin/basic), a list (/admin/activity/live) and a data screen (/admin/data/activity/live) — and
 * per run:
 *   contentMs: the route's content painted (the nickname, the first row, the first chart);
 *   usableMs: a control is clicked (a raw mouse click at its place, pressed and released through
 *     the browser's input, as a person does) as soon as it is painted — the home's first quick entry,
 *     the list's 第 2 页, the data screen's next product tab: when its effect was first seen (the
 *     address is the entry's or the tab's, page 2 selected; an address is seen as the router's history
 *     call moves it, a page's change at the page's next change). A click made before React's listeners
 *     are in is kept and replayed then; one with no effect {@link RETRY_MS} ms after both the click and
 *     `gr:live` is lost, and the control is clicked again;
 *   drawnMs: when that effect was first seen drawn — the entry's page in place of the home, the tab
 *     active, 第 2 页 the current page — not the address alone, which the router moves first;
 *   clickMs: when the first click reached the page (its press), to set against the phases;
 *   clicksLost: the clicks that took no effect;
 *   jsKB: JavaScript transferred (encoded bytes, until the network is quiet);
 *   phases: when the HTML was in and main.tsx's start-up marks (boot, plugins, page, hydrate, live).
 * And per route, outside Chromium: the server's signed-in pages/s (`--seconds` s of autocannon, two
 * sessions with one connection each, the layout cookie sent as the browser does), and the list's
 * own API call under the same load for comparison; the server runs without its rate limits there
 * (they would cap what is measured at 60 pages a minute per session). Printed: the median of the runs, and every run.
 * `--fresh-connections` opens each page in a new browser context (new connections to the server).
 * `--warm` measures a returning organiser's visit (the HTTP cache on, each route visited twice first).
 * `--no-load` leaves the server's load test out (the browser's figures only: cheaper A/B runs of a
 * change to the page, with many `--runs`); `--routes list,data` measures only those routes.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { openDevtoolsPage, signedInDevtools } from './devtools.mjs';
import { launchChromium, median, openThrottled, option, root, signedInContext, signInHttp, startServer } from './lib.mjs';

const RUNS = option('runs', 5);
const THROTTLE = option('throttle', 4);
const RTT = option('rtt', 40);
const MBPS = option('mbps', 10);
const SECONDS = option('seconds', 5);
const NO_LOAD = process.argv.includes('--no-load');
/**
 * `--warm`: a returning organiser's visit — the HTTP cache on, and each route visited twice before
 * the runs (so the browser holds the build's files and, from the second run of each script, V8's
 * code for them); the HTML and every call still come from the server.
 */
const WARM = process.argv.includes('--warm');
/**
 * `--fresh-connections`: each page in a browser context of its own, so that it opens new connections
 * to the server (and starts a renderer of its own), as a first visit after a while does; by default
 * the runs share one context, whose connections the browser keeps between them.
 */
const FRESH = process.argv.includes('--fresh-connections');
/** `--driver playwright`: the pages through Playwright, as until the thirty-fourth stop (see {@link visitor}). */
const DRIVER = process.argv.includes('--driver') ? process.argv[process.argv.indexOf('--driver') + 1] : 'devtools';
if (!['devtools', 'playwright'].includes(DRIVER)) throw new Error(`bench:web: --driver is devtools (the default) or playwright, not ${DRIVER}`);
if (WARM && (DRIVER === 'playwright' || FRESH))
  throw new Error('bench:web: --warm is for the default driver, its runs in one context (a context has its own HTTP cache)');
if (FRESH && DRIVER === 'playwright')
  throw new Error('bench:web: --fresh-connections is for the default driver (its pages share their context under playwright)');
/** `--routes list,data`: only these routes (cheaper A/B runs of a change to one page). */
const ONLY = process.argv.includes('--routes') ? process.argv[process.argv.indexOf('--routes') + 1].split(',') : null;
/** A click without effect is repeated after this long. */
const RETRY_MS = 1000;
/** How often the bench looks for the control before it shows. */
const POLL_MS = 25;
/** How often it asks, after a click, whether the click took effect (the effect's time is the page's own). */
const VERDICT_POLL_MS = 50;
const log = (line) => process.stderr.write(`[bench:web] ${line}\n`);
const autocannon = createRequire(path.join(root, 'package.json'))('autocannon');

/**
 * The routes: where, what its content is, which control is clicked and how its effect shows. The
 * functions run in the page.
 */
const ROUTES = {
  home: {
    path: '/admin/basic',
    content: '.gr-user-name',
    control: '.gr-quick-entries a',
    // Where the clicked entry leads (a click landing elsewhere, on the side menu, is not its effect):
    // its page, or the first tab its container redirects to (视频库 → /content/video/live).
    effect: () => location.pathname === window.__bench.href || location.pathname.startsWith(`${window.__bench.href}/`),
    drawn: () =>
      (location.pathname === window.__bench.href || location.pathname.startsWith(`${window.__bench.href}/`)) &&
      !document.querySelector('.gr-home') &&
      document.querySelector('main h1') !== null,
  },
  list: {
    path: '/admin/activity/live',
    content: 'tbody tr.semi-table-row',
    control: '[aria-label="第 2 页"]',
    effect: () =>
      /(^|[?&])page=2(&|$)/.test(location.search.slice(1)) || document.querySelector('[aria-label="第 2 页"]')?.getAttribute('aria-current') === 'page',
    drawn: () => document.querySelector('[aria-label="第 2 页"]')?.getAttribute('aria-current') === 'page',
  },
  data: {
    path: '/admin/data/activity/live',
    // A chart drawn with its data, whichever drew it: echarts' canvas in the browser, or the server's
    // SVG of it (issue 25; only a chart the server drew with data has one — never a placeholder).
    content: 'main canvas, .gr-content canvas, .gr-chart-ssr svg',
    control: 'a.gr-data-tab:not(.is-active)',
    effect: () => location.pathname === window.__bench.href,
    drawn: () => location.pathname === window.__bench.href && document.querySelector('a.gr-data-tab.is-active')?.getAttribute('href') === window.__bench.href,
  },
};

/**
 * In every document from its start: when the route's content is painted, when the control is first
 * painted (a frame drawn with it: never before the page's render-blocking stylesheets are in) and
 * where it leads, when the bench's click reached the page, and when the effect is first seen.
 */
const OBSERVE = ({ content, control, effect, drawn }) => {
  window.__bench = { content: 0, shown: 0, href: null, click: 0, effect: 0, drawn: 0 };
  addEventListener(
    'pointerdown',
    () => {
      window.__bench.click ||= performance.now();
    },
    true,
  );
  const seen = new Function(`return (${effect})()`);
  const seenDrawn = new Function(`return (${drawn})()`);
  const painted = (selector, done) => {
    if (document.querySelector(selector)) requestAnimationFrame(() => done(document.querySelector(selector)));
  };
  const check = () => {
    if (!window.__bench.effect && window.__bench.click && seen()) window.__bench.effect = performance.now();
  };
  // The address moves without a change to the page (the router's history call; the next page is drawn
  // later): seen at the call itself, not at the page's next change (before this, the home's usableMs
  // landed with `gr:live`, whose removal of `#root[data-gr-server]` was that next change).
  for (const name of ['pushState', 'replaceState']) {
    const original = history[name];
    history[name] = function (...args) {
      const result = original.apply(this, args);
      check();
      return result;
    };
  }
  addEventListener('popstate', check);
  const watch = new MutationObserver(() => {
    if (!window.__bench.content)
      painted(content, () => {
        window.__bench.content ||= performance.now();
      });
    if (!window.__bench.shown)
      painted(control, (element) => {
        if (window.__bench.shown || !element) return;
        window.__bench.href = element.getAttribute('href');
        window.__bench.shown = performance.now();
      });
    check();
    if (!window.__bench.drawn && window.__bench.click && seenDrawn()) window.__bench.drawn = performance.now();
    if (window.__bench.content && window.__bench.effect && window.__bench.drawn) watch.disconnect();
  });
  watch.observe(document, { childList: true, subtree: true, attributes: true });
};

/**
 * Where the control is, from inside the page in ONE call: null until it is painted, with a box;
 * brought into view first (a list's pagination may be below the fold, as a person scrolls to it).
 * The bench asks nothing else of the page before it clicks: each call waits for the page's main
 * thread, and a person's click does not (issue 25: with four calls per click — Playwright's
 * visibility wait, the effect check, the scroll and the box — the click reached the page only after
 * the start-up's long tasks, 130–200 ms after `gr:live`, in every run).
 */
const PLACE = (selector) => {
  if (!window.__bench?.shown) return null;
  const element = document.querySelector(selector);
  if (!element?.isConnected) return null;
  let box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return null;
  if (box.top < 0 || box.bottom > innerHeight) {
    element.scrollIntoView({ block: 'center' });
    box = element.getBoundingClientRect();
  }
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, effect: window.__bench.effect > 0 };
};

/**
 * After a click, in the page: 'effect' once it is seen, 'lost' when it has had none `retryMs` after
 * both the click and `gr:live` (a page the server did not render for hydration never waits for
 * that mark), false meanwhile.
 */
const VERDICT = (retryMs) => {
  if (window.__bench.effect > 0) return 'effect';
  const live = performance.getEntriesByName('gr:live')[0]?.startTime ?? (document.querySelector('#root[data-gr-server]') ? undefined : 0);
  return live !== undefined && performance.now() - Math.max(live, window.__bench.click) > retryMs ? 'lost' : false;
};

/** Polls `check` (an async function) every `everyMs` until it is truthy or `timeoutMs` passed; its last value. */
async function until(check, { everyMs = POLL_MS, timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let value = await check();
  while (!value && Date.now() < deadline) {
    await sleep(everyMs);
    value = await check();
  }
  return value;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One route's run in a new page of `openPage()` (either driver: {@link openDevtoolsPage} or
 * {@link openPlaywrightPage}).
 */
async function measure(openPage, url, route) {
  const page = await openPage();
  await page.addInitScript(
    `(${OBSERVE})(${JSON.stringify({ content: route.content, control: route.control, effect: String(route.effect), drawn: String(route.drawn) })})`,
  );
  await page.goto(`${url}${route.path}`);
  // As soon as the control is painted, a raw click at its centre: pressed and released as the mouse
  // does, through the browser's input (a click the page is too busy for is queued there, as a
  // person's is). One raw call into the page per poll (PLACE).
  const place = () => page.evaluate(`(${PLACE})(${JSON.stringify(route.control)})`);
  let at = await until(place);
  if (!at) throw new Error(`${route.control} never showed`);
  let clicks = 0;
  const deadline = Date.now() + 30_000;
  let done = at.effect;
  while (!done && Date.now() < deadline) {
    await page.click(at.x, at.y);
    clicks++;
    // A click made before the page is live is kept and replayed once it is (issue 25): it is lost
    // only if it has taken no effect RETRY_MS after both the click and the page's going live. Asked
    // with one raw call per poll, as PLACE is: Playwright's `waitForFunction` would first inject its
    // utility script into the page, a compile of tens of ms on the main thread (CPU ×4) while the
    // page is still starting, which a person's page never pays.
    const verdict = await until(() => page.evaluate(`(${VERDICT})(${RETRY_MS})`), { everyMs: VERDICT_POLL_MS });
    done = verdict === 'effect';
    // Clicked again where the control is now (the page may have been laid out anew meanwhile).
    if (!done) at = (await place()) ?? at;
  }
  await until(() => page.evaluate('window.__bench.content > 0'));
  // Until no request has started or finished for 1.5 s (what the page asks for at all: jsKB).
  await until(async () => Date.now() - page.lastActivity() >= 1500, { everyMs: 100, timeoutMs: 30_000 });
  const figures = await page.evaluate('window.__bench');
  // Where the time went: the HTML's arrival and main.tsx's start-up marks (docs/first-screen.md).
  const phases = await page.evaluate(`(() => {
    const marks = performance.getEntriesByType('mark').filter((entry) => entry.name.startsWith('gr:'));
    const html = Math.round(performance.getEntriesByType('navigation')[0]?.responseEnd ?? 0);
    return { html, ...Object.fromEntries(marks.map((entry) => [entry.name.slice(3), Math.round(entry.startTime)])) };
  })()`);
  const scripts = [...page.requests.values()].filter((request) => request.type === 'Script' || /\.m?js(\?|$)/.test(request.url));
  await page.close();
  return {
    contentMs: Math.round(figures.content),
    usableMs: figures.effect ? Math.round(figures.effect) : null,
    drawnMs: figures.drawn ? Math.round(figures.drawn) : null,
    clicksLost: figures.effect ? clicks - 1 : clicks,
    clickMs: Math.round(figures.click),
    jsKB: Number((scripts.reduce((sum, request) => sum + request.bytes, 0) / 1024).toFixed(1)),
    phases,
  };
}

/**
 * The page interface of {@link openDevtoolsPage} over a Playwright page (`--driver playwright`: the
 * bench as it was until the thirty-fourth stop, for comparison). Its figures carry the cost of the
 * page's two DevTools sessions, Playwright's and the throttling's (docs/first-screen.md).
 */
async function openPlaywrightPage(context) {
  const { page, cdp, requests } = await openThrottled(context, { throttle: THROTTLE, rtt: RTT, mbps: MBPS });
  let last = Date.now();
  const touch = () => {
    last = Date.now();
  };
  for (const event of ['request', 'requestfinished', 'requestfailed']) page.on(event, touch);
  return {
    requests,
    lastActivity: () => last,
    addInitScript: (source) => page.addInitScript(source),
    goto: (url) => page.goto(url, { waitUntil: 'commit' }),
    evaluate: async (expression) => (await cdp.send('Runtime.evaluate', { expression, returnByValue: true }).catch(() => null))?.result?.value ?? null,
    async click(x, y) {
      for (const type of ['mousePressed', 'mouseReleased']) await cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 });
    },
    close: () => page.close(),
  };
}

/** Requests/s of `path` for SECONDS s: one connection for each of the signed-in cookies. */
async function throughput(url, path, cookies) {
  const results = await Promise.all(cookies.map((cookie) => autocannon({ url: `${url}${path}`, connections: 1, duration: SECONDS, headers: { cookie } })));
  const ok = results.reduce((sum, r) => sum + r['2xx'], 0);
  return Math.round(ok / SECONDS);
}

// The server's cost is measured, not its limits: 60 pages a minute per session (issue 21 §3) would
// cap the pages/s at 2 per session once the first routes spent the minute's budget.
const server = await startServer({ env: { RATE_LIMIT_PAGES: '0', RATE_LIMIT_API: '0' } });
/**
 * The signed-in visitor's pages: by default each over one raw DevTools session of a Chromium of its
 * own (tests/bench/devtools.mjs), signed in over HTTP with the session's cookies and the layout
 * cookie the console writes at 1440 px (xl); with `--driver playwright`, Playwright's pages signed
 * in through the form.
 */
async function visitor(url) {
  if (DRIVER === 'playwright') {
    const browser = await launchChromium();
    const context = await signedInContext(browser, url);
    return { open: () => openPlaywrightPage(context), close: () => browser.close() };
  }
  const { browser, signedIn, context } = await signedInDevtools(url);
  const load = { throttle: THROTTLE, rtt: RTT, mbps: MBPS, width: 1440, height: 900, cache: WARM };
  if (FRESH) {
    return {
      async open() {
        const own = await browser.newContext(signedIn);
        const page = await openDevtoolsPage(browser, own, load);
        return { ...page, close: () => page.close().then(() => browser.disposeContext(own)) };
      },
      close: () => browser.close(),
    };
  }
  // One context for every run, as the Playwright driver's: the HTTP cache is off (cold), and
  // the browser keeps its connections to the server between runs as it does between pages.
  return {
    open: () => openDevtoolsPage(browser, context, load),
    close: () => browser.close(),
  };
}

const guest = await visitor(server.url);
try {
  const routes = Object.entries(ROUTES).filter(([name]) => !ONLY || ONLY.includes(name));
  const runs = Object.fromEntries(routes.map(([name]) => [name, []]));
  if (WARM) for (let visit = 0; visit < 2; visit++) for (const [, route] of routes) await measure(guest.open, server.url, route);
  for (let run = 1; run <= RUNS; run++) {
    for (const [name, route] of routes) runs[name].push(await measure(guest.open, server.url, route));
    log(`run ${run}: ${JSON.stringify(Object.fromEntries(Object.entries(runs).map(([name, rows]) => [name, rows.at(-1)])))}`);
  }
  // Two other sessions for the load, with the layout cookie the console writes (xxl at 1440 px: xl).
  const pagesPerSecond = {};
  let apiPerSecond = null;
  if (!NO_LOAD) {
    const sessions = await Promise.all([signInHttp(server.url, 'demo'), signInHttp(server.url, 'demo')]);
    const cookies = sessions.map((s) => `${s.cookie}; gr_layout=xl; gr_menu=0`);
    for (const [name, route] of routes) pagesPerSecond[name] = await throughput(server.url, route.path, cookies);
    apiPerSecond = await throughput(server.url, '/api/activity/twzb/list?pageNum=1&pageSize=10', cookies);
  }
  const med = (rows, key) => median(rows.map((row) => row[key] ?? Number.POSITIVE_INFINITY));
  const medianPhases = (rows) => {
    const names = [...new Set(rows.flatMap((row) => Object.keys(row.phases)))];
    return Object.fromEntries(names.map((phase) => [phase, median(rows.map((row) => row.phases[phase]).filter(Number.isFinite))]));
  };
  const report = {
    conditions: {
      cpuThrottling: THROTTLE,
      rttMs: RTT,
      mbps: MBPS,
      cache: WARM ? 'warm (each route visited twice before), signed in' : 'cold (disabled), signed in',
      viewport: '1440x900',
      driver: DRIVER === 'playwright' ? 'playwright (two DevTools sessions per page)' : 'one raw DevTools session per page',
      connections: FRESH ? 'new for each page' : 'kept between runs',
      runs: RUNS,
      loadSeconds: NO_LOAD ? null : SECONDS,
    },
    median: Object.fromEntries(
      Object.entries(runs).map(([name, rows]) => [
        name,
        {
          contentMs: med(rows, 'contentMs'),
          usableMs: med(rows, 'usableMs'),
          drawnMs: med(rows, 'drawnMs'),
          clicksLost: med(rows, 'clicksLost'),
          jsKB: med(rows, 'jsKB'),
          serverPagesPerSecond: pagesPerSecond[name] ?? null,
          phases: medianPhases(rows),
        },
      ]),
    ),
    listApiPerSecond: apiPerSecond,
    targets: { contentMs: 1000, usableMs: { home: 1200, list: 1500 }, clicksLost: 0, serverPageCost: '≤ 3× the list API call' },
    runs,
  };
  console.log(JSON.stringify(report, null, 2));
} finally {
  await guest.close();
  server.stop();
}
