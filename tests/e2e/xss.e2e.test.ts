import path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { sharedBrowser } from './browser';
import { repoRoot } from './server';

const browser = sharedBrowser();

/** Classic vectors: scripts, event handlers, javascript: and data: URLs, SVG/MathML tricks, mutation XSS. */
const VECTORS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<svg onload="window.__xss=3"></svg>',
  '<svg><script>window.__xss=4</script></svg>',
  '<body onload="window.__xss=5">',
  '<iframe src="javascript:window.parent.__xss=6"></iframe>',
  '<a href="javascript:window.__xss=7" id="js-link">点我</a>',
  '<a href="JaVaScRiPt:window.__xss=8" id="js-link2">点我</a>',
  '<a href="&#106;avascript:window.__xss=9" id="js-link3">点我</a>',
  '<details open ontoggle="window.__xss=10"><summary>x</summary></details>',
  '<video><source onerror="window.__xss=11"></video>',
  '<input autofocus onfocus="window.__xss=12">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=13">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=14>">',
  '<object data="javascript:window.__xss=15"></object>',
  '<embed src="javascript:window.__xss=16">',
  '<form action="javascript:window.__xss=17"><button id="form-btn">提交</button></form>',
  '<div style="background:url(javascript:window.__xss=18)">x</div>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=19">',
  '<img src="x" srcset="y" onerror="window.__xss=20">',
  '<p>正常的<b>加粗</b>与<a href="https://example.com/">链接</a></p>',
];

describe('server HTML is sanitized with DOMPurify before it reaches the page (issue: shell, messages and notices)', () => {
  it('no vector runs a script and no event handler or javascript: URL survives', async () => {
    const built = await esbuild.build({
      entryPoints: [path.join(repoRoot, 'sdk/src/ui/sanitize.ts')],
      bundle: true,
      format: 'iife',
      globalName: 'greenroomSanitize',
      write: false,
      logLevel: 'silent',
    });
    const page = await (await browser().newContext()).newPage();
    await page.setContent('<!doctype html><html><body><main id="out"></main></body></html>');
    await page.addScriptTag({ content: built.outputFiles[0].text });
    for (const vector of VECTORS) {
      const html = await page.evaluate((v) => {
        const clean = (window as unknown as { greenroomSanitize: { sanitizeHtml(h: string): string } }).greenroomSanitize.sanitizeHtml(v);
        const box = document.createElement('div');
        box.innerHTML = clean;
        document.getElementById('out')?.append(box);
        return clean;
      }, vector);
      expect(html, vector).not.toMatch(/<script|\son[a-z]+\s*=|javascript:/i);
    }
    // Every vector now sits in the page together: give handlers and loads a moment to fire.
    await page.waitForTimeout(300);
    const report = await page.evaluate(() => ({
      ran: (window as { __xss?: number }).__xss,
      handlers: [...document.querySelectorAll('#out *')].flatMap((el) => [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => a.name)),
      scripts: document.querySelectorAll('#out script, #out iframe, #out object, #out embed, #out form').length,
      unsafeLinks: [...document.querySelectorAll('#out a[href]')].map((a) => a.getAttribute('href') ?? '').filter((href) => !/^https?:/.test(href)),
    }));
    expect(report).toEqual({ ran: undefined, handlers: [], scripts: 0, unsafeLinks: [] });
    expect(await page.locator('#out b', { hasText: '加粗' }).count()).toBe(1);
    await page.context().close();
  });
});
