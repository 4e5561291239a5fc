import type { Invoice } from '@greenroom/contracts';
import { defineList, enumParam, type ListSource, toRequestParams } from '@greenroom/sdk';
import { type AnyOrderRow, ORDER_BASES, ORDER_LIST_PATH, type OrderBase } from './orderBases';

/** An order's states and payment types, in the order the order lists' filters offer them. */
export const ORDER_STATES = ['unpaid', 'settled', 'paid', 'cancelled', 'timeout'] as const;
export const PAY_TYPES = ['wechat', 'alipay', 'transfer'] as const;
const orderFilters = { state: enumParam(ORDER_STATES), payType: enumParam(PAY_TYPES) };

/**
 * The four order lists, by base: each route names its own, so that its first page is asked for as
 * the route is entered, while the page's files still download (issue 25).
 */
export const orderLists = Object.fromEntries(
  ORDER_BASES.map((base) => [
    base,
    defineList<AnyOrderRow, typeof orderFilters>({
      filters: orderFilters,
      load: (query, { api, signal }) => api.get(ORDER_LIST_PATH[base], { query: toRequestParams(query), signal }),
    }),
  ]),
) as Record<OrderBase, ListSource<AnyOrderRow, typeof orderFilters>>;

/** An invoice request's states, in the order the invoice list's filter offers them. */
export const INVOICE_STATUSES = ['applying', 'issued', 'rejected'] as const;
const invoiceFilters = { status: enumParam(INVOICE_STATUSES) };

/** `/order/invoice`'s list of invoice requests, named by its route as the order lists are. */
export const invoiceList = defineList<Invoice, typeof invoiceFilters>({
  filters: invoiceFilters,
  load: (query, { api, signal }) => api.get('/api/invoice/list', { query: toRequestParams(query), signal }),
});
