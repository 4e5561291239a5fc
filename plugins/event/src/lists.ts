import type { ActivityEvent, ActivityListSort } from '@greenroom/contracts';
import { defineList, enumParam, toRequestParams } from '@greenroom/sdk';
import { EVENT_STATUSES } from './status';

const filters = { status: enumParam(EVENT_STATUSES) };

/**
 * `/activity/event`'s list of events: its route names it, so that its first page is asked for as the
 * route is entered, while the page's files still download (issue 25).
 */
export const eventList = defineList<ActivityEvent, typeof filters, ActivityListSort>({
  filters,
  sorts: ['startTime', 'createdAt'],
  load: (query, { api, signal }) => api.get('/api/activity/event/list', { query: toRequestParams(query), signal }),
});
