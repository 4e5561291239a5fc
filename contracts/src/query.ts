/**
 * Input building blocks shared by the list, delete and rename calls: query-string coercion
 * (a query value arrives as text), paging, ids, the created-time range, id lists and titles.
 * The server parses with these exact schemas, so the documentation and the checks agree.
 */
import * as z from 'zod';
import { text } from './text';

/** The largest id a PostgreSQL `serial` holds. */
export const MAX_ID = 2147483647;
/** The largest page a list call answers. */
export const MAX_PAGE_SIZE = 100;
/** The most ids one batch delete accepts. */
export const MAX_BATCH_IDS = 100;

/** A query-string value as a number: '' and missing become undefined, digits become numbers. */
function toInteger(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value)) return Number(value);
  return value;
}

function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() || undefined : value;
}

/** An integer query parameter. */
export const queryInt = <S extends z.ZodType>(schema: S) => z.preprocess(toInteger, schema);

/** A searched text as typed: trimmed, at most `max` characters, no control characters (`text()`). */
export const searchText = (max: number) => text().trim().max(max);

/** An optional trimmed text query parameter; blank becomes undefined; control characters are refused. */
export const queryText = (max: number) => z.preprocess(blankToUndefined, searchText(max).optional());

/** An optional enum query parameter; blank becomes undefined. */
export const queryEnum = <const T extends readonly string[]>(values: T) => z.preprocess(blankToUndefined, z.enum(values).optional());

/** A positive database id. */
export const positiveId = z.number().int().min(1).max(MAX_ID);

/** pageNum (≥1, default 1) and pageSize (1..100, default `defaultSize`). */
export const paging = (defaultSize = 10) => ({
  pageNum: queryInt(z.number().int().min(1).max(100000).default(1)),
  pageSize: queryInt(z.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultSize)),
});

/** `{id}` of a route path: a positive integer. */
export const idParams = z.object({ id: queryInt(positiveId) });

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** 2024-02-29 yes, 2023-02-29 no. */
function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** A calendar day `YYYY-MM-DD` (China Standard Time, UTC+8, the console's users). */
export const queryDate = () =>
  z.preprocess(
    blankToUndefined,
    text().regex(DATE_PATTERN, { message: '必须是 YYYY-MM-DD 格式的日期', abort: true }).refine(isCalendarDay, { message: '不是有效的日期' }).optional(),
  );

/** Optional created-time range of a list: both days inclusive. */
export const dateRange = {
  startDate: queryDate().describe('创建时间起（含），YYYY-MM-DD'),
  endDate: queryDate().describe('创建时间止（含），YYYY-MM-DD'),
};

/**
 * Rejects a range whose end is before its start: `.refine(...dateRangeOrdered)` on an object that
 * spreads `dateRange`. (The check takes `unknown` so it fits any object schema, generic ones too.)
 */
export const dateRangeOrdered: [(value: unknown) => boolean, { message: string; path: string[] }] = [
  (value) => {
    const { startDate, endDate } = value as { startDate?: string; endDate?: string };
    return !startDate || !endDate || startDate <= endDate;
  },
  { message: '不能早于 startDate', path: ['endDate'] },
];

/** `{ ids: [...] }` of a batch delete: 1..100 positive ids (duplicates count once). */
export const idsBody = z.object({ ids: z.array(positiveId).min(1).max(MAX_BATCH_IDS) });

/** A title as typed by a person: trimmed, 1..`max` characters, no control characters. */
export const titleText = (max = 50) => text().trim().min(1).max(max);

/** `?title=` of a rename call. */
export const renameQuery = z.object({ title: z.preprocess((value) => (value === '' ? undefined : value), titleText(50)) });

/** What a batch delete answers. */
export const deletedCount = z.object({ deleted: z.number().int().min(0).describe('删除的条数') });

/** What a single delete answers when it echoes the id (survey, micro-website). */
export const deletedId = z.object({ id: z.number().int() });

export type IdsBody = z.infer<typeof idsBody>;
export type DeletedCount = z.infer<typeof deletedCount>;
