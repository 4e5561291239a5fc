/** Every text the plugin shows, in one place. */
export const texts = {
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
} as const;
