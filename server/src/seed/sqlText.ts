/** SQL pieces the set-based seeds share. */
import { type RawBuilder, sql } from 'kysely';

/** A constant text array literal of our own vocabulary (never user input), quoted. */
export function textArray(values: readonly string[]): RawBuilder<unknown> {
  return sql.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]::text[]`);
}
