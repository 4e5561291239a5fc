import type { PersonPhoto } from '@greenroom/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PhotoSection } from './layout';

/**
 * Photos fetched per request (the contracts' maximum page size).
 * @public
 */
export const PHOTO_PAGE_SIZE = 100;

/**
 * Loads one page (1-based) of a section's photos; null when the call failed.
 * @public
 */
export type PhotoPageLoader = (section: PhotoSection, pageNum: number, pageSize: number, signal: AbortSignal) => Promise<PersonPhoto[] | null>;

/**
 * The photos of a grid, fetched a page at a time as they come into view.
 * @public
 */
export interface PhotoPages {
  /** The photo at `index` of section `section`, once its page arrived. */
  photoAt(section: number, index: number): PersonPhoto | undefined;
  /** Asks for the pages holding photos `from`..`to` of a section (already loaded or loading ones are not asked again). */
  need(section: number, from: number, to: number): void;
  /** Loads every page of a section and answers its photos (select all of a day). */
  loadAll(section: number): Promise<PersonPhoto[]>;
  /** True when a page failed; `retry()` asks for the failed pages again. */
  failed: boolean;
  retry(): void;
  /** Forgets every page (after a delete). */
  reset(): void;
}

type PageState = PersonPhoto[] | 'loading' | 'failed';

/**
 * Fetches a photo grid's pages on demand and keeps them: only the pages of what is on screen are
 * requested, each once. Changing `sections` (other keys) or calling `reset` starts afresh and
 * aborts what was in flight.
 * @public
 */
export function usePhotoPages(sections: readonly PhotoSection[], load: PhotoPageLoader): PhotoPages {
  const pages = useRef(new Map<string, PageState>());
  const inflight = useRef(new Map<string, Promise<PageState>>());
  const controller = useRef(new AbortController());
  const [, setVersion] = useState(0);
  const [failed, setFailed] = useState(false);
  const bump = useCallback(() => setVersion((v) => v + 1), []);
  const sectionsRef = useRef(sections);
  sectionsRef.current = sections;
  const loadRef = useRef(load);
  loadRef.current = load;

  const reset = useCallback(() => {
    controller.current.abort();
    controller.current = new AbortController();
    pages.current = new Map();
    inflight.current = new Map();
    setFailed(false);
    bump();
  }, [bump]);

  const sectionKeys = sections.map((s) => s.key).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: other sections are another grid.
  useEffect(() => reset, [sectionKeys, reset]);
  useEffect(() => () => controller.current.abort(), []);

  const fetchPage = useCallback(
    async (sectionIndex: number, pageNum: number): Promise<PageState> => {
      const section = sectionsRef.current[sectionIndex];
      if (!section) return 'failed';
      const key = `${section.key}#${pageNum}`;
      const known = pages.current.get(key);
      if (Array.isArray(known)) return known;
      const running = inflight.current.get(key);
      if (running) return running;
      pages.current.set(key, 'loading');
      const { signal } = controller.current;
      const request = loadRef.current(section, pageNum, PHOTO_PAGE_SIZE, signal).then((rows): PageState => {
        inflight.current.delete(key);
        if (signal.aborted) return 'failed';
        pages.current.set(key, rows ?? 'failed');
        if (!rows) setFailed(true);
        bump();
        return rows ?? 'failed';
      });
      inflight.current.set(key, request);
      return request;
    },
    [bump],
  );

  const need = useCallback(
    (sectionIndex: number, from: number, to: number) => {
      const section = sectionsRef.current[sectionIndex];
      if (!section) return;
      const first = Math.floor(from / PHOTO_PAGE_SIZE) + 1;
      const last = Math.floor(Math.min(to, section.count - 1) / PHOTO_PAGE_SIZE) + 1;
      for (let pageNum = first; pageNum <= last; pageNum++) {
        if (!pages.current.has(`${section.key}#${pageNum}`)) void fetchPage(sectionIndex, pageNum);
      }
    },
    [fetchPage],
  );

  const photoAt = useCallback((sectionIndex: number, index: number) => {
    const section = sectionsRef.current[sectionIndex];
    if (!section) return undefined;
    const page = pages.current.get(`${section.key}#${Math.floor(index / PHOTO_PAGE_SIZE) + 1}`);
    return Array.isArray(page) ? page[index % PHOTO_PAGE_SIZE] : undefined;
  }, []);

  const loadAll = useCallback(
    async (sectionIndex: number) => {
      const section = sectionsRef.current[sectionIndex];
      if (!section) return [];
      const count = Math.ceil(section.count / PHOTO_PAGE_SIZE);
      const results = await Promise.all(Array.from({ length: count }, (_, i) => fetchPage(sectionIndex, i + 1)));
      return results.flatMap((page) => (Array.isArray(page) ? page : []));
    },
    [fetchPage],
  );

  const retry = useCallback(() => {
    for (const [key, state] of pages.current) if (state === 'failed') pages.current.delete(key);
    setFailed(false);
    bump();
  }, [bump]);

  return { photoAt, need, loadAll, failed, retry, reset };
}
