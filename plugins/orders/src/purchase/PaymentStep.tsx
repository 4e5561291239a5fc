import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Radio, { type RadioChangeEvent } from '@douyinfe/semi-ui/lib/es/radio';
import type { Trxorder, TrxorderPayType } from '@greenroom/contracts';
import { formatDateTime, formatMoneyFen, useApi, useColorScheme, useConfig, useNotify, useServices } from '@greenroom/sdk';
import { formatCountdown, useCountdown } from '@greenroom/sdk/kit';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { useCancelOrderDialog } from '../cancelOrder';
import { PAY_TYPES } from './choice';
import { purchaseTexts } from './texts';

const payName = (payType: TrxorderPayType) => purchaseTexts.payTypes[payType];

/**
 * What the payment QR code encodes: the provider's pay address for the order. The reference server
 * has no provider, so these are the providers' address shapes around the order number.
 */
export function paymentAddress(order: Pick<Trxorder, 'orderNo' | 'payType'>): string | null {
  if (order.payType === 'wechat') return `weixin://wxpay/bizpayurl?pr=${order.orderNo}`;
  if (order.payType === 'alipay') return `https://qr.alipay.com/${order.orderNo}`;
  return null;
}

/** Environments whose server has the development settle action (`POST /dev/payments/settle`). */
const DEVELOPMENT = new Set(['local', 'dev']);

/**
 * Step 2: the unpaid order — number, what, amount, the QR code (or the bank account for a
 * transfer), the time left of its 24 h; meanwhile 更换支付方式 and 取消订单 (不取消 / 取消订单).
 * Once the provider has settled it (支付已到账) the order completes by itself (issue 24 §5: confirmPay,
 * once); 确认支付 is offered only when that did not go through. In development a marked banner
 * stands in for the provider.
 */
