import { describe, expect, it } from 'vitest';
import { containsMatch, containsPattern, dayRange } from '../src/lib/listing';

describe('keyword filters (docs/api.md: keywords match literally, case-insensitively)', () => {
  it('escapes LIKE wildcards so % and _ match themselves', () => {
    expect(containsPattern('100%_\\')).toBe('%100\\%\\_\\\\%');
  });

  it('uses LIKE for keywords without cased letters and ILIKE otherwise', () => {
    expect(containsMatch('年会')).toEqual({ op: 'like', pattern: '%年会%' });
    expect(containsMatch('2026 · 第 3 期')).toMatchObject({ op: 'like' });
    expect(containsMatch('Greenroom 年会')).toMatchObject({ op: 'ilike' });
    expect(containsMatch('ä')).toMatchObject({ op: 'ilike' });
    expect(containsMatch('Σ')).toMatchObject({ op: 'ilike' });
  });

  it('reads day ranges in China time, both ends inclusive', () => {
    const { from, to } = dayRange('2026-11-01', '2026-11-02');
    expect(from?.toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(to?.toISOString()).toBe('2026-11-02T16:00:00.000Z');
  });
});
