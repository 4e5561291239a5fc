#!/usr/bin/env node
/**
 * `node tests/bench/web-profile.mjs [--route list|home|data] [--runs 1] [--throttle 4]` — where a
 * console page's main thread goes until it is live (issue 25), as JSON. The built server
 * (`node esbuild.config.mjs --env local` first) with every plugin, signed in, cold cache, CPU ×4,
 * each page over one raw DevTools session as bench:web's,
 * 40 ms / 10 Mbit/s (the conditions of `npm run bench:web`). Per run:
 *   phases: when the page's HTML and its main scripts arrived, and main.tsx's start-up marks
 *     (`gr:boot` the host entry runs, `gr:plugins` the plugins set up, `gr:page` the landing page and
 *     session in, `gr:hydrate` hydrateRoot called, `gr:live` every server boundary adopted);
 *   timeline: per 250 ms of the V8 profile, the busiest files (what ran when);
 *   byFile: the profile's self time per script file (plus V8's own: the garbage collector, the
 *     parser and style/layout as "(program)").
 * A figure for a note, never a test.
 */
import { openDevtoolsPage, signedInDevtools } from './devtools.mjs';
import { option, startServer } from './lib.mjs';

const ROUTE = process.argv.includes('--route') ? process.argv[process.argv.indexOf('--route') + 1] : 'list';
const PATHS = { home: '/admin/basic', list: '/admin/activity/live', data: '/admin/data/activity/live' };
const THROTTLE = option('throttle', 4);
const RUNS = option('runs', 1);
const WINDOW_US = 250_000;

/** A profile node's file (hash dropped) or, for V8's own work, its name in parentheses. */
const fileOf = ({ url, functionName }) =>
  url
    ? url.replace(/^https?:\/\/[^/]+\/admin\//, '').replace(/-[a-z0-9]{8}\.js$/, '.js')
    : functionName.startsWith('(')
      ? functionName
      : `(${functionName || 'native'})`;

const ms = (us) => Math.round(us / 1000);

async function profileOnce(browser, context, url) {
  // One raw DevTools session, as bench:web's pages (tests/bench/devtools.mjs).
  const page = await openDevtoolsPage(browser, context, { throttle: THROTTLE });
  await page.send('Profiler.enable');
  await page.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.send('Profiler.start');
  await page.goto(url);
  const deadline = Date.now() + 60_000;
  while (!(await page.evaluate("performance.getEntriesByName('gr:live').length > 0")) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const phases = await page.evaluate(`(() => {
    const out = { htmlEnd: Math.round(performance.getEntriesByType('navigation')[0].responseEnd) };
    for (const entry of performance.getEntriesByType('resource'))
      if (/first-screen-|\\/kit-|host\\/main-/.test(entry.name))
        out[entry.name.replace(/^.*\\//, '').replace(/-[a-z0-9]{8}\\.js$/, '.js')] = Math.round(entry.responseEnd);
    for (const entry of performance.getEntriesByType('mark')) if (entry.name.startsWith('gr:')) out[entry.name] = Math.round(entry.startTime);
    return out;
  })()`);
  const { profile } = await page.send('Profiler.stop');
  await page.close();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFile = new Map();
  const windows = [];
  let at = 0;
  profile.samples.forEach((id, i) => {
    const spent = profile.timeDeltas[i + 1] ?? 0;
    at += profile.timeDeltas[i] ?? 0;
    const file = fileOf(nodes.get(id).callFrame);
    if (file === '(idle)') return;
    byFile.set(file, (byFile.get(file) ?? 0) + spent);
    const slot = Math.floor(at / WINDOW_US);
    windows[slot] ??= new Map();
    const window = windows[slot];
    window.set(file, (window.get(file) ?? 0) + spent);
  });
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  return {
    phases,
    busyMs: ms([...byFile.values()].reduce((sum, us) => sum + us, 0)),
    timeline: windows.map(
      (window, i) =>
        `${(i * WINDOW_US) / 1000} ms: ${top(window ?? new Map(), 3)
          .map(([file, us]) => `${file} ${ms(us)}`)
          .join(', ')}`,
    ),
    byFile: Object.fromEntries(top(byFile, 15).map(([file, us]) => [file, ms(us)])),
  };
}

const server = await startServer({ env: { RATE_LIMIT_PAGES: '0', RATE_LIMIT_API: '0' } });
const { browser, context } = await signedInDevtools(server.url);
try {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await profileOnce(browser, context, `${server.url}${PATHS[ROUTE]}`));
  console.log(JSON.stringify({ route: ROUTE, throttle: THROTTLE, runs }, null, 2));
} finally {
  await browser.close();
  server.stop();
}
