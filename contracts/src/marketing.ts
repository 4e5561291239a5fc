/**
 * Base /api/marketing: the marketing centre's catalogue (SPEC §2 names the routes
 * /marketing-center and /marketing-preview/{type} only). The catalogue is data of the server: each
 * tool says what it does, the products it works in, the edition it needs in each, whether the
 * account's entitlements (`/api/user/empower-info`, unexpired) include it, and how an attendee sees
 * it on a phone (the preview).
 */
import * as z from 'zod';
import { multilineText, text } from './text';

/** A tool's type, the `{type}` of /marketing-preview/{type}: lower-case letters and dashes. */
export const marketingToolType = text()
  .trim()
  .regex(/^[a-z][a-z-]{1,31}$/, '营销工具类型只能是小写字母和连字符')
  .describe('营销工具类型，如 lottery');

export const marketingCategory = z.enum(['interaction', 'conversion', 'growth']).describe('interaction 互动 · conversion 转化 · growth 拉新');

/** Where a tool works and which edition it needs there. */
export const marketingAvailability = z.object({
  product: z.number().int().describe('SPEC §1 产品 id：1 直播 · 2 云摄影 · 3 活动'),
  productName: text(),
  minEdition: z.number().int().describe('所需最低版本 id（proType）'),
  editionName: text(),
  included: z.boolean().describe('账号的有效权益是否已包含'),
});

/** One block of the phone preview, top to bottom. */
export const marketingPreviewBlock = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('banner'), title: text(), subtitle: text() }),
  z.object({ kind: z.literal('grid'), items: z.array(z.object({ label: text(), note: text() })) }),
  z.object({ kind: z.literal('list'), title: text(), items: z.array(z.object({ label: text(), value: text() })) }),
  z.object({ kind: z.literal('progress'), label: text(), value: z.number().min(0).max(100) }),
  z.object({ kind: z.literal('button'), text: text() }),
  z.object({ kind: z.literal('rules'), title: text(), items: z.array(text()) }),
]);

export const marketingPreview = z.object({
  pageTitle: text().describe('手机页面标题'),
  accent: text()
    .regex(/^#[0-9a-f]{6}$/)
    .describe('主色'),
  blocks: z.array(marketingPreviewBlock),
});

export const marketingTool = z.object({
  type: text(),
  name: text(),
  category: marketingCategory,
  categoryName: text(),
  summary: text().describe('一句话说明'),
  description: multilineText().describe('详细说明（纯文本，段落以换行分隔）'),
  highlights: z.array(text()).describe('要点'),
  availability: z.array(marketingAvailability),
  included: z.boolean().describe('任一产品的有效权益已包含'),
});

/** GET /tools: the catalogue, in display order. */
export const marketingToolList = z.array(marketingTool);
/** GET /tools/{type}: one tool with its phone preview; an unknown type is 404. */
export const marketingToolDetail = marketingTool.extend({ preview: marketingPreview });
export const marketingToolParams = z.object({ type: marketingToolType });

export type MarketingAvailability = z.infer<typeof marketingAvailability>;
export type MarketingPreviewBlock = z.infer<typeof marketingPreviewBlock>;
export type MarketingPreview = z.infer<typeof marketingPreview>;
export type MarketingTool = z.infer<typeof marketingTool>;
export type MarketingToolDetail = z.infer<typeof marketingToolDetail>;
