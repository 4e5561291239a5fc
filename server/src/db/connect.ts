/**
 * Opens the database: PostgreSQL through `pg` when a connection string is
 * given, otherwise embedded PGlite (persisted in `dataDir`, or in memory).
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { observeQuery } from '../lib/metrics';
import { lockDataDir } from './dataDirLock';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export interface DatabaseOptions {
  /** postgres://… — use a real PostgreSQL server. */
  databaseUrl?: string;
  /** Folder for the embedded database; omitted = in memory. */
  dataDir?: string;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: 'postgres' | 'pglite';
}

export { DataDirLockedError } from './dataDirLock';

export function openDatabase(options: DatabaseOptions): OpenDatabase {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: observeQuery }), kind: 'postgres' };
  }
  const { dataDir } = options;
  // One process per folder (issue 21 §2): throws DataDirLockedError when another process holds it.
  const release = dataDir ? lockDataDir(dataDir) : undefined;
  const dialect = new PGliteDialect({
    onDestroy: release,
    // relaxedDurability: a query answers without waiting for PGlite's filesystem sync (measured at
    // scale 1: a 90-day statistics line 5.7 ms → 1.7 ms). A crash can lose the last moment of
    // writes; use PostgreSQL (DATABASE_URL) where that matters.
    pglite: async () => (dataDir ? PGlite.create(dataDir, { relaxedDurability: true }) : PGlite.create()),
  });
  return { db: new Kysely<Database>({ dialect, log: observeQuery }), kind: 'pglite' };
}
