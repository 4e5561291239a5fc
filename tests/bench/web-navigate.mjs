#!/usr/bin/env node
/**
 * `node tests/bench/web-navigate.mjs [--runs 5 --throttle 4 --rtt 40 --mbps 10]` — how soon a page
 * clicked from the live console home is drawn (issue 25: a click's effect drawn): figures printed as
 * JSON from Chromium, never a timed test. The built server (`node esbuild.config.mjs --env local`
 * first) with every plugin; signed in as `demo`; each run opens the home in a new page (cold cache,
 * CPU ×`--throttle`, `--rtt` ms and `--mbps` Mbit/s, as `npm run bench:web`), waits until it is live
 * and the browser has been quiet a while (a person reading it), then clicks the quick entry 直播 with
 * the mouse. Per run, in ms from the click:
 *   loadingMs: the next page's loading state drawn (the click seen taken);
 *   titleMs: the live list's title drawn; rowMs: its first row drawn;
 *   requests: every request made after the click, with when it started and ended (where a chain
 *   waits), by the page's own clock (Resource Timing).
 * Printed: the median of the runs, and every run.
 */
import { launchChromium, loadConditions, median, openThrottled, option, signedInContext, startServer } from './lib.mjs';

const RUNS = option('runs', 5);
const { load, conditions } = loadConditions();
/** How long the home is left alone once live, before the click. */
const READ_MS = 2500;
const log = (line) => process.stderr.write(`[bench:navigate] ${line}\n`);

/** In the page, from the click on: when the loading state, the list's title and its first row are first drawn. */
const WATCH = () => {
  window.__navigate = { loading: 0, title: 0, row: 0 };
  // Room for the page's requests after the click in its Resource Timing (250 by default).
  performance.setResourceTimingBufferSize(2000);
  const seen = (key, shown) => {
    if (!window.__navigate[key] && shown()) window.__navigate[key] = performance.now();
  };
  new MutationObserver(() => {
    seen('loading', () => document.querySelector('main .gr-loading'));
    seen('title', () => document.querySelector('main h1')?.textContent?.includes('直播'));
    seen('row', () => document.querySelector('main tbody tr'));
  }).observe(document, { subtree: true, childList: true });
};

async function measure(context, url) {
  const { page } = await openThrottled(context, load);
  await page.goto(`${url}/admin/basic`, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('gr:live').length > 0, undefined, { timeout: 60_000, polling: 100 });
  await page.waitForTimeout(READ_MS);
  const clickedAt = await page.evaluate(WATCH).then(() => page.evaluate(() => performance.now()));
  const box = await page.locator('.gr-quick-entries a[href="/admin/activity/live"]').boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(() => window.__navigate.row > 0, undefined, { timeout: 30_000, polling: 50 });
  const drawn = await page.evaluate(() => window.__navigate);
  // The page's own clock (Resource Timing), from the same origin as the figures: when each request
  // started and when its last byte was in.
  const requests = await page.evaluate(
    (from) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= from)
        .map((entry) => ({ atMs: Math.round(entry.startTime - from), doneMs: Math.round(entry.responseEnd - from), path: new URL(entry.name).pathname })),
    clickedAt,
  );
  await page.close();
  const since = (at) => Math.round(at - clickedAt);
  return { loadingMs: since(drawn.loading), titleMs: since(drawn.title), rowMs: since(drawn.row), requests };
}

const server = await startServer();
const browser = await launchChromium();
try {
  const context = await signedInContext(browser, server.url);
  const runs = [];
  for (let run = 1; run <= RUNS; run++) {
    const figures = await measure(context, server.url);
    log(`run ${run}: loading ${figures.loadingMs}, title ${figures.titleMs}, row ${figures.rowMs} ms`);
    runs.push(figures);
  }
  const med = (key) => median(runs.map((run) => run[key]));
  const medians = { loadingMs: med('loadingMs'), titleMs: med('titleMs'), rowMs: med('rowMs') };
  console.log(JSON.stringify({ conditions: { ...conditions, runs: RUNS }, median: medians, runs }, null, 1));
} finally {
  await browser.close();
  await server.stop();
}
