/**
 * Issue 29 "Tests": one walk over every route of SPEC §2 (walk.ts, the routes a11y.e2e.test.ts walks,
 * the item screens their first rows lead to, the not-found page) in a browser whose language is
 * English (`Accept-Language: en-US`) and whose colour scheme is dark (the account's theme is
 * `system`, its default), then the header's drawer and popovers. On each:
 *
 * - English: `<html lang>` is `en-US`, and no interface text holds a Chinese character, user data
 *   aside (interfaceTexts.ts says what a text is and what user data is);
 * - dark: no light surface — neither an element painted light over a noticeable area (the DOM) nor a
 *   bright region of the screenshot (the pixels), pictures aside (lightSurfaces.ts) — and axe finds no
 *   contrast violation (light mode's contrast is a11y.e2e.test.ts's: its walk runs every axe rule).
 *
 * And the first paint: the page as the server sends it, before any script, is dark and English.
 *
 * The two passes share one walk (one sign-in, each route opened and awaited once): English and dark
 * are independent, and the walk is most of the time. A failure lists, by route, what was found.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sharedBrowser } from './browser';
import { chineseTexts, DataStrings, type Offence } from './interfaceTexts';
import { brightAreas, lightBackgrounds, type Surface } from './lightSurfaces';
import { contentOf, followedStops, NOT_FOUND, openInConsole, ROUTES, type Stop, seriousViolations, settled, type Violation } from './walk';

const browser = sharedBrowser();

let context: BrowserContext;
let page: Page;
let data: DataStrings;

/** Signs in through the development SSO by its fields (its words may be in either language). */
async function signInByFields(signIn: Page) {
  await signIn.locator('#username').fill('demo');
  await signIn.locator('#password').fill('greenroom');
  await signIn.locator('button[type="submit"]').click();
}

beforeAll(async () => {
  const base = inject('baseUrl');
  context = await browser().newContext({ viewport: { width: 1600, height: 1000 }, locale: 'en-US', colorScheme: 'dark' });
  data = new DataStrings(context);
  page = await context.newPage();
  await page.goto(`${base}/admin/basic`);
  await signInByFields(page);
  await page.waitForURL(`${base}/admin/basic`);
  await page.locator('main section li').first().waitFor();
  await data.addEmbedded(page);
});
afterAll(async () => {
  await context?.close();
});

/** What one place of the console showed wrong, by kind; each a line `route → what (where)`. */
class Findings {
  readonly lang: string[] = [];
  readonly chinese: string[] = [];
  readonly lightBackgrounds: string[] = [];
  readonly brightAreas: string[] = [];
  readonly contrast: string[] = [];

  add(route: string, found: { lang?: string; chinese?: Offence[]; backgrounds?: Surface[]; areas?: Surface[]; contrast?: Violation[] }) {
    if (found.lang !== undefined && found.lang !== 'en-US') this.lang.push(`${route} → <html lang="${found.lang}">`);
    for (const o of found.chinese ?? []) this.chinese.push(`${route} → ${JSON.stringify(o.text)} (${o.where}: ${o.found})`);
    for (const s of found.backgrounds ?? []) this.lightBackgrounds.push(`${route} → ${s.where} ${s.what}, ${s.area} px²`);
    for (const s of found.areas ?? []) this.brightAreas.push(`${route} → ${s.what} (${s.where}), ${s.area} px²`);
    for (const v of found.contrast ?? []) this.contrast.push(`${route} → ${v.help}: ${v.targets.join(', ')}`);
  }

  /** Soft expectations, one a kind: every kind is reported even when an earlier one fails. */
  expectNone() {
    expect.soft(this.lang, 'issue 29: <html lang> is en-US').toEqual([]);
    expect.soft(this.chinese, 'issue 29: no Chinese interface text in en-US (user data aside)').toEqual([]);
    expect.soft(this.lightBackgrounds, 'issue 29: no element painted light in dark mode').toEqual([]);
    expect.soft(this.brightAreas, 'issue 29: no bright area in the dark screenshot').toEqual([]);
    expect.soft(this.contrast, 'issue 29: axe finds no contrast violation in dark mode').toEqual([]);
  }
}

