/**
 * The product family (SPEC §1). The catalogue itself — ids, titles, descriptions, keywords, edition
 * names, tags, drawer groups, prices — is declared once in `@greenroom/contracts/catalogue` (issue
 * 28), read by the console and the reference server alike; core adds where a product's back office is
 * in each environment.
 */
import type { ProductHostKey, ProductId as SdkProductId, ShellConfig } from '@greenroom/sdk';

export {
  type CatalogueProduct as Product,
  type CatalogueProductId as ProductId,
  editionName,
  PRODUCT_ID,
  PRODUCTS,
  productById,
} from '@greenroom/contracts/catalogue';

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
