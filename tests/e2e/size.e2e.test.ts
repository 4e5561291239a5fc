import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { leanStylesheet, topLevelRules } from '../../scripts/stylesheets.mjs';
import { BUDGET } from '../size/size.mjs';
import { gotoSignedIn, sharedBrowser } from './browser';

const root = path.resolve(import.meta.dirname, '../..');
const browser = sharedBrowser();

/** A signed-in page whose HTTP cache is then emptied: the next load is a cold one. */
async function signedInColdPage() {
  const base = inject('baseUrl');
  const context = await browser().newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await gotoSignedIn(page, `${base}/admin/basic`);
  await page.waitForURL(`${base}/admin/basic`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  return { base, context, page };
}

describe('first-screen budget measured in Chromium (issue: platform §7)', () => {
  it('console home with every plugin’s widget, signed in, cold cache, everything until it is all shown and nothing else arrives: JS ≤ 200 KB and CSS ≤ 23 KB transferred, no echarts', async () => {
    const { context, page } = await signedInColdPage();
    const finished: Request[] = [];
    // Requests under way, but for the live channel's stream (issue 26), which stays open for good:
    // the network is never idle while it runs, so the page is measured once a person has it all.
    const pending = new Set<Request>();
    const isStream = (request: Request) => request.url().includes('/api/live/stream');
    page.on('request', (request) => {
      if (!isStream(request)) pending.add(request);
    });
    page.on('requestfinished', (request) => {
      pending.delete(request);
      finished.push(request);
    });
    page.on('requestfailed', (request) => pending.delete(request));
    const streamOpened = page.waitForResponse((response) => isStream(response.request()) && response.status() === 200, { timeout: 30_000 });
    await page.reload({ waitUntil: 'load' });
    // What a person waits for: the home's heading, every widget past its placeholder, the live
    // channel open (after the first screen), and then nothing else still arriving for half a second.
    await expect.poll(() => page.getByRole('heading', { name: '控制台首页' }).isVisible()).toBe(true);
    await expect.poll(() => page.locator('.semi-skeleton, [aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
    await streamOpened;
    let quietSince = Date.now();
    await expect
      .poll(
        () => {
          if (pending.size > 0) quietSince = Date.now();
          return Date.now() - quietSince >= 500;
        },
        { timeout: 15_000, interval: 100 },
      )
      .toBe(true);

    let js = 0;
    let css = 0;
    // Each file with its size and when it was asked for, to name what went over a budget.
    const files: string[] = [];
    for (const request of finished) {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') continue;
      const response = await request.response();
      const { responseBodySize } = await request.sizes();
      // The server compresses everything but the smallest files.
      if (responseBodySize >= 1024) expect(response?.headers()['content-encoding'], request.url()).toMatch(/^(br|gzip)$/);
      if (type === 'script') js += responseBodySize;
      else css += responseBodySize;
      files.push(`${new URL(request.url()).pathname} ${responseBodySize} B at ${Math.round(request.timing().startTime)}`);
    }
    console.log(`first screen in Chromium: JS ${js} B, CSS ${css} B (${finished.length} requests)`);
    expect(js).toBeGreaterThan(0);
    // Everything fetched until it is all shown and quiet (lazy popovers and pictures too): 200 KB
    // (ARCHITECTURE's 250 KB, lowered in issues 14 and 25). The first screen proper (its static
    // closure, home and widgets) is held to 170 KB brotli by `npm run size`.
    expect(js, files.join('\n')).toBeLessThanOrEqual(BUDGET.js);
    expect(css, files.join('\n')).toBeLessThanOrEqual(BUDGET.css);
    expect(finished.some((r) => /echarts/i.test(r.url()))).toBe(false);
    // Issue 14: the first screen's stylesheets come as one file, and none of its parts is linked
    // again by a module's CSS loader afterwards.
    const sheets = finished.filter((r) => r.resourceType() === 'stylesheet').map((r) => new URL(r.url()).pathname);
    expect(sheets.filter((href) => href.startsWith('/admin/shared/'))).toEqual([expect.stringMatching(/^\/admin\/shared\/first-screen-[a-z0-9_-]+\.css$/)]);
    expect(sheets.filter((href) => href.startsWith('/admin/host/'))).toEqual([]);
    await context.close();
  });

  it('the built stylesheets hold no rule of Semi’s right-to-left direction and no rule twice (issue 25)', () => {
    // The console never sets Semi's direction to rtl, so these rules could never apply; a copy of a
    // rule written earlier in the same file is overridden by the later one (scripts/stylesheets.mjs).
    // What a page links: the first screen's one stylesheet, and each module's own that is not a
    // part of it (the asset graph's `cssOf`; the parts stay on disk, never linked).
    const dist = path.join(root, 'dist');
    const graph = JSON.parse(readFileSync(path.join(dist, 'admin/asset-graph.json'), 'utf8')) as { cssOf: Record<string, string>; firstScreenCss: string[] };
    const first = readdirSync(path.join(dist, 'admin/shared')).filter((name) => /^first-screen-.*\.css$/.test(name));
    expect(first).toHaveLength(1);
    const linked = [`/admin/shared/${first[0]}`, ...new Set(Object.values(graph.cssOf).filter((url) => !graph.firstScreenCss.includes(url)))];
    expect(linked.some((url) => url.includes('/greenroom__sdk__kit-'))).toBe(true);
    for (const url of linked) {
      const name = path.basename(url);
      const css = readFileSync(path.join(dist, url), 'utf8');
      expect(css, name).not.toMatch(/\.semi-(portal-)?rtl(?![\w-])/);
      if (name.startsWith('first-screen-') || name.startsWith('greenroom__sdk__kit-')) {
        const rules = topLevelRules(css);
        expect(rules.length, name).toBeGreaterThan(100);
        expect(new Set(rules).size, `${name}: a top-level rule twice`).toBe(rules.length);
      }
    }
  });

  it('what the plugins’ entries import runs from the first screen’s chunk: `@greenroom/media/lists` is a facade of it, not a lazy chunk with the kit behind it (issue 25)', () => {
    // The plugins' entries run with the console; the shared modules they import statically are
    // first-screen modules (esbuild.config.mjs `pluginStartSpecifiers`). Before, the media lists'
    // facade imported a lazy chunk, the kit and Semi's Select: ~400 KB more at every start.
    const dist = path.join(root, 'dist/admin');
    const graph = JSON.parse(readFileSync(path.join(dist, 'asset-graph.json'), 'utf8')) as {
      importMap: Record<string, string>;
      modules: Record<string, { imports: string[] }>;
    };
    const { plugins } = JSON.parse(readFileSync(path.join(dist, 'plugins/manifest.json'), 'utf8')) as { plugins: { entry: string }[] };
    const started = new Set(plugins.flatMap((plugin) => graph.modules[plugin.entry]?.imports ?? []).filter((dep) => graph.importMap[dep] !== undefined));
    expect([...started]).toEqual(expect.arrayContaining(['@greenroom/sdk', '@greenroom/media/lists']));
    for (const specifier of started) {
      expect(graph.modules[graph.importMap[specifier]]?.imports, specifier).toEqual([expect.stringMatching(/^\/admin\/shared\/first-screen-[a-z0-9_-]+\.js$/)]);
    }
  });

  it('the first chart drawn fetches echarts as one file: what it imports is on the first screen already, and no other lazy file holds echarts’ code (issue 25)', () => {
    // Split (the kit's setup, then the library as a chunk of its own), the browser found the
    // library's 180 KB only once the setup had arrived and been parsed (esbuild.config.mjs `rechunk`).
    const dist = path.join(root, 'dist/admin');
    const graph = JSON.parse(readFileSync(path.join(dist, 'asset-graph.json'), 'utf8')) as { modules: Record<string, { imports: string[] }> };
    const chunks = readdirSync(path.join(dist, 'shared/chunks')).filter((name) => name.endsWith('.js'));
    const withEcharts = chunks.filter((name) => readFileSync(path.join(dist, 'shared/chunks', name), 'utf8').includes('__ec_'));
    expect(withEcharts).toEqual([expect.stringMatching(/^echarts-[a-z0-9]+\.js$/)]);
    expect(graph.modules[`/admin/shared/chunks/${withEcharts[0]}`]?.imports).toEqual([
      expect.stringMatching(/^\/admin\/shared\/first-screen-[a-z0-9_-]+\.js$/),
    ]);
  });

  it('a stylesheet loses its right-to-left selectors and earlier copies, and nothing else (issue 25)', () => {
    const css = [
      '/* a comment */',
      '.a{color:red}',
      '.semi-rtl .b,.semi-portal-rtl .b{direction:rtl}',
      '.semi-rtl .c,.d{margin-left:4px}',
      '.e:not(.semi-rtl){padding:1px}',
      '.semi-rtl-like{color:blue}',
      '@media (max-width:600px){.semi-rtl .f{float:right}}',
      '@media (max-width:600px){.g{float:left}}',
      '@keyframes spin{from{transform:none}to{transform:rotate(1turn)}}',
      '@layer base,kit;',
      '@layer kit{}',
      '.h{color:green}',
      '.a{color:red}',
      '@layer base,kit;',
    ].join('');
    expect(leanStylesheet(css)).toBe(
      [
        '.d{margin-left:4px}',
        '.e:not(.semi-rtl){padding:1px}',
        '.semi-rtl-like{color:blue}',
        '@media (max-width:600px){.g{float:left}}',
        '@keyframes spin{from{transform:none}to{transform:rotate(1turn)}}',
        '@layer base,kit;',
        '@layer kit{}',
        '.h{color:green}',
        '.a{color:red}',
        '@layer base,kit;\n',
      ].join(''),
    );
  });

  it('a list opened directly fetches the screen kit as one file, not some forty chunks (issue 14)', async () => {
    const { base, context, page } = await signedInColdPage();
    const scripts: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${base}/admin/activity/live`);
    await page.locator('.semi-table-tbody .semi-table-row').first().waitFor();
    // The server's rows show before the scripts are in: the page is counted once it is live (issue 25).
    await page.waitForFunction(() => performance.getEntriesByName('gr:live').length > 0);
    await expect.poll(() => scripts.filter((url) => /^\/admin\/shared\/kit-[a-z0-9]+\.js$/.test(url)).length).toBe(1);
    expect(scripts.filter((url) => url.startsWith('/admin/shared/chunks/')).length).toBeLessThanOrEqual(3);
    await context.close();
  });
});
