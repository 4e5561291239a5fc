/**
 * Issue 13 §2 "No dead end in the local environment": the sibling products' addresses the console
 * links to answer from the reference server (local/siblings.ts) in every environment but
 * production.
 */
import { inflateRawSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalConfig } from '../../core/src/config/environments';
import { PRODUCTS, productAddress } from '../../core/src/products';
import { PGliteDialect } from '../src/db/pglite-dialect';
import type { Database } from '../src/db/schema';
import { PNG_SIGNATURE } from '../src/lib/qr';
import { crc32 } from '../src/lib/zip';
import { INSTALLER_REDIRECTS, SIBLING_PAGES, SIBLING_POLICY, SIBLING_PRODUCTS } from '../src/local/siblings';
import { INTRO_PRODUCTS } from '../src/local/siblingsIntro';
import { PRODUCT_STEPS } from '../src/local/siblingsProducts';
import { CONTACT_PHONE } from '../src/modules/user/worker';
import { createTestApp, PUBLIC_URL } from './helpers';

// None of these routes reads the database: one that refuses to open proves it.
const db = new Kysely<Database>({
  dialect: new PGliteDialect({
    pglite: async () => {
      throw new Error('this test must not touch the database');
    },
  }),
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp(db);
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

/** The addresses the console builds for the local environment (core createLocalConfig, host links.ts, hostPlugin.tsx). */
const CONSOLE_LINKS = [
  '/ai-chat',
  '/cloud',
  '/sso/user-center',
  '/sso/user-center/user/account',
  '/sso/user-center/user/certification',
  '/sso/user-center/user/safeSetting',
  '/sso/user-center/user/pointsMall',
  '/sso/user-center/user/workOrder',
  '/sso/user-center/user/workOrder/create',
];

describe('sibling pages', () => {
  it.each(CONSOLE_LINKS)('%s is a page of the table', (url) => {
    expect(SIBLING_PAGES.some((page) => page.path === url)).toBe(true);
  });

  it.each(SIBLING_PAGES.map((page) => [page.path, page] as const))('%s: 200, HTML with a strict CSP, names its product, links back', async (url, page) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toBe(SIBLING_POLICY);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(csp).not.toMatch(/script-src|unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');

    const html = response.body;
    expect(html).toContain(`<h1>${page.title}</h1>`);
    expect(html).toContain(`所属产品：<strong>${SIBLING_PRODUCTS[page.product]}</strong>`);
    expect(html).toContain('生产环境');
    expect(html).toContain('<a class="button" href="/admin/">返回 Greenroom 控制台</a>');
    expect(html).not.toMatch(/<script|\son\w+=/i);
    // The one inline stylesheet is the one the policy names.
    const style = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    const { createHash } = await import('node:crypto');
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  });

  it('the user centre with a trailing slash is its home page', async () => {
    const response = await get('/sso/user-center/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>用户中心</h1>');
  });

  it('another user-centre address: 404, a page listing the user-centre pages, nothing of the request echoed', async () => {
    const response = await get('/sso/user-center/user/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(SIBLING_POLICY);
    expect(response.body).toContain(SIBLING_PRODUCTS.userCenter);
    expect(response.body).toContain('<a href="/sso/user-center/user/account">账户中心</a>');
    expect(response.body).toContain('href="/admin/"');
    expect(response.body).not.toMatch(/alert|<script/i);
  });

  it('the sign-on routes under /sso are untouched', async () => {
    const response = await get('/sso/reLogin');
    expect(response.statusCode).toBe(200);
  });
});

describe('the home site’s product pages (issue 24 §1)', () => {
  const LOCAL = createLocalConfig(PUBLIC_URL);
  /** The address the drawer opens for a product no plugin owns (core productAddress), as a path here. */
  const pageOf = (id: (typeof PRODUCTS)[number]['id']) => new URL(productAddress(id, { ...LOCAL, products: { ...LOCAL.products } })).pathname;

  it.each(PRODUCTS.map((product) => [product.id, product] as const))('/product/%s: 200, the catalogue’s product and its next step', async (id, product) => {
    const response = await get(`/product/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(SIBLING_POLICY);
    const html = response.body;
    expect(html).toContain(`<h1>${product.title}</h1>`);
    expect(html).toContain(`<title>${product.title} - ${SIBLING_PRODUCTS.homeSite}</title>`);
    expect(html).toContain(product.description);
    for (const keyword of product.keywords) expect(html).toContain(`<li>${keyword}</li>`);
    for (const edition of Object.values(product.editions)) expect(html).toContain(`<li>${edition}</li>`);
    if (product.tag) expect(html).toContain(`>${product.tag}</span>`);
    expect(html).toContain('<a class="button" href="/admin/">返回 Greenroom 控制台</a>');
    expect(html).not.toMatch(/<script|\son\w+=/i);
    const steps = PRODUCT_STEPS[id];
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) {
      if (step.kind === 'contact') expect(html).toContain(`${step.text}：请拨打客服热线 <a href="tel:4000000000">${CONTACT_PHONE}</a>`);
      else expect(html).toContain(`href="${step.path.replaceAll('&', '&amp;')}">${step.text}</a>`);
    }
  });

  it('every next step leads somewhere: a console page, or a sibling page this server answers', async () => {
    for (const steps of Object.values(PRODUCT_STEPS)) {
      for (const step of steps) {
        if (step.kind === 'sibling') {
          expect(SIBLING_PAGES.some((page) => page.path === step.path) || step.path === '/official-account', step.path).toBe(true);
          expect((await get(step.path)).statusCode, step.path).toBe(200);
        }
        if (step.kind === 'console') expect(step.path, step.text).toMatch(/^\/admin\/(activity\/|purchase\?product=(live|photo|event|onsite)$)/);
      }
    }
    // The products the console sells (the orders plugin's picker) are bought there; on-site booking too.
    expect(PRODUCT_STEPS[8][0]).toEqual({ kind: 'console', text: '预约现场拍摄', path: '/admin/purchase?product=onsite' });
    // The AI planning assistant is the AI chat product.
    expect(PRODUCT_STEPS[14][0]).toMatchObject({ kind: 'sibling', path: '/ai-chat' });
  });

  it('the drawer’s cards of products no plugin owns (8–11, 14, 15) are these pages', () => {
    for (const id of [8, 9, 10, 11, 13, 14, 15] as const) expect(pageOf(id)).toBe(`/product/${id}`);
    // Products with a back office of their own lead to it, inside the console.
    expect(PRODUCT_STEPS[1][0]).toMatchObject({ kind: 'console', path: '/admin/activity/live' });
    expect(PRODUCT_STEPS[7][0]).toMatchObject({ kind: 'console', path: '/admin/activity/other/question' });
  });

  it('/product lists every product; an id outside the catalogue is a 404 page with the same list, nothing echoed', async () => {
    for (const url of ['/product', '/product/']) {
      const list = await get(url);
      expect(list.statusCode, url).toBe(200);
      for (const product of PRODUCTS) expect(list.body).toContain(`<a href="/product/${product.id}">${product.title}</a>`);
    }
    for (const url of ['/product/16', '/product/0', '/product/abc', '/product/14/x', '/product/%3Cscript%3E']) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(missing.body).toContain('<h1>页面不存在</h1>');
      expect(missing.body).toContain('<a href="/product/14">AI 策划助手</a>');
      expect(missing.body).not.toMatch(/<script|abc/i);
    }
  });
});

describe('downloads (SPEC §7 "Downloads")', () => {
  it.each(Object.entries(INSTALLER_REDIRECTS))('%s leads to the honest page %s', async (from, to) => {
    const response = await get(from);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(to);
    const page = await get(to);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(SIBLING_PRODUCTS.syncHelper);
    expect(page.body).toContain('不包含在参考服务器中');
    expect(page.body).toContain(`<code>${from.split('/').pop()}</code>`);
    expect(page.body).toContain('href="/admin/"');
  });

  it('the product introduction archive is a real ZIP: named, typed, every entry intact', async () => {
    const response = await get('/static/downloads/greenroom-intro.zip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="greenroom-intro\.zip"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe('Greenroom产品介绍资料包.zip');
    const zip = response.rawPayload;
    expect(Number(response.headers['content-length'])).toBe(zip.length);
    expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

    const files = readZip(zip);
    expect([...files.keys()]).toEqual(['Greenroom 产品介绍/产品介绍.html', 'Greenroom 产品介绍/产品清单.txt']);
    const brochure = files.get('Greenroom 产品介绍/产品介绍.html') ?? '';
    const list = files.get('Greenroom 产品介绍/产品清单.txt') ?? '';
    expect(brochure).toMatch(/^<!doctype html>/);
    for (const product of INTRO_PRODUCTS) {
      expect(brochure).toContain(`<h2>${product.name}</h2>`);
      expect(list).toContain(`■ ${product.name}`);
    }
    expect(list).toContain('同步助手');

    // Stable bytes: the same archive (and ETag) every time; a matching If-None-Match is a 304.
    const etag = String(response.headers.etag);
    const again = await get('/static/downloads/greenroom-intro.zip', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });
});

describe('the official account QR (SPEC §2 "follow official account")', () => {
  it('is a PNG QR code; the page it encodes names the account', async () => {
    const response = await get('/static/images/official-account-qr.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // IHDR: 280 × 280 (twice the popover's 140 px, sharp on high-density screens).
    expect(response.rawPayload.readUInt32BE(16)).toBe(280);
    expect(response.rawPayload.readUInt32BE(20)).toBe(280);

    const page = await get(new URL('/official-account', PUBLIC_URL).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(SIBLING_PRODUCTS.officialAccount);
  });
});

describe('production', () => {
  it('registers none of these addresses: they belong to the sibling products', async () => {
    const production = await createTestApp(db, { env: 'production' });
    try {
      for (const url of [
        ...CONSOLE_LINKS,
        '/official-account',
        '/product/14',
        '/static/downloads/greenroom-intro.zip',
        '/static/images/official-account-qr.png',
        ...Object.keys(INSTALLER_REDIRECTS),
      ]) {
        expect((await production.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});

/** Entries of a ZIP by its central directory, inflated and checked against their CRC-32. */
function readZip(zip: Buffer): Map<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    expect(flags & 0x0800).toBe(0x0800);
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const body = zip.subarray(start, start + compressed);
    const data = method === 8 ? inflateRawSync(body) : Buffer.from(body);
    expect(data.length, name).toBe(size);
    expect(crc32(data), name).toBe(crc);
    files.set(name, data.toString('utf8').replace(/^\ufeff/, ''));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}
