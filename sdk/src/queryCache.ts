/**
 * The screens' answers, kept by name (issue 25: "a query cache that the lists, widgets and charts
 * share"). One cache per console (per set of shell services: the host's, or a test harness's).
 *
 * - **One load per name at a time.** Parts asking for the same name while it loads share that load.
 *   It is aborted only when no part shows the name any more.
 * - **Kept for a while.** A revalidated name nobody shows is kept {@link QUERY_KEEP_MS}, then
 *   dropped. A part shown again (Back to a list) draws the kept answer at once and asks again behind
 *   it. A part's own name (not revalidated: a form's data) goes with its part.
 * - **Never drawn again from a changed answer.** After a save or a delete through the plugins'
 *   clients (`useHttp`, `useApi`), every kept name nobody shows is dropped; the names on screen are
 *   marked stale (their screens refresh what they changed themselves) and are not kept once left.
 * - **Asked again when the console comes back into view** (the tab shown, the window focused): every
 *   revalidated name on screen that is stale or older than {@link QUERY_STALE_ON_FOCUS_MS}.
 *
 * The server's render never keeps anything here: its parts get their answers from the page's own
 * first-frame data (frameData.tsx).
 * @internal
 */

/** What a load answers: the data, or why there is none (`gone`: the item does not exist). */
export type QueryAnswer<T> = { ok: true; data: T } | { ok: false; gone?: boolean };

/** A load of one name; `signal` aborts it when no part shows the name any more. */
export type QueryLoad<T> = (signal: AbortSignal) => Promise<QueryAnswer<T>>;

/** What the cache holds for one name. */
export interface QueryState<T = unknown> {
  /** The last answer that arrived (kept while the name is asked again, and after a failure). */
  readonly data: T | undefined;
  readonly hasData: boolean;
  /** A load is in flight. */
  readonly loading: boolean;
  /** The last load failed. */
  readonly error: boolean;
  /** The last load said the item does not exist. */
  readonly gone: boolean;
  /** When the last answer arrived (ms since the epoch); 0 before any. */
  readonly updatedAt: number;
}

/** How long a name nobody shows is kept: five minutes, as TanStack Query's `gcTime`. */
export const QUERY_KEEP_MS = 5 * 60_000;
/** A name on screen older than this is asked again when the console comes back into view. */
export const QUERY_STALE_ON_FOCUS_MS = 15_000;
/** An answer younger than this is not asked again when a part showing it mounts. */
export const QUERY_FRESH_MS = 1_000;

const NOTHING: QueryState = { data: undefined, hasData: false, loading: false, error: false, gone: false, updatedAt: 0 };

interface Slot {
  state: QueryState;
  listeners: Set<() => void>;
  /** The latest load of a part showing the name. */
  load?: QueryLoad<unknown>;
  /** Asked again on focus and after a write (display parts); not a form's data being edited. */
  revalidate: boolean;
  flight?: { controller: AbortController; promise: Promise<void> };
  drop?: ReturnType<typeof setTimeout>;
  /** A write may have changed it: asked again when shown again or on focus, and not kept once no part shows it. */
  stale: boolean;
  /** When its last load failed (ms since the epoch); 0 when it has not. */
  failedAt: number;
}

export interface QueryCacheOptions {
  now?: () => number;
  keepMs?: number;
  staleOnFocusMs?: number;
}

/** See the file's comment. */
export class QueryCache {
  readonly #slots = new Map<string, Slot>();
  readonly #now: () => number;
  readonly #keepMs: number;
  readonly #staleOnFocusMs: number;
  #unwatch: (() => void) | null = null;
  /** Writes so far: an answer asked for before the last write does not clear a name's staleness. */
  #writes = 0;
  /** A load is being started (see {@link reading}). */
  #reading = 0;

