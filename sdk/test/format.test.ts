import 'dayjs/locale/zh-cn';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatDuration, formatFileSize, formatMoneyFen, formatPercent } from '../src';

beforeAll(() => {
  // The shared dayjs module selects zh-cn in the browser; here the test does it.
  dayjs.locale('zh-cn');
});

describe('formatDateTime / formatDate', () => {
  const local = new Date(2024, 4, 6, 9, 5, 30);

  it('writes a Date, epoch milliseconds and an ISO string in local time', () => {
    expect(formatDateTime(local)).toBe('2024-05-06 09:05');
    expect(formatDateTime(local.getTime())).toBe('2024-05-06 09:05');
    expect(formatDateTime(local.toISOString())).toBe('2024-05-06 09:05');
    expect(formatDate(local)).toBe('2024-05-06');
  });

  it('takes another pattern, in Chinese', () => {
    expect(formatDateTime(local, 'YYYY年M月D日 dddd HH:mm:ss')).toBe('2024年5月6日 星期一 09:05:30');
  });

  it('writes — for null, undefined, empty and invalid values', () => {
    for (const value of [null, undefined, '', 'not a date', Number.NaN]) {
      expect(formatDateTime(value)).toBe('—');
      expect(formatDate(value)).toBe('—');
    }
  });
});

describe('formatDuration', () => {
  it('writes minutes and seconds below an hour, hours from one hour', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(123)).toBe('02:03');
    expect(formatDuration(59.9)).toBe('00:59');
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(36000 + 61)).toBe('10:01:01');
  });

  it('writes — for missing and negative values', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(-1)).toBe('—');
  });
});

describe('formatFileSize', () => {
  it('steps by 1024 and keeps three significant digits', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(512 * 1024)).toBe('512 KB');
    expect(formatFileSize(1.5 * 1024 ** 2)).toBe('1.5 MB');
    expect(formatFileSize(Math.round(2.31 * 1024 ** 3))).toBe('2.31 GB');
    expect(formatFileSize(12.34 * 1024 ** 2)).toBe('12.3 MB');
  });

  it('moves to the next unit rather than writing 1024 of one', () => {
    expect(formatFileSize(1024 ** 2 - 1)).toBe('1 MB');
  });

  it('writes — for missing and negative values', () => {
    expect(formatFileSize(undefined)).toBe('—');
    expect(formatFileSize(-5)).toBe('—');
  });
});

describe('formatCount', () => {
  it('separates thousands below ten thousand', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(9999)).toBe('9,999');
  });

  it('counts in 万 from ten thousand and in 亿 from a hundred million, never rounding up', () => {
    expect(formatCount(10000)).toBe('1万');
    expect(formatCount(12345)).toBe('1.2万');
    expect(formatCount(99999)).toBe('9.9万');
    expect(formatCount(340_000_000)).toBe('3.4亿');
    expect(formatCount(-12345)).toBe('-1.2万');
  });

  it('writes — for a missing value', () => {
    expect(formatCount(null)).toBe('—');
  });
});

describe('formatMoneyFen', () => {
  it('writes fen as yuan with two decimals and thousands separators', () => {
    expect(formatMoneyFen(1250)).toBe('¥12.50');
    expect(formatMoneyFen(0)).toBe('¥0.00');
    expect(formatMoneyFen(5)).toBe('¥0.05');
    expect(formatMoneyFen(123456789)).toBe('¥1,234,567.89');
    expect(formatMoneyFen(-320)).toBe('-¥3.20');
  });

  it('writes — for a missing value', () => {
    expect(formatMoneyFen(undefined)).toBe('—');
  });
});

describe('formatPercent', () => {
  it('writes a ratio as a percentage, one decimal by default', () => {
    expect(formatPercent(0.125)).toBe('12.5%');
    expect(formatPercent(1)).toBe('100.0%');
    expect(formatPercent(0.5, 0)).toBe('50%');
    expect(formatPercent(null)).toBe('—');
  });
});
