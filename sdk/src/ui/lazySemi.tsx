import { type ComponentType, type CSSProperties, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { texts } from '../texts';

// Issue 25: the Semi components the kit shows only after a choice or on another screen — the dialogs
// and side sheets (closed until an action opens them), the editor's radios, switches and number
// inputs, banners and progress bars, the date picker — are not in the kit's file that every list
// evaluates before it is live. Each is imported with `import()` when first shown; in the browser that
// is the import map's shared module (esbuild.config.mjs `dynamicSharedImports`), which links its
// stylesheet before it answers, so a part never shows unstyled. The kit's modules are declared in
// ui/semiParts.tsx, which says when they load.

/**
 * One Semi module the kit loads when first shown.
 * @internal
 */
export interface LazyModule<M> {
  /** Its shared module: the import map's specifier, which the server preloads with a page showing it. */
  readonly specifier: string;
  /** The class that shows it in the server's HTML: its element's, or a mark its page carries (a portal, which the server never draws); none if nothing can. */
  readonly className: string | null;
  /** The module once loaded. */
  loaded(): M | null;
  /** Loads it once. A failure is not kept: the next call asks again (a lost request on venue Wi-Fi). */
  load(): Promise<M>;
  /** Settles once the load in flight has, whether it arrived or failed; at once when none is. */
  settled(): Promise<void>;
}

/**
 * Declares a lazily loaded Semi module. `importer` must be `() => import('<specifier>')` written out,
 * so that the build sees the specifier.
 * @internal
 */
export function lazySemiModule<M>(specifier: string, className: string | null, importer: () => Promise<M>): LazyModule<M> {
  let value: M | null = null;
  let loading: Promise<M> | null = null;
  return {
    specifier,
    className,
    loaded: () => value,
    settled: () =>
      (loading ?? Promise.resolve()).then(
        () => undefined,
        () => undefined,
      ),
    load() {
      // The files the module's entry imports, asked for beside it rather than once it has arrived
      // (the page's loader, esbuild.config.mjs `sharedClosuresOf`; absent in tests and development).
      // Only a hint: whatever it does, the import below loads the module.
      if (!loading) {
        try {
          (globalThis as { __grPreload?: (specifier: string) => void }).__grPreload?.(specifier);
        } catch {
          // the import alone then
        }
      }
      loading ??= importer().then(
        (loadedModule) => {
          value = loadedModule;
          return loadedModule;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

/** Whether the server's HTML, or the page's `#root` before hydration, shows the module's element. @internal */
export function shows(module: LazyModule<unknown>, shown: string | ParentNode): boolean {
  const { className } = module;
  if (!className) return false;
  return typeof shown === 'string' ? shown.includes(className) : shown.querySelector(`.${className}`) !== null;
}

/**
 * Loads `modules`, or those of them the server's HTML in `root` shows (the browser, before it
 * hydrates). Settles either way, with whether every one arrived: a part that could not load offers
 * 重试 (so the browser cannot draw the server's HTML of it, issue 25).
 * @internal
 */
export function loadLazyModules(modules: readonly LazyModule<unknown>[], root?: ParentNode): Promise<boolean> {
  const wanted = root ? modules.filter((module) => shows(module, root)) : modules;
  const arrived = wanted.map((module) =>
    module.load().then(
      () => true,
      () => false,
    ),
  );
  return Promise.all(arrived).then((each) => each.every(Boolean));
}

/**
 * Calls `load` on the person's first press or key in the page (once per `load`): what a dialog needs
 * is then in before the click that opens it has ended, and nothing is loaded before.
 * @internal
 */
export function onFirstIntent(load: () => void) {
  if (typeof document === 'undefined') return;
  const heard = () => {
    document.removeEventListener('pointerdown', heard, true);
    document.removeEventListener('keydown', heard, true);
    load();
  };
  document.addEventListener('pointerdown', heard, true);
  document.addEventListener('keydown', heard, true);
}

/**
 * How a lazy part shows while its module loads.
 * @internal
 */
export interface LazySemiPartOptions<P> {
  /** An overlay (a dialog, a side sheet): nothing while it is closed; while it loads, a small box over the page. */
  closed?: (props: P) => boolean;
  /** While closed and not loaded: asks for it before it is opened (see {@link onFirstIntent}). */
  prepare?: () => void;
  /** Inline: the width of the box that holds its place (its own width once loaded). */
  width?: (props: P) => CSSProperties['width'];
  /** An overlay that could not load: how the person closes it (its own `onCancel`). */
  close?: (props: P) => (() => void) | undefined;
}

/**
 * A Semi component from a lazy module: drawn at once once the module is in; until then a box of its
 * width that says 加载中… (an overlay: nothing while closed), which offers 重试 if it cannot load.
 * @internal
 */
export function lazySemiPart<M, P extends object>(module: LazyModule<M>, pick: (loaded: M) => ComponentType<P>, options: LazySemiPartOptions<P> = {}) {
  return function LazySemiPart(props: P) {
    const [state, setState] = useState<{ module: M | null; failed: boolean }>(() => ({ module: module.loaded(), failed: false }));
    // An overlay's pending box is a portal, which only a mounted part draws (the server draws none).
    const [mounted, setMounted] = useState(false);
    const closed = options.closed?.(props) ?? false;
    const current = state.module ?? module.loaded();
    // Only an overlay needs to know (an inline part would render once more after mounting for nothing).
    useEffect(() => {
      if (options.closed) setMounted(true);
    }, []);
    useEffect(() => {
      if (current) return;
      if (closed) {
        // A dialog closed after it could not load asks again when it is opened again.
        if (state.failed) setState({ module: null, failed: false });
        else options.prepare?.();
        return;
      }
      if (state.failed) return;
      let live = true;
      module.load().then(
        (loaded) => {
          if (live) setState({ module: loaded, failed: false });
        },
        () => {
          if (live) setState({ module: null, failed: true });
        },
      );
      return () => {
        live = false;
      };
    }, [current, state.failed, closed]);
    if (current) {
      const Loaded = pick(current);
      return <Loaded {...props} />;
    }
    if (closed) return null;
    const retry = () => setState({ module: null, failed: false });
    const box = (
      <span
        className={options.closed ? 'gr-lazy-pending gr-lazy-pending--overlay' : 'gr-lazy-pending'}
        style={options.closed ? undefined : { width: options.width?.(props) }}
        role={state.failed ? 'alert' : 'status'}
        aria-busy={!state.failed}
      >
        <span className="gr-lazy-pending-text">{state.failed ? texts.partFailed : texts.loading}</span>
        {state.failed ? (
          <button type="button" className="gr-lazy-retry" onClick={retry}>
            {texts.retry}
          </button>
        ) : null}
        {state.failed && options.close?.(props) ? (
          <button type="button" className="gr-lazy-retry" onClick={options.close(props)}>
            {texts.close}
          </button>
        ) : null}
      </span>
    );
    if (!options.closed) return box;
    return mounted && typeof document !== 'undefined' ? createPortal(box, document.body) : null;
  };
}
