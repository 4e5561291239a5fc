import { createRouteRef, definePlugin } from '@greenroom/sdk';
import { texts } from './texts';

/** The plugin's one page, named by reference (menu items and links take it). */
export const helloRef = createRouteRef({ id: 'helloLabs' });

export default definePlugin({
  id: 'hello',
  sdk: '^2',
  setup(ctx) {
    ctx.addRoute({ ref: helloRef, path: 'labs/hello', title: texts.title, page: () => import('./HelloPage') });
    ctx.addMenuItem({ section: 'marketing', key: 'hello-labs', text: texts.title, route: helloRef, order: 100 });
  },
});
