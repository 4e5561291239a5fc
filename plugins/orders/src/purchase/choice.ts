import type { Trxorder, TrxorderAddBody, TrxorderPayType, TrxorderPriceItem, TrxorderPriceTable } from '@greenroom/contracts';

/** What the purchase page sells, as `?product=` names it. */
export const PURCHASE_KINDS = ['live', 'photo', 'event', 'capacity', 'onsite'] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];

/** Editions are sold for products 1 live, 2 photo and 3 events (SPEC §1 ids, price table 2). */
export const EDITION_PRODUCT = { live: 1, photo: 2, event: 3 } as const;
export type EditionKind = keyof typeof EDITION_PRODUCT;

export const PAY_TYPES = ['wechat', 'alipay', 'transfer'] as const satisfies readonly TrxorderPayType[];
export const MONTHS = [1, 12] as const;
export const CAPACITIES = [50, 100, 500, 1000] as const;
export const PACKAGES = [1, 2, 3] as const;
export const EDITIONS = [1, 2, 3] as const;
/** Copies of one line (the contract's 1..99). */
export const MAX_QUANTITY = 99;

/** Everything chosen on the first step; all of it lives in the address. */
export interface PurchaseChoice {
  kind: PurchaseKind;
  /** Edition id (live, photo, event). */
  edition: (typeof EDITIONS)[number];
  months: (typeof MONTHS)[number];
  capacity: (typeof CAPACITIES)[number];
  /** On-site package. */
  pack: (typeof PACKAGES)[number];
  payType: TrxorderPayType;
  quantity: number;
}

export const isEditionKind = (kind: PurchaseKind): kind is EditionKind => kind in EDITION_PRODUCT;

function pick<T extends string | number>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((a) => String(a) === value) ?? fallback;
}

/**
 * The choice an address holds; an invalid or missing value falls back to its default (an edition
 * defaults to the one the user holds, so the page opens as a renewal).
 */
export function readChoice(params: URLSearchParams, heldEdition: (kind: EditionKind) => number | undefined): PurchaseChoice {
  const kind = pick(params.get('product'), PURCHASE_KINDS, 'live');
  const held = isEditionKind(kind) ? heldEdition(kind) : undefined;
  const quantity = Number(params.get('qty'));
  return {
    kind,
    edition: pick(params.get('edition'), EDITIONS, pick(String(held), EDITIONS, 1)),
    months: pick(params.get('months'), MONTHS, 12),
    capacity: pick(params.get('capacity'), CAPACITIES, 100),
    pack: pick(params.get('package'), PACKAGES, 1),
    payType: pick(params.get('pay'), PAY_TYPES, 'wechat'),
    quantity: Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : 1,
  };
}

/** The address parameters of a choice: only what its kind uses. */
export function choiceParams(choice: PurchaseChoice): Record<string, string> {
  const params: Record<string, string> = { product: choice.kind };
  if (isEditionKind(choice.kind)) Object.assign(params, { edition: String(choice.edition), months: String(choice.months) });
  if (choice.kind === 'capacity') params.capacity = String(choice.capacity);
  if (choice.kind === 'onsite') params.package = String(choice.pack);
  else if (choice.quantity !== 1) params.qty = String(choice.quantity);
  params.pay = choice.payType;
  return params;
}

/** The price-table line the choice buys, from the table of its kind. */
export function chosenItem(items: readonly TrxorderPriceItem[], choice: PurchaseChoice): TrxorderPriceItem | undefined {
  if (choice.kind === 'capacity') return items.find((item) => item.capacity === choice.capacity);
  if (choice.kind === 'onsite') return items.find((item) => item.type === choice.pack);
  return items.find((item) => item.type === choice.edition && item.months === choice.months);
}

/** The addOrder body of a choice (the server prices it; `companyId` asks for the company price). */
export function orderBody(
  choice: PurchaseChoice,
  companyId: number | undefined,
  booking?: Extract<TrxorderAddBody, { priceId: 3 }>['booking'],
): TrxorderAddBody {
  const common = { payType: choice.payType, ...(companyId ? { companyId } : {}) };
  if (choice.kind === 'capacity') return { priceId: 1, capacity: choice.capacity, quantity: choice.quantity, ...common };
  if (choice.kind === 'onsite') return { priceId: 3, type: choice.pack, booking: booking as NonNullable<typeof booking>, ...common };
  return { priceId: 2, product: EDITION_PRODUCT[choice.kind], type: choice.edition, months: choice.months, quantity: choice.quantity, ...common };
}

/** The first step's address that buys an order again (after it was cancelled or timed out). */
export function choiceOfOrder(order: Trxorder): Record<string, string> {
  const kind: PurchaseKind =
    order.product === 1 ? 'live' : order.product === 3 ? 'event' : order.product === 4 ? 'onsite' : order.kind === 'capacity' ? 'capacity' : 'photo';
  const params: Record<string, string> = { product: kind, pay: order.payType };
  if (order.kind === 'edition') Object.assign(params, { edition: String(order.type), months: String(order.months) });
  if (order.kind === 'capacity') params.capacity = String(order.capacity);
  if (order.kind === 'service') params.package = String(order.type);
  return params;
}

/** Whether a price table is the one a kind is sold from (the previous kind's stays shown while the next loads). */
export function tableFits(table: TrxorderPriceTable, kind: PurchaseKind): boolean {
  if (kind === 'capacity') return table.priceId === 1;
  if (kind === 'onsite') return table.priceId === 3;
  return table.priceId === 2 && table.items.every((item) => item.product === EDITION_PRODUCT[kind]);
}

/** An edition's name from its price line's title: `直播尊享版 1 年` → `直播尊享版`, `Live Premium 1 year` → `Live Premium` (issue 29). */
export const editionName = (title: string) => title.replace(/\s*(\d+ 年|\d+ 个月|\d+ years?|\d+ months?)$/, '');
