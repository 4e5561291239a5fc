#!/usr/bin/env node
/**
 * `node tests/bench/photo-grid.mjs [--photos 10000] [--throttle 4] [--speed 400]` — the photo grid's
 * benchmark (issue 9; a measurement printed as JSON, not a timed test). Build first
 * (`node esbuild.config.mjs --env local`).
 *
 * Starts the built server on a fresh embedded database, signs in as `demo` in Chromium, and opens
 * /content/timeline while the photo-library calls answer one day holding `--photos` photos (the
 * answers are generated in the page's network layer, so the figures are the grid's own; the
 * thumbnails are the server's real demo images). With the CPU slowed `--throttle` times (Chrome
 * DevTools CPU throttling) it measures:
 *   - firstPaintMs: from navigation to the first thumbnail decoded in the grid;
 *   - the scroll to the end at `--speed` px per frame: frames per second, the slowest frames, and
 *     frames longer than 20 ms (under 50 fps);
 *   - thumbnails requested and the most <img> in the document at once, against the photos.
 */
import { launchChromium, option, signIn, startServer } from './lib.mjs';

const PHOTOS = option('photos', 10_000);
const THROTTLE = option('throttle', 4);
const SPEED = option('speed', 400);
/** `each` (default): a thumbnail request per photo; `same`: one shared image (isolates the grid's own work from image decoding). */
const THUMBS = process.argv.includes('--same-thumb') ? 'same' : 'each';
const log = (line) => process.stderr.write(`[photo-grid] ${line}\n`);

/** The photo-library answers for one day of PHOTOS photos in 2026. */
function answer(url) {
  const day = '2026-11-01';
  const ok = (data) => JSON.stringify({ code: 0, msg: 'ok', msgCode: 0, data });
  if (url.pathname.endsWith('/year-list')) return ok([{ key: 'year-2026', year: 2026, photoCount: PHOTOS, dateCount: 1, coverUrl: '' }]);
  if (url.pathname.endsWith('/date-list')) {
    return ok({ pageNum: 1, pageSize: 100, total: 1, list: [{ key: `date-${day}`, date: day, photoCount: PHOTOS, coverUrl: '', cityNames: ['杭州'] }] });
  }
  if (url.pathname.endsWith('/photo-list')) {
    const pageNum = Number(url.searchParams.get('pageNum') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 30);
    const from = (pageNum - 1) * pageSize;
    const list = Array.from({ length: Math.max(0, Math.min(pageSize, PHOTOS - from)) }, (_, i) => {
      const id = from + i + 1;
      return {
        id,
        title: `照片 ${id}`,
        url: `/demo-assets/person/photo/${id % 1000}.svg`,
        // A query per photo: every thumbnail is its own request, as with real files.
        thumbUrl: THUMBS === 'same' ? '/demo-assets/person/photo/1.jpg?size=thumb' : `/demo-assets/person/photo/${id % 1000}.jpg?size=thumb&n=${id}`,
        width: 4000,
        height: 3000,
        size: 3_000_000,
        takenAt: `${day}T0${id % 10}:00:00.000Z`,
        cityId: 330100,
        cityName: '杭州',
      };
    });
    return ok({ pageNum, pageSize, total: PHOTOS, list });
  }
  return null;
}

const server = await startServer();
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await signIn(page, server.url);

  let pageCalls = 0;
  await page.route('**/api/person/photo-group/**', (route) => {
    const body = answer(new URL(route.request().url()));
    if (!body) return route.continue();
    if (route.request().url().includes('/photo-list')) pageCalls++;
    return route.fulfill({ status: 200, contentType: 'application/json', body });
  });
  const thumbs = new Set();
  page.on('request', (request) => {
    if (request.url().includes('size=thumb')) thumbs.add(request.url());
  });

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const started = Date.now();
  await page.goto(`${server.url}/admin/content/timeline`);
  await page.waitForFunction(() => [...document.querySelectorAll('.gr-photo-cell img')].some((img) => img.complete && img.naturalWidth > 0), null, {
    timeout: 60_000,
  });
  const firstPaintMs = Date.now() - started;
  const atFirstPaint = { thumbnails: thumbs.size, images: await page.locator('.gr-photo-cell img').count(), pageCalls };
  log(`first grid paint after ${firstPaintMs} ms`);

  const scroll = await page.evaluate(async (speed) => {
    const grid = document.querySelector('.gr-photo-grid');
    const frames = [];
    let maxImages = 0;
    const start = performance.now();
    let last = start;
    await new Promise((resolve) => {
      const step = (now) => {
        frames.push(now - last);
        last = now;
        maxImages = Math.max(maxImages, grid.querySelectorAll('img').length);
        if (grid.scrollTop + grid.clientHeight >= grid.scrollHeight - 1) return resolve();
        grid.scrollTop += speed;
        requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
    const elapsed = performance.now() - start;
    frames.shift();
    const sorted = [...frames].sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    return {
      scrolledPx: grid.scrollHeight,
      frames: frames.length,
      seconds: Number((elapsed / 1000).toFixed(2)),
      fps: Number((frames.length / (elapsed / 1000)).toFixed(1)),
      p50FrameMs: Number(at(0.5).toFixed(1)),
      p95FrameMs: Number(at(0.95).toFixed(1)),
      maxFrameMs: Number(sorted[sorted.length - 1].toFixed(1)),
      framesOver20ms: frames.filter((f) => f > 20).length,
      maxImagesInDocument: maxImages,
    };
  }, SPEED);
  await page.waitForTimeout(1000);
  const rows = await page.evaluate(() => document.querySelector('.gr-photo-canvas')?.getBoundingClientRect().height);
  console.log(
    JSON.stringify(
      {
        photos: PHOTOS,
        thumbnails: THUMBS,
        cpuThrottling: THROTTLE,
        viewport: '1440x900',
        firstPaintMs,
        atFirstPaint,
        scroll: { speedPxPerFrame: SPEED, ...scroll },
        requested: { thumbnails: thumbs.size, photoListCalls: pageCalls, gridHeightPx: rows },
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  server.stop();
}
