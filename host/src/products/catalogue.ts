import type { DrawerGroup, ProductId } from '@greenroom/sdk';

/**
 * The catalogue of SPEC §1 is declared once in `@greenroom/contracts/catalogue` (issue 28) and reached
 * here through core (which adds each product's default address); the reference server's product
 * pages, price tables and marketing centre read the same module. The host adds where each product
 * sits in the drawer.
 */
export { PRODUCTS, type Product, productAddress, productById } from '@greenroom/core';

/**
 * Order of the cards in each drawer group (SPEC §2 "Product drawer"): Live: live, photo; Events:
 * events, micro-website, AI, private cloud; Service: on-site booking, full-service planning;
 * Support: academy, media distribution, surveys, overseas.
 */
export const DRAWER_LAYOUT: Readonly<Record<DrawerGroup, readonly ProductId[]>> = {
  live: [1, 2],
  events: [3, 5, 14, 15],
  service: [8, 9],
  support: [10, 11, 7, 13],
};
