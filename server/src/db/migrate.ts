import { type Kysely, type MigrationProvider, Migrator } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/** Runs every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
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
