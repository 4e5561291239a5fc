/**
 * Greenroom reference backend — process entry.
 *
 * Bundled by the root build to dist/server/main.js (`node dist/server/main.js`),
 * or run from source. Paths are computed from GREENROOM_ROOT or the working
 * directory, never from this file's location.
 *
 * Environment:
 *   PORT                       listen port (8080)
 *   HOST                       listen host (localhost: every address the system resolves localhost to —
 *                              127.0.0.1, and ::1 where localhost also resolves to it; the banner
 *                              prints the addresses actually listened on. 0.0.0.0 / :: for all)
 *   PUBLIC_URL                 public address (http://localhost:PORT)
 *   NODE_ENV                   production | test | anything else = development
 *   DATABASE_URL               postgres://… — use PostgreSQL instead of embedded PGlite
 *   DATA_DIR                   PGlite data folder (<root>/.data/pglite)
 *   FILES_DIR                  media files: finished downloads in <FILES_DIR>/downloads, uploaded images and
 *                              recordings/materials in <FILES_DIR>/uploads (<root>/.data/files; server/docs/uploads.md);
 *                              a server on PGlite holds it as it holds DATA_DIR (one per database)
 *   MEDIA_URL_SECRET           HMAC secret of signed play/preview URLs (random per start: URLs die with a restart)
 *   GREENROOM_ROOT             repository root (working directory)
 *   GREENROOM_STATIC_DIR       built console (<root>/dist/admin)
 *   GREENROOM_PLUGINS          all (default) | none | comma list of plugin ids
 *   GREENROOM_EXTRA_MANIFESTS  comma list of extra plugin manifest.json paths
 *   SSO_ALLOWED_SERVICES       comma list of address prefixes SSO may redirect to
 *   LOG_LEVEL                  fastify/pino level (info)
 *   LOG_REQUESTS               1 / 0: one log line per request (default: on in production)
 *   METRICS_TOKEN              bearer token of GET /metrics (production serves /metrics only with one)
 *   TRUST_PROXY                proxies whose X-Forwarded-For to believe: a hop count (1) or a comma list
 *                              of addresses, CIDR ranges, loopback / uniquelocal (none: the headers are ignored)
 *   RATE_LIMIT_API             /api and /srv calls per minute per session, else per address (600; 0 = off)
 *   RATE_LIMIT_PAGES           console pages per minute per session (60; 0 = off)
 *   RATE_LIMIT_PAGES_ADDRESS   console pages per minute per address without a session (300; 0 = off)
 *   GREENROOM_FIRST_FRAME_CONCURRENCY  first frames rendered at once (2; one per session)
 *   UPLOAD_IMAGE_QUOTA         bytes of uploaded images per account (500MB; a number of bytes, or with KB / MB / GB)
 *   UPLOAD_FILE_QUOTA          bytes of uploaded recordings and materials per account (20GB)
 *   UPLOAD_FILE_MAX            the largest recording or material upload (2GB = 2147483647 bytes, also the most allowed)
 *   DOWNLOAD_LEASE_MS          how long a download task stays with a worker that stops renewing it (30000)
 *   DOWNLOAD_POLL_MS           how often an idle download worker looks for tasks (5000)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, repoRoot } from './app';
import type { AppEnv } from './context';
import { DataDirLockedError, openDatabase } from './db/connect';
import { lockFilesDir } from './db/dataDirLock';
import { migrateToLatest } from './db/migrate';
import { loadFirstFrame } from './lib/firstFrame';
import { trustProxySetting } from './lib/proxy';
import { seedIfEmpty } from './seed';

/** A positive whole number of milliseconds from the environment, or undefined when unset. */
function millis(name: string): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100 || ms > 3_600_000) throw new Error(`${name} 无效：${value}（应为 100 到 3600000 之间的毫秒数）`);
  return ms;
}

function list(value: string | undefined): string[] | undefined {
  const items = value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items && items.length > 0 ? items : undefined;
}

