/**
 * One process per embedded database folder (issue 21 §2). PGlite keeps its database in memory and
 * writes it to its folder; two processes on one folder each see only their own writes, and one
 * overwrites the other's (after a restart, half of 200 acknowledged renames were gone). PostgreSQL
 * refuses a second postmaster on its data folder; this does the same for PGlite: `greenroom.lock` in
 * the folder names the process that holds it (host, pid, the process's start time, the command). A
 * second process exits at once saying who holds it and what to do. A lock left by a process that is
 * gone (crash, kill -9) is taken over: on this host a pid that no longer runs, or runs but started at
 * another time (the pid was reused), is gone. The take-over itself is one process at a time
 * (an exclusive `greenroom.lock.takeover` folder), so two starting processes never both take it.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmdirSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'greenroom.lock';

interface LockOwner {
  host: string;
  pid: number;
  /** The process's start time as the kernel counts it (Linux /proc/<pid>/stat field 22), when known. */
  started: string | null;
  since: string;
  command: string;
}

/**
 * What a held folder is: a PGlite database folder (`DATA_DIR`), or the media files folder
 * (`FILES_DIR`) of a server on one. Download files are named by the database's task ids, and every
 * copy of a database numbers its tasks alike: two servers with databases of their own on one files
 * folder wrote each other's downloads (an end-to-end run's download ended `failed`), so a server on
 * PGlite holds its files folder too. Servers on one PostgreSQL database share theirs, and hold none.
 */
export type HeldFolder = 'database' | 'files';

/** The folder is held by another running process. */
export class DataDirLockedError extends Error {
  readonly owner: LockOwner | null;
  constructor(dataDir: string, owner: LockOwner | null, what: HeldFolder = 'database') {
    const who = owner ? `进程 ${owner.pid}（主机 ${owner.host}，${owner.since} 起，命令：${owner.command}）` : '另一个进程';
    const advice =
      what === 'database'
        ? [
            `嵌入式数据库目录 ${dataDir} 正被${who}使用。`,
            '同一个 PGlite 目录只能由一个进程打开，否则写入会丢失。',
            '请先停止该进程（例如停止 npm start 的服务器）再运行本命令；',
            '或让多个进程共用 PostgreSQL：设置 DATABASE_URL=postgres://…',
          ]
        : [
            `媒体文件目录 ${dataDir} 正被${who}使用。`,
            '使用嵌入式数据库（PGlite）的服务器各自需要自己的媒体文件目录：下载文件按任务编号命名，两个数据库的下载会写进同一个文件。',
            '请为本服务器另设 FILES_DIR=…（例如与 DATA_DIR 并列的 files 目录），或先停止该进程；',
            '多个进程共用一个数据库时请用 PostgreSQL：设置 DATABASE_URL=postgres://…，各进程共用同一个 FILES_DIR。',
          ];
    super(
      [...advice, owner && owner.host !== hostname() ? `（锁由另一台主机持有；确认其已停止后可删除 ${path.join(dataDir, LOCK_FILE)}）` : '']
        .filter(Boolean)
        .join('\n'),
    );
    this.name = 'DataDirLockedError';
    this.owner = owner;
  }
}

/** A process's start time (Linux), or null where /proc is not there. */
function startTime(pid: number | 'self'): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command may hold spaces and parentheses: the fields start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | null | 'absent' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'absent';
    throw error;
  }
  try {
    const owner = JSON.parse(text) as LockOwner;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? owner : null;
  } catch {
    return null; // half-written by a process that died while writing it
  }
}

/** Whether the process a lock names is certainly gone (only decidable on this host). */
function ownerGone(owner: LockOwner | null, file: string): boolean {
  if (owner === null) {
    // Unreadable: a writer that died mid-write. Give a live writer a moment to finish first.
    try {
      return Date.now() - statSync(file).mtimeMs > 2000;
    } catch {
      return true;
    }
  }
  if (owner.host !== hostname()) return false;
  if (owner.pid === process.pid) return owner.started !== startTime('self');
  if (!alive(owner.pid)) return true;
  const started = startTime(owner.pid);
  return owner.started !== null && started !== null && started !== owner.started;
}

function tryCreate(file: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(owner)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Runs `step` as the only process taking over a stale lock; false when another is doing it now. */
function asTheOnlyTaker(file: string, step: () => void): boolean {
  const guard = `${file}.takeover`;
  try {
    mkdirSync(guard);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // A taker that died inside its few lines leaves the guard: old guards are cleared.
    try {
      if (Date.now() - statSync(guard).mtimeMs > 10_000) rmdirSync(guard);
    } catch {}
    return false;
  }
  try {
    step();
  } finally {
    rmdirSync(guard);
  }
  return true;
}

/**
 * Takes the folder for this process, or throws DataDirLockedError. Returns the release function
 * (also run when the process exits).
 */
export function lockDataDir(
  dataDir: string,
  command = process.argv
    .slice(1)
    .map((arg) => path.basename(arg))
    .join(' '),
  what: HeldFolder = 'database',
): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = { host: hostname(), pid: process.pid, started: startTime('self'), since: new Date().toISOString(), command };
  for (let round = 0; round < 50; round++) {
    if (tryCreate(file, me)) {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        const owner = readOwner(file);
        if (owner !== 'absent' && owner?.pid === me.pid && owner.host === me.host && owner.since === me.since) {
          try {
            unlinkSync(file);
          } catch {}
        }
      };
      process.on('exit', release);
      return release;
    }
    const owner = readOwner(file);
    if (owner === 'absent') continue;
    if (!ownerGone(owner, file)) throw new DataDirLockedError(dataDir, owner, what);
    asTheOnlyTaker(file, () => {
      // Read again under the guard: another taker may have replaced it with a live lock meanwhile.
      const now = readOwner(file);
      if (now === 'absent' || ownerGone(now, file)) {
        try {
          unlinkSync(file);
        } catch {}
      }
    });
    // Another taker is at work: wait a moment (synchronously: this runs once, at start).
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
  throw new DataDirLockedError(dataDir, null, what);
}

/**
 * Takes the media files folder of a server on PGlite for this process (see {@link HeldFolder}), or
 * throws DataDirLockedError naming FILES_DIR. Returns the release function.
 */
export function lockFilesDir(filesDir: string, command?: string): () => void {
  return lockDataDir(filesDir, command, 'files');
}
