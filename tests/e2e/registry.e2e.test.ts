import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoSignedIn, sharedBrowser } from './browser';
import { externalManifest, type RunningServer, startServer } from './server';

const browser = sharedBrowser();
/** The console with the plugin built outside the workspace added to its manifest (the suite's server runs the production default, without it). */
let withExternal: RunningServer;
beforeAll(async () => {
  withExternal = await startServer({ GREENROOM_EXTRA_MANIFESTS: await externalManifest() });
});
afterAll(async () => {
  await withExternal?.stop();
});

async function openSignedIn(base: string, address: string): Promise<Page> {
  const context = await browser().newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await gotoSignedIn(page, `${base}/admin${address}`);
  await page.waitForURL(`${base}/admin${address}`);
  return page;
}

describe('runtime module registry end to end (issue: platform §4)', () => {
  it('loads a plugin built outside the workspace from the packed sdk: its menu entry and page work', async () => {
    const page = await openSignedIn(withExternal.url, '/basic');
    await page.getByRole('menuitem', { name: '外部插件示例' }).click();
    await page.waitForURL(/\/admin\/labs\/hello$/);
    await expect.poll(() => page.getByRole('heading', { name: '外部插件已加载' }).isVisible()).toBe(true);
    // The plugin's own stylesheet (its manifest's css) is linked before its page renders.
    await expect.poll(() => page.getByTestId('hello-user').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(12, 34, 56)');
    // The external page reads the same session singleton through the shared sdk.
    await expect.poll(() => page.getByTestId('hello-user').innerText()).toContain('绿幕直播工作室');
    await page.getByRole('button', { name: '打个招呼' }).click();
    await expect.poll(() => page.getByText('来自外部插件的问候').isVisible()).toBe(true);
    await page.context().close();
  });

  it('lists every plugin and its state on the diagnostics view', async () => {
    const page = await openSignedIn(withExternal.url, '/system/plugins');
    const rows = page.locator('tbody tr');
    // Every plugin of the build's manifest, plus the one from outside the workspace.
    const { plugins } = JSON.parse(readFileSync(new URL('../../dist/admin/plugins/manifest.json', import.meta.url), 'utf8')) as { plugins: { id: string }[] };
    await expect.poll(() => rows.count()).toBe(plugins.length + 1);
    // A plugin's row is the one whose first cell is its id (other rows list routes like data/activity/live).
    const row = (id: string) => rows.filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${id}\\b`) }) });
    for (const id of [...plugins.map((p) => p.id), 'hello']) await expect.poll(() => row(id).innerText()).toContain('已启用');
    await page.context().close();
  });

  it('disabling a plugin in the server setting removes its routes and menu items, with no rebuild', async () => {
    const server = await startServer({
      GREENROOM_PLUGINS: 'hello',
      GREENROOM_EXTRA_MANIFESTS: await externalManifest(),
    });
    try {
      const page = await openSignedIn(server.url, '/activity/live');
      await expect.poll(() => page.getByRole('heading', { name: '页面不存在' }).isVisible()).toBe(true);
      expect(await page.getByRole('menuitem', { name: '直播' }).count()).toBe(0);
      // An empty section (no enabled plugin contributes to it) is not shown.
      expect(await page.getByText('平台活动').count()).toBe(0);
      await page.getByRole('link', { name: '返回控制台首页' }).click();
      await page.waitForURL(`${server.url}/admin/basic`);
      await page.goto(`${server.url}/admin/system/plugins`);
      await expect.poll(() => page.locator('tbody tr').filter({ hasText: 'live' }).innerText()).toContain('已停用');
      await page.context().close();
    } finally {
      await server.stop();
    }
  });
});
