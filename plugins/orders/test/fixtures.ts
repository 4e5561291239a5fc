import type { Invoice, OrderHuipaiRow, OrderRow, Trxorder } from '@greenroom/contracts';
import type { FakeRequest } from '@greenroom/sdk/testing';

/** The states of the order state machine, as rows carry them. */
export const STATES = {
  unpaid: { status: 'unpaid', settled: false, cancelReason: null },
  settled: { status: 'unpaid', settled: true, cancelReason: null },
  paid: { status: 'paid', settled: true, cancelReason: null },
  cancelled: { status: 'cancelled', settled: false, cancelReason: 'user' },
  timeout: { status: 'cancelled', settled: false, cancelReason: 'timeout' },
} as const;

/** An order row as `GET /api/order/{base}/list` answers it. */
export function orderRow(id: number, state: keyof typeof STATES, extra: Partial<OrderRow> = {}): OrderRow {
  return {
    id,
    orderNo: `GR20261101120000${String(id).padStart(6, '0')}`,
    product: 1,
    productName: '直播',
    title: '直播尊享版 1 年',
    kind: 'edition',
    type: 2,
    months: 12,
    capacity: null,
    quantity: 1,
    amount: 298_000,
    payType: 'wechat',
    payTypeText: '微信支付',
    ...STATES[state],
    statusText: '',
    payDeadline: state === 'unpaid' ? '2026-11-02T04:00:00.000Z' : null,
    invoiceStatus: null,
    buyerName: '测试主办方',
    buyerPhone: '138****5678',
    createdAt: '2026-11-01T04:00:00.000Z',
    paidAt: state === 'paid' ? '2026-11-01T04:20:00.000Z' : null,
    cancelledAt: state === 'cancelled' || state === 'timeout' ? '2026-11-02T04:00:00.000Z' : null,
    ...extra,
  };
}

export function huipaiRow(id: number, state: keyof typeof STATES, extra: Partial<OrderHuipaiRow> = {}): OrderHuipaiRow {
  return {
    ...orderRow(id, state, { product: 4, productName: '会拍', title: '会拍·全天双机位（8 小时）', kind: 'service', type: 3, months: null }),
    serviceDate: '2026-12-05',
    city: '杭州市',
    ...extra,
  };
}

/** The detail of `/srv/trxorder/info/{id}` for a row. */
export function detailOf(row: OrderRow, extra: Partial<Trxorder> = {}): Trxorder {
  return {
    id: row.id,
    orderNo: row.orderNo,
    product: row.product as Trxorder['product'],
    productName: row.productName,
    kind: row.kind,
    type: row.type,
    months: row.months,
    capacity: row.capacity,
    quantity: row.quantity,
    title: row.title,
    unitPrice: row.amount,
    originalAmount: row.amount,
    amount: row.amount,
    companyPrice: false,
    payType: row.payType,
    payTypeText: row.payTypeText,
    status: row.status,
    statusText: row.statusText,
    cancelReason: row.cancelReason,
    settled: row.settled,
    tradeNo: row.settled ? 'SIM20261101122000123456' : null,
    buyerName: row.buyerName,
    buyerPhone: row.buyerPhone,
    createdAt: row.createdAt,
    payDeadline: row.payDeadline,
    settledAt: row.settled ? '2026-11-01T04:10:00.000Z' : null,
    paidAt: row.paidAt,
    cancelledAt: row.cancelledAt,
    booking: null,
    ...extra,
  };
}

/** An invoice row as `GET /api/invoice/list` answers it. */
export function invoice(id: number, status: Invoice['status'], extra: Partial<Invoice> = {}): Invoice {
  return {
    id,
    orderId: 100 + id,
    orderNo: `GR20261101120000${String(100 + id).padStart(6, '0')}`,
    orderTitle: '直播尊享版 1 年',
    product: 1,
    productName: '直播',
    amount: 298_000,
    titleType: 'company',
    title: '杭州青绿会务有限公司',
    taxNo: '91330106MA2H3K7X5Q',
    email: 'finance@example.com',
    status,
    statusText: { applying: '申请中', issued: '已开具', rejected: '已驳回' }[status],
    invoiceNo: status === 'issued' ? '26330000000012345678' : null,
    rejectReason: status === 'rejected' ? '抬头与纳税人识别号不一致' : null,
    createdAt: '2026-11-02T02:00:00.000Z',
    issuedAt: status === 'issued' ? '2026-11-03T02:00:00.000Z' : null,
    rejectedAt: status === 'rejected' ? '2026-11-03T02:00:00.000Z' : null,
    ...extra,
  };
}

export const pageOf = <T>(list: T[]) => ({ data: { pageNum: 1, pageSize: 10, total: list.length, list } });

export const requestsTo = (requests: readonly FakeRequest[], method: FakeRequest['method'], path: string) =>
  requests.filter((r) => r.method === method && r.path === path);
