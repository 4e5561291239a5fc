import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoSignedIn, sharedBrowser } from './browser';
import { type RunningServer, startServer } from './server';

const browser = sharedBrowser();
// Paying an order changes the demo account's entitlements and points, which other files check on
// the suite's shared server: a server of its own.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});
const baseUrl = () => server.url;

/** Signs in at `path` (under /admin/) and waits until the console shows it. */
async function open(path: string): Promise<Page> {
  const base = baseUrl();
  const context = await browser().newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', acceptDownloads: true });
  const page = await context.newPage();
  await gotoSignedIn(page, `${base}/admin/${path}`);
  await page.waitForURL(new RegExp(`/admin/${path.split('?')[0]}`));
  return page;
}

/** Places a live edition order from the page (as the purchase page does) and answers it: unpaid, not settled. */
async function placeOrder(page: Page): Promise<{ id: number; orderNo: string }> {
  const answer = await page.evaluate(async () => {
    const response = await fetch('/srv/trxorder/addOrder', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ priceId: 2, product: 1, type: 1, months: 1, payType: 'wechat' }),
    });
    return response.json();
  });
  expect(answer.code).toBe(0);
  return { id: answer.data.id, orderNo: answer.data.orderNo };
}

/** Pays an order: the development payment provider settles it, then the buyer confirms. */
async function payOrder(page: Page, orderNo: string) {
  const codes = await page.evaluate(async (no) => {
    const settle = await fetch('/dev/payments/settle', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderNo: no }),
    });
    const confirm = await fetch(`/srv/trxorder/confirmPay?orderNo=${no}`, { method: 'POST' });
    return [(await settle.json()).code, (await confirm.json()).code];
  }, orderNo);
  expect(codes).toEqual([0, 0]);
}

const rowOf = (page: Page, orderNo: string) => page.locator('tbody tr', { hasText: orderNo });

describe('orders and invoices end to end (issue 12 §1, §3)', () => {
  it('/order leads to the live orders, and 订单与发票 stays highlighted on every child', async () => {
    const page = await open('order');
    const base = baseUrl();
    await page.waitForURL(`${base}/admin/order/live`);
    await page.locator('tbody tr').first().waitFor();
    for (const [child, title] of [
      ['live', '直播订单'],
      ['photo', '云摄影订单'],
      ['event', '活动订单'],
      ['onsite', '会拍订单'],
      ['invoice', '发票'],
    ]) {
      await page.goto(`${base}/admin/order/${child}`);
      await page.getByRole('heading', { name: title, exact: true }).waitFor();
      await expect.poll(() => page.locator('.semi-navigation-item-selected').first().innerText()).toContain('订单与发票');
    }
    await page.context().close();
  });

  it('cancels an unpaid order after a confirmation naming it; it reads 已取消, also after a reload', async () => {
    const page = await open('order/live');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const order = await placeOrder(page);
    await page.goto(`${baseUrl()}/admin/order/live?keyword=${order.orderNo}`);
    const row = rowOf(page, order.orderNo);
    await expect.poll(() => row.getByText('待支付').isVisible()).toBe(true);
    // A paid-only move is disabled with its reason.
    expect(await row.getByRole('button', { name: `申请发票 ${order.orderNo}` }).isDisabled()).toBe(true);

    await row.getByRole('button', { name: `取消订单 ${order.orderNo}` }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(`确定取消订单「${order.orderNo}」吗？取消后不能再支付。`).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: '取消订单' }).click();
    await expect.poll(() => row.getByText('已取消').isVisible()).toBe(true);
    expect(await row.getByRole('button', { name: `取消订单 ${order.orderNo}` }).isDisabled()).toBe(true);

    await page.reload();
    await expect.poll(() => rowOf(page, order.orderNo).getByText('已取消').isVisible()).toBe(true);
    // The drawer from the address: its timeline says who cancelled.
    await page.goto(`${baseUrl()}/admin/order/live?keyword=${order.orderNo}&order=${order.id}`);
    const drawer = page.getByRole('dialog', { name: '订单详情' });
    await expect.poll(() => drawer.getByText('取消（用户取消）').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('requests an invoice for a paid order, issues it through the development action and downloads the PDF', async () => {
    const page = await open('order/live');
    const base = baseUrl();
    const order = await placeOrder(page);
    await payOrder(page, order.orderNo);

    // 申请发票 from the order's drawer.
    await page.goto(`${base}/admin/order/live?keyword=${order.orderNo}&order=${order.id}`);
    const drawer = page.getByRole('dialog', { name: '订单详情' });
    await expect.poll(() => drawer.getByText('未申请').isVisible()).toBe(true);
    await drawer.getByRole('button', { name: '申请发票' }).click();
    const form = page.getByRole('dialog', { name: '申请发票' });
    await form.getByText('企业', { exact: true }).click();
    await form.getByLabel('发票抬头').fill('杭州青绿会务有限公司');
    await form.getByLabel('纳税人识别号').fill('91330106ma2h3k7x5q');
    await form.getByLabel('接收邮箱').fill('finance@example.com');
    expect(await form.getByLabel('纳税人识别号').inputValue()).toBe('91330106MA2H3K7X5Q');
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect.poll(() => page.getByText('发票申请已提交').isVisible()).toBe(true);
    await expect.poll(() => drawer.getByText('申请中').isVisible()).toBe(true);

    // The finance team's stand-in issues it; the PDF downloads under the server's name.
    await page.goto(`${base}/admin/order/invoice?keyword=${order.orderNo}`);
    const row = rowOf(page, order.orderNo);
    await expect.poll(() => row.getByText('申请中').isVisible()).toBe(true);
    expect(await page.getByText(/开发环境：/).isVisible()).toBe(true);
    // In the row (issue 25: a fold keeps what the row can do; the disabled 下载 PDF is under 更多).
    expect(await row.getByRole('button', { name: /^下载 PDF/ }).count()).toBe(0);
    await row.getByRole('button', { name: /^模拟开具/ }).click();
    await expect.poll(() => row.getByText('已开具').isVisible()).toBe(true);
    const invoiceNo = /发票号码：(\d+)/.exec(await row.innerText())?.[1];
    expect(invoiceNo).toBeTruthy();
    const pdf = row.getByRole('button', { name: /^下载 PDF/ });
    await expect.poll(() => pdf.isEnabled()).toBe(true);
    // The finance team's stand-ins are gone from an issued invoice.
    expect(await row.getByRole('button', { name: /^更多/ }).count()).toBe(0);
    const [download] = await Promise.all([page.waitForEvent('download'), pdf.click()]);
    expect(download.suggestedFilename()).toBe(`发票-${invoiceNo}.pdf`);
    const bytes = await readFile((await download.path()) as string);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await page.context().close();
  });
});
