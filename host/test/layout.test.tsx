import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BREAKPOINTS, breakpointOf, isAtLeast } from '../src/shell/breakpoints';
import { useBreakpoint } from '../src/shell/useBreakpoint';
import { useMenuCollapsed } from '../src/shell/useMenuCollapsed';

/** A matchMedia answering `(min-width: Npx)` queries for a viewport `width` wide, with change events. */
function fakeViewport(initialWidth: number) {
  let width = initialWidth;
  const lists: { query: string; min: number; listeners: Set<() => void> }[] = [];
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    const entry = { query, min, listeners: new Set<() => void>() };
    lists.push(entry);
    return {
      get matches() {
        return width >= min;
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => entry.listeners.delete(listener),
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
  return {
    resize(next: number) {
      const crossed = lists.filter((l) => width >= l.min !== next >= l.min);
      width = next;
      for (const list of crossed) for (const listener of list.listeners) listener();
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

describe('SPEC §9 responsive breakpoints', () => {
  it('maps widths to xs ≤575, sm ≥576, md ≥768, lg ≥992, xl ≥1200, xxl ≥1600', () => {
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 });
    const cases: [number, string][] = [
      [320, 'xs'],
      [575, 'xs'],
      [576, 'sm'],
      [767, 'sm'],
      [768, 'md'],
      [991, 'md'],
      [992, 'lg'],
      [1199, 'lg'],
      [1200, 'xl'],
      [1599, 'xl'],
      [1600, 'xxl'],
      [2560, 'xxl'],
    ];
    for (const [width, name] of cases) expect(breakpointOf(width), `${width}px`).toBe(name);
    expect(isAtLeast('xl', 'lg')).toBe(true);
    expect(isAtLeast('md', 'lg')).toBe(false);
  });

  it('useBreakpoint follows the viewport through media queries', () => {
    const viewport = fakeViewport(1280);
    try {
      const { result } = renderHook(() => useBreakpoint());
      expect(result.current).toBe('xl');
      act(() => viewport.resize(800));
      expect(result.current).toBe('md');
      act(() => viewport.resize(1700));
      expect(result.current).toBe('xxl');
      act(() => viewport.resize(500));
      expect(result.current).toBe('xs');
    } finally {
      viewport.restore();
    }
  });
});

describe('SPEC §4 "Side menu": collapsed or expanded', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('follows the viewport (collapsed below lg) until the user chooses', () => {
    const { result, rerender } = renderHook(({ auto }) => useMenuCollapsed(auto), { initialProps: { auto: true } });
    expect(result.current[0]).toBe(true);
    rerender({ auto: false });
    expect(result.current[0]).toBe(false);
  });

  it("keeps the user's choice over the viewport, and across a reload", () => {
    const first = renderHook(() => useMenuCollapsed(false));
    act(() => first.result.current[1](true));
    expect(first.result.current[0]).toBe(true);
    first.unmount();
    // A reload on a wide viewport: the stored choice still wins.
    const second = renderHook(() => useMenuCollapsed(false));
    expect(second.result.current[0]).toBe(true);
    act(() => second.result.current[1](false));
    second.unmount();
    const third = renderHook(() => useMenuCollapsed(true));
    expect(third.result.current[0]).toBe(false);
  });
});
