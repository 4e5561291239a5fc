/** Texts of the console-home widget 正在直播 (Simplified Chinese). */
export const widgetTexts = {
  title: '正在直播',
  live: '直播中',
  soon: '即将开始',
  notScheduled: '未设置开始时间',
  manage: '管理',
  manageLabel: (title: string) => `在直播后台管理「${title}」`,
  empty: '暂无正在进行或即将开始的直播',
  loadFailed: '直播加载失败',
  all: '查看全部直播',
} as const;
