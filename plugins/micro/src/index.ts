import { definePlugin } from '@greenroom/sdk';
import { siteList, surveyList } from './lists';
import { sitesRef, surveyEditorRef, surveyResultsRef, surveysRef } from './routes';
import { shellTexts as texts } from './shellTexts';

/** The container of SPEC §2 `/activity/other`: it redirects to its first child, 微站. */
const OTHER = 'activity/other';

/**
 * Other products (SPEC §1 products 5 and 7): the organiser's micro-websites with their figures and
 * surveys with their status moves, under 平台活动 → 其他产品, their drawer cards, and the collecting
 * surveys on the console home.
 */
export default definePlugin({
  id: 'micro',
  sdk: '^2',
  setup(ctx) {
    const { website, survey } = ctx.config.products;
    ctx.addRoute({
      ref: sitesRef,
      path: `${OTHER}/micro`,
      title: texts.menu.micro,
      container: OTHER,
      order: 10,
      list: siteList,
      page: () => import('./pages/MicroSiteListPage'),
    });
    ctx.addRoute({
      ref: surveysRef,
      path: `${OTHER}/question`,
      title: texts.menu.question,
      container: OTHER,
      order: 20,
      list: surveyList,
      page: () => import('./pages/SurveyListPage'),
    });
    // Issue 23: a survey's editor (`…/new` builds one) and its results, inside the console under 问卷调查.
    ctx.addRoute({
      ref: surveyEditorRef,
      path: `${OTHER}/question/:id`,
      title: texts.routes.editor,
      menuParent: surveysRef,
      page: () => import('./pages/SurveyEditorPage'),
    });
    ctx.addRoute({
      ref: surveyResultsRef,
      path: `${OTHER}/question/:id/results`,
      title: texts.routes.results,
      menuParent: surveysRef,
      charts: true,
      page: () => import('./pages/SurveyResultsPage'),
    });
    ctx.addMenuItem({ section: 'activity', key: 'activity-other', text: texts.menu.other, order: 40 });
    ctx.addMenuItem({ section: 'activity', key: 'activity-other-micro', text: texts.menu.micro, route: sitesRef, parent: 'activity-other', order: 1 });
    ctx.addMenuItem({ section: 'activity', key: 'activity-other-question', text: texts.menu.question, route: surveysRef, parent: 'activity-other', order: 2 });
    ctx.addProductCard({ productId: 5, href: website.admin });
    ctx.addProductCard({ productId: 7, href: survey.admin });
    ctx.addHomeWidget({ key: 'collecting-surveys', title: texts.widget.title, order: 40, component: () => import('./home/CollectingSurveysWidget') });
  },
});
