import { useRouteRef } from '@greenroom/sdk';
import { NavLink } from 'react-router-dom';
import { orderListRefs } from '../routes';
import { routeTexts as texts } from '../routeTexts';
import './orders.css';

const TABS = ['live', 'photo', 'event', 'onsite', 'invoice'] as const;

/**
 * The children of 订单与发票 (`/order`, SPEC §2: live, photo, event, on-site, and the invoices) as
 * tabs above each of its lists (issue 24 §1: the menu entry opens the first, these reach the others).
 * Real links: Ctrl-click or a middle click opens a list in a new tab; the current one is marked
 * `aria-current="page"`.
 */
export function OrderTabs() {
  const paths = {
    live: useRouteRef(orderListRefs.live)(),
    photo: useRouteRef(orderListRefs.photo)(),
    event: useRouteRef(orderListRefs.event)(),
    onsite: useRouteRef(orderListRefs.onsite)(),
    invoice: useRouteRef(orderListRefs.invoice)(),
  };
  return (
    <nav className="gr-order-tabs" aria-label={texts.menu}>
      {TABS.map((tab) => (
        <NavLink key={tab} to={paths[tab]} className={({ isActive }) => (isActive ? 'gr-order-tab is-active' : 'gr-order-tab')}>
          {texts.titles[tab]}
        </NavLink>
      ))}
    </nav>
  );
}
