/**
 * The product family (SPEC §1). The catalogue itself — ids, titles, descriptions, keywords, edition
 * names, tags, drawer groups, prices — is declared once in `@greenroom/contracts/catalogue` (issue
 * 28), read by the console and the reference server alike; core adds where a product's back office is
 * in each environment, and shows each product in the page's language (issue 29: the catalogue's
 * English in en-US, its Chinese otherwise).
 */
import { PRODUCTS as CATALOGUE, type CatalogueProduct, PRODUCTS_EN } from '@greenroom/contracts/catalogue';
import { currentLocale } from '@greenroom/contracts/i18n';
import type { ProductHostKey, ProductId as SdkProductId, ShellConfig } from '@greenroom/sdk';

export { type CatalogueProduct as Product, type CatalogueProductId as ProductId, PRODUCT_ID } from '@greenroom/contracts/catalogue';

/**
 * A catalogue product whose texts (title, short name, description, keywords, edition names) are read
 * in the page's language when they are read: one module serves pages in both languages.
 */
function inPageLanguage(product: CatalogueProduct): CatalogueProduct {
  const english = PRODUCTS_EN[product.id];
  const side = () => (currentLocale() === 'en-US' ? english : product);
  const shown: CatalogueProduct = {
    id: product.id,
    ...(product.tag ? { tag: product.tag } : {}),
    ...(product.group ? { group: product.group } : {}),
    get title() {
      return side().title;
    },
    get description() {
      return side().description;
    },
    get keywords() {
      return side().keywords;
    },
    get editions() {
      return side().editions;
    },
  };
  // A getter, not a spread (which would copy today's value): only the products sold have a short name.
  if (product.shortName !== undefined) Object.defineProperty(shown, 'shortName', { enumerable: true, get: () => side().shortName });
  return Object.freeze(shown);
}

/** The fifteen products of SPEC §1, in the catalogue's order, their texts in the page's language. */
export const PRODUCTS: readonly CatalogueProduct[] = CATALOGUE.map(inPageLanguage);

/** The product with this id, if it is one of SPEC §1 (its texts in the page's language). */
export function productById(id: number): CatalogueProduct | undefined {
  return PRODUCTS.find((p) => p.id === id);
}

/** A product's edition name in the page's language (旗舰版, Flagship …), '' when it has no such edition. */
export function editionName(product: number, edition: number): string {
  return productById(product)?.editions[edition] ?? '';
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
