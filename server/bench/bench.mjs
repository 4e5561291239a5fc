#!/usr/bin/env node
/**
 * `npm run bench [-- --scale 0.1] [--duration 10] [--connections 10]`
 *
 * Seeds the benchmark account at the given scale (dist/server/seed.js, idempotent: a data folder
 * per scale under .data/bench/ is reused), starts the built server on loopback, signs in as
 * `bench` through single sign-on, and loads each endpoint with autocannon (10 connections,
 * ~10 s). Prints one JSON document: p50 / p99 latency (ms) and requests per second per endpoint,
 * against embedded PGlite and — when DATABASE_URL is set — against that PostgreSQL server too.
 * Progress goes to stderr; `--only a,b` runs some of the endpoints. Run `node esbuild.config.mjs`
 * first (the npm script does).
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(process.env.GREENROOM_ROOT || process.cwd());

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  if (index >= 0 && process.argv[index + 1] !== undefined) return process.argv[index + 1];
  const inline = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return inline ? inline.slice(name.length + 3) : fallback;
}

const scale = Number(option('scale', '1'));
const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '10'));
const dataDir = path.resolve(root, option('data-dir', path.join('.data', 'bench', `pglite-${scale}`)));
const log = (line) => process.stderr.write(`[bench] ${line}\n`);

/** Runs `node file args` with `env`; resolves with its stdout, stderr passed through. */
function run(file, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file, ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${path.basename(file)} exited with ${code}`))));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer(env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: base, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/api/user/getUserInfo`);
      if (response.status === 401) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { base, stop };
}

