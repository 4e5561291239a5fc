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
  installCanvasStub();
}

/** Width the stub measures a text at: 12 px a character, about a Chinese glyph at 12 px. */
const STUB_CHAR_WIDTH = 12;

/**
 * happy-dom has no canvas: `getContext('2d')` is null, and echarts (the kit's charts) fails on its
 * first `clearRect`. A 2D context that draws nothing lets a chart run as it is in a test (issue 27
 * §5): echarts lays it out, fires `finished`, and the chart's data table is there to read.
 */
function installCanvasStub(): void {
  if (typeof HTMLCanvasElement === 'undefined') return;
  const proto = HTMLCanvasElement.prototype as HTMLCanvasElement & { greenroomCanvasStub?: true };
  if (proto.greenroomCanvasStub) return;
  const original = proto.getContext;
  let native: unknown = null;
  try {
    native = original.call(document.createElement('canvas'), '2d');
  } catch {
    native = null;
  }
  if (native) return;
  const gradient = { addColorStop() {} };
  const methods: Record<string, (...args: never[]) => unknown> = {
    measureText: (text: string) => ({ width: String(text).length * STUB_CHAR_WIDTH, actualBoundingBoxAscent: 10, actualBoundingBoxDescent: 2 }),
    createLinearGradient: () => gradient,
    createRadialGradient: () => gradient,
    createPattern: () => ({ setTransform() {} }),
    getImageData: (_x: number, _y: number, width: number, height: number) => ({ width, height, data: new Uint8ClampedArray(width * height * 4) }),
    getLineDash: () => [],
    isPointInPath: () => false,
    isPointInStroke: () => false,
    getTransform: () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }),
  };
  const noop = () => undefined;
  Object.defineProperty(proto, 'greenroomCanvasStub', { value: true });
  proto.getContext = function getContext(this: HTMLCanvasElement, kind: string) {
    if (kind !== '2d') return null;
    const state: Record<string | symbol, unknown> = { canvas: this, font: '12px sans-serif', globalAlpha: 1, lineWidth: 1 };
    return new Proxy(state, {
      get: (target, name) => (name in target ? target[name] : typeof name === 'string' ? (methods[name] ?? noop) : undefined),
      set: (target, name, value) => {
        target[name] = value;
        return true;
      },
    });
  } as typeof proto.getContext;
}

/**
 * Semi 2.x finds its tooltips' and resize observers' elements with `findDOMNode` under React 18,
 * and React 18.3 warns on every call: a warning about Semi's code that no plugin can act on, printed
 * in every test run (issue 27 §4). Only that warning is dropped; every other console error stays.
 * @public
 */
export function quietKnownWarnings(): void {
  const g = globalThis as { greenroomQuietWarnings?: true };
  if (g.greenroomQuietWarnings) return;
  g.greenroomQuietWarnings = true;
  const error = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('findDOMNode is deprecated')) return;
    error(...args);
  };
}
