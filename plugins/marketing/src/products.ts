/**
 * The products the marketing tools work in (SPEC §1 ids 1 直播, 2 云摄影, 3 活动), by the name the
 * console gives each: the `{type}` of `/marketing-preview/{type}` that shows a product's tools (SPEC
 * §2 gives `/marketing-preview/live`), and the purchase page's `?product=`.
 */
export const MARKETING_PRODUCTS = { live: 1, photo: 2, event: 3 } as const;

export type MarketingProductType = keyof typeof MARKETING_PRODUCTS;

/** The product a preview address names (`live`), if it names one. */
export function productOfType(type: string): MarketingProductType | undefined {
  return Object.hasOwn(MARKETING_PRODUCTS, type) ? (type as MarketingProductType) : undefined;
}

/** The name of a product id (1 → `live`), if the tools work in it. */
export function typeOfProduct(product: number): MarketingProductType | undefined {
  return (Object.keys(MARKETING_PRODUCTS) as MarketingProductType[]).find((type) => MARKETING_PRODUCTS[type] === product);
}
