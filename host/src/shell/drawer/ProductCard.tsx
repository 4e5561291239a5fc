import { isExpired } from '@greenroom/core';
import type { Entitlement } from '@greenroom/sdk';
import { formatExpiry } from '../../products/entitlements';
import { texts } from '../../texts';
import type { DrawerCard } from './drawerCards';

/**
 * One product card: title and tag, description, keywords and, for a product the user is entitled
 * to, the edition and expiry (an expired one is marked). The whole card is one button.
 */
export function ProductCard({
  card,
  entitlement,
  now,
  action,
  onOpen,
}: {
  card: DrawerCard;
  entitlement?: Entitlement;
  now: number;
  action?: string;
  onOpen: () => void;
}) {
  const expired = entitlement ? isExpired(entitlement.expireTime, now) : false;
  return (
    <button type="button" className="gr-product-card" data-product={card.productId} onClick={onOpen}>
      <span className="gr-product-card-head">
        <span className="gr-product-card-title">{card.title}</span>
        {card.tag && <span className={`gr-product-tag gr-product-tag-${card.tag.toLowerCase()}`}>{card.tag}</span>}
      </span>
      <span className="gr-product-card-desc">{card.description}</span>
      <span className="gr-product-card-keywords">
        {card.keywords.map((keyword) => (
          <span key={keyword}>{keyword}</span>
        ))}
      </span>
      {entitlement && (
        <span className="gr-product-card-edition" data-expired={expired}>
          {card.editions[entitlement.proType] ?? ''} · {texts.expiresOn(formatExpiry(entitlement.expireTime))}
          {expired && <span className="gr-product-expired">{texts.expired}</span>}
        </span>
      )}
      {action && <span className="gr-product-card-action">{action}</span>}
    </button>
  );
}
