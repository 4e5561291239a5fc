import { definePlugin } from '@greenroom/sdk';
import { libraryTitles } from './pages/libraryTexts';
import { widgetTexts } from './widgets/texts';

/** Live streaming (SPEC §1 product 1): the organiser's text-image live activities. */
export default definePlugin({
  id: 'live',
  sdk: '^1',
  setup(ctx) {
    const admin = ctx.config.products.live.admin;
    ctx.addRoute({ path: 'activity/live', name: 'live', title: '直播活动', page: () => import('./pages/LiveListPage') });
    ctx.addMenuItem({ section: 'activity', key: 'activity-live', text: '直播', route: 'live', order: 10 });
    // SPEC §2: first children of the shared containers; the host owns their 资产管理 menu entries.
    ctx.addRoute({
      path: 'content/video/live',
      name: 'video-live',
      title: libraryTitles.videoRoute,
      container: 'content/video',
      order: 10,
      page: () => import('./pages/LiveVideoLibraryPage'),
    });
    ctx.addRoute({
      path: 'content/material/live',
      name: 'material-live',
      title: libraryTitles.materialRoute,
      container: 'content/material',
      order: 10,
      page: () => import('./pages/LiveMaterialLibraryPage'),
    });
    ctx.addHomeWidget({ key: 'live-now', title: widgetTexts.title, order: 10, component: () => import('./widgets/LiveNowWidget') });
    ctx.addProductCard({
      productId: 1,
      group: 'live',
      title: '视频直播',
      description: '多机位高清直播、图文直播与互动营销',
      keywords: ['直播', '图文', '互动'],
      editions: { 1: '旗舰版', 2: '尊享版', 3: '企业版' },
      tag: 'HOT',
      hot: true,
      href: admin,
      order: 1,
    });
    ctx.addPurchaseItem({ key: 'live', text: '购买直播', description: '直播版本与流量套餐', href: `${ctx.config.products.live.base}/purchase`, order: 1 });
  },
});
