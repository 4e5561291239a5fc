import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, useCountdown } from '../src/kit';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.parse('2026-11-23T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown: the time left until a deadline (a pay deadline of 24 h)', () => {
  it('ticks every second and stops at 0 once the deadline has passed', async () => {
    const { result } = renderHook(() => useCountdown('2026-11-23T12:00:03Z'));
    expect(result.current).toBe(3000);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current).toBe(2000);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is null without a deadline, and 0 for one already past', () => {
    expect(renderHook(() => useCountdown(null)).result.current).toBeNull();
    expect(renderHook(() => useCountdown('not a date')).result.current).toBeNull();
    expect(renderHook(() => useCountdown('2026-11-22T12:00:00Z')).result.current).toBe(0);
  });

  it('follows a new deadline', async () => {
    const { result, rerender } = renderHook(({ until }) => useCountdown(until), { initialProps: { until: '2026-11-23T12:00:10Z' } });
    expect(result.current).toBe(10_000);
    rerender({ until: '2026-11-24T12:00:00Z' });
    expect(result.current).toBe(86_400_000);
  });
});

describe('formatCountdown', () => {
  it('writes hours, minutes and seconds, rounding a part second up', () => {
    expect(formatCountdown(86_400_000)).toBe('24:00:00');
    expect(formatCountdown(3_725_500)).toBe('01:02:06');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});
