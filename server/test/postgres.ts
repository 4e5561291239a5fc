/**
 * A fresh schema on the PostgreSQL of TEST_DATABASE_URL (`.ci/run` starts one), migrated and seeded
 * with the demo data, for the tests that must hold on PostgreSQL too; `undefined` without the variable.
 * `open()` gives another pool on the same schema (a second server process).
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import { seedIfEmpty } from '../src/seed';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export interface PostgresSchema {
  schema: string;
  /** A database on the schema (each call: its own pool, as another process has). */
  open(): Kysely<Database>;
  /** Drops the schema and ends every pool opened. */
  drop(): Promise<void>;
}

export async function postgresSchema(label: string): Promise<PostgresSchema> {
  const url = TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `gr_${label}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const opened: Kysely<Database>[] = [];
  const open = () => {
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10, options: `-c search_path=${schema}` }) }),
    });
    opened.push(db);
    return db;
  };
  const first = open();
  await migrateToLatest(first);
  await seedIfEmpty(first);
  return {
    schema,
    open,
    async drop() {
      for (const db of opened) await db.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}
