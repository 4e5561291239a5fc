import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';

/**
 * The answers of a page's first calls, shared between the server's first frame and the console's
 * first render (issue 14): on the server, the screen kit asks for them while the frame is rendered
 * (`want`) and finds them when the part is rendered again (`take`); in the browser, the kit takes
 * each once, from the page, so that its first render shows what the frame showed and makes no call.
 * Keyed by the page's address (path and query: a list's state, a data screen's range, is in the
 * address), and for a part among several by its name after `#` (a data screen's charts, issue 25).
 * @internal
 */
export interface FrameData {
  /** The answer for `key`, or undefined. In the browser each is handed out once. */
  take(key: string): unknown;
  /** In the browser: whether the page brought an answer for `key` not yet handed out. */
  has?(key: string): boolean;
  /** On the server: asks for the answer of `key`, which `load` gives. Absent in the browser. */
  want?(key: string, load: () => Promise<unknown>): void;
  /**
   * On the server (issue 25): a chart drawn as SVG markup from its echarts option, without animation,
   * `size` its view box (the markup scales to its frame); null when it cannot be drawn here. May
   * suspend the part (throw a promise) the first time, while the server's echarts loads. Absent in
   * the browser, where the chart is echarts' own.
   */
  paintChart?(option: object, size: { width: number; height: number }): string | null;
}

const FrameDataContext = createContext<FrameData | null>(null);

/**
 * Provides {@link FrameData} to the screens below.
 * @internal
 */
export function FrameDataProvider({ value, children }: { value: FrameData | null; children: ReactNode }) {
  return <FrameDataContext.Provider value={value}>{children}</FrameDataContext.Provider>;
}

/**
 * The first frame's answers (see {@link FrameData}), or null.
 * @internal
 */
export function useFrameData(): FrameData | null {
  return useContext(FrameDataContext);
}

/**
 * Answers handed out once each (the browser's side of {@link FrameData}).
 * @internal
 */
export function frameDataOnce(answers: Record<string, unknown> | null | undefined): FrameData {
  const left = new Map(Object.entries(answers ?? {}));
  return {
    take(key) {
      const value = left.get(key);
      left.delete(key);
      return value;
    },
    has: (key) => left.get(key) !== undefined,
  };
}

const noSubscription = () => () => {};

/**
 * True while the server renders and while the browser hydrates the server's HTML (React reads the
 * server's snapshot then); false in a render of the browser's own.
 * @internal
 */
export function useServerRender(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
