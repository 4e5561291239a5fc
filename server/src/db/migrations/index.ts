/**
 * In-code migration list. Add a file per change (`NNNN_name.ts`) and list it
 * here; names sort in the order they run.
 */
import type { Migration } from 'kysely';
import * as m0001 from './0001_initial';

export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
};
