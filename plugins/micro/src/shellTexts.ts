import { defineTexts } from '@greenroom/sdk';

/**
 * The part of the micro plugin's texts on the console's first screen, by language (issue 29): menu
 * entries (also the route titles), the home widget, and why the data centre's link is unavailable.
 * The entry and the widget import this file only, to keep the pages' texts off the first screen.
 */
export const shellTexts = defineTexts({
  'zh-CN': {
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
    /** Why a site's 在数据中心查看更多 is unavailable. */
    dataOff: '数据中心插件未启用',
  },
  'en-US': {
    menu: { other: 'Other products', micro: 'Microsites', question: 'Surveys' },
    routes: { editor: 'Edit survey', results: 'Survey results' },
    widget: {
      title: 'Collecting surveys',
      empty: 'No surveys are collecting answers',
      loadFailed: 'Failed to load surveys',
      today: (n) => `+${n} today`,
      answers: (n) => `${n} in total`,
      all: 'All surveys',
    },
    dataOff: 'The data center plugin is not enabled',
  },
});
