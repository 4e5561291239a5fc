import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LiveListQuery } from '../api';

/** Page size of the list unless the address says otherwise. */
export const DEFAULT_PAGE_SIZE = 10;
const PAGE_SIZES = [10, 20, 50];

/**
 * The list query kept in the address (`?page=2&size=20&keyword=年会&group=3`), so that reload,
 * back/forward and shared links show the same page. Invalid values fall back to defaults.
 */
export function useListQuery(): [LiveListQuery, (change: Partial<LiveListQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo<LiveListQuery>(() => {
    const pageNum = Number(params.get('page'));
    const pageSize = Number(params.get('size'));
    const groupId = Number(params.get('group'));
    return {
      pageNum: Number.isInteger(pageNum) && pageNum > 0 ? pageNum : 1,
      pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
      keyword: (params.get('keyword') ?? '').slice(0, 50),
      groupId: Number.isInteger(groupId) && groupId > 0 ? groupId : null,
    };
  }, [params]);
  const setQuery = useCallback(
    (change: Partial<LiveListQuery>) => {
      const next = { ...query, ...change };
      const search = new URLSearchParams();
      if (next.pageNum > 1) search.set('page', String(next.pageNum));
      if (next.pageSize !== DEFAULT_PAGE_SIZE) search.set('size', String(next.pageSize));
      if (next.keyword) search.set('keyword', next.keyword);
      if (next.groupId) search.set('group', String(next.groupId));
      setParams(search);
    },
    [query, setParams],
  );
  return [query, setQuery];
}
