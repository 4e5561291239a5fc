import { useRouteRef } from '@greenroom/sdk';
import { typeOfProduct } from './products';
import { purchaseRef } from './routes';

/**
 * The console's purchase page for a product (`/purchase?product=live`, the orders plugin's route
 * `purchase`), a page of the console opened in the same tab (issue 24 §1); null when no enabled
 * plugin offers that page (then there is no purchase control) — or, per product, when the product
 * has no purchase page.
 */
export function usePurchasePath(): ((product: number) => string | null) | null {
  const purchase = useRouteRef(purchaseRef);
  if (!purchase) return null;
  return (product) => {
    const key = typeOfProduct(product);
    return key ? `${purchase()}?${new URLSearchParams({ product: key })}` : null;
  };
}
