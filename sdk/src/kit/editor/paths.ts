/**
 * Dotted paths into an editor's values (`title`, `watch.password`, `form.0.label`): the names its
 * fields are bound by, the keys of its errors, and the field names the server's
 * `参数错误：<field> <reason>` points at — one spelling for all three.
 */

type Join<K extends string, P> = P extends string ? `${K}.${P}` : never;
type Depth = [never, 0, 1, 2, 3, 4];

/**
 * Every dotted path into `T`: object keys, `${number}` for an array's items, through the members of
 * a union (`watch.password` of the password branch). Four levels deep.
 * @public
 */
export type FieldPath<T, D extends number = 4> = [D] extends [never]
  ? never
  : T extends readonly (infer I)[]
    ? `${number}` | Join<`${number}`, FieldPath<I, Depth[D]>>
    : T extends object
      ? { [K in keyof T & string]: K | Join<K, FieldPath<T[K], Depth[D]>> }[keyof T & string]
      : never;

/**
 * The value at path `P` of `T` (of whichever union members have it).
 * @public
 */
export type FieldValue<T, P extends string> = T extends unknown
  ? P extends `${infer K}.${infer R}`
    ? K extends keyof T
      ? FieldValue<T[K], R>
      : T extends readonly (infer I)[]
        ? FieldValue<I, R>
        : never
    : P extends keyof T
      ? T[P]
      : T extends readonly (infer I)[]
        ? I
        : never
  : never;

/** The value at a dotted path, or undefined. */
export function getIn(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `value` with `next` at the dotted path (the objects and arrays on the way copied, the rest shared). */
export function setIn<T>(value: T, path: string, next: unknown): T {
  const [key, ...rest] = path.split('.');
  const container: unknown = value ?? (/^\d+$/.test(key) ? [] : {});
  const child = rest.length === 0 ? next : setIn((container as Record<string, unknown>)[key], rest.join('.'), next);
  if (Array.isArray(container)) {
    const copy = [...container];
    copy[Number(key)] = child;
    return copy as T;
  }
  return { ...(container as object), [key]: child } as T;
}

/** Whether `path` is `parent` or lies under it (`form.0.label` under `form`). */
export const isUnder = (path: string, parent: string) => path === parent || path.startsWith(`${parent}.`);
