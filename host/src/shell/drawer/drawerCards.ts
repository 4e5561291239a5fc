import type { Owned } from '@greenroom/core';
import { DRAWER_GROUPS, type DrawerGroup, type ProductCardContribution, type ProductId, type ShellConfig } from '@greenroom/sdk';
import { DRAWER_LAYOUT, PRODUCTS, productAddress } from '../../products/catalogue';

/** One card of the product drawer: a catalogue product, at the back office its plugin gives (else its default address). */
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
 * The drawer's cards: every catalogue product with a group (`@greenroom/contracts/catalogue`, the one
 * declaration of a product's texts). A card contributed by an enabled plugin gives its product's back
 * office (and may ask to be listed as hot); the texts and the group stay the catalogue's. Cards keep
 * the SPEC §2 order within their group (the host's DRAWER_LAYOUT); a product it does not place goes last.
 */
export function drawerContent(contributed: readonly Owned<ProductCardContribution>[], config: Pick<ShellConfig, 'products' | 'homeSite'>): DrawerContent {
  const byProduct = new Map(contributed.map(({ item }) => [item.productId, item]));
  const cards: DrawerCard[] = [];
  for (const product of PRODUCTS) {
    if (!product.group) continue;
    const { id, shortName: _, ...texts } = product;
    const card = byProduct.get(id);
    cards.push({
      ...texts,
      productId: id,
      group: product.group,
      hot: product.tag === 'HOT' || card?.hot === true,
      href: card?.href ?? productAddress(id, config),
      order: layoutOrder(id) ?? UNPLACED_ORDER,
    });
  }
  const byOrder = (a: DrawerCard, b: DrawerCard) => a.order - b.order || a.productId - b.productId;
  const groups = DRAWER_GROUPS.map(({ id, title }) => ({
    id,
    title,
    cards: cards.filter((card) => card.group === id).sort(byOrder),
  })).filter((group) => group.cards.length > 0);
  return { hot: groups.flatMap((group) => group.cards.filter((card) => card.hot)), groups };
}
