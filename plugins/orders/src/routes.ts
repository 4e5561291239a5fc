import { createRouteRef } from '@greenroom/sdk';

/**
 * `/purchase`: the console's one purchase page. Its id `purchase` is announced to other plugins: the
 * image library's 扩容 and the marketing tools' 购买 reach it through an external route reference.
 */
export const purchaseRef = createRouteRef({ id: 'purchase' });

/** The orders lists of 订单与发票 (`/order/live` …) and the invoices, by child path. */
export const orderListRefs = {
  live: createRouteRef({ id: 'order-live' }),
  photo: createRouteRef({ id: 'order-photo' }),
  event: createRouteRef({ id: 'order-event' }),
  onsite: createRouteRef({ id: 'order-onsite' }),
  invoice: createRouteRef({ id: 'order-invoice' }),
} as const;
