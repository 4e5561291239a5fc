import type { LiveStatus } from './api';

/** Texts of the live plugin (Simplified Chinese). */
export const texts = {
  title: '直播活动',
  searchPlaceholder: '搜索直播标题',
  allGroups: '全部分组',
  groupLabel: '分组',
  columns: { title: '直播标题', group: '分组', status: '状态', startTime: '开始时间', views: '浏览量', actions: '操作' },
  noGroup: '未分组',
  delete: '删除',
  confirmTitle: '删除直播',
  confirmText: (title: string) => `确定删除「${title}」吗？删除后不可恢复。`,
  confirmOk: '确定删除',
  cancel: '取消',
  deleted: '已删除',
  loadFailed: '直播列表加载失败',
  retry: '重试',
  total: (n: number) => `共 ${n} 场直播`,
  status: { not_started: '未开始', live: '直播中', ended: '已结束' } satisfies Record<LiveStatus, string>,
} as const;
