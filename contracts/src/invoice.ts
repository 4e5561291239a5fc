/**
 * Base /api/invoice: the 发票 of "订单与发票" (SPEC §2 names the menu only; these calls are the
 * reference server's, see server/docs/api.md "Invoices"). A paid order of the account can get one
 * invoice request at a time: 申请中 (applying) → 已开具 (issued, downloadable as a PDF) or 已驳回
 * (rejected, with a reason; the order may then be requested again). In development
 * `POST /dev/invoices/issue|reject` stand in for the finance team.
 */
import * as z from 'zod';
import { isoDateTime, page } from './common';
import { dateRange, dateRangeOrdered, paging, positiveId, queryEnum, queryText } from './query';
import { text } from './text';

export const invoiceStatus = z.enum(['applying', 'issued', 'rejected']).describe('applying 申请中 · issued 已开具 · rejected 已驳回');
export const invoiceTitleType = z.enum(['personal', 'company']).describe('personal 个人 · company 企业');

const plainText = (min: number, max: number) => text().trim().min(min).max(max);

/** 纳税人识别号: the 18-character unified social credit code, or an older 15/17/20-character number (digits and capitals). */
export const invoiceTaxNo = text()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(text().regex(/^(?:[0-9A-Z]{15}|[0-9A-Z]{17}|[0-9A-Z]{18}|[0-9A-Z]{20})$/, '纳税人识别号应为 15、17、18 或 20 位数字或大写字母'))
  .describe('纳税人识别号（企业抬头必填）');

/** POST /apply */
export const invoiceApplyBody = z
  .object({
    orderId: positiveId.describe('已支付订单的 id'),
    titleType: invoiceTitleType,
    title: plainText(1, 100).describe('发票抬头：个人姓名或企业名称'),
    taxNo: invoiceTaxNo.optional(),
    email: text().trim().max(100).email('邮箱格式不正确').describe('接收电子发票的邮箱'),
  })
  .refine((value) => value.titleType !== 'company' || Boolean(value.taxNo), { message: '企业抬头必须填写纳税人识别号', path: ['taxNo'] });

/** GET /list */
export const invoiceListQuery = z
  .object({
    ...paging(10),
    keyword: queryText(50).describe('订单号或发票抬头关键字'),
    status: queryEnum(invoiceStatus.options).describe('发票状态'),
    ...dateRange,
  })
  .refine(...dateRangeOrdered);

export const invoice = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNo: text(),
  orderTitle: text().describe('订单商品名称'),
  product: z.number().int(),
  productName: text(),
  amount: z.number().int().describe('开票金额（分），即订单实付金额'),
  titleType: invoiceTitleType,
  title: text(),
  taxNo: text().nullable(),
  email: text(),
  status: invoiceStatus,
  statusText: text(),
  invoiceNo: text().nullable().describe('发票号码（已开具时）'),
  rejectReason: text().nullable().describe('驳回原因（已驳回时）'),
  createdAt: isoDateTime,
  issuedAt: isoDateTime.nullable(),
  rejectedAt: isoDateTime.nullable(),
});
export const invoicePage = page(invoice);

/** POST /dev/invoices/issue (development only: stands in for the finance team) */
export const invoiceIssueBody = z.object({ id: positiveId });
/** POST /dev/invoices/reject (development only) */
export const invoiceRejectBody = z.object({ id: positiveId, reason: plainText(1, 200).describe('驳回原因') });

export type InvoiceStatus = z.infer<typeof invoiceStatus>;
export type InvoiceTitleType = z.infer<typeof invoiceTitleType>;
export type InvoiceApplyBody = z.input<typeof invoiceApplyBody>;
export type InvoiceListQuery = z.input<typeof invoiceListQuery>;
export type Invoice = z.infer<typeof invoice>;
