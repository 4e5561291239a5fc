/**
 * Issue 24 §4 "Keyboard and screen reader" and its "Done when" for routes: one signed-in walk over
 * every route of SPEC §2 (each list, container, data screen, the console home, the marketing
 * screens, 我的积分, the purchase page, diagnostics and the not-found page). On each: axe finds no
 * serious or critical violation, and the route is not a dead end — no 404 for the document or its
 * API calls, no "Not Found" / 不存在, not blank, no English error text; and (issue 29 "no English
 * in zh-CN") no English interface word, user data aside (interfaceTexts.ts). Then the keyboard: the skip
 * link is the first tab stop and leads into <main>; a sortable header is reached and sorts by keys.
 *
 * One browser context and page for the whole file (signing in and booting the console are most of a
 * short check's time); routes are opened inside the console, as a click on a link would.
 */
import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoSignedIn, sharedBrowser } from './browser';
import { DataStrings, englishTexts } from './interfaceTexts';
import { contentOf, followedStops, NOT_FOUND, openInConsole, ROUTES, type Stop, seriousViolations, settled } from './walk';

const browser = sharedBrowser();

/** What a dead end says (issue 24 "Done when"): not-found words, react-router's and the browser's errors, English error text. */
const DEAD_END = /Not Found|不存在|Unexpected|Failed to|\bError\b|Cannot GET|Hey developer|This page isn’t working/;

let context: BrowserContext;
let page: Page;
/** The user data the walk's pages received (issue 29: English in it is not the interface's). */
let data: DataStrings;
/** Every answer of the walk with status 404 (the document, API calls, modules), since the last reset. */
const notFound: string[] = [];

beforeAll(async () => {
  const base = inject('baseUrl');
  context = await browser().newContext({ viewport: { width: 1600, height: 1000 }, locale: 'zh-CN' });
  context.on('response', (response: Response) => {
    if (response.status() === 404) notFound.push(`${response.request().method()} ${response.url()}`);
  });
  data = new DataStrings(context);
  page = await context.newPage();
  await gotoSignedIn(page, `${base}/admin/basic`);
  await page.waitForURL(`${base}/admin/basic`);
  await page.getByRole('region', { name: '我的产品' }).getByRole('listitem').first().waitFor();
  await data.addEmbedded(page);
});
afterAll(async () => {
  await context?.close();
});

describe('every route of SPEC §2: axe clean and no dead end (issue 24 §4, "Done when"); no English in zh-CN (issue 29)', () => {
  it('walks them all: no serious or critical axe violation, no 404, no Not Found / 不存在, not blank, no English error; no English interface word', async () => {
    const base = inject('baseUrl');
    const problems: { route: string; violations?: unknown; deadEnd?: string; notFound?: string[] }[] = [];
    /** Issue 29 "no English in zh-CN": route → the text holding an English interface word (user data aside). */
    const english: string[] = [];
    /** Issue 25 (usable at first sight): route → a page title not in the console's one size (the browser's 32 px h1). */
    const titles: string[] = [];
    const stops: Stop[] = [...ROUTES, { path: NOT_FOUND }];
    for (const stop of stops) {
      notFound.length = 0;
      // The document itself answers (the console's index, never the server's 404).
      const documentStatus = (await page.request.get(`${base}/admin${stop.path}`)).status();
      await openInConsole(page, stop.path);
      await page.waitForURL(`${base}/admin${stop.lands ?? stop.path}`);
      if (stop.path === NOT_FOUND) {
        await page.getByRole('heading', { name: '页面不存在', level: 1 }).waitFor();
        const home = { name: '返回控制台首页' };
        await page.getByRole('link', home).or(page.getByRole('button', home)).waitFor();
      } else await settled(page, contentOf(stop));

      // The shell (header, menu) is the same on every route: checked whole on the first, then each page.
      const scope = stop === ROUTES[0] ? 'html' : 'main';
      const violations = await seriousViolations(page, scope);
      if (violations.length) problems.push({ route: stop.path, violations });
      const text = (await page.locator('main').innerText()).trim();
      const shown = stop.path === NOT_FOUND ? text.replace(/页面不存在|您访问的页面不存在或已被移除。/g, '') : text;
      const deadEnd = text.length === 0 ? 'blank' : DEAD_END.exec(shown)?.[0];
      if (deadEnd) problems.push({ route: stop.path, deadEnd });
      if (documentStatus === 404) notFound.push(`GET ${base}/admin${stop.path}`);
      if (notFound.length) problems.push({ route: stop.path, notFound: [...notFound] });
      if (stop.path !== NOT_FOUND) {
        const size = await page
          .locator('main h1')
          .first()
          .evaluate((h1) => getComputedStyle(h1).fontSize);
        if (size !== '20px') titles.push(`${stop.path} → <h1> ${size}`);
      }
      for (const offence of await englishTexts(page, data, scope))
        english.push(`${stop.path} → ${JSON.stringify(offence.text)} (${offence.where}: ${offence.found})`);
      // The item screens the first row leads to (editor, results), walked next.
      if (stop.follow) {
        const items = await followedStops(page, stop.follow);
        expect(items.length, `${stop.path}: its first row leads to ${stop.follow}`).toBeGreaterThan(0);
        stops.splice(stops.indexOf(stop) + 1, 0, ...items);
      }
    }
    expect.soft(english, 'issue 29: no English interface word in zh-CN (user data and the allowed words aside)').toEqual([]);
    expect.soft(titles, 'every page title in the kit’s one size, 20 px (.gr-page-title)').toEqual([]);
    expect(problems).toEqual([]);
  }, 180_000);

  it('the open product drawer', async () => {
    await openInConsole(page, '/basic');
    await page.getByRole('button', { name: '全部产品' }).click();
    await page.getByRole('dialog', { name: '产品与服务' }).locator('.gr-product-card').first().waitFor();
    // Let the opening animation finish: axe measures colours as painted.
    await expect.poll(() => page.locator('.gr-product-drawer').evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
    expect(await seriousViolations(page, '.gr-product-drawer')).toEqual([]);
    expect(await englishTexts(page, data, '.gr-product-drawer'), 'issue 29: no English in zh-CN').toEqual([]);
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
