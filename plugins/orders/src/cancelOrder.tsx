import Modal from '@douyinfe/semi-ui/lib/es/modal';
import type { HttpResult } from '@greenroom/sdk';
import { type ReactNode, useRef, useState } from 'react';
import { texts } from './texts';

/** What {@link useCancelOrderDialog}'s `ask` takes. */
export interface CancelOrderRequest {
  /** The question, naming the order. */
  content: ReactNode;
  /** The call (it says 订单已取消 itself). Not ok keeps the dialog open (the envelope client has shown why). */
  action: () => Promise<HttpResult<unknown>>;
  /** After the call succeeded. */
  onDone?: () => void;
}

/**
 * The confirmation of 取消订单 (the order lists, the drawer and the purchase page). Its buttons say
 * what they do (issue 24 §5): 不取消 keeps the order, 取消订单 cancels it — not 取消 beside 取消订单.
 * Render `dialog` once.
 */
export function useCancelOrderDialog() {
  const [pending, setPending] = useState<CancelOrderRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const t = texts.cancel;

  const run = async () => {
    if (!pending || running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const result = await pending.action();
      if (!result.ok) return;
      setPending(null);
      pending.onDone?.();
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const dialog = (
    <Modal
      title={t.title}
      visible={pending !== null}
      okText={t.ok}
      cancelText={t.keep}
      okButtonProps={{ type: 'danger', loading: busy, 'aria-label': t.ok }}
      cancelButtonProps={{ disabled: busy, 'aria-label': t.keep }}
      closeOnEsc={!busy}
      maskClosable={false}
      onOk={run}
      onCancel={() => {
        if (!busy) setPending(null);
      }}
    >
      <p className="gr-confirm-text">{pending?.content}</p>
    </Modal>
  );

  return { ask: setPending, dialog };
}
