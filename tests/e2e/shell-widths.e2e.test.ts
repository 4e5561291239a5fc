import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, signIn } from './browser';
import { type RunningServer, startServer } from './server';

// Issue 14 §3: the shell at every width, tried as a new user would. This file opens messages (the
// server stores them read), so it runs against a server of its own.
let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  // Scrollbars are drawn (Playwright hides them by default), so the screenshots show what a person sees.
  const launched = chromium.launch({
    executablePath: CHROMIUM,
    ignoreDefaultArgs: ['--hide-scrollbars'],
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  [browser, server] = await Promise.all([launched, startServer()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

/** Screenshots for a person to compare against the layout rules; not committed. */
const shots = mkdtempSync(path.join(tmpdir(), 'greenroom-shell-widths-'));
/** SPEC §9: lg, from which the header shows every action; below it they fold into 更多. */
const LG = 992;

async function openConsole(address: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${server.url}/admin${address}`);
  await signIn(page);
  await page.waitForURL(`${server.url}/admin${address}`);
  await page.getByRole('button', { name: /^消息通知/ }).waitFor();
  return page;
}

/**
 * What breaks the layout rules in the header and the side menu: a visible element past the viewport's
 * right edge, or a text cut off inside its box (scrollWidth beyond clientWidth); and whether the
 * document itself is wider than the viewport.
 */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 20)}"`;
    for (const el of document.querySelectorAll('.gr-header *, .gr-side *')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // The menu scrolls vertically inside its column; only its right edge matters here.
      if (box.right > window.innerWidth + 0.5) problems.push(`past the right edge (${Math.round(box.right)}): ${describe(el)}`);
      const html = el as HTMLElement;
      const text = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (text && html.scrollWidth > html.clientWidth + 1 && getComputedStyle(el).display !== 'inline') {
        problems.push(`clipped (${html.scrollWidth} > ${html.clientWidth}): ${describe(el)}`);
      }
    }
    // The logo stays on one line.
    const logo = document.querySelector('.gr-logo-text') as HTMLElement | null;
    if (logo && logo.getClientRects().length > 1) problems.push('the logo wraps');
    if (logo && logo.getBoundingClientRect().height > Number.parseFloat(getComputedStyle(logo).lineHeight || '24') * 1.5) problems.push('the logo wraps');
    if (document.documentElement.scrollWidth !== window.innerWidth) problems.push(`the document is ${document.documentElement.scrollWidth} px wide`);
    return problems;
  });
}

describe('the shell at every width (issue 14 §3)', () => {
  it('at 768, 900, 1200 and 1600 px nothing of the header or the menu is past the right edge or clipped; below lg the secondary actions fold into 更多', async () => {
    const page = await openConsole('/basic', { width: 1600, height: 900 });
    await page.getByRole('region', { name: '最新消息' }).getByRole('listitem').first().waitFor();
    for (const width of [768, 900, 1200, 1600]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => layoutProblems(page), { message: `at ${width} px` }).toEqual([]);
      const more = page.getByRole('button', { name: '更多', exact: true });
      const folded = ['服务工单', '下载', '关注公众号', '联系我们'].map((name) => page.getByRole('button', { name, exact: true }));
      const always = [
        page.getByRole('button', { name: /^(收起|展开)菜单$/ }),
        page.getByRole('link', { name: /官网/ }),
        page.getByRole('button', { name: '购买服务', exact: true }),
        page.getByRole('button', { name: /^消息通知/ }),
        page.getByRole('button', { name: /账户菜单/ }),
      ];
      for (const control of always) expect(await control.isVisible(), `at ${width} px`).toBe(true);
      expect(await more.isVisible(), `更多 at ${width} px`).toBe(width < LG);
      for (const button of [...folded, page.getByRole('button', { name: /AI助手/ })]) expect(await button.isVisible(), `at ${width} px`).toBe(width >= LG);
      // The user's name is short enough to show whole at every one of these widths.
      const name = page.locator('.gr-user-name');
      expect(await name.getAttribute('title')).toBe('绿幕直播工作室');
      expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      if (width !== 900) await page.screenshot({ path: path.join(shots, `basic@${width}.png`) });
    }

    // At 900 px the folded actions are in 更多: keyboard reachable, aria-expanded, each still works.
    await page.setViewportSize({ width: 900, height: 900 });
    const more = page.getByRole('button', { name: '更多', exact: true });
    await more.focus();
    await expect.poll(() => more.getAttribute('aria-expanded')).toBe('true');
    const menu = page.getByRole('region', { name: '更多' });
    await menu.getByRole('button', { name: '下载' }).click();
    const downloads = menu.getByRole('region', { name: '下载' });
    expect(await downloads.getByRole('link', { name: /Mac/ }).getAttribute('href')).toMatch(/\/downloads\/greenroom-sync\.dmg$/);
    // The panel stays inside the viewport.
    const box = await menu.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 900).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => more.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('更多');
    await more.click();
    const [popup] = await Promise.all([page.context().waitForEvent('page'), menu.getByRole('button', { name: /AI助手/ }).click()]);
    expect(new URL(popup.url()).pathname).toBe('/ai-chat');
    await page.context().close();
  });

  it('at 1200 × 800 with the menu open the routed page scrolls sideways inside the content area, with a visible scrollbar; the header and menu stay put', async () => {
    const page = await openConsole('/activity/live', { width: 1200, height: 800 });
    const pager = page.getByRole('navigation', { name: '分页' });
    await pager.waitFor();
    const side = page.locator('.gr-side');
    await expect.poll(async () => (await side.boundingBox())?.width).toBe(220);
    const content = page.locator('.gr-content');
    const layout = await content.evaluate((el: HTMLElement) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
      overflowX: getComputedStyle(el).overflowX,
      // A classic scrollbar takes room below the content: it is drawn, not an overlay that hides.
      scrollbar: el.offsetHeight - el.clientHeight,
      documentWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(layout.scrollWidth).toBeGreaterThan(layout.clientWidth);
    expect(layout.overflowX).toBe('auto');
    expect(layout.scrollbar).toBeGreaterThan(0);
    expect(layout.documentWidth).toBe(layout.innerWidth);
    expect(await layoutProblems(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'activity-live@1200x800.png') });

    // The pager sits at the page's right end, past the viewport; scrolled to, it is in view.
    const next = pager.getByRole('button', { name: '下一页' });
    const header = await page.locator('.gr-header').boundingBox();
    const menuBox = await side.boundingBox();
    await next.scrollIntoViewIfNeeded();
    const pagerBox = await next.boundingBox();
    expect(pagerBox && pagerBox.x + pagerBox.width <= 1200 && pagerBox.y + pagerBox.height <= 800).toBe(true);
    expect(await content.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0]);
    expect(await page.locator('.gr-header').boundingBox()).toEqual(header);
    expect(await side.boundingBox()).toEqual(menuBox);
    await page.screenshot({ path: path.join(shots, 'activity-live@1200x800-scrolled.png') });
    await page.context().close();
  });

  it('a dialog covers every popover: the notice dialog opened from the open message popover is above it', async () => {
    const page = await openConsole('/basic', { width: 900, height: 800 });
    await page.getByRole('button', { name: /^消息通知/ }).click();
    const popover = page.getByRole('region', { name: '消息通知' });
    await popover.getByRole('tab', { name: '平台公告' }).click();
    await popover.getByRole('listitem').first().getByRole('button').click();
    // (Semi's popover is a role=dialog too: the notice dialog is the one with 知道了.)
    const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: '知道了' }) });
    await dialog.waitFor();
    // Whatever is topmost anywhere over the popover is the dialog or its mask, never the popover.
    await expect
      .poll(() =>
        popover.evaluate((panel) => {
          const box = panel.getBoundingClientRect();
          const points = [0.1, 0.5, 0.9].flatMap((fx) => [0.1, 0.5, 0.9].map((fy) => [box.left + box.width * fx, box.top + box.height * fy]));
          return points.filter(([x, y]) => panel.closest('.semi-portal')?.contains(document.elementFromPoint(x, y))).length;
        }),
      )
      .toBe(0);
    const dialogBox = await dialog.boundingBox();
    const centre = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('[role="dialog"]') !== null,
      [(dialogBox?.x ?? 0) + (dialogBox?.width ?? 0) / 2, (dialogBox?.y ?? 0) + (dialogBox?.height ?? 0) / 2],
    );
    expect(centre).toBe(true);
    await page.screenshot({ path: path.join(shots, 'notice-over-popover@900.png') });
    await dialog.getByRole('button', { name: '知道了' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // The popover is still there under it (SPEC §4: it closes by the bell, its close button or Escape).
    expect(await popover.isVisible()).toBe(true);
    await page.context().close();
  });

  it('a latest message of the console home opens in the message popover as the bell opens it, and the unread count drops', async () => {
    const page = await openConsole('/basic', { width: 1600, height: 900 });
    const bell = page.getByRole('button', { name: /^消息通知/ });
    const unreadCount = async () => Number((await bell.getAttribute('aria-label'))?.match(/(\d+)\+? 条未读/)?.[1] ?? 0);
    await expect.poll(unreadCount).toBeGreaterThan(0);
    const before = await unreadCount();
    const latest = page.getByRole('region', { name: '最新消息' });
    await latest.getByRole('listitem').first().waitFor();
    const title = await latest
      .getByRole('listitem')
      .filter({ has: page.getByRole('img', { name: '未读' }) })
      .nth(1)
      .locator('.gr-home-message-title')
      .innerText();
    const unreadRow = latest.getByRole('listitem').filter({ hasText: title }).first();
    await unreadRow.getByRole('button').click();

    const popover = page.getByRole('region', { name: '消息通知' });
    const opened = popover.getByRole('listitem').filter({ hasText: title }).first();
    await expect.poll(() => opened.locator('.gr-message-content').isVisible()).toBe(true);
    expect(await opened.locator('time').innerText()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await bell.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(unreadCount).toBe(before - 1);
    await expect.poll(() => unreadRow.getByRole('img', { name: '未读' }).count()).toBe(0);
    await page.screenshot({ path: path.join(shots, 'home-message@1600.png') });

    // The server keeps it read.
    await page.reload();
    await expect.poll(unreadCount).toBe(before - 1);
    await page.context().close();
  });
});
