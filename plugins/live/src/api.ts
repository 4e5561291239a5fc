import type { ActivityTwzb, ActivityTwzbGroup, ActivityTwzbStatus, Page } from '@greenroom/contracts';
import type { HttpClient } from '@greenroom/sdk';

/** API base of activities (SPEC §7 "Base /api/activity"). */
export const ACTIVITY_API = '/api/activity';

/** Status of a text-image live activity (the contract's). */
export type LiveStatus = ActivityTwzbStatus;

/** A row of `GET /twzb/list` (the contract's; `startTime` is null when not scheduled). */
export type LiveActivity = ActivityTwzb;

/** A row of `GET /twzb/group-list` (the contract's). */
export type LiveGroup = ActivityTwzbGroup;

/** Query of the list, as kept in the page address. */
export interface LiveListQuery {
  pageNum: number;
  pageSize: number;
  keyword: string;
  groupId: number | null;
}

/** GET /twzb/list with the page address's query. */
export const listActivities = (http: HttpClient, q: LiveListQuery, signal?: AbortSignal) =>
  http.get<Page<LiveActivity>>('/twzb/list', {
    params: { pageNum: q.pageNum, pageSize: q.pageSize, keyword: q.keyword || undefined, groupId: q.groupId ?? undefined },
    signal,
  });

/** GET /twzb/group-list. */
export const listGroups = (http: HttpClient) => http.get<LiveGroup[]>('/twzb/group-list');

/** DELETE /twzb/{id}. */
export const deleteActivity = (http: HttpClient, id: number) => http.delete<null>(`/twzb/${id}`);