export function PaymentStep({ order, reload, stale }: { order: Trxorder; reload: () => void; stale: boolean }) {
  const t = purchaseTexts.order;
  const api = useApi();
  const config = useConfig();
  const notify = useNotify();
  const { session } = useServices();
  const cancelDialog = useCancelOrderDialog();
  const [busy, setBusy] = useState<'confirm' | 'settle' | 'payType' | null>(null);
  /** The automatic completion: not yet tried, under way, or failed (then 确认支付 is offered). */
  const [completion, setCompletion] = useState<'idle' | 'running' | 'failed'>('idle');
  const completing = useRef(false);
  const remaining = useCountdown(order.payDeadline);
  const { orderNo } = order;
  const address = paymentAddress(order);
  // A QR code scans as dark modules on light (both themes); on the dark page it keeps a light quiet zone around it.
  const quietZone = useColorScheme() === 'dark' ? 2 : 0;

  // At the deadline the server reads the order as timed out: ask it.
  const timedOut = remaining === 0;
  useEffect(() => {
    if (timedOut) reload();
  }, [timedOut, reload]);

  const run = async (what: NonNullable<typeof busy>, call: () => Promise<boolean>): Promise<boolean> => {
    setBusy(what);
    try {
      return await call();
    } catch {
      return false;
    } finally {
      setBusy(null);
      reload();
    }
  };
  const confirmPay = (silent = false) =>
    run('confirm', async () => {
      // Silent on its own: a refusal (another tab completed it first) is read back from the order.
      const result = await api.post('/srv/trxorder/confirmPay', { query: { orderNo }, silent });
      // The drawer and the home of every console tab show the new entitlement (issue 12).
      if (result.ok) await session.refresh({ broadcast: true });
      return result.ok;
    });

  // 支付已到账: complete the order without a click, once.
  const settled = order.settled && order.status === 'unpaid';
  useEffect(() => {
    if (!settled || completing.current) return;
    completing.current = true;
    setCompletion('running');
    void confirmPay(true).then((ok) => setCompletion(ok ? 'idle' : 'failed'));
  });
  const settle = () => run('settle', async () => (await api.post('/dev/payments/settle', { body: { orderNo } })).ok);
  const changePayType = (payType: TrxorderPayType) =>
    run('payType', async () => {
      const result = await api.post('/srv/trxorder/changePayType', { body: { orderNo, payType } });
      if (result.ok) notify.success(t.changed(payName(payType)));
      return result.ok;
    });
  const cancel = () =>
    cancelDialog.ask({
      content: t.cancelQuestion(orderNo, order.title),
      action: async () => {
        const result = await api.post('/srv/trxorder/cancelOrder', { query: { orderNo } });
        if (result.ok) notify.success(t.cancelled);
        return result;
      },
      onDone: reload,
    });

  return (
    <div className="gr-purchase-pay">
      {DEVELOPMENT.has(config.env) && !order.settled && (
        <Banner
          type="warning"
          className="gr-purchase-dev"
          closeIcon={null}
          title={t.dev.title}
          description={
            <>
              {t.dev.text}
              <Button size="small" type="warning" loading={busy === 'settle'} onClick={settle}>
                {t.dev.settle}
              </Button>
            </>
          }
        />
      )}
      <div className="gr-purchase-pay-body">
        <section className="gr-purchase-summary" aria-label={t.orderNo}>
          <dl>
            <dt>{t.orderNo}</dt>
            <dd className="gr-purchase-order-no">{orderNo}</dd>
            <dt>{t.item}</dt>
            <dd>
              {order.title}
              {order.quantity > 1 ? ` × ${order.quantity}` : ''}
            </dd>
            <dt>{t.amount}</dt>
            <dd className="gr-purchase-amount">
              {order.companyPrice && (
                <s>
                  <span className="gr-purchase-sr">{purchaseTexts.originalPrice} </span>
                  {formatMoneyFen(order.originalAmount)}
                </s>
              )}{' '}
              {formatMoneyFen(order.amount)}
              {order.companyPrice && <span className="gr-purchase-hint"> {purchaseTexts.companyPrice}</span>}
            </dd>
            <dt>{t.created}</dt>
            <dd>{formatDateTime(order.createdAt)}</dd>
          </dl>
          <fieldset className="gr-purchase-field">
            <legend>{t.changePayType}</legend>
            <Radio.Group
              type="button"
              name="gr-purchase-pay-type"
              value={order.payType}
              aria-label={t.changePayType}
              disabled={order.settled || busy !== null}
              onChange={(event: RadioChangeEvent) => changePayType(event.target.value as TrxorderPayType)}
            >
              {PAY_TYPES.map((payType) => (
                <Radio key={payType} value={payType}>
                  {payName(payType)}
                </Radio>
              ))}
            </Radio.Group>
          </fieldset>
        </section>
        <section className="gr-purchase-qr" aria-label={t.scan(payName(order.payType))}>
          {address ? (
            <>
              <QRCodeSVG
                value={address}
                size={200}
                bgColor="#ffffff"
                fgColor="#000000"
                marginSize={quietZone}
                title={t.qrLabel(payName(order.payType))}
                role="img"
                aria-label={t.qrLabel(payName(order.payType))}
              />
              <p>{t.scan(payName(order.payType))}</p>
            </>
          ) : (
            <div className="gr-purchase-transfer">
              <p>
                {t.transfer.intro}
                <strong>{orderNo}</strong>
              </p>
              <dl>
                {t.transfer.account.map(([name, value]) => (
                  <div key={name}>
                    <dt>{name}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <p className="gr-purchase-hint">{t.transfer.note}</p>
            </div>
          )}
          {remaining !== null && (
            <p className="gr-purchase-deadline">
              {t.countdown} <time dateTime={order.payDeadline ?? undefined}>{formatCountdown(remaining)}</time>
              <span className="gr-purchase-hint">{t.deadline(formatDateTime(order.payDeadline))}</span>
            </p>
          )}
        </section>
      </div>
      <p className="gr-purchase-status" role="status">
        {!order.settled ? t.waiting : completion === 'failed' ? t.settledFailed : t.settled}
        {stale && (
          <>
            {' '}
            {t.stale}
            <Button size="small" theme="borderless" onClick={reload}>
              {t.retry}
            </Button>
          </>
        )}
      </p>
      <div className="gr-purchase-actions">
        {completion === 'failed' && (
          <Button theme="solid" size="large" loading={busy === 'confirm'} onClick={() => void confirmPay()}>
            {t.confirm}
          </Button>
        )}
        {!order.settled && <span className="gr-purchase-hint">{t.confirmHint}</span>}
        <Button size="large" type="danger" disabled={order.settled || busy !== null} onClick={cancel}>
          {t.cancel}
        </Button>
        {order.settled && <span className="gr-purchase-hint">{t.settledNoMoves}</span>}
      </div>
      {cancelDialog.dialog}
    </div>
  );
}
