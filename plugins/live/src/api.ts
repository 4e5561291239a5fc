import type { HttpClient, Page } from '@greenroom/sdk';

/** API base of activities (SPEC §7 "Base /api/activity"). */
export const ACTIVITY_API = '/api/activity';

/** Status of a text-image live activity. */
export type LiveStatus = 'not_started' | 'live' | 'ended';

/** A row of `GET /twzb/list`. */
export interface LiveActivity {
  id: number;
  title: string;
  coverUrl: string;
  status: LiveStatus;
  startTime: string;
  endTime: string | null;
  groupId: number | null;
  groupName: string | null;
  viewCount: number;
  createdAt: string;
}

/** A row of `GET /twzb/group-list`. */
export interface LiveGroup {
  id: number;
  name: string;
  count: number;
}

/** Query of the list, as kept in the page address. */
export interface LiveListQuery {
  pageNum: number;
  pageSize: number;
  keyword: string;
  groupId: number | null;
}

export const listActivities = (http: HttpClient, q: LiveListQuery, signal?: AbortSignal) =>
  http.get<Page<LiveActivity>>('/twzb/list', {
    params: { pageNum: q.pageNum, pageSize: q.pageSize, keyword: q.keyword || undefined, groupId: q.groupId ?? undefined },
    signal,
  });

export const listGroups = (http: HttpClient) => http.get<LiveGroup[]>('/twzb/group-list');

export const deleteActivity = (http: HttpClient, id: number) => http.delete<null>(`/twzb/${id}`);
