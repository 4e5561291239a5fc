import type { Entitlement } from '@greenroom/sdk';

/** An entitlement's expiry in epoch milliseconds (it comes as an ISO string, digits or a number). */
export function expiryOf(entitlement: Entitlement): number {
  const { expireTime } = entitlement;
  return typeof expireTime === 'number' || /^\d+$/.test(expireTime) ? Number(expireTime) : Date.parse(expireTime);
}

/** The user's entitlement of a product (of one edition, when given) that lasts longest. */
export function heldEntitlement(entitlements: readonly Entitlement[], product: number, edition?: number | null): Entitlement | undefined {
  let best: Entitlement | undefined;
  for (const entitlement of entitlements) {
    if (entitlement.product !== product || (edition != null && entitlement.proType !== edition)) continue;
    if (!best || expiryOf(entitlement) > expiryOf(best)) best = entitlement;
  }
  return best;
}
