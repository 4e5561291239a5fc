import type { ActivityListSort, ActivityPhoto, ActivityPhotoStatus } from '@greenroom/contracts';
import { defineList, enumParam, toRequestParams } from '@greenroom/sdk';

/**
 * The album statuses, in the order the list's filter offers them (declared here, not beside their
 * tags in status.ts, whose texts the plugin's entry does not load).
 */
export const ALBUM_STATUSES = ['not_started', 'live', 'ended'] as const satisfies readonly ActivityPhotoStatus[];

const filters = { status: enumParam(ALBUM_STATUSES) };

/**
 * `/activity/photo`'s list of albums: its route names it, so that its first page is asked for as the
 * route is entered, while the page's files still download (issue 25).
 */
export const albumList = defineList<ActivityPhoto, typeof filters, ActivityListSort>({
  filters,
  sorts: ['startTime', 'createdAt'],
  load: (query, { api, signal }) => api.get('/api/activity/photo/list', { query: toRequestParams(query), signal }),
});
