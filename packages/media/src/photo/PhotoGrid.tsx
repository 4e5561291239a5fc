import type { PersonPhoto } from '@greenroom/contracts';
import { formatDateTime } from '@greenroom/sdk';
import { type KeyboardEvent, type MouseEvent, memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type GridRow, HEADING_HEIGHT, layoutGrid, locate, moveFocus, type PhotoSection, visibleRows } from './layout';
import { photoTexts } from './texts';
import type { PhotoPages } from './usePhotoPages';
import type { PhotoSelection } from './usePhotoSelection';

/**
 * Props of {@link PhotoGrid}.
 * @public
 */
export interface PhotoGridProps {
  sections: readonly PhotoSection[];
  pages: PhotoPages;
  selection: PhotoSelection;
  /** Opens the viewer on a photo (double click, Enter). */
  onOpen: (photo: PersonPhoto, section: number) => void;
  /** Selects every photo of a section (the 全选 of a day heading); no button when absent. */
  onSelectSection?: (section: number) => void;
  /** Accessible name of the grid. */
  label?: string;
  /** CSS height of the scrolling area; the viewport below the page header by default. */
  height?: string;
}

/**
 * Pixels rendered beyond the viewport, above and below, so a fast scroll shows no blank rows.
 * @public
 */
export const OVERSCAN = 400;
/**
 * Scroll speed (px per ms) above which thumbnails wait for the scroll to rest.
 * @public
 */
export const FLING_SPEED = 4;
/** The shortest time the scroll speed is measured over, in ms. */
const SPEED_WINDOW_MS = 50;
/**
 * How long the scroll must rest before the thumbnails in view are requested, in ms.
 * @public
 */
export const REST_MS = 120;
/** Width and height assumed before the scrolling area is measured (and where it cannot be, as in tests). */
const FALLBACK_SIZE = { width: 960, height: 640 };

