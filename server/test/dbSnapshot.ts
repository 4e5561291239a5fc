/**
 * "Nothing changed": per table, the row count and the sum of the rows' `xmin` (the id of the
 * transaction that wrote each row version). Any committed insert, update or delete changes one of
 * the two; a rolled-back write or a row lock changes neither. Cheaper than hashing row contents
 * (no text conversion), so the cross-cutting tests can take one after every route.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../src/db/schema';

export type Snapshot = Record<string, string>;

export async function snapshot(db: Kysely<Database>): Promise<Snapshot> {
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const parts = tables.rows.map(
    ({ name }) => sql`select ${name}::text as name, count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text as sum from ${sql.table(name)} t`,
  );
  const result = await sql<{ name: string; sum: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return Object.fromEntries(result.rows.map((row) => [row.name, row.sum]));
}

/** The tables whose content differs. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
