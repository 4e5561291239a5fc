/**
 * The walk over every route of SPEC §2 that the whole-console checks share: the route list, opening
 * a route inside the running console, waiting for what a person waits for, and axe. Used by
 * a11y.e2e.test.ts (zh-CN, light: axe, dead ends, no English) and english-dark.e2e.test.ts (issue 29:
 * en-US and dark).
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * A route of SPEC §2 as the walk opens it: where it lands (containers redirect to their first child)
 * and what shows that its content is there — by default a list's first row or its empty state.
 */
export interface Stop {
  path: string;
  lands?: string;
  content?: string;
  /** A list whose first row's links lead to the item's own screens (editor, results): they are walked too. */
  follow?: RegExp;
}

const LIST = 'main .semi-table-row, main .gr-empty';
const CHARTS = 'main .gr-chart table tbody tr, main .gr-chart .gr-empty';
export const EDITOR = 'main form';

/** Every route of SPEC §2: each list, container, data screen, the console home, the marketing screens, 我的积分, the purchase page, diagnostics. */
export const ROUTES: Stop[] = [
  { path: '/', lands: '/basic', content: 'main section li' },
  { path: '/basic', content: 'main section li' },
  { path: '/activity/live', follow: /\/activity\/live\/\d+$/ },
  { path: '/activity/live/new', content: EDITOR },
  { path: '/activity/photo', follow: /\/activity\/photo\/\d+$/ },
  { path: '/activity/photo/new', content: EDITOR },
  { path: '/activity/event', follow: /\/activity\/event\/\d+$/ },
  { path: '/activity/event/new', content: EDITOR },
  { path: '/activity/other', lands: '/activity/other/micro' },
  { path: '/activity/other/question', follow: /\/activity\/other\/question\/\d+(\/results)?$/ },
  { path: '/activity/other/question/new', content: EDITOR },
  { path: '/content/video', lands: '/content/video/live' },
  { path: '/content/video/photo' },
  { path: '/content/video/event' },
  { path: '/content/image', content: 'main .gr-overview-view' },
  { path: '/content/person', content: 'main .gr-group-card, main .gr-empty' },
  { path: '/content/timeline', content: 'main .gr-photo-row[role="presentation"], main .gr-empty' },
  { path: '/content/cityList', content: 'main .gr-group-card, main .gr-empty' },
  { path: '/content/material', lands: '/content/material/live' },
  { path: '/content/material/event' },
  { path: '/data/activity', lands: '/data/activity/live', content: CHARTS },
  { path: '/data/activity/photo', content: CHARTS },
  { path: '/data/activity/event', content: CHARTS },
  { path: '/data/activity/micro', content: CHARTS },
  { path: '/data/shop', content: CHARTS },
  { path: '/data/user' },
  { path: '/data/event' },
  { path: '/order', lands: '/order/live' },
  { path: '/order/photo' },
  { path: '/order/event' },
  { path: '/order/onsite' },
  { path: '/order/invoice' },
  { path: '/user/points' },
  { path: '/marketing-preview/live', content: 'main article' },
  { path: '/marketing-center', content: 'main .gr-mk-card' },
  { path: '/purchase', content: 'main .gr-purchase-field' },
  { path: '/system/plugins' },
];

/** The console's own not-found page: a way on, not a dead end (it is the one page allowed to say 页面不存在). */
export const NOT_FOUND = '/no-such-page';

/** Still loading: the kit's spinner, Semi's spinning overlay, a chart or list marked busy. */
const LOADING = 'main .gr-loading, main .semi-spin-spinning, main [aria-busy="true"]';

/** What the walk waits for on `stop` (its content, or the item screen's). */
export function contentOf(stop: Stop): string {
  return stop.content ?? LIST;
}

/** Opens `path` inside the running console, as a link would (the router follows the address). */
export async function openInConsole(page: Page, path: string) {
  await page.evaluate((address) => {
    window.history.pushState(null, '', address);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/admin${path}`);
}

/** Waits for the page of the route: its h1, its content (a row, its empty state…), nothing loading any more. */
export async function settled(page: Page, content: string) {
  await page.locator('main h1').first().waitFor();
  await page.locator(content).first().waitFor({ state: 'attached' });
  await page.waitForFunction((loading) => !document.querySelector(loading), LOADING, { polling: 50 });
}

/**
 * The item screens (editor, results) the first row of the list on `page` leads to, as stops to walk
 * next (console paths matching `follow`).
 */
export async function followedStops(page: Page, follow: RegExp): Promise<Stop[]> {
  const links = await page
    .locator('main tbody .semi-table-row')
    .first()
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  const items = links.map((href) => href.replace(/^\/admin/, '')).filter((path) => follow.test(path));
  return items.map((path) => ({ path, content: path.endsWith('/results') ? 'main section' : EDITOR }));
}

/** An axe violation, readable. */
export interface Violation {
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * axe's violations of the page as it is now, within `include` (`rules`: only those). axe is put in
 * the page once and run there (the console stays loaded between routes).
 */
export async function axeViolations(page: Page, include = 'html', rules?: string[]): Promise<Violation[]> {
  // Evaluated, not a script tag: the console's CSP allows no inline script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ([selector, only]) => {
      const { axe: run } = window as unknown as { axe: typeof axe };
      const options: axe.RunOptions = { resultTypes: ['violations'], iframes: false };
      if (only) options.runOnly = { type: 'rule', values: only };
      const result = await run.run(document.querySelector(selector) as Element, options);
      return result.violations.map((v) => ({ rule: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
    },
    [include, rules] as const,
  );
}

/** Serious and critical axe violations (issue 24 §4): what a11y's walk and the dark walk refuse. */
export async function seriousViolations(page: Page, include = 'html', rules?: string[]): Promise<Violation[]> {
  return (await axeViolations(page, include, rules)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
