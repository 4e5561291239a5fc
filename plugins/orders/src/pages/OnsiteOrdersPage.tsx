import { routeTexts as texts } from '../routeTexts';
import { OrderListPage } from './OrderListPage';

/** /order/onsite: the on-site shooting (会拍) orders of 订单与发票. */
export default function OnsiteOrdersPage() {
  return <OrderListPage base="huipai" title={texts.titles.onsite} />;
}
