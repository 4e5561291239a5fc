import { definePlugin } from '@greenroom/sdk';
import { audienceList, confereeList } from './lists';
import { activityDataRefs } from './routes';
import { routeTexts as texts } from './routeTexts';

/** The data centre (数据中心, SPEC §2): platform, shop, audience and registration data. */
export default definePlugin({
  id: 'data',
  sdk: '^2',
  setup(ctx) {
    const products = [
      ['live', texts.titles.live, 0, () => import('./pages/LiveDataPage')],
      ['photo', texts.titles.photo, 5, () => import('./pages/PhotoDataPage')],
      ['event', texts.titles.event, 10, () => import('./pages/EventStatPage')],
      ['micro', texts.titles.micro, 20, () => import('./pages/MicroDataPage')],
    ] as const;
    for (const [child, title, order, page] of products) {
      ctx.addRoute({ ref: activityDataRefs[child], path: `data/activity/${child}`, title, container: 'data/activity', order, charts: true, page });
    }
    const shop = ctx.addRoute({ path: 'data/shop', name: 'data-shop', title: texts.titles.shop, charts: true, page: () => import('./pages/ShopDataPage') });
    const user = ctx.addRoute({
      path: 'data/user',
      name: 'data-user',
      title: texts.titles.user,
      list: audienceList,
      page: () => import('./pages/UserDataPage'),
    });
    const registration = ctx.addRoute({
      path: 'data/event',
      name: 'data-event',
      title: texts.titles.registration,
      list: confereeList,
      charts: true,
      page: () => import('./pages/RegistrationDataPage'),
    });
    ctx.addMenuItem({ section: 'data', key: 'data-activity', text: texts.menu.activity, container: 'data/activity', order: 0 });
    const menu = [
      ['data-shop', texts.menu.shop, shop],
      ['data-user', texts.menu.user, user],
      ['data-event', texts.menu.event, registration],
    ] as const;
    menu.forEach(([key, text, route], order) => {
      ctx.addMenuItem({ section: 'data', key, text, route, order: (order + 1) * 10 });
    });
  },
});