/** The measured size of an element, followed through ResizeObserver where there is one. */
function useSize(ref: React.RefObject<HTMLElement | null>) {
  const [size, setSize] = useState(FALLBACK_SIZE);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth || FALLBACK_SIZE.width, height: element.clientHeight || FALLBACK_SIZE.height });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * A virtualized photo grid: sections (a day with its sticky heading, or one run of a person's photos)
 * of square thumbnails. Only the rows in view (plus {@link OVERSCAN}) are in the document, so only
 * their thumbnails are requested, and only their pages are fetched; 10,000 photos scroll like 100.
 * Focus is one tab stop that the arrow keys, Home/End and PageUp/PageDown move; Space selects,
 * Enter opens; clicks select like a desktop file manager (Ctrl/⌘ and Shift).
 * @public
 */
export function PhotoGrid({ sections, pages, selection, onOpen, onSelectSection, label = photoTexts.gridLabel, height }: PhotoGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const { width, height: viewport } = useSize(scroller);
  // The scrollbar takes part of the width; 1 px less keeps the last column from wrapping on rounding.
  const layout = useMemo(() => layoutGrid(sections, Math.max(1, width - 1)), [sections, width]);
  // What a scroll position shows: re-rendered only when the rows in the document or the pinned
  // heading change, not on every scrolled pixel.
  const [scrollTop, setScrollTop] = useState(0);
  const [focused, setFocused] = useState(0);
  const focusAfterRender = useRef(false);

  const [flinging, setFlinging] = useState(false);
  const lastScroll = useRef({ top: 0, at: 0 });
  const restTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(restTimer.current), []);

  const { first, last } = visibleRows(layout, scrollTop, viewport, OVERSCAN);
  const shown = layout.rows.slice(first, last + 1);
  const topIndex = visibleRows(layout, scrollTop, 1).first;

  // Fetch the pages of what is in view, one call per section range (where a fling comes to rest).
  useEffect(() => {
    if (flinging) return;
    const ranges = new Map<number, [number, number]>();
    for (const row of layout.rows.slice(first, last + 1)) {
      if (row.kind !== 'photos') continue;
      const range = ranges.get(row.section);
      ranges.set(row.section, [range ? range[0] : row.start, row.start + row.length - 1]);
    }
    for (const [section, [from, to]] of ranges) pages.need(section, from, to);
  }, [layout, first, last, pages, flinging]);

  const idAt = useCallback(
    (flat: number) => {
      const at = locate(layout, flat);
      return at ? pages.photoAt(at.section, at.index)?.id : undefined;
    },
    [layout, pages],
  );

  const safeFocused = Math.min(focused, Math.max(0, layout.total - 1));

  const scrollToRow = (row: GridRow) => {
    const element = scroller.current;
    if (!element) return;
    // The pinned heading covers the top of the view when the sections have headings.
    const pin = sections.some((section) => section.title !== undefined) ? HEADING_HEIGHT : 0;
    if (row.top < element.scrollTop + pin) element.scrollTop = Math.max(0, row.top - pin);
    else if (row.top + row.height > element.scrollTop + viewport) element.scrollTop = row.top + row.height - viewport;
    setScrollTop(element.scrollTop);
  };

  const focusIndex = (flat: number) => {
    const at = locate(layout, flat);
    if (!at) return;
    setFocused(flat);
    focusAfterRender.current = true;
    scrollToRow(at.row);
  };

  // After a keyboard move, the newly focused cell is rendered: give it the focus.
  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    scroller.current?.querySelector<HTMLElement>(`[data-index="${safeFocused}"]`)?.focus({ preventScroll: true });
  });

  // A fast scroll (a flick, a drag of the scrollbar) shows placeholders for the photos it passes and
  // requests their thumbnails only where it comes to rest: images stay proportional to what is seen.

  const onScroll = () => {
    const top = scroller.current?.scrollTop ?? 0;
    const now = performance.now();
    // Speed over at least SPEED_WINDOW_MS: two scroll events of one frame say nothing about it.
    const elapsed = now - lastScroll.current.at;
    if (elapsed >= SPEED_WINDOW_MS) {
      if (Math.abs(top - lastScroll.current.top) / elapsed > FLING_SPEED && !flinging) setFlinging(true);
      lastScroll.current = { top, at: now };
    }
    clearTimeout(restTimer.current);
    restTimer.current = setTimeout(() => setFlinging(false), REST_MS);
    const next = visibleRows(layout, top, viewport, OVERSCAN);
    if (next.first !== first || next.last !== last || visibleRows(layout, top, 1).first !== topIndex || top > 0 !== scrollTop > 0) setScrollTop(top);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (cellKeyDown(event)) return;
    const pageRows = Math.max(1, Math.floor(viewport / (layout.cell + layout.gap)));
    const target = moveFocus(layout, safeFocused, event.key, pageRows);
    if (target !== null) {
      event.preventDefault();
      focusIndex(target);
      return;
    }
    if (event.key === 'Escape' && selection.size > 0) {
      event.preventDefault();
      selection.clear();
    }
  };

  /** The photo a delegated event happened on: its flat index, section and (once loaded) the photo. */
  const cellOf = (target: EventTarget) => {
    const element = (target as HTMLElement).closest?.('[data-index]');
    if (!element) return null;
    const flat = Number(element.getAttribute('data-index'));
    const at = locate(layout, flat);
    return at ? { flat, section: at.section, photo: pages.photoAt(at.section, at.index) } : null;
  };

  const cellKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const cell = cellOf(event.target);
    if (!cell?.photo) return false;
    const { flat, photo, section } = cell;
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(photo, section);
    } else if (event.key === ' ') {
      event.preventDefault();
      selection.click(flat, photo.id, { toggle: !event.shiftKey, range: event.shiftKey }, idAt);
    } else {
      return false;
    }
    return true;
  };

  const onClick = (event: MouseEvent) => {
    const cell = cellOf(event.target);
    if (!cell) return;
    setFocused(cell.flat);
    if (cell.photo) selection.click(cell.flat, cell.photo.id, { toggle: event.ctrlKey || event.metaKey, range: event.shiftKey }, idAt);
  };
  const onDoubleClick = (event: MouseEvent) => {
    const cell = cellOf(event.target);
    if (cell?.photo) onOpen(cell.photo, cell.section);
  };

  // The heading of the section at the top of the view stays pinned while its rows scroll under it.
  const topRow = layout.rows[topIndex];
  const pinned = topRow ? sections[topRow.section] : undefined;
  const focusedRendered = shown.some((row) => row.kind === 'photos' && safeFocused >= row.flatStart && safeFocused < row.flatStart + row.length);

  return (
    <div ref={scroller} className="gr-photo-grid" style={height ? { height } : undefined} onScroll={onScroll}>
      {pinned?.title !== undefined && scrollTop > 0 ? (
        <div className="gr-photo-pin" aria-hidden="true">
          <div className="gr-photo-heading">
            <strong>{pinned.title}</strong>
            <span className="gr-muted">{photoTexts.total(String(pinned.count))}</span>
          </div>
        </div>
      ) : null}
      {/* The listbox holds the photos only (issue 24 §4, axe: a listbox owns options, not the headings' 全选 buttons). */}
      <div
        className="gr-photo-canvas"
        style={{ height: layout.height }}
        role="listbox"
        aria-label={label}
        aria-multiselectable="true"
        tabIndex={focusedRendered ? -1 : 0}
        onFocus={(event) => {
          if (event.target === event.currentTarget && !focusedRendered) {
            const firstPhoto = shown.find((row) => row.kind === 'photos');
            if (firstPhoto) focusIndex(firstPhoto.flatStart);
          }
        }}
        onKeyDown={onKeyDown}
        onClick={onClick}
        onDoubleClick={onDoubleClick}
      >
        {shown.map((row) =>
          row.kind === 'heading' ? null : (
            <div key={`r-${row.section}-${row.start}`} className="gr-photo-row" role="presentation" style={{ top: row.top, height: layout.cell }}>
              {Array.from({ length: row.length }, (_, i) => {
                const flat = row.flatStart + i;
                const photo = pages.photoAt(row.section, row.start + i);
                return (
                  <Cell
                    key={flat}
                    flat={flat}
                    total={layout.total}
                    size={layout.cell}
                    photo={photo}
                    selected={photo ? selection.has(photo.id) : false}
                    focusable={flat === safeFocused}
                    loadImage={!flinging}
                  />
                );
              })}
            </div>
          ),
        )}
      </div>
      {/* Section headings lie over the canvas at their rows' places, outside the listbox. */}
      <div className="gr-photo-headings">
        {shown.map((row) =>
          row.kind === 'heading' ? (
            <Heading key={`h-${row.section}`} row={row} section={sections[row.section] as PhotoSection} onSelect={onSelectSection} />
          ) : null,
        )}
      </div>
    </div>
  );
}

