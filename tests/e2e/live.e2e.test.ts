import { describe, expect, inject, it } from 'vitest';
import { sharedBrowser, signIn } from './browser';

const browser = sharedBrowser();

describe('live plugin end to end (issue: platform §6)', () => {
  it('signs in through SSO, strips the ticket, lists the activities, deletes one and it stays gone after reload', async () => {
    const base = inject('baseUrl');
    const context = await browser().newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // SPEC §2: an unauthenticated visit goes to the SSO re-login with the address as `service`.
    await page.goto(`${base}/admin/activity/live`);
    await page.waitForURL(/\/sso\/reLogin\?service=/);
    expect(new URL(page.url()).searchParams.get('service')).toBe(`${base}/admin/activity/live`);
    await expect.poll(() => page.getByText('demo').first().isVisible()).toBe(true);
    await signIn(page);

    // Back with ?ticket=…, then reloaded at the same address without the query string.
    await page.waitForURL(`${base}/admin/activity/live`);
    await page.locator('tbody tr').first().waitFor();
    const firstTitle = (await page.locator('tbody tr').first().locator('td').first().innerText()).trim();
    expect(firstTitle.length).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(/共 \d+ 场直播/).isVisible()).toBe(true);
    const totalBefore = Number((await page.getByText(/共 \d+ 场直播/).innerText()).match(/\d+/)?.[0]);

    // The menu entry of the current route is highlighted.
    await expect.poll(() => page.locator('.semi-navigation-item-selected').innerText()).toContain('直播');

    await page.getByRole('button', { name: `删除 ${firstTitle}` }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(`确定删除「${firstTitle}」吗？删除后不可恢复。`).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: '确定删除' }).click();
    await expect.poll(() => page.getByText('已删除').isVisible()).toBe(true);
    await expect.poll(() => page.getByText(`共 ${totalBefore - 1} 场直播`).isVisible()).toBe(true);

    await page.reload();
    await page.locator('tbody tr').first().waitFor();
    await expect.poll(() => page.getByText(`共 ${totalBefore - 1} 场直播`).isVisible()).toBe(true);
    expect(await page.getByText(firstTitle, { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps pagination in the address: a page change survives a reload', async () => {
    const base = inject('baseUrl');
    const context = await browser().newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/admin/activity/live`);
    await signIn(page);
    await page.waitForURL(`${base}/admin/activity/live`);
    await page.locator('.semi-page-item', { hasText: /^2$/ }).click();
    await page.waitForURL(`${base}/admin/activity/live?page=2`);
    await page.reload();
    await page.locator('tbody tr').first().waitFor();
    await expect.poll(() => page.locator('.semi-page-item-active').innerText()).toBe('2');
    await context.close();
  });
});
