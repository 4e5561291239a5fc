#!/usr/bin/env node
/**
 * `node tests/bench/page-queries.mjs [--requests 20]` — the database queries the server makes per
 * signed-in console page against the list's own API call (issue 25, the server's cost of a page).
 * The built server (`node esbuild.config.mjs --env local` first) on a fresh embedded database, rate
 * limits off; one session with the layout cookies the console writes; per path, `--requests`
 * sequential requests after 5 of warm-up, and the growth of the server's own query count
 * (`greenroom_db_query_duration_seconds_count` of GET /metrics) over them. Printed as JSON; a
 * figure for a note, never a test.
 */
import { option, signInHttp, startServer } from './lib.mjs';

const REQUESTS = option('requests', 20);
const PATHS = {
  home: '/admin/basic',
  list: '/admin/activity/live',
  data: '/admin/data/activity/live',
  listApi: '/api/activity/twzb/list?pageNum=1&pageSize=10',
};

const server = await startServer({
  env: { RATE_LIMIT_PAGES: '0', RATE_LIMIT_API: '0', METRICS_TOKEN: '', ...(process.argv.includes('--no-frame') ? { GREENROOM_FIRST_FRAME: '0' } : {}) },
});

/** The queries the server has made so far (every outcome). */
async function queries() {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return [...text.matchAll(/^greenroom_db_query_duration_seconds_count\{[^}]*\} (\d+)/gm)].reduce((sum, [, n]) => sum + Number(n), 0);
}

try {
  const { cookie: session } = await signInHttp(server.url, 'demo');
  const cookie = `${session}; gr_layout=xl; gr_menu=0`;
  const get = async (path) => {
    const response = await fetch(`${server.url}${path}`, { headers: { cookie, 'accept-encoding': 'br, gzip' } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  };
  const result = {};
  for (const [name, path] of Object.entries(PATHS)) {
    for (let i = 0; i < 5; i++) await get(path);
    const before = await queries();
    for (let i = 0; i < REQUESTS; i++) await get(path);
    result[name] = Number(((await queries()) - before) / REQUESTS).toFixed(2) * 1;
  }
  console.log(JSON.stringify({ requests: REQUESTS, queriesPerRequest: result }, null, 2));
} finally {
  server.stop();
}
