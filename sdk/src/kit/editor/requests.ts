import { fieldReason, REFUSAL } from '../FormDialog';
import type { FieldErrors } from './validate';

/**
 * The body field of an idempotent create: the key made once per editor visit.
 * @public
 */
export const REQUEST_KEY_FIELD = 'requestKey';

/**
 * A random key of one create (32 letters and digits, `/^[A-Za-z0-9_-]{16,64}$/`): the server makes
 * one item of any number of creates with the same key, so a double click or a retry after a lost
 * answer makes one item.
 * @public
 */
export function newRequestKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The fields a refusal names: `参数错误：title 标题最多 60 个字；form.1.label 请输入字段名称` → by path;
 * null when the message names no field (then it is shown as it is).
 * @public
 */
export function serverFieldErrors(msg: string): FieldErrors | null {
  const match = REFUSAL.exec(msg);
  if (!match) return null;
  const errors: FieldErrors = {};
  // Problems are parted by `；` in Chinese, `; ` in English.
  for (const part of match[1].split(/；|; /)) {
    const named = fieldReason(part.trim());
    if (!named) return null;
    errors[named.field] ??= named.reason;
  }
  return errors;
}
