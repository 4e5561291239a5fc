import { definePlugin } from '@greenroom/sdk';

/** Live streaming (SPEC §1 product 1): the organiser's text-image live activities. */
export default definePlugin({
  id: 'live',
  sdk: '^1',
  setup(ctx) {
    const admin = ctx.config.products.live.admin;
    ctx.addRoute({ path: 'activity/live', name: 'live', title: '直播活动', page: () => import('./pages/LiveListPage') });
    ctx.addMenuItem({ section: 'activity', key: 'activity-live', text: '直播', route: 'live', order: 10 });
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
