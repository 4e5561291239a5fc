import type { Survey, SurveyStatus } from '@greenroom/contracts';
import { defineList, enumParam, toRequestParams } from '@greenroom/sdk';

/** The status filter in the address (`?status=collecting`) and its value for the server. */
export const STATUS_PARAM = { draft: 0, collecting: 1, closed: 2 } as const satisfies Record<string, SurveyStatus>;
/** The status filter's values, in the order it offers them. */
export const STATUS_NAMES = Object.keys(STATUS_PARAM) as (keyof typeof STATUS_PARAM)[];
const filters = { status: enumParam(STATUS_NAMES) };

/**
 * The surveys of `GET /api/survey/list`, declared once outside the page's file: the route names it
 * (`addRoute({ …, list })`), so that its first page is asked for as the route is entered, while the
 * page's files still download; the page gives it to `useListController({ source })`, which takes
 * that call's answer.
 */
export const surveyList = defineList<Survey, typeof filters>({
  filters,
  load: (query, { api, signal }) => {
    const status = query.filters.status;
    return api.get('/api/survey/list', { query: { ...toRequestParams(query), status: status && STATUS_PARAM[status] }, signal });
  },
});
