/**
 * The price tables of /srv/trxorder, in fen, made from the one product catalogue
 * (`@greenroom/contracts` catalogue.ts: names, editions, prices). The server alone prices an order: a
 * client sends what it wants (capacity, edition and months, or an on-site package), never an amount.
 */
import {
  CAPACITY_PRICES,
  EDITION_PRICES,
  type EditionProduct,
  editionName,
  type Locale,
  PRICE_TABLE_TITLES,
  PRICE_TABLE_TITLES_EN,
  PRODUCT_ID,
  PRODUCTS_EN,
  productShortName,
  SERVICE_PACKAGE_TITLES_EN,
  SERVICE_PACKAGES,
  type TrxorderPriceItem,
  type TrxorderPriceTable,
  type trxorderAddBody,
} from '@greenroom/contracts';
import type { z } from 'zod';

/** The catalogue's figures (`@greenroom/contracts` catalogue.ts, issue 28), as this module's callers know them. */
export { PRICE_TABLE_TITLES, SERVICE_PACKAGES };

/** Short names of the products sold here (直播, 云摄影, 活动, 会拍), from the catalogue. */
export const PRODUCT_NAMES: Readonly<Record<number, string>> = Object.fromEntries(
  [PRODUCT_ID.live, PRODUCT_ID.photo, PRODUCT_ID.event, PRODUCT_ID.huipai].map((id) => [id, productShortName(id)]),
);

/** A photo company (SPEC §6) pays 90% of the list price. */
export const companyPriceOf = (price: number) => Math.round((price * 9) / 10);

function item(fields: Omit<TrxorderPriceItem, 'price'>, companyPrice: boolean): TrxorderPriceItem {
  return { ...fields, price: companyPrice ? companyPriceOf(fields.originalPrice) : fields.originalPrice };
}

/**
 * The titles of the price lines, in Chinese (what an order stores, and its invoice prints) or, for an
 * English console's price tables only (issue 29), in English from the catalogue's `PRODUCTS_EN`,
 * `SERVICE_PACKAGE_TITLES_EN` and `PRICE_TABLE_TITLES_EN`: `直播旗舰版 1 个月` / `Live Flagship 1 month`.
 */
export function editionTitle(product: number, edition: number, months: number, locale: Locale = 'zh-CN'): string {
  if (locale === 'en-US') {
    const english = PRODUCTS_EN[product as EditionProduct];
    return `${english.shortName} ${english.editions[edition] ?? ''} ${months === 12 ? '1 year' : `${months} month${months === 1 ? '' : 's'}`}`;
  }
  return `${PRODUCT_NAMES[product]}${editionName(product, edition)} ${months === 12 ? '1 年' : `${months} 个月`}`;
}

const capacityTitle = (gb: string, locale: Locale) =>
  locale === 'en-US' ? `${PRICE_TABLE_TITLES_EN[1]} ${gb} GB (1 year)` : `${PRICE_TABLE_TITLES[1]} ${gb}GB（1 年）`;

const serviceTitle = (type: number, locale: Locale) =>
  locale === 'en-US'
    ? `${PRODUCTS_EN[PRODUCT_ID.huipai].shortName} · ${SERVICE_PACKAGE_TITLES_EN[type]}`
    : `${PRODUCT_NAMES[PRODUCT_ID.huipai]}·${SERVICE_PACKAGES[type]?.title}`;

/** A price table's title: the edition table is named by its product (`直播版本`, `Live editions`). */
function tableTitle(priceId: number, product: EditionProduct, locale: Locale): string | undefined {
  if (!PRICE_TABLE_TITLES[priceId]) return undefined;
  if (priceId !== 2) return (locale === 'en-US' ? PRICE_TABLE_TITLES_EN : PRICE_TABLE_TITLES)[priceId];
  return locale === 'en-US' ? `${PRODUCTS_EN[product].shortName} editions` : `${PRODUCT_NAMES[product]}版本`;
}

