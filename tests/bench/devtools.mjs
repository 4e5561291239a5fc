/**
 * Chromium driven over ONE raw DevTools connection per page, for the benches that time a page's
 * start-up (`bench:web`; issue 25, docs/first-screen.md "The thirty-fourth stop").
 *
 * Why not Playwright there: a Playwright page already has Playwright's own DevTools session (Runtime,
 * Network, Log, Page and an isolated world enabled), and throttling it needs a second one
 * (`context.newCDPSession`) with Network enabled again. Every enabled agent of every session
 * instruments the page — each request, each script context is reported twice — and on the bench's
 * line (CPU ×4) the second session alone put the home's `gr:boot` ~300–450 ms later than a page
 * with one session. A person's browser has none. Here each page has one session, and it enables only
 * what the measure needs: Page (the observer script added to every document), Network (the cache
 * off, the line emulated, the bytes counted) and Emulation (the CPU and the viewport); the page is
 * read with `Runtime.evaluate`, which needs no `Runtime.enable`, and clicked through `Input`.
 *
 * Chromium is started with `--remote-debugging-pipe` (the protocol's messages as JSON, each ended
 * by a NUL byte, on the child's fds 3 and 4), as Playwright starts it, so nothing listens on a port.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signInHttp } from './lib.mjs';

/** The flags of a headless Chromium on these machines, plus what keeps a headless tab from being treated as hidden. */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  // A Chinese organiser's browser: the console follows the browser's languages (issue 29).
  '--lang=zh-CN',
  '--accept-lang=zh-CN,zh',
  '--remote-debugging-pipe',
];

/**
 * Starts Debian's Chromium (or `CHROMIUM_PATH`) headless with a fresh profile. Returns `send(method,
 * params, sessionId)` (resolves with the result, rejects with the protocol's error), `on(listener)`
 * for every event (`{ method, params, sessionId }`; returns the function that removes it),
 * `newContext(cookies)`, `disposeContext(id)` and `close()`.
 */
export async function launchDevtoolsChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'greenroom-devtools-'));
  const child = spawn(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [...FLAGS, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const [toBrowser, fromBrowser] = [child.stdio[3], child.stdio[4]];
  // A pipe's error is the browser gone, which `exited` reports to every command waiting.
  for (const pipe of [toBrowser, fromBrowser]) pipe.on('error', () => {});
  const pending = new Map();
  const listeners = new Set();
  let lastId = 0;
  let buffered = Buffer.alloc(0);
  fromBrowser.on('data', (chunk) => {
    buffered = Buffer.concat([buffered, chunk]);
    for (let end = buffered.indexOf(0); end >= 0; end = buffered.indexOf(0)) {
      const message = JSON.parse(buffered.subarray(0, end).toString('utf8'));
      buffered = buffered.subarray(end + 1);
      if (message.id === undefined) {
        for (const listener of listeners) listener(message);
        continue;
      }
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) waiting?.reject(new Error(`${waiting.method}: ${message.error.message}`));
      else waiting?.resolve(message.result);
    }
  });
  // Ended, or never started (no Chromium at that path): every command waiting is refused with why.
  const exited = new Promise((resolve) => {
    child.once('exit', () => resolve('Chromium exited'));
    child.once('error', (error) => resolve(`Chromium did not start: ${error.message}`));
  });
  void exited.then((why) => {
    for (const waiting of pending.values()) waiting.reject(new Error(`${waiting.method}: ${why}`));
    pending.clear();
  });
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, { resolve, reject, method });
      toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });
  const on = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    send,
    on,
    /**
     * A new browser context (its own cookies and cache) holding `cookies` (`{ name, value, domain,
     * path, httpOnly? }`, as `Storage.setCookies` takes them).
     */
    async newContext(cookies = []) {
      const { browserContextId } = await send('Target.createBrowserContext', { disposeOnDetach: true });
      if (cookies.length > 0) await send('Storage.setCookies', { browserContextId, cookies });
      return browserContextId;
    },
    /** Closes a context of {@link newContext} and its pages. */
    disposeContext: (browserContextId) => send('Target.disposeBrowserContext', { browserContextId }).catch(() => {}),
    async close() {
      await send('Browser.close').catch(() => {});
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      child.kill('SIGKILL');
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * A new page in `browserContextId` as the benches load it: the HTTP cache disabled (cold), the CPU
 * slowed `throttle` times, the network at `rtt` ms round trip and `mbps` Mbit/s both ways, the
 * viewport `width` × `height`, the HTTP cache off unless `cache`. Returns:
 *   send(method, params): a command of the page's session (a bench's own figures: Tracing, Profiler);
 *   addInitScript(source): runs `source` in every document of the page before its own scripts;
 *   goto(url): starts the navigation (resolves once the browser has it, not when it loads);
 *   evaluate(expression): the expression's value in the page's main world (null if it throws or the
 *     page is between documents);
 *   click(x, y): the left button pressed and released there, through the browser's input;
 *   requests: every request by id (`url`, `type`, encoded `bytes` once finished);
 *   lastActivity(): when (Date.now()) a request last started or ended;
 *   close().
 */
