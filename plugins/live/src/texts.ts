import type { ActivityLiveMode, ActivityTwzbStatus, ActivityWatch, CallQuery } from '@greenroom/contracts';
import { defineTexts, type StatusMap } from '@greenroom/sdk';

/** A state move of a live activity, named by its target (PUT /api/activity/twzb/status/{id}?status=…). */
export type ActivityTwzbMove = CallQuery<'PUT /api/activity/twzb/status/{id}'>['status'];

/** Texts of the live plugin's pages, by language (issue 29); the entry and the home widget read `shellTexts`. */
export const texts = defineTexts({
  'zh-CN': {
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
    status: { not_started: '未开始', live: '直播中', ended: '已结束' } satisfies Record<ActivityTwzbStatus, string>,
  },
  'en-US': {
    what: 'live',
    searchPlaceholder: 'Search live titles',
    groupLabel: 'Group',
    statusLabel: 'Status',
    allGroups: 'All groups',
    columns: { title: 'Title', group: 'Group', status: 'Status', startTime: 'Start time', views: 'Views', online: 'Online', createdAt: 'Created' },
    noGroup: 'Ungrouped',
    notScheduled: 'Not set',
    create: 'New',
    createLabel: 'New live',
    manage: 'Manage',
    copyLink: 'Copy watch link',
    data: 'Data',
    watchLink: 'Watch link',
    liveWarning: 'This broadcast is live. Once deleted, viewers lose it at once and its data is deleted too.',
    loadFailed: 'Failed to load live activities',
    groupCount: (name, n) => `${name} (${n})`,
    status: { not_started: 'Not started', live: 'Live', ended: 'Ended' },
  },
});

/** Tag colours of the states: the design in both languages, so kept out of the catalogue. */
const STATUS_COLORS = { not_started: 'blue', live: 'green', ended: 'grey' } as const satisfies Record<ActivityTwzbStatus, string>;

/** A live activity's states as tags, in the page's language (read where it is rendered). */
export const liveStatus = (): StatusMap<ActivityTwzbStatus> => ({
  not_started: { text: texts.status.not_started, color: STATUS_COLORS.not_started },
  live: { text: texts.status.live, color: STATUS_COLORS.live },
  ended: { text: texts.status.ended, color: STATUS_COLORS.ended },
});

/**
 * Texts of the editor (issue 22 §1), `/activity/live/new` and `/activity/live/:id`: an export of its
 * own, so they go with the editor's lazy page and not into the plugin's entry.
 */
export const editorTexts = defineTexts({
  'zh-CN': {
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
  },
  'en-US': {
    what: 'live',
    basics: 'Basic information',
    title: 'Title',
    titlePlaceholder: 'Enter the live title',
    cover: 'Cover',
    mode: 'Live type',
    modes: { text: 'Text & image live', video: 'Video live' },
    group: 'Group',
    noGroup: 'Ungrouped',
    groupHelp: 'Leave empty for ungrouped',
    startTime: 'Start time',
    endTime: 'End time',
    endHelp: 'Optional: recorded when the live ends',
    description: 'Description',
    descriptionPlaceholder: 'The content, guests and schedule of the live',
    watch: 'Watch settings',
    watchMode: 'Access',
    watchModes: { public: 'Public', password: 'Password', whitelist: 'Allowlist' },
    watchHelp: {
      public: 'Anyone can watch',
      password: 'Viewers enter a password to watch',
      whitelist: 'Only phone numbers on the allowlist can watch',
    },
    password: 'Watch password',
    passwordHelp: '4–20 letters or digits',
    phones: 'Allowed phone numbers',
    statusLabel: 'Current status',
    moves: {
      live: {
        text: 'Start live',
        question: (title) => `Start the live "${title}"? Viewers can watch once it starts.`,
        done: 'Live started',
      },
      ended: {
        text: 'End live',
        question: (title) => `End the live "${title}"? It cannot be started again.`,
        done: 'Live ended',
      },
    },
  },
});
