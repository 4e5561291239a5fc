import { crc32, deflateSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { gotoSignedIn, sharedBrowser } from './browser';

// What the editor files (live, photo, event) share: one signed-in browser context per file, and a
// generated image to upload. Each test file has its own instance of this module (vitest isolates
// files), so the bindings below are that file's; they are filled by `signedInAt`'s `beforeAll`.

/** The console's address (`inject('baseUrl')`). */
export let base: string;
/** The file's one signed-in context: its steps follow each other on one new item. */
export let context: BrowserContext;
/** The context's page. */
export let page: Page;
/** Every uncaught error of the page, for an `expect(errors).toEqual([])` at the end. */
export const errors: string[] = [];

/**
 * Opens one context at 1440×900 (zh-CN) before the file's tests, signs in at `listPath` (an address
 * under the console, `/admin/activity/photo`) and waits for it; closes the context after them (after
 * the file's own `afterAll`, which may still use the page).
 */
export function signedInAt(listPath: string): void {
  const browser = sharedBrowser();
  beforeAll(async () => {
    base = inject('baseUrl');
    errors.length = 0;
    context = await browser().newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await gotoSignedIn(page, `${base}${listPath}`);
    await page.waitForURL(`${base}${listPath}`);
  });
  afterAll(async () => {
    await context?.close();
  });
}

/** A real PNG of `size`×`size` pixels of one colour (8-bit RGB), made here: what the upload server decodes (≥ 16×16). */
export function png(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
