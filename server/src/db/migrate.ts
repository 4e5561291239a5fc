import { type Kysely, type MigrationProvider, Migrator, sql } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/**
 * Runs every pending migration; throws with the failing migration's error.
 *
 * The migration tables are looked for in the connection's current schema, named: without a
 * schema, kysely asks whether a `kysely_migration` table exists in *any* schema, so a server whose
 * search path names its own schema in a database where another schema was migrated first finds the
 * other's tables, skips creating its own, then fails reading them ("relation kysely_migration_lock
 * does not exist"). Two test files migrating their own PostgreSQL schemas at once met exactly this.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({ db, provider, migrationTableSchema: current.rows[0]?.schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error : new Error(String(error ?? 'migration failed'));
    throw new Error(`数据库迁移失败${failed ? `（${failed.migrationName}）` : ''}：${reason.message}`, {
      cause: reason,
    });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