  constructor(options: QueryCacheOptions = {}) {
    this.#now = options.now ?? (() => Date.now());
    this.#keepMs = options.keepMs ?? QUERY_KEEP_MS;
    this.#staleOnFocusMs = options.staleOnFocusMs ?? QUERY_STALE_ON_FOCUS_MS;
  }

  /**
   * Whether a load of this cache is being started right now: a request made then is one of its
   * answers being asked for, a read, even when the call is a POST (a list whose filters go in a
   * body: 观众数据, 报名数据, 人物). The plugins' clients ask this as a request starts and do not
   * mark the answers as changed after such a request (hooks.tsx `httpMarkingWrites`).
   */
  get reading(): boolean {
    return this.#reading > 0;
  }

  /** The state of `key` (a stable object until it changes). */
  read<T>(key: string): QueryState<T> {
    return (this.#slots.get(key)?.state ?? NOTHING) as QueryState<T>;
  }

  /**
   * Whether `key` is loading, got an answer within {@link QUERY_FRESH_MS}, or failed within it: a part
   * mounted just after its load failed (a list whose route asked for it as it was entered) shows the
   * failure with its 重试 rather than asking again at once.
   */
  isFresh(key: string): boolean {
    const slot = this.#slots.get(key);
    if (!slot) return false;
    const now = this.#now();
    return (
      slot.state.loading ||
      (slot.state.hasData && !slot.stale && now - slot.state.updatedAt < QUERY_FRESH_MS) ||
      ((slot.state.error || slot.state.gone) && now - slot.failedAt < QUERY_FRESH_MS)
    );
  }

  /** A part shows `key`; the returned function says it no longer does (its load is then aborted, and the name kept a while). */
  subscribe(key: string, listener: () => void): () => void {
    const slot = this.#slot(key);
    clearTimeout(slot.drop);
    slot.drop = undefined;
    slot.listeners.add(listener);
    this.#watchFocus();
    return () => {
      slot.listeners.delete(listener);
      if (slot.listeners.size > 0) return;
      if (slot.flight) {
        slot.flight.controller.abort();
        slot.flight = undefined;
        this.#set(slot, { loading: false });
      }
      // An answer a write may have changed is not kept for later; nor is a part's own answer (a name
      // not revalidated: a form's data), which no other part can ask for, nor it once remounted.
      if ((slot.stale || !slot.revalidate) && this.#slots.get(key) === slot) {
        this.#slots.delete(key);
        return;
      }
      slot.drop = setTimeout(() => {
        if (slot.listeners.size === 0 && this.#slots.get(key) === slot) this.#slots.delete(key);
      }, this.#keepMs);
    };
  }

  /** Says how `key` is loaded (the latest load of a part showing it) and whether it is revalidated. */
  use(key: string, load: QueryLoad<unknown>, revalidate: boolean): void {
    const slot = this.#slot(key);
    slot.load = load;
    slot.revalidate = revalidate;
  }

  /** Loads `key` with `load` (or the one {@link use} gave), sharing a load already in flight. */
  fetch(key: string, load?: QueryLoad<unknown>): Promise<void> {
    const slot = this.#slot(key);
    if (load) slot.load = load;
    if (slot.flight) return slot.flight.promise;
    const run = slot.load;
    if (!run) return Promise.resolve();
    const controller = new AbortController();
    const writes = this.#writes;
    this.#set(slot, { loading: true });
    const settle = (answer: QueryAnswer<unknown>) => {
      if (slot.flight?.controller !== controller) return; // aborted, or the name was dropped
      slot.flight = undefined;
      if (answer.ok && writes === this.#writes) slot.stale = false;
      slot.failedAt = answer.ok ? 0 : this.#now();
      if (answer.ok) this.#set(slot, { data: answer.data, hasData: true, loading: false, error: false, gone: false, updatedAt: this.#now() });
      else this.#set(slot, { loading: false, error: !answer.gone, gone: answer.gone === true });
    };
    let asked: Promise<QueryAnswer<unknown>>;
    this.#reading += 1;
    try {
      asked = run(controller.signal);
    } catch (error) {
      asked = Promise.reject(error);
    } finally {
      this.#reading -= 1;
    }
    const promise = asked.then(settle, () => settle({ ok: false }));
    slot.flight = { controller, promise };
    return promise;
  }

  /**
   * Starts loading `key` for a part about to show it, unless it is loading or has just arrived
   * ({@link isFresh}): from the part's first render, before React has committed it, rather than from
   * its effect once the whole page is on screen (issue 25: a clicked list's call started ~60 ms
   * sooner on the bench's line). A render React never commits leaves no part to let the name go, so
   * the name is kept as one nobody shows ({@link QUERY_KEEP_MS}) until a part shows it.
   */
  start(key: string, load: QueryLoad<unknown>, revalidate: boolean): void {
    if (this.isFresh(key)) return;
    this.use(key, load, revalidate);
    const slot = this.#slot(key);
    void this.fetch(key);
    if (slot.listeners.size > 0 || slot.drop) return;
    slot.drop = setTimeout(() => {
      if (slot.listeners.size > 0 || this.#slots.get(key) !== slot) return;
      slot.flight?.controller.abort();
      this.#slots.delete(key);
    }, this.#keepMs);
  }

  /** Puts an answer that came another way (the page's own first-frame data). */
  seed(key: string, data: unknown): void {
    this.#set(this.#slot(key), { data, hasData: true, error: false, gone: false, updatedAt: this.#now() });
  }

  /** Changes a kept answer in place (a renamed row), without a load. */
  setData<T>(key: string, update: (data: T) => T): void {
    const slot = this.#slots.get(key);
    if (slot?.state.hasData) this.#set(slot, { data: update(slot.state.data as T) });
  }

  /**
   * After a write: every revalidated name (that `match`es, all by default) nobody shows or is about to show is dropped,
   * so that no screen is drawn again from an answer the write may have changed; every such name a
   * part shows is marked stale — its screen keeps what it drew (the screens refresh what they changed
   * themselves: a list's `removed`, `updateRow`), it is asked again when the console comes back into
   * view, and it is dropped, not kept, once no part shows it.
   */
  invalidate(match: (key: string) => boolean = () => true): void {
    this.#writes += 1;
    for (const [key, slot] of this.#slots) {
      if (!slot.revalidate || !match(key)) continue;
      // A name loading for a part about to show it ({@link start}) is as good as shown.
      if (slot.listeners.size === 0 && !slot.flight) {
        clearTimeout(slot.drop);
        this.#slots.delete(key);
      } else slot.stale = true;
    }
  }

  /** Asks again for every revalidated name on screen that is stale or older than `olderThanMs`. */
  refetchOnScreen(olderThanMs: number): void {
    const now = this.#now();
    for (const [key, slot] of this.#slots)
      if (slot.revalidate && slot.listeners.size > 0 && !slot.flight && (slot.stale || now - slot.state.updatedAt >= olderThanMs)) void this.fetch(key);
  }

  #slot(key: string): Slot {
    let slot = this.#slots.get(key);
    if (!slot) {
      slot = { state: NOTHING, listeners: new Set(), revalidate: false, stale: false, failedAt: 0 };
      this.#slots.set(key, slot);
    }
    return slot;
  }

  #set(slot: Slot, change: Partial<QueryState>): void {
    slot.state = { ...slot.state, ...change };
    for (const listener of [...slot.listeners]) listener();
  }

  /** Once, in a browser: the console coming back into view asks again for what is stale on screen. */
  #watchFocus(): void {
    if (this.#unwatch || typeof window === 'undefined' || typeof document === 'undefined') return;
    const back = () => {
      if (document.visibilityState !== 'hidden') this.refetchOnScreen(this.#staleOnFocusMs);
    };
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', back);
    this.#unwatch = () => {
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', back);
    };
  }
}
