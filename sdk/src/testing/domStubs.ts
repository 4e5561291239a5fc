/**
 * The few browser APIs Semi components need that happy-dom and jsdom lack. Idempotent; called by
 * the harness's setup module.
 * @public
 */
export function installDomStubs(): void {
  const g = globalThis as Record<string, unknown>;
  if (typeof window === 'undefined') return;
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  for (const name of ['ResizeObserver', 'IntersectionObserver']) {
    if (!g[name]) {
      g[name] = class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      };
    }
  }
  if (!window.scrollTo) window.scrollTo = () => {};
}
