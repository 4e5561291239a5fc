import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gotoSignedIn, sharedBrowser } from './browser';

const browser = sharedBrowser();

/** A signed-in page at `path` under /admin/. */
async function open(path: string): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
  const base = inject('baseUrl');
  const context = await browser().newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await gotoSignedIn(page, `${base}/admin${path}`);
  await page.waitForURL(`${base}/admin${path}`);
  return { page, errors, close: () => context.close() };
}

/**
 * Serious and critical axe violations inside `selector`. Semi Select's own (an active descendant not
 * rendered while closed, its arrow icon) are tests/e2e/a11y's known ones.
 */
async function seriousViolations(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  const semiSelect = (v: { id: string }, target: string) =>
    (v.id === 'aria-valid-attr-value' && target.startsWith('#')) || (v.id === 'role-img-alt' && target.includes('.semi-select-arrow'));
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target.join(' ')).filter((target) => !semiSelect(v, target)) }))
    .filter((v) => v.targets.length > 0);
}

describe('points end to end (issue 12 §4: /user/points)', () => {
  it('shows the demo balance 2680 and its history; choosing 使用 keeps only spent (negative) rows, in the address', async () => {
    const { page, errors, close } = await open('/user/points');
    await expect.poll(() => page.getByTestId('points-balance').innerText()).toBe('2680');
    await page.locator('tbody tr').first().waitFor();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    const total = async () => Number((await page.getByText(/共 \d+ 条/).innerText()).match(/共 (\d+) 条/)?.[1]);
    await expect.poll(total).toBeGreaterThan(0);
    const all = await total();
    const kinds = () => page.locator('tbody tr [data-kind]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-kind')));
    // The newest rows are earned points (sign-ins, paid orders): written +N.
    expect(await kinds()).toContain('earn');

    // The kind filter, as a person uses it.
    await page.locator('.semi-select').filter({ hasText: '类型：' }).click();
    await page.getByRole('option', { name: '使用' }).click();
    await page.waitForURL(/\?kind=spend$/);
    await expect.poll(async () => [...new Set(await kinds())]).toEqual(['spend']);
    expect(await total()).toBeLessThan(all);
    const changes = await page.locator('tbody tr [data-kind]').allInnerTexts();
    expect(changes.length).toBeGreaterThan(0);
    for (const change of changes) expect(change.trim()).toMatch(/^-\d+$/);

    // The points mall is one click away, in a new window.
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: '去积分商城兑换' }).click();
    expect((await popup).url()).toMatch(/\/user\/pointsMall$/);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('marketing end to end (issue 12 §5: /marketing-center, /marketing-preview/{type})', () => {
  it('lists the tools of the server, previews one in a phone frame, and keeps 营销中心 highlighted', async () => {
    const { page, errors, close } = await open('/marketing-center');
    const cards = page.locator('.gr-mk-cards > li');
    await expect.poll(() => cards.count()).toBeGreaterThan(3);
    await expect.poll(() => page.locator('.semi-navigation-item-selected').innerText()).toContain('营销中心');
    const name = (await cards.first().locator('h2').innerText()).trim();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    expect(
      await cards
        .first()
        .getByText(/已包含|需升级到/)
        .count(),
    ).toBeGreaterThan(0);

    // A product the editions lack offers 购买: a link to the console's purchase page, opened in the same tab (issue 24 §1).
    expect(await cards.getByRole('link', { name: /^购买/ }).first().getAttribute('href')).toMatch(/^\/admin\/purchase\?product=(live|photo|event)$/);

    // 转化 keeps only its tools and goes into the address.
    await page.getByRole('search', { name: '筛选营销工具' }).getByText('转化', { exact: true }).click();
    await page.waitForURL(/\?category=conversion$/);
    await expect.poll(() => cards.count()).toBeGreaterThan(0);

    await page.goto(`${inject('baseUrl')}/admin/marketing-center`);
    await cards.first().waitFor();
    await page.getByRole('link', { name: `预览${name}` }).click();
    await page.waitForURL(/\/admin\/marketing-preview\/[a-z-]+$/);
    const phone = page.getByRole('figure', { name: `${name} 手机预览` });
    await phone.waitFor();
    const box = await phone.locator('.gr-phone-screen').boundingBox();
    expect(box?.width).toBe(375);
    expect(box?.height).toBe(740);
    expect(await phone.locator('[data-block]').count()).toBeGreaterThan(2);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    // The preview belongs to 营销中心 in the menu.
    await expect.poll(() => page.locator('.semi-navigation-item-selected').innerText()).toContain('营销中心');
    expect(errors).toEqual([]);
    await close();
  });

  it('an unknown tool shows 营销工具不存在 inside the page, not the console’s 404, with the way back', async () => {
    const { page, close } = await open('/marketing-preview/nope');
    await expect.poll(() => page.getByRole('heading', { name: '营销工具不存在' }).isVisible()).toBe(true);
    expect(await page.getByText('页面不存在').count()).toBe(0);
    await page.getByRole('link', { name: '返回营销中心' }).last().click();
    await page.waitForURL(/\/admin\/marketing-center$/);
    await close();
  });
});
