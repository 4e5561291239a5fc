import { createRouteRef } from '@greenroom/sdk';

/**
 * The four screens of 平台数据 (`/data/activity/<product>`), children of the container
 * `data/activity`. Their ids `data-activity-<product>` are announced: the micro plugin's site figures
 * link to `data-activity-micro` through an external route reference.
 */
export const activityDataRefs = {
  live: createRouteRef({ id: 'data-activity-live' }),
  photo: createRouteRef({ id: 'data-activity-photo' }),
  event: createRouteRef({ id: 'data-activity-event' }),
  micro: createRouteRef({ id: 'data-activity-micro' }),
} as const;