function capacityItems(capacity: number | undefined, companyPrice: boolean, locale: Locale = 'zh-CN'): TrxorderPriceItem[] {
  return Object.entries(CAPACITY_PRICES)
    .filter(([gb]) => capacity === undefined || Number(gb) === capacity)
    .map(([gb, price]) =>
      item(
        {
          priceId: 1,
          product: 2,
          kind: 'capacity',
          type: null,
          capacity: Number(gb),
          months: 12,
          title: capacityTitle(gb, locale),
          originalPrice: price,
        },
        companyPrice,
      ),
    );
}

function editionItems(product: EditionProduct, edition: number | undefined, companyPrice: boolean, locale: Locale = 'zh-CN'): TrxorderPriceItem[] {
  const items: TrxorderPriceItem[] = [];
  for (const [id, prices] of Object.entries(EDITION_PRICES[product] ?? {})) {
    if (edition !== undefined && Number(id) !== edition) continue;
    for (const months of [1, 12] as const) {
      items.push(
        item(
          {
            priceId: 2,
            product,
            kind: 'edition',
            type: Number(id),
            capacity: null,
            months,
            title: editionTitle(product, Number(id), months, locale),
            originalPrice: prices[months],
          },
          companyPrice,
        ),
      );
    }
  }
  return items;
}

function serviceItems(type: number | undefined, companyPrice: boolean, locale: Locale = 'zh-CN'): TrxorderPriceItem[] {
  return Object.entries(SERVICE_PACKAGES)
    .filter(([id]) => type === undefined || Number(id) === type)
    .map(([id, pack]) =>
      item(
        {
          priceId: 3,
          product: 4,
          kind: 'service',
          type: Number(id),
          capacity: null,
          months: null,
          title: serviceTitle(Number(id), locale),
          originalPrice: pack.price,
        },
        companyPrice,
      ),
    );
}

/**
 * Price table `priceId` (1 capacity, 2 editions of `filter.product` — photo unless live (1) or events (3)
 * is asked —, 3 on-site packages) with its titles in `locale`, or null when there is none.
 */
export function priceTable(
  priceId: number,
  filter: { capacity?: number; type?: number; product?: 1 | 2 | 3 },
  companyPrice: boolean,
  locale: Locale = 'zh-CN',
): TrxorderPriceTable | null {
  const product = filter.product ?? 2;
  const title = tableTitle(priceId, product, locale);
  if (!title) return null;
  const items =
    priceId === 1
      ? capacityItems(filter.capacity, companyPrice, locale)
      : priceId === 2
        ? editionItems(product, filter.type, companyPrice, locale)
        : serviceItems(filter.type, companyPrice, locale);
  return { priceId: priceId as 1 | 2 | 3, title, companyPrice, items };
}

/** What an order line costs, from the catalogue. */
export interface Quote {
  product: number;
  kind: 'edition' | 'capacity' | 'service';
  proType: number | null;
  months: number | null;
  capacityGb: number | null;
  quantity: number;
  title: string;
  unitPrice: number;
  originalAmount: number;
  amount: number;
}

/** The order line of a validated POST /addOrder body, priced from the catalogue. */
export function quote(body: z.output<typeof trxorderAddBody>, companyPrice: boolean): Quote {
  const candidates =
    body.priceId === 1
      ? capacityItems(body.capacity, companyPrice)
      : body.priceId === 2
        ? editionItems(body.product, body.type, companyPrice).filter((entry) => entry.months === body.months)
        : serviceItems(body.type, companyPrice);
  const chosen = candidates[0];
  if (!chosen) throw new Error('price catalogue has no entry for a validated order');
  return {
    product: chosen.product,
    kind: chosen.kind,
    proType: chosen.type,
    months: chosen.months,
    capacityGb: chosen.capacity,
    quantity: body.quantity,
    title: chosen.title,
    unitPrice: chosen.price,
    originalAmount: chosen.originalPrice * body.quantity,
    amount: chosen.price * body.quantity,
  };
}
