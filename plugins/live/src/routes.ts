import { createRouteRef } from '@greenroom/sdk';

/** `/activity/live`: the live activities list (图文直播); its menu entry and the home widget's 全部 link to it. */
export const liveListRef = createRouteRef({ id: 'live' });
