import { routeTexts as texts } from '../routeTexts';
import { OrderListPage } from './OrderListPage';

/** /order/live: the live orders of 订单与发票. */
export default function LiveOrdersPage() {
  return <OrderListPage base="twzb" title={texts.titles.live} />;
}
