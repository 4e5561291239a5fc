import type { ActivityTwzbStatus } from '@greenroom/contracts';
import type { StatusMap } from '@greenroom/sdk';

/** Texts of the live plugin (Simplified Chinese). */
export const texts = {
  title: '直播活动',
  what: '直播',
  searchPlaceholder: '搜索直播标题',
  groupLabel: '分组',
  statusLabel: '状态',
  allGroups: '全部分组',
  columns: { title: '直播标题', group: '分组', status: '状态', startTime: '开始时间', views: '浏览量', createdAt: '创建时间' },
  noGroup: '未分组',
  notScheduled: '未设置',
  manage: '管理',
  copyLink: '复制观看链接',
  copied: '观看链接已复制',
  copyFailed: '复制失败，请手动复制：',
  liveWarning: '该直播正在进行，删除后观众将立即无法观看，直播数据一并删除。',
  loadFailed: '直播列表加载失败',
  groupCount: (name: string, n: number) => `${name}（${n}）`,
  status: {
    not_started: { text: '未开始', color: 'blue' },
    live: { text: '直播中', color: 'green' },
    ended: { text: '已结束', color: 'grey' },
  } satisfies StatusMap<ActivityTwzbStatus>,
} as const;
