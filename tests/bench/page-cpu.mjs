#!/usr/bin/env node
/**
 * `node tests/bench/page-cpu.mjs [--requests 200]` — the server's CPU time per signed-in console page
 * against the list's own API call (issue 25: a page should cost at most 3 times the call). The built
 * server (`node esbuild.config.mjs --env local` first) on a fresh embedded database, rate limits
 * off; two sessions with the layout cookies the console writes; per path, `--requests` sequential
 * requests after 20 of warm-up, and the server process's user + system CPU time over them
 * (`/proc/<pid>/stat`), which other work on the machine does not inflate as it does wall time.
 * Printed as JSON; a figure for a note, never a test.
 */
import { readFileSync } from 'node:fs';
import { option, signInHttp, startServer } from './lib.mjs';

const REQUESTS = option('requests', 200);
const TICKS = 100; // USER_HZ: clock ticks per second of /proc/<pid>/stat
const PATHS = {
  home: '/admin/basic',
  list: '/admin/activity/live',
  data: '/admin/data/activity/live',
  listApi: '/api/activity/twzb/list?pageNum=1&pageSize=10',
};

/** The process's user + system CPU time so far, in ms. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
}

const server = await startServer({
  env: { RATE_LIMIT_PAGES: '0', RATE_LIMIT_API: '0', ...(process.argv.includes('--no-frame') ? { GREENROOM_FIRST_FRAME: '0' } : {}) },
});
try {
  const sessions = await Promise.all([signInHttp(server.url, 'demo'), signInHttp(server.url, 'demo')]);
  const cookies = sessions.map((s) => `${s.cookie}; gr_layout=xl; gr_menu=0`);
  const get = async (path, i) => {
    const response = await fetch(`${server.url}${path}`, { headers: { cookie: cookies[i % 2], 'accept-encoding': 'br, gzip' } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  };
  const result = {};
  for (const [name, path] of Object.entries(PATHS)) {
    for (let i = 0; i < 20; i++) await get(path, i);
    const before = cpuMs(server.pid);
    const started = performance.now();
    for (let i = 0; i < REQUESTS; i++) await get(path, i);
    result[name] = {
      cpuMsPerRequest: Number(((cpuMs(server.pid) - before) / REQUESTS).toFixed(2)),
      wallMsPerRequest: Number(((performance.now() - started) / REQUESTS).toFixed(2)),
    };
  }
  for (const name of ['home', 'list', 'data']) result[name].timesListApi = Number((result[name].cpuMsPerRequest / result.listApi.cpuMsPerRequest).toFixed(1));
  console.log(JSON.stringify({ requests: REQUESTS, result }, null, 2));
} finally {
  server.stop();
}
