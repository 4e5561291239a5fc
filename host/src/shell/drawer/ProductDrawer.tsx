import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import { PRODUCT_ID } from '@greenroom/core';
import { useConfig, useNotify, useSession } from '@greenroom/sdk';
import { useEffect, useId, useMemo, useRef } from 'react';
import { openOverseasChat } from '../../overseas/chatBridge';
import { useRegistry } from '../../plugins/registryContext';
import { entitlementOf } from '../../products/entitlements';
import { texts } from '../../texts';
import { useShellLink } from '../shellLinks';
import './productDrawer.css';
import { type DrawerCard, drawerContent } from './drawerCards';
import { ProductCard } from './ProductCard';

/** Width of the product drawer in px (SPEC §9). */
export const PRODUCT_DRAWER_WIDTH = 1440;

/**
 * The product-and-services drawer (SPEC §2 "Product drawer"): from the left, hot recommendations on
 * top, then the Live, Events, Service and Support groups. A card opens its product's back office in
 * a new tab; the overseas card (product 13) opens the online chat instead. A product some plugin
 * sells (a purchase item with its `productId`) has 购买, or 续费 when the user holds it, opening
 * that purchase page in a new tab.
 */
export default function ProductDrawer({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const config = useConfig();
  const shellLink = useShellLink();
  const notify = useNotify();
  const { entitlements } = useSession();
  const { productCards, purchaseItems } = useRegistry();
  const content = useMemo(() => drawerContent(productCards, config), [productCards, config]);
  // A card's 购买 / 续费 opens what the purchase picker offers for its product: nothing when no plugin sells it.
  const purchases = useMemo(() => new Map(purchaseItems.map(({ item }) => [item.productId, item.href])), [purchaseItems]);
  const titleId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const now = Date.now();

  // Semi's dialog element takes no aria props and does not manage focus: name it after its title,
  // move focus into it on opening, and give focus back to where it was on closing.
  useEffect(() => {
    if (!visible) return;
    const dialog = bodyRef.current?.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    dialog.setAttribute('aria-labelledby', titleId);
    dialog.setAttribute('aria-modal', 'true');
    dialog.focus();
    return () => previous?.focus?.();
  }, [visible, titleId]);

  // Issue 14: with no chat on the page, tell the person how to reach the service (the hotline, as
  // the contact popover does) instead of only logging it.
  const openChat = () => {
    if (openOverseasChat() === 'none') notify.warning(texts.chatUnavailable(config.hotline));
  };
  const section = (key: string, title: string, cards: DrawerCard[]) => (
    <section key={key} className="gr-product-group" aria-labelledby={`${titleId}-${key}`} data-group={key}>
      <h2 id={`${titleId}-${key}`}>{title}</h2>
      <ul>
        {cards.map((card) => {
          const entitlement = entitlementOf(card.productId, entitlements);
          const purchase = purchases.get(card.productId);
          const overseas = card.productId === PRODUCT_ID.overseas;
          return (
            <li key={card.productId}>
              <ProductCard
                card={card}
                entitlement={entitlement}
                now={now}
                action={overseas ? texts.onlineChat : undefined}
                link={overseas ? undefined : shellLink(card.href, { onNavigate: onClose })}
                onOpen={overseas ? openChat : undefined}
                purchase={purchase ? { text: entitlement ? texts.renew : texts.buy, link: shellLink(purchase, { onNavigate: onClose }) } : undefined}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );

  return (
    <SideSheet
      visible={visible}
      onCancel={onClose}
      closeOnEsc
      placement="left"
      width={PRODUCT_DRAWER_WIDTH}
      title={<span id={titleId}>{texts.productDrawer}</span>}
      className="gr-product-drawer"
      style={{ maxWidth: '100vw' }}
    >
      <div className="gr-product-drawer-body" ref={bodyRef}>
        {content.hot.length > 0 && section('hot', texts.hotRecommendations, content.hot)}
        {content.groups.map((group) => section(group.id, group.title, group.cards))}
      </div>
    </SideSheet>
  );
}
