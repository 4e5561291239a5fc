import { describe, expect, inject, it } from 'vitest';
import { holdRequests, sharedBrowser, signedInHome } from './browser';

const browser = sharedBrowser();

describe('数据中心 end to end (issue 11)', () => {
  it('opens each data screen, changes the range, clicks a province, and exports what the screen shows', async () => {
    const base = inject('baseUrl');
    const { context, page } = await signedInHome(browser(), base, { acceptDownloads: true });
    // No echarts on the console home.
    const homeScripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(homeScripts.some((name) => /\/chunks\/(echarts|chinaMap)-/.test(name))).toBe(false);

    // 数据中心 → 平台数据: the container goes to its first child, 图文直播.
    await page.getByRole('menuitem', { name: '平台数据' }).click();
    await page.waitForURL(`${base}/admin/data/activity/live`);
    await page.locator('.gr-figure').first().waitFor();
    await page.locator('section[aria-label="浏览趋势"] [data-painted="true"]').waitFor({ timeout: 30_000 });

    // The range lives in the address.
    await page.locator('.gr-data-range').getByText('近30天').click();
    await page.waitForURL(/range=30d/);
    // A province (its button beside the map, as the keyboard reaches it) opens its cities.
    const provinces = page.getByRole('list', { name: '地域分布' });
    await provinces.getByRole('button').first().waitFor({ timeout: 30_000 });
    await provinces.getByRole('button').first().click();
    await page.waitForURL(/province=\d{6}/);
    await page.getByText('城市分布').first().waitFor();
    await page.getByRole('button', { name: '返回全国' }).click();
    await page.waitForURL((url) => !url.search.includes('province'));

    // Every other screen opens with its data, and only the shell's page area scrolls: the charts' data
    // tables (for screen readers) stay in their cards. They had made the window itself scroll into an
    // empty grey page, 1,467 px of document at 900 on 商城数据 (sdk ChartDataTable, .gr-chart).
    const windowScrolls = () => page.evaluate(() => (document.scrollingElement?.scrollHeight ?? 0) - innerHeight);
    expect(await windowScrolls()).toBeLessThanOrEqual(0);
    for (const [path, text] of [
      ['data/activity/event', '报名与签到趋势'],
      ['data/activity/micro', '浏览趋势'],
      ['data/shop', '订单趋势'],
    ] as const) {
      await page.goto(`${base}/admin/${path}`);
      await page.locator(`section[aria-label="${text}"]`).waitFor();
      await page.locator('.gr-chart table').last().waitFor({ state: 'attached' });
      expect(await windowScrolls(), path).toBeLessThanOrEqual(0);
    }
    await page.goto(`${base}/admin/data/user`);
    await page.locator('tbody tr').first().waitFor();

    // 报名数据: export the conferee list; the file has the Chinese headers and as many rows as the screen says.
    await page.goto(`${base}/admin/data/event`);
    await page.locator('tbody tr').first().waitFor();
    const summary = await page
      .getByText(/共 \d+ 条/)
      .first()
      .textContent();
    const total = Number(/共 (\d+) 条/.exec(summary ?? '')?.[1]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导出/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).filter(Boolean).map(String);
    expect(headers).toContain('姓名');
    expect(sheet.actualRowCount - 1).toBe(total);
    await context.close();
  }, 180_000);

  it('a data screen clicked from the console asks for echarts as its route is entered, while the page’s file is still on its way (issue 25: usable at first sight)', async () => {
    const base = inject('baseUrl');
    const { context, page } = await signedInHome(browser(), base);
    await page.waitForFunction(() => performance.getEntriesByName('gr:live').length > 0);
    const echarts: string[] = [];
    page.on('request', (request) => {
      if (/\/shared\/chunks\/echarts-[^/]+\.js$/.test(new URL(request.url()).pathname)) echarts.push(request.url());
    });
    // Held: the page's file. The route says it draws charts (plugins/data `charts: true`): echarts,
    // which its charts asked for only once the page had arrived and mounted, waits for nothing.
    const held = await holdRequests(page, /\/admin\/plugins\/data\/chunks\/LiveDataPage-[^/]+\.js$/);
    await page.getByRole('menuitem', { name: '平台数据' }).click();
    await page.waitForURL(`${base}/admin/data/activity/live`);
    await expect.poll(() => held.held()).toBe(1);
    await expect.poll(() => echarts).toHaveLength(1);
    held.release();
    await page.locator('section[aria-label="浏览趋势"] [data-painted="true"]').waitFor({ timeout: 30_000 });
    expect(echarts).toHaveLength(1);
    await context.close();
  });
});
