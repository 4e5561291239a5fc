import { definePlugin } from '@greenroom/sdk';
import { eventListRef } from './routes';
import { texts } from './texts';

/** Events (SPEC §1 product 3): the organiser's events, their video and material libraries, and upcoming events on the console home. */
export default definePlugin({
  id: 'event',
  sdk: '^1',
  setup(ctx) {
    const { admin } = ctx.config.products.event;
    ctx.addRoute({ ref: eventListRef, path: 'activity/event', title: texts.listTitle, page: () => import('./pages/EventListPage') });
    ctx.addMenuItem({ section: 'activity', key: 'activity-event', text: texts.menu, route: eventListRef, order: 30 });
    ctx.addRoute({
      path: 'content/video/event',
      name: 'content-video-event',
      title: texts.videoTitle,
      container: 'content/video',
      order: 30,
      page: () => import('./pages/EventVideoPage'),
    });
    ctx.addRoute({
      path: 'content/material/event',
      name: 'content-material-event',
      title: texts.materialTitle,
      container: 'content/material',
      order: 20,
      page: () => import('./pages/EventMaterialPage'),
    });
    ctx.addProductCard({ productId: 3, group: 'events', ...texts.card, href: admin, order: 1 });
    ctx.addHomeWidget({ key: 'upcoming-events', title: texts.widget.title, order: 30, component: () => import('./home/UpcomingEventsWidget') });
  },
});
