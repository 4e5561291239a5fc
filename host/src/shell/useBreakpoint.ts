import { useEffect, useState } from 'react';
import { type Breakpoint, currentBreakpoint, minWidthQuery, WIDEST_FIRST } from './breakpoints';
import { FRAME_COOKIE, rememberLayout, useFirstFrame } from './firstFrame';

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
