/**
 * Issue 24 §4 "Keyboard and screen reader" and its "Done when" for routes: one signed-in walk over
 * every route of SPEC §2 (each list, container, data screen, the console home, the marketing
 * screens, 我的积分, the purchase page, diagnostics and the not-found page). On each: axe finds no
 * serious or critical violation, and the route is not a dead end — no 404 for the document or its
 * API calls, no "Not Found" / 不存在, not blank, no English error text. Then the keyboard: the skip
 * link is the first tab stop and leads into <main>; a sortable header is reached and sorts by keys.
 *
 * One browser context and page for the whole file (signing in and booting the console are most of a
 * short check's time); routes are opened inside the console, as a click on a link would.
 */
import axe from 'axe-core';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sharedBrowser, signIn } from './browser';

const browser = sharedBrowser();

/**
 * A route of SPEC §2 as the walk opens it: where it lands (containers redirect to their first child)
 * and what shows that its content is there — by default a list's first row or its empty state.
 */
interface Stop {
  path: string;
  lands?: string;
  content?: string;
  /** A list whose first row's links lead to the item's own screens (editor, results): they are walked too. */
  follow?: RegExp;
}

const LIST = 'main .semi-table-row, main .gr-empty';
const CHARTS = 'main .gr-chart table tbody tr, main .gr-chart .gr-empty';
const EDITOR = 'main form';

