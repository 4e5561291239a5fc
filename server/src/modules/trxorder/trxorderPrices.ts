/**
 * The price catalogue of /srv/trxorder, in fen. The server alone prices an order: a client sends
 * what it wants (capacity, edition and months, or an on-site package), never an amount.
 */
import type { TrxorderPriceItem, TrxorderPriceTable, trxorderAddBody } from '@greenroom/contracts';
import type { z } from 'zod';

export const PRODUCT_NAMES: Record<number, string> = { 1: '直播', 2: '云摄影', 3: '活动', 4: '会拍' };

const EDITION_NAMES: Record<number, Record<number, string>> = {
  1: { 1: '旗舰版', 2: '尊享版', 3: '企业版' },
  2: { 1: '基础版', 2: '专业版', 3: '企业版' },
  3: { 1: '高级版', 2: '直播版', 3: '企业版' },
};

/** Edition prices per product and edition: one month, twelve months. */
const EDITION_PRICES: Record<number, Record<number, { 1: number; 12: number }>> = {
  1: { 1: { 1: 59_900, 12: 599_900 }, 2: { 1: 129_900, 12: 1_299_900 }, 3: { 1: 399_900, 12: 3_999_900 } },
  2: { 1: { 1: 29_900, 12: 299_900 }, 2: { 1: 99_900, 12: 999_900 }, 3: { 1: 299_900, 12: 2_999_900 } },
  3: { 1: { 1: 49_900, 12: 499_900 }, 2: { 1: 89_900, 12: 899_900 }, 3: { 1: 259_900, 12: 2_599_900 } },
};

/** Photo storage capacity for one year, by GB. */
const CAPACITY_PRICES: Record<number, number> = { 50: 9_900, 100: 17_900, 500: 79_900, 1000: 149_900 };

/** On-site (huipai) shooting packages. */
export const SERVICE_PACKAGES: Record<number, { title: string; hours: number; photographers: number; price: number }> = {
  1: { title: '半天单机位（4 小时）', hours: 4, photographers: 1, price: 180_000 },
  2: { title: '全天单机位（8 小时）', hours: 8, photographers: 1, price: 320_000 },
  3: { title: '全天双机位（8 小时）', hours: 8, photographers: 2, price: 580_000 },
};

/** Price tables by id, as GET /photo/getPrice/{id} knows them. */
export const PRICE_TABLE_TITLES: Record<number, string> = { 1: '云摄影存储扩容', 2: '云摄影版本', 3: '会拍上门拍摄服务' };

/** A photo company (SPEC §6) pays 90% of the list price. */
export const companyPriceOf = (price: number) => Math.round((price * 9) / 10);

function item(fields: Omit<TrxorderPriceItem, 'price'>, companyPrice: boolean): TrxorderPriceItem {
  return { ...fields, price: companyPrice ? companyPriceOf(fields.originalPrice) : fields.originalPrice };
}

export function editionTitle(product: number, edition: number, months: number): string {
  return `${PRODUCT_NAMES[product]}${EDITION_NAMES[product]?.[edition] ?? ''} ${months === 12 ? '1 年' : `${months} 个月`}`;
}

function capacityItems(capacity: number | undefined, companyPrice: boolean): TrxorderPriceItem[] {
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
          title: `云摄影存储扩容 ${gb}GB（1 年）`,
          originalPrice: price,
        },
        companyPrice,
      ),
    );
}

function editionItems(product: 1 | 2 | 3, edition: number | undefined, companyPrice: boolean): TrxorderPriceItem[] {
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
            title: editionTitle(product, Number(id), months),
            originalPrice: prices[months],
          },
          companyPrice,
        ),
      );
    }
  }
  return items;
}

function serviceItems(type: number | undefined, companyPrice: boolean): TrxorderPriceItem[] {
  return Object.entries(SERVICE_PACKAGES)
    .filter(([id]) => type === undefined || Number(id) === type)
    .map(([id, pack]) =>
      item(
        { priceId: 3, product: 4, kind: 'service', type: Number(id), capacity: null, months: null, title: `会拍·${pack.title}`, originalPrice: pack.price },
        companyPrice,
      ),
    );
}

/**
 * Price table `priceId` (1 capacity, 2 editions of `filter.product` — photo unless live (1) or events (3)
 * is asked —, 3 on-site packages), or null when there is none.
 */
export function priceTable(
  priceId: number,
  filter: { capacity?: number; type?: number; product?: 1 | 2 | 3 },
  companyPrice: boolean,
): TrxorderPriceTable | null {
  const title = PRICE_TABLE_TITLES[priceId];
  if (!title) return null;
  const items =
    priceId === 1
      ? capacityItems(filter.capacity, companyPrice)
      : priceId === 2
        ? editionItems(filter.product ?? 2, filter.type, companyPrice)
        : serviceItems(filter.type, companyPrice);
  return { priceId: priceId as 1 | 2 | 3, title: priceId === 2 ? `${PRODUCT_NAMES[filter.product ?? 2]}版本` : title, companyPrice, items };
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