export async function openDevtoolsPage(browser, browserContextId, { throttle = 4, rtt = 40, mbps = 10, width = 1440, height = 900, cache = false } = {}) {
  const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank', browserContextId });
  const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
  const send = (method, params) => browser.send(method, params, sessionId);
  const requests = new Map();
  let last = Date.now();
  const off = browser.on(({ method, params, sessionId: from }) => {
    if (from !== sessionId) return;
    if (method === 'Network.requestWillBeSent') {
      requests.set(params.requestId, { url: params.request.url, type: params.type, bytes: 0 });
      last = Date.now();
    } else if (method === 'Network.loadingFinished' || method === 'Network.loadingFailed') {
      const request = requests.get(params.requestId);
      if (request && method === 'Network.loadingFinished') request.bytes = params.encodedDataLength;
      last = Date.now();
    }
  });
  // Page: needed for scripts added to new documents. Network: the cache, the line, the bytes.
  await send('Page.enable');
  await send('Network.enable');
  await send('Network.setCacheDisabled', { cacheDisabled: !cache });
  const bytesPerSecond = (mbps * 1024 * 1024) / 8;
  await send('Network.emulateNetworkConditions', { offline: false, latency: rtt, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond });
  await send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
  return {
    send,
    requests,
    lastActivity: () => last,
    addInitScript: (source) => send('Page.addScriptToEvaluateOnNewDocument', { source }),
    goto: (url) => send('Page.navigate', { url }),
    evaluate: async (expression) => (await send('Runtime.evaluate', { expression, returnByValue: true }).catch(() => null))?.result?.value ?? null,
    async click(x, y) {
      for (const type of ['mousePressed', 'mouseReleased']) await send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 });
    },
    async close() {
      off();
      await browser.send('Target.closeTarget', { targetId }).catch(() => {});
    },
  };
}

/**
 * The benches' visitor over raw DevTools: `demo` signed in over HTTP as the sign-in form does, and
 * the layout cookie the console writes at 1440 px (`xl`, so that the server renders the page the
 * browser hydrates, as after a sign-in through the form). `signedIn` are those cookies, for more
 * contexts (`browser.newContext(signedIn)`); `context` is one holding them.
 */
export async function signedInDevtools(url) {
  const { cookies, status } = await signInHttp(url, 'demo');
  if (cookies.length === 0) throw new Error(`demo could not sign in (${status})`);
  const host = new URL(url).hostname;
  const signedIn = [
    ...cookies.map(({ name, value }) => ({ name, value, domain: host, path: '/', httpOnly: true })),
    { name: 'gr_layout', value: 'xl', domain: host, path: '/admin' },
  ];
  const browser = await launchDevtoolsChromium();
  return { browser, signedIn, context: await browser.newContext(signedIn) };
}
