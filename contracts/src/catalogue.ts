/**
 * The product catalogue (issue 28): the one declaration of what each product of the family is, what
 * its editions are called and what they cost. Plain data, no imports, so every room reads it as it is:
 * - the console (core's entitlements and messages, the host's product drawer, whose cards take their
 *   texts from here — a plugin's card names only its product and its back office);
 * - the reference server: the home site's product pages, the price tables of /srv/trxorder and the
 *   product and edition names of /api/marketing.
 *
 * SPEC §1 "Product family (ids used by the product drawer)": "Each product has a title, a description,
 * keywords, an edition-name map and a tag (HOT or NEW)." The editions of the table:
 *   | 1 | live streaming | flagship, premium, enterprise |
 *   | 2 | cloud photography | basic, professional, enterprise (enterprise is edition id 3) |
 *   | 3 | events | advanced, live, enterprise |
 *   | 5 | micro-website | tag NEW |  | 14 | AI planning assistant | tag NEW |
 * SPEC §2 "Product drawer": "cards grouped as: Live: live, photo. Events: events, micro-website, AI,
 * private cloud. Service: on-site booking, full-service planning. Support: academy, media
 * distribution, surveys, overseas."
 * SPEC §9: "Enterprise photo edition id 3."
 * SPEC §7 "Base /srv/trxorder" names the price calls (GET /photo/getPrice/{id}) but no amounts: the
 * prices below are the team's, in fen (分).
 */

/** Product ids of the family (SPEC §1), as entitlements, messages, orders and the product drawer use them. */
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

/** One of the ids of {@link PRODUCT_ID} (1 live streaming … 15 private cloud). */
export type CatalogueProductId = (typeof PRODUCT_ID)[keyof typeof PRODUCT_ID];

/** The groups of the product drawer (SPEC §2 "Product drawer"), by id. */
export type CatalogueGroup = 'live' | 'events' | 'service' | 'support';

/** One product of the family (SPEC §1). */
export interface CatalogueProduct {
  id: CatalogueProductId;
  /** Its name on the drawer card and the home site. */
  title: string;
  /** Its short name in order lines, invoices and marketing (直播旗舰版 1 个月), for the products sold. */
  shortName?: string;
  description: string;
  keywords: readonly string[];
  /** Edition names by edition id (`proType` of an entitlement). */
  editions: Readonly<Record<number, string>>;
  tag?: 'HOT' | 'NEW';
  /** Drawer group; products without one appear only under hot recommendations or nowhere. */
  group?: CatalogueGroup;
}

