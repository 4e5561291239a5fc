import Button from '@douyinfe/semi-ui/lib/es/button';
import { formatDateTime, formatMoneyFen, useLive } from '@greenroom/sdk';
import { type ListColumn, ListPage, StatusTag, useItemParam, useListController } from '@greenroom/sdk/kit';
import { useState } from 'react';
import { ORDER_STATES, orderLists, PAY_TYPES } from '../lists';
import { type AnyOrderRow, ORDER_PRODUCT, type OrderBase } from '../orderBases';
import { orderState, orderStatusMap, payTypeName } from '../orderMoves';
import { texts } from '../texts';
import { OrderDrawer } from './OrderDrawer';
import { OrderTabs } from './OrderTabs';
import { type MovableOrder, useOrderMoves } from './useOrderMoves';

/** The address parameter of the open order drawer: `?order=12`. */
const ORDER_PARAM = 'order';

/** Props of {@link OrderListPage}. */
export interface OrderListPageProps {
  /** Which list: `/api/order/{base}/list`. */
  base: OrderBase;
  title: string;
}

/**
 * An order list of 订单与发票 (live, photo, event or on-site, by `base`): order number, product,
 * amount, payment type, state, created time (on-site rows also the shooting day and city); state,
 * payment type, created days and the order-number search in the address; each row's moves, the
 * forbidden ones disabled with the reason; the order drawer from a row or from `?order=`.
 */
export function OrderListPage({ base, title }: OrderListPageProps) {
  const drawer = useItemParam(ORDER_PARAM);
  const [version, setVersion] = useState(0);
  const controller = useListController({ source: orderLists[base] });
  const moves = useOrderMoves(base, (order, move) => {
    if (move === 'delete') {
      if (drawer.value === order.id) drawer.close();
      controller.removed(1);
    } else controller.refetch();
    setVersion((v) => v + 1);
  });
  // Issue 26 §2: an order of this list paid, cancelled or timed out elsewhere (another window, the
  // payment provider, the server's time-out sweep) moves here and in the open drawer at once.
  const { refetch } = controller;
  const followPush = () => {
    refetch();
    setVersion((v) => v + 1);
  };
  useLive(
    'order',
    (event) => {
      if (event.product === ORDER_PRODUCT[base]) followPush();
    },
    followPush,
  );

  const c = texts.orders.columns;
  const statusMap = orderStatusMap();
  const columns: ListColumn<AnyOrderRow, never>[] = [
    {
      key: 'orderNo',
      title: c.orderNo,
      fixed: true,
      width: 200,
      render: (row) => (
        <>
          <Button
            theme="borderless"
            size="small"
            style={{ padding: 0, height: 'auto' }}
            aria-label={texts.orders.detailOf(row.orderNo)}
            onClick={() => drawer.open(row.id)}
          >
            {row.orderNo}
          </Button>
          <div className="gr-muted">{formatDateTime(row.createdAt)}</div>
        </>
      ),
    },
    {
      key: 'title',
      title: c.title,
      width: 170,
      render: (row) => (
        <>
          <div>{row.title}</div>
          {row.quantity > 1 ? <div className="gr-muted">{texts.quantity(row.quantity)}</div> : null}
        </>
      ),
    },
    ...(base === 'huipai'
      ? [
          {
            key: 'serviceDate',
            title: c.serviceDate,
            width: 110,
            render: (row: AnyOrderRow) => (
              <>
                <div>{row.serviceDate ?? '—'}</div>
                {row.city ? <div className="gr-muted">{row.city}</div> : null}
              </>
            ),
          },
        ]
      : []),
    {
      key: 'amount',
      title: c.amount,
      align: 'right',
      width: 120,
      render: (row) => (
        <>
          <div>{formatMoneyFen(row.amount)}</div>
          <div className="gr-muted">{payTypeName(row)}</div>
        </>
      ),
    },
    { key: 'status', title: c.status, width: 80, render: (row) => <StatusTag value={orderState(row)} map={statusMap} /> },
  ];

  return (
    <>
      <OrderTabs />
      <ListPage
        title={title}
        listId={`orders.${base}`}
        controller={controller}
        columns={columns}
        rowName={(row) => row.orderNo}
        search={texts.orders.search}
        filters={[
          {
            name: 'state',
            label: texts.orders.statusLabel,
            allText: texts.orders.allStatus,
            options: ORDER_STATES.map((value) => ({ value, label: texts.state[value] })),
          },
          {
            name: 'payType',
            label: texts.orders.payTypeLabel,
            allText: texts.orders.allPayTypes,
            options: PAY_TYPES.map((value) => ({ value, label: texts.payTypes[value] })),
          },
        ]}
        dateRange={texts.orders.dateLabel}
        errorText={texts.orders.loadFailed}
        emptyText={texts.orders.empty}
        // 详情 继续支付 取消订单 删除 申请发票 in Chinese; in English Details, Continue payment and More, whose
        // five wider names left 状态 under 操作 at 1366 px (issue 25).
        actionsWidth={304}
        rowActions={() => [
          { key: 'detail', text: texts.orders.detail, onClick: (row) => drawer.open(row.id) },
          ...(['pay', 'cancel', 'delete', 'invoice'] as const).map((move) => ({
            key: move,
            text: texts.moves[move],
            danger: move === 'cancel' || move === 'delete',
            onClick: (row: AnyOrderRow) => moves.run(row, move),
            disabledReason: (row: AnyOrderRow) => moves.refusal(row, move),
          })),
        ]}
      >
        <OrderDrawer
          base={base}
          orderId={drawer.value}
          version={version}
          onClose={drawer.close}
          actions={({ order, invoice }) =>
            moves.actions({ ...order, invoiceStatus: order.status === 'paid' ? (invoice?.status ?? null) : null } satisfies MovableOrder)
          }
        />
        {moves.dialogs}
      </ListPage>
    </>
  );
}
