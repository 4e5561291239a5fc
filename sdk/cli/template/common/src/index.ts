import { definePlugin } from '@greenroom/sdk';
import { surveyList } from './lists';
import { listRef, statsRef } from './routes';
import { texts } from './texts';

/**
 * The plugin __ID__: a page under 营销中心 listing the organiser's surveys, a page charting their
 * answers, and a console-home widget with the latest ones. `setup` only registers; the page and the widget are loaded when shown.
 */
export default definePlugin({
  id: '__ID__',
  sdk: '^2',
  setup(ctx) {
    ctx.addRoute({ ref: listRef, path: 'labs/__ID__', title: texts.title, list: surveyList, page: () => import('./pages/PluginPascalListPage') });
    ctx.addRoute({
      ref: statsRef,
      path: 'labs/__ID__/stats',
      title: texts.stats.title,
      menuParent: listRef,
      page: () => import('./pages/PluginPascalStatsPage'),
    });
    ctx.addMenuItem({ section: 'marketing', parent: 'marketing-center', key: '__ID__', text: texts.title, route: listRef, order: 100 });
    ctx.addHomeWidget({ key: '__ID__-surveys', title: texts.widget.title, order: 100, component: () => import('./home/PluginPascalWidget') });
  },
});
