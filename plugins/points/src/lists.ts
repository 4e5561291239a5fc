import type { PointsKind, PointsRecord } from '@greenroom/contracts';
import { defineList, enumParam, toRequestParams } from '@greenroom/sdk';

/** The kinds of a points record, in the order the list's filter offers them. */
export const POINTS_KINDS = ['earn', 'spend'] as const satisfies readonly PointsKind[];
const filters = { kind: enumParam(POINTS_KINDS) };

/**
 * `/user/points`'s list of points records: its route names it, so that its first page is asked for as
 * the route is entered, while the page's files still download (issue 25).
 */
export const pointsList = defineList<PointsRecord, typeof filters>({
  filters,
  load: (query, { api, signal }) => api.get('/api/user/points/list', { query: toRequestParams(query), signal }),
});