/** The fifteen products of SPEC §1. */
export const PRODUCTS: readonly CatalogueProduct[] = [
  {
    id: 1,
    title: '视频直播',
    shortName: '直播',
    description: '多机位高清直播、图文直播与互动营销',
    keywords: ['直播', '图文', '互动'],
    editions: { 1: '旗舰版', 2: '尊享版', 3: '企业版' },
    tag: 'HOT',
    group: 'live',
  },
  {
    id: 2,
    title: '云摄影',
    shortName: '云摄影',
    description: '照片实时直播，AI 修图与人脸找图',
    keywords: ['照片直播', '修图', '人脸识别'],
    editions: { 1: '基础版', 2: '专业版', 3: '企业版' },
    tag: 'HOT',
    group: 'live',
  },
  {
    id: 3,
    title: '活动管理',
    shortName: '活动',
    description: '报名、签到、票务与会议全流程',
    keywords: ['报名', '签到', '票务'],
    editions: { 1: '高级版', 2: '直播版', 3: '企业版' },
    group: 'events',
  },
  { id: 4, title: '会拍接待', shortName: '会拍', description: '嘉宾接待与现场服务', keywords: ['接待', '嘉宾'], editions: {} },
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

/**
 * A product's English (issue 29), for the console's pages in en-US: the same facts as its
 * {@link CatalogueProduct} entry, in English. The server answers the price tables' titles and the
 * marketing centre's product and edition names from it to a request in English; orders, invoices and
 * exports stay Chinese (legal documents; their readers read {@link PRODUCTS}).
 */
export interface CatalogueProductEnglish {
  title: string;
  shortName?: string;
  description: string;
  keywords: readonly string[];
  editions: Readonly<Record<number, string>>;
}

/** The English of the fifteen products, keyed by product id (every key, keyword and edition of {@link PRODUCTS}: a test checks). */
export const PRODUCTS_EN: Readonly<Record<CatalogueProductId, CatalogueProductEnglish>> = {
  1: {
    title: 'Live streaming',
    shortName: 'Live',
    description: 'Multi-camera HD streaming, text-and-photo live and interactive marketing',
    keywords: ['Live', 'Text and photo', 'Interaction'],
    editions: { 1: 'Flagship', 2: 'Premium', 3: 'Enterprise' },
  },
  2: {
    title: 'Cloud photography',
    shortName: 'Cloud photo',
    description: 'Real-time photo live, AI retouching and face search',
    keywords: ['Photo live', 'Retouching', 'Face recognition'],
    editions: { 1: 'Basic', 2: 'Professional', 3: 'Enterprise' },
  },
  3: {
    title: 'Event management',
    shortName: 'Events',
    description: 'Registration, check-in, ticketing and the whole conference flow',
    keywords: ['Registration', 'Check-in', 'Ticketing'],
    editions: { 1: 'Advanced', 2: 'Live', 3: 'Enterprise' },
  },
  4: { title: 'Huipai reception', shortName: 'Huipai', description: 'Guest reception and on-site service', keywords: ['Reception', 'Guests'], editions: {} },
  5: {
    title: 'Micro-website',
    description: 'Event websites and landing pages built in one place',
    keywords: ['Website', 'Landing page', 'Site builder'],
    editions: {},
  },
  6: {
    title: 'Big-screen interaction',
    description: 'Check-in wall, lucky draws and bullet comments on screen',
    keywords: ['Big screen', 'Lucky draw', 'Bullet comments'],
    editions: {},
  },
  7: { title: 'Surveys', description: 'Questionnaires, votes and satisfaction surveys', keywords: ['Questionnaire', 'Vote', 'Research'], editions: {} },
  8: {
    title: 'On-site photography booking',
    description: 'Book professional photographers to shoot on site',
    keywords: ['Photographer', 'Booking'],
    editions: {},
  },
  9: {
    title: 'Full-service event planning',
    description: 'One-stop event service from planning to execution',
    keywords: ['Planning', 'Execution'],
    editions: {},
  },
  10: { title: 'Academy', description: 'Courses on running live streams and events', keywords: ['Courses', 'Training'], editions: {} },
  11: {
    title: 'Media distribution',
    description: 'Live signal and content distributed to many platforms',
    keywords: ['Distribution', 'Streaming'],
    editions: {},
  },
  12: { title: 'Custom development', description: 'Features and integrations built to order', keywords: ['Custom', 'Integration'], editions: {} },
  13: { title: 'Overseas service', description: 'Live streaming and event support abroad, online support', keywords: ['Overseas', 'Support'], editions: {} },
  14: { title: 'AI planning assistant', description: 'Event plans and copy written with AI', keywords: ['AI', 'Planning', 'Copywriting'], editions: {} },
  15: { title: 'Private cloud', description: 'Private deployment, SDK and API access', keywords: ['Private deployment', 'SDK', 'API'], editions: {} },
};

/** The product with this id, if it is one of SPEC §1. */
export function productById(id: number): CatalogueProduct | undefined {
  return PRODUCTS.find((p) => p.id === id);
}

/** A product's short name (直播, 云摄影, 活动, 会拍), '' for a product that is not sold. */
export function productShortName(id: number): string {
  return productById(id)?.shortName ?? '';
}

/** A product's edition name (旗舰版 …), '' when it has no such edition. */
export function editionName(product: number, edition: number): string {
  return productById(product)?.editions[edition] ?? '';
}

/** The products sold by edition on /srv/trxorder: live, photo, events. */
export type EditionProduct = 1 | 2 | 3;

/** Edition prices in fen per product and edition id: one month, twelve months. */
export const EDITION_PRICES: Readonly<Record<EditionProduct, Readonly<Record<number, { 1: number; 12: number }>>>> = {
  1: { 1: { 1: 59_900, 12: 599_900 }, 2: { 1: 129_900, 12: 1_299_900 }, 3: { 1: 399_900, 12: 3_999_900 } },
  2: { 1: { 1: 29_900, 12: 299_900 }, 2: { 1: 99_900, 12: 999_900 }, 3: { 1: 299_900, 12: 2_999_900 } },
  3: { 1: { 1: 49_900, 12: 499_900 }, 2: { 1: 89_900, 12: 899_900 }, 3: { 1: 259_900, 12: 2_599_900 } },
};

/** Cloud-photography storage capacity for one year, in fen by GB. */
export const CAPACITY_PRICES: Readonly<Record<number, number>> = { 50: 9_900, 100: 17_900, 500: 79_900, 1000: 149_900 };

/** On-site (会拍) shooting packages by type, prices in fen. */
export const SERVICE_PACKAGES: Readonly<Record<number, { title: string; hours: number; photographers: number; price: number }>> = {
  1: { title: '半天单机位（4 小时）', hours: 4, photographers: 1, price: 180_000 },
  2: { title: '全天单机位（8 小时）', hours: 8, photographers: 1, price: 320_000 },
  3: { title: '全天双机位（8 小时）', hours: 8, photographers: 2, price: 580_000 },
};

/** The on-site packages' titles in English (issue 29), by type, for an English console's price table. Orders keep the Chinese. */
export const SERVICE_PACKAGE_TITLES_EN: Readonly<Record<number, string>> = {
  1: 'Half day, one photographer (4 hours)',
  2: 'Full day, one photographer (8 hours)',
  3: 'Full day, two photographers (8 hours)',
};

/** The price tables of GET /srv/trxorder/photo/getPrice/{id}: 1 storage capacity, 2 editions, 3 on-site packages. */
export const PRICE_TABLE_TITLES: Readonly<Record<number, string>> = { 1: '云摄影存储扩容', 2: '云摄影版本', 3: '会拍上门拍摄服务' };

/** The price tables' titles in English (issue 29), for an English console (the editions' table is named by its product there). */
export const PRICE_TABLE_TITLES_EN: Readonly<Record<number, string>> = { 1: 'Cloud photo storage', 2: 'Cloud photo editions', 3: 'Huipai on-site photography' };
