import { DEFAULT_PAGE_SIZES } from '../../listQuery';
import { KitSelect as Select } from './KitSelect';
import { listTexts } from './texts';

/**
 * Props of {@link ListPagination}.
 * @public
 */
export interface ListPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** Page sizes offered; `[10, 20, 50]` by default. */
  pageSizes?: readonly number[];
  onPageChange(page: number): void;
  onPageSizeChange(size: number): void;
}

/**
 * The page numbers shown: first, last, the current one and its neighbours, gaps as null.
 * @public
 */
export function pageWindow(page: number, last: number): (number | null)[] {
  const shown = new Set([1, last, page - 1, page, page + 1].filter((n) => n >= 1 && n <= last));
  if (page <= 4) for (let n = 2; n <= Math.min(5, last); n++) shown.add(n);
  if (page >= last - 3) for (let n = Math.max(1, last - 4); n < last; n++) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of sorted) {
    const previous = out[out.length - 1];
    if (typeof previous === 'number' && n - previous > 1) out.push(null);
    out.push(n);
  }
  return out;
}

/**
 * Pagination made of real buttons, so every page is a tab stop and reads as 第 N 页 to a screen
 * reader (Semi's items are list items a keyboard cannot reach).
 * @public
 */
export function ListPagination({ page, pageSize, total, pageSizes = DEFAULT_PAGE_SIZES, onPageChange, onPageSizeChange }: ListPaginationProps) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const end = Math.min(total, page * pageSize);
  return (
    <nav className="gr-pagination" aria-label={listTexts.pagination}>
      <span className="gr-muted" aria-live="polite">
        {listTexts.range(first, end, total)}
      </span>
      <button type="button" className="gr-page-button" disabled={page <= 1} aria-label={listTexts.prev} onClick={() => onPageChange(page - 1)}>
        ‹
      </button>
      {pageWindow(page, last).map((n, i) =>
        n === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
          <span key={`gap-${i}`} className="gr-page-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            type="button"
            key={n}
            className={n === page ? 'gr-page-button gr-page-current' : 'gr-page-button'}
            aria-label={listTexts.page(n)}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => n !== page && onPageChange(n)}
          >
            {n}
          </button>
        ),
      )}
      <button type="button" className="gr-page-button" disabled={page >= last} aria-label={listTexts.next} onClick={() => onPageChange(page + 1)}>
        ›
      </button>
      <Select
        aria-label={listTexts.pageSize}
        value={pageSize}
        style={{ width: 110 }}
        optionList={pageSizes.map((n) => ({ value: n, label: listTexts.perPage(n) }))}
        onChange={(value) => onPageSizeChange(Number(value))}
      />
    </nav>
  );
}
