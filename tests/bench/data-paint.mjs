#!/usr/bin/env node
/**
 * `npm run bench:data [-- --scale 1 --runs 3 --throttle 4 --data-dir DIR]` — the data centre's benchmark (issue 11
 * §6): when each data screen's largest content paints, on the bench account of the seeded data
 * (embedded PGlite), in Chromium with the CPU slowed `--throttle` times. Figures printed as JSON,
 * never a timed test (machines are noisy). Target: 1.5 s each.
 *
 * Seeds `.data/bench/pglite-<scale>` first when it is not yet (dist/server/seed.js, the folder
 * `npm run bench` uses too; scale 1 takes a few minutes once). Signed in as `bench`, the console's
 * modules warmed once, then each screen is opened as a person does, from the menu or the product
 * tabs, and timed from the click until its largest content has painted:
 *   平台数据 (live, photo, event, micro): the province map, `section[aria-label="地域分布"]`;
 *   商城数据: the order lines; 观众数据 and 报名数据: the first row of their member / conferee list.
 * Each run signs in a new page; printed: every run and the median per screen.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { launchChromium, median, option, root, signIn, startServer } from './lib.mjs';

const SCALE = option('scale', 1);
const RUNS = option('runs', 3);
const THROTTLE = option('throttle', 4);
const TARGET_MS = 1500;
const log = (line) => process.stderr.write(`[bench:data] ${line}\n`);

const dirAt = process.argv.indexOf('--data-dir');
/** `--data-dir DIR`: another seeded folder (e.g. the one `npm run seed` filled), else the bench folder of the scale. */
const dataDir = dirAt >= 0 ? path.resolve(process.argv[dirAt + 1]) : path.join(root, '.data', 'bench', `pglite-${SCALE}`);
if (!existsSync(path.join(dataDir, 'PG_VERSION'))) log(`seeding ${path.relative(root, dataDir)} at scale ${SCALE} (once; minutes at scale 1)…`);
const seeded = spawnSync(process.execPath, [path.join(root, 'dist/server/seed.js'), '--scale', String(SCALE), '--data-dir', dataDir], {
  cwd: root,
  env: { ...process.env, DATABASE_URL: '' },
  stdio: ['ignore', 'pipe', 'inherit'],
  encoding: 'utf8',
});
if (seeded.status !== 0) throw new Error(`seeding failed (${seeded.status})`);
const seed = JSON.parse(seeded.stdout.trim().split('\n').pop());
log(`data: ${JSON.stringify(seed.counts)}${seed.skipped ? ' (already seeded)' : ''}`);

/** The screens, in menu order: how to open one from the previous, and what its largest content is. */
const SCREENS = [
  {
    name: 'data/activity/live',
    open: (page) => page.getByRole('menuitem', { name: '平台数据' }).click(),
    painted: 'section[aria-label="地域分布"] [data-painted="true"]',
  },
  {
    name: 'data/activity/photo',
    open: (page) => page.locator('.gr-data-tabs').getByRole('link', { name: '云摄影', exact: true }).click(),
    painted: 'section[aria-label="地域分布"] [data-painted="true"]',
  },
  {
    name: 'data/activity/event',
    open: (page) => page.locator('.gr-data-tabs').getByRole('link', { name: '活动', exact: true }).click(),
    painted: 'section[aria-label="地域分布"] [data-painted="true"]',
  },
  {
    name: 'data/activity/micro',
    open: (page) => page.locator('.gr-data-tabs').getByRole('link', { name: '微站', exact: true }).click(),
    painted: 'section[aria-label="地域分布"] [data-painted="true"]',
  },
  {
    name: 'data/shop',
    open: (page) => page.getByRole('menuitem', { name: '商城数据' }).click(),
    painted: 'section[aria-label="订单趋势"] [data-painted="true"]',
  },
  { name: 'data/user', open: (page) => page.getByRole('menuitem', { name: '观众数据' }).click(), painted: '.semi-table-tbody .semi-table-row' },
  { name: 'data/event', open: (page) => page.getByRole('menuitem', { name: '报名数据' }).click(), painted: '.semi-table-tbody .semi-table-row' },
];

const server = await startServer({ dataDir });
const browser = await launchChromium();
const runs = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await signIn(page, server.url, 'bench');
    // Warm the console's modules once, unthrottled, so the figures are the screens' own work.
    await page.goto(`${server.url}/admin/data/activity/live`);
    await page.locator(SCREENS[0].painted).waitFor({ timeout: 60_000 });
    await page.goto(`${server.url}/admin/basic`);
    await page.getByRole('menuitem', { name: '平台数据' }).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const figures = {};
    for (const screen of SCREENS) {
      // The screen left behind must not count as the new one painting.
      await page.evaluate(() => {
        for (const element of document.querySelectorAll('[data-painted]')) element.removeAttribute('data-painted');
        for (const element of document.querySelectorAll('.semi-table-tbody')) element.remove();
      });
      const started = Date.now();
      await screen.open(page);
      // The largest content, or the empty state of its section when the account has no such data.
      const section = /^section\[[^\]]+\]/.exec(screen.painted)?.[0];
      const target = section ? `${screen.painted}, ${section} .gr-empty` : screen.painted;
      await page
        .locator(target)
        .first()
        .waitFor({ timeout: 60_000 })
        .catch(async (error) => {
          const shot = path.join(root, '.data', `bench-data-${screen.name.replaceAll('/', '-')}.png`);
          await page.screenshot({ path: shot, fullPage: true });
          throw new Error(`${screen.name}: its largest content did not paint within 60 s (screenshot ${path.relative(root, shot)})`, { cause: error });
        });
      const empty = section ? (await page.locator(`${section} .gr-empty`).count()) > 0 : false;
      figures[screen.name] = empty ? null : Date.now() - started;
      if (empty) log(`${screen.name}: the bench account has no data for it (empty state); not measured`);
    }
    log(`run ${run + 1}: ${JSON.stringify(figures)}`);
    runs.push(figures);
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
const measured = (name) => runs.map((figures) => figures[name]).filter((ms) => ms !== null);
const medians = Object.fromEntries(SCREENS.map(({ name }) => [name, measured(name).length ? median(measured(name)) : null]));
console.log(
  JSON.stringify(
    {
      benchmark: `largest content painted after the click (ms), bench account at scale ${SCALE}, CPU ${THROTTLE}x slower, median of ${RUNS}`,
      targetMs: TARGET_MS,
      medians,
      notMeasured: Object.entries(medians)
        .filter(([, ms]) => ms === null)
        .map(([name]) => `${name}: no data on the bench account`),
      over: Object.entries(medians)
        .filter(([, ms]) => ms !== null && ms > TARGET_MS)
        .map(([name]) => name),
      runs,
      data: seed.counts,
    },
    null,
    2,
  ),
);
