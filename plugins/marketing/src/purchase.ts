import { consoleAddress, useConfig, useOpenExternal, useRouteRef } from '@greenroom/sdk';
import { purchaseRef } from './routes';

/** SPEC §1 product ids the tools work in → the purchase page's `product`. */
const PURCHASE_PRODUCTS: Readonly<Record<number, 'live' | 'photo' | 'event'>> = { 1: 'live', 2: 'photo', 3: 'event' };

/**
 * Opens the console's purchase page (`/purchase?product=live`, the orders plugin's route `purchase`) for a
 * product in a new tab; null when no enabled plugin offers that page (then there is no purchase
 * control) — or, per product, when the product has no purchase page.
 */
export function usePurchase(): ((product: number) => (() => void) | null) | null {
  const purchase = useRouteRef(purchaseRef);
  const config = useConfig();
  const openExternal = useOpenExternal();
  if (!purchase) return null;
  return (product) => {
    const key = PURCHASE_PRODUCTS[product];
    return key ? () => openExternal(consoleAddress(config, `${purchase()}?product=${key}`), 'tab') : null;
  };
}
