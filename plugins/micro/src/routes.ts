import { createExternalRouteRef, createRouteRef } from '@greenroom/sdk';

/** `/activity/other/micro`: the micro-websites (微站). */
export const sitesRef = createRouteRef({ id: 'micro' });
/** `/activity/other/question`: the surveys (问卷调查); the home widget's 全部 links to it. */
export const surveysRef = createRouteRef({ id: 'question' });

/**
 * The data centre's micro-website screen (the data plugin's route `data-activity-micro`): a site's
 * figures link to it, shown unavailable while that plugin is disabled.
 */
export const siteDataRef = createExternalRouteRef({ id: 'data-activity-micro', optional: true, unavailable: '数据中心插件未启用' });
