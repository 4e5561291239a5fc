import type { AudienceMember, Conferee } from '@greenroom/contracts';
import { defineList, enumParam, intParam, type ListQuery } from '@greenroom/sdk';

const audienceFilters = { tagId: intParam(), platform: intParam() };

/** 观众数据's selection of the audience as its list call and its export take it. */
export function audienceSelection(query: Pick<ListQuery<typeof audienceFilters>, 'keyword' | 'filters' | 'range'>) {
  return {
    keyword: query.keyword || undefined,
    tagId: query.filters.tagId,
    platform: query.filters.platform as 1 | 2 | 3 | 4 | undefined,
    startTime: query.range?.from,
    endTime: query.range?.to,
  };
}

/**
 * 观众数据's list of the live audience (`/data/user`): its route names it, so that its first page is
 * asked for as the route is entered, while the page's files still download (issue 25).
 */
export const audienceList = defineList<AudienceMember, typeof audienceFilters>({
  filters: audienceFilters,
  load: (query, { api, signal }) =>
    api.post('/api/statistics/twzb/userManage/list', {
      body: { pageNum: query.page, pageSize: query.pageSize, ...audienceSelection(query) },
      signal,
    }),
});

const confereeFilters = { eventId: intParam(), signIn: enumParam(['0', '1'] as const) };

/** 报名数据's selection of conferees as its list call and its export take it (every page of it, for the export). */
export function confereeSelection(query: Pick<ListQuery<typeof confereeFilters>, 'keyword' | 'filters' | 'range'>) {
  return {
    keyword: query.keyword || undefined,
    eventId: query.filters.eventId,
    signIn: query.filters.signIn === undefined ? undefined : (Number(query.filters.signIn) as 0 | 1),
    startTime: query.range?.from,
    endTime: query.range?.to,
  };
}

/** 报名数据's list of conferees (`/data/event`), named by its route as {@link audienceList} is. */
export const confereeList = defineList<Conferee, typeof confereeFilters>({
  filters: confereeFilters,
  load: (query, { api, signal }) =>
    api.post('/api/statistics/event/confereeList', { body: { pageNum: query.page, pageSize: query.pageSize, ...confereeSelection(query) }, signal }),
});
