import { createExternalRouteRef, createRouteRef } from '@greenroom/sdk';

/** `/activity/live`: the live activities list (图文直播); its menu entry and the home widget's 全部 link to it. */
export const liveListRef = createRouteRef({ id: 'live' });

/**
 * `/activity/live/:id`: one live activity's editor inside the console; `{ id: 'new' }` creates one.
 * The list's 新建 and 管理 and the home widget's 管理 link to it; the menu keeps 直播 highlighted.
 */
export const liveEditorRef = createRouteRef({ id: 'live-editor', params: ['id'] });

/** The `:id` of a new activity's editor. */
export const NEW_ID = 'new';

/**
 * The data centre's live screen (the data plugin's route `data-activity-live`): the list's 数据 opens
 * it for one broadcast (`?activityId=`): its viewers online with the last 30 minutes, its statistics.
 * Without the data plugin the list offers no 数据 at all, so no text says why it is missing.
 */
export const liveDataRef = createExternalRouteRef({ id: 'data-activity-live', optional: true });
