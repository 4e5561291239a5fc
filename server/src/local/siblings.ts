/**
 * Sibling products' addresses in the local environment (issue 13 §2) — never registered in
 * production, where these addresses belong to the sibling products themselves.
 *
 * The console links, through its configuration (core `createLocalConfig`, host `links.ts`,
 * `hostPlugin.tsx`), to pages of other products: the AI chat, the user centre (account, security,
 * certification, points mall, service tickets) and the CDN (downloads, the official account's QR).
 * Locally, all of them point at this server, which answers:
 *
 *   GET /ai-chat, /sso/user-center[/user/…]   a short page naming the product the page belongs to,
 *                                             saying production serves it, linking back to /admin/
 *   GET /sso/user-center/*                    any other user-centre address: 404, the same kind of
 *                                             page listing the user-centre pages there are
 *   GET /official-account                     the page the official-account QR code encodes
 *   GET /static/downloads/greenroom-intro.zip the product introduction archive (a real ZIP)
 *   GET /static/downloads/greenroom-sync-setup.exe, …/greenroom-sync.dmg
 *                                             302 to /downloads/sync-helper/windows|mac: a page saying
 *                                             the installer is distributed by the sync helper product
 *   GET /static/images/official-account-qr.png a PNG QR code of `${PUBLIC_URL}/official-account`
 *   GET /product/{id}                         the home site's page of a product of the catalogue
 *                                             (core `PRODUCTS`) with its next step; /product lists
 *                                             them; another id: 404, the same list (siblingsProducts.ts)
 *
 * Pages carry nothing from the request (no echo), escape every text, and have a strict CSP of their
 * own: no scripts at all, their one inline stylesheet by hash, images from this origin only.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { escapeHtml, renderPage } from '../lib/html';
import { qrPng } from '../lib/qr';
import { INTRO_ARCHIVE_NAME, INTRO_ARCHIVE_TITLE, introArchive } from './siblingsIntro';
import { PRODUCTS_PATH, productListHtml, productOfSegment, productPageBody } from './siblingsProducts';

/** The sibling products the console links to. */
export const SIBLING_PRODUCTS = {
  aiChat: 'Greenroom AI助手',
  cloud: 'Greenroom 云空间',
  userCenter: 'Greenroom 用户中心',
  syncHelper: 'Greenroom 同步助手',
  officialAccount: '微信公众号「Greenroom 绿幕」',
  homeSite: 'Greenroom 官网',
} as const;

export type SiblingProduct = keyof typeof SIBLING_PRODUCTS;

export interface SiblingPage {
  path: string;
  /** The page's own name, as the console's link names it. */
  title: string;
  product: SiblingProduct;
  /** What the real page offers. */
  description: string;
  /** A download page: what production sends at the console's link instead of this page. */
  installer?: string;
}

/** Every sibling page, in one table. */
export const SIBLING_PAGES: readonly SiblingPage[] = [
  {
    path: '/ai-chat',
    title: 'AI助手',
    product: 'aiChat',
    description: '与 AI 助手对话：撰写直播标题与文案、整理活动流程、解答控制台的使用问题。',
  },
  {
    path: '/cloud',
    title: '云空间',
    product: 'cloud',
    description: '直播回放、活动照片与素材的云端空间：按活动归档、跨产品共享、一键分发到各个平台。',
  },
  {
    path: '/sso/user-center',
    title: '用户中心',
    product: 'userCenter',
    description: '一个账户登录全部 Greenroom 产品：在这里管理账户资料、登录安全、实名认证、积分与服务工单。',
  },
  {
    path: '/sso/user-center/user/account',
    title: '账户中心',
    product: 'userCenter',
    description: '查看和修改昵称、头像、绑定的手机号与邮箱等账户资料。',
  },
  {
    path: '/sso/user-center/user/safeSetting',
    title: '安全设置',
    product: 'userCenter',
    description: '修改登录密码、更换绑定手机号、查看最近的登录记录。',
  },
  {
    path: '/sso/user-center/user/certification',
    title: '实名认证',
    product: 'userCenter',
    description: '查看个人或企业实名认证的状态与资料。开通直播服务需先完成实名认证。',
  },
  {
    path: '/sso/user-center/user/pointsMall',
    title: '积分商城',
    product: 'userCenter',
    description: '用积分兑换服务时长、存储空间与活动周边礼品。',
  },
  {
    path: '/sso/user-center/user/workOrder',
    title: '我的工单',
    product: 'userCenter',
    description: '查看已提交服务工单的处理进度，并与专属客服沟通。',
  },
  {
    path: '/sso/user-center/user/workOrder/create',
    title: '提交工单',
    product: 'userCenter',
    description: '描述遇到的问题、附上截图，提交后专属客服将跟进处理。',
  },
  {
    path: '/official-account',
    title: '关注公众号',
    product: 'officialAccount',
    description: '在微信中关注公众号，获取产品动态与运营干货。控制台「关注公众号」的二维码指向这里。',
  },
  {
    path: '/downloads/sync-helper/windows',
    title: '同步助手 Windows 版',
    product: 'syncHelper',
    description: '同步助手安装在摄影师的电脑上，把相机中的新照片自动同步到云摄影相册。',
    installer: 'greenroom-sync-setup.exe',
  },
  {
    path: '/downloads/sync-helper/mac',
    title: '同步助手 Mac 版',
    product: 'syncHelper',
    description: '同步助手安装在摄影师的电脑上，把相机中的新照片自动同步到云摄影相册。',
    installer: 'greenroom-sync.dmg',
  },
];

