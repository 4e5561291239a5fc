import { materialLists, recordingLists } from '@greenroom/media/lists';
import { definePlugin } from '@greenroom/sdk';
import { eventList } from './lists';
import { eventEditorRef, eventListRef } from './routes';
import { shellTexts as texts } from './shellTexts';

/** Events (SPEC §1 product 3): the organiser's events and their editor, their video and material libraries, and upcoming events on the console home. */
export default definePlugin({
  id: 'event',
  sdk: '^2',
  setup(ctx) {
    const { admin } = ctx.config.products.event;
    ctx.addRoute({ ref: eventListRef, path: 'activity/event', title: texts.listTitle, list: eventList, page: () => import('./pages/EventListPage') });
    ctx.addMenuItem({ section: 'activity', key: 'activity-event', text: texts.menu, route: eventListRef, order: 30 });
    // One route for both: `activity/event/new` creates, `activity/event/7` edits; 活动 stays highlighted.
    ctx.addRoute({
      ref: eventEditorRef,
      path: 'activity/event/:id',
      title: texts.editorTitle,
      menuParent: eventListRef,
      page: () => import('./pages/EventEditorPage'),
    });
    ctx.addRoute({
      path: 'content/video/event',
      name: 'content-video-event',
      title: texts.videoTitle,
      container: 'content/video',
      order: 30,
      tab: texts.libraryTab,
      list: recordingLists.event,
      page: () => import('./pages/EventVideoPage'),
    });
    ctx.addRoute({
      path: 'content/material/event',
      name: 'content-material-event',
      title: texts.materialTitle,
      container: 'content/material',
      order: 20,
      tab: texts.libraryTab,
      list: materialLists.event,
      page: () => import('./pages/EventMaterialPage'),
    });
    ctx.addProductCard({ productId: 3, href: admin });
    ctx.addHomeWidget({ key: 'upcoming-events', title: texts.widget.title, order: 30, component: () => import('./home/UpcomingEventsWidget') });
  },
});
