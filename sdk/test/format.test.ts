import 'dayjs/locale/zh-cn';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  EMPTY_VALUE,
  formatCount,
  formatDate,
  formatDateTime,
  formatDuration,
  formatDurationText,
  formatFileSize,
  formatMoneyFen,
  formatPercent,
  formatRelativeTime,
} from '../src';

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

  it('issue 25: evaluating the sdk creates no Intl number format (it loaded ICU data on every start-up)', async () => {
    vi.resetModules();
    const created = vi.spyOn(Intl, 'NumberFormat');
    try {
      await import('../src/index');
      expect(created).not.toHaveBeenCalled();
    } finally {
      created.mockRestore();
    }
  });

  it('issue 25: separates thousands as Intl.NumberFormat does', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const n of [0, 7, 12, 999, 1000, 1001, 9999]) expect(formatCount(n)).toBe(intl.format(n));
    for (const yuan of [0, 999, 1000, 12345, 999999, 1234567, 98765432109]) {
      expect(formatMoneyFen(yuan * 100)).toBe(`¥${intl.format(yuan)}.00`);
    }
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

describe('issue 29: the formatters follow the page’s language', () => {
  const inLanguage = (lang: string, run: () => void) => {
    const previous = document.documentElement.lang;
    document.documentElement.lang = lang;
    try {
      run();
    } finally {
      document.documentElement.lang = previous;
    }
  };

  it('counts: 万/亿 in Chinese, K/M/B in English (one decimal, floored; exact below ten thousand)', () => {
    inLanguage('zh-CN', () => {
      expect([9_999, 12_345, 99_999, 123_456_789, -45_678].map(formatCount)).toEqual(['9,999', '1.2万', '9.9万', '1.2亿', '-4.5万']);
    });
    inLanguage('en-US', () => {
      expect([9_999, 12_345, 99_999, 999_999, 1_234_567, 123_456_789, 2_345_678_901, -45_678].map(formatCount)).toEqual([
        '9,999',
        '12.3K',
        '99.9K',
        '999.9K',
        '1.2M',
        '123.4M',
        '2.3B',
        '-45.6K',
      ]);
      expect(formatCount(null)).toBe(EMPTY_VALUE);
    });
  });

  it('money, percentages, sizes and player durations read the same in both languages', () => {
    for (const lang of ['zh-CN', 'en-US']) {
      inLanguage(lang, () => {
        expect(formatMoneyFen(123_456_700)).toBe('¥1,234,567.00');
        expect(formatPercent(0.125)).toBe('12.5%');
        expect(formatFileSize(1536)).toBe('1.5 KB');
        expect(formatDuration(3723)).toBe('1:02:03');
      });
    }
  });

  it('durations in words: the two largest parts, in the page’s language', () => {
    inLanguage('zh-CN', () => {
      expect([0, 45, 125, 3723, 90_000, 3600].map(formatDurationText)).toEqual(['0秒', '45秒', '2分钟5秒', '1小时2分钟', '1天1小时', '1小时']);
    });
    inLanguage('en-US', () => {
      expect([0, 45, 125, 3723, 90_000, 2 * 86_400 + 60].map(formatDurationText)).toEqual(['0 s', '45 s', '2 min 5 s', '1 h 2 min', '1 day 1 h', '2 days']);
      expect(formatDurationText(-1)).toBe(EMPTY_VALUE);
    });
  });

  it('relative times: just now, minutes, hours and days ago or ahead, then the day', () => {
    const now = '2026-11-26T12:00:00+08:00';
    const at = (offset: string) =>
      dayjs(now)
        .add(Number.parseInt(offset, 10), offset.replace(/^-?\d+/, '') as 'minute')
        .toISOString();
    inLanguage('zh-CN', () => {
      expect([at('-30second'), at('-5minute'), at('-3hour'), at('-2day'), at('3hour')].map((value) => formatRelativeTime(value, now))).toEqual([
        '刚刚',
        '5分钟前',
        '3小时前',
        '2天前',
        '3小时后',
      ]);
    });
    inLanguage('en-US', () => {
      expect([at('-30second'), at('-5minute'), at('-3hour'), at('-1day'), at('3hour')].map((value) => formatRelativeTime(value, now))).toEqual([
        'just now',
        '5 min ago',
        '3 h ago',
        '1 day ago',
        'in 3 h',
      ]);
      expect(formatRelativeTime('2026-09-01T10:00:00+08:00', now)).toBe('2026-09-01');
      expect(formatRelativeTime('nonsense', now)).toBe(EMPTY_VALUE);
    });
  });
});

describe('issue 25: the page’s time zone (setTimeZoneSource, used by the server renderer)', () => {
  it('formatDateTime, formatDate and pageNow write in the zone the source gives, and in the process’s own without one', async () => {
    vi.resetModules();
    const { formatDateTime, formatDate } = await import('../src/format');
    const { setTimeZoneSource, pageNow } = await import('../src/pageZone');
    const utc = (await import('dayjs/plugin/utc')).default;
    const timezone = (await import('dayjs/plugin/timezone')).default;
    dayjs.extend(utc);
    dayjs.extend(timezone);
    const moment = Date.UTC(2026, 2, 1, 20, 5);
    const local = dayjs(moment).format('YYYY-MM-DD HH:mm');
    let zone: string | undefined = 'Asia/Shanghai';
    setTimeZoneSource(() => (zone ? (value) => value.tz(zone) : undefined));
    try {
      expect(formatDateTime(moment)).toBe('2026-03-02 04:05');
      expect(formatDate(moment)).toBe('2026-03-02');
      zone = 'America/New_York';
      expect(formatDateTime(moment)).toBe('2026-03-01 15:05');
      expect(pageNow().format('YYYY-MM-DD')).toBe(dayjs().tz('America/New_York').format('YYYY-MM-DD'));
      zone = undefined;
      expect(formatDateTime(moment)).toBe(local);
    } finally {
      setTimeZoneSource(() => undefined);
    }
  });
});
