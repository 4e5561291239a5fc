import { definePlugin } from '@greenroom/sdk';
import { shellTexts as texts } from './shellTexts';

/** The image section's route name: the host's 图片库 menu entry appears once a plugin registers it. */
const IMAGE = 'content/image';

/** Cloud photography (SPEC §1 product 2): photo-live albums, their videos, the image library, the drawer card and a home widget. */
export default definePlugin({
  id: 'photo',
  sdk: '^1',
  setup(ctx) {
    const { admin } = ctx.config.products.photo;
    ctx.addRoute({ path: 'activity/photo', name: 'photo', title: texts.routes.albums, page: () => import('./pages/AlbumListPage') });
    ctx.addMenuItem({ section: 'activity', key: 'activity-photo', text: texts.menu, route: 'photo', order: 20 });
    ctx.addRoute({
      path: 'content/video/photo',
      name: 'content-video-photo',
      title: texts.routes.video,
      container: 'content/video',
      order: 20,
      page: () => import('./pages/PhotoVideoPage'),
    });
    ctx.addRoute({ path: IMAGE, name: IMAGE, title: texts.routes.image, page: () => import('./pages/ImageOverviewPage') });
    ctx.addRoute({ path: 'content/person', name: 'content-person', title: texts.routes.person, menuParent: IMAGE, page: () => import('./pages/PersonPage') });
    ctx.addRoute({
      path: 'content/timeline',
      name: 'content-timeline',
      title: texts.routes.timeline,
      menuParent: IMAGE,
      page: () => import('./pages/TimelinePage'),
    });
    ctx.addRoute({ path: 'content/cityList', name: 'content-city', title: texts.routes.cities, menuParent: IMAGE, page: () => import('./pages/CityPage') });
    ctx.addProductCard({ productId: 2, group: 'live', ...texts.card, tag: 'HOT', href: admin, order: 2 });
    ctx.addHomeWidget({ key: 'photo-albums', title: texts.widget.title, order: 20, component: () => import('./home/PhotoAlbumsWidget') });
  },
});
