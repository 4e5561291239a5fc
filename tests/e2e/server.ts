import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

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

/** A free loopback port, held (listened on) until `release()`: no other server of the run can take it meanwhile. */
export async function holdPort(): Promise<{ port: number; release(): Promise<void> }> {
  const probe: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => resolve());
  });
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  let released: Promise<void> | undefined;
  return { port, release: () => (released ??= new Promise((resolve) => probe.close(() => resolve()))) };
}

async function freePort(): Promise<number> {
  const held = await holdPort();
  await held.release();
  return held.port;
}

/**
 * The environment variable naming the run's folder (docs/testing.md "The run's set-up in the
 * background"): what the end-to-end set-ups prepare while the unit and server files already run — the
 * database template, the out-of-tree plugin's manifest, the suite's servers — each announced there by
 * {@link inBackground} and awaited by {@link whenDone}. Set by the first set-up of the run
 * ({@link runFolder}); the test workers, started after every set-up, inherit it.
 */
export const RUN_ENV = 'GREENROOM_E2E_RUN';

/** The run's folder (created, and named in {@link RUN_ENV}, by the first set-up that asks). */
export function runFolder(): string {
  let folder = process.env[RUN_ENV];
  if (!folder || !existsSync(folder)) {
    folder = mkdtempSync(path.join(tmpdir(), 'greenroom-e2e-run-'));
    process.env[RUN_ENV] = folder;
  }
  return folder;
}

/** Where the run's `name` is (or will be) announced; undefined outside a run (no set-up ran). */
export function runEntry(name: string): string | undefined {
  const folder = process.env[RUN_ENV];
  return folder ? path.join(folder, name) : undefined;
}

/**
 * Starts `work` without waiting for it: `file` says it is under way (`<file>.pending`, written now),
 * then holds what it answered (written whole, by a rename) or, if it failed, `<file>.failed` holds
 * why. The answer is also the returned promise's, for the set-up that started it (its teardown).
 */
export function inBackground(file: string, work: () => Promise<string>): Promise<string> {
  writeFileSync(`${file}.pending`, '');
  const done = work().then(
    (value) => {
      writeFileSync(`${file}.part`, value);
      renameSync(`${file}.part`, file);
      return value;
    },
    (error: unknown) => {
      writeFileSync(`${file}.failed`, error instanceof Error ? (error.stack ?? error.message) : String(error));
      throw error;
    },
  );
  // Handled: its failure reaches the files that wait for it (whenDone), not vitest's process as an unhandled rejection.
  done.catch(() => {});
  return done;
}

/** Whether {@link inBackground} announced `file` (under way or done). */
export const announced = (file: string) => existsSync(file) || existsSync(`${file}.pending`);

/**
 * What the background work announced in `file` answered, once it has (polled every 100 ms); throws
 * its failure, or after `timeoutMs`. `what` names it in those errors.
 */
export async function whenDone(file: string, what: string, timeoutMs = 180_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (existsSync(file)) return readFileSync(file, 'utf8');
    if (existsSync(`${file}.failed`)) throw new Error(`${what} could not be prepared:\n${readFileSync(`${file}.failed`, 'utf8')}`);
    if (!existsSync(`${file}.pending`)) throw new Error(`${what} was never started (${file})`);
    if (Date.now() > deadline) throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The run's database template (announced in the run's folder as `template`): a folder migrated and
 * seeded once for the whole run by {@link makeDatabaseTemplate}; each server starts from a copy of it
 * instead of migrating and writing the demo data again (~8–13 s a server on a busy 2-core machine).
 */
export const TEMPLATE = 'template';
/** The run's out-of-tree plugin manifest (its path, announced in the run's folder as `external-manifest`). */
export const EXTERNAL_MANIFEST = 'external-manifest';

/** The out-of-tree plugin's manifest built for the run (globalSetup.ts or globalSetup.own.ts), relative to the repository, once it is built. */
export async function externalManifest(): Promise<string> {
  const file = runEntry(EXTERNAL_MANIFEST);
  if (!file || !announced(file)) throw new Error('the out-of-tree plugin was not built for this run (globalSetup.ts, globalSetup.own.ts)');
  return path.relative(repoRoot, await whenDone(file, "the out-of-tree plugin's manifest"));
}

/**
 * Starts a server (as {@link startServer}) in the background for `project`'s files: its address is
 * provided at once as `baseUrl` (its port held until it starts), and `baseUrlReady` names the file of
 * the run's folder (`name`) that says when it answers — `suiteServer.ts` waits for it before a file's
 * tests. `stopped()`, for the set-up's teardown, waits for the start and stops the server (answering
 * it, for its output), or answers undefined if it never started.
 */
export async function serverInBackground(project: TestProject, name: string): Promise<{ stopped(): Promise<RunningServer | undefined> }> {
  const port = await holdPort();
  let server: RunningServer | undefined;
  const ready = path.join(runFolder(), name);
  const started = inBackground(ready, async () => {
    await port.release();
    server = await startServer({}, { port: port.port });
    return server.url;
  });
  project.provide('baseUrl', `http://localhost:${port.port}`);
  project.provide('baseUrlReady', ready);
  return {
    async stopped() {
      await Promise.allSettled([started]);
      await server?.stop();
      return server;
    },
  };
}

/**
 * Builds the out-of-tree plugin (tests/external-plugin/build.mjs) in a process of its own and answers
 * its manifest's path. Not in the set-up's own process: the build's steps are synchronous (npm pack,
 * tsc, the plugin's tests), and run there they held vitest's main process — which serves every
 * worker its transformed modules — for ~11 s while the unit files started. Its output is printed
 * when it ends (the plugin's own tests among it).
 */
export function buildExternalPluginApart(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'tests/external-plugin/build.mjs')], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let output = '';
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    // 'close', not 'exit': its output may still be arriving when the process exits, the manifest's path last.
    child.once('close', (code) => {
      process.stdout.write(output);
      const manifest = stdout.trim().split('\n').at(-1) ?? '';
      if (code === 0 && manifest.endsWith('manifest.json')) resolve(manifest);
      else reject(new Error(`the out-of-tree plugin's build ended with ${code}:\n${output}`));
    });
  });
}

/**
 * Waits for the run's out-of-tree plugin build, when the run started one: it packs sdk/ (and builds
 * sdk/dist first when that is stale), so another pack of sdk/ meanwhile could take a half-written
 * build (the plugin author's path, plugin-cli.e2e.test.ts).
 */
export async function afterExternalPluginBuild(): Promise<void> {
  const file = runEntry(EXTERNAL_MANIFEST);
  if (file && announced(file)) await whenDone(file, "the out-of-tree plugin's manifest");
}

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
 * (`fresh`: a new one, migrated and seeded by this server). `port`: one the caller held for it
 * ({@link holdPort}, released just before), when its address had to be known first.
 */
export async function startServer(env: Record<string, string> = {}, options: { fresh?: boolean; port?: number } = {}): Promise<RunningServer> {
  // The run's template, waited for if it is still being written (a file that starts early in the run).
  const templateEntry = options.fresh ? undefined : runEntry(TEMPLATE);
  const template = templateEntry && announced(templateEntry) ? await whenDone(templateEntry, 'the database template') : undefined;
  const port = options.port ?? (await freePort());
  // The server's own folder: its database (pglite/) and its media files (files/). Files are named by
  // the database's task ids, so two servers sharing one files folder (the default <root>/.data/files)
  // wrote each other's downloads: a clean-clone run's live-push download ended 'failed'.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'greenroom-e2e-'));
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
