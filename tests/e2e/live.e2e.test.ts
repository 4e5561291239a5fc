import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gotoSignedIn, holdRequests, sharedBrowser, signIn } from './browser';

const browser = sharedBrowser();

/** A new signed-in page showing the live list's rows. */
async function signedInList() {
  const base = inject('baseUrl');
  const context = await browser().newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await gotoSignedIn(page, `${base}/admin/activity/live`);
  await page.waitForURL(`${base}/admin/activity/live`);
  await page.locator('tbody tr').first().waitFor();
  return { base, context, page };
}

/** The paths of the scripts `page` asks for from now on, and the errors its console says. */
function watchedLoads(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { scripts, errors };
}

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
    const firstTitle = (await page.locator('tbody tr').first().locator('td').nth(1).innerText()).trim();
    expect(firstTitle.length).toBeGreaterThan(0);
    const totalText = page.getByText(/共 \d+ 条/);
    await expect.poll(() => totalText.isVisible()).toBe(true);
    const totalBefore = Number((await totalText.innerText()).match(/共 (\d+) 条/)?.[1]);

    // The menu entry of the current route is highlighted.
    await expect.poll(() => page.locator('.semi-navigation-item-selected').innerText()).toContain('直播');

    // 删除 is under the row's 更多 (the live list keeps 管理 and 数据 in the row: issue 25, 1366 px).
    await page.getByRole('button', { name: `更多 ${firstTitle}` }).click();
    await page.getByRole('menuitem', { name: `删除 ${firstTitle}` }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(`确定删除「${firstTitle}」吗？删除后不可恢复。`).isVisible()).toBe(true);
    // A live activity asks for the stronger confirmation first.
    if (await dialog.getByRole('checkbox').count()) await dialog.getByText('我已了解上述影响，仍要继续').click();
    await dialog.getByRole('button', { name: '删除' }).click();
    await expect.poll(() => page.getByText('已删除').isVisible()).toBe(true);
    await expect.poll(() => page.getByText(new RegExp(`共 ${totalBefore - 1} 条`)).isVisible()).toBe(true);

    await page.reload();
    await page.locator('tbody tr').first().waitFor();
    await expect.poll(() => page.getByText(new RegExp(`共 ${totalBefore - 1} 条`)).isVisible()).toBe(true);
    expect(await page.getByText(firstTitle, { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps pagination in the address: a page change survives a reload, and Back restores the previous page', async () => {
    const { base, context, page } = await signedInList();
    const firstOfPage1 = await page.locator('tbody tr').first().locator('td').nth(1).innerText();
    // Reached with the keyboard: the page buttons are tab stops.
    await page.getByRole('button', { name: '第 2 页' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/admin/activity/live?page=2`);
    await expect.poll(() => page.locator('tbody tr').first().locator('td').nth(1).innerText()).not.toBe(firstOfPage1);
    await page.reload();
    await page.locator('tbody tr').first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    await page.goBack();
    await page.waitForURL(`${base}/admin/activity/live`);
    await expect.poll(() => page.locator('tbody tr').first().locator('td').nth(1).innerText()).toBe(firstOfPage1);
    // A page past the end is clamped to the last page.
    await page.goto(`${base}/admin/activity/live?page=99`);
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).not.toBe('99');
    await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('filters by status: the address and the rows follow', async () => {
    const { base, context, page } = await signedInList();
    await page.goto(`${base}/admin/activity/live?status=ended`);
    await page.locator('tbody tr').first().waitFor();
    const tags = await page.locator('tbody tr [data-status]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-status')));
    expect(tags.length).toBeGreaterThan(0);
    expect(new Set(tags)).toEqual(new Set(['ended']));
    await context.close();
  });

  it('the answers cache (issue 25): Back to the list draws its rows before its call answers, and asks again behind them', async () => {
    const { base, context, page } = await signedInList();
    const first = await page.locator('tbody tr').first().locator('td').nth(1).innerText();
    // To the home through the menu, as a person does, then Back with the list's call held back.
    await page.locator('nav a[href="/admin/basic"], a[role="menuitem"][href="/admin/basic"]').first().click();
    await page.waitForURL(`${base}/admin/basic`);
    await page.locator('.gr-user-name').first().waitFor();
    // A moment on the home: an answer younger than a second (QUERY_FRESH_MS) is not asked again.
    await page.waitForTimeout(1_100);
    const calls = await holdRequests(page, /\/api\/activity\/twzb\/list\?/);
    await page.goBack();
    await page.waitForURL(`${base}/admin/activity/live`);
    // The kept rows, while the list's own call is still unanswered.
    await expect.poll(() => page.locator('tbody tr').first().locator('td').nth(1).innerText()).toBe(first);
    await expect.poll(() => calls.held()).toBeGreaterThan(0);
    calls.release();
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    expect(await page.locator('tbody tr').first().locator('td').nth(1).innerText()).toBe(first);
    await context.close();
  });
  it('the viewers online are kept across a navigation (sdk 2.6.0): list → home → Back reads /api/live/viewers once, not per page', async () => {
    const base = inject('baseUrl');
    const context = await browser().newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    let reads = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/live/viewers') reads++;
    });
    await gotoSignedIn(page, `${base}/admin/activity/live`);
    await page.waitForURL(`${base}/admin/activity/live`);
    await page.locator('tbody tr').first().waitFor();
    // The list's 在线人数 cells read the counts once the page is live.
    await expect.poll(() => reads).toBeGreaterThan(0);
    const before = reads;
    await page.locator('nav a[href="/admin/basic"], a[role="menuitem"][href="/admin/basic"]').first().click();
    await page.waitForURL(`${base}/admin/basic`);
    await page.locator('.gr-user-name').first().waitFor();
    await page.goBack();
    await page.waitForURL(`${base}/admin/activity/live`);
    await page.locator('tbody tr [data-online-of]').first().waitFor();
    // Long enough for a read the list's cells would ask on showing again.
    await page.waitForTimeout(1_000);
    expect(reads).toBe(before);
    await context.close();
  });

  it('Semi’s DatePicker loads when first shown (issue 25): not with the list; 自定义 shows it styled; a custom range opened directly is drawn by the server with its stylesheet and hydrated', async () => {
    const { base, context, page } = await signedInList();
    const { scripts, errors } = watchedLoads(page);
    await page.reload();
    await page.waitForFunction(() => performance.getEntriesByName('gr:live').length > 0);
    // The list is live without the picker's module.
    expect(scripts.filter((url) => /datePicker/.test(url))).toEqual([]);
    // 自定义: the picker loads (pointing at the filter starts it) and shows, styled by its own stylesheet.
    await page.getByLabel('创建时间').click();
    await page.getByRole('option', { name: '自定义' }).click();
    const picker = page.locator('.semi-datepicker');
    await picker.waitFor();
    expect(scripts.some((url) => /datePicker/.test(url))).toBe(true);
    // Styled: Semi's rule for its range input (a flex row of 32 px), not a bare element's defaults.
    const input = page.locator('.semi-datepicker-range-input').first();
    expect(await input.evaluate((element) => [getComputedStyle(element).display, getComputedStyle(element).height])).toEqual(['flex', '32px']);
    await expect.poll(() => page.locator('.gr-lazy-pending').count()).toBe(0);
    // Opened directly with a custom range: the server's page links the picker's stylesheet and
    // preloads it, and the browser adopts the server's picker (no hydration error).
    const url = `${base}/admin/activity/live?from=2026-11-01&to=2026-11-07`;
    const html = await (await context.request.get(url)).text();
    expect(html).toContain('semi-datepicker');
    expect(html).toMatch(/<link rel="stylesheet" href="\/admin\/shared\/douyinfe__semi-ui__datePicker-[A-Z0-9]+\.css">/);
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('gr:live').length > 0);
    expect(await page.locator('.semi-datepicker input').first().inputValue()).toBe('2026-11-01');
    expect(await page.locator('.gr-lazy-pending').count()).toBe(0);
    expect(errors.filter((text) => /hydrat|#418|#421|#423/i.test(text))).toEqual([]);
    await context.close();
  });
  it('the kit’s dialogs and editor controls load when first needed (issue 25): not with the list; 删除 opens the confirm dialog styled and naming the item; the editor shows its controls', async () => {
    const { context, page } = await signedInList();
    const { scripts, errors } = watchedLoads(page);
    const lazy = /semi-ui__(modal|sideSheet|radio|switch|inputNumber|banner|progress)-/;
    await page.reload();
    await page.waitForFunction(() => performance.getEntriesByName('gr:live').length > 0);
    // The list is live without any of them.
    expect(scripts.filter((url) => lazy.test(url))).toEqual([]);
    // 删除: the press loads them; the dialog names the item, styled by Semi's stylesheet.
    const row = page.locator('tbody tr').last();
    const title = (await row.locator('td').nth(1).innerText()).trim();
    await row.getByRole('button', { name: `更多 ${title}` }).click();
    await page.getByRole('menuitem', { name: `删除 ${title}` }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.innerText()).toContain(`「${title}」`);
    expect(scripts.some((url) => /semi-ui__modal-/.test(url))).toBe(true);
    const content = page.locator('.semi-modal-content');
    expect(await content.evaluate((element) => getComputedStyle(element).display)).toBe('flex');
    expect(await page.locator('.gr-lazy-pending').count()).toBe(0);
    // No stylesheet linked after the first screen's repeats one of its rules (the build drops them):
    // a copy linked later would win over the console's own rules of the same specificity.
    const repeated = await page.evaluate(() => {
      const sheets = [...document.styleSheets].filter((sheet) => sheet.href?.includes('/admin/shared/'));
      const first = sheets.find((sheet) => sheet.href?.includes('/first-screen-'));
      const rules = new Set([...(first?.cssRules ?? [])].map((rule) => rule.cssText));
      return sheets
        .filter((sheet) => sheet !== first)
        .map((sheet) => ({ href: sheet.href, repeated: [...sheet.cssRules].filter((rule) => rules.has(rule.cssText)).length }))
        .filter((sheet) => sheet.repeated > 0);
    });
    expect(repeated).toEqual([]);
    await page.getByRole('button', { name: '取消' }).click();
    await expect.poll(() => page.locator('.semi-modal-content').count()).toBe(0);
    // 管理: the editor's radios are Semi's; its date pickers (not loaded by that press) follow.
    await row.getByRole('link', { name: '管理' }).click();
    await page.waitForURL(/\/admin\/activity\/live\/\d+/);
    await page.getByRole('radio', { name: '视频直播' }).waitFor();
    await expect.poll(() => page.locator('.gr-lazy-pending').count()).toBe(0);
    expect(await page.getByRole('radio', { checked: true }).count()).toBeGreaterThan(0);
    expect(errors.filter((text) => /hydrat|#418|#421|#423/i.test(text))).toEqual([]);
    await context.close();
  });
  it('a list’s selects are drawn closed without Semi’s Select (issue 25): the server names their choices, the list is live without it, it loads when idle, and a select opens and filters at the first click', async () => {
    const { base, context, page } = await signedInList();
    const { scripts, errors } = watchedLoads(page);
    const select = /semi-ui__select-/;
    // The server's own HTML names each select's choice (Semi's select drew an empty one until mounted).
    const html = await (await context.request.get(`${base}/admin/activity/live?status=ended`)).text();
    expect(html).toContain(
      '状态：</div><div class="semi-select-selection"><div class="semi-select-content-wrapper"><span class="semi-select-selection-text">已结束</span>',
    );
    await page.reload();
    await page.waitForFunction(() => performance.getEntriesByName('gr:live').length > 0);
    expect(await page.getByRole('combobox', { name: '每页条数' }).innerText()).toBe('10 条/页');
    // Loaded once the page is live and the browser idle, nothing redrawn: the list was live without it.
    await expect.poll(() => scripts.some((url) => select.test(url)), { timeout: 10_000 }).toBe(true);
    // Its Resource Timing entry appears once it has loaded, a moment after the request (longer on a busy machine).
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /semi-ui__select-/.test(entry.name)));
    const asked = await page.evaluate(() => {
      const live = performance.getEntriesByName('gr:live')[0].startTime;
      const module = performance.getEntriesByType('resource').find((entry) => /semi-ui__select-/.test(entry.name));
      return module ? module.startTime - live : null;
    });
    expect(asked).toBeGreaterThanOrEqual(0);
    expect(await page.getByRole('combobox', { name: '状态' }).getAttribute('aria-controls')).toBeNull();
    // The first click opens it as Semi's, with its options; a choice filters the list.
    await page.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '直播中' }).click();
    await page.waitForURL(/[?&]status=live(&|$)/);
    await expect.poll(() => page.getByRole('combobox', { name: '状态' }).textContent()).toBe('状态：直播中');
    await expect
      .poll(() => page.locator('tbody tr [data-status]').evaluateAll((tags) => tags.every((tag) => tag.getAttribute('data-status') === 'live')))
      .toBe(true);
    expect(errors.filter((text) => /hydrat|#418|#421|#423/i.test(text))).toEqual([]);
    await context.close();
  });
});
