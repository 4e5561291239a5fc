/**
 * Ranges of China calendar days (statistics, website statistics): the asked or default range, the
 * period before it, its instants, and the figures compared over ranges (`percent`, `compare`,
 * zero-filled day lines).
 */
import { addDays, chinaDay, daysBetween, eachDay } from './days';
import { badRequest } from './envelope';

/** The longest range a statistic covers. */
export const MAX_RANGE_DAYS = 366;

export interface DayRange {
  start: string;
  end: string;
}

/** The asked range, or the last `defaultDays` days up to today (China time). */
export function resolveRange(query: { startTime?: string; endTime?: string }, now: Date, defaultDays = 7): DayRange {
  const today = chinaDay(now);
  const end = query.endTime ?? (query.startTime && query.startTime > today ? query.startTime : today);
  const start = query.startTime ?? addDays(end, -(defaultDays - 1));
  // The schemas check a range given in full; a half-given one is checked once resolved.
  if (daysBetween(start, end) + 1 > MAX_RANGE_DAYS) throw badRequest(`参数错误：时间跨度不能超过 ${MAX_RANGE_DAYS} 天`);
  return { start, end };
}

/** The equally long period just before `range`. */
export function previousRange(range: DayRange): DayRange {
  const length = daysBetween(range.start, range.end) + 1;
  return { start: addDays(range.start, -length), end: addDays(range.start, -1) };
}

/** `[from, to)` instants of a day range (days start at 00:00 UTC+8). */
export function instants(range: DayRange): { from: Date; to: Date } {
  return { from: new Date(`${range.start}T00:00:00+08:00`), to: new Date(`${addDays(range.end, 1)}T00:00:00+08:00`) };
}

/** A percentage with one decimal, or null when the base is 0. */
export function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

export function compare(value: number, previous: number) {
  return { value, previous, rate: previous > 0 ? Math.round(((value - previous) / previous) * 1000) / 10 : null };
}

/** Every day of the range with its value (0 when absent). */
export function zeroFill(range: DayRange, rows: readonly { day: string; value: number | string | null }[]): { date: string; value: number }[] {
  const byDay = new Map(rows.map((row) => [row.day, Number(row.value ?? 0)]));
  return eachDay(range.start, range.end).map((date) => ({ date, value: byDay.get(date) ?? 0 }));
}