/** Signs in as `bench` through /sso/reLogin and the ticket redirect; returns the session cookie. */
async function signIn(base) {
  const service = `${base}/admin/`;
  // The sign-in form carries a token (login CSRF): open the form first, as a browser does.
  const form = await fetch(`${base}/sso/reLogin?service=${encodeURIComponent(service)}`);
  const token = /name="form" value="([^"]*)"/.exec(await form.text())?.[1] ?? '';
  const formCookie = (form.headers.getSetCookie().find((c) => c.startsWith('gr_sso_form=')) ?? '').split(';')[0];
  const login = await fetch(`${base}/sso/reLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: formCookie },
    body: new URLSearchParams({ username: 'bench', password: 'greenroom', service, form: token }).toString(),
    redirect: 'manual',
  });
  const location = login.headers.get('location');
  if (login.status !== 302 || !location) throw new Error(`sign-in failed: HTTP ${login.status}`);
  const page = await fetch(new URL(location, base), { redirect: 'manual' });
  const cookie = page.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('gr_session='));
  if (!cookie) throw new Error('ticket redemption set no session cookie');
  return cookie;
}

/** China calendar day `days` from today. */
function chinaDay(days = 0) {
  return new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

function scenarios() {
  const range = `startTime=${chinaDay(-89)}&endTime=${chinaDay(0)}`;
  return [
    { name: 'baseline', note: 'GET /api/user/getUserInfo (session + one row: the floor of any call)', method: 'GET', path: '/api/user/getUserInfo' },
    { name: 'twzbList', note: 'GET /api/activity/twzb/list page 1 of 20', method: 'GET', path: '/api/activity/twzb/list?pageNum=1&pageSize=20' },
    { name: 'twzbListDeep', note: 'GET /api/activity/twzb/list page 200 of 20', method: 'GET', path: '/api/activity/twzb/list?pageNum=200&pageSize=20' },
    {
      name: 'eventList',
      note: 'GET /api/activity/event/list, ended, created in the last 90 days, page 1 of 20',
      method: 'GET',
      path: `/api/activity/event/list?pageSize=20&status=ended&startDate=${chinaDay(-89)}&endDate=${chinaDay(0)}`,
    },
    {
      name: 'audienceListAll',
      note: 'POST /api/statistics/twzb/userManage/list, no filter, page 1 of 20',
      method: 'POST',
      path: '/api/statistics/twzb/userManage/list',
      body: { pageNum: 1, pageSize: 20 },
    },
    {
      name: 'audienceList',
      note: 'POST /api/statistics/twzb/userManage/list, WeChat + 广东 + last visit in 90 days, page 1 of 20',
      method: 'POST',
      path: '/api/statistics/twzb/userManage/list',
      body: { pageNum: 1, pageSize: 20, platform: 1, provinceId: 440000, startTime: chinaDay(-89), endTime: chinaDay(0) },
    },
    {
      name: 'audienceListDeep',
      note: 'POST /api/statistics/twzb/userManage/list, tag filter, page 50 of 20',
      method: 'POST',
      path: '/api/statistics/twzb/userManage/list',
      body: { pageNum: 50, pageSize: 20, tagId: null },
    },
    { name: 'pvLine90', note: 'GET /api/statistics/twzb/pvLine over 90 days', method: 'GET', path: `/api/statistics/twzb/pvLine?${range}` },
    { name: 'province90', note: 'GET /api/statistics/twzb/province over 90 days', method: 'GET', path: `/api/statistics/twzb/province?${range}` },
    {
      name: 'activityRank90',
      note: 'GET /api/statistics/twzb/activityPvUvRank over 90 days',
      method: 'GET',
      path: `/api/statistics/twzb/activityPvUvRank?${range}`,
    },
    {
      name: 'confereeList',
      note: 'POST /api/statistics/event/confereeList, signed-in conferees, page 1 of 20',
      method: 'POST',
      path: '/api/statistics/event/confereeList',
      body: { signIn: 1, pageSize: 20 },
    },
  ];
}

const only = option('only', '').split(',').filter(Boolean);

async function measure(base, cookie) {
  const results = {};
  // The deep-page scenario filters by the account's first tag.
  const tags = await (await fetch(`${base}/api/statistics/twzb/userManage/tag/list`, { headers: { cookie } })).json();
  for (const scenario of scenarios().filter((item) => only.length === 0 || only.includes(item.name))) {
    if (scenario.body && 'tagId' in scenario.body) scenario.body.tagId = tags.data?.[0]?.id;
    const body = scenario.body ? JSON.stringify(scenario.body) : undefined;
    const headers = { cookie, ...(body ? { 'content-type': 'application/json' } : {}) };
    // One checked request first: a benchmark of error answers would measure nothing.
    const check = await fetch(`${base}${scenario.path}`, { method: scenario.method, headers, body });
    const envelope = await check.json();
    if (check.status !== 200 || envelope.code !== 0) throw new Error(`${scenario.name}: HTTP ${check.status} ${JSON.stringify(envelope).slice(0, 200)}`);
    const result = await autocannon({ url: `${base}${scenario.path}`, method: scenario.method, headers, body, connections, duration });
    results[scenario.name] = {
      request: scenario.note,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      rps: Math.round(result.requests.average),
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    };
    log(`${scenario.name}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s`);
  }
  return results;
}

async function benchDatabase(label, env, seedArgs) {
  log(`${label}: seeding at scale ${scale} (reused when already done)…`);
  const seed = JSON.parse((await run(path.join(root, 'dist/server/seed.js'), ['--scale', String(scale), ...seedArgs], env)).trim().split('\n').pop());
  log(`${label}: starting the server…`);
  const server = await startServer(env);
  try {
    const cookie = await signIn(server.base);
    return {
      seed: { skipped: seed.skipped, counts: seed.counts, timingsMs: seed.timings, totalMs: seed.totalMs },
      endpoints: await measure(server.base, cookie),
    };
  } finally {
    await server.stop();
  }
}

const report = {
  scale,
  duration,
  connections,
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
    node: process.version,
  },
  pglite: await benchDatabase('pglite', { DATABASE_URL: '', DATA_DIR: dataDir, FILES_DIR: path.join(dataDir, 'files') }, ['--data-dir', dataDir]),
};
if (process.env.DATABASE_URL) report.postgres = await benchDatabase('postgres', { DATABASE_URL: process.env.DATABASE_URL }, []);
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
