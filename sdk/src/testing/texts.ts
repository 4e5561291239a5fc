import { defineTexts } from '../i18n';

/** The test harness's own texts and its fake account's name, by language (issue 29). */
export const testingTexts = defineTexts({
  'zh-CN': {
    /** What the harness shows at an address no route of the plugin matches. */
    notFound: '未找到页面',
    /** The fake account's nickname. */
    nickname: '测试主办方',
  },
  'en-US': {
    notFound: 'Page not found',
    nickname: 'Test organizer',
  },
});
