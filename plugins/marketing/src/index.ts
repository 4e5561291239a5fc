import { definePlugin } from '@greenroom/sdk';
import { centerRef, previewRef } from './routes';
import { shellTexts as texts } from './shellTexts';

/** The marketing centre (SPEC §2 `/marketing-center`, `/marketing-preview/{type}`): the tools' catalogue and a phone preview of each. */
export default definePlugin({
  id: 'marketing',
  sdk: '^2',
  setup(ctx) {
    ctx.addRoute({ ref: centerRef, path: 'marketing-center', title: texts.center, page: () => import('./pages/MarketingCenterPage') });
    ctx.addRoute({
      ref: previewRef,
      path: 'marketing-preview/:type',
      title: texts.preview,
      menuParent: centerRef,
      page: () => import('./pages/MarketingPreviewPage'),
    });
    ctx.addMenuItem({ section: 'marketing', key: 'marketing-center', text: texts.center, route: centerRef });
  },
});
