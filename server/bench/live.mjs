#!/usr/bin/env node
/**
 * Issue 26 §3: live push at 1,000 open streams on one server process (not part of `npm test`).
 *
 *   node esbuild.config.mjs --env local && node server/bench/live.mjs [--streams 1000] [--events 20] [--idle 30]
 *
 * Starts `dist/server/main.js` (development, a fresh PGlite in a temporary folder), signs `demo` in
 * `streams / 4` times (4 streams per session, the cap), opens the streams, then measures:
 *   - the server's memory (RSS) before and with the streams open;
 *   - fan-out latency: one event (a message put into demo's inbox by POST /dev/users/demo/messages)
 *     from the moment it is raised until each stream has it — p50 / p99 / max over every stream and event;
 *   - the server's CPU while idle with the streams open (heartbeats every 15 s), over `idle` seconds.
 * Prints one JSON object.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(process.env.GREENROOM_ROOT || process.cwd());
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return Number(at >= 0 ? process.argv[at + 1] : fallback);
};
const STREAMS = option('streams', 1000);
const EVENTS = option('events', 20);
const IDLE_S = option('idle', 30);
const PER_SESSION = 4;
const log = (line) => process.stderr.write(`[live bench] ${line}\n`);

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

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
/** utime + stime of the process, in seconds. */
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

async function signIn(base) {
  const service = `${base}/admin/`;
  const form = await fetch(`${base}/sso/reLogin?service=${encodeURIComponent(service)}`);
  const token = /name="form" value="([^"]*)"/.exec(await form.text())?.[1] ?? '';
  const formCookie = (form.headers.getSetCookie().find((c) => c.startsWith('gr_sso_form=')) ?? '').split(';')[0];
  const login = await fetch(`${base}/sso/reLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: formCookie },
    body: new URLSearchParams({ username: 'demo', password: 'greenroom', service, form: token }).toString(),
    redirect: 'manual',
  });
  const location = login.headers.get('location');
  if (login.status !== 302 || !location) throw new Error(`sign-in failed: HTTP ${login.status}`);
  const bind = (login.headers.getSetCookie().find((c) => c.startsWith('gr_sso_bind=')) ?? '').split(';')[0];
  const page = await fetch(new URL(location, base), { redirect: 'manual', headers: { cookie: bind } });
  const cookie = page.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('gr_session='));
  if (!cookie) throw new Error('ticket redemption set no session cookie');
  return cookie;
}

/** Opens a stream; `onEvent(name, data)` for each event. */
async function openStream(base, cookie, onEvent) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/live/stream`, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  if (response.status !== 200) throw new Error(`stream refused: HTTP ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const name = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (name && data) onEvent(name, JSON.parse(data));
        }
      }
    } catch {
      // closed
    }
  })();
  return () => controller.abort();
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gr-live-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      FILES_DIR: path.join(dataDir, 'files'),
      GREENROOM_FIRST_FRAME: '0',
      RATE_LIMIT_PAGES_ADDRESS: '0',
      RATE_LIMIT_API: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        // starting
      }
      if (i > 1200) throw new Error('server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    log(`server pid ${child.pid} on ${base}`);
    const sessions = [];
    for (let i = 0; i < Math.ceil(STREAMS / PER_SESSION); i++) sessions.push(await signIn(base));
    log(`${sessions.length} sessions`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssBefore = rssMb(child.pid);

    /** Per event title: when it was raised, and when each stream got it. */
    const raisedAt = new Map();
    const latencies = [];
    let readyCount = 0;
    const closers = [];
    for (let i = 0; i < STREAMS; i++) {
      closers.push(
        await openStream(base, sessions[Math.floor(i / PER_SESSION)], (name, data) => {
          if (name === 'ready') readyCount += 1;
          if (name === 'message' && data.message) {
            const at = raisedAt.get(data.message.title);
            if (at !== undefined) latencies.push(performance.now() - at);
          }
        }),
      );
    }
    while (readyCount < STREAMS) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssOpen = rssMb(child.pid);
    log(`${STREAMS} streams open`);

    const raiseMs = [];
    for (let e = 0; e < EVENTS; e++) {
      const title = `bench-${e}`;
      const expected = (e + 1) * STREAMS;
      raisedAt.set(title, performance.now());
      await fetch(`${base}/dev/users/demo/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title }) });
      raiseMs.push(performance.now() - raisedAt.get(title));
      const deadline = Date.now() + 30_000;
      while (latencies.length < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    const spreads = [];
    for (let e = 0; e < EVENTS; e++) {
      const own = latencies.slice(e * STREAMS, (e + 1) * STREAMS);
      spreads.push(Math.max(...own) - Math.min(...own));
    }

    const cpuStart = cpuSeconds(child.pid);
    await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
    const cpuIdle = cpuSeconds(child.pid) - cpuStart;
    const rssAfter = rssMb(child.pid);

    for (const close of closers) close();
    console.log(
      JSON.stringify(
        {
          streams: STREAMS,
          sessions: sessions.length,
          events: EVENTS,
          delivered: latencies.length,
          memoryMb: {
            before: +rssBefore.toFixed(1),
            withStreams: +rssOpen.toFixed(1),
            perStreamKb: +(((rssOpen - rssBefore) * 1024) / STREAMS).toFixed(1),
            afterIdle: +rssAfter.toFixed(1),
          },
          // The raising call's own answer time (insert, unread count, publish): part of every latency below.
          raiseCallMs: {
            p50: +percentile(
              [...raiseMs].sort((a, b) => a - b),
              50,
            ).toFixed(1),
          },
          /** First to last stream per event, median: the fan-out itself. */
          spreadMs: {
            p50: +percentile(
              spreads.sort((a, b) => a - b),
              50,
            ).toFixed(1),
          },
          fanOutMs: { p50: +percentile(sorted, 50).toFixed(1), p99: +percentile(sorted, 99).toFixed(1), max: +sorted[sorted.length - 1].toFixed(1) },
          idleCpu: { seconds: IDLE_S, cpuSeconds: +cpuIdle.toFixed(2), percentOfOneCore: +((cpuIdle / IDLE_S) * 100).toFixed(2) },
          cpus: os.cpus().length,
          node: process.version,
        },
        null,
        2,
      ),
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
