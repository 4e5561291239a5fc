import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import { useConfig, useOpenExternal, useSession } from '@greenroom/sdk';
import { useId, useMemo } from 'react';
import { openOverseasChat } from '../../overseas/chatBridge';
import { useRegistry } from '../../plugins/registryContext';
import { texts } from '../../texts';
import './productDrawer.css';
import { type DrawerCard, drawerContent, entitlementOf } from './drawerCards';
import { ProductCard } from './ProductCard';

/** Width of the product drawer in px (SPEC §9). */
export const PRODUCT_DRAWER_WIDTH = 1440;
/** The overseas service card opens the online chat instead of a back office (SPEC §2). */
export const OVERSEAS_PRODUCT_ID = 13;

/**
 * The product-and-services drawer (SPEC §2 "Product drawer"): from the left, hot recommendations on
 * top, then the Live, Events, Service and Support groups. A card opens its product's back office in
 * a new tab; the overseas card opens the online chat.
 */
export default function ProductDrawer({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const config = useConfig();
  const openExternal = useOpenExternal();
  const { entitlements } = useSession();
  const { productCards } = useRegistry();
  const content = useMemo(() => drawerContent(productCards, config), [productCards, config]);
  const titleId = useId();
  const now = Date.now();

  const open = (card: DrawerCard) => {
    if (card.productId === OVERSEAS_PRODUCT_ID) openOverseasChat();
    else openExternal(card.href, 'tab');
  };
  const section = (key: string, title: string, cards: DrawerCard[]) => (
    <section key={key} className="gr-product-group" aria-labelledby={`${titleId}-${key}`} data-group={key}>
      <h2 id={`${titleId}-${key}`}>{title}</h2>
      <ul>
        {cards.map((card) => (
          <li key={card.productId}>
            <ProductCard
              card={card}
              entitlement={entitlementOf(card.productId, entitlements)}
              now={now}
              action={card.productId === OVERSEAS_PRODUCT_ID ? texts.onlineChat : undefined}
              onOpen={() => open(card)}
            />
          </li>
        ))}
      </ul>
    </section>
  );

  return (
    <SideSheet
      visible={visible}
      onCancel={onClose}
      placement="left"
      width={PRODUCT_DRAWER_WIDTH}
      title={<span id={titleId}>{texts.productDrawer}</span>}
      className="gr-product-drawer"
      style={{ maxWidth: '100vw' }}
    >
      {/* Semi's dialog element takes no aria props: name it after its title once it is mounted. */}
      <div
        className="gr-product-drawer-body"
        ref={(element) => {
          const dialog = element?.closest('[role="dialog"]');
          dialog?.setAttribute('aria-labelledby', titleId);
          dialog?.setAttribute('aria-modal', 'true');
        }}
      >
        {content.hot.length > 0 && section('hot', texts.hotRecommendations, content.hot)}
        {content.groups.map((group) => section(group.id, group.title, group.cards))}
      </div>
    </SideSheet>
  );
}
