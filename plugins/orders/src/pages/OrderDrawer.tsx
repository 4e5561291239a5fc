import Timeline from '@douyinfe/semi-ui/lib/es/timeline';
import type { Invoice, Trxorder } from '@greenroom/contracts';
import { formatDateTime, formatMoneyFen, REMOTE_GONE, useApi } from '@greenroom/sdk';
import { DetailDrawer, DetailFields, DetailSection, StatusTag } from '@greenroom/sdk/kit';
import type { OrderBase } from '../orderBases';
import { orderState, orderStatusMap, payTypeName, productName } from '../orderMoves';
import { texts } from '../texts';
import { MoveButton, type OrderMoveAction } from './useOrderMoves';

/** The order of the drawer and its latest invoice request (null: none, or not paid). */
export interface OrderDetail {
  order: Trxorder;
  invoice: Invoice | null;
}

/** Props of {@link OrderDrawer}. */
export interface OrderDrawerProps {
  base: OrderBase;
  /** The order shown (`?order=` of the address), or undefined when closed. */
  orderId: number | undefined;
  /** Bumped after a move: the drawer loads the order again. */
  version: number;
  actions: (detail: OrderDetail) => OrderMoveAction[];
  onClose(): void;
}

function OrderTimeline({ order }: { order: Trxorder }) {
  const d = texts.drawer;
  const events = [
    { key: 'created', text: d.created, time: order.createdAt, type: 'default' as const },
    order.payDeadline ? { key: 'deadline', text: d.deadline, time: order.payDeadline, type: 'warning' as const } : null,
    order.settledAt ? { key: 'settled', text: d.settled, time: order.settledAt, type: 'ongoing' as const } : null,
    order.paidAt ? { key: 'paid', text: d.paid, time: order.paidAt, type: 'success' as const } : null,
    order.cancelledAt
      ? {
          key: 'cancelled',
          text: d.cancelledBecause(d.cancelled, d.cancelReason[order.cancelReason ?? 'user']),
          time: order.cancelledAt,
          type: 'error' as const,
        }
      : null,
  ].filter((event) => event !== null);
  return (
    <Timeline aria-label={d.timeline}>
      {events.map((event) => (
        <Timeline.Item key={event.key} type={event.type} time={formatDateTime(event.time, 'YYYY-MM-DD HH:mm:ss')}>
          {event.text}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/**
 * The order drawer: everything of `/srv/trxorder/info/{id}` (on-site orders from
 * `/api/order/huipai/info/{id}`, with the booking) — amounts, payment, timeline, invoice — and the
 * order's moves at the bottom, the forbidden ones disabled with the reason.
 */
export function OrderDrawer({ base, orderId, version, actions, onClose }: OrderDrawerProps) {
  const api = useApi();
  const d = texts.drawer;
  const load = async (id: number, signal: AbortSignal): Promise<OrderDetail | null | typeof REMOTE_GONE> => {
    const result =
      base === 'huipai'
        ? await api.get('/api/order/huipai/info/{id}', { path: { id }, signal })
        : await api.get('/srv/trxorder/info/{id}', { path: { id }, signal });
    // An unknown order (an old link): 重试 cannot help, the drawer says so with 关闭 (issue 24 §3).
    if (!result.ok) return result.code === 404 || result.status === 404 ? REMOTE_GONE : null;
    const order = result.data;
    if (order.status !== 'paid') return { order, invoice: null };
    // The latest request for this order (newest first): what the drawer says of its invoice and whether 申请发票 is open.
    const invoices = await api.get('/api/invoice/list', { query: { keyword: order.orderNo, pageSize: 10 }, signal, silent: true });
    const invoice = invoices.ok ? (invoices.data.list.find((row) => row.orderId === order.id) ?? null) : null;
    return { order, invoice };
  };

  return (
    <DetailDrawer<number, OrderDetail>
      item={orderId}
      title={d.title}
      load={load}
      version={version}
      errorText={d.loadFailed}
      goneText={d.notFound}
      width={560}
      onClose={onClose}
      footer={(detail) => actions(detail).map((action) => <MoveButton key={action.move} action={action} />)}
    >
      {({ order, invoice }) => (
        <>
          <DetailSection title={d.order}>
            <DetailFields
              items={[
                { label: d.orderNo, value: <strong>{order.orderNo}</strong> },
                { label: texts.orders.columns.status, value: <StatusTag value={orderState(order)} map={orderStatusMap()} /> },
                { label: d.product, value: productName(order) },
                { label: d.goods, value: order.title },
                { label: d.quantity, value: order.quantity },
                { label: d.buyer, value: d.buyerText(order.buyerName, order.buyerPhone) },
              ]}
            />
          </DetailSection>
          <DetailSection title={d.amounts}>
            <DetailFields
              items={[
                { label: d.unitPrice, value: formatMoneyFen(order.unitPrice) },
                { label: d.originalAmount, value: order.originalAmount !== order.amount ? <s>{formatMoneyFen(order.originalAmount)}</s> : null },
                { label: d.companyPrice, value: order.companyPrice ? d.companyPriceText : null },
                { label: d.amount, value: <strong>{formatMoneyFen(order.amount)}</strong> },
                { label: d.payType, value: payTypeName(order) },
                { label: d.tradeNo, value: order.tradeNo },
              ]}
            />
          </DetailSection>
          {order.booking ? (
            <DetailSection title={d.booking}>
              <DetailFields
                items={[
                  { label: d.serviceDate, value: order.booking.serviceDate },
                  { label: d.city, value: order.booking.city },
                  { label: d.address, value: order.booking.address },
                  { label: d.contactName, value: order.booking.contactName },
                  { label: d.contactPhone, value: order.booking.contactPhone },
                  { label: d.crew, value: d.crewText(order.booking.photographers, order.booking.hours) },
                  { label: d.remark, value: order.booking.remark },
                ]}
              />
            </DetailSection>
          ) : null}
          <DetailSection title={d.timeline}>
            <OrderTimeline order={order} />
          </DetailSection>
          {order.status === 'paid' ? (
            <DetailSection title={d.invoice}>
              <DetailFields
                items={[
                  { label: texts.invoices.columns.status, value: invoice ? texts.invoices.status[invoice.status] : d.invoiceNone },
                  { label: texts.apply.invoiceTitle, value: invoice?.title },
                  { label: texts.invoices.columns.issuedAt, value: invoice?.issuedAt ? formatDateTime(invoice.issuedAt) : null },
                  { label: d.remark, value: invoice?.rejectReason ? texts.invoices.rejectReason(invoice.rejectReason) : null },
                ]}
              />
            </DetailSection>
          ) : null}
        </>
      )}
    </DetailDrawer>
  );
}
