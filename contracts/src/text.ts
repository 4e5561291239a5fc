/**
 * The one text type of every contract (issue 21 §3): a string schema that refuses control
 * characters by construction. Every text field — input or answer, free text, id, token or date —
 * starts from `text()` (one line) or `multilineText()` (descriptions, HTML content), never from a
 * bare `z.string()`; server/test/control-chars.test.ts walks every exported schema and fails on
 * any other string schema.
 *
 * Refused everywhere: every Unicode Cc character (C0 U+0000–U+001F incl. NUL, TAB, LF, CR, ESC;
 * DEL U+007F; C1 U+0080–U+009F), the bidirectional controls (U+061C, U+200E, U+200F,
 * U+202A–U+202E, U+2066–U+2069), the line and paragraph separators U+2028/U+2029 and lone
 * surrogates (PostgreSQL cannot hold NUL nor invalid UTF-16; the rest spoofs lists, logs and
 * exports). `multilineText()` also allows TAB and LF: CR LF, a lone CR and U+2028/U+2029 become LF.
 *
 * Both are plain `ZodString`s, so `.trim()`, `.min()`, `.max()`, `.regex()`, `.describe()` chain
 * as on `z.string()`. The check comes first (before a `.trim()`), so a text with a control
 * character anywhere — even a trailing line break — is refused, not silently cut.
 */
import * as z from 'zod';

/** Whatever no single-line text holds (one regex search; `u`: `\p{Cs}` matches only a lone surrogate). */
const CONTROL_OR_LINE_BREAK = /[\p{Cc}\p{Cs}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/u;
/** The same without TAB and LF (what a multi-line text holds; CR is normalised to LF beforehand). */
const CONTROL_EXCEPT_TAB_LF = /(?![\t\n])[\p{Cc}\p{Cs}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/** Line breaks other than LF, normalised to LF by `multilineText()`. */
const OTHER_LINE_BREAKS = /\r\n?|[\u2028\u2029]/g;

/** A whole text without a single character of CONTROL_OR_LINE_BREAK (for callers that test a value themselves). */
export const NO_CONTROL_CHARACTERS = /^[^\p{Cc}\p{Cs}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]*$/u;

/** The message a single-line text with a control character or a line break gets. */
export const CONTROL_CHARACTER_MESSAGE = '不能包含换行或控制字符';
/** The message a multi-line text with a control character gets. */
export const MULTILINE_CONTROL_CHARACTER_MESSAGE = '不能包含控制字符';

// One check object each, shared by every schema built from them (clones keep their checks), so a
// schema is recognised as the text type by carrying one of them (`isText`). `abort`: a text with a
// control character gets that message alone.
const singleLineCheck = z.refine<string>((value) => !CONTROL_OR_LINE_BREAK.test(value), { message: CONTROL_CHARACTER_MESSAGE, abort: true });
const multilineCheck = z.refine<string>((value) => !CONTROL_EXCEPT_TAB_LF.test(value), {
  message: MULTILINE_CONTROL_CHARACTER_MESSAGE,
  abort: true,
});
const TEXT_CHECKS: ReadonlySet<unknown> = new Set([singleLineCheck, multilineCheck]);

/** One line of text: no control character, no line break, no bidi control, no lone surrogate. */
export const text = (): z.ZodString => z.string().check(singleLineCheck);

/** Text that may span lines (descriptions, HTML content): as `text()`, but TAB and LF are allowed and CR LF / CR become LF. */
export const multilineText = (): z.ZodString =>
  z
    .string()
    .overwrite((value) => value.replace(OTHER_LINE_BREAKS, '\n'))
    .check(multilineCheck);

/** Whether `schema` is a string schema built from `text()` or `multilineText()` (what the contracts' walker test asks). */
export function isText(schema: unknown): boolean {
  const def = (schema as { _zod?: { def?: { type?: string; checks?: unknown[] } } } | null)?._zod?.def;
  return def?.type === 'string' && (def.checks ?? []).some((check) => TEXT_CHECKS.has(check));
}
