import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoSignedIn, launch } from './browser';
import { type RunningServer, startServer } from './server';

// Buying changes the demo account's entitlements and orders: a server of its own.
let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launch(), startServer()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

const DATE = /\d{4}-\d{2}-\d{2}/;
/** The purchase page's product choice for each `?product=`. */
const PRODUCT_LABEL = { live: '直播', photo: '云摄影', event: '活动', capacity: '存储扩容', onsite: '现场拍摄' } as const;

async function openConsole(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await gotoSignedIn(page, `${server.url}/admin/basic`);
  await page.waitForURL(`${server.url}/admin/basic`);
  await page.getByRole('region', { name: '我的产品' }).getByRole('listitem').first().waitFor();
  return { context, page };
}

/**
 * Ctrl-clicks `control` and answers the tab it opened, once loaded and in front. The shell's purchase
 * entries are links to the console's page, opened in the same tab by a plain click (issue 24 §1); a
 * Ctrl-click opens them in a new one, as the first tab's story here needs.
 */
async function opensTab(context: BrowserContext, control: Locator): Promise<Page> {
  const [tab] = await Promise.all([context.waitForEvent('page'), control.click({ modifiers: ['Control'] })]);
  await tab.waitForLoadState('domcontentloaded');
  await tab.bringToFront();
  return tab;
}

/**
 * The opened tab is the console's purchase page for `product`: its address, its heading, that
 * product chosen (or the order form of it) — and never 页面不存在.
 */
async function expectPurchasePage(tab: Page, product: keyof typeof PRODUCT_LABEL) {
  const url = new URL(tab.url());
  expect(url.pathname).toBe('/admin/purchase');
  expect(url.searchParams.get('product')).toBe(product);
  await tab.getByRole('heading', { name: '购买服务', level: 1 }).waitFor();
  await tab.getByRole('region', { name: '订单金额' }).waitFor();
  expect(await tab.getByRole('radio', { name: PRODUCT_LABEL[product], exact: true }).isChecked()).toBe(true);
  expect(await tab.getByText('页面不存在').count()).toBe(0);
}

/** The live card of the drawer's 直播 group: its edition line, e.g. 尊享版 · 2027-06-11 到期. */
async function liveCardEdition(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: '产品与服务' });
  if (!(await dialog.isVisible())) {
    await page.getByRole('button', { name: '全部产品' }).click();
    await dialog.waitFor();
  }
  const card = dialog.getByRole('region', { name: '直播', exact: true }).getByRole('link', { name: /视频直播/ });
  return card.locator('.gr-product-card-edition').innerText();
}

const dayOf = (text: string) => text.match(DATE)?.[0] ?? '';

describe('buying a service (issue 12 §2, §6)', () => {
  it('buys a live edition from the purchase picker, pays through the development settle action, confirms, and sees the new expiry in the first tab’s drawer without a reload', async () => {
    const { context, page } = await openConsole();
    const before = await liveCardEdition(page);
    expect(before).toMatch(new RegExp(`^尊享版 · ${DATE.source} 到期`));
    await page.keyboard.press('Escape');
    await page.evaluate(() => {
      (window as { __notReloaded?: boolean }).__notReloaded = true;
    });

    // 购买服务 → 购买直播, Ctrl-clicked: the console's purchase page in a new tab.
    await page.getByRole('button', { name: '购买服务', exact: true }).hover();
    const tab = await opensTab(context, page.getByRole('region', { name: '购买服务' }).getByRole('link', { name: /购买直播/ }));
    await expectPurchasePage(tab, 'live');

    // The edition held (尊享版) and 1 年; demo is a photo company: the 90 % price against the list price.
    await tab
      .locator('label')
      .filter({ hasText: /^直播尊享版/ })
      .click();
    await tab
      .locator('label')
      .filter({ hasText: /^1 年$/ })
      .click();
    await expect.poll(() => tab.getByRole('radio', { name: '1 年', exact: true }).isChecked()).toBe(true);
    const summary = tab.getByRole('region', { name: '订单金额' });
    await expect.poll(() => summary.innerText()).toContain('直播尊享版 1 年');
    expect(await summary.innerText()).toMatch(/企业协议价（九折）\s+¥11,699\.10/);

    await summary.getByRole('button', { name: '提交订单' }).click();
    await expect.poll(() => new URL(tab.url()).searchParams.get('orderNo') ?? '').toMatch(/^GR\d{20}$/);
    const orderNo = new URL(tab.url()).searchParams.get('orderNo') ?? '';
    await tab.getByText(orderNo, { exact: true }).waitFor();
    expect(await tab.getByRole('img', { name: '微信支付付款二维码' }).isVisible()).toBe(true);
    expect(await tab.locator('.gr-purchase-deadline time').innerText()).toMatch(/^2[34]:\d{2}:\d{2}$/);
    // Nothing to confirm: a settled payment completes the order by itself (issue 24 §5).
    expect(await tab.getByRole('button', { name: '确认支付' }).count()).toBe(0);

    // Development: the marked banner stands in for the payment provider; the order completes once settled.
    await tab.getByRole('button', { name: '模拟支付到账' }).click();
    await tab.getByRole('heading', { name: '支付成功' }).waitFor();
    const expiry = tab.locator('.gr-purchase-expiry');
    await expect.poll(() => expiry.innerText()).toMatch(new RegExp(`^直播尊享版有效期至 ${DATE.source}$`));
    const newDay = dayOf(await expiry.innerText());
    expect(newDay > dayOf(before)).toBe(true);

    // Back in the first tab, without a reload: the drawer and the console home show the new expiry.
    await page.bringToFront();
    await expect.poll(() => liveCardEdition(page)).toBe(`尊享版 · ${newDay} 到期`);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('region', { name: '我的产品' }).innerText()).toContain(newDay);
    expect(await page.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded)).toBe(true);

    // Leaving and coming back continues where the order stands: paid.
    await tab.goto(`${server.url}/admin/purchase?orderNo=${orderNo}`);
    await tab.getByRole('heading', { name: '支付成功' }).waitFor();
    await context.close();
  });

  it('cancels an unpaid order: the confirmation names it, and coming back reads 订单已取消', async () => {
    const { context, page } = await openConsole();
    await page.goto(`${server.url}/admin/purchase?product=capacity&capacity=50&pay=alipay`);
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('orderNo') ?? '').toMatch(/^GR\d{20}$/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
    await page.getByRole('img', { name: '支付宝付款二维码' }).waitFor();
    await page.getByRole('button', { name: '取消订单' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.innerText()).toContain(`确定取消订单 ${orderNo}`);
    // Issue 24 §5: the buttons say what they do.
    expect(await dialog.locator('.semi-modal-footer button').allInnerTexts()).toEqual(['不取消', '取消订单']);
    await dialog.getByRole('button', { name: '取消订单' }).click();
    await page.getByRole('heading', { name: '订单已取消' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: '订单已取消' }).waitFor();
    await context.close();
  });
});

