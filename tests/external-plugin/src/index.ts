import { createRouteRef, definePlugin } from '@greenroom/sdk';

/** The plugin's one page, named by reference (menu items and links take it). */
export const helloRef = createRouteRef({ id: 'helloLabs' });

export default definePlugin({
  id: 'hello',
  sdk: '^2',
  setup(ctx) {
    ctx.addRoute({ ref: helloRef, path: 'labs/hello', title: '外部插件示例', page: () => import('./HelloPage') });
    ctx.addMenuItem({ section: 'marketing', key: 'hello-labs', text: '外部插件示例', route: helloRef, order: 100 });
  },
});
