/**
 * SPEC §9's breakpoints and what a width is named by them: plain functions, no React and no first
 * frame (the hook that follows the viewport is `useBreakpoint.ts`; issue 28 broke the import cycle
 * this file and `firstFrame.ts` had).
 */

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
export const WIDEST_FIRST = (Object.keys(BREAKPOINTS) as Breakpoint[]).sort((a, b) => BREAKPOINTS[b] - BREAKPOINTS[a]);

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
