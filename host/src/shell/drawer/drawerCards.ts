import type { Owned } from '@greenroom/core';
import { DRAWER_GROUPS, type DrawerGroup, type ProductCardContribution, type ProductId, type ShellConfig } from '@greenroom/sdk';
import { DRAWER_LAYOUT, PRODUCTS, productAddress } from '../../products/catalogue';

/** One card of the product drawer: a catalogue product, or the card a plugin contributed for it. */
export interface DrawerCard {
  productId: ProductId;
  group?: DrawerGroup;
  title: string;
  description: string;
  keywords: readonly string[];
  editions: Readonly<Record<number, string>>;
  tag?: 'HOT' | 'NEW';
  /** Listed under hot recommendations. */
  hot: boolean;
  /** The product's back office, opened in a new tab. */
  href: string;
  /** Position within its group; lower first. */
  order: number;
}

/** The drawer's content: hot recommendations, then the groups of SPEC §2 in order. */
export interface DrawerContent {
  hot: DrawerCard[];
  groups: { id: DrawerGroup; title: string; cards: DrawerCard[] }[];
}

/** Where a product without a layout slot goes: after the products SPEC §2 places. */
const UNPLACED_ORDER = 100;

function layoutOrder(id: ProductId): number | undefined {
  for (const ids of Object.values(DRAWER_LAYOUT)) {
    const index = ids.indexOf(id);
    if (index >= 0) return index;
  }
  return undefined;
}

/**
 * The drawer's cards: every catalogue product with a group, where a card contributed by an enabled
 * plugin replaces the catalogue's entry for its product (it knows the product's back office). Cards
 * keep the SPEC §2 order within their group; others follow by their own `order`.
 */
export function drawerContent(contributed: readonly Owned<ProductCardContribution>[], config: Pick<ShellConfig, 'products' | 'homeSite'>): DrawerContent {
  const cards = new Map<ProductId, DrawerCard>();
  for (const product of PRODUCTS) {
    if (!product.group) continue;
    const { id, ...rest } = product;
    cards.set(id, {
      ...rest,
      productId: id,
      group: product.group,
      hot: product.tag === 'HOT',
      href: productAddress(id, config),
      order: layoutOrder(id) ?? UNPLACED_ORDER,
    });
  }
  for (const { item } of contributed) {
    cards.set(item.productId, {
      ...item,
      hot: item.hot === true || item.tag === 'HOT',
      order: layoutOrder(item.productId) ?? UNPLACED_ORDER + (item.order ?? 0),
    });
  }
  const byOrder = (a: DrawerCard, b: DrawerCard) => a.order - b.order || a.productId - b.productId;
  const groups = DRAWER_GROUPS.map(({ id, title }) => ({
    id,
    title,
    cards: [...cards.values()].filter((card) => card.group === id).sort(byOrder),
  })).filter((group) => group.cards.length > 0);
  return { hot: groups.flatMap((group) => group.cards.filter((card) => card.hot)), groups };
}
