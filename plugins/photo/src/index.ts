import { photoVideoList } from '@greenroom/media/lists';
import { definePlugin } from '@greenroom/sdk';
import { albumList, cityList, personList } from './lists';
import { albumEditorRef, albumsRef, citiesRef, imageRef, personRef, timelineRef } from './routes';
import { shellTexts as texts } from './shellTexts';

/** Cloud photography (SPEC §1 product 2): photo-live albums and their editor, their videos, the image library, the drawer card and a home widget. */
export default definePlugin({
  id: 'photo',
  sdk: '^2',
  setup(ctx) {
    const { admin } = ctx.config.products.photo;
    ctx.addRoute({ ref: albumsRef, path: 'activity/photo', title: texts.routes.albums, list: albumList, page: () => import('./pages/AlbumListPage') });
    // One route edits a new album (`activity/photo/new`) and a saved one (`activity/photo/12`).
    ctx.addRoute({
      ref: albumEditorRef,
      path: 'activity/photo/:id',
      title: texts.routes.albumEditor,
      menuParent: albumsRef,
      page: () => import('./pages/AlbumEditorPage'),
    });
    ctx.addMenuItem({ section: 'activity', key: 'activity-photo', text: texts.menu, route: albumsRef, order: 20 });
    ctx.addRoute({
      path: 'content/video/photo',
      name: 'content-video-photo',
      title: texts.routes.video,
      container: 'content/video',
      order: 20,
      tab: texts.routes.video,
      list: photoVideoList,
      page: () => import('./pages/PhotoVideoPage'),
    });
    // The host's 图片库 menu entry appears once a plugin registers `content/image`.
    ctx.addRoute({ ref: imageRef, path: 'content/image', title: texts.routes.image, page: () => import('./pages/ImageOverviewPage') });
    ctx.addRoute({
      ref: personRef,
      path: 'content/person',
      title: texts.routes.person,
      menuParent: imageRef,
      list: personList,
      page: () => import('./pages/PersonPage'),
    });
    ctx.addRoute({
      ref: timelineRef,
      path: 'content/timeline',
      title: texts.routes.timeline,
      menuParent: imageRef,
      page: () => import('./pages/TimelinePage'),
    });
    ctx.addRoute({
      ref: citiesRef,
      path: 'content/cityList',
      title: texts.routes.cities,
      menuParent: imageRef,
      list: cityList,
      page: () => import('./pages/CityPage'),
    });
    ctx.addProductCard({ productId: 2, href: admin });
    ctx.addHomeWidget({ key: 'photo-albums', title: texts.widget.title, order: 20, component: () => import('./home/PhotoAlbumsWidget') });
  },
});
