import type { Survey, SurveyStatus, Website } from '@greenroom/contracts';
import { defineList, enumParam, toRequestParams } from '@greenroom/sdk';

/** The micro-site status filter in the address (`?status=published`) and its value for the server. */
const SITE_STATUS_PARAM = { published: 1, draft: 0 } as const;
const siteFilters = { status: enumParam(['published', 'draft'] as const) };

/**
 * `/activity/other/micro`'s list of micro-sites: its route names it, so that its first page is asked
 * for as the route is entered, while the page's files still download (issue 25).
 */
export const siteList = defineList<Website, typeof siteFilters>({
  filters: siteFilters,
  load: (query, { api, signal }) => {
    const status = query.filters.status;
    return api.get('/api/website/list', { query: { ...toRequestParams(query), status: status && SITE_STATUS_PARAM[status] }, signal });
  },
});

/** The survey status filter in the address (`?status=collecting`) and its value for the server. */
export const SURVEY_STATUS_PARAM = { draft: 0, collecting: 1, closed: 2 } as const satisfies Record<string, SurveyStatus>;
/** The survey status filter's values, in the order it offers them. */
export const SURVEY_STATUS_NAMES = Object.keys(SURVEY_STATUS_PARAM) as (keyof typeof SURVEY_STATUS_PARAM)[];
const surveyFilters = { status: enumParam(SURVEY_STATUS_NAMES) };

/** `/activity/other/question`'s list of surveys, named by its route as {@link siteList} is. */
export const surveyList = defineList<Survey, typeof surveyFilters>({
  filters: surveyFilters,
  load: (query, { api, signal }) => {
    const status = query.filters.status;
    return api.get('/api/survey/list', { query: { ...toRequestParams(query), status: status && SURVEY_STATUS_PARAM[status] }, signal });
  },
});
