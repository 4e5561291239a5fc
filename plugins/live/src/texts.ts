import type { ActivityLiveMode, ActivityTwzbStatus, ActivityWatch, CallQuery } from '@greenroom/contracts';
import type { StatusMap } from '@greenroom/sdk';
import { shellTexts } from './shellTexts';

/** A state move of a live activity, named by its target (PUT /api/activity/twzb/status/{id}?status=…). */
export type ActivityTwzbMove = CallQuery<'PUT /api/activity/twzb/status/{id}'>['status'];

/** Texts of the live plugin's pages (Simplified Chinese); the entry and the home widget read `shellTexts`. */
export const texts = {
  ...shellTexts,
  what: '直播',
  searchPlaceholder: '搜索直播标题',
  groupLabel: '分组',
  statusLabel: '状态',
  allGroups: '全部分组',
  columns: { title: '直播标题', group: '分组', status: '状态', startTime: '开始时间', views: '浏览量', online: '在线人数', createdAt: '创建时间' },
  noGroup: '未分组',
  notScheduled: '未设置',
  create: '新建',
  createLabel: '新建直播',
  manage: '管理',
  copyLink: '复制观看链接',
  data: '数据',
  watchLink: '观看链接',
  liveWarning: '该直播正在进行，删除后观众将立即无法观看，直播数据一并删除。',
  loadFailed: '直播列表加载失败',
  groupCount: (name: string, n: number) => `${name}（${n}）`,
  status: {
    not_started: { text: '未开始', color: 'blue' },
    live: { text: '直播中', color: 'green' },
    ended: { text: '已结束', color: 'grey' },
  } satisfies StatusMap<ActivityTwzbStatus>,
} as const;

/**
 * Texts of the editor (issue 22 §1), `/activity/live/new` and `/activity/live/:id`: an export of its
 * own, so they go with the editor's lazy page and not into the plugin's entry.
 */
export const editorTexts = {
  what: '直播',
  basics: '基本信息',
  title: '直播标题',
  titlePlaceholder: '请输入直播标题',
  cover: '封面',
  mode: '直播类型',
  modes: { text: '图文直播', video: '视频直播' } satisfies Record<ActivityLiveMode, string>,
  group: '分组',
  noGroup: '未分组',
  groupHelp: '不选则为未分组',
  startTime: '开始时间',
  endTime: '结束时间',
  endHelp: '可不填：结束直播时自动记录',
  description: '直播简介',
  descriptionPlaceholder: '介绍直播的内容、嘉宾和安排',
  watch: '观看设置',
  watchMode: '观看方式',
  watchModes: { public: '公开', password: '密码', whitelist: '白名单' } satisfies Record<ActivityWatch['mode'], string>,
  watchHelp: {
    public: '任何人都可以观看',
    password: '观众输入密码后观看',
    whitelist: '仅白名单中的手机号可以观看',
  } satisfies Record<ActivityWatch['mode'], string>,
  password: '观看密码',
  passwordHelp: '4–20 位字母或数字',
  phones: '白名单手机号',
  statusLabel: '当前状态',
  moves: {
    live: {
      text: '开始直播',
      question: (title: string) => `确定开始直播「${title}」吗？开始后观众即可观看。`,
      done: '已开始直播',
    },
    ended: {
      text: '结束直播',
      question: (title: string) => `确定结束直播「${title}」吗？结束后不能再次开始。`,
      done: '已结束直播',
    },
  } satisfies Record<ActivityTwzbMove, { text: string; question: (title: string) => string; done: string }>,
} as const;
