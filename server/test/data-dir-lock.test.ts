/**
 * Issue 21 §2 (data loss): one process per embedded database folder. A second process on a held
 * folder is refused at once with who holds it and what to do; a folder left held by a process that
 * is gone (kill -9) is taken over; two processes racing for a stale lock never both get it.
 * (The probe, `npm run probe`, also starts two real servers on one DATA_DIR.)
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir, lockFilesDir } from '../src/db/dataDirLock';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gr-lock-'));
  folders.push(dir);
  return dir;
}

/** The kernel's start time of a pid (what the lock records), as dataDirLock reads it. */
function startTime(pid: number): string | null {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

/** Writes a lock naming `pid` as if that process held the folder. */
function heldBy(dir: string, pid: number, started: string | null) {
  writeFileSync(
    path.join(dir, LOCK_FILE),
    JSON.stringify({ host: hostname(), pid, started, since: '2026-11-26T00:00:00.000Z', command: 'dist/server/main.js' }),
  );
}

/** What `take` throws while a live process (a sleeping child) holds `dir`; the child is killed after. */
function refusedWhileHeld(dir: string, take: () => void): { refused: unknown; child: ReturnType<typeof spawn> } {
  const child = spawn('sleep', ['30']);
  let refused: unknown;
  try {
    heldBy(dir, child.pid as number, startTime(child.pid as number));
    take();
  } catch (error) {
    refused = error;
  } finally {
    child.kill('SIGKILL');
  }
  return { refused, child };
}

describe('issue 21 §2: one process per PGlite folder', () => {
  it('a second taker of a held folder is refused with who holds it and what to do; released, it can be taken', () => {
    const dir = folder();
    const release = lockDataDir(dir, 'main.js');
    let refused: unknown;
    try {
      release();
      // Another process (a live one) holds it: simulate with a sleeping child's pid.
      refused = refusedWhileHeld(dir, () => lockDataDir(dir, 'users.js')).refused;
    } finally {
      release();
    }
    expect(refused).toBeInstanceOf(DataDirLockedError);
    const message = (refused as Error).message;
    expect(message).toContain('正被进程');
    expect(message).toContain('请先停止该进程');
    expect(message).toContain('DATABASE_URL');
  });

  it('a server on PGlite holds its media files folder too: another one on it is refused, told to set FILES_DIR (downloads are named by task ids that two databases share)', async () => {
    const dir = folder();
    const { refused, child } = refusedWhileHeld(dir, () => lockFilesDir(dir, 'main.js'));
    expect(refused).toBeInstanceOf(DataDirLockedError);
    const message = (refused as Error).message;
    expect(message).toContain(`媒体文件目录 ${dir} 正被进程 ${child.pid}`);
    expect(message).toContain('FILES_DIR');
    expect(message).not.toContain('嵌入式数据库目录');
    // Its holder gone, it is taken over, and released.
    if (child.exitCode === null && child.signalCode === null) await new Promise((resolve) => child.once('exit', resolve));
    const release = lockFilesDir(dir, 'main.js');
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('a lock left by a killed process (kill -9) is taken over at once', () => {
    const dir = folder();
    const gone = spawnSync('sh', ['-c', 'echo $$']);
    heldBy(dir, Number(String(gone.stdout).trim()), 'x');
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('a lock naming a live pid that started at another time (the pid was reused) is taken over', () => {
    const dir = folder();
    heldBy(dir, process.pid, 'not-my-start-time');
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).started).toBe(startTime(process.pid));
    release();
  });

  it('processes racing for a stale lock: exactly one gets it', async () => {
    const dir = folder();
    heldBy(dir, 999_999_999, null);
    // Each child runs the lock's own code (bundled from source: the children are plain Node).
    const bundle = path.join(folder(), 'lock.mjs');
    buildSync({
      entryPoints: [path.resolve('server/src/db/dataDirLock.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: bundle,
      logLevel: 'silent',
    });
    const script = `
      const { lockDataDir } = await import(${JSON.stringify(pathToFileURL(bundle).href)});
      try {
        lockDataDir(${JSON.stringify(dir)}, 'race');
        console.log('held');
        await new Promise((resolve) => setTimeout(resolve, 6000));
      } catch (error) {
        console.log(error.name === 'DataDirLockedError' ? 'refused' : 'error ' + error.message);
      }
    `;
    const runs = await Promise.all(
      Array.from(
        { length: 6 },
        () =>
          new Promise<string>((resolve) => {
            const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: process.cwd() });
            let out = '';
            child.stdout.on('data', (chunk) => {
              out += chunk;
            });
            child.on('close', () => resolve(out.trim()));
          }),
      ),
    );
    expect(runs.filter((line) => line === 'held')).toHaveLength(1);
    expect(runs.filter((line) => line === 'refused')).toHaveLength(5);
  }, 30_000);
});
