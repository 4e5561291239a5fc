/**
 * The four order lists of 订单与发票 and the calls of each (contracts/src/calls.ts): one list
 * screen, declared once, is parameterised by its base.
 */
import type { OrderHuipaiRow, OrderRow } from '@greenroom/contracts';

/** The `/api/order/{base}` of each list: live (twzb), photo, event, on-site (huipai). */
export type OrderBase = 'twzb' | 'photo' | 'event' | 'huipai';

/** A row of any of the lists (on-site rows also carry the shooting day and city). */
export type AnyOrderRow = OrderRow & Partial<Pick<OrderHuipaiRow, 'serviceDate' | 'city'>>;

export const ORDER_LIST_PATH = {
  twzb: '/api/order/twzb/list',
  photo: '/api/order/photo/list',
  event: '/api/order/event/list',
  huipai: '/api/order/huipai/list',
} as const;

export const ORDER_DELETE_PATH = {
  twzb: '/api/order/twzb/{id}',
  photo: '/api/order/photo/{id}',
  event: '/api/order/event/{id}',
  huipai: '/api/order/huipai/{id}',
} as const;

/** SPEC §1 product id of each list's orders (what a pushed `order` event names). */
export const ORDER_PRODUCT = { twzb: 1, photo: 2, event: 3, huipai: 4 } as const satisfies Record<OrderBase, number>;

export const ORDER_BASES: readonly OrderBase[] = ['twzb', 'photo', 'event', 'huipai'];
