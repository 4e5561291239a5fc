import { EmptyState, ErrorState, formatCount } from '@greenroom/sdk';
import { type ListController, ListPagination, SearchBox } from '@greenroom/sdk/kit';
import { CARD_PAGE_SIZES } from '../lists';

/** One card: a person or a city with its cover and photo count. */
export interface GroupCard {
  key: string | number;
  name: string;
  coverUrl: string;
  photoCount: number;
  /** A second line (the province of a city). */
  detail?: string;
}

/** Props of {@link GroupCards}. */
export interface GroupCardsProps<T> {
  controller: ListController<T, Record<never, never>, never>;
  card: (row: T) => GroupCard;
  onOpen: (row: T) => void;
  search: string;
  emptyText: string;
  errorText: string;
  countText: (n: string) => string;
  openLabel: (name: string, n: string) => string;
  /** Round covers (faces). */
  round?: boolean;
}

/**
 * A paged grid of group cards (people, cities) on the kit's list controller: search and page in
 * the address, the old cards kept while a page loads, 暂无数据 and an error with 重试.
 */
export function GroupCards<T>({ controller, card, onOpen, search, emptyText, errorText, countText, openLabel, round }: GroupCardsProps<T>) {
  const { query, rows, total, loading, error } = controller;
  return (
    <div className="gr-group-cards">
      <SearchBox value={query.keyword} onSearch={(keyword) => controller.setQuery({ keyword })} placeholder={search} />
      {error && rows.length === 0 ? <ErrorState text={errorText} onRetry={controller.refetch} /> : null}
      {!error && !loading && total === 0 ? <EmptyState text={emptyText} /> : null}
      <ul className={loading ? 'gr-card-grid gr-list-stale' : 'gr-card-grid'} aria-busy={loading}>
        {rows.map((row) => {
          const item = card(row);
          const count = formatCount(item.photoCount);
          return (
            <li key={item.key}>
              <button type="button" className="gr-group-card" aria-label={openLabel(item.name, count)} onClick={() => onOpen(row)}>
                <img loading="lazy" src={item.coverUrl} alt="" className={round ? 'gr-group-face' : undefined} />
                <strong>{item.name}</strong>
                {item.detail ? <span className="gr-muted">{item.detail}</span> : null}
                <span className="gr-muted">{countText(count)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {total ? (
        <ListPagination
          page={query.page}
          pageSize={query.pageSize}
          total={total}
          pageSizes={CARD_PAGE_SIZES}
          onPageChange={(page) => controller.setQuery({ page })}
          onPageSizeChange={(pageSize) => controller.setQuery({ pageSize })}
        />
      ) : null}
    </div>
  );
}
