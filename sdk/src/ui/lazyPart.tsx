import { type ComponentType, createContext, type LazyExoticComponent, lazy, useContext } from 'react';
import { NETWORK_LOST_EVENT } from './networkRestored';

/**
 * Why a lazily loaded part (a page, a popover, a dialog, a chart) could not be loaded:
 * `offline` — no answer (the network or the server is down); `stale` — its chunk is gone from the
 * server (a deploy replaced the build this page was started with); `failed` — anything else.
 * @public
 */
export type PartLoadProblem = 'offline' | 'stale' | 'failed';

/**
 * The error a lazy part's load rejects with: the browser's own error as `cause`, and why it failed
 * as {@link PartLoadProblem}, so that the boundary says it in Chinese and offers the right way out.
 * @public
 */
export class PartLoadError extends Error {
  readonly problem: PartLoadProblem;
  constructor(problem: PartLoadProblem, cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'PartLoadError';
    this.problem = problem;
  }
}

/**
 * One load attempt of the enclosing {@link ExtensionBoundary}: a new object when it mounts and at
 * each 重试. A lazy part whose load failed in another attempt loads afresh in this one.
 * @internal
 */
export type LoadAttempt = object;

/** @internal */
export const LoadAttemptContext = createContext<LoadAttempt>({});

/** The chunk an import failed on, as the browser names it ("Failed to fetch dynamically imported module: URL"). */
export function failedChunkUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  const match = /(https?:\/\/\S+?\.m?js)(?:\?\S*)?$/.exec(message.trim());
  if (!match || typeof location === 'undefined') return null;
  try {
    const url = new URL(match[1]);
    return url.origin === location.origin ? url.href : null;
  } catch {
    return null;
  }
}

/** HTTP statuses of a chunk that will never come back: the build that named it is gone. */
const GONE_STATUSES = new Set([404, 410]);

/**
 * Tells why a dynamic import failed: the browser gives one message for every cause, so the chunk
 * it names is asked for again, bypassing the cache. No answer → `offline`; 404/410 → `stale`.
 * @internal
 */
export async function classifyLoadFailure(error: unknown): Promise<PartLoadProblem> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  const url = failedChunkUrl(error);
  if (!url || typeof fetch !== 'function') return 'failed';
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    if (GONE_STATUSES.has(response.status)) return 'stale';
    return 'failed';
  } catch {
    return 'offline';
  }
}

/**
 * Loads a module for a retry. Browsers that follow the current HTML standard (whatwg/html#10327:
 * Chromium, Firefox and WebKit) keep no failed fetch in their module map, so calling the loader
 * again fetches again. One that still does answers at once with the same failure: then the chunk
 * the browser named is imported under a query of its own, a URL it has never failed on.
 */
async function reload<M>(load: () => Promise<M>, retry: number): Promise<M> {
  try {
    return await load();
  } catch (error) {
    const url = failedChunkUrl(error);
    if (retry === 0 || !url) throw error;
    try {
      return (await import(/* webpackIgnore: true */ `${url}?retry=${retry}`)) as M;
    } catch {
      throw error;
    }
  }
}

/**
 * Loads a part's module; a failure is classified ({@link PartLoadError}). `retry` counts the loads
 * that failed before this one: see {@link reload}.
 * @internal
 */
export async function loadPart<M>(load: () => Promise<M>, retry: number): Promise<M> {
  try {
    return await reload(load, retry);
  } catch (error) {
    const problem = await classifyLoadFailure(error);
    if (problem === 'offline' && typeof window !== 'undefined') window.dispatchEvent(new Event(NETWORK_LOST_EVENT));
    throw new PartLoadError(problem, error);
  }
}

/**
 * A lazy component that can be retried: {@link React.lazy} keeps a rejected load for good, so after
 * a failure a new one is made (and the module imported again) when the enclosing
 * {@link ExtensionBoundary}'s 重试 is pressed, or the network comes back. Render it inside an
 * `ExtensionBoundary`, which shows the failure in Chinese in the part's own area.
 * @public
 */
export type RetryableLazy<P> = ComponentType<P> & {
  /** Starts loading the module ahead (hover, focus); a failure here is silent. */
  preload(): void;
};

/**
 * Makes a {@link RetryableLazy} of a module loader (`() => import('./Panel')`): use it instead of
 * `React.lazy` for every lazy part, so that a failed load is retried for real.
 * @public
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): RetryableLazy<P> {
  type Module = { default: ComponentType<P> };
  let current: { Lazy: LazyExoticComponent<ComponentType<P>>; attempt: LoadAttempt; failed: boolean } | null = null;
  let failures = 0;
  let loaded: Module | null = null;
  let inFlight: Promise<Module> | null = null;
  /** The module: once loaded, kept; while a load is under way, that load (a 重试 joins a quiet reload). */
  function fetchModule(): Promise<Module> {
    if (loaded) return Promise.resolve(loaded);
    if (!inFlight) {
      const loading = loadPart(load, failures).then(
        (module) => {
          failures = 0;
          loaded = module;
          return module;
        },
        (error: unknown) => {
          failures += 1;
          throw error;
        },
      );
      inFlight = loading;
      const settled = () => {
        if (inFlight === loading) inFlight = null;
      };
      loading.then(settled, settled);
    }
    return inFlight;
  }
  function make(attempt: LoadAttempt) {
    const entry = {
      attempt,
      failed: false,
      Lazy: lazy(() =>
        fetchModule().catch((error: unknown) => {
          entry.failed = true;
          if (error instanceof PartLoadError) reloaders.set(error, () => fetchModule().then(() => undefined));
          throw error;
        }),
      ),
    };
    return entry;
  }
  function Part(props: P) {
    const attempt = useContext(LoadAttemptContext);
    if (!current || (current.failed && current.attempt !== attempt)) current = make(attempt);
    // React.lazy's props type adds a ref that a part never takes.
    const Lazy = current.Lazy as unknown as ComponentType<P>;
    return <Lazy {...props} />;
  }
  Part.preload = () => void load().catch(() => {});
  return Part;
}

/** How to load again the module a {@link PartLoadError} was raised for, ahead of rendering it. */
const reloaders = new WeakMap<PartLoadError, () => Promise<void>>();

/**
 * Loads again, outside any render, the module a lazy part failed on: resolves once it is in (the
 * part then renders at once), rejects as the load does. Undefined for an error no lazy part raised.
 * The boundary's quiet retry uses it, so that a load failing again changes nothing on screen.
 * @internal
 */
export function partReloader(error: unknown): (() => Promise<void>) | undefined {
  return error instanceof PartLoadError ? reloaders.get(error) : undefined;
}
