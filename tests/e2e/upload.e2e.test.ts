import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { gotoSignedIn, sharedBrowser, signIn } from './browser';
import { repoRoot } from './server';

const browser = sharedBrowser();
const MB = 1024 * 1024;

/** A real WebM (the demo fixture: EBML, DocType webm) padded with random bytes to `size`: the server's first-bytes check takes it for a video. */
function webmOf(size: number): Buffer {
  const head = readFileSync(path.join(repoRoot, 'server/fixtures/test-pattern-1.webm'));
  return Buffer.concat([head, randomBytes(size - head.length)]);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const HOP_BY_HOP = ['connection', 'proxy-connection', 'keep-alive'];
const withoutHops = (headers: http.IncomingHttpHeaders | http.OutgoingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name.toLowerCase())));

/**
 * The venue's Wi-Fi: an HTTP proxy between the browser and the shared server (the server itself is
 * untouched) that forwards everything until told to drop. `dropAt(bytes, ms)` cuts every connection
 * once a tus PATCH has carried the upload past `bytes` — in the middle of that request, bytes on the
 * wire lost — then answers nothing (each new connection is closed at once) for `ms`.
 *
 * Chromium's own offline switch (`context.setOffline`, CDP `Network.emulateNetworkConditions`) does
 * not do this: it lets a request already sending finish and fails only the next one, and it sets
 * `navigator.onLine` false, on which tus-js-client does not retry at all.
 */
async function flakyWifi() {
  const sockets = new Set<Socket>();
  const upstreams = new Set<http.ClientRequest>();
  let downUntil = 0;
  let drop: { at: number; ms: number; cutAt?: number } | null = null;
  const cut = (ms: number) => {
    downUntil = Date.now() + ms;
    for (const upstream of upstreams) upstream.destroy();
    for (const socket of sockets) socket.destroy();
  };
  const proxy = http.createServer((request, response) => {
    if (Date.now() < downUntil) {
      request.socket.destroy();
      return;
    }
    const target = new URL(request.url ?? '/');
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: `${target.pathname}${target.search}`, headers: withoutHops(request.headers) },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, withoutHops(answer.headers));
        answer.pipe(response);
      },
    );
    upstreams.add(upstream);
    upstream.on('close', () => upstreams.delete(upstream));
    upstream.on('error', () => response.destroy());
    if (request.method === 'PATCH' && target.pathname.startsWith('/api/upload/tus/')) {
      let reached = Number(request.headers['upload-offset'] ?? 0);
      request.on('data', (chunk: Buffer) => {
        reached += chunk.length;
        if (drop && drop.cutAt === undefined && reached >= drop.at) {
          drop.cutAt = reached;
          cut(drop.ms);
        }
      });
    }
    request.pipe(upstream);
  });
  proxy.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as { port: number };
  return {
    server: `http://127.0.0.1:${port}`,
    dropAt(bytes: number, ms: number) {
      drop = { at: bytes, ms };
    },
    /** How far the cut request had carried the upload when it was cut. */
    cutAt: () => drop?.cutAt,
    close: () =>
      new Promise<void>((resolve) => {
        cut(0);
        proxy.close(() => resolve());
      }),
  };
}