async function main(): Promise<void> {
  const env: AppEnv = process.env.NODE_ENV === 'production' ? 'production' : process.env.NODE_ENV === 'test' ? 'test' : 'development';
  const root = repoRoot();
  const port = Number(process.env.PORT || 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT 无效：${process.env.PORT}`);
  const host = process.env.HOST || 'localhost';
  const publicUrl = (process.env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  const dataDir = path.resolve(root, process.env.DATA_DIR || path.join('.data', 'pglite'));

  const filesDir = path.resolve(root, process.env.FILES_DIR || path.join('.data', 'files'));

  const { db, kind } = openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
  // A server on PGlite holds its files folder as it holds its database folder: another database's
  // downloads, numbered alike, would be written into the same files (server/src/db/dataDirLock.ts).
  if (kind === 'pglite') lockFilesDir(filesDir);
  const applied = await migrateToLatest(db);
  // Production seeds nothing: its accounts are made with `npm run users -- add <name>`.
  const seed = env === 'production' ? { seeded: false } : await seedIfEmpty(db);
  const accounts = env === 'production' ? await db.selectFrom('users').select('id').where('disabled_at', 'is', null).limit(1).execute() : [];

  const app = await buildApp({
    db,
    env,
    publicUrl,
    staticDir: process.env.GREENROOM_STATIC_DIR ? path.resolve(root, process.env.GREENROOM_STATIC_DIR) : undefined,
    allowedServices: list(process.env.SSO_ALLOWED_SERVICES),
    pluginsSetting: process.env.GREENROOM_PLUGINS,
    extraManifests: list(process.env.GREENROOM_EXTRA_MANIFESTS)?.map((file) => path.resolve(root, file)),
    // The console's first frame, built beside this file (issue 14); GREENROOM_FIRST_FRAME=0 turns it off.
    firstFrame: process.env.GREENROOM_FIRST_FRAME === '0' ? undefined : await loadFirstFrame(fileURLToPath(new URL('./first-frame.js', import.meta.url))),
    logger: { level: process.env.LOG_LEVEL || 'info' },
    logRequests: process.env.LOG_REQUESTS ? process.env.LOG_REQUESTS === '1' : undefined,
    metricsToken: process.env.METRICS_TOKEN || undefined,
    trustProxy: trustProxySetting(process.env.TRUST_PROXY),
    // PGlite's data folder belongs to this process alone, so sessions may be remembered in memory.
    cacheSessions: kind === 'pglite',
    databaseUrl: kind === 'postgres' ? process.env.DATABASE_URL : undefined,
    media: {
      filesDir,
      urlSecret: process.env.MEDIA_URL_SECRET || undefined,
      downloadLeaseMs: millis('DOWNLOAD_LEASE_MS'),
      downloadPollMs: millis('DOWNLOAD_POLL_MS'),
    },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    try {
      await app.close();
      await db.destroy();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port, host });
  // What was actually bound: `localhost` gives 127.0.0.1 alone where the system maps it to IPv4 only.
  const bound = app
    .addresses()
    .map((address) => (typeof address === 'string' ? address : `${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`));

  const database = kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${dataDir}`;
  const lines = [
    '',
    `  Greenroom 控制台   ${publicUrl}/admin/`,
    env === 'production'
      ? `  账号              ${accounts.length ? '由运维用 npm run users 管理' : '尚无账号：npm run users -- add <用户名>'}`
      : `  演示账号          demo / ${'greenroom'}   （另有 demo2 / greenroom）`,
    `  数据库            ${database}${applied.length ? `，已执行迁移 ${applied.join(', ')}` : ''}${seed.seeded ? '，已写入演示数据' : ''}`,
    `  监听              ${bound.join('  ')}`,
    `  运行模式          ${env}${env === 'production' ? '' : '（开发工具：/dev/）'}`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  // A held data folder is the operator's to resolve: say who holds it and what to do, no stack.
  if (error instanceof DataDirLockedError) {
    console.error(`Greenroom 服务器未启动：${error.message}`);
    process.exit(1);
  }
  console.error('Greenroom server failed to start:', error);
  process.exit(1);
});
