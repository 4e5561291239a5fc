#!/usr/bin/env node
/**
 * `node tests/bench/viewers-push.mjs [--rounds 3 --throttle 4]` — the console's script time per
 * pushed viewers count on the live list (issues 25 and 26 §2): a popular broadcast's viewers come
 * and go many times a second, and each change is pushed to the organiser's open list.
 *
 * The built server (`node esbuild.config.mjs --env local` first) on a fresh embedded database;
 * `demo`'s live list open in Chromium with the CPU slowed `--throttle` times; in another browser
 * context, watch pages of one public broadcast opened one by one (up to four: the browser holds six
 * connections to a host) and closed again, `--rounds` times, each change awaited on the list's
 * 在线人数 cell. Chromium's trace of the list's page gives the script run on its main thread while
 * this happens (top-level function calls, event dispatches, timers and microtasks), per pushed count.
 * Printed as JSON; a figure for a note, never a test.
 */
import { launchChromium, openThrottled, option, signedInContext, startServer } from './lib.mjs';

const ROUNDS = option('rounds', 3);
const THROTTLE = option('throttle', 4);
/** Watch pages open at once (the browser's six connections per host hold their presence streams). */
const VIEWERS = 4;
const SCRIPT = new Set(['FunctionCall', 'EventDispatch', 'TimerFire', 'RunMicrotasks', 'v8.evaluateModule', 'EvaluateScript']);

const server = await startServer({ env: { RATE_LIMIT_PAGES: '0', RATE_LIMIT_API: '0' } });
const browser = await launchChromium();
try {
  const context = await signedInContext(browser, server.url);
  const { page } = await openThrottled(context, { throttle: THROTTLE, rtt: 0, mbps: 1000 });
  await page.goto(`${server.url}/admin/activity/live`);
  await page.waitForFunction(() => performance.getEntriesByName('gr:live').length > 0);
  // The list's first reads and the live channel settle first.
  await page.waitForTimeout(3000);
  const liveId = await page.evaluate(async () => {
    const list = await (await fetch('/api/activity/twzb/list?pageNum=1&pageSize=10')).json();
    for (const row of list.data.list) {
      const detail = await (await fetch(`/api/activity/twzb/${row.id}`)).json();
      if (detail.data.watch.mode === 'public') return row.id;
    }
    return null;
  });
  if (liveId === null) throw new Error('no public broadcast on the first page of the list');
  const cell = page.locator(`[data-online-of="${liveId}"]`);
  const shows = (count) => cell.filter({ hasText: new RegExp(`^${count}$`) }).waitFor();
  const viewers = await browser.newContext();
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  let pushed = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const pages = [];
    for (let i = 0; i < VIEWERS; i++) {
      const watch = await viewers.newPage();
      await watch.goto(`${server.url}/live/${liveId}`, { waitUntil: 'commit' });
      pages.push(watch);
      await shows(i + 1);
      pushed++;
    }
    for (let i = VIEWERS - 1; i >= 0; i--) {
      await pages[i].close();
      await shows(i);
      pushed++;
    }
  }
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  // The list's renderer: the process running the console's own scripts (the watch pages run /public-pages/ ones).
  const pid = traceEvents.find((event) => event.name === 'FunctionCall' && event.args?.data?.url?.includes('/admin/'))?.pid;
  const main = new Set(
    traceEvents
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args.name === 'CrRendererMain' && event.pid === pid)
      .map((event) => event.tid),
  );
  // Top-level script only: an event inside another one counted is already in it.
  const script = traceEvents
    .filter((event) => event.pid === pid && main.has(event.tid) && event.ph === 'X' && SCRIPT.has(event.name))
    .sort((a, b) => a.ts - b.ts);
  let total = 0;
  let end = -1;
  for (const event of script) {
    if (event.ts < end) continue;
    total += event.dur ?? 0;
    end = event.ts + (event.dur ?? 0);
  }
  await viewers.close();
  console.log(
    JSON.stringify(
      { conditions: { cpuThrottling: THROTTLE, rounds: ROUNDS, viewersAtOnce: VIEWERS }, pushed, scriptMsPerPush: Number((total / 1000 / pushed).toFixed(2)) },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  server.stop();
}
