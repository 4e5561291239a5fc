/**
 * Issue 23 part 2, "shared links lead somewhere", in Chromium against the suite's one server: the
 * watch link the console copies opens the broadcast's page in a browser that is not signed in
 * (at a phone's width, under its CSP, nothing refused), and registering on an event's public page
 * puts the registration in the console's 报名数据.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoSignedIn, sharedBrowser } from './browser';

const browser = sharedBrowser();
let base: string;
let console_: BrowserContext;
let admin: Page;

/** Errors a page logs (a refused script, style or image under the CSP included) and uncaught ones. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * What the console's copy action put on the clipboard: the row's button, or with `menu` the entry of
 * that row's 更多 menu (a list declaring `inlineActions`, as the live list does).
 */
async function copied(page: Page, button: string, menu?: string): Promise<string> {
  if (menu) {
    await page.getByRole('button', { name: menu }).first().click();
    await page.getByRole('menuitem', { name: button }).click();
  } else await page.getByRole('button', { name: button }).first().click();
  await expect
    .poll(() =>
      page
        .getByText(/链接已复制/)
        .first()
        .isVisible(),
    )
    .toBe(true);
  return page.evaluate(() => navigator.clipboard.readText());
}

beforeAll(async () => {
  base = inject('baseUrl');
  console_ = await browser().newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await console_.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  admin = await console_.newPage();
  await gotoSignedIn(admin, `${base}/admin/activity/live`);
  await admin.waitForURL(`${base}/admin/activity/live`);
});

afterAll(async () => {
  await console_?.close();
});

describe('public pages in Chromium (issue 23 part 2)', () => {
  it("复制观看链接 copies the broadcast's address, which shows its page signed out, at 375 px, with nothing refused", async () => {
    const row = admin.locator('tbody tr').first();
    await row.waitFor();
    const title = (await row.locator('td').nth(1).innerText()).trim();
    const link = await copied(admin, `复制观看链接 ${title}`, `更多 ${title}`);
    expect(link).toMatch(new RegExp(`^${base}/live/\\d+$`));

    const visitor = await browser().newContext({ viewport: { width: 375, height: 740 }, locale: 'zh-CN', isMobile: true, hasTouch: true });
    const page = await visitor.newPage();
    const errors = watchErrors(page);
    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
    await expect
      .poll(() =>
        page
          .getByText(/^(预告|直播中|已结束)$/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    // The stylesheet applied (a card is styled), and nothing is wider than the phone.
    expect(
      await page
        .locator('.card')
        .first()
        .evaluate((card) => getComputedStyle(card).borderTopLeftRadius),
    ).toBe('12px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    // Signed out indeed: the console asks for sign-in in this browser.
    await page.goto(`${base}/admin/activity/live`);
    await page.waitForURL(/\/sso\/reLogin\?service=/);
    await visitor.close();
  });

  it('an event registered from its public page shows in 报名数据', async () => {
    // An event open for registration, made as the organiser does (the editor's call).
    const name = `公开报名${Date.now() % 100000}`;
    const created = await console_.request.post(`${base}/api/activity/event`, {
      data: {
        requestKey: `e2e-public-${Date.now()}-abcdef`,
        title: `公开页报名测试 ${name}`,
        coverUrl: '',
        city: '杭州',
        address: '西湖区文三路 1 号',
        startTime: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        endTime: null,
        capacity: null,
        registrationOpen: true,
        form: [
          { key: 'name', label: '姓名', required: true },
          { key: 'phone', label: '手机号', required: true },
          { key: 'company', label: '单位', required: false },
        ],
      },
    });
    const event = (await created.json()).data as { id: number; title: string };
    expect(event.id).toBeGreaterThan(0);

    // 复制链接 of the event list gives its public address.
    await admin.goto(`${base}/admin/activity/event?sort=createdAt&order=desc`);
    await admin.getByRole('button', { name: `复制链接 ${event.title}` }).waitFor();
    const link = await copied(admin, `复制链接 ${event.title}`);
    expect(link).toBe(`${base}/event/${event.id}`);

    const visitor = await browser().newContext({ viewport: { width: 375, height: 740 }, locale: 'zh-CN', isMobile: true, hasTouch: true });
    const page = await visitor.newPage();
    const errors = watchErrors(page);
    await page.goto(link);
    await page.getByLabel('姓名').fill(name);
    await page.getByLabel('手机号').fill('13911112222');
    await page.getByLabel('单位').fill('绿幕科技');
    await page.getByRole('button', { name: '提交报名' }).click();
    await expect.poll(() => page.getByRole('status').innerText()).toContain('您已成功报名');
    expect(errors).toEqual([]);
    await visitor.close();

    await admin.goto(`${base}/admin/data/event?eventId=${event.id}`);
    await expect.poll(() => admin.locator('tbody tr').filter({ hasText: name }).count()).toBe(1);
    expect(await admin.locator('tbody tr').filter({ hasText: name }).innerText()).toContain('139****2222');
  });
});
