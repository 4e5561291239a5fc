/**
 * zod helpers: Chinese error messages and query-string coercion.
 * `parseInput` throws an ApiError(400) whose msg reads like
 * "参数错误：pageSize 不能大于 100". The query building blocks (paging, ids, text) are the
 * contracts' own, re-exported here so the server and the documentation share one definition.
 */
import { z } from 'zod';
import { badRequest } from './envelope';

export { idParams, paging, queryInt, queryText } from '@greenroom/contracts';

type Issue = z.core.$ZodIssue & { input?: unknown };

const TYPE_NAMES: Record<string, string> = {
  number: '数字',
  int: '整数',
  string: '字符串',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
};

function describeValues(values: readonly unknown[]): string {
  return values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))).join('、');
}

/**
 * The message zod gives an issue whose schema brought none of its own: `parseInput` parses with
 * this as the error map, so any other message is the schema's (`.regex(pattern, '必须是 11 位手机号')`).
 */
const NO_CUSTOM_MESSAGE = '\u0000no custom message';

/** One zod issue of a `parseInput` parse in Chinese: the schema's own message after the field name, or one from its code. */
export function formatIssue(issue: Issue): string {
  const name = issue.path.length > 0 ? issue.path.map(String).join('.') : '参数';
  if (issue.message !== NO_CUSTOM_MESSAGE) return `${name} ${issue.message}`;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return `${name} 不能为空`;
      return `${name} 必须是${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `${name} 长度不能超过 ${max} 个字符`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${name} 最多 ${max} 项`;
      return issue.inclusive === false ? `${name} 必须小于 ${max}` : `${name} 不能大于 ${max}`;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min <= 1 ? `${name} 不能为空` : `${name} 长度不能少于 ${min} 个字符`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') return `${name} 至少 ${min} 项`;
      return issue.inclusive === false ? `${name} 必须大于 ${min}` : `${name} 不能小于 ${min}`;
    }
    case 'invalid_value':
      if (issue.input === undefined) return `${name} 不能为空`;
      return issue.values.length === 1 ? `${name} 必须是 ${describeValues(issue.values)}` : `${name} 只能是 ${describeValues(issue.values)} 之一`;
    case 'invalid_format':
      return `${name} 格式不正确`;
    case 'not_multiple_of':
      return `${name} 必须是 ${String(issue.divisor)} 的倍数`;
    case 'unrecognized_keys':
      return `不支持的参数：${issue.keys.join('、')}`;
    default:
      return `${name} 无效`;
  }
}

/** Parses `input` with `schema`, or throws ApiError 400 with a Chinese message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true, error: () => NO_CUSTOM_MESSAGE });
  if (result.success) return result.data;
  const messages = result.error.issues.slice(0, 3).map((issue) => formatIssue(issue as Issue));
  throw badRequest(`参数错误：${messages.join('；')}`);
}

function toBoolean(value: unknown): unknown {
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return value;
}

/** A boolean query parameter (true/false/1/0). */
export const queryBool = () => z.preprocess(toBoolean, z.boolean().optional());
