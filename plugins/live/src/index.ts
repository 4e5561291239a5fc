import { materialLists, recordingLists } from '@greenroom/media/lists';
import { definePlugin } from '@greenroom/sdk';
import { liveList } from './lists';
import { liveEditorRef, liveListRef } from './routes';
import { shellTexts as texts } from './shellTexts';

/** Live streaming (SPEC §1 product 1): the organiser's text-image live activities, their recordings and materials. */
export default definePlugin({
  id: 'live',
  sdk: '^2',
  setup(ctx) {
    const { admin } = ctx.config.products.live;
    ctx.addRoute({ ref: liveListRef, path: 'activity/live', title: texts.title, list: liveList, page: () => import('./pages/LiveListPage') });
    ctx.addMenuItem({ section: 'activity', key: 'activity-live', text: texts.menu, route: liveListRef, order: 10 });
    // Issue 22 §1: the editor (`…/new` creates) inside the console; the 直播 entry stays highlighted (SPEC §2 parent marker).
    ctx.addRoute({
      ref: liveEditorRef,
      path: 'activity/live/:id',
      title: texts.editorRoute,
      menuParent: liveListRef,
      page: () => import('./pages/LiveEditorPage'),
    });
    // SPEC §2: first children of the shared containers; the host owns their 资产管理 menu entries.
    ctx.addRoute({
      path: 'content/video/live',
      name: 'video-live',
      title: texts.library.videoRoute,
      container: 'content/video',
      order: 10,
      tab: texts.libraryTab,
      list: recordingLists.live,
      page: () => import('./pages/LiveVideoLibraryPage'),
    });
    ctx.addRoute({
      path: 'content/material/live',
      name: 'material-live',
      title: texts.library.materialRoute,
      container: 'content/material',
      order: 10,
      tab: texts.libraryTab,
      list: materialLists.twzb,
      page: () => import('./pages/LiveMaterialLibraryPage'),
    });
    ctx.addHomeWidget({ key: 'live-now', title: texts.widget.title, order: 10, component: () => import('./widgets/LiveNowWidget') });
    ctx.addProductCard({ productId: 1, hot: true, href: admin });
  },
});
