import type { HttpResult } from '@greenroom/sdk';

/** The data of a result, or null when it failed (the envelope client has said why). */
export const dataOf = <T>(result: HttpResult<T>): T | null => (result.ok ? result.data : null);

/** Every result's data, or null when one failed. */
export async function allOf<T>(results: Promise<HttpResult<T>>[]): Promise<T[] | null> {
  const settled = await Promise.all(results);
  return settled.every((result) => result.ok) ? settled.map((result) => result.data as T) : null;
}
