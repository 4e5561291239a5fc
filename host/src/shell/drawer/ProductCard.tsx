import { isExpired } from '@greenroom/core';
import type { Entitlement } from '@greenroom/sdk';
import { useId } from 'react';
import { formatExpiry } from '../../products/entitlements';
import { texts } from '../../texts';
import type { ShellLinkProps } from '../shellLinks';
import type { DrawerCard } from './drawerCards';

/** The card's second control: 购买 or 续费, a link to the product's purchase page. */
export interface CardPurchase {
  text: string;
  link: ShellLinkProps;
}

/**
 * One product card: title and tag, description, keywords and, for a product the user is entitled
 * to, the edition and expiry (an expired one is marked). The card is one link to the product (a
 * button when it does something else: the overseas card's online chat); a purchasable product has
 * a sibling 购买 / 续费 link beside it (interactive elements cannot nest), described by the card's title.
 */
export function ProductCard({
  card,
  entitlement,
  now,
  action,
  link,
  onOpen,
  purchase,
}: {
  card: DrawerCard;
  entitlement?: Entitlement;
  now: number;
  action?: string;
  /** The card as a link (its product's address). */
  link?: ShellLinkProps;
  /** The card as a button, when it has no address. */
  onOpen?: () => void;
  purchase?: CardPurchase;
}) {
  const expired = entitlement ? isExpired(entitlement.expireTime, now) : false;
  const titleId = useId();
  const content = (
    <>
      <span className="gr-product-card-head">
        <span className="gr-product-card-title" id={titleId}>
          {card.title}
        </span>
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
    </>
  );
  const main = link ? (
    <a className="gr-product-card" data-product={card.productId} {...link}>
      {content}
    </a>
  ) : (
    <button type="button" className="gr-product-card" data-product={card.productId} onClick={onOpen}>
      {content}
    </button>
  );
  if (!purchase) return main;
  return (
    <>
      {main}
      <a className="gr-product-card-buy" aria-describedby={titleId} {...purchase.link}>
        {purchase.text}
      </a>
    </>
  );
}
