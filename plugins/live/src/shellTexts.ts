import { defineTexts } from '@greenroom/sdk';

/**
 * The part of the plugin's text catalogue the console's first screen needs: menu and route titles,
 * the home widget. Kept apart so the plugin entry does not carry the pages'
 * texts (the list's, the editor's); pages read those through `texts.ts`.
 */
export const shellTexts = defineTexts({
  'zh-CN': {
    title: '直播活动',
    menu: '直播',
    /** The editor's route title (document title, breadcrumbs). */
    editorRoute: '编辑直播',
    /** The shared containers' names, as the side menu's 资产管理 says them, and the pages' headings. */
    library: { videoRoute: '视频库', materialRoute: '素材库', videoPage: '直播视频库', materialPage: '直播素材库' },
    /** Its name on the containers' tabs (视频库 / 素材库 → 直播). */
    libraryTab: '直播',
    widget: {
      title: '正在直播',
      online: '在线',
      live: '直播中',
      soon: '即将开始',
      notScheduled: '未设置开始时间',
      manage: '管理',
      manageLabel: (title: string) => `管理直播「${title}」`,
      empty: '暂无正在进行或即将开始的直播',
      loadFailed: '直播加载失败',
      all: '查看全部直播',
    },
  },
  'en-US': {
    title: 'Live activities',
    menu: 'Live',
    editorRoute: 'Edit live',
    library: { videoRoute: 'Videos', materialRoute: 'Materials', videoPage: 'Live videos', materialPage: 'Live materials' },
    libraryTab: 'Live',
    widget: {
      title: 'Live now',
      online: 'Online',
      live: 'Live',
      soon: 'Starting soon',
      notScheduled: 'No start time set',
      manage: 'Manage',
      manageLabel: (title) => `Manage live "${title}"`,
      empty: 'No live or upcoming broadcasts',
      loadFailed: 'Failed to load broadcasts',
      all: 'View all broadcasts',
    },
  },
});
