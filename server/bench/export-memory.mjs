#!/usr/bin/env node
/**
 * Memory of the audience export (a benchmark, not a test): starts the built server on the bench
 * account's PGlite folder (`npm run bench -- --scale 0.1`, or `npm run seed -- --scale 0.1 --data-dir
 * .data/bench/pglite-0.1`, first), exports the whole audience
 * (`/twzb/exportExcel?type=user`, at most 100,000 rows) RUNS times and prints the server's RSS at
 * idle and its peak while the file streams (sampled every 20 ms from /proc, Linux only).
 *
 *   node esbuild.config.mjs --env local && DATA_DIR=.data/bench/pglite-0.1 RUNS=3 node server/bench/export-memory.mjs
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { signInHttp } from '../../tests/bench/lib.mjs';

const root = path.resolve(process.env.GREENROOM_ROOT || process.cwd());
const port = Number(process.env.PORT || 18932);
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, [`${root}/dist/server/main.js`], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: path.resolve(root, process.env.DATA_DIR || '.data/bench/pglite-0.1'),
    // Its own files folder: a server on PGlite holds it, and `npm start` may hold the default one.
    FILES_DIR: path.join(path.resolve(root, process.env.DATA_DIR || '.data/bench/pglite-0.1'), 'files'),
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const kill = () => {
  try {
    child.kill('SIGTERM');
  } catch {}
};
process.on('exit', kill);
setTimeout(
  () => {
    console.log('deadline');
    process.exit(2);
  },
  Number(process.env.DEADLINE ?? 280) * 1000,
).unref();
const rss = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
for (;;) {
  try {
    if ((await fetch(`${base}/api/user/getUserInfo`)).status === 401) break;
  } catch {}
  await sleep(250);
}
const { status, cookie } = await signInHttp(base, 'bench');
if (!cookie) {
  console.log(JSON.stringify({ signIn: status, hint: 'seed the bench account first (npm run bench -- --scale 0.1)' }));
  process.exit(4);
}
await fetch(`${base}/api/statistics/twzb/userManage/list`, {
  method: 'POST',
  headers: { cookie, 'content-type': 'application/json' },
  body: '{"pageNum":1,"pageSize":10}',
});
await sleep(3000);
const idle = Math.max(
  ...(await Promise.all(
    [0, 1, 2, 3, 4].map(async (i) => {
      await sleep(i * 100);
      return rss();
    }),
  )),
);
console.log(JSON.stringify({ idleRssMb: Math.round(idle) }));
const query = process.env.Q ?? '';
for (let run = 0; run < Number(process.env.RUNS ?? 1); run++) {
  let peak = 0,
    stop = false;
  const sampler = (async () => {
    while (!stop) {
      peak = Math.max(peak, rss());
      await sleep(20);
    }
  })();
  const tokenAnswer = await (await fetch(`${base}/api/statistics/twzb/excel/token`, { headers: { cookie } })).json();
  if (!tokenAnswer.data) {
    console.log(JSON.stringify({ cookie, login: login.status, tokenAnswer }));
    process.exit(3);
  }
  const token = tokenAnswer.data.token;
  const started = Date.now();
  const response = await fetch(`${base}/api/statistics/twzb/exportExcel?type=user&token=${token}${query}`);
  let bytes = 0,
    first = 0,
    lastLog = 0;
  for await (const chunk of response.body) {
    if (!first) first = Date.now() - started;
    bytes += chunk.length;
    if (Date.now() - lastLog > 5000) {
      lastLog = Date.now();
      console.log(JSON.stringify({ t: Date.now() - started, bytes, rssMb: Math.round(rss()) }));
    }
  }
  stop = true;
  await sampler;
  console.log(
    JSON.stringify({
      run,
      status: response.status,
      type: response.headers.get('content-type'),
      bytes,
      firstByteMs: first,
      totalMs: Date.now() - started,
      peakRssMb: Math.round(peak),
      aboveIdleMb: Math.round(peak - idle),
    }),
  );
  await sleep(2000);
}
process.exit(0);
