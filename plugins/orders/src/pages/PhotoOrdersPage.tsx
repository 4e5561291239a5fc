import { routeTexts as texts } from '../routeTexts';
import { OrderListPage } from './OrderListPage';

/** /order/photo: the cloud photography (editions, storage) orders of 订单与发票. */
export default function PhotoOrdersPage() {
  return <OrderListPage base="photo" title={texts.titles.photo} />;
}
