import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryCache } from './hooks';
import type { QueryLoad } from './queryCache';

/** What a part shows of a name in the cache (queryCache.ts). */
export interface QueryView<T> {
  /** The name's answer; while a new name loads, the previous name's answer (kept rows, no flash). */
  data: T | undefined;
  /** `data` is the name's own answer, not the previous name's. */
  current: boolean;
  loading: boolean;
  error: boolean;
  gone: boolean;
}

/** Options of {@link useQuery}. */
export interface UseQueryOptions<T> {
  /** The answer the page brought (first-frame data), shown at once and not asked for. */
  given?: T;
  /** Shown data (a list, a widget): asked again on focus, never drawn again from an answer a write may have changed. */
  revalidate: boolean;
}

/**
 * Shows name `key` of the console's answers cache: loads it from the part's first render and when the
 * name changes (unless it is loading or has just arrived), shares a load in flight, keeps the previous name's
 * answer while a new one loads, and stops when the part unmounts. The server's render reads only
 * `given`. `refetch` asks again; `setData` changes the answer in place.
 * @internal
 */
export function useQuery<T>(key: string, load: QueryLoad<T>, { given, revalidate }: UseQueryOptions<T>) {
  const cache = useQueryCache();
  const onServer = typeof window === 'undefined';
  const loadRef = useRef(load);
  loadRef.current = load;
  // A stable load that runs the part's latest one.
  const [latestLoad] = useState<QueryLoad<T>>(() => (signal: AbortSignal) => loadRef.current(signal));
  // The page's own answer is put once, before the first read (the hydrating render shows it).
  const seeded = useRef<string | null>(null);
  if (!onServer && given !== undefined && seeded.current === null) {
    seeded.current = key;
    if (!cache.read(key).hasData) cache.seed(key, given);
  }
  // The load starts with the part's first render (issue 25), not once the page is committed and its
  // effects run. The page's own answer needs none. `started` is the name it started until the effect
  // has seen it: the effect does not ask again, even if the answer already came, and failed.
  const started = useRef<string | null | undefined>(undefined);
  if (!onServer && started.current === undefined) {
    started.current = given === undefined ? key : null;
    if (given === undefined) cache.start(key, latestLoad, revalidate);
  }
  const subscribe = useCallback((listener: () => void) => cache.subscribe(key, listener), [cache, key]);
  const read = useCallback(() => cache.read<T>(key), [cache, key]);
  const state = useSyncExternalStore(subscribe, read, read);
  const [generation, setGeneration] = useState(0);
  const asked = useRef(generation);
  // The page brought the first answer: nothing to ask for until the name changes.
  const broughtByPage = useRef(given !== undefined);
  useEffect(() => {
    cache.use(key, latestLoad, revalidate);
    const again = asked.current !== generation;
    asked.current = generation;
    const startedHere = started.current === key && !again;
    started.current = null;
    if (startedHere) return;
    if (broughtByPage.current) {
      broughtByPage.current = false;
      if (cache.read(key).hasData) return;
    }
    if (again ? cache.read(key).loading : cache.isFresh(key)) return;
    void cache.fetch(key);
  }, [cache, key, latestLoad, revalidate, generation]);
  // The previous name's answer, shown while this one has none yet.
  const previous = useRef<T | undefined>(undefined);
  if (state.hasData) previous.current = state.data;
  const serverGiven = onServer && given !== undefined;
  const data = state.hasData ? state.data : serverGiven ? given : previous.current;
  const view: QueryView<T> = {
    data,
    current: state.hasData || serverGiven,
    // Nothing shown and nothing failed: loading (the first render, before its load starts).
    loading: state.loading || (!state.hasData && !serverGiven && !state.error && !state.gone),
    error: state.error,
    gone: state.gone,
  };
  const refetch = useCallback(() => setGeneration((g) => g + 1), []);
  const setData = useCallback((update: (data: T) => T) => cache.setData<T>(key, update), [cache, key]);
  return { view, refetch, setData };
}
