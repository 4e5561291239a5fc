import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A reference server started from dist/ on a free loopback port with a database of its own. */
export interface RunningServer {
  url: string;
  /** The server's folder: its PGlite database in `pglite/`, its media files (downloads, uploads) in `files/`. */
  dataDir: string;
  /** What the server has printed so far (its pino lines at LOG_LEVEL, `warn` unless `env` says otherwise). */
  output(): string;
  /** Stops the server and removes its database (`keep`: leaves it, for a template). */
  stop(options?: { keep?: boolean }): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The environment variable naming a database folder migrated and seeded once for the whole run
 * (globalSetup's {@link makeDatabaseTemplate}): each server starts from a copy of it instead of
 * migrating and writing the demo data again (~8–13 s a server on a busy 2-core machine).
 */
export const TEMPLATE_ENV = 'GREENROOM_E2E_DATABASE_TEMPLATE';
/** Where the run's out-of-tree plugin manifest is (globalSetup.ts), for the projects that run beside the suite's (globalSetup.own.ts). */
export const EXTERNAL_MANIFEST_ENV = 'GREENROOM_E2E_EXTERNAL_MANIFEST';

/**
 * Migrates and seeds a database folder once, as a first start of the server does (the server itself
 * writes it, then stops), for {@link startServer} to copy: every server of the run starts from the
 * same demo data without writing it again. Answers the folder; remove it after the run.
 */
export async function makeDatabaseTemplate(): Promise<string> {
  const server = await startServer({}, { fresh: true });
  const dataDir = server.dataDir;
  await server.stop({ keep: true });
  return dataDir;
}

/**
 * Starts `node dist/server/main.js` with `env` added (the production defaults otherwise);
 * resolves once /admin/ answers. Its database is a copy of the run's template when there is one
 * (`fresh`: a new one, migrated and seeded by this server).
 */
export async function startServer(env: Record<string, string> = {}, options: { fresh?: boolean } = {}): Promise<RunningServer> {
  const port = await freePort();
  // The server's own folder: its database (pglite/) and its media files (files/). Files are named by
  // the database's task ids, so two servers sharing one files folder (the default <root>/.data/files)
  // wrote each other's downloads: a clean-clone run's live-push download ended 'failed'.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'greenroom-e2e-'));
  const template = options.fresh ? undefined : process.env[TEMPLATE_ENV];
  if (template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'dist/server/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: path.join(dataDir, 'pglite'),
      FILES_DIR: path.join(dataDir, 'files'),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      GREENROOM_ROOT: repoRoot,
      // Issue 25: every suite runs the production default, the server-rendered page that the console
      // hydrates (docs/first-screen.md); a click made before it is live is replayed, not lost.
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`server exited (${child.exitCode}):\n${output}`);
    }
    try {
      const response = await fetch(`${url}/admin/plugins.json`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (Date.now() >= deadline) {
    // Not left running (and holding its port and folder) after the run that gave up on it.
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`server did not start:\n${output}`);
  }
  return {
    url,
    dataDir,
    output: () => output,
    async stop(options = {}) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      if (!options.keep) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
