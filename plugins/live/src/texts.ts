import type { ActivityTwzbStatus } from '@greenroom/contracts';
import type { StatusMap } from '@greenroom/sdk';

/** Texts of the live plugin (Simplified Chinese). */
export const texts = {
  title: '直播活动',
  menu: '直播',
  card: {
    title: '视频直播',
    description: '多机位高清直播、图文直播与互动营销',
    keywords: ['直播', '图文', '互动'],
    editions: { 1: '旗舰版', 2: '尊享版', 3: '企业版' },
  },
  /** The shared containers' names, as the side menu's 资产管理 says them, and the pages' headings. */
  library: { videoRoute: '视频库', materialRoute: '素材库', videoPage: '直播视频库', materialPage: '直播素材库' },
  widget: {
    title: '正在直播',
    live: '直播中',
    soon: '即将开始',
    notScheduled: '未设置开始时间',
    manage: '管理',
    manageLabel: (title: string) => `在直播后台管理「${title}」`,
    empty: '暂无正在进行或即将开始的直播',
    loadFailed: '直播加载失败',
    all: '查看全部直播',
  },
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
