import { consoleAddress, useConfig, useOpenExternal, useRoutePath } from '@greenroom/sdk';

/** SPEC §1 product ids the tools work in → the purchase page's `product`. */
const PURCHASE_PRODUCTS: Readonly<Record<number, 'live' | 'photo' | 'event'>> = { 1: 'live', 2: 'photo', 3: 'event' };

/**
 * Opens the console's purchase page (`/purchase?product=live`, the route named `purchase`) for a
 * product in a new tab; null when no enabled plugin offers that page (then there is no purchase
 * control) — or, per product, when the product has no purchase page.
 */
export function usePurchase(): ((product: number) => (() => void) | null) | null {
  const path = useRoutePath('purchase');
  const config = useConfig();
  const openExternal = useOpenExternal();
  if (!path) return null;
  return (product) => {
    const key = PURCHASE_PRODUCTS[product];
    return key ? () => openExternal(consoleAddress(config, `${path}?product=${key}`), 'tab') : null;
  };
}
