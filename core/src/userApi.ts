/** What core reads of the `/api/user` calls it makes (by their keys in the contracts' table, `http/calls.ts`). */

/**
 * Reads a status call's `data` (certification, huipai): a boolean, or the 0/1 integer some older
 * services still answer with.
 */
export function isStatusTrue(data: unknown): boolean {
  return data === true || data === 1;
}
