/**
 * How the console writes dates, durations, sizes, counts and money: pure functions, one spelling for
 * every screen. Anything missing or unreadable is written {@link EMPTY_VALUE}.
 */
import type { TagColor } from '@douyinfe/semi-ui/lib/es/tag/interface';
import dayjs from 'dayjs';

/**
 * What a formatter writes for a missing or unreadable value.
 * @public
 */
export const EMPTY_VALUE = '—';

/**
 * A moment as the server or a picker gives it: ISO string, epoch milliseconds or a Date.
 * @public
 */
export type DateInput = string | number | Date | null | undefined;

/**
 * Writes a moment in local time, `YYYY-MM-DD HH:mm` unless told another dayjs pattern; — when missing or invalid.
 * @public
 */
export function formatDateTime(value: DateInput, pattern = 'YYYY-MM-DD HH:mm'): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const moment = dayjs(value);
  return moment.isValid() ? moment.format(pattern) : EMPTY_VALUE;
}

/**
 * Writes the day of a moment, `YYYY-MM-DD`; — when missing or invalid.
 * @public
 */
export function formatDate(value: DateInput): string {
  return formatDateTime(value, 'YYYY-MM-DD');
}

const isNumber = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);
const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * Writes a length in seconds as a player does: `02:03`, or `1:02:03` from one hour; fractions are dropped.
 * @public
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (!isNumber(seconds) || seconds < 0) return EMPTY_VALUE;
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = `${pad2(minutes)}:${pad2(whole % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/**
 * Writes a file size in bytes with 1024 steps and up to three significant digits: `0 B`, `512 KB`, `1.5 MB`, `2.31 GB`.
 * @public
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (!isNumber(bytes) || bytes < 0) return EMPTY_VALUE;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  // Three significant digits, then trailing zeros dropped: 1.50 → 1.5, 512.0 → 512.
  const digits = value >= 100 ? 0 : value >= 10 ? 1 : 2;
  let text = trimZeros(value.toFixed(digits));
  // 1023.99 KB rounds to "1024 KB": write the next unit instead.
  if (Number(text) >= 1024 && unit < SIZE_UNITS.length - 1) {
    text = '1';
    unit += 1;
  }
  return `${text} ${SIZE_UNITS[unit]}`;
}

const trimZeros = (fixed: string) => (fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed);

const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * Writes a count the Chinese way: `9,999` below ten thousand, then `1.2万`, and from a hundred million `3.4亿` (one decimal, floored).
 * @public
 */
export function formatCount(n: number | null | undefined): string {
  if (!isNumber(n)) return EMPTY_VALUE;
  const sign = n < 0 ? '-' : '';
  const size = Math.abs(n);
  // Floored, not rounded: 99,999 must not read as 10.0万, and a count never looks bigger than it is.
  const short = (unit: number) => trimZeros((Math.floor((size / unit) * 10) / 10).toFixed(1));
  if (size >= 1e8) return `${sign}${short(1e8)}亿`;
  if (size >= 1e4) return `${sign}${short(1e4)}万`;
  return `${sign}${thousands.format(Math.trunc(size))}`;
}

/**
 * Writes an amount in fen (integer hundredths of a yuan) as yuan: `¥12.50`, `¥1,234,567.00`, `-¥3.20`.
 * @public
 */
export function formatMoneyFen(fen: number | null | undefined): string {
  if (!isNumber(fen)) return EMPTY_VALUE;
  const whole = Math.round(Math.abs(fen));
  const yuan = thousands.format(Math.floor(whole / 100));
  return `${fen < 0 && whole > 0 ? '-' : ''}¥${yuan}.${pad2(whole % 100)}`;
}

/**
 * Writes a ratio (0.125) as a percentage with `digits` decimals (default 1): `12.5%`.
 * @public
 */
export function formatPercent(ratio: number | null | undefined, digits = 1): string {
  if (!isNumber(ratio)) return EMPTY_VALUE;
  return `${(ratio * 100).toFixed(digits)}%`;
}

/**
 * A colour of Semi's Tag (`blue`, `green`, `grey`, …).
 * @public
 */
export type StatusColor = TagColor;

/**
 * How one status value is shown: its Chinese text and its tag colour.
 * @public
 */
export interface StatusEntry {
  text: string;
  color: StatusColor;
}

/**
 * Text and colour of every value of a status field, e.g. `StatusMap<LiveStatus>`; rendered by the kit's `StatusTag`.
 * @public
 */
export type StatusMap<K extends string> = Record<K, StatusEntry>;
