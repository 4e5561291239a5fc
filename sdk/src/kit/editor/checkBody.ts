// The zod half of validateBody, a lazy chunk: the contracts' schemas and zod load with the first
// check an editor makes, never with the kit.
import { apiCalls } from '@greenroom/contracts';
import { checkTexts } from '../checkTexts';
import type { FieldErrors } from './validate';

/**
 * Messages of the contracts' rules that bring none of their own (the rule's own message comes
 * first), in the page's language. Their catalogue imports nothing of the kit: this chunk loads alone.
 */
const t = checkTexts;

/** A zod issue, as much of it as the messages need. */
interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
}

interface BodySchema {
  safeParse(input: unknown, params: { reportInput: boolean; error: () => string }): { success: boolean; error?: { issues: Issue[] } };
}

/** The message zod gives an issue whose rule brought none of its own (as the server's parseInput tells them apart). */
const NO_OWN_MESSAGE = '\u0000no own message';

/** One issue in Chinese, for under its field (the field's label is above it: no name in the text). */
export function issueMessage(issue: Issue): string {
  if (issue.message !== NO_OWN_MESSAGE) return issue.message;
  const n = Number(issue.maximum ?? issue.minimum);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return t.required;
      if (issue.expected === 'int') return t.notInteger;
      if (issue.expected === 'number') return t.notNumber;
      return t.invalid;
    case 'too_big':
      if (issue.origin === 'string') return t.maxChars(n);
      if (issue.origin === 'array' || issue.origin === 'set') return t.maxItems(n);
      return issue.inclusive === false ? t.below(n) : t.atMost(n);
    case 'too_small':
      if (issue.origin === 'string') return n <= 1 ? t.required : t.minChars(n);
      if (issue.origin === 'array' || issue.origin === 'set') return t.minItems(n);
      return issue.inclusive === false ? t.above(n) : t.atLeast(n);
    case 'invalid_value':
    case 'invalid_union':
      return issue.input === undefined ? t.required : t.choose;
    default:
      return t.invalid;
  }
}

/** See validateBody. */
export function checkBody(call: string, body: unknown): FieldErrors {
  const schema = (apiCalls as Record<string, { body?: BodySchema }>)[call]?.body;
  if (!schema) throw new Error(`validateBody: ${call} takes no body`);
  const result = schema.safeParse(body, { reportInput: true, error: () => NO_OWN_MESSAGE });
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = issueMessage(issue);
  }
  return errors;
}
