import type { ActivityListSort, ActivityTwzb } from '@greenroom/contracts';
import { defineList, enumParam, intParam, toRequestParams } from '@greenroom/sdk';

const filters = { status: enumParam(['not_started', 'live', 'ended'] as const), groupId: intParam() };

/**
 * `/activity/live`'s list of broadcasts: its route names it, so that its first page is asked for as
 * the route is entered, while the page's files still download (issue 25).
 */
export const liveList = defineList<ActivityTwzb, typeof filters, ActivityListSort>({
  filters,
  sorts: ['startTime', 'createdAt'],
  load: (query, { api, signal }) => api.get('/api/activity/twzb/list', { query: toRequestParams(query), signal }),
});
