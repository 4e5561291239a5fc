import { definePlugin } from '@greenroom/sdk';

/** The marketing centre (SPEC §2 `/marketing-center`, `/marketing-preview/{type}`): the tools' catalogue and a phone preview of each. */
export default definePlugin({
  id: 'marketing',
  sdk: '^1',
  setup(ctx) {
    ctx.addRoute({ path: 'marketing-center', name: 'marketing-center', title: '营销中心', page: () => import('./pages/MarketingCenterPage') });
    ctx.addRoute({
      path: 'marketing-preview/:type',
      name: 'marketing-preview',
      title: '营销工具预览',
      menuParent: 'marketing-center',
      page: () => import('./pages/MarketingPreviewPage'),
    });
    ctx.addMenuItem({ section: 'marketing', key: 'marketing-center', text: '营销中心', route: 'marketing-center' });
  },
});