/** The console's download addresses (host `downloadUrls`, local CDN = /static) and their pages. */
export const INSTALLER_REDIRECTS: Readonly<Record<string, string>> = {
  '/static/downloads/greenroom-sync-setup.exe': '/downloads/sync-helper/windows',
  '/static/downloads/greenroom-sync.dmg': '/downloads/sync-helper/mac',
};
export const INTRO_ARCHIVE_PATH = `/static/downloads/${INTRO_ARCHIVE_NAME}`;
export const OFFICIAL_ACCOUNT_QR_PATH = '/static/images/official-account-qr.png';
export const OFFICIAL_ACCOUNT_PATH = '/official-account';

const USER_CENTER_PREFIX = '/sso/user-center';
const CONSOLE_PATH = '/admin/';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;
font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;
background:linear-gradient(135deg,#e8f7ee 0%,#f4f6f8 60%);color:#1c1f23;line-height:1.6}
main{width:480px;max-width:100%;background:#fff;border-radius:12px;padding:32px 28px;box-shadow:0 8px 24px rgba(28,31,35,.08)}
.env{display:inline-block;font-size:12px;color:#a15c00;background:#fff4e0;border-radius:4px;padding:2px 6px;margin:0 0 12px}
h1{font-size:24px;margin:0 0 4px}
.product{color:#6b7075;font-size:14px;margin:0 0 20px}
.product strong{color:#1d7540}
.note{padding:10px 12px;border-radius:6px;background:#f4f6f8;color:#41464b;font-size:14px}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;background:#e6e8ea;padding:1px 5px;border-radius:4px}
ul{padding-left:20px}
nav{display:flex;flex-wrap:wrap;align-items:center;gap:12px;margin-top:24px}
a{color:#1d7540}
.button{display:inline-block;padding:8px 18px;border-radius:6px;background:#238a4c;color:#fff;text-decoration:none}
.button:hover{background:#1d7540}
a:focus-visible{outline:3px solid #8fd3a8;outline-offset:2px}
h2{font-size:16px;margin:20px 0 8px}
.tag{display:inline-block;font-size:12px;font-weight:600;border-radius:4px;padding:0 6px;margin-left:6px}
.tag-hot{color:#c4221a;background:#fdecea}
.tag-new{color:#1d7540;background:#e8f7ee}
.keywords,.editions{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0;margin:12px 0}
.keywords li,.editions li{font-size:13px;background:#f4f6f8;border-radius:4px;padding:2px 8px}
.steps{display:flex;flex-wrap:wrap;gap:12px;margin:8px 0}
.button.secondary{background:#e8f7ee;color:#1d7540}
.button.secondary:hover{background:#d3efdd}
.contact{margin:12px 0}
.products li{margin:6px 0}
.muted{color:#6b7075;font-size:13px}
`;

/**
 * The pages' Content-Security-Policy: nothing but the one inline stylesheet (by its hash) and
 * images from this origin; no scripts, frames, forms or base changes.
 */
export const SIBLING_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** A sibling page: the console's page frame (lib/html.ts) with the pages' own style and the local-environment mark. */
function layout(title: string, body: string): string {
  return renderPage(title, `<p class="env">本地参考环境</p>\n${body}`, STYLE);
}

const backLink = `<a class="button" href="${CONSOLE_PATH}">返回 Greenroom 控制台</a>`;

/** The page of `page` (every text is the table's, escaped all the same). */
export function siblingPageHtml(page: SiblingPage): string {
  const product = escapeHtml(SIBLING_PRODUCTS[page.product]);
  const note = page.installer
    ? `<p class="note">安装包 <code>${escapeHtml(page.installer)}</code> 由 <strong>${product}</strong> 产品发布，不包含在参考服务器中。在生产环境中，控制台的下载链接直接下载安装包。</p>`
    : `<p class="note">这是 <strong>${product}</strong> 的页面。在生产环境中，此地址由 ${product} 提供；本地参考服务器只提供这一说明页。</p>`;
  const extra = page.installer ? `<a href="${INTRO_ARCHIVE_PATH}">下载产品介绍资料包（ZIP）</a>` : '';
  return layout(
    `${page.title} - ${SIBLING_PRODUCTS[page.product]}`,
    `<h1>${escapeHtml(page.title)}</h1>
<p class="product">所属产品：<strong>${product}</strong></p>
<p>${escapeHtml(page.description)}</p>
${note}
<nav>${backLink}${extra}</nav>`,
  );
}

/** The 404 page of a user-centre address with no page here: the pages there are. */
export function userCenterNotFoundHtml(): string {
  const product = escapeHtml(SIBLING_PRODUCTS.userCenter);
  const links = SIBLING_PAGES.filter((page) => page.product === 'userCenter')
    .map((page) => `<li><a href="${escapeHtml(page.path)}">${escapeHtml(page.title)}</a></li>`)
    .join('\n');
  return layout(
    `页面不存在 - ${SIBLING_PRODUCTS.userCenter}`,
    `<h1>页面不存在</h1>
<p class="product">所属产品：<strong>${product}</strong></p>
<p>${product}没有这个页面。本地参考服务器提供以下用户中心页面：</p>
<ul>
${links}
</ul>
<nav>${backLink}</nav>`,
  );
}

/** A product's page on the home site (siblingsProducts.ts), with the way back and to the other products. */
export function productPageHtml(segment: string): { status: number; html: string } {
  const product = productOfSegment(segment);
  const nav = `<nav>${backLink}<a href="${PRODUCTS_PATH}">全部产品</a></nav>`;
  if (product) {
    const { title, body } = productPageBody(product);
    return { status: 200, html: layout(`${title} - ${SIBLING_PRODUCTS.homeSite}`, `${body}\n${nav}`) };
  }
  const site = escapeHtml(SIBLING_PRODUCTS.homeSite);
  if (segment === '') {
    return {
      status: 200,
      html: layout(
        `全部产品 - ${SIBLING_PRODUCTS.homeSite}`,
        `<h1>全部产品</h1>\n<p class="product">所属产品：<strong>${site}</strong></p>\n${productListHtml()}\n<nav>${backLink}</nav>`,
      ),
    };
  }
  return {
    status: 404,
    html: layout(
      `页面不存在 - ${SIBLING_PRODUCTS.homeSite}`,
      `<h1>页面不存在</h1>\n<p class="product">所属产品：<strong>${site}</strong></p>\n<p>没有这个产品。Greenroom 的产品有：</p>\n${productListHtml()}\n<nav>${backLink}</nav>`,
    ),
  };
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('content-security-policy', SIBLING_POLICY)
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .send(html);
}

/** Answers 304 when the client holds `etag` already. */
function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag);
  return request.headers['if-none-match'] === etag;
}

function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

export async function siblingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const page of SIBLING_PAGES) {
    const html = siblingPageHtml(page);
    app.get(page.path, async (_request, reply) => sendHtml(reply, 200, html));
  }
  const userCenterHome = siblingPageHtml(SIBLING_PAGES.find((page) => page.path === USER_CENTER_PREFIX) as SiblingPage);
  const userCenterMissing = userCenterNotFoundHtml();
  app.get(`${USER_CENTER_PREFIX}/*`, async (request, reply) => {
    const rest = (request.params as { '*'?: string })['*'] ?? '';
    return rest === '' ? sendHtml(reply, 200, userCenterHome) : sendHtml(reply, 404, userCenterMissing);
  });

  // The home site's product pages: built once each, the unknown-id page too.
  const productPages = new Map<string, { status: number; html: string }>();
  const productPage = (segment: string) => {
    const key = productOfSegment(segment) || segment === '' ? segment : '?';
    const page = productPages.get(key) ?? productPageHtml(segment);
    productPages.set(key, page);
    return page;
  };
  app.get(PRODUCTS_PATH, async (_request, reply) => {
    const { status, html } = productPage('');
    return sendHtml(reply, status, html);
  });
  app.get(`${PRODUCTS_PATH}/*`, async (request, reply) => {
    const { status, html } = productPage((request.params as { '*'?: string })['*'] ?? '');
    return sendHtml(reply, status, html);
  });

  for (const [from, to] of Object.entries(INSTALLER_REDIRECTS)) {
    app.get(from, async (_request, reply) => reply.header('cache-control', 'no-cache').redirect(to, 302));
  }

  app.get(INTRO_ARCHIVE_PATH, async (request, reply) => {
    const zip = introArchive();
    if (notModified(request, reply, etagOf(zip))) return reply.code(304).send();
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${INTRO_ARCHIVE_NAME}"; filename*=UTF-8''${encodeURIComponent(INTRO_ARCHIVE_TITLE)}`)
      .header('content-length', zip.length)
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(zip);
  });

  // The code encodes this server's page for the account; drawn once, on first request.
  let qr: Promise<Buffer> | undefined;
  app.get(OFFICIAL_ACCOUNT_QR_PATH, async (request, reply) => {
    qr ??= qrPng(`${ctx.publicUrl}${OFFICIAL_ACCOUNT_PATH}`, { width: 280 }).catch((error: unknown) => {
      qr = undefined;
      throw error;
    });
    const png = await qr;
    if (notModified(request, reply, etagOf(png))) return reply.code(304).send();
    return reply
      .header('content-type', 'image/png')
      .header('content-length', png.length)
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(png);
  });
}
