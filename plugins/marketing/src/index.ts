import { definePlugin } from '@greenroom/sdk';
import { centerRef, previewRef } from './routes';

/** The marketing centre (SPEC §2 `/marketing-center`, `/marketing-preview/{type}`): the tools' catalogue and a phone preview of each. */
export default definePlugin({
  id: 'marketing',
  sdk: '^2',
  setup(ctx) {
    ctx.addRoute({ ref: centerRef, path: 'marketing-center', title: '营销中心', page: () => import('./pages/MarketingCenterPage') });
    ctx.addRoute({
      ref: previewRef,
      path: 'marketing-preview/:type',
      title: '营销工具预览',
      menuParent: centerRef,
      page: () => import('./pages/MarketingPreviewPage'),
    });
    ctx.addMenuItem({ section: 'marketing', key: 'marketing-center', text: '营销中心', route: centerRef });
  },
});
