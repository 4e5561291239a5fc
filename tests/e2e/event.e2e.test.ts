import { describe, expect, inject, it } from 'vitest';
import { gotoSignedIn, sharedBrowser } from './browser';

const browser = sharedBrowser();

describe('event plugin end to end (issue: product screens part 1, §4 and §6)', () => {
  it('lists the events, filters by status in the address, deletes one after a confirmation naming it, and it stays gone after reload', async () => {
    const base = inject('baseUrl');
    const context = await browser().newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await gotoSignedIn(page, `${base}/admin/activity/event`);
    await page.waitForURL(`${base}/admin/activity/event`);
    await page.locator('tbody tr').first().waitFor();
    // The menu entry 活动 under 平台活动 is highlighted.
    await expect.poll(() => page.locator('.semi-navigation-item-selected').innerText()).toContain('活动');

    await page.goto(`${base}/admin/activity/event?status=ended`);
    await page.locator('tbody tr [data-status]').first().waitFor();
    const statuses = await page.locator('tbody tr [data-status]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-status')));
    expect(new Set(statuses)).toEqual(new Set(['ended']));

    const totalText = page.getByText(/共 \d+ 条/);
    await expect.poll(() => totalText.isVisible()).toBe(true);
    const total = Number((await totalText.innerText()).match(/共 (\d+) 条/)?.[1]);
    const title = (await page.locator('tbody tr').first().locator('td').nth(1).innerText()).trim();
    await page.getByRole('button', { name: `删除 ${title}` }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(`确定删除「${title}」吗？删除后不可恢复。`).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: '删除' }).click();
    await expect.poll(() => page.getByText('已删除').isVisible()).toBe(true);
    await expect.poll(() => page.getByText(new RegExp(`共 ${total - 1} 条`)).isVisible()).toBe(true);

    await page.reload();
    await page.locator('tbody tr').first().waitFor();
    await expect.poll(() => page.getByText(new RegExp(`共 ${total - 1} 条`)).isVisible()).toBe(true);
    expect(await page.getByText(title, { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
