/**
 * How the console writes dates, durations, sizes, counts and money: pure functions, one spelling for
 * every screen, in the page's language (issue 29: 万/亿 in Chinese, K/M/B in English; durations and
 * relative times in words of the language). Anything missing or unreadable is written {@link EMPTY_VALUE}.
 */
import type { TagColor } from '@douyinfe/semi-ui/lib/es/tag/interface';
import dayjs from 'dayjs';
import { defineTexts } from './i18n';
import { inPageZone } from './pageZone';
import { PERCENT_DIGITS } from './percent';

/** The words the formatters write, by language (read when a value is written). */
const formatTexts = defineTexts({
  'zh-CN': {
    /** A count from ten thousand, shortened by `short(unit)` (one decimal, floored); null below. */
    shortCount: (size: number, short: (unit: number) => string): string | null => (size >= 1e8 ? `${short(1e8)}亿` : size >= 1e4 ? `${short(1e4)}万` : null),
    days: (n: number) => `${n}天`,
    hours: (n: number) => `${n}小时`,
    minutes: (n: number) => `${n}分钟`,
    seconds: (n: number) => `${n}秒`,
    /** Joins a duration's parts: `1小时2分钟`. */
    joiner: '',
    justNow: '刚刚',
    ago: (span: string) => `${span}前`,
    later: (span: string) => `${span}后`,
  },
  'en-US': {
    shortCount: (size, short) => (size >= 1e9 ? `${short(1e9)}B` : size >= 1e6 ? `${short(1e6)}M` : size >= 1e4 ? `${short(1e3)}K` : null),
    days: (n) => `${n} ${n === 1 ? 'day' : 'days'}`,
    hours: (n) => `${n} h`,
    minutes: (n) => `${n} min`,
    seconds: (n) => `${n} s`,
    joiner: ' ',
    justNow: 'just now',
    ago: (span) => `${span} ago`,
    later: (span) => `in ${span}`,
  },
});

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
  return moment.isValid() ? inPageZone(moment).format(pattern) : EMPTY_VALUE;
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

/**
 * A whole number with its thousands separated by commas, `9999` → `9,999`, as
 * `Intl.NumberFormat('en-US')` writes it (formatCount, formatMoneyFen). Not Intl itself (issue 25):
 * the number format this module created when it was evaluated loaded ICU's number data on every
 * page's start-up, ~70 ms of main thread at CPU ×4 before the page could hydrate. From 1e21, where a
 * number's own text has an exponent, Intl's number format, created then.
 */
function withThousands(whole: number): string {
  if (whole >= 1e21) return new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(whole);
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * Writes a count in the page's language: `9,999` below ten thousand, then (one decimal, floored) in
 * Chinese `1.2万` and from a hundred million `3.4亿`; in English `12.3K`, from a million `4.5M`,
 * from a billion `6.7B`.
 * @public
 */
export function formatCount(n: number | null | undefined): string {
  if (!isNumber(n)) return EMPTY_VALUE;
  const sign = n < 0 ? '-' : '';
  const size = Math.abs(n);
  // Floored, not rounded: 99,999 must not read as 10.0万, and a count never looks bigger than it is.
  const short = (unit: number) => trimZeros((Math.floor((size / unit) * 10) / 10).toFixed(1));
  return `${sign}${formatTexts.shortCount(size, short) ?? withThousands(Math.trunc(size))}`;
}

/**
 * Writes a length in seconds in words of the page's language, its two largest parts: `1小时2分钟` /
 * `1 h 2 min`, `3天4小时` / `3 days 4 h`, `45秒` / `45 s`; fractions are dropped.
 * @public
 */
export function formatDurationText(seconds: number | null | undefined): string {
  if (!isNumber(seconds) || seconds < 0) return EMPTY_VALUE;
  const whole = Math.floor(seconds);
  const parts = [
    [Math.floor(whole / 86400), formatTexts.days],
    [Math.floor((whole % 86400) / 3600), formatTexts.hours],
    [Math.floor((whole % 3600) / 60), formatTexts.minutes],
    [whole % 60, formatTexts.seconds],
  ] as const;
  const first = parts.findIndex(([n]) => n > 0);
  if (first < 0) return formatTexts.seconds(0);
  return parts
    .slice(first, first + 2)
    .filter(([n]) => n > 0)
    .map(([n, word]) => word(n))
    .join(formatTexts.joiner);
}

/**
 * Writes how long ago (or how soon) a moment is from `now`, in words of the page's language:
 * `刚刚` / `just now` within a minute, `5分钟前` / `5 min ago`, `3小时后` / `in 3 h`, up to 30 days;
 * further, its day (`YYYY-MM-DD`). — when missing or invalid.
 * @public
 */
export function formatRelativeTime(value: DateInput, now: DateInput = Date.now()): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const moment = dayjs(value);
  const from = dayjs(now ?? Date.now());
  if (!moment.isValid() || !from.isValid()) return EMPTY_VALUE;
  const seconds = Math.round((from.valueOf() - moment.valueOf()) / 1000);
  const size = Math.abs(seconds);
  if (size < 60) return formatTexts.justNow;
  if (size >= 30 * 86400) return formatDate(value);
  const span =
    size >= 86400
      ? formatTexts.days(Math.floor(size / 86400))
      : size >= 3600
        ? formatTexts.hours(Math.floor(size / 3600))
        : formatTexts.minutes(Math.floor(size / 60));
  return seconds > 0 ? formatTexts.ago(span) : formatTexts.later(span);
}

/**
 * Writes an amount in fen (integer hundredths of a yuan) as yuan: `¥12.50`, `¥1,234,567.00`, `-¥3.20`.
 * @public
 */
export function formatMoneyFen(fen: number | null | undefined): string {
  if (!isNumber(fen)) return EMPTY_VALUE;
  const whole = Math.round(Math.abs(fen));
  const yuan = withThousands(Math.floor(whole / 100));
  return `${fen < 0 && whole > 0 ? '-' : ''}¥${yuan}.${pad2(whole % 100)}`;
}

/**
 * Writes a ratio (0.125) as a percentage with `digits` decimals (default 1, as the ring charts'
 * shares): `12.5%`.
 * @public
 */
export function formatPercent(ratio: number | null | undefined, digits = PERCENT_DIGITS): string {
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
