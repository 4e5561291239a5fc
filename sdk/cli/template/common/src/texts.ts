import { defineTexts } from '@greenroom/sdk';

/**
 * Every text the plugin shows, in one place, by language: Chinese, and English for an English console
 * (a text left out of the English falls back to the Chinese). Read a text where it is shown, never into
 * a module-level constant: the console's server renders pages in both languages with one module.
 */
export const texts = defineTexts({
  'zh-CN': {
    title: '__TITLE__',
    list: {
      search: '搜索问卷标题',
      statusLabel: '状态',
      allStatus: '全部状态',
      empty: '暂无问卷',
      loadFailed: '问卷加载失败',
      columns: { title: '问卷', status: '状态', answers: '答卷数', answersToday: '今日答卷', createdAt: '创建时间' },
    },
    status: { 0: '草稿', 1: '收集中', 2: '已结束' },
    stats: { title: '__TITLE__ · 答卷统计', chart: '最新问卷的答卷数', answers: '答卷数' },
    widget: {
      title: '最新问卷',
      empty: '还没有问卷',
      loadFailed: '问卷加载失败',
      answers: (count: string) => `共 ${count} 份`,
      all: '查看全部',
    },
  },
  'en-US': {
    list: {
      search: 'Search survey titles',
      statusLabel: 'Status',
      allStatus: 'All',
      empty: 'No surveys yet',
      loadFailed: 'Surveys failed to load',
      columns: { title: 'Survey', status: 'Status', answers: 'Responses', answersToday: 'Today', createdAt: 'Created' },
    },
    status: { 0: 'Draft', 1: 'Collecting', 2: 'Closed' },
    stats: { title: '__TITLE__ · responses', chart: 'Responses to the latest surveys', answers: 'Responses' },
    widget: {
      title: 'Latest surveys',
      empty: 'No surveys yet',
      loadFailed: 'Surveys failed to load',
      answers: (count) => `${count} in all`,
      all: 'View all',
    },
  },
});
