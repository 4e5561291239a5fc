import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { expiresWithin, expiryTime, isExpired } from '@greenroom/core';
import { EmptyState, useSession } from '@greenroom/sdk';
import { productById } from '../../products/catalogue';
import { formatExpiry } from '../../products/entitlements';
import { texts } from '../../texts';

/** Entitlements expiring within this many days are marked as soon-expiring. */
export const SOON_EXPIRING_DAYS = 30;

/** The products the user is entitled to, with edition and expiry; expired and soon-expiring marked. */
export function EntitlementsCard({ now }: { now: number }) {
  const { entitlements } = useSession();
  const rows = [...entitlements].sort((a, b) => a.product - b.product || expiryTime(b.expireTime) - expiryTime(a.expireTime));
  return (
    <section className="gr-card" aria-labelledby="gr-home-products">
      <h2 id="gr-home-products">{texts.myProducts}</h2>
      {rows.length === 0 ? (
        <EmptyState size="default" text={texts.noEntitlements} />
      ) : (
        <ul className="gr-entitlements">
          {rows.map((e) => {
            const product = productById(e.product);
            const expired = isExpired(e.expireTime, now);
            const soon = expiresWithin(e.expireTime, SOON_EXPIRING_DAYS, now);
            return (
              <li key={`${e.product}-${e.proType}-${e.expireTime}`} data-product={e.product} data-expired={expired}>
                <strong>{product?.title ?? texts.productFallback(e.product)}</strong>
                <span>{product?.editions[e.proType] ?? ''}</span>
                <span className="gr-muted">{texts.expiresOn(formatExpiry(e.expireTime))}</span>
                {expired && <Tag color="red">{texts.expired}</Tag>}
                {soon && <Tag color="orange">{texts.expiringSoon}</Tag>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