describe('no purchase entry of the shell leads to a 404 (issue 12 §6)', () => {
  it('every purchase-picker item, every drawer 购买 / 续费 and the image library’s 扩容 open the purchase page of their product in a new tab', async () => {
    const { context, page } = await openConsole();

    // The purchase picker.
    const picker = { 购买直播: 'live', 购买云摄影: 'photo', 购买活动: 'event', 预约现场拍摄: 'onsite' } as const;
    for (const [text, product] of Object.entries(picker)) {
      await page.getByRole('button', { name: '购买服务', exact: true }).hover();
      const tab = await opensTab(context, page.getByRole('region', { name: '购买服务' }).getByRole('link', { name: new RegExp(text) }));
      await expectPurchasePage(tab, product);
      await tab.close();
      await page.mouse.move(700, 900);
    }

    // The product drawer: each card of a product for sale has 购买 or 续费 (续费 when held).
    const cardProduct: Record<string, keyof typeof PRODUCT_LABEL> = { 视频直播: 'live', 云摄影: 'photo', 活动管理: 'event', 现场摄影预约: 'onsite' };
    await page.getByRole('button', { name: '全部产品' }).click();
    const dialog = page.getByRole('dialog', { name: '产品与服务' });
    const cards = dialog.locator('li:has(.gr-product-card-buy)');
    await cards.first().waitFor();
    const count = await cards.count();
    expect(count).toBe(6); // live and photo twice (hot recommendations and their group), events, on-site booking
    const seen = new Set<string>();
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      const title = await card.locator('.gr-product-card-title').innerText();
      const control = card.getByRole('link', { name: /^(购买|续费)$/ });
      const held = (await card.locator('.gr-product-card-edition').count()) > 0;
      expect(await control.innerText()).toBe(held ? '续费' : '购买');
      const tab = await opensTab(context, control);
      await expectPurchasePage(tab, cardProduct[title]);
      seen.add(cardProduct[title]);
      await tab.close();
    }
    expect([...seen].sort()).toEqual(['event', 'live', 'onsite', 'photo']);
    await page.keyboard.press('Escape');

    // The image library's 扩容, shown past 80 % of the quota: this account's storage, made nearly full.
    await page.route('**/api/person/stat', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.storageBytes = Math.round(body.data.storageQuotaBytes * 0.95);
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${server.url}/admin/content/image`);
    // A real link (issue 24 §1): Ctrl-click opens a new tab, a plain click the purchase page in this one.
    const expand = page.getByRole('link', { name: '扩容' });
    const tab = await opensTab(context, expand);
    await expectPurchasePage(tab, 'capacity');
    await page.bringToFront();
    await expand.click();
    await page.waitForURL(`${server.url}/admin/purchase?product=capacity`);
    expect(context.pages()).toHaveLength(2);
    await context.close();
  });
});
