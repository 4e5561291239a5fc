/**
 * Issue 13 §2 "No dead end in the local environment": every link of the header, the side menu and
 * the avatar menu leads somewhere with `npm start` — the sibling products' addresses are answered by
 * the reference server (server/src/local/siblings.ts). The purchase picker has tests of its own.
 *
 * Issue 24 §1 "Dead ends and unreachable pages": every card of the product drawer (the home site's
 * product pages, server/src/local/siblingsProducts.ts, for products no plugin owns), every tab of
 * 订单与发票, the marketing preview of every tool and product and of an unknown type, and the ways to
 * 我的积分; menu entries are real links (Ctrl-click and middle click open a new tab). A dead end is a
 * 404, "Not Found", 不存在, or a blank or English error page.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gotoSignedIn, launch } from './browser';
import { type RunningServer, startServer } from './server';

// This file certifies its user, so it runs against a server of its own.
let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launch(), startServer()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

/** Every answer the context's pages (the console and every tab or window it opens) received with 404. */
let notFound: string[];
/** The status of every address those pages loaded (the last answer for each). */
let statuses: Map<string, number>;

async function openConsole(): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', acceptDownloads: true });
  notFound = [];
  statuses = new Map();
  context.on('response', (response: Response) => {
    statuses.set(response.url(), response.status());
    if (response.status() === 404) notFound.push(`${response.request().method()} ${response.url()}`);
  });
  const page = await context.newPage();
  await gotoSignedIn(page, `${server.url}/admin/basic`);
  await page.waitForURL(`${server.url}/admin/basic`);
  await page.getByRole('button', { name: /^消息通知/ }).waitFor();
  return { page, context };
}

/**
 * Clicks `control`, which opens a new tab or window, and checks what loads there: the address's
 * path, a 200 answer, and — for a sibling page — its heading and the link back to the console.
 */
async function opens(page: Page, control: Locator, path: string | RegExp, heading?: string): Promise<Page> {
  const [popup] = await Promise.all([page.context().waitForEvent('page'), control.click()]);
  await popup.waitForURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)));
  await popup.waitForLoadState('load');
  if (heading) {
    // The listener heard the new tab's own answer: a 404 there would have been caught.
    expect(statuses.get(popup.url())).toBe(200);
    expect(await popup.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
    expect(await popup.getByRole('link', { name: '返回 Greenroom 控制台' }).getAttribute('href')).toBe('/admin/');
  }
  return popup;
}

/** The status of a GET from the console's page (its cookies), redirects followed. */
async function statusOf(page: Page, url: string): Promise<number> {
  return (await page.request.get(url)).status();
}

const header = (page: Page) => page.getByRole('banner');

/** What a dead end says (issue 24 "Done when"): the server's and the console's not-found, react-router's and the browser's errors. */
const DEAD_END = /Not Found|不存在|Unexpected Application Error|Failed to fetch|Cannot GET|This page isn’t working/;

/** Fails when `page` shows a dead end: a blank page or the words of one (`allowed` aside: a not-found that offers the way on). */
async function expectNoDeadEnd(page: Page, allowed?: string) {
  await expect.poll(async () => (await page.locator('body').innerText()).trim().length, { timeout: 10_000 }).toBeGreaterThan(0);
  const text = await page.locator('body').innerText();
  const shown = allowed ? text.replaceAll(allowed, '') : text;
  expect(shown, `${page.url()} shows a dead end`).not.toMatch(DEAD_END);
}

