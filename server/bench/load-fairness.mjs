#!/usr/bin/env node
/**
 * `node server/bench/load-fairness.mjs [--duration 10] [--connections 50] [--path /admin/activity/live]`
 *
 * Issue 21 §3 "One signed-in user slows everyone through the console page": does one session's load
 * on the server-painted console page slow another user down? Builds nothing — run it after
 * `node esbuild.config.mjs --env local`. Starts the built server (dist/server/main.js) on a free
 * loopback port and a temporary embedded database (tests/bench/lib.mjs), signs in `demo` and `demo2`
 * (password greenroom), then:
 *
 *   idle       demo2's GET /api/user/getUserInfo and GET /healthz, one at a time, for 3 s
 *   underLoad  autocannon: `--connections` connections on `--path` as demo (with the layout cookie,
 *              so each page is painted with its first frame) for `--duration` seconds, while demo2's
 *              call and /healthz are timed as above
 *
 * Prints one JSON document: p50 / p99 / max (ms) of each, the load's requests per second and HTTP
 * statuses, and the server's first-frame and rate-limit counters from /metrics. Progress goes to
 * stderr. The server inherits the environment, so `RATE_LIMIT_PAGES=0 node server/bench/load-fairness.mjs`
 * measures without the page limit (lib/rateLimit.ts), `GREENROOM_FIRST_FRAME_CONCURRENCY=8` with more
 * frames at once, `GREENROOM_FIRST_FRAME=0` without frames. The probes call far more often than a
 * person does (about 40 calls a second, to have enough samples), so demo2's own call budget is off
 * (RATE_LIMIT_API=0) unless RATE_LIMIT_API is set: what is measured is what demo's pages cost demo2.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { signInHttp, startServer } from '../../tests/bench/lib.mjs';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  if (index >= 0 && process.argv[index + 1] !== undefined) return process.argv[index + 1];
  const inline = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return inline ? inline.slice(name.length + 3) : fallback;
}

const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '50'));
const loadPath = option('path', '/admin/activity/live');
const log = (line) => process.stderr.write(`[load-fairness] ${line}\n`);

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(samples) {
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  const statuses = {};
  for (const { status } of samples) statuses[status] = (statuses[status] ?? 0) + 1;
  const round = (value) => (value === null ? null : Math.round(value * 10) / 10);
  return { n: times.length, p50: round(percentile(times, 50)), p99: round(percentile(times, 99)), max: round(times.at(-1) ?? null), statuses };
}

/** Times `url` one request at a time (10 ms apart) until `until()` says stop. */
async function probe(url, headers, until) {
  const samples = [];
  while (!until()) {
    const start = performance.now();
    let status = 'error';
    try {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      // counted as an error
    }
    samples.push({ ms: performance.now() - start, status });
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return samples;
}

/** The server's own counters of first frames and refusals (absent on a server without them). */
async function counters(base) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const pick = (name) =>
    Object.fromEntries(
      [...text.matchAll(new RegExp(`^${name}\\{([^}]*)\\} (\\S+)$`, 'gm'))].map(([, labels, value]) => [labels.replaceAll('"', ''), Number(value)]),
    );
  return { firstFrames: pick('greenroom_first_frames_total'), rateLimited: pick('greenroom_rate_limited_total') };
}

process.env.RATE_LIMIT_API ??= '0';
const server = await startServer();
try {
  const base = server.url;
  const [demo, demo2] = [await signInHttp(base, 'demo'), await signInHttp(base, 'demo2')];
  if (!demo.cookie || !demo2.cookie) throw new Error(`sign-in failed: demo HTTP ${demo.status}, demo2 HTTP ${demo2.status}`);
  // The layout cookie the console sets: with it the page is painted with its first frame.
  const loadHeaders = { cookie: `${demo.cookie}; gr_layout=xl` };
  const otherHeaders = { cookie: demo2.cookie };

  // Warm up: the first signed-in page loads the plugins' modules into the renderer.
  const first = await fetch(`${base}${loadPath}`, { headers: loadHeaders });
  const firstHtml = await first.text();
  if (first.status !== 200) throw new Error(`${loadPath}: HTTP ${first.status}`);
  const framed = firstHtml.includes('data-gr-frame');
  log(`${loadPath} answers ${first.status}${framed ? ', with its first frame' : ', without a first frame (GREENROOM_FIRST_FRAME=0 or not built?)'}`);
  for (let i = 0; i < 20; i++) await fetch(`${base}/api/user/getUserInfo`, { headers: otherHeaders }).then((r) => r.arrayBuffer());

  log('idle: 3 s of demo2 getUserInfo and /healthz…');
  let idleOver = false;
  const idleTimer = setTimeout(() => {
    idleOver = true;
  }, 3000);
  const [idleUser, idleHealth] = await Promise.all([
    probe(`${base}/api/user/getUserInfo`, otherHeaders, () => idleOver),
    probe(`${base}/healthz`, {}, () => idleOver),
  ]);
  clearTimeout(idleTimer);

  log(`under load: ${connections} connections on ${loadPath} as demo for ${duration} s…`);
  let loadOver = false;
  const load = autocannon({ url: `${base}${loadPath}`, headers: loadHeaders, connections, duration, timeout: 60 });
  const [result, loadUser, loadHealth] = await Promise.all([
    load.then((value) => {
      loadOver = true;
      return value;
    }),
    probe(`${base}/api/user/getUserInfo`, otherHeaders, () => loadOver),
    probe(`${base}/healthz`, {}, () => loadOver),
  ]);
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]));

  const report = {
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version },
    settings: Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('RATE_LIMIT') || name.startsWith('GREENROOM_FIRST_FRAME'))),
    load: {
      request: `GET ${loadPath} as demo, ${connections} connections, ${duration} s`,
      firstFrame: framed,
      rps: Math.round(result.requests.average * 10) / 10,
      requests: result.requests.total,
      statuses,
      errors: result.errors,
      timeouts: result.timeouts,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    demo2GetUserInfo: { idle: summary(idleUser), underLoad: summary(loadUser) },
    healthz: { idle: summary(idleHealth), underLoad: summary(loadHealth) },
    server: await counters(base),
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
} finally {
  server.stop();
}
