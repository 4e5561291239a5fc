import { definePlugin } from '@greenroom/sdk';

export default definePlugin({
  id: 'hello',
  sdk: '^1',
  setup(ctx) {
    ctx.addRoute({ path: 'labs/hello', name: 'helloLabs', title: '外部插件示例', page: () => import('./HelloPage') });
    ctx.addMenuItem({ section: 'marketing', key: 'hello-labs', text: '外部插件示例', route: 'helloLabs', order: 100 });
  },
});
