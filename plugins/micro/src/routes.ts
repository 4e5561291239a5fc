import { createExternalRouteRef, createRouteRef } from '@greenroom/sdk';
import { shellTexts } from './shellTexts';

/** `/activity/other/micro`: the micro-websites (微站). */
export const sitesRef = createRouteRef({ id: 'micro' });
/** `/activity/other/question`: the surveys (问卷调查); the home widget's 全部 links to it. */
export const surveysRef = createRouteRef({ id: 'question' });

/**
 * The data centre's micro-website screen (the data plugin's route `data-activity-micro`): a site's
 * figures link to it, shown unavailable while that plugin is disabled — with the reason in the page's
 * language, so the reference is made where it is used (issue 29), not at module level.
 */
export const siteDataRef = () => createExternalRouteRef({ id: 'data-activity-micro', optional: true, unavailable: shellTexts.dataOff });

/**
 * `/activity/other/question/:id`: one survey's editor inside the console; `{ id: 'new' }` builds a
 * new one. The list's 新建问卷 and 编辑 link to it; the menu keeps 问卷调查 highlighted.
 */
export const surveyEditorRef = createRouteRef({ id: 'question-editor', params: ['id'] });

/** `/activity/other/question/:id/results`: one survey's answers (the list's 查看结果); 问卷调查 stays highlighted. */
export const surveyResultsRef = createRouteRef({ id: 'question-results', params: ['id'] });

/** The `:id` of a new survey's editor. */
export const NEW_SURVEY = 'new';
