import { routeTexts as texts } from '../routeTexts';
import { OrderListPage } from './OrderListPage';

/** /order/event: the event orders of 订单与发票. */
export default function EventOrdersPage() {
  return <OrderListPage base="event" title={texts.titles.event} />;
}