describe('上传视频 over venue Wi-Fi (issue 22 §2)', () => {
  let wifi: Awaited<ReturnType<typeof flakyWifi>> | undefined;
  afterAll(async () => {
    await wifi?.close();
  });

  it('a 12 MB recording cut off mid-upload resumes by itself from the server’s offset, becomes a row from 上传, and the server serves the very same bytes', async () => {
    const base = inject('baseUrl');
    wifi = await flakyWifi();
    const context = await browser().newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', proxy: { server: wifi.server } });
    const page = await context.newPage();
    // The form: this context's requests go through the Wi-Fi's proxy, which answers the browser's only.
    await page.goto(`${base}/admin/content/video/live`);
    await signIn(page);
    await page.waitForURL(`${base}/admin/content/video/live`);
    await page.locator('tbody tr').first().waitFor();

    // What went over tus: the creations, the offset each PATCH started from, the offsets HEAD answered.
    const tus = { created: 0, patches: [] as number[], heads: [] as number[] };
    page.on('request', (request) => {
      if (!request.url().includes('/api/upload/tus')) return;
      if (request.method() === 'POST') tus.created += 1;
      if (request.method() === 'PATCH') tus.patches.push(Number(request.headers()['upload-offset']));
    });
    page.on('response', (response) => {
      if (response.url().includes('/api/upload/tus/') && response.request().method() === 'HEAD') tus.heads.push(Number(response.headers()['upload-offset']));
    });

    const file = webmOf(12 * MB);
    // The Wi-Fi drops once a third of the file has gone up — inside the first 8 MB request — for a second.
    wifi.dropAt(Math.round(file.length * 0.3), 1000);
    const title = `断网续传 ${Date.now() % 100000}`;
    await page.getByRole('button', { name: '上传视频', exact: true }).click();
    // (Semi's modals all name themselves by one id, semi-modal-title: found by what it holds.)
    const dialog = page.getByRole('dialog').filter({ hasText: '支持 MP4、WebM、MOV 视频' });
    await dialog.getByRole('textbox', { name: /^标题/ }).fill(title);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: '选择视频文件', exact: true }).click()]);
    await chooser.setFiles({ name: 'venue-wifi.webm', mimeType: 'video/webm', buffer: file });

    // tus-js-client retries on its own (0, 1, 3 … s) and goes on: no 重试 to press.
    await dialog.getByText('上传完成', { exact: true }).waitFor({ timeout: 30_000 });
    await dialog.getByText(`「${title}」已保存到视频库`).waitFor();
    expect(await dialog.getByRole('button', { name: '重试', exact: true }).count()).toBe(0);

    // One upload, cut in the middle of its first PATCH and resumed: HEAD asked the server how much
    // it had — what arrived before the cut, not a whole chunk — and the next PATCH started there.
    const cutAt = wifi.cutAt() as number;
    expect(cutAt).toBeGreaterThan(0.25 * file.length);
    expect(cutAt).toBeLessThan(8 * MB);
    expect(tus.created).toBe(1);
    expect(tus.patches[0]).toBe(0);
    expect(tus.heads.length).toBeGreaterThan(0);
    const resumedAt = tus.heads.at(-1) as number;
    expect(resumedAt).toBeGreaterThan(0);
    expect(resumedAt).toBeLessThanOrEqual(cutAt);
    expect(tus.patches).toContain(resumedAt);

    // The list was read again: the new row is there, from 上传, with the file's size.
    const row = page.locator('tbody tr', { hasText: title });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain('上传');
    await expect.poll(() => row.innerText()).toContain('12 MB');

    // The stored bytes, through the server: the recording's play address (signed, bound to the
    // session), fetched from here with the page's cookies (straight to the server, not the proxy).
    const cookie = (await context.cookies(base)).map((c) => `${c.name}=${c.value}`).join('; ');
    const get = (address: string) => fetch(new URL(address, base), { headers: { cookie } });
    const list = await (await get(`/api/media/live/list?${new URLSearchParams({ keyword: title, pageNum: '1', pageSize: '10' })}`)).json();
    const recording = list.data.list.find((r: { title: string }) => r.title === title);
    expect(recording).toMatchObject({ source: 'upload', size: file.length, mimeType: 'video/webm' });
    const play = await (await get(`/api/media/live/playUrl/${recording.id}`)).json();
    expect(play.code).toBe(0);
    const stored = await get(play.data.url);
    expect(stored.status).toBe(200);
    const bytes = Buffer.from(await stored.arrayBuffer());
    expect(bytes.length).toBe(file.length);
    expect(sha256(bytes)).toBe(sha256(file));

    // Leave the shared server's library as it was (the other suites read its newest recordings).
    await dialog.getByRole('button', { name: '完成', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `删除 ${title}`, exact: true }).click();
    await page.getByRole('dialog').filter({ hasText: title }).getByRole('button', { name: '删除', exact: true }).click();
    await row.waitFor({ state: 'detached' });
    await context.close();
  });

  it('an image uploaded by 上传素材 shows as itself: its thumbnail on the row and the picture in 预览 are the stored JPEG, never a drawn SVG', async () => {
    const base = inject('baseUrl');
    const context = await browser().newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await gotoSignedIn(page, `${base}/admin/content/material/live`);
    await page.waitForURL(`${base}/admin/content/material/live`);
    await page.locator('tbody tr').first().waitFor();

    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .jpeg()
      .toBuffer();
    const title = `现场图片 ${Date.now() % 100000}`;
    await page.getByRole('button', { name: '上传素材', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '支持 JPG、PNG、WebP 图片' });
    await dialog.getByRole('textbox', { name: /^标题/ }).fill(title);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: '选择图片或视频文件', exact: true }).click()]);
    await chooser.setFiles({ name: 'stage.jpg', mimeType: 'image/jpeg', buffer: photo });
    await dialog.getByText(`「${title}」已保存到素材库`).waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: '完成', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    const row = page.locator('tbody tr', { hasText: title });
    await row.waitFor();
    const thumb = row.locator('.gr-title-cell img');
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
    expect(await thumb.getAttribute('src')).toMatch(/\/api\/material\/file\/\d+\.thumb\?/);

    await row.getByRole('button', { name: `预览 ${title}`, exact: true }).click();
    const preview = page.getByRole('dialog').filter({ hasText: title });
    const picture = preview.locator('img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
    const src = String(await picture.getAttribute('src'));
    const cookie = (await context.cookies(base)).map((c) => `${c.name}=${c.value}`).join('; ');
    const served = await fetch(new URL(src, base), { headers: { cookie } });
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('jpeg');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });

    // Leave the shared library as it was.
    await page.getByRole('button', { name: `删除 ${title}`, exact: true }).click();
    await page.getByRole('dialog').filter({ hasText: title }).getByRole('button', { name: '删除', exact: true }).click();
    await row.waitFor({ state: 'detached' });
    await context.close();
  });
});
