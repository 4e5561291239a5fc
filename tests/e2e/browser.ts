import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** Debian's Chromium (no browser download is possible here). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium, headless. Its pages speak Chinese unless a context asks for another `locale`
 * (issue 29): headless Chromium's own `Accept-Language` is `en-US`, and the console follows the browser.
 */
export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // A tab a page opens (Ctrl-click) asks for its first page before Playwright's per-context locale
      // applies to it: the browser's own languages are Chinese too, as a Chinese organiser's are.
      '--accept-lang=zh-CN,zh',
      '--lang=zh-CN',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ locale: 'zh-CN', ...options });
  browser.newPage = (options = {}) => newPage({ locale: 'zh-CN', ...options });
  return browser;
}

/** Signs in through the development SSO as it appears to a person. */
export async function signIn(page: Page, username = 'demo', password = 'greenroom') {
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

/** The text of a hidden field `name` of the sign-in form in `html` (the server escapes it as HTML). */
function formField(html: string, name: string): string {
  const value = new RegExp(`<input type="hidden" name="${name}" value="([^"]*)">`).exec(html)?.[1];
  if (value === undefined) throw new Error(`the sign-in page has no field ${name}`);
  return value.replace(/&(amp|lt|gt|quot|#39);/g, (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[entity] ?? '');
}

/**
 * Opens the console page `address` in `page`, signed in as `username`, for the tests whose subject is
 * not signing in (docs/testing.md "Signing in over HTTP"). The single sign-on's form is asked for and posted
 * over HTTP with the page's own cookies (the form's token, the browser's binding), then the page
 * opens the ticket's address as the form's answer would send it: the console redeems the ticket and
 * reloads without it. What a person's sign-in does, less drawing the console page that sends them to
 * single sign-on and the sign-in page (~0.4 s a sign-in). Resolves once the ticket's page has
 * answered; wait for the address after its reload as after `signIn`.
 */
export async function gotoSignedIn(page: Page, address: string, username = 'demo', password = 'greenroom'): Promise<void> {
  const { origin } = new URL(address);
  const http = page.context().request;
  const form = await http.get(`${origin}/sso/reLogin?service=${encodeURIComponent(address)}`);
  const html = await form.text();
  const answer = await http.post(`${origin}/sso/reLogin`, {
    form: { username, password, service: formField(html, 'service'), form: formField(html, 'form') },
    maxRedirects: 0,
  });
  const ticketPage = answer.headers().location;
  if (answer.status() !== 302 || !ticketPage) throw new Error(`signing in as ${username} failed: ${answer.status()} ${(await answer.text()).slice(0, 500)}`);
  await page.goto(new URL(ticketPage, origin).href);
}

/**
 * A new context of `browser` (1440 × 900, Chinese, and `options`) with one page, signed in as the
 * demo user on the console home (`/admin/basic`) of the server at `base`.
 */
export async function signedInHome(browser: Browser, base: string, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', ...options });
  const page = await context.newPage();
  await gotoSignedIn(page, `${base}/admin/basic`);
  await page.waitForURL(`${base}/admin/basic`);
  return { context, page };
}

/** React's words for a server-rendered page the browser could not adopt (main.tsx logs them as `Hydration failed`). */
const HYDRATION_ERROR = /Hydration failed|did not match/;

/**
 * Issue 25: every page of `browser` (through its contexts) is watched for a failed hydration; what
 * is seen is pushed to `seen`.
 */
function watchHydration(browser: Browser, seen: string[]) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    context.on('page', (page) =>
      page.on('console', (message) => {
        if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) seen.push(`${page.url()}: ${message.text()}`);
      }),
    );
    return context;
  };
}

/**
 * One Chromium for the test file: launched before its tests, closed after. A test in whose pages a
 * server-rendered page failed to hydrate fails (issue 25).
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  const hydrationErrors: string[] = [];
  beforeAll(async () => {
    browser = await launch();
    watchHydration(browser, hydrationErrors);
  });
  afterEach(() => {
    const seen = hydrationErrors.splice(0);
    if (seen.length > 0) throw new Error(`hydration failed:\n${seen.join('\n')}`);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('sharedBrowser: the browser is not launched yet');
    return browser;
  };
}

/**
 * Holds back every request of `page` whose address matches `address` until `release()`, counting
 * them (`held()`): what a screen draws while its calls are unanswered (issue 25, the answers cache).
 */
export async function holdRequests(page: Page, address: RegExp): Promise<{ held(): number; release(): void }> {
  let held = 0;
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route(address, async (route) => {
    held++;
    await answered;
    await route.continue();
  });
  return { held: () => held, release: () => release() };
}
