/**
 * Issue 24 §3 "A flaky network never breaks the console (venue Wi-Fi is the norm at events)":
 * the server down under an open console, a page not visited yet opened offline, a chunk gone after a
 * deploy, and the offline notice with a list that reloads by itself. Each scenario is one browser
 * context against the shared server; the network is cut in the browser (`setOffline`, `route`).
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gotoSignedIn, sharedBrowser } from './browser';

const browser = sharedBrowser();

async function openSignedIn(address: string): Promise<Page> {
  const base = inject('baseUrl');
  const context = await browser().newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await gotoSignedIn(page, `${base}/admin${address}`);
  await page.waitForURL(`${base}/admin${address}`);
  return page;
}

/** What react-router shows when nothing handled an error, and the browser's own English. */
const ENGLISH_ERROR = /Unexpected Application Error|Hey developer|Failed to fetch dynamically imported module/;

const menu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });
const content = (page: Page) => page.locator('#gr-content');
const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: '网络已断开' });

describe('issue 24 §3: a flaky network never breaks the console', () => {
  it('the bell with the server down: the console stays, the popover says in Chinese what failed, and it loads once the server is back', async () => {
    const page = await openSignedIn('/basic');
    const bell = page.getByRole('button', { name: /^消息通知/ });
    await bell.waitFor();
    // The server down: every request, page chunks and API calls alike, gets no answer.
    await page.route('**/*', (route) => route.abort('connectionrefused'));
    await bell.click();
    const popover = page.getByRole('region', { name: '消息通知' });
    await expect.poll(() => popover.getByRole('alert').innerText()).toContain('网络连接异常');
    await expect.poll(() => popover.getByRole('button', { name: '重试' }).isVisible()).toBe(true);
    // The rest of the console keeps working: the menu and the home are still there.
    expect(await menu(page).isVisible()).toBe(true);
    expect(await content(page).getByRole('region', { name: '我的产品' }).isVisible()).toBe(true);
    expect(await page.locator('body').innerText()).not.toMatch(ENGLISH_ERROR);
    await expect.poll(() => offlineNotice(page).isVisible()).toBe(true);
    // The server back: the notice goes and the popover loads by itself (its first message shown in full).
    await page.unroute('**/*');
    await expect.poll(() => offlineNotice(page).count()).toBe(0);
    await popover.locator('.gr-message-list').waitFor();
    expect(await popover.getByRole('alert').count()).toBe(0);
    await page.context().close();
  });

  it('a page not visited yet, opened offline, says so in Chinese; back online it loads by itself', async () => {
    const page = await openSignedIn('/basic');
    // The home has loaded what it loads on start (the bell's messages come last).
    await content(page).getByRole('region', { name: '最新消息' }).getByRole('listitem').first().waitFor();
    await page.context().setOffline(true);
    await expect.poll(() => offlineNotice(page).isVisible()).toBe(true);
    // A part with no area of its own (the product drawer) says it above the page.
    await page.getByRole('button', { name: '全部产品' }).click();
    await expect.poll(() => page.locator('.gr-extension-error-floating').innerText()).toContain('网络连接异常');
    await menu(page).getByRole('menuitem', { name: '营销中心' }).click();
    const error = content(page).getByRole('alert');
    await expect.poll(() => error.innerText()).toContain('网络连接异常');
    expect(await error.getByRole('button', { name: '重试' }).isVisible()).toBe(true);
    expect(await page.locator('body').innerText()).not.toMatch(ENGLISH_ERROR);
    expect(await menu(page).isVisible()).toBe(true);
    await page.context().setOffline(false);
    await expect.poll(() => offlineNotice(page).count()).toBe(0);
    await content(page).getByRole('heading', { name: '营销中心' }).first().waitFor();
    expect(await content(page).getByRole('alert').count()).toBe(0);
    await page.getByRole('dialog', { name: '产品与服务' }).waitFor();
    await page.context().close();
  });

  it('an answer arriving after a page failed to load retries it quietly (the error and its 重试 stay), and 重试 then really loads it (not the failed import again)', async () => {
    const page = await openSignedIn('/basic');
    await menu(page).waitFor();
    await content(page).getByRole('region', { name: '最新消息' }).getByRole('listitem').first().waitFor();
    // The page's chunk gets no answer, under any query (a retry imports it under one of its own).
    const chunk = /\/plugins\/points\/chunks\/PointsPage-[^/?]+\.js(\?.*)?$/;
    let refused = 0;
    await page.route(chunk, (route) => {
      if (route.request().method() === 'GET') refused += 1;
      return route.abort('connectionreset');
    });
    // The calls the route starts as it is entered (its list) are answered only after the page failed.
    const held: Route[] = [];
    let holding = true;
    await page.route('**/api/**', (route) => (holding ? void held.push(route) : route.continue()));
    // The account card's link (the points widget, drawn with the home since issue 25, has one too).
    await page
      .locator('.gr-account')
      .getByRole('link', { name: /积分明细/ })
      .click();
    const error = content(page).getByRole('alert');
    await expect.poll(() => error.innerText()).toContain('网络连接异常');
    const firstTries = refused;
    expect(firstTries).toBeGreaterThan(0);
    expect(held.length).toBeGreaterThan(0);
    // Whatever replaces the error from now on is recorded: a quiet retry shows no loading state.
    await page.evaluate(() => {
      const area = document.getElementById('gr-content') as HTMLElement;
      const seen: string[] = [];
      (window as unknown as { seenInContent: string[] }).seenInContent = seen;
      new MutationObserver(() => {
        if (area.querySelector('.gr-loading')) seen.push('loading');
        if (!area.querySelector('[role="alert"]')) seen.push('no-alert');
      }).observe(area, { childList: true, subtree: true });
    });
    const button = error.getByRole('button', { name: '重试' });
    await button.focus();
    // The answers arrive: the network is back, so the page is loaded again by itself, and fails again.
    holding = false;
    for (const route of held) await route.continue();
    await expect.poll(() => refused).toBeGreaterThan(firstTries);
    await expect.poll(() => error.getAttribute('aria-busy')).toBe(null);
    expect(await page.evaluate(() => (window as unknown as { seenInContent: string[] }).seenInContent)).toEqual([]);
    expect(await error.innerText()).toContain('网络连接异常');
    // The same button kept the focus: a person about to press it presses it.
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.unroute(chunk);
    await page.keyboard.press('Enter');
    await content(page).getByRole('heading', { name: '我的积分' }).first().waitFor();
    expect(await content(page).getByRole('alert').count()).toBe(0);
    await page.context().close();
  });

  it('after a deploy, a chunk that is gone (404) asks to reload the console instead of retrying forever', async () => {
    const page = await openSignedIn('/basic');
    await menu(page).waitFor();
    const chunk = '**/plugins/marketing/chunks/MarketingCenterPage-*.js';
    await page.route(chunk, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
    await menu(page).getByRole('menuitem', { name: '营销中心' }).click();
    const prompt = content(page).getByRole('alert');
    await expect.poll(() => prompt.innerText()).toContain('控制台已更新');
    expect(await prompt.getByRole('button', { name: '重试' }).count()).toBe(0);
    // The new build is there: 刷新 reloads the console at the same address, which now loads.
    await page.unroute(chunk);
    await prompt.getByRole('button', { name: '刷新' }).click();
    await page.waitForURL(/\/admin\/marketing-center$/);
    await content(page).getByRole('heading', { name: '营销中心' }).first().waitFor();
    await page.context().close();
  });

  /** Opens the live list in `page` (signed in) with its page module answered by `answer`, which may hold it until `arrived`; resolves, once the server's rows show, with what settles `arrived`. */
  async function listStartingWithModuleHeld(page: Page, answer: (route: Route, arrived: Promise<void>) => Promise<void>) {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await page.route(/\/plugins\/live\/chunks\/LiveListPage-[^/?]+\.js$/, (route) => answer(route, arrived));
    await page.goto(`${inject('baseUrl')}/admin/activity/live`, { waitUntil: 'commit' });
    // The server's rows, drawn before the console is live: what a person sees, and may act on.
    await page.locator('#root[data-gr-server] tbody tr').first().waitFor();
    return arrive;
  }

  it('issue 25: the network lost while a list starts, its module already in — the server’s page is adopted all the same (no hydration failure), then says it is offline, and back online it carries on', async () => {
    const page = await openSignedIn('/basic');
    await menu(page).waitFor();
    const arrive = await listStartingWithModuleHeld(page, async (route, arrived) => {
      // Fetched while online, handed to the page once it is offline: the module is in, the network is not.
      const response = await route.fetch();
      await arrived;
      await route.fulfill({ response });
    });
    const serverRow = await page.locator('tbody tr').first().elementHandle();
    await page.context().setOffline(true);
    arrive();
    await page.locator('#root:not([data-gr-server])').waitFor();
    await expect.poll(() => offlineNotice(page).isVisible()).toBe(true);
    // Adopted, not rebuilt: the row the server drew is the row the console shows.
    expect(await serverRow?.evaluate((row) => row.isConnected)).toBe(true);
    expect(await content(page).getByRole('alert').count()).toBe(0);
    await page.context().setOffline(false);
    await expect.poll(() => offlineNotice(page).count()).toBe(0);
    await page.getByRole('button', { name: '第 2 页' }).click();
    await expect.poll(() => page.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    await page.context().close();
  });

  it('issue 25: the network lost before a list’s module arrived — the page is rendered anew (no hydration failure), says in Chinese what failed, and loads by itself once the network is back', async () => {
    const page = await openSignedIn('/basic');
    await menu(page).waitFor();
    const arrive = await listStartingWithModuleHeld(page, async (route, arrived) => {
      await arrived;
      await route.continue().catch(() => {});
    });
    await page.context().setOffline(true);
    arrive();
    await expect.poll(() => content(page).getByRole('alert').innerText()).toContain('网络连接异常');
    expect(await page.locator('#root[data-gr-server]').count()).toBe(0);
    await expect.poll(() => offlineNotice(page).isVisible()).toBe(true);
    expect(await menu(page).isVisible()).toBe(true);
    await page.context().setOffline(false);
    await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await content(page).getByRole('alert').count()).toBe(0);
    await page.context().close();
  });

  it('offline: a notice says so and goes away when the network returns, and the list that failed reloads by itself', async () => {
    const page = await openSignedIn('/activity/live');
    await page.locator('tbody tr').first().waitFor();
    await page.context().setOffline(true);
    await expect.poll(() => offlineNotice(page).isVisible()).toBe(true);
    await page.getByRole('button', { name: '第 2 页' }).click();
    await expect.poll(() => content(page).getByText('加载失败').first().isVisible()).toBe(true);
    await page.context().setOffline(false);
    await expect.poll(() => offlineNotice(page).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await content(page).getByText('加载失败').count()).toBe(0);
    await page.context().close();
  });
});
