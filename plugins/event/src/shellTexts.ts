import type { ActivityEventStatus } from '@greenroom/contracts';

/**
 * The part of the plugin's text catalogue the console's first screen needs: menu and route titles,
 * the home widget and the status names it shows. Kept apart so the plugin entry
 * does not carry the pages' texts (the editor's); pages read everything through `texts.ts`.
 */
export const shellTexts = {
  menu: '活动',
  listTitle: '活动列表',
  videoTitle: '视频库',
  materialTitle: '素材库',
  /** Its name on the containers' tabs (视频库 / 素材库 → 活动). */
  libraryTab: '活动',
  editorTitle: '编辑活动',
  status: { not_started: '未开始', ongoing: '进行中', ended: '已结束' } satisfies Record<ActivityEventStatus, string>,
  widget: {
    title: '近期活动',
    empty: '暂无进行中或即将开始的活动',
    loadFailed: '近期活动加载失败',
    registrations: (n: string) => `报名 ${n}`,
    all: '全部活动',
  },
} as const;
