import Button from '@douyinfe/semi-ui/lib/es/button';
import type { Trxorder } from '@greenroom/contracts';
import { formatDate, formatDateTime, RouteLink, useSession } from '@greenroom/sdk';
import { Link, useNavigate } from 'react-router-dom';
import { orderListRefs } from '../routes';
import { choiceOfOrder, editionName } from './choice';
import { heldEntitlement } from './entitlement';
import { purchaseTexts } from './texts';

/** The orders list of an order's product (SPEC §1 product id). */
const ORDER_LIST: Readonly<Record<number, (typeof orderListRefs)[keyof typeof orderListRefs]>> = {
  1: orderListRefs.live,
  2: orderListRefs.photo,
  3: orderListRefs.event,
  4: orderListRefs.onsite,
};

/** What the paid order gave: an edition with its expiry read from the (refreshed) session, capacity, or the booked shoot. */
function Outcome({ order }: { order: Trxorder }) {
  const t = purchaseTexts.done;
  const { entitlements } = useSession();
  if (order.kind === 'edition') {
    const name = editionName(order.title);
    const entitlement = heldEntitlement(entitlements, order.product, order.type);
    return (
      <>
        <p>{t.edition(order.title)}</p>
        {entitlement && <p className="gr-purchase-expiry">{t.until(name, formatDate(entitlement.expireTime))}</p>}
      </>
    );
  }
  if (order.kind === 'capacity') return <p>{t.capacity(order.capacity ?? 0)}</p>;
  return <p>{order.booking ? t.onsite(order.booking.serviceDate, order.booking.city) : order.title}</p>;
}

/** Step 3: paid — what the user now holds, and the ways on. */
export function PaidStep({ order }: { order: Trxorder }) {
  const t = purchaseTexts.done;
  const navigate = useNavigate();
  const orders = ORDER_LIST[order.product];
  return (
    <section className="gr-purchase-result" aria-labelledby="gr-purchase-result-title" data-outcome="paid">
      <h2 id="gr-purchase-result-title">{t.title}</h2>
      <Outcome order={order} />
      <p className="gr-purchase-hint">
        {purchaseTexts.order.orderNo} {order.orderNo} · {t.paidAt} {formatDateTime(order.paidAt)}
      </p>
      <div className="gr-purchase-actions">
        <Button theme="solid" onClick={() => navigate('/basic')}>
          {t.home}
        </Button>
        {orders && <RouteLink to={orders}>{t.orders}</RouteLink>}
        <Link to={{ search: `?${new URLSearchParams({ product: choiceOfOrder(order).product })}` }}>{t.again}</Link>
      </div>
    </section>
  );
}

/** A cancelled order: by the user, or read as timed out after 24 h unpaid; it can be bought again. */
export function ClosedStep({ order }: { order: Trxorder }) {
  const navigate = useNavigate();
  const c = purchaseTexts.closed;
  const timedOut = order.cancelReason === 'timeout';
  return (
    <section className="gr-purchase-result" aria-labelledby="gr-purchase-result-title" data-outcome={timedOut ? 'timeout' : 'cancelled'}>
      <h2 id="gr-purchase-result-title">{timedOut ? c.timeoutTitle : c.cancelledTitle}</h2>
      <p>{timedOut ? c.timeoutText : c.cancelledText}</p>
      <p className="gr-purchase-hint">
        {purchaseTexts.order.orderNo} {order.orderNo} · {order.title} · {formatDateTime(order.cancelledAt)}
      </p>
      <div className="gr-purchase-actions">
        <Button theme="solid" onClick={() => navigate({ search: `?${new URLSearchParams(choiceOfOrder(order))}` })}>
          {c.again}
        </Button>
      </div>
    </section>
  );
}
