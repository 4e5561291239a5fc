/**
 * Issue 15 §3 "Integrity of every module", in Chromium against a copy of the built console:
 * - a plugin entry whose bytes no longer match its manifest is refused (the import map's integrity),
 *   the diagnostics view says so in Chinese, and another plugin's page still works;
 * - a shared module whose bytes no longer match makes the page say which one, in Chinese, instead of
 *   staying white.
 */
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gotoSignedIn, sharedBrowser } from './browser';
import { repoRoot, startServer } from './server';

const browser = sharedBrowser();
const copies: string[] = [];

afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

/** A copy of dist/admin with `url`'s file changed by one comment (its .br/.gz siblings dropped, so the changed bytes are served). */
function tamperedConsole(url: string): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'gr-integrity-e2e-')), 'admin');
  copies.push(path.dirname(dir));
  cpSync(path.join(repoRoot, 'dist/admin'), dir, { recursive: true });
  const file = path.join(dir, url.replace(/^\/admin\//, ''));
  appendFileSync(file, '\n/* changed after the build */\n');
  rmSync(`${file}.br`, { force: true });
  rmSync(`${file}.gz`, { force: true });
  return dir;
}

const builtManifest = () =>
  JSON.parse(readFileSync(path.join(repoRoot, 'dist/admin/plugins/manifest.json'), 'utf8')) as { plugins: { id: string; entry: string; integrity?: string }[] };

describe('integrity of every module (issue 15)', () => {
  it('a plugin whose entry differs from its manifest is refused, named on the diagnostics view; another plugin’s page works', async () => {
    const live = builtManifest().plugins.find((plugin) => plugin.id === 'live');
    if (!live?.integrity) throw new Error('the build wrote no integrity for live');
    const server = await startServer({ GREENROOM_STATIC_DIR: tamperedConsole(live.entry) });
    const context = await browser().newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      await gotoSignedIn(page, `${server.url}/admin/system/plugins`);
      await page.waitForURL(`${server.url}/admin/system/plugins`);
      const row = page.locator('tbody tr').filter({ has: page.locator('td:first-child', { hasText: /^live\b/ }) });
      await expect.poll(() => row.innerText()).toContain('已拒绝');
      expect(await row.innerText()).toContain('插件「live」的文件与清单不一致，已拒绝加载');
      // The shell says some plugins did not load; live's menu entry is gone.
      expect(await page.getByRole('menuitem', { name: '直播', exact: true }).count()).toBe(0);

      await page.goto(`${server.url}/admin/content/image`);
      const photoStat = page.locator('.gr-overview-stat').filter({ hasText: '照片' }).locator('strong');
      await expect.poll(() => photoStat.isVisible()).toBe(true);
    } finally {
      await context.close();
      await server.stop();
    }
  });

  it('a shared module that differs from the build is reported on the page, in Chinese, instead of a white page', async () => {
    // The shared first-screen chunk: every shared module the first screen runs lives in it.
    const html = readFileSync(path.join(repoRoot, 'dist/admin/index.html'), 'utf8');
    const map = JSON.parse(/<script type="importmap">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as { integrity: Record<string, string> };
    const shared = Object.keys(map.integrity).find((url) => /^\/admin\/shared\/first-screen-\w+\.js$/.test(url));
    if (!shared) throw new Error('the build wrote no integrity for the shared first-screen chunk');
    const server = await startServer({ GREENROOM_STATIC_DIR: tamperedConsole(shared) });
    const context = await browser().newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/admin/basic`);
      const alert = page.getByRole('alert');
      await expect.poll(() => alert.isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: '控制台文件校验失败' }).isVisible()).toBe(true);
      expect(await alert.innerText()).toContain(`以下模块的内容与构建清单不一致，已停止加载：${shared}`);
    } finally {
      await context.close();
      await server.stop();
    }
  });
});

describe('one files folder per embedded database (docs/testing.md "Each test server its own files")', () => {
  it('a second server on PGlite pointed at another server’s FILES_DIR does not start, and says why in Chinese', async () => {
    const first = await startServer();
    try {
      const second = startServer({ FILES_DIR: path.join(first.dataDir, 'files') });
      await expect(second).rejects.toThrow(/媒体文件目录 .* 正被进程 \d+/);
      await expect(second).rejects.toThrow(/FILES_DIR/);
      // The first one still serves.
      expect((await fetch(`${first.url}/admin/plugins.json`)).ok).toBe(true);
    } finally {
      await first.stop();
    }
  });
});
