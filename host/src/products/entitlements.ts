import { expiryTime } from '@greenroom/core';
import { type Entitlement, formatDateTime } from '@greenroom/sdk';

/** How an entitlement's expiry date is shown. */
export const EXPIRY_DATE_FORMAT = 'YYYY-MM-DD';

/** An entitlement's expiry as YYYY-MM-DD, the person's day (the page's time zone); an unreadable one is shown as it came. */
export function formatExpiry(expireTime: Entitlement['expireTime']): string {
  const time = expiryTime(expireTime);
  return Number.isNaN(time) ? String(expireTime ?? '') : formatDateTime(time, EXPIRY_DATE_FORMAT);
}

/** The user's entitlement for a product: the one that lasts longest when there are several. */
export function entitlementOf(productId: number, entitlements: readonly Entitlement[]): Entitlement | undefined {
  let best: Entitlement | undefined;
  for (const entitlement of entitlements) {
    if (entitlement.product !== productId) continue;
    if (!best || expiryTime(entitlement.expireTime) > expiryTime(best.expireTime)) best = entitlement;
  }
  return best;
}
