#!/usr/bin/env node
/**
 * Throughput and memory of a resumable upload (issue 22 §2; a benchmark, not a test): starts the
 * built server on a fresh temporary data folder (demo data seeded), signs in as demo, uploads a
 * file of SIZE_MB (200) over loopback with the tus protocol — creation, then raw PATCH requests of
 * CHUNK_MB (8) each, streamed from disk — registers it as a live recording, checks the stored bytes
 * are identical (sha256), and prints, as JSON per run: MB/s, the server's RSS at rest before the run
 * and its peak while the bytes stream (VmRSS of /proc/<pid>/status sampled every 20 ms, Linux only).
 *
 *   node esbuild.config.mjs --env local && node server/bench/upload-throughput.mjs
 *   SIZE_MB=200 CHUNK_MB=8 RUNS=2 node server/bench/upload-throughput.mjs
 *   CHUNK_MB=0 node server/bench/upload-throughput.mjs     # one PATCH of the whole file
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Agent, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { signInHttp } from '../../tests/bench/lib.mjs';

const root = path.resolve(process.env.GREENROOM_ROOT || process.cwd());
const MB = 1024 * 1024;
const sizeMb = Number(process.env.SIZE_MB ?? 200);
const chunkMb = Number(process.env.CHUNK_MB ?? 8);
const runs = Number(process.env.RUNS ?? 1);
const port = Number(process.env.PORT || 18933);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'greenroom-upload-bench-'));
const filesDir = path.join(dataDir, 'files');

const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: path.join(dataDir, 'pglite'),
    FILES_DIR: filesDir,
    DATABASE_URL: '',
    GREENROOM_FIRST_FRAME: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const cleanup = () => {
  try {
    child.kill('SIGTERM');
  } catch {}
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', cleanup);
setTimeout(
  () => {
    console.log(JSON.stringify({ error: 'deadline' }));
    process.exit(2);
  },
  Number(process.env.DEADLINE ?? 600) * 1000,
).unref();

const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// The file: an MP4 signature (ftyp isom), then random bytes, written in 8 MB steps (never whole in memory).
const source = path.join(dataDir, 'recording.mp4');
{
  const out = fs.createWriteStream(source);
  const head = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom\0\0\x02\0isomiso2avc1mp41', 'latin1')]);
  let left = sizeMb * MB;
  let first = true;
  while (left > 0) {
    const block = randomBytes(Math.min(8 * MB, left));
    if (first) head.copy(block, 0);
    first = false;
    left -= block.length;
    if (!out.write(block)) await new Promise((resolve) => out.once('drain', resolve));
  }
  await new Promise((resolve) => out.end(resolve));
}
const size = fs.statSync(source).size;
const sourceHash = createHash('sha256');
await pipeline(fs.createReadStream(source), sourceHash);
const sourceSha = sourceHash.digest('hex');

for (;;) {
  if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
  try {
    if ((await fetch(`${base}/api/user/getUserInfo`)).status === 401) break;
  } catch {}
  await sleep(250);
}
const { cookie } = await signInHttp(base, 'demo');
if (!cookie) throw new Error('sign-in failed');

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
/** One tus request; `body` is a readable stream or nothing. */
function tus(method, url, headers, body) {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${url}`, { method, agent, headers: { cookie, 'tus-resumable': '1.0.0', ...headers } }, (res) => {
      const parts = [];
      res.on('data', (chunk) => parts.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(parts).toString() }));
    });
    req.on('error', reject);
    if (body) body.pipe(req);
    else req.end();
  });
}

/** The server's RSS at rest: the highest of 1 s of samples, once it stopped falling (the seed's heap is collected first). */
async function settledRss() {
  let previous = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 30; round++) {
    let high = 0;
    for (let i = 0; i < 10; i++) {
      high = Math.max(high, rssMb());
      await sleep(100);
    }
    if (high >= previous - 2) return high;
    previous = high;
  }
  return previous;
}
/** V8 heap used and external (Buffer) memory of the server, in MB, from its /metrics (prom-client's default metrics). */
async function heapMb() {
  const text = await (await fetch(`${base}/metrics`)).text();
  const read = (name) => Math.round(Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)`, 'm').exec(text)?.[1] ?? 0) / MB);
  return { heapUsed: read('greenroom_nodejs_heap_size_used_bytes'), external: read('greenroom_nodejs_external_memory_bytes') };
}
console.log(JSON.stringify({ file: `${sizeMb} MB`, chunk: chunkMb > 0 ? `${chunkMb} MB` : 'whole file' }));

for (let run = 0; run < runs; run++) {
  const idle = await settledRss();
  const heapBefore = await heapMb();
  let peak = 0;
  let heapPeak = { heapUsed: 0, external: 0 };
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, rssMb());
      await sleep(20);
    }
  })();
  const heapSampler = (async () => {
    while (sampling) {
      const now = await heapMb();
      heapPeak = { heapUsed: Math.max(heapPeak.heapUsed, now.heapUsed), external: Math.max(heapPeak.external, now.external) };
      await sleep(100);
    }
  })();
  const started = performance.now();
  const metadata = [
    ['filename', `bench-${run}.mp4`],
    ['filetype', 'video/mp4'],
    ['purpose', 'video-live'],
  ]
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
  const created = await tus('POST', '/api/upload/tus', { 'upload-length': String(size), 'upload-metadata': metadata });
  if (created.status !== 201) throw new Error(`creation: ${created.status} ${created.text}`);
  const location = created.headers.location;
  const uploadId = location.split('/').pop();
  const step = chunkMb > 0 ? chunkMb * MB : size;
  let offset = 0;
  let patches = 0;
  while (offset < size) {
    const end = Math.min(offset + step, size);
    const answer = await tus(
      'PATCH',
      location,
      { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'content-length': String(end - offset) },
      fs.createReadStream(source, { start: offset, end: end - 1 }),
    );
    if (answer.status !== 204) throw new Error(`PATCH at ${offset}: ${answer.status} ${answer.text}`);
    offset = Number(answer.headers['upload-offset']);
    patches++;
  }
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await Promise.all([sampler, heapSampler]);

  const registered = await (
    await fetch(`${base}/api/media/live/upload`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ upload: uploadId, title: `压测上传 ${run + 1}` }),
    })
  ).json();
  const storedHash = createHash('sha256');
  await pipeline(fs.createReadStream(path.join(filesDir, 'uploads', 'tus', uploadId)), storedHash);
  console.log(
    JSON.stringify({
      run,
      bytes: size,
      patches,
      seconds: Number(seconds.toFixed(2)),
      mbPerSecond: Number((size / MB / seconds).toFixed(1)),
      idleRssMb: Math.round(idle),
      peakRssMb: Math.round(peak),
      aboveIdleMb: Math.round(peak - idle),
      // V8's heap and the memory of Buffers (external) from /metrics, before and at their peak while streaming.
      heapUsedMb: { before: heapBefore.heapUsed, peak: heapPeak.heapUsed },
      externalMb: { before: heapBefore.external, peak: heapPeak.external },
      registered: registered.code === 0 ? { id: registered.data.id, source: registered.data.source, size: registered.data.size } : registered,
      byteIdentical: storedHash.digest('hex') === sourceSha,
    }),
  );
}
agent.destroy();
process.exit(0);
