import type { ActivityEventStatus } from '@greenroom/contracts';

/** Texts of the event plugin (Simplified Chinese). */
export const texts = {
  menu: '活动',
  listTitle: '活动列表',
  videoTitle: '视频库',
  materialTitle: '素材库',
  what: '活动',
  searchPlaceholder: '搜索标题或城市',
  statusLabel: '状态',
  allStatus: '全部状态',
  columns: {
    title: '活动',
    city: '城市',
    status: '状态',
    time: '活动时间',
    registrations: '报名',
    signIns: '签到',
    createdAt: '创建时间',
  },
  manage: '管理',
  ongoingWarning: '该活动正在进行中，参会者正在签到；删除后报名与签到数据将一并清除，现场签到立即失效。',
  loadFailed: '活动列表加载失败',
  timeTo: '至',
  status: { not_started: '未开始', ongoing: '进行中', ended: '已结束' } satisfies Record<ActivityEventStatus, string>,
  card: {
    title: '活动管理',
    description: '活动报名、现场签到、直播与数据统计，一站式办好线下与线上活动',
    keywords: ['活动报名', '签到', '会议'],
    editions: { 1: '高级版', 2: '直播版', 3: '企业版' },
  },
  widget: {
    title: '近期活动',
    empty: '暂无进行中或即将开始的活动',
    loadFailed: '近期活动加载失败',
    registrations: (n: string) => `报名 ${n}`,
    all: '全部活动',
  },
} as const;
