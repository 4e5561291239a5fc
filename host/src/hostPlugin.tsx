import { IconAIStrokedLevel1, IconCloudStroked, IconHome, IconUserSetting } from '@douyinfe/semi-icons';
import { createExternalRouteRef, type PluginDefinition } from '@greenroom/sdk';
import { texts } from './texts';

/** The host's own contributions, registered through the same registry as any plugin. */
export const hostPlugin: Pick<PluginDefinition, 'setup'> = {
  setup(ctx) {
    const { userCenterHost, host } = ctx.config;
    /** The image library's overview (the photo plugin's route `content/image`): its 资产管理 entry shows once a plugin registers it. */
    const imageLibrary = createExternalRouteRef({ id: 'content/image', optional: true, unavailable: texts.photoPluginMissing });
    const home = ctx.addRoute({ path: 'basic', name: 'basic', title: texts.home, page: () => import('./pages/HomePage') });
    ctx.addRoute({ path: 'system/plugins', name: 'diagnostics', title: texts.diagnostics, page: () => import('./pages/DiagnosticsPage') });
    ctx.addMenuItem({ section: 'home', key: 'basic', text: texts.home, route: home, icon: <IconHome /> });
    // SPEC §2 资产管理: containers several plugins fill (live, photo, event…). The host owns the
    // entries, so no two plugins claim one menu key; the side menu hides one no plugin fills.
    ctx.addMenuItem({ section: 'assets', key: 'assets-video', text: texts.videoLibrary, container: 'content/video', order: 0 });
    ctx.addMenuItem({ section: 'assets', key: 'assets-image', text: texts.imageLibrary, route: imageLibrary, order: 1 });
    ctx.addMenuItem({ section: 'assets', key: 'assets-material', text: texts.materialLibrary, container: 'content/material', order: 2 });
    ctx.addMenuItem({
      section: 'ai',
      key: 'ai-chat',
      text: texts.aiAssistant,
      href: new URL('/ai-chat', host).href,
      target: 'tab',
      icon: <IconAIStrokedLevel1 />,
    });
    // SPEC §2 "Left menu": /cloud opens in a new tab, beside the AI assistant (a sibling product).
    ctx.addMenuItem({
      section: 'ai',
      key: 'cloud',
      text: texts.cloud,
      href: new URL('/cloud', host).href,
      target: 'tab',
      order: 1,
      icon: <IconCloudStroked />,
    });
    const account = [
      ['account', texts.accountCenter, '/user/account'],
      ['safeSetting', texts.safeSetting, '/user/safeSetting'],
      ['certification', texts.certification, '/user/certification'],
      ['pointsMall', texts.pointsMall, '/user/pointsMall'],
    ] as const;
    account.forEach(([key, text, path], order) => {
      ctx.addMenuItem({
        section: 'account',
        key: `account-${key}`,
        text,
        href: userCenterHost + path,
        target: 'window',
        order,
        icon: order === 0 ? <IconUserSetting /> : undefined,
      });
    });
  },
};