describe('no dead end (issue 13 §2)', () => {
  it('header: logo, AI chat, service orders, downloads, follow and contact all lead somewhere', async () => {
    const { page, context } = await openConsole();

    // The logo: the home site (locally the console itself).
    const home = await opens(page, page.getByRole('link', { name: /官网/ }), /^\/admin\//);
    await home.close();

    // The AI chat button: a new window on /ai-chat, the AI chat product's page.
    const chat = await opens(page, page.getByRole('button', { name: /AI助手/ }), '/ai-chat', 'AI助手');
    expect(await chat.getByText('所属产品').innerText()).toContain('Greenroom AI助手');
    // Its way back leads to the console.
    await chat.getByRole('link', { name: '返回 Greenroom 控制台' }).click();
    await chat.waitForURL(`${server.url}/admin/basic`);
    await chat.close();

    // Service orders: both are real links (issue 24 §1) to the user centre's ticket pages, in a new tab.
    for (const [name, path, heading] of [
      ['提交工单', '/sso/user-center/user/workOrder/create', '提交工单'],
      ['我的工单', '/sso/user-center/user/workOrder', '我的工单'],
    ] as const) {
      await header(page).getByRole('button', { name: '服务工单', exact: true }).hover();
      const link = page.getByRole('region', { name: '服务工单' }).getByRole('link', { name });
      await link.waitFor();
      expect(new URL((await link.getAttribute('href')) ?? '', page.url()).pathname).toBe(path);
      await (await opens(page, link, path, heading)).close();
      await page.mouse.move(700, 800);
    }

    // Downloads: the installers' pages in a new tab, the introduction archive as a ZIP file.
    for (const [name, path, heading] of [
      [/Windows/, '/downloads/sync-helper/windows', '同步助手 Windows 版'],
      [/Mac/, '/downloads/sync-helper/mac', '同步助手 Mac 版'],
    ] as const) {
      await header(page).getByRole('button', { name: '下载', exact: true }).hover();
      const link = page.getByRole('region', { name: '下载' }).getByRole('link', { name });
      await link.waitFor();
      const installerPage = await opens(page, link, path, heading);
      expect(await installerPage.getByText('不包含在参考服务器中').count()).toBe(1);
      await installerPage.close();
      await page.mouse.move(700, 800);
    }
    await header(page).getByRole('button', { name: '下载', exact: true }).hover();
    const intro = page.getByRole('region', { name: '下载' }).getByRole('link', { name: /产品介绍/ });
    await intro.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), intro.click()]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const file = await download.path();
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'));
    expect(bytes.length).toBeGreaterThan(1000);
    await page.mouse.move(700, 800);

    // Follow the official account: a real code, loaded.
    await header(page).getByRole('button', { name: '关注公众号', exact: true }).hover();
    const code = page.getByRole('region', { name: '关注公众号' }).getByRole('img', { name: '公众号二维码' });
    await code.waitFor();
    await expect.poll(() => code.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const codeUrl = await code.evaluate((img: HTMLImageElement) => img.src);
    const png = await page.request.get(codeUrl);
    expect(png.headers()['content-type']).toBe('image/png');
    await page.mouse.move(700, 800);

    // Contact us: the customer-service code.
    await header(page).getByRole('button', { name: '联系我们', exact: true }).hover();
    const contact = page.getByRole('region', { name: '联系我们' }).getByRole('img', { name: '专属客服微信二维码' });
    await contact.waitFor();
    await expect.poll(() => contact.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.mouse.move(700, 800);

    // The same addresses asked directly (installers through their redirect).
    for (const path of [
      '/static/downloads/greenroom-sync-setup.exe',
      '/static/downloads/greenroom-sync.dmg',
      '/static/downloads/greenroom-intro.zip',
      '/static/images/official-account-qr.png',
      '/official-account',
    ]) {
      expect(await statusOf(page, `${server.url}${path}`), path).toBe(200);
    }

    expect(notFound).toEqual([]);
    await context.close();
  });

  it('side menu: AI助手, 云空间 (SPEC §2: /cloud in a new tab) and the four account pages open their products’ pages', async () => {
    const { page, context } = await openConsole();
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await opens(page, menu.getByRole('menuitem', { name: 'AI助手' }), '/ai-chat', 'AI助手');
    await opens(page, menu.getByRole('menuitem', { name: '云空间' }), '/cloud', '云空间');
    for (const [name, path] of [
      ['账户中心', '/sso/user-center/user/account'],
      ['安全设置', '/sso/user-center/user/safeSetting'],
      ['实名认证', '/sso/user-center/user/certification'],
      ['积分商城', '/sso/user-center/user/pointsMall'],
    ] as const) {
      const item = menu.getByRole('menuitem', { name, exact: true });
      if (!(await item.isVisible())) await menu.getByRole('menuitem', { name: /账户/ }).first().click();
      const opened = await opens(page, item, path, name);
      expect(await opened.getByText('所属产品').innerText()).toContain('Greenroom 用户中心');
    }
    expect(notFound).toEqual([]);
    await context.close();
  });

  it('avatar menu: every entry leads somewhere (实名认证: the modal, then, once certified, the user-centre page)', async () => {
    const { page, context } = await openConsole();
    const avatar = header(page).getByRole('button', { name: /账户菜单/ });
    // Pages are links (issue 24 §1), actions buttons.
    const entry = async (name: string, role: 'link' | 'button' = 'link') => {
      await avatar.click();
      const item = page.locator('.gr-account-menu').getByRole(role, { name, exact: true });
      await item.waitFor();
      return item;
    };

    await (await opens(page, await entry('账户信息'), '/sso/user-center/user/account', '账户中心')).close();
    await (await opens(page, await entry('安全设置'), '/sso/user-center/user/safeSetting', '安全设置')).close();
    await (await opens(page, await entry('积分商城'), '/sso/user-center/user/pointsMall', '积分商城')).close();

    // Issue 24 §1: 我的积分, in the same tab.
    await (await entry('我的积分')).click();
    await page.waitForURL(`${server.url}/admin/user/points`);
    await page.getByRole('heading', { name: '我的积分', level: 1 }).waitFor();
    await expectNoDeadEnd(page);

    // Not yet certified: the certification modal. Complete the scan, then the entry opens the page.
    await (await entry('实名认证', 'button')).click();
    const dialog = page.getByRole('dialog', { name: '实名认证' });
    await dialog.getByRole('button', { name: '立即扫码认证' }).click();
    const qr = dialog.getByRole('img', { name: '实名认证小程序码' });
    await qr.waitFor();
    const params = new URL((await qr.getAttribute('src')) ?? '', server.url).searchParams.get('params') ?? '';
    const { scene } = JSON.parse(Buffer.from(params, 'base64url').toString('utf8')) as { scene: string };
    const scan = await fetch(`${server.url}/dev/certification/scan`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scene }),
    });
    expect(scan.ok).toBe(true);
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(false);
    await expect.poll(() => page.locator('.gr-cert-tag').innerText()).toBe('已认证');
    await (await opens(page, await entry('实名认证'), '/sso/user-center/user/certification', '实名认证')).close();

    // In-app: plugin diagnostics.
    await (await entry('插件诊断')).click();
    await page.waitForURL(`${server.url}/admin/system/plugins`);
    await page.getByRole('heading', { name: '插件诊断' }).first().waitFor();

    // Log-out: the sign-in page.
    await (await entry('退出登录', 'button')).click();
    await page.getByLabel('用户名').waitFor();

    expect(notFound).toEqual([]);
    await context.close();
  });
});

