/**
 * The home site's product pages in the local environment (issue 24 §1): `GET /product/{id}`, the
 * address the product drawer opens for a product no plugin of the console owns
 * (`{homeSite}product/{id}`, core `productAddress`; locally the home site is this server).
 *
 * Each page shows the product as the console's one catalogue declares it (core `PRODUCTS`: title,
 * description, keywords, editions, tag) and its real next step here: a page of the console (its back
 * office or its purchase page), a sibling product's page (siblings.ts), or the hotline. `GET
 * /product` lists them all; an id outside the catalogue is a 404 page listing them too.
 * siblings.ts registers the routes and wraps the bodies in the sibling pages' frame.
 */
import { createLocalConfig } from '../../../core/src/config/environments';
import { PRODUCTS, type Product, productAddress, productById } from '../../../core/src/products';
import { escapeHtml } from '../lib/html';
import { CONTACT_PHONE } from '../modules/user/worker';

/** What a product page offers to do next. */
export type ProductStep =
  /** A page of the console: `path` under `/admin/` (its back office, or the purchase page). */
  | { kind: 'console'; text: string; path: string }
  /** A sibling product's address answered by this server (siblings.ts `SIBLING_PAGES`). */
  | { kind: 'sibling'; text: string; path: string }
  /** Ask by telephone: the hotline (the contact-us popover's, modules/user/worker.ts). */
  | { kind: 'contact'; text: string };

/** Where each product lives locally: the console's addresses relative to this server (core `createLocalConfig`). */
const LOCAL = createLocalConfig('');
const backOffice = (id: Product['id'], text: string): ProductStep => ({ kind: 'console', text, path: productAddress(id, LOCAL) });
/** The console's purchase page, `?product=` as the orders plugin's picker names it. */
const purchase = (product: 'live' | 'photo' | 'event' | 'onsite', text: string): ProductStep => ({
  kind: 'console',
  text,
  path: `/admin/purchase?product=${product}`,
});
const ticket = (text: string): ProductStep => ({ kind: 'sibling', text, path: '/sso/user-center/user/workOrder/create' });
const contact = (text: string): ProductStep => ({ kind: 'contact', text });

/** Every product's next steps, the first one the main one. */
export const PRODUCT_STEPS: Readonly<Record<Product['id'], readonly ProductStep[]>> = {
  1: [backOffice(1, '进入直播管理'), purchase('live', '购买直播')],
  2: [backOffice(2, '进入云摄影管理'), purchase('photo', '购买云摄影')],
  3: [backOffice(3, '进入活动管理'), purchase('event', '购买活动')],
  4: [contact('预约会拍接待服务')],
  5: [backOffice(5, '进入微站管理')],
  6: [contact('咨询大屏互动方案')],
  7: [backOffice(7, '进入问卷管理')],
  8: [purchase('onsite', '预约现场拍摄'), contact('咨询摄影顾问')],
  9: [ticket('提交策划需求'), contact('联系活动策划顾问')],
  10: [{ kind: 'sibling', text: '关注公众号，获取课程更新', path: '/official-account' }, contact('报名线下培训')],
  11: [{ kind: 'sibling', text: '打开云空间分发内容', path: '/cloud' }, contact('咨询推流与分发方案')],
  12: [ticket('提交定制需求'), contact('咨询定制开发')],
  13: [ticket('提交海外服务需求'), contact('联系海外服务顾问')],
  14: [{ kind: 'sibling', text: '打开 AI 助手', path: '/ai-chat' }],
  15: [ticket('提交私有化部署需求'), contact('咨询私有化部署')],
};

export const PRODUCTS_PATH = '/product';

/** The page address of a product. */
export const productPath = (id: number) => `${PRODUCTS_PATH}/${id}`;

/** The product of a `/product/{id}` segment: digits only, in the catalogue. */
export function productOfSegment(segment: string): Product | undefined {
  return /^[1-9]\d{0,2}$/.test(segment) ? productById(Number(segment)) : undefined;
}

const telHref = `tel:${CONTACT_PHONE.replaceAll('-', '')}`;

function stepsHtml(steps: readonly ProductStep[]): string {
  const links = steps
    .filter((step) => step.kind !== 'contact')
    .map((step, index) => `<a class="${index === 0 ? 'button' : 'button secondary'}" href="${escapeHtml(step.path)}">${escapeHtml(step.text)}</a>`);
  const calls = steps
    .filter((step) => step.kind === 'contact')
    .map(
      (step) =>
        `<p class="contact">${escapeHtml(step.text)}：请拨打客服热线 <a href="${telHref}">${escapeHtml(CONTACT_PHONE)}</a>，顾问会与您沟通需求并安排后续服务。</p>`,
    );
  return `${links.length ? `<div class="steps">${links.join('')}</div>` : ''}${calls.join('')}`;
}

/** A product's page: title, tag, description, keywords, editions and its next steps. */
export function productPageBody(product: Product): { title: string; body: string } {
  const editions = Object.entries(product.editions);
  const body = `<h1>${escapeHtml(product.title)}</h1>
<p class="product">Greenroom 产品${product.tag ? ` <span class="tag tag-${product.tag.toLowerCase()}">${product.tag}</span>` : ''}</p>
<p>${escapeHtml(product.description)}</p>
<ul class="keywords" aria-label="关键词">${product.keywords.map((keyword) => `<li>${escapeHtml(keyword)}</li>`).join('')}</ul>
${editions.length ? `<h2>版本</h2>\n<ul class="editions">${editions.map(([, name]) => `<li>${escapeHtml(name)}</li>`).join('')}</ul>` : ''}
<h2>下一步</h2>
${stepsHtml(PRODUCT_STEPS[product.id])}
<p class="note">这是 <strong>Greenroom 官网</strong>的产品介绍页。在生产环境中，此地址由官网提供；本地参考服务器按控制台的产品目录生成这一页。</p>`;
  return { title: product.title, body };
}

/** The list of every product's page. */
export function productListHtml(): string {
  return `<ul class="products">
${PRODUCTS.map((product) => `<li><a href="${productPath(product.id)}">${escapeHtml(product.title)}</a> <span class="muted">${escapeHtml(product.description)}</span></li>`).join('\n')}
</ul>`;
}
