#!/usr/bin/env node
/**
 * `node tests/bench/page-profile.mjs [--requests 400] [--no-frame]` — where the server's time goes for
 * one signed-in console page, against the list's own API call (issue 25: a page should cost at most 3
 * times the call). The built server (`node esbuild.config.mjs --env local` first) runs under V8's
 * sampling profiler (`--cpu-prof`) on a fresh embedded database, rate limits off; one session with the
 * layout cookies the console writes; per path, 50 requests of warm-up, then `--requests` sequential
 * requests whose time window is cut out of the profile. Printed as JSON, per path and in ms per
 * request: the samples by part of the server (`byPart`: the page renderer's bundle, the embedded
 * database's JavaScript and WebAssembly, the HTTP framework, compression, Node's own code, the garbage
 * collector, idle) and its busiest functions.
 *
 * With a renderer built with its module names (`GREENROOM_RENDERER_NAMES=1 node esbuild.config.mjs
 * --env local`: unminified, never the default), the renderer's share is split by the package or source
 * folder its code comes from (`renderer`: react-dom, react, react-router, Semi, the sdk, the host…),
 * read from the `// node_modules/…` comments esbuild writes before each module. A figure for a note,
 * never a test (docs/first-screen.md, "The eighteenth stop").
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { option, root, signInHttp, startServer } from './lib.mjs';

const REQUESTS = option('requests', 400);
const WARM_UP = 50;
const PATHS = {
  home: '/admin/basic',
  list: '/admin/activity/live',
  data: '/admin/data/activity/live',
  listApi: '/api/activity/twzb/list?pageNum=1&pageSize=10',
};
const RENDERER = path.join(root, 'dist/server/first-frame.js');

/** The part of the server a profile node's code belongs to. */
function partOf(url, functionName) {
  if (!url) return functionName === '(garbage collector)' || functionName === '(idle)' ? functionName : '(native)';
  if (url.startsWith('wasm://')) return 'database (WebAssembly)';
  if (url.includes('/dist/server/first-frame.js')) return 'renderer';
  if (url.includes('/dist/server/main.js')) return 'server';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg === '@electric-sql/pglite') return 'database (JavaScript)';
  if (pkg === 'kysely' || pkg === 'pg') return 'queries (kysely)';
  if (pkg) return ['fastify', 'light-my-request', 'find-my-way', 'avvio', '@fastify/cookie', 'pino'].includes(pkg) ? 'http (fastify)' : pkg;
  if (url.startsWith('node:zlib')) return 'compression (zlib)';
  if (url.startsWith('node:')) return 'node';
  return url;
}

/** Where each module of an unminified renderer starts: esbuild's `// path` comment lines; empty when minified. */
function rendererModules() {
  if (!existsSync(RENDERER)) return [];
  const starts = [];
  readFileSync(RENDERER, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const match = /^\/\/ (\S+\.(?:m?js|cjs|tsx?|jsx))$/.exec(line);
      if (match) starts.push({ line: index, group: groupOf(match[1]) });
    });
  return starts;
}

/** A renderer module's package (`react-dom`, `@douyinfe/semi-ui`) or source folder (`sdk/src`, `plugins/live`). */
function groupOf(file) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1];
  if (pkg) return pkg === 'proxy-compare' ? 'valtio' : pkg;
  return file.split('/').slice(0, 2).join('/');
}

/** The group of a renderer line (0-based), by the last module start at or before it. */
function groupAt(modules, line) {
  let low = 0;
  let high = modules.length - 1;
  let found = null;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (modules[mid].line <= line) {
      found = modules[mid].group;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found ?? '(renderer)';
}

const profiles = mkdtempSync(path.join(tmpdir(), 'greenroom-page-profile-'));
const server = await startServer({
  env: { RATE_LIMIT_PAGES: '0', RATE_LIMIT_API: '0', ...(process.argv.includes('--no-frame') ? { GREENROOM_FIRST_FRAME: '0' } : {}) },
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profiles}`],
});
/** Per path: the window of its measured requests on the server's clock (µs; CLOCK_MONOTONIC, as V8's profile). */
const windows = {};
try {
  const { cookie: session } = await signInHttp(server.url, 'demo');
  const cookie = `${session}; gr_layout=xl; gr_menu=0`;
  const get = async (url) => {
    const response = await fetch(`${server.url}${url}`, { headers: { cookie, 'accept-encoding': 'br, gzip' } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  };
  for (const [name, url] of Object.entries(PATHS)) {
    for (let i = 0; i < WARM_UP; i++) await get(url);
    const from = Number(process.hrtime.bigint() / 1000n);
    for (let i = 0; i < REQUESTS; i++) await get(url);
    windows[name] = { from, to: Number(process.hrtime.bigint() / 1000n) };
  }
} finally {
  server.stop();
}
// The profile is written as the server exits.
let file = null;
for (let i = 0; i < 100 && !file; i++) {
  await new Promise((resolve) => setTimeout(resolve, 200));
  const name = readdirSync(profiles).find((f) => f.endsWith('.cpuprofile'));
  if (name) {
    try {
      file = JSON.parse(readFileSync(path.join(profiles, name), 'utf8'));
    } catch {
      // still being written
    }
  }
}
rmSync(profiles, { recursive: true, force: true });
if (!file) throw new Error('the server wrote no CPU profile');

const modules = rendererModules();
const nodes = new Map(file.nodes.map((node) => [node.id, node]));
const round = (us) => Number((us / 1000 / REQUESTS).toFixed(2));
const top = (map, n) =>
  Object.fromEntries(
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, us]) => [key, round(us)]),
  );
const result = {};
for (const [name, { from, to }] of Object.entries(windows)) {
  const byPart = new Map();
  const renderer = new Map();
  const functions = new Map();
  let at = file.startTime;
  let total = 0;
  file.samples.forEach((id, i) => {
    at += file.timeDeltas[i];
    if (at < from || at > to) return;
    const spent = file.timeDeltas[i + 1] ?? 0;
    const { url, functionName, lineNumber } = nodes.get(id).callFrame;
    const part = partOf(url, functionName);
    byPart.set(part, (byPart.get(part) ?? 0) + spent);
    if (part !== '(idle)') total += spent;
    if (part === 'renderer' && modules.length) {
      const group = groupAt(modules, lineNumber);
      renderer.set(group, (renderer.get(group) ?? 0) + spent);
    }
    if (part !== '(idle)') {
      const key = `${functionName || '(anonymous)'} ${part}${part === 'renderer' && modules.length ? ` ${groupAt(modules, lineNumber)}` : ''}`;
      functions.set(key, (functions.get(key) ?? 0) + spent);
    }
  });
  result[name] = {
    busyMsPerRequest: round(total),
    byPart: top(byPart, 16),
    ...(modules.length ? { renderer: top(renderer, 16) } : {}),
    functions: top(functions, 12),
  };
}
for (const name of ['home', 'list', 'data']) result[name].timesListApi = Number((result[name].busyMsPerRequest / result.listApi.busyMsPerRequest).toFixed(1));
console.log(JSON.stringify({ requests: REQUESTS, frame: !process.argv.includes('--no-frame'), rendererWithNames: modules.length > 0, result }, null, 2));
