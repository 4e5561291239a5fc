import type { ActivityEventStatus } from '@greenroom/contracts';
import { defineTexts } from '@greenroom/sdk';

/**
 * The part of the plugin's texts the console's first screen needs, by language (issue 29): menu and
 * route titles, the home widget and the status names it shows. Kept apart so the plugin entry does
 * not carry the pages' texts (the editor's, in `texts.ts`).
 */
export const shellTexts = defineTexts({
  'zh-CN': {
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
  },
  'en-US': {
    menu: 'Events',
    listTitle: 'Events',
    videoTitle: 'Videos',
    materialTitle: 'Materials',
    libraryTab: 'Events',
    editorTitle: 'Edit event',
    status: { not_started: 'Upcoming', ongoing: 'Ongoing', ended: 'Ended' },
    widget: {
      title: 'Upcoming events',
      empty: 'No ongoing or upcoming events',
      loadFailed: 'Failed to load upcoming events',
      registrations: (n) => `${n} registered`,
      all: 'All events',
    },
  },
});
