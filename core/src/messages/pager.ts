import type { HttpResult } from '@greenroom/sdk';
import type { ErrorHandler } from '../http';
import type { PageSlice } from './types';

/** The paging part of a list store's state. */
export interface PagedState<T> {
  list: T[];
  total: number;
  /** The last page loaded; one before the first page while nothing is loaded. */
  pageNum: number;
  loading: boolean;
  /** True once the loaded count reached `total`: no more pages to ask for. */
  finished: boolean;
}

/** Fetches one page. */
export type PageFetcher<T> = (pageNum: number, pageSize: number) => Promise<HttpResult<PageSlice<T>>>;

/** Initial paging state for a list whose pages start at `firstPage`. */
export function emptyPage<T>(firstPage: number): PagedState<T> {
  return { list: [], total: 0, pageNum: firstPage - 1, loading: false, finished: false };
}

/**
 * Drives "load more" paging on `state` (a valtio proxy): pages are appended, a failure goes to
 * the shared error handler and stops the loading state (SPEC §8), and an answer that arrives
 * after a restart is dropped so it cannot mix an old list into the new one.
 */
export function createPager<T>(state: PagedState<T>, fetchPage: PageFetcher<T>, options: { pageSize: number; firstPage: number; onError: ErrorHandler }) {
  let generation = 0;

  async function fetchNext(): Promise<void> {
    const mine = generation;
    const next = state.pageNum + 1;
    state.loading = true;
    const result = await fetchPage(next, options.pageSize);
    if (mine !== generation) return;
    state.loading = false;
    if (!result.ok) {
      options.onError(result);
      return;
    }
    append(next, result.data);
  }

  function append(pageNum: number, page: PageSlice<T> | null | undefined): void {
    const rows = page?.list ?? [];
    state.list.push(...rows);
    state.total = page?.total ?? state.list.length;
    state.pageNum = pageNum;
    // An empty page also ends paging, so a wrong total cannot make "load more" spin forever.
    state.finished = state.list.length >= state.total || rows.length === 0;
  }

  return {
    /**
     * Forgets what was loaded and loads the first page, or takes `firstPage` as its answer when the
     * caller already has it (the server's boot data), without a call.
     */
    restart(firstPage?: PageSlice<T>): Promise<void> {
      generation += 1;
      Object.assign(state, emptyPage<T>(options.firstPage));
      if (!firstPage) return fetchNext();
      append(options.firstPage, firstPage);
      return Promise.resolve();
    },
    /** Loads the next page; ignored while a page is loading or when all are loaded. */
    loadMore(): Promise<void> {
      if (state.loading || state.finished) return Promise.resolve();
      return fetchNext();
    },
  };
}
