/**
 * `npm run users -- add <name>` · `reset <name>` · `disable <name>` · `enable <name>` · `signout <name>`:
 * the operator's account commands (server/src/users.ts). The password is read from the terminal without
 * echo, or from standard input when it is not a terminal (`printf '%s\n' "$PW" | npm run users -- add ops`).
 * Uses DATABASE_URL when set (works beside running servers), else embedded PGlite in DATA_DIR (default
 * .data/pglite), which one process owns: while a server holds the folder the command refuses, saying
 * who holds it (db/dataDirLock.ts) — stop the server first, or use PostgreSQL.
 */
import path from 'node:path';
import { createInterface } from 'node:readline';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { addUser, resetPassword, setDisabled, signOutEverywhere } from './users';

const USAGE = '用法：npm run users -- add|reset|disable|enable|signout <用户名>';

/** Reads one line: hidden on a terminal, plain from a pipe. */
async function readPassword(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const rl = createInterface({ input });
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return '';
  }
  process.stdout.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve) => {
    let text = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          resolve(text);
          return;
        }
        if (char === '\u0003') process.exit(130);
        if (char === '\u007f') text = text.slice(0, -1);
        else text += char;
      }
    };
    input.on('data', onData);
  });
}

async function newPassword(): Promise<string> {
  const first = await readPassword('新密码：');
  if (!process.stdin.isTTY) return first;
  const again = await readPassword('再输入一次：');
  if (first !== again) throw new Error('两次输入的密码不一致');
  return first;
}

async function main(): Promise<void> {
  const [command, username] = process.argv.slice(2);
  if (!command || !username || !['add', 'reset', 'disable', 'enable', 'signout'].includes(command)) throw new Error(USAGE);
  const root = path.resolve(process.env.GREENROOM_ROOT || process.cwd());
  const dataDir = path.resolve(root, process.env.DATA_DIR || path.join('.data', 'pglite'));
  const { db } = openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
  try {
    await migrateToLatest(db);
    if (command === 'add') {
      await addUser(db, username, await newPassword());
      console.log(`已创建用户 ${username}`);
    } else if (command === 'reset') {
      await resetPassword(db, username, await newPassword());
      console.log(`已重设 ${username} 的密码，其登录会话已结束`);
    } else if (command === 'signout') {
      const ended = await signOutEverywhere(db, username);
      console.log(`已结束 ${username} 的全部登录会话（${ended} 个）`);
    } else {
      await setDisabled(db, username, command === 'disable');
      console.log(command === 'disable' ? `已停用 ${username}，其登录会话已结束` : `已启用 ${username}`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
