/**
 * Issue 13 §2 "No dead end in the local environment": every link of the header, the side menu and
 * the avatar menu leads somewhere with `npm start` — the sibling products' addresses are answered by
 * the reference server (server/src/modules/siblings.ts). The purchase picker and the product drawer
 * have tests of their own.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, signIn } from './browser';
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
  await page.goto(`${server.url}/admin/basic`);
  await signIn(page);
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

    // Service orders: both buttons open the user centre's ticket pages.
    for (const [name, path, heading] of [
      ['提交工单', '/sso/user-center/user/workOrder/create', '提交工单'],
      ['我的工单', '/sso/user-center/user/workOrder', '我的工单'],
    ] as const) {
      await header(page).getByRole('button', { name: '服务工单', exact: true }).hover();
      const button = page.getByRole('region', { name: '服务工单' }).getByRole('button', { name });
      await button.waitFor();
      await (await opens(page, button, path, heading)).close();
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
    const entry = async (name: string) => {
      await avatar.click();
      const item = page.getByRole('button', { name, exact: true });
      await item.waitFor();
      return item;
    };

    await (await opens(page, await entry('账户信息'), '/sso/user-center/user/account', '账户中心')).close();
    await (await opens(page, await entry('安全设置'), '/sso/user-center/user/safeSetting', '安全设置')).close();
    await (await opens(page, await entry('积分商城'), '/sso/user-center/user/pointsMall', '积分商城')).close();

    // Not yet certified: the certification modal. Complete the scan, then the entry opens the page.
    await (await entry('实名认证')).click();
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
    await (await entry('退出登录')).click();
    await page.getByLabel('用户名').waitFor();

    expect(notFound).toEqual([]);
    await context.close();
  });
});