const ROUTES: Stop[] = [
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
const NOT_FOUND = '/no-such-page';

/** What a dead end says (issue 24 "Done when"): not-found words, react-router's and the browser's errors, English error text. */
const DEAD_END = /Not Found|不存在|Unexpected|Failed to|\bError\b|Cannot GET|Hey developer|This page isn’t working/;

/** Still loading: the kit's spinner, Semi's spinning overlay, a chart or list marked busy. */
const LOADING = 'main .gr-loading, main .semi-spin-spinning, main [aria-busy="true"]';

let context: BrowserContext;
let page: Page;
/** Every answer of the walk with status 404 (the document, API calls, modules), since the last reset. */
const notFound: string[] = [];

beforeAll(async () => {
  const base = inject('baseUrl');
  context = await browser().newContext({ viewport: { width: 1600, height: 1000 }, locale: 'zh-CN' });
  context.on('response', (response: Response) => {
    if (response.status() === 404) notFound.push(`${response.request().method()} ${response.url()}`);
  });
  page = await context.newPage();
  await page.goto(`${base}/admin/basic`);
  await signIn(page);
  await page.waitForURL(`${base}/admin/basic`);
  await page.getByRole('region', { name: '我的产品' }).getByRole('listitem').first().waitFor();
});
afterAll(async () => {
  await context?.close();
});

/** Opens `path` inside the running console, as a link would (the router follows the address). */
async function openInConsole(path: string) {
  await page.evaluate((address) => {
    window.history.pushState(null, '', address);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/admin${path}`);
}

/** Waits for the page of the route: its h1, its content (a row, its empty state…), nothing loading any more. */
async function settled(content: string) {
  await page.locator('main h1').first().waitFor();
  await page.locator(content).first().waitFor({ state: 'attached' });
  await page.waitForFunction((loading) => !document.querySelector(loading), LOADING, { polling: 50 });
}

/**
 * Serious and critical axe violations of the page as it is now (or of `include`), readable (every
 * route's h1 is awaited by {@link settled}). axe is put in the page once and run there (the console
 * stays loaded between routes); violations only.
 */
async function seriousViolations(include = 'html') {
  // Evaluated, not a script tag: the console's CSP allows no inline script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (selector) => {
    const { axe: run } = window as unknown as { axe: typeof axe };
    const result = await run.run(document.querySelector(selector) as Element, { resultTypes: ['violations'], iframes: false });
    return result.violations.map((v) => ({ rule: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, include);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

describe('every route of SPEC §2: axe clean and no dead end (issue 24 §4, "Done when")', () => {
  it('walks them all: no serious or critical axe violation, no 404, no Not Found / 不存在, not blank, no English error', async () => {
    const base = inject('baseUrl');
    const problems: { route: string; violations?: unknown; deadEnd?: string; notFound?: string[] }[] = [];
    const stops: Stop[] = [...ROUTES, { path: NOT_FOUND }];
    for (const stop of stops) {
      notFound.length = 0;
      // The document itself answers (the console's index, never the server's 404).
      const documentStatus = (await page.request.get(`${base}/admin${stop.path}`)).status();
      await openInConsole(stop.path);
      await page.waitForURL(`${base}/admin${stop.lands ?? stop.path}`);
      if (stop.path === NOT_FOUND) {
        await page.getByRole('heading', { name: '页面不存在', level: 1 }).waitFor();
        const home = { name: '返回控制台首页' };
        await page.getByRole('link', home).or(page.getByRole('button', home)).waitFor();
      } else await settled(stop.content ?? LIST);

      // The shell (header, menu) is the same on every route: checked whole on the first, then each page.
      const violations = await seriousViolations(stop === ROUTES[0] ? 'html' : 'main');
      if (violations.length) problems.push({ route: stop.path, violations });
      const text = (await page.locator('main').innerText()).trim();
      const shown = stop.path === NOT_FOUND ? text.replace(/页面不存在|您访问的页面不存在或已被移除。/g, '') : text;
      const deadEnd = text.length === 0 ? 'blank' : DEAD_END.exec(shown)?.[0];
      if (deadEnd) problems.push({ route: stop.path, deadEnd });
      if (documentStatus === 404) notFound.push(`GET ${base}/admin${stop.path}`);
      if (notFound.length) problems.push({ route: stop.path, notFound: [...notFound] });
      // The item screens the first row leads to (editor, results), walked next.
      if (stop.follow) {
        const follow = stop.follow;
        const links = await page
          .locator('main tbody .semi-table-row')
          .first()
          .locator('a[href]')
          .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
        const items = links.map((href) => href.replace(/^\/admin/, '')).filter((path) => follow.test(path));
        expect(items.length, `${stop.path}: its first row leads to ${follow}`).toBeGreaterThan(0);
        stops.splice(stops.indexOf(stop) + 1, 0, ...items.map((path) => ({ path, content: path.endsWith('/results') ? 'main section' : EDITOR })));
      }
    }
    expect(problems).toEqual([]);
  }, 180_000);

  it('the open product drawer', async () => {
    await openInConsole('/basic');
    await page.getByRole('button', { name: '全部产品' }).click();
    await page.getByRole('dialog', { name: '产品与服务' }).locator('.gr-product-card').first().waitFor();
    // Let the opening animation finish: axe measures colours as painted.
    await expect.poll(() => page.locator('.gr-product-drawer').evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
    expect(await seriousViolations('.gr-product-drawer')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog', { name: '产品与服务' }).isVisible()).toBe(false);
  });
});

describe('the keyboard (issue 24 §4)', () => {
  it('the skip link 跳到主要内容 is the first tab stop and leads into <main>', async () => {
    const base = inject('baseUrl');
    await page.goto(`${base}/admin/activity/live`);
    await page.locator('main .semi-table-row').first().waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '跳到主要内容' });
    await expect.poll(() => skip.evaluate((link) => link === document.activeElement)).toBe(true);
    // Shown once focused (it sits out of sight until then).
    expect(await skip.isVisible()).toBe(true);
    expect(await skip.evaluate((link) => link.getBoundingClientRect().top >= 0)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('main')?.id ?? null)).toBe('gr-content');
    expect(page.url()).toBe(`${base}/admin/activity/live`);
    // The next tab stop is the page's own first control, not the header's or the menu's.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main .gr-page'))).toBe(true);
  });

  it('a sortable column header is reached by Tab and sorts with Enter and Space (aria-sort follows)', async () => {
    const header = page.getByRole('columnheader', { name: '开始时间' });
    const button = header.getByRole('button', { name: '开始时间' });
    expect(await header.getAttribute('aria-sort')).toBe('none');
    // From inside main, Tab reaches it (the page's toolbar first).
    let reached = false;
    for (let presses = 0; presses < 30 && !reached; presses++) {
      await page.keyboard.press('Tab');
      reached = await button.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'startTime' && url.searchParams.get('order') === 'asc');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await page.keyboard.press('Space');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'startTime' && url.searchParams.get('order') === 'desc');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    // Still focused on the header's button after the list reloaded.
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
