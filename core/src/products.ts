/**
 * The product family (SPEC §1): ids, and the one catalogue of what each product is. The console
 * (entitlements, messages, the product drawer) and the reference server (the home site's product
 * pages, server/src/local/siblingsProducts.ts) both read it from here. Plain data, no imports but
 * types, so the server bundles it as it is.
 */
import type { DrawerGroup, ProductHostKey, ProductId as SdkProductId, ShellConfig } from '@greenroom/sdk';

/** Product ids of the family (SPEC §1), as entitlements, messages and the product drawer use them. */
export const PRODUCT_ID = {
  live: 1,
  photo: 2,
  event: 3,
  huipai: 4,
  website: 5,
  bigScreen: 6,
  survey: 7,
  onsiteBooking: 8,
  eventPlanning: 9,
  academy: 10,
  mediaDistribution: 11,
  customDevelopment: 12,
  overseas: 13,
  aiPlanning: 14,
  privateCloud: 15,
} as const;

/** One of the ids of {@link PRODUCT_ID}. */
export type ProductId = (typeof PRODUCT_ID)[keyof typeof PRODUCT_ID];

/** One product of the family (SPEC §1). */
export interface Product {
  id: SdkProductId;
  title: string;
  description: string;
  keywords: readonly string[];
  /** Edition names by edition id. */
  editions: Readonly<Record<number, string>>;
  tag?: 'HOT' | 'NEW';
  /** Drawer group; products without one appear only under hot recommendations or nowhere. */
  group?: DrawerGroup;
}

/**
 * The fifteen products of SPEC §1. Plugins contribute the drawer cards of the products they own
 * (with their back-office address); this catalogue names every product for entitlements, for the
 * cards of products no plugin owns and for the home site's product pages.
 */
export const PRODUCTS: readonly Product[] = [
  {
    id: 1,
    title: '视频直播',
    description: '多机位高清直播、图文直播与互动营销',
    keywords: ['直播', '图文', '互动'],
    editions: { 1: '旗舰版', 2: '尊享版', 3: '企业版' },
    tag: 'HOT',
    group: 'live',
  },
  {
    id: 2,
    title: '云摄影',
    description: '照片实时直播，AI 修图与人脸找图',
    keywords: ['照片直播', '修图', '人脸识别'],
    editions: { 1: '基础版', 2: '专业版', 3: '企业版' },
    tag: 'HOT',
    group: 'live',
  },
  {
    id: 3,
    title: '活动管理',
    description: '报名、签到、票务与会议全流程',
    keywords: ['报名', '签到', '票务'],
    editions: { 1: '高级版', 2: '直播版', 3: '企业版' },
    group: 'events',
  },
  { id: 4, title: '会拍接待', description: '嘉宾接待与现场服务', keywords: ['接待', '嘉宾'], editions: {} },
  { id: 5, title: '微站', description: '活动官网与专题页一站搭建', keywords: ['官网', '专题页', '建站'], editions: {}, tag: 'NEW', group: 'events' },
  { id: 6, title: '大屏互动', description: '签到墙、抽奖与弹幕上墙', keywords: ['大屏', '抽奖', '弹幕'], editions: {} },
  { id: 7, title: '问卷调查', description: '问卷、投票与满意度调研', keywords: ['问卷', '投票', '调研'], editions: {}, group: 'support' },
  { id: 8, title: '现场摄影预约', description: '专业摄影师现场拍摄服务预约', keywords: ['摄影师', '预约'], editions: {}, group: 'service' },
  { id: 9, title: '活动全案策划', description: '从策划到执行的一站式活动服务', keywords: ['策划', '执行'], editions: {}, group: 'service' },
  { id: 10, title: '学院', description: '直播与活动运营课程', keywords: ['课程', '培训'], editions: {}, group: 'support' },
  { id: 11, title: '媒体分发', description: '直播信号与内容多平台分发', keywords: ['分发', '推流'], editions: {}, group: 'support' },
  { id: 12, title: '定制开发', description: '按需定制功能与对接', keywords: ['定制', '对接'], editions: {} },
  { id: 13, title: '海外服务', description: '海外直播与活动支持，在线客服', keywords: ['海外', '客服'], editions: {}, group: 'support' },
  { id: 14, title: 'AI 策划助手', description: '用 AI 生成活动方案与文案', keywords: ['AI', '策划', '文案'], editions: {}, tag: 'NEW', group: 'events' },
  { id: 15, title: '私有云', description: '私有化部署、SDK 与 API 接入', keywords: ['私有化部署', 'SDK', 'API'], editions: {}, group: 'events' },
];

/** The product with this id, if it is one of SPEC §1. */
export function productById(id: number): Product | undefined {
  return PRODUCTS.find((p) => p.id === id);
}

/** Products whose back office has its own address per environment (SPEC §3 "Configuration"). */
export const PRODUCT_HOSTS: Readonly<Partial<Record<SdkProductId, ProductHostKey>>> = { 1: 'live', 2: 'photo', 3: 'event', 5: 'website', 7: 'survey' };

/**
 * Where a product's back office is when no plugin says otherwise: its configured address, else its
 * page on the home site (`{homeSite}product/{id}`, answered locally by the reference server).
 */
export function productAddress(id: SdkProductId, config: Pick<ShellConfig, 'products' | 'homeSite'>): string {
  const key = PRODUCT_HOSTS[id];
  return key ? config.products[key].admin : `${config.homeSite}product/${id}`;
}