describe('no dead end, no unreachable page (issue 24 §1)', () => {
  // One signed-in console for these (signing in is most of a short test's time).
  let page: Page;
  let context: BrowserContext;
  beforeAll(async () => {
    ({ page, context } = await openConsole());
  });
  afterAll(async () => {
    await context?.close();
  });
  beforeEach(() => {
    notFound.length = 0;
  });
  it('product drawer: every card leads to its product — the console’s in the same tab, the home site’s product page (catalogue, next step) in a new one; overseas says what to do', async () => {
    const drawer = page.getByRole('dialog', { name: '产品与服务' });
    const openDrawer = async () => {
      if (!(await drawer.isVisible())) await page.getByRole('button', { name: '全部产品' }).click();
      await drawer.locator('.gr-product-card').first().waitFor();
    };
    await openDrawer();
    // The cards of the four groups (hot recommendations repeat two of them).
    const cards = await drawer.locator('.gr-product-group:not([data-group="hot"]) .gr-product-card').evaluateAll((elements) =>
      elements.map((card) => ({
        id: card.getAttribute('data-product'),
        title: card.querySelector('.gr-product-card-title')?.textContent ?? '',
        href: card.getAttribute('href'),
        target: card.getAttribute('target'),
      })),
    );
    expect(cards.map((card) => card.id)).toEqual(['1', '2', '3', '5', '14', '15', '8', '9', '10', '11', '7', '13']);
    const productPages = cards.filter((card) => card.target === '_blank');
    expect(productPages.map((card) => card.id)).toEqual(['14', '15', '8', '9', '10', '11']);

    for (const card of productPages) {
      const control = drawer.locator(`.gr-product-group:not([data-group="hot"]) .gr-product-card[data-product="${card.id}"]`);
      const opened = await opens(page, control, `/product/${card.id}`);
      expect(statuses.get(opened.url()), card.title).toBe(200);
      expect(await opened.getByRole('heading', { level: 1 }).innerText()).toBe(card.title);
      await expectNoDeadEnd(opened);
      // Its next step: a page that answers (the console's purchase page, a sibling product), or the hotline.
      const steps = await opened.locator('.steps a').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      const calls = await opened.locator('.contact').count();
      expect(steps.length + calls, card.title).toBeGreaterThan(0);
      for (const href of steps) expect(await statusOf(opened, href), href).toBe(200);
      if (calls) expect(await opened.locator('.contact').first().innerText()).toContain('400-000-0000');
      await opened.close();
    }
    // The console's own products: the same tab, the drawer closed.
    for (const card of cards.filter((c) => c.target === null && c.href)) {
      await openDrawer();
      const pagesBefore = context.pages().length;
      await drawer.locator(`.gr-product-group:not([data-group="hot"]) .gr-product-card[data-product="${card.id}"]`).click();
      await page.waitForURL(card.href ?? '');
      await expect.poll(() => drawer.isVisible()).toBe(false);
      await page.locator('main h1').first().waitFor();
      await expectNoDeadEnd(page);
      expect(context.pages().length, card.title).toBe(pagesBefore);
    }

    // 海外服务 → 在线咨询: no chat on this page, so the person is told to call the hotline.
    await openDrawer();
    await drawer.locator('.gr-product-card[data-product="13"]').click();
    await page.getByText('在线客服暂时无法接通，请拨打客服热线 400-000-0000').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);

    // An id outside the catalogue: a page listing the products there are, not a bare Not Found.
    const missing = await page.request.get(`${server.url}/product/99`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('<a href="/product/14">AI 策划助手</a>');
    expect(notFound).toEqual([]);
  });

  it('订单与发票: /order shows its children as tabs — live, photo, event, on-site, invoices — each a list; menu entries are real links', async () => {
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await menu.getByRole('menuitem', { name: '订单与发票', exact: true }).click();
    await page.waitForURL(`${server.url}/admin/order/live`);
    const tabs = page.getByRole('navigation', { name: '订单与发票' });
    for (const [name, path] of [
      ['云摄影订单', 'photo'],
      ['活动订单', 'event'],
      ['会拍订单', 'onsite'],
      ['发票', 'invoice'],
      ['直播订单', 'live'],
    ] as const) {
      await tabs.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`${server.url}/admin/order/${path}`);
      await page.getByRole('heading', { name, level: 1 }).waitFor();
      expect(await tabs.getByRole('link', { name, exact: true }).getAttribute('aria-current')).toBe('page');
      await page.locator('.gr-list-page tbody tr, .gr-list-page .semi-empty').first().waitFor();
      await expectNoDeadEnd(page);
      // The menu keeps 订单与发票 highlighted.
      expect(await menu.locator('.semi-navigation-item-selected').innerText()).toBe('订单与发票');
    }

    // A menu entry opens in a new tab on Ctrl-click and on a middle click, and leaves this one where it was.
    for (const click of [{ modifiers: ['Control' as const] }, { button: 'middle' as const }]) {
      const [tab] = await Promise.all([context.waitForEvent('page'), menu.getByRole('menuitem', { name: '营销中心' }).click(click)]);
      await tab.waitForURL(`${server.url}/admin/marketing-center`);
      await tab.close();
      expect(page.url()).toBe(`${server.url}/admin/order/live`);
    }
    expect(notFound).toEqual([]);
  });

  it('marketing preview: SPEC §2’s /marketing-preview/live, every product and every tool the centre offers open; an unknown type lists the tools', async () => {
    const tools = ((await (await page.request.get(`${server.url}/api/marketing/tools`)).json()) as { data: { type: string; name: string }[] }).data;
    expect(tools.length).toBeGreaterThanOrEqual(10);

    await page.goto(`${server.url}/admin/marketing-preview/live`);
    await page.getByRole('heading', { name: '直播营销工具', level: 1 }).waitFor();
    await page.getByRole('list', { name: '直播营销工具' }).getByRole('article').first().waitFor();
    await expectNoDeadEnd(page);
    const byProduct = page.getByRole('navigation', { name: '按产品查看营销工具' });
    for (const name of ['云摄影', '活动']) {
      await byProduct.getByRole('link', { name }).click();
      await page.getByRole('heading', { name: `${name}营销工具`, level: 1 }).waitFor();
      await page
        .getByRole('list', { name: `${name}营销工具` })
        .getByRole('article')
        .first()
        .waitFor();
      await expectNoDeadEnd(page);
    }

    // An unknown type: the tools there are, each opening its preview.
    await page.goto(`${server.url}/admin/marketing-preview/flash-sale`);
    await page.getByRole('heading', { name: '营销工具不存在', level: 1 }).waitFor();
    const list = page.getByRole('list', { name: '可以预览的营销工具' });
    await list.getByRole('link').first().waitFor();
    expect(await list.getByRole('link').allInnerTexts()).toEqual(tools.map((tool) => tool.name));
    for (const tool of tools) {
      await list.getByRole('link', { name: tool.name, exact: true }).click();
      await page.waitForURL(`${server.url}/admin/marketing-preview/${tool.type}`);
      await page.getByRole('heading', { name: tool.name, level: 1 }).waitFor();
      await page.getByRole('figure', { name: `${tool.name} 手机预览` }).waitFor();
      await expectNoDeadEnd(page);
      await page.goBack();
      await list.getByRole('link').first().waitFor();
    }
    expect(notFound.filter((line) => !line.includes('/api/marketing/tools/flash-sale'))).toEqual([]);
  });

  it('视频库 and 素材库: every child shows the container’s tabs (直播 / 云摄影 / 活动), real links; an empty list’s picture has no dead "+"; the not-found page’s way home is a link', async () => {
    const menu = page.getByRole('navigation', { name: '主菜单' });
    for (const [library, children] of [
      ['视频库', ['live', 'photo', 'event']],
      ['素材库', ['live', 'event']],
    ] as const) {
      const container = library === '视频库' ? 'video' : 'material';
      await menu.getByRole('menuitem', { name: library, exact: true }).click();
      await page.waitForURL(`${server.url}/admin/content/${container}/live`);
      const names = { live: '直播', photo: '云摄影', event: '活动' } as const;
      const tabs = page.getByRole('navigation', { name: library });
      for (const child of [...children.slice(1), children[0]]) {
        await tabs.getByRole('link', { name: names[child], exact: true }).click();
        await page.waitForURL(`${server.url}/admin/content/${container}/${child}`);
        await page.locator('.gr-list-page tbody tr, .gr-list-page .gr-empty').first().waitFor();
        // The tabs are there on every child, all of them, this one current.
        // (Polled: the rows of the child just left may still be there while the new page mounts.)
        await expect.poll(() => tabs.getByRole('link').allInnerTexts()).toEqual(children.map((c) => names[c]));
        await expect.poll(() => tabs.getByRole('link', { name: names[child], exact: true }).getAttribute('aria-current')).toBe('page');
        await expectNoDeadEnd(page);
        expect(await menu.locator('.semi-navigation-item-selected').innerText()).toBe(library);
      }
    }

    // Issue 24 §5: the empty state's picture carries no "+" that does nothing; 清除筛选 is its action.
    await page.goto(`${server.url}/admin/content/material/event?keyword=${encodeURIComponent('没有这个素材')}`);
    const empty = page.locator('.gr-list-page .gr-empty');
    await empty.locator('svg').waitFor();
    expect(await empty.locator('svg').isVisible()).toBe(true);
    const plus = empty.locator('svg [fill^="var(--semi-color-primary"]');
    expect(await plus.count()).toBeGreaterThan(0);
    expect(await plus.evaluateAll((shapes) => shapes.filter((shape) => (shape as SVGGraphicsElement).getBoundingClientRect().width > 0).length)).toBe(0);
    await empty.getByRole('button', { name: '清除筛选' }).click();
    await page.locator('.gr-list-page tbody tr').first().waitFor();

    // 返回控制台首页 on the not-found page: Ctrl-click opens the home in a new tab, a click here.
    await page.goto(`${server.url}/admin/no/such/page`);
    const home = page.getByRole('link', { name: '返回控制台首页' });
    const [tab] = await Promise.all([context.waitForEvent('page'), home.click({ modifiers: ['Control'] })]);
    await tab.waitForURL(`${server.url}/admin/basic`);
    await tab.close();
    expect(page.url()).toBe(`${server.url}/admin/no/such/page`);
    await home.click();
    await page.waitForURL(`${server.url}/admin/basic`);
  });

  it('我的积分 is reached from the account card’s points', async () => {
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('menuitem', { name: '控制台首页' }).click();
    const points = page.getByRole('region', { name: '账户信息' }).getByRole('link', { name: /积分明细/ });
    expect(await points.getAttribute('href')).toBe('/admin/user/points');
    await points.click();
    await page.waitForURL(`${server.url}/admin/user/points`);
    await page.getByRole('heading', { name: '我的积分', level: 1 }).waitFor();
    await expectNoDeadEnd(page);
    expect(notFound).toEqual([]);
  });
});
