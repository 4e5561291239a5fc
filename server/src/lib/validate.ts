/**
 * zod helpers: query-string coercion and Chinese error messages.
 * `parseInput` throws an ApiError(400) whose msg reads like
 * "参数错误：pageSize 不能大于 100".
 */
import { z } from 'zod';
import { badRequest } from './envelope';

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

/** One zod issue in Chinese. */
export function formatIssue(issue: Issue): string {
  const name = issue.path.length > 0 ? issue.path.map(String).join('.') : '参数';
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
    case 'custom':
      return issue.message ? `${name} ${issue.message}` : `${name} 无效`;
    default:
      return `${name} 无效`;
  }
}

/** Parses `input` with `schema`, or throws ApiError 400 with a Chinese message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const messages = result.error.issues.slice(0, 3).map((issue) => formatIssue(issue as Issue));
  throw badRequest(`参数错误：${messages.join('；')}`);
}

/** A query-string value as a number: '' and missing become undefined, digits become numbers. */
function toInteger(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value)) return Number(value);
  return value;
}

function toBoolean(value: unknown): unknown {
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return value;
}

/** An integer query parameter. */
export const queryInt = <S extends z.ZodType>(schema: S) => z.preprocess(toInteger, schema);

/** A boolean query parameter (true/false/1/0). */
export const queryBool = () => z.preprocess(toBoolean, z.boolean().optional());

/** An optional trimmed text query parameter; blank becomes undefined. */
export const queryText = (max: number) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : value), z.string().max(max).optional());

/** pageNum (≥1, default 1) and pageSize (1..100, default `defaultSize`). */
export const paging = (defaultSize = 10) => ({
  pageNum: queryInt(z.number().int().min(1).max(100000).default(1)),
  pageSize: queryInt(z.number().int().min(1).max(100).default(defaultSize)),
});

/** A positive integer id route parameter. */
export const idParams = z.object({
  id: queryInt(z.number().int().min(1).max(2147483647)),
});
