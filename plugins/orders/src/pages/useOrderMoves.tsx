import Button from '@douyinfe/semi-ui/lib/es/button';
import Tooltip from '@douyinfe/semi-ui/lib/es/tooltip';
import type { InvoiceStatus, TrxorderPayType } from '@greenroom/contracts';
import { type HttpResult, useApi, useNotify, useRouteRef } from '@greenroom/sdk';
import { FormDialog, useConfirmedAction } from '@greenroom/sdk/kit';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCancelOrderDialog } from '../cancelOrder';
import { ORDER_DELETE_PATH, type OrderBase } from '../orderBases';
import { moveRefusal, type OrderMove, type OrderStateFields } from '../orderMoves';
import { purchaseRef } from '../routes';
import { texts } from '../texts';
import { InvoiceApplyDialog, type InvoiceOrder } from './InvoiceApplyDialog';

/** What the moves need of an order: its row or its detail. */
export interface MovableOrder extends OrderStateFields, InvoiceOrder {
  payType: TrxorderPayType;
  /** Unknown in a detail until its invoice was looked up. */
  invoiceStatus?: InvoiceStatus | null;
}

/** The envelope code of a move the order's state does not allow (server/docs/api.md). */
const ILLEGAL_MOVE = 409;

const PAY_TYPES = ['wechat', 'alipay', 'transfer'] as const;

/** One move as a button: its text, why it is not possible now (or false), and what it does. */
export interface OrderMoveAction {
  move: OrderMove;
  text: string;
  refusal: string | false;
  run(): void;
}

/**
 * The moves of an order, shared by the list rows and the drawer: continue payment (the console's
 * purchase page, in the same tab: issue 24 §1), change the payment type, cancel (不取消 / 取消订单)
 * and delete (confirmed, naming the order),
 * request an invoice. `onChanged` runs after each move (and after a 409 refusal, so the screen shows
 * the state that refused it); render `dialogs` once.
 */
export function useOrderMoves(base: OrderBase, onChanged: (order: MovableOrder, move: OrderMove) => void) {
  const api = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  // The purchase page (this plugin's `/purchase`) resumes an order from `?orderNo=`.
  const purchasePath = useRouteRef(purchaseRef)();
  const { confirm, dialog } = useConfirmedAction();
  const cancelDialog = useCancelOrderDialog();
  const [payTypeOf, setPayTypeOf] = useState<MovableOrder | null>(null);
  const [invoiceOf, setInvoiceOf] = useState<MovableOrder | null>(null);

  /**
   * A refusal because the state changed meanwhile (another tab paid or cancelled it) closes the
   * dialog: the client has toasted the server's reason, and the screen is refreshed to the state
   * that refused it.
   */
  const settle = async (order: MovableOrder, move: OrderMove, call: Promise<HttpResult<unknown>>, done: string): Promise<HttpResult<unknown>> => {
    const result = await call;
    if (result.ok) notify.success(done);
    else if (result.code === ILLEGAL_MOVE) {
      onChanged(order, move);
      return { ...result, ok: true, data: null, error: undefined };
    }
    return result;
  };

  const refusal = (order: MovableOrder, move: OrderMove): string | false => moveRefusal(order, move);

  const run = (order: MovableOrder, move: OrderMove) => {
    if (refusal(order, move)) return;
    switch (move) {
      case 'pay':
        navigate(`${purchasePath}?${new URLSearchParams({ orderNo: order.orderNo })}`);
        return;
      case 'changePayType':
        setPayTypeOf(order);
        return;
      case 'invoice':
        setInvoiceOf(order);
        return;
      case 'cancel':
        cancelDialog.ask({
          content: texts.cancel.text(order.orderNo),
          action: () => settle(order, move, api.post('/srv/trxorder/cancelOrder', { query: { orderNo: order.orderNo } }), texts.cancel.done),
          onDone: () => onChanged(order, move),
        });
        return;
      case 'delete':
        confirm({
          title: texts.remove.title,
          content: texts.remove.text(order.orderNo),
          okText: texts.remove.ok,
          action: () => settle(order, move, api.delete(ORDER_DELETE_PATH[base], { path: { id: order.id } }), texts.remove.done),
          onDone: () => onChanged(order, move),
        });
        return;
    }
  };

  const actions = (order: MovableOrder): OrderMoveAction[] =>
    (['pay', 'changePayType', 'cancel', 'delete', 'invoice'] as const).map((move) => ({
      move,
      text: texts.moves[move],
      refusal: refusal(order, move),
      run: () => run(order, move),
    }));

  const dialogs: ReactNode = (
    <>
      {dialog}
      {cancelDialog.dialog}
      <FormDialog<{ payType: TrxorderPayType }>
        title={texts.payType.title}
        visible={payTypeOf !== null}
        intro={payTypeOf ? texts.payType.intro(payTypeOf.orderNo) : null}
        initialValues={{ payType: payTypeOf?.payType ?? 'wechat' }}
        fields={[
          {
            name: 'payType',
            label: texts.payType.label,
            type: 'radio',
            options: PAY_TYPES.map((value) => ({ value, label: texts.payTypes[value] })),
            required: true,
          },
        ]}
        okText={texts.payType.ok}
        submit={(values) => api.post('/srv/trxorder/changePayType', { body: { orderNo: payTypeOf?.orderNo ?? '', payType: values.payType }, silent: true })}
        successText={texts.payType.done}
        onDone={() => {
          if (payTypeOf) onChanged(payTypeOf, 'changePayType');
          setPayTypeOf(null);
        }}
        onCancel={() => setPayTypeOf(null)}
      />
      <InvoiceApplyDialog
        visible={invoiceOf !== null}
        order={invoiceOf}
        onClose={() => setInvoiceOf(null)}
        onDone={() => {
          if (invoiceOf) onChanged(invoiceOf, 'invoice');
          setInvoiceOf(null);
        }}
      />
    </>
  );

  return { actions, run, refusal, dialogs };
}

/** A move as a button; a move the state forbids is disabled, with the reason as its tooltip and description. */
export function MoveButton({ action, name, size = 'default' }: { action: OrderMoveAction; name?: string; size?: 'small' | 'default' }) {
  const danger = action.move === 'delete' || action.move === 'cancel';
  const button = (
    <Button
      size={size}
      theme={size === 'small' ? 'borderless' : 'light'}
      type={danger ? 'danger' : 'primary'}
      disabled={!!action.refusal}
      aria-label={name ? `${action.text} ${name}` : undefined}
      aria-description={action.refusal || undefined}
      onClick={action.run}
    >
      {action.text}
    </Button>
  );
  return action.refusal ? (
    <Tooltip content={action.refusal}>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}
