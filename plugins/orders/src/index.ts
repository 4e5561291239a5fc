import { consoleAddress, definePlugin } from '@greenroom/sdk';
import { invoiceList, orderLists } from './lists';
import { orderListRefs, purchaseRef } from './routes';
import { routeTexts as texts } from './routeTexts';

/**
 * Orders and invoices (订单与发票, SPEC §2) and the console's one purchase page: every purchase
 * entry of the shell (purchase picker, drawer cards, the image library's 扩容) opens `/purchase`.
 */
export default definePlugin({
  id: 'orders',
  sdk: '^2',
  setup(ctx) {
    const lists = [
      ['live', texts.titles.live, orderLists.twzb, () => import('./pages/LiveOrdersPage')],
      ['photo', texts.titles.photo, orderLists.photo, () => import('./pages/PhotoOrdersPage')],
      ['event', texts.titles.event, orderLists.event, () => import('./pages/EventOrdersPage')],
      ['onsite', texts.titles.onsite, orderLists.huipai, () => import('./pages/OnsiteOrdersPage')],
      ['invoice', texts.titles.invoice, invoiceList, () => import('./pages/InvoicesPage')],
    ] as const;
    lists.forEach(([child, title, list, page], order) => {
      ctx.addRoute({ ref: orderListRefs[child], path: `order/${child}`, title, container: 'order', order: order * 10, list, page });
    });
    ctx.addMenuItem({ section: 'orders', key: 'orders', text: texts.menu, container: 'order', order: 0 });
    ctx.addRoute({ ref: purchaseRef, path: 'purchase', title: texts.titles.purchase, page: () => import('./purchase/PurchasePage') });
    // SPEC §2 purchase picker: each item opens this console's purchase page in a new tab; `productId`
    // gives the product drawer's card its 购买 / 续费 (on-site booking is the drawer's product 8).
    const sold = { live: 1, photo: 2, event: 3, onsite: 8 } as const;
    for (const [order, [key, [text, description]]] of Object.entries(texts.purchases).entries()) {
      const href = consoleAddress(ctx.config, `purchase?product=${key}`);
      ctx.addPurchaseItem({ key, text, description, href, order, productId: sold[key as keyof typeof sold] });
    }
  },
});