/** Waits until nothing in `selector` is animating (an opening drawer): colours are measured as painted. */
async function stillAnimations(selector: string) {
  await expect.poll(() => page.locator(selector).evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
}

describe('issue 29: every route in English and dark', () => {
  it('walks them all: <html lang="en-US">, no Chinese interface text, no light surface, no contrast violation', async () => {
    const base = inject('baseUrl');
    const findings = new Findings();
    const stops: Stop[] = [...ROUTES, { path: NOT_FOUND }];
    for (const stop of stops) {
      await openInConsole(page, stop.path);
      await page.waitForURL(`${base}/admin${stop.lands ?? stop.path}`);
      if (stop.path === NOT_FOUND) await page.locator('main h1').first().waitFor();
      else await settled(page, contentOf(stop));
      // The shell (header, menu) is the same on every route: read whole on the first, then the page.
      const scope = stop === ROUTES[0] ? 'html' : 'main';
      findings.add(stop.path, {
        lang: await page.evaluate(() => document.documentElement.lang),
        chinese: await chineseTexts(page, data, scope),
        backgrounds: await lightBackgrounds(page, scope === 'html' ? 'body' : 'main'),
        areas: await brightAreas(page),
        contrast: await seriousViolations(page, scope, ['color-contrast']),
      });
      if (stop.follow) {
        const items = await followedStops(page, stop.follow);
        expect(items.length, `${stop.path}: its first row leads to ${stop.follow}`).toBeGreaterThan(0);
        stops.splice(stops.indexOf(stop) + 1, 0, ...items);
      }
    }
    findings.expectNone();
  }, 240_000);

  it('the header’s product drawer, message list and account menu', async () => {
    const findings = new Findings();
    await openInConsole(page, '/basic');
    await settled(page, 'main section li');
    const overlays = [
      { name: 'product drawer', open: '.gr-drawer-trigger button', panel: '.gr-product-drawer', ready: '.gr-product-drawer .gr-product-card' },
      { name: 'message list', open: 'button.gr-bell', panel: '.gr-messages-pop', ready: '.gr-messages-pop .gr-message-list li, .gr-messages-pop .gr-empty' },
      { name: 'account menu', open: '.gr-user', panel: '.gr-account-menu', ready: '.gr-account-menu li' },
    ];
    for (const overlay of overlays) {
      await page.locator(overlay.open).first().click();
      await page.locator(overlay.ready).first().waitFor();
      await stillAnimations(overlay.panel);
      const box = await page.locator(overlay.panel).first().boundingBox();
      findings.add(overlay.name, {
        chinese: await chineseTexts(page, data, overlay.panel),
        backgrounds: await lightBackgrounds(page, overlay.panel),
        areas: box ? await brightAreas(page, box) : [],
        contrast: await seriousViolations(page, overlay.panel, ['color-contrast']),
      });
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator(overlay.panel).first().isVisible()).toBe(false);
    }
    findings.expectNone();
  });
});

describe('issue 29: the first paint is dark and English', () => {
  it('the page as served, before the console’s code: <html lang="en-US">, no light surface', async () => {
    const base = inject('baseUrl');
    // The signed-in person's cookies, the console's scripts held back: what paints before its code
    // runs — the served HTML, its stylesheets and the page's own inline scheme script (which sets Semi's
    // dark theme before the body is parsed, for a device the client hint did not describe).
    const served = await browser().newContext({
      viewport: { width: 1600, height: 1000 },
      locale: 'en-US',
      colorScheme: 'dark',
      storageState: await context.storageState(),
    });
    try {
      const first = await served.newPage();
      await first.route(/\.js(\?|$)/, (route) => route.abort());
      await first.goto(`${base}/admin/basic`, { waitUntil: 'load' });
      await first.locator('body').waitFor();
      const findings = new Findings();
      findings.add('/basic as served', {
        lang: await first.evaluate(() => document.documentElement.lang),
        backgrounds: await lightBackgrounds(first),
        areas: await brightAreas(first),
      });
      findings.expectNone();
    } finally {
      await served.close();
    }
  });

  it('asked with the dark client hint (Sec-CH-Prefers-Color-Scheme) in English, the server writes <body theme-mode="dark"> and <html lang="en-US">', async () => {
    const base = inject('baseUrl');
    const answer = await page.request.get(`${base}/admin/basic`, {
      headers: { 'accept-language': 'en-US,en;q=0.9', 'sec-ch-prefers-color-scheme': '"dark"' },
    });
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect.soft(/<html[^>]*\slang="en-US"/.exec(html)?.[0] ?? html.slice(0, 200)).toMatch(/lang="en-US"/);
    expect.soft(/<body[^>]*>/.exec(html)?.[0]).toMatch(/\stheme-mode="dark"/);
  });
});
