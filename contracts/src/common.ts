import * as z from 'zod';
import { text } from './text';

/** The envelope every call answers with (SPEC §3). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: text(), msgCode: z.union([z.number(), text()]).nullable(), data });

/** A page of rows: `pageNum`, `pageSize`, `total`, `list` (every list call). */
export const page = <T extends z.ZodType>(row: T) =>
  z.object({ pageNum: z.number().int().min(1), pageSize: z.number().int().min(1), total: z.number().int().min(0), list: z.array(row) });

/** The answer of a call whose envelope carries no data (`data: null`): sign-out, activity deletes. */
export const noData = z.null();

/** An ISO 8601 date-time string. */
export const isoDateTime = text().describe('ISO 8601 date-time');

export type Page<T> = { pageNum: number; pageSize: number; total: number; list: T[] };
