/**
 * What the browser benchmarks share (tests/bench/*.mjs): the built server on a fresh embedded
 * database, Chromium, and signing in as `demo`. Build first (`node esbuild.config.mjs --env local`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/** `--name value` of the command line as a number, or `fallback`. */
export function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts dist/server/main.js on a free port and a temporary data folder; `stop()` ends it and removes
 * the folder (`nodeArgs`: Node's own options, e.g. `--cpu-prof`). With `dataDir` (e.g. a seeded .data/bench/pglite-1) it runs on that folder and keeps it.
 */
export async function startServer({ dataDir: kept, env: extra = {}, nodeArgs = [] } = {}) {
  const port = await freePort();
  const dataDir = kept ?? mkdtempSync(path.join(tmpdir(), 'greenroom-bench-'));
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      FILES_DIR: path.join(dataDir, 'files'),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...extra,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    child.kill('SIGTERM');
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${url}/admin/plugins.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, stop, dataDir, pid: child.pid, env: { DATA_DIR: dataDir, FILES_DIR: path.join(dataDir, 'files') } };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error('server did not start');
}

/** Chromium from the system (no browser downloads on these machines). */
export async function launchChromium() {
  const { chromium } = createRequire(path.join(root, 'package.json'))('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/**
 * Signs `page` in as `user` (demo, or bench of the seeded data) / greenroom through the sign-in form;
 * lands on /admin/basic and waits for the console's layout cookie (the first frame's, issue 14).
 */
export async function signIn(page, url, user = 'demo') {
  await page.goto(`${url}/admin/basic`);
  await page.getByLabel('用户名').fill(user);
  await page.getByLabel('密码').fill('greenroom');
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(`${url}/admin/basic`);
  // The console has told the server its layout: the next pages start with the server's first frame.
  await page.waitForFunction(() => document.cookie.includes('gr_layout='));
}

/** A browser context at 1440 × 900 in zh-CN, signed in as `demo` (the layout cookie written): the benches' visitor. */
export async function signedInContext(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const first = await context.newPage();
  await signIn(first, url);
  await first.close();
  return context;
}

/** The sign-in form as a browser opens it: its token cookie (`name=value` pairs) and hidden token. */
export async function signInForm(base) {
  const page = await fetch(`${base}/sso/reLogin?service=${encodeURIComponent(`${base}/admin/`)}`);
  const cookie = page.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, form: /name="form" value="([^"]+)"/.exec(await page.text())?.[1] ?? '' };
}

/**
 * Signs `user` in over HTTP, as the sign-in form does (its token cookie and hidden field), and
 * redeems the ticket: `{ status, cookie, cookies }` — `cookie` the `gr_session=…` pair, `cookies`
 * what a browser keeps from it as `{ name, value }` (the session and the sign-in's browser binding,
 * `gr_sso_bind`) — or cookie null and no cookies when refused.
 */
export async function signInHttp(base, user, password = 'greenroom') {
  const service = `${base}/admin/`;
  const { cookie: formCookie, form: token } = await signInForm(base);
  const answer = await fetch(`${base}/sso/reLogin`, {
    method: 'POST',
    headers: { cookie: formCookie, 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ username: user, password, service, form: token }).toString(),
    redirect: 'manual',
  });
  if (answer.status !== 302) return { status: answer.status, cookie: null, cookies: [] };
  const pairs = (response) => response.headers.getSetCookie().map((line) => line.split(';')[0]);
  // The ticket opens a session only in the browser it was issued to: its gr_sso_bind cookie goes along.
  const bind = pairs(answer).filter((part) => part.startsWith('gr_sso_bind='));
  const landing = await fetch(new URL(answer.headers.get('location'), base), { redirect: 'manual', headers: { cookie: [formCookie, ...bind].join('; ') } });
  const cookie = pairs(landing).find((part) => part.startsWith('gr_session=')) ?? null;
  const cookies = (cookie ? [...bind, cookie] : []).map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1) }));
  return { status: answer.status, cookie, cookies };
}

/**
 * A new page of `context` as the benches load it (issue 25): the HTTP cache disabled (cold), the CPU
 * slowed `throttle` times and the network emulated at `rtt` ms round trip and `mbps` Mbit/s both
 * ways; with its DevTools session and every request it makes (`url`, `type`, encoded `bytes` once
 * finished), by request id.
 */
export async function openThrottled(context, { throttle = 4, rtt = 40, mbps = 10 } = {}) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const bytesPerSecond = (mbps * 1024 * 1024) / 8;
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: rtt, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (event) => requests.set(event.requestId, { url: event.request.url, type: event.type, bytes: 0 }));
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.bytes = event.encodedDataLength;
  });
  return { page, cdp, requests };
}

/**
 * The line and the CPU a browser bench loads its pages under, from `--throttle 4 --rtt 40 --mbps 10`
 * (CPU ×4, Lighthouse's desktop network): `load` for {@link openThrottled}, `conditions` as the
 * benches print them.
 */
export function loadConditions() {
  const load = { throttle: option('throttle', 4), rtt: option('rtt', 40), mbps: option('mbps', 10) };
  return { load, conditions: { cpuThrottling: load.throttle, rttMs: load.rtt, mbps: load.mbps, cache: 'cold (disabled), signed in' } };
}

/** The median of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
