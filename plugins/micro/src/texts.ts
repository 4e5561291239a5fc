import type { SurveyStatus } from '@greenroom/contracts';
import { shellTexts } from './shellTexts';

/**
 * Texts of the micro plugin: 其他产品 — 微站 and 问卷调查 (Simplified Chinese). The catalogue of the
 * pages; what the console's first screen shows (menu, home widget) is in
 * `shellTexts.ts`, spread in here, so the first screen does not carry the pages' texts.
 */
export const texts = {
  micro: {
    title: '微站',
    what: '微站',
    search: '搜索微站标题',
    statusLabel: '发布状态',
    allStatus: '全部状态',
    status: { published: '已发布', draft: '未发布' },
    loadFailed: '微站列表加载失败',
    empty: '还没有微站',
    columns: { title: '微站', status: '状态', template: '模板', pv: '浏览量', uv: '访客数', createdAt: '创建时间' },
    manage: '管理',
    copyLink: '复制链接',
    link: '微站链接',
    figures: '数据',
  },
  figures: {
    title: (site: string) => `「${site}」数据概览`,
    label: '微站数据',
    total: '累计',
    pv: '累计浏览量',
    uv: '累计访客数',
    shareNum: '累计分享',
    recent: '近30天',
    pvIncrease: '近30天浏览量',
    uvIncrease: '近30天访客数',
    trend: '近30天浏览趋势',
    pvLine: '浏览量 (PV)',
    uvLine: '访客数 (UV)',
    loadFailed: '数据加载失败',
    more: '在数据中心查看更多',
  },
  survey: {
    title: '问卷调查',
    what: '问卷',
    search: '搜索问卷标题',
    statusLabel: '状态',
    allStatus: '全部状态',
    loadFailed: '问卷列表加载失败',
    empty: '还没有问卷',
    columns: { title: '问卷', status: '状态', questions: '题目数', answers: '答卷', answersToday: '今日答卷', createdAt: '创建时间' },
    create: '新建问卷',
    edit: '编辑',
    results: '查看结果',
    copyLink: '复制链接',
    link: '答卷链接',
    publish: '发布',
    close: '结束',
    reopen: '重新开启',
    moving: '正在处理…',
    published: '已发布，开始收集答卷',
    closed: '已结束收集',
    reopened: '已重新开启',
    closeTitle: '结束问卷',
    closeText: (title: string) => `确定结束「${title}」吗？结束后不再收集答卷，可随时重新开启。`,
    closeFirst: (title: string) => `「${title}」正在收集答卷，需先结束才能删除。现在结束它吗？结束后可再次删除。`,
    closeFirstOk: '结束问卷',
  },
  status: { 0: '草稿', 1: '收集中', 2: '已结束' } satisfies Record<SurveyStatus, string>,
  ...shellTexts,
} as const;
