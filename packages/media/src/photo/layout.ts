/**
 * The geometry of a virtualized photo grid: sections (a day, a person…) of known photo counts laid
 * out as heading rows and rows of square cells for a given width, and which rows a scroll position
 * shows. Pure functions, so the virtualization is tested without a browser.
 */

/**
 * A run of photos under one heading (a day of the timeline) or without one (a person's photos).
 * @public
 */
export interface PhotoSection {
  /** Stable key, e.g. the group key `date-2026-11-01`. */
  key: string;
  /** The heading; a section without one shows no heading row. */
  title?: string;
  /** How many photos it holds. */
  count: number;
}

/**
 * One laid-out row: a section heading or a row of photo cells.
 * @public
 */
export interface GridRow {
  kind: 'heading' | 'photos';
  /** Index of the section in the sections array. */
  section: number;
  /** Index within the section of the row's first photo (0 for a heading). */
  start: number;
  /** How many cells the row holds (0 for a heading). */
  length: number;
  /** Index in the whole grid of the row's first photo. */
  flatStart: number;
  top: number;
  height: number;
}

/**
 * The laid-out grid.
 * @public
 */
export interface GridLayout {
  columns: number;
  /** Side of a square cell, in pixels. */
  cell: number;
  gap: number;
  rows: GridRow[];
  /** Height of the whole grid, in pixels. */
  height: number;
  /** Photos in all sections. */
  total: number;
  /** Index in the whole grid of each section's first photo. */
  sectionStarts: number[];
}

/**
 * Smallest cell side the grid packs columns for, in pixels.
 * @public
 */
export const MIN_CELL = 150;
/**
 * Space between cells, in pixels.
 * @public
 */
export const CELL_GAP = 8;
/**
 * Height of a section heading row, in pixels.
 * @public
 */
export const HEADING_HEIGHT = 44;

/**
 * Lays the sections out for `width` pixels: as many columns of at least `minCell` as fit.
 * @public
 */
export function layoutGrid(sections: readonly PhotoSection[], width: number, minCell = MIN_CELL, gap = CELL_GAP): GridLayout {
  const columns = Math.max(1, Math.floor((width + gap) / (minCell + gap)));
  const cell = Math.max(1, Math.floor((width - gap * (columns - 1)) / columns));
  const rows: GridRow[] = [];
  const sectionStarts: number[] = [];
  let top = 0;
  let flat = 0;
  sections.forEach((section, index) => {
    sectionStarts.push(flat);
    if (section.title !== undefined) {
      rows.push({ kind: 'heading', section: index, start: 0, length: 0, flatStart: flat, top, height: HEADING_HEIGHT });
      top += HEADING_HEIGHT;
    }
    for (let start = 0; start < section.count; start += columns) {
      const length = Math.min(columns, section.count - start);
      rows.push({ kind: 'photos', section: index, start, length, flatStart: flat + start, top, height: cell + gap });
      top += cell + gap;
    }
    flat += section.count;
  });
  return { columns, cell, gap, rows, height: top, total: flat, sectionStarts };
}

/**
 * Index of the first row whose bottom is below `y` (binary search).
 * @public
 */
export function rowAt(layout: GridLayout, y: number): number {
  let low = 0;
  let high = layout.rows.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    const row = layout.rows[mid] as GridRow;
    if (row.top + row.height <= y) low = mid + 1;
    else high = mid;
  }
  return Math.max(0, low);
}

/**
 * The rows a viewport of `height` pixels scrolled to `scrollTop` shows, with `overscan` pixels more either side.
 * @public
 */
export function visibleRows(layout: GridLayout, scrollTop: number, height: number, overscan = 0): { first: number; last: number } {
  if (layout.rows.length === 0) return { first: 0, last: -1 };
  const first = rowAt(layout, Math.max(0, scrollTop - overscan));
  const last = rowAt(layout, scrollTop + height + overscan);
  return { first, last };
}

/**
 * Where the photo at a flat index sits: its section, its index in it, and its row.
 * @public
 */
export function locate(layout: GridLayout, flatIndex: number): { section: number; index: number; row: GridRow } | null {
  if (flatIndex < 0 || flatIndex >= layout.total) return null;
  let section = 0;
  while (section + 1 < layout.sectionStarts.length && (layout.sectionStarts[section + 1] as number) <= flatIndex) section++;
  const index = flatIndex - (layout.sectionStarts[section] as number);
  const row = layout.rows.find((r) => r.kind === 'photos' && r.section === section && index >= r.start && index < r.start + r.length);
  return row ? { section, index, row } : null;
}

/**
 * The flat index a key moves focus to: ←/→ one photo, ↑/↓ one row (the same column of the row above
 * or below, also across sections), Home/End the first or last photo, PageUp/PageDown `pageRows` rows.
 * Null for other keys.
 * @public
 */
export function moveFocus(layout: GridLayout, from: number, key: string, pageRows = 3): number | null {
  const last = layout.total - 1;
  if (last < 0) return null;
  const clamp = (i: number) => Math.min(last, Math.max(0, i));
  const vertical = (steps: number) => {
    const at = locate(layout, from);
    if (!at) return clamp(from);
    const column = at.index - at.row.start;
    const photoRows = layout.rows.filter((r) => r.kind === 'photos');
    const position = photoRows.indexOf(at.row);
    const target = photoRows[Math.min(photoRows.length - 1, Math.max(0, position + steps))] as GridRow;
    return target.flatStart + Math.min(column, target.length - 1);
  };
  switch (key) {
    case 'ArrowLeft':
      return clamp(from - 1);
    case 'ArrowRight':
      return clamp(from + 1);
    case 'ArrowUp':
      return vertical(-1);
    case 'ArrowDown':
      return vertical(1);
    case 'PageUp':
      return vertical(-pageRows);
    case 'PageDown':
      return vertical(pageRows);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
