import { createRouteRef } from '@greenroom/sdk';

/** `/activity/event`: the events list; its menu entry and the home widget's 全部 link to it. */
export const eventListRef = createRouteRef({ id: 'event' });
