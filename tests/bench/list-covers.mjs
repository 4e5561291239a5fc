#!/usr/bin/env node
/**
 * `node tests/bench/list-covers.mjs [--runs 3] [--throttle 4] [--rtt 40] [--mbps 10]` — a list whose
 * rows carry covers an organiser uploaded (issue 25; figures printed as JSON, never a timed test).
 * Build first (`node esbuild.config.mjs --env local`).
 *
 * The demo's covers are small SVGs; an organiser's are photos. This starts the built server on a
 * fresh embedded database, uploads ten 3000 × 2000 JPEG photos as `demo` (POST /api/upload/image,
 * 1.5–2 MB each, as a camera's), creates ten text-image broadcasts with them as covers (they are the
 * list's first page), then opens /admin/activity/live in Chromium, signed in, cold cache, the CPU
 * slowed `--throttle` times and the network at `--rtt` ms and `--mbps` Mbit/s. Per run:
 *   imagesKB: the covers' bytes transferred;
 *   coversMs: when the last cover was in (its responseEnd);
 *   bootMs / liveMs: main.tsx's `gr:boot` and `gr:live` marks (docs/first-screen.md);
 *   coverWidth: the first cover's natural width (the thumbnail's 400, or the original's 3000).
 * Printed: every run on stderr, the medians as JSON on stdout.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { launchChromium, loadConditions, median, openThrottled, option, root, signedInContext, signInHttp, startServer } from './lib.mjs';

const RUNS = option('runs', 3);
const { load, conditions } = loadConditions();
const ROWS = 10;
const log = (line) => process.stderr.write(`[bench:covers] ${line}\n`);
const sharp = createRequire(path.join(root, 'package.json'))('sharp');

/** A photo-like JPEG: smooth colour fields with grain, so the encoder keeps it at a camera's size. */
async function photo() {
  const fields = Buffer.from(Array.from({ length: 60 * 40 * 3 }, () => Math.floor(Math.random() * 256)));
  const base = await sharp(fields, { raw: { width: 60, height: 40, channels: 3 } })
    .resize(3000, 2000, { kernel: 'cubic' })
    .png()
    .toBuffer();
  const grain = await sharp(Buffer.from(Array.from({ length: 3000 * 2000 }, () => Math.floor(Math.random() * 40))), {
    raw: { width: 3000, height: 2000, channels: 1 },
  })
    .png()
    .toBuffer();
  return sharp(base)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Uploads ROWS photos and makes a broadcast of each, as `cookie`'s account. */
async function seed(url, cookie) {
  const headers = { cookie, origin: url };
  for (let i = 0; i < ROWS; i++) {
    const form = new FormData();
    form.append('file', new Blob([await photo()], { type: 'image/jpeg' }), `photo-${i}.jpg`);
    const uploaded = await (await fetch(`${url}/api/upload/image`, { method: 'POST', headers, body: form })).json();
    if (uploaded.code !== 0) throw new Error(`upload: ${uploaded.msg}`);
    const body = {
      title: `实拍封面直播 ${i + 1}`,
      coverUrl: uploaded.data.url,
      mode: 'text',
      groupId: null,
      startTime: new Date(Date.now() + 3_600_000).toISOString(),
      endTime: null,
      description: '<p>简介</p>',
      watch: { mode: 'public' },
      requestKey: `bench-covers-${Date.now()}-${i}`,
    };
    const created = await (
      await fetch(`${url}/api/activity/twzb`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) })
    ).json();
    if (created.code !== 0) throw new Error(`create: ${created.msg}`);
    if (i === 0) log(`a cover: ${uploaded.data.width} × ${uploaded.data.height}, ${Math.round(uploaded.data.size / 1024)} KB`);
  }
}

async function measure(context, url) {
  const { page, requests } = await openThrottled(context, load);
  await page.goto(`${url}/admin/activity/live`, { waitUntil: 'commit' });
  await page.waitForFunction(
    (rows) => {
      const images = [...document.querySelectorAll('tbody img')];
      return performance.getEntriesByName('gr:live').length > 0 && images.length >= rows && images.every((image) => image.complete);
    },
    ROWS,
    { timeout: 180_000, polling: 100 },
  );
  const figures = await page.evaluate(() => {
    const at = (name) => Math.round(performance.getEntriesByName(name)[0]?.startTime ?? 0);
    const ends = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/upload/file/'))
      .map((entry) => entry.responseEnd);
    return {
      coversMs: Math.round(Math.max(0, ...ends)),
      bootMs: at('gr:boot'),
      liveMs: at('gr:live'),
      coverWidth: document.querySelector('tbody img')?.naturalWidth ?? 0,
    };
  });
  await page.close();
  const covers = [...requests.values()].filter((request) => request.url.includes('/api/upload/file/'));
  return { imagesKB: Math.round(covers.reduce((sum, request) => sum + request.bytes, 0) / 1024), ...figures };
}

const server = await startServer();
const browser = await launchChromium();
try {
  const { cookie } = await signInHttp(server.url, 'demo');
  if (!cookie) throw new Error('demo could not sign in');
  await seed(server.url, cookie);
  const context = await signedInContext(browser, server.url);
  const runs = [];
  for (let run = 1; run <= RUNS; run++) {
    runs.push(await measure(context, server.url));
    log(`run ${run}: ${JSON.stringify(runs.at(-1))}`);
  }
  const med = (key) => median(runs.map((row) => row[key]));
  const result = {
    conditions: { ...conditions, rows: ROWS, runs: RUNS },
    median: { imagesKB: med('imagesKB'), coversMs: med('coversMs'), bootMs: med('bootMs'), liveMs: med('liveMs'), coverWidth: med('coverWidth') },
    runs,
  };
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} finally {
  await browser.close();
  server.stop();
}
