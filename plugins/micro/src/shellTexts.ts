/**
 * The part of the micro plugin's texts on the console's first screen: menu entries (also the route
 * titles) and the home widget. Spread into `texts.ts`, the plugin's catalogue; the entry and
 * the widget import this file only, to keep the pages' texts off the first screen.
 */
export const shellTexts = {
  menu: { other: '其他产品', micro: '微站', question: '问卷调查' },
  routes: { editor: '编辑问卷', results: '问卷结果' },
  widget: {
    title: '收集中的问卷',
    empty: '暂无收集中的问卷',
    loadFailed: '问卷加载失败',
    today: (n: string) => `今日 +${n}`,
    answers: (n: string) => `共 ${n} 份`,
    all: '全部问卷',
  },
} as const;
