import { createRouteRef } from '@greenroom/sdk';

/** `/activity/event`: the events list; its menu entry and the home widget's 全部 link to it. */
export const eventListRef = createRouteRef({ id: 'event' });

/** `/activity/event/:id`: an event's editor; `new` (`/activity/event/new`) creates one. */
export const eventEditorRef = createRouteRef({ id: 'event-editor', params: ['id'] });

/** The `:id` of the editor that creates an event. */
export const NEW_EVENT = 'new';
