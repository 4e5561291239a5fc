import type { Trxorder } from '@greenroom/contracts';
import { ErrorState, Loading, useApi } from '@greenroom/sdk';
import { usePolling } from '@greenroom/sdk/kit';
import { useSearchParams } from 'react-router-dom';
import { ChooseStep } from './ChooseStep';
import { PaymentStep } from './PaymentStep';
import { ClosedStep, PaidStep } from './ResultSteps';
import { purchaseTexts as t } from './texts';
import './purchase.css';

/** Pause between two reads of an unpaid order while waiting for the payment provider, in ms. */
export const ORDER_POLL_INTERVAL = 3000;

/** The three steps, the current one marked for assistive technology. */
function Steps({ current }: { current: 0 | 1 | 2 }) {
  return (
    <ol className="gr-purchase-steps" aria-label={t.stepsLabel}>
      {t.steps.map((step, index) => (
        <li key={step} aria-current={index === current ? 'step' : undefined} data-state={index < current ? 'done' : index === current ? 'current' : 'todo'}>
          <span aria-hidden="true">{index + 1}</span>
          {step}
        </li>
      ))}
    </ol>
  );
}

/** Whether an order still waits for the payment provider (then it is read again). */
const awaitingPayment = (order: Trxorder) => order.status === 'unpaid' && !order.settled;

/**
 * An order, at the step it is in: unpaid → the payment step (read again until the provider has
 * settled it; nothing while the tab is hidden), paid → done, cancelled or timed out → closed.
 */
function OrderSteps({ orderNo }: { orderNo: string }) {
  const api = useApi();
  const polling = usePolling(
    async (signal) => {
      const result = await api.post('/srv/trxorder/getOrder', { body: { orderNo }, signal });
      return result.ok ? result.data : null;
    },
    { interval: ORDER_POLL_INTERVAL, while: awaitingPayment },
  );
  const { data: order, refresh: reload } = polling;
  if (!order) return polling.error ? <ErrorState size="large" text={t.order.loadFailed} onRetry={reload} /> : <Loading />;
  if (order.status === 'paid') {
    return (
      <>
        <Steps current={2} />
        <PaidStep order={order} />
      </>
    );
  }
  if (order.status === 'cancelled') return <ClosedStep order={order} />;
  return (
    <>
      <Steps current={1} />
      <PaymentStep order={order} reload={reload} stale={polling.error} />
    </>
  );
}

/**
 * `/purchase`: the console's one purchase page (issue 12). `?product=live|photo|event|capacity|onsite`
 * and its choices, or `?orderNo=GR…` to continue an order where it stands.
 */
export default function PurchasePage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  return (
    <div className="gr-page gr-purchase">
      <h1 className="gr-page-title">{t.title}</h1>
      {orderNo ? (
        <OrderSteps key={orderNo} orderNo={orderNo} />
      ) : (
        <>
          <Steps current={0} />
          <ChooseStep />
        </>
      )}
    </div>
  );
}