function Heading({ row, section, onSelect }: { row: GridRow; section: PhotoSection; onSelect?: (section: number) => void }) {
  return (
    <div className="gr-photo-heading gr-photo-row" style={{ top: row.top, height: row.height }}>
      <strong>{section.title}</strong>
      <span className="gr-muted">{photoTexts.total(String(section.count))}</span>
      {onSelect ? (
        <button type="button" className="gr-link-button" aria-label={photoTexts.selectSectionLabel(section.title ?? '')} onClick={() => onSelect(row.section)}>
          {photoTexts.selectSection}
        </button>
      ) : null}
    </div>
  );
}

interface CellProps {
  flat: number;
  total: number;
  /** Side of the square cell, in pixels. */
  size: number;
  photo: PersonPhoto | undefined;
  selected: boolean;
  focusable: boolean;
  /** False while a fast scroll passes: a placeholder instead of a thumbnail request. */
  loadImage: boolean;
}

/** One photo; memoized, so scrolling renders only the rows that came into view (events are delegated to the grid). */
const Cell = memo(function Cell({ flat, total, size, photo, selected, focusable, loadImage }: CellProps) {
  // Once its thumbnail was asked for, a cell keeps it while the next fling passes.
  const [asked, setAsked] = useState(loadImage);
  if (loadImage && !asked) setAsked(true);
  return (
    <div
      className="gr-photo-cell"
      role="option"
      data-index={flat}
      aria-selected={selected}
      aria-posinset={flat + 1}
      aria-setsize={total}
      aria-label={photo ? photoTexts.photoLabel(photo.title, formatDateTime(photo.takenAt)) : photoTexts.loadingPhoto}
      tabIndex={focusable ? 0 : -1}
      style={{ width: size, height: size }}
    >
      {photo && asked ? <img src={photo.thumbUrl} alt="" width={size} height={size} decoding="async" draggable={false} /> : null}
      {selected ? (
        <span className="gr-photo-check" aria-hidden="true">
          ✓
        </span>
      ) : null}
    </div>
  );
});
