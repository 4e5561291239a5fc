/**
 * Base /api/marketing: the marketing centre's catalogue (SPEC §2 names the console routes
 * /marketing-center and /marketing-preview/{type} only; the data is the server's,
 * ./marketingCatalogue).
 *
 *   GET /tools         every tool, in display order, with what the account's editions include
 *   GET /tools/{type}  one tool with its phone preview; a type not in the catalogue is 404
 *
 * A tool's availability in a product is included when the account holds an UNEXPIRED entitlement
 * of that product (the rows of /api/user/empower-info) whose edition (proType) is at least the one
 * the tool needs there; the tool is included when any of its availabilities is.
 */
import { type Locale, type MarketingTool, type MarketingToolDetail, PRODUCTS_EN } from '@greenroom/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ApiError, requestLocale } from '../lib/envelope';
import { route } from '../lib/route';
import { currentUserId } from '../lib/session';
import { CATEGORY_NAMES, type CatalogueTool, EDITION_NAMES, findTool, MARKETING_TOOLS, PRODUCT_NAMES } from './marketingCatalogue';
import { CATEGORY_NAMES_EN, MARKETING_TOOLS_EN } from './marketingCatalogueEn';

const TAGS = ['marketing'];
export const TOOL_NOT_FOUND = '营销工具不存在';

/** Highest unexpired edition per product. */
export type Editions = Map<number, number>;

/**
 * A tool as the catalogue answers it, its words in `locale` (issue 29): in English the tool's from
 * ./marketingCatalogueEn, the products' and editions' from the product catalogue's `PRODUCTS_EN`; a
 * word without English (none, a test checks) is answered in Chinese rather than lost.
 */
export function toMarketingTool(tool: CatalogueTool, editions: Editions, locale: Locale = 'zh-CN'): MarketingTool {
  const inEnglish = locale === 'en-US';
  const english = inEnglish ? MARKETING_TOOLS_EN[tool.type] : undefined;
  const availability = tool.requires.map(([product, minEdition]) => ({
    product,
    productName: (inEnglish && PRODUCTS_EN[product].shortName) || PRODUCT_NAMES[product],
    minEdition,
    editionName: (inEnglish && PRODUCTS_EN[product].editions[minEdition]) || EDITION_NAMES[product][minEdition] || '',
    included: (editions.get(product) ?? 0) >= minEdition,
  }));
  return {
    type: tool.type,
    name: english?.name ?? tool.name,
    category: tool.category,
    categoryName: inEnglish ? CATEGORY_NAMES_EN[tool.category] : CATEGORY_NAMES[tool.category],
    summary: english?.summary ?? tool.summary,
    description: english?.description ?? tool.description,
    highlights: [...(english?.highlights ?? tool.highlights)],
    availability,
    included: availability.some((entry) => entry.included),
  };
}

export async function marketingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  /** The account's unexpired entitlements: the highest edition per product. */
  async function editionsOf(ownerId: number): Promise<Editions> {
    const rows = await db
      .selectFrom('entitlements')
      .select(['product', 'pro_type'])
      .where('owner_id', '=', ownerId)
      .where('expire_time', '>', ctx.now())
      .execute();
    const editions: Editions = new Map();
    for (const row of rows) editions.set(row.product, Math.max(editions.get(row.product) ?? 0, row.pro_type));
    return editions;
  }

  route(
    app,
    'GET /api/marketing/tools',
    {
      summary: '营销工具目录（含账号版本是否已包含）',
      description: '按展示顺序列出全部营销工具；included 由账号未过期的产品权益（empower-info）计算。',
      tags: TAGS,
    },
    async ({ request }) => {
      const editions = await editionsOf(currentUserId(request));
      const locale = requestLocale(request);
      return MARKETING_TOOLS.map((tool) => toMarketingTool(tool, editions, locale));
    },
  );

  route(
    app,
    'GET /api/marketing/tools/{type}',
    { summary: '营销工具详情与手机预览', description: '目录中没有的类型回答 404「营销工具不存在」。', tags: TAGS },
    async ({ params: { type }, request }) => {
      const tool = findTool(type);
      if (!tool) throw new ApiError(404, TOOL_NOT_FOUND);
      // The phone preview is a picture of the attendee's page: Chinese in both languages, like the public
      // pages (marketingCatalogueEn.ts, docs/languages.md §4).
      const detail: MarketingToolDetail = {
        ...toMarketingTool(tool, await editionsOf(currentUserId(request)), requestLocale(request)),
        preview: tool.preview,
      };
      return detail;
    },
  );
}
