import type { CallBody, CallKey } from '@greenroom/contracts';

/**
 * What is wrong with a form's values, one message per field, keyed by the value's dotted path
 * (`title`, `watch.password`, `form.1.label`).
 * @public
 */
export type FieldErrors = Record<string, string>;

/**
 * The calls of `@greenroom/contracts` that take a JSON body.
 * @public
 */
export type BodyCallKey = { [K in CallKey]: [CallBody<K>] extends [never] ? never : K }[CallKey];

/**
 * Checks a body against the very zod schema the server validates call `call` with
 * (`apiCalls[call].body` of `@greenroom/contracts`), so the form and the server can never
 * disagree. Answers the first problem of each field, in Chinese: the rule's own message
 * (`请输入标题`, `必须是 11 位手机号`) or one made from its kind (`最多 500 个字`); `{}` when the body
 * is acceptable. The schemas (and zod) load with the first check, as a chunk of their own.
 * @public
 */
export async function validateBody<K extends BodyCallKey>(call: K, body: CallBody<K>): Promise<FieldErrors> {
  const { checkBody } = await loadChecks();
  return checkBody(call, body);
}

/** Loads the schemas' chunk (once; an editor asks for it once its form's parts are in and the browser is idle, so 保存 does not wait for it). */
export const loadChecks = () => import('./checkBody');
