/**
 * `npm run seed -- --scale N [--data-dir DIR]`: migrates, writes the demo data if the database is
 * empty, then the benchmark data at scale N for the account `bench` (seed/scale.ts). Uses
 * DATABASE_URL when set, else embedded PGlite in --data-dir (DATA_DIR, default .data/pglite).
 * Prints one JSON line with the counts and the time each step took. On PGlite it refuses, saying
 * so, while a server holds the folder (db/dataDirLock.ts): stop the server first, or use PostgreSQL.
 */
import path from 'node:path';
import { DataDirLockedError, openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty } from './seed';
import { seedScale } from './seed/scale';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  if (index >= 0) return process.argv[index + 1];
  const inline = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return inline?.slice(name.length + 3);
}

async function main(): Promise<void> {
  const scale = Number(option('scale') ?? '1');
  if (!Number.isFinite(scale) || scale <= 0 || scale > 10) throw new Error(`--scale 必须是 0 到 10 之间的数：${option('scale')}`);
  const root = path.resolve(process.env.GREENROOM_ROOT || process.cwd());
  const dataDir = path.resolve(root, option('data-dir') ?? (process.env.DATA_DIR || path.join('.data', 'pglite')));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const { db, kind } = openDatabase({ databaseUrl, dataDir });
  const started = Date.now();
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db);
    const result = await seedScale(db, { scale, log: (line) => process.stderr.write(`[seed] ${line}\n`) });
    const database = kind === 'postgres' ? 'postgres' : `pglite:${dataDir}`;
    process.stdout.write(`${JSON.stringify({ database, ...result, totalMs: Date.now() - started })}\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error('seed failed:', error);
  process.exit(1);
});
