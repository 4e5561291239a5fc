import { useEffect, useState } from 'react';
import { FRAME_COOKIE, rememberLayout, useFirstFrame } from './firstFrame';

/** Responsive breakpoints of SPEC §9: the smallest viewport width (px) of each named size. */
export const BREAKPOINTS = {
  xs: 0,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1600,
} as const;

/** A named viewport size; `xs` is up to 575px. */
export type Breakpoint = keyof typeof BREAKPOINTS;

/** The names from the widest down, the order in which a width is matched. */
const WIDEST_FIRST = (Object.keys(BREAKPOINTS) as Breakpoint[]).sort((a, b) => BREAKPOINTS[b] - BREAKPOINTS[a]);

/** The named size of a viewport `width` px wide. */
export function breakpointOf(width: number): Breakpoint {
  return WIDEST_FIRST.find((name) => width >= BREAKPOINTS[name]) ?? 'xs';
}

/** True when `current` is at least as wide as `name`. */
export function isAtLeast(current: Breakpoint, name: Breakpoint): boolean {
  return BREAKPOINTS[current] >= BREAKPOINTS[name];
}

/** The media query matching `name` and anything wider. */
export function minWidthQuery(name: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[name]}px)`;
}

/** The breakpoint the viewport matches now, by media queries (so zoom is accounted for like CSS does). */
export function currentBreakpoint(): Breakpoint {
  if (typeof window === 'undefined' || !window.matchMedia) return 'xl';
  return WIDEST_FIRST.find((name) => name === 'xs' || window.matchMedia(minWidthQuery(name)).matches) ?? 'xs';
}

/**
 * The viewport's named size (SPEC §9), updated when the viewport crosses a breakpoint; on the server's
 * first frame, the size the browser last reported, which the browser is told here (issue 14).
 */
export function useBreakpoint(): Breakpoint {
  const frame = useFirstFrame();
  const [breakpoint, setBreakpoint] = useState(() => frame?.breakpoint ?? currentBreakpoint());
  useEffect(() => {
    if (!window.matchMedia) return;
    const lists = WIDEST_FIRST.filter((name) => name !== 'xs').map((name) => window.matchMedia(minWidthQuery(name)));
    const update = () => {
      const current = currentBreakpoint();
      setBreakpoint(current);
      rememberLayout(FRAME_COOKIE, current);
    };
    for (const list of lists) list.addEventListener?.('change', update);
    update();
    return () => {
      for (const list of lists) list.removeEventListener?.('change', update);
    };
  }, []);
  return breakpoint;
}
