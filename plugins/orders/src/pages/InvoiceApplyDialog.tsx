import type { InvoiceTitleType } from '@greenroom/contracts';
import { formatMoneyFen, useApi, useSession } from '@greenroom/sdk';
import { FormDialog, type FormField } from '@greenroom/sdk/kit';
import { useEffect, useMemo, useState } from 'react';
import { ORDER_BASES, ORDER_LIST_PATH } from '../orderBases';
import { moveRefusal } from '../orderMoves';
import { texts } from '../texts';

/** The order an invoice is requested for. */
export interface InvoiceOrder {
  id: number;
  orderNo: string;
  title: string;
  amount: number;
}

/** What a new request starts from: a rejected one's title, tax number and e-mail, to correct. */
export interface InvoiceDraft {
  titleType: InvoiceTitleType;
  title: string;
  taxNo: string | null;
  email: string;
}

type Values = { orderId: number | undefined; titleType: InvoiceTitleType; title: string; taxNo: string; email: string };

/** 纳税人识别号 as the contract checks it (contracts/src/invoice.ts, upper-cased first). */
export const TAX_NO = /^(?:[0-9A-Z]{15}|[0-9A-Z]{17}|[0-9A-Z]{18}|[0-9A-Z]{20})$/;
/** A plain e-mail address (the server's check is the authority; this catches typing slips). */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Paid orders of every list that can take an invoice request now (none yet, or the last one rejected). */
function useInvoiceableOrders(enabled: boolean): { orders: InvoiceOrder[] | null; failed: boolean } {
  const api = useApi();
  const [state, setState] = useState<{ orders: InvoiceOrder[] | null; failed: boolean }>({ orders: null, failed: false });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState({ orders: null, failed: false });
    void Promise.all(
      ORDER_BASES.map((base) => api.get(ORDER_LIST_PATH[base], { query: { status: 'paid', pageSize: 100 }, signal: controller.signal, silent: true })),
    ).then((results) => {
      if (controller.signal.aborted) return;
      const rows = results.flatMap((result) => (result.ok ? result.data.list : []));
      const orders = rows
        .filter((row) => !moveRefusal(row, 'invoice'))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map((row) => ({ id: row.id, orderNo: row.orderNo, title: row.title, amount: row.amount }));
      setState({ orders, failed: results.every((result) => !result.ok) });
    });
    return () => controller.abort();
  }, [api, enabled]);
  return state;
}

/** Props of {@link InvoiceApplyDialog}. */
export interface InvoiceApplyDialogProps {
  visible: boolean;
  /** The order (from its row or drawer); without it the form offers the invoiceable paid orders. */
  order?: InvoiceOrder | null;
  /** A rejected request's details, to start from. */
  draft?: InvoiceDraft | null;
  onClose(): void;
  /** After the request was stored. */
  onDone(): void;
}

/**
 * 申请发票: personal or company title, the tax number a company needs (15/17/18/20 digits or
 * capitals, upper-cased as typed), the e-mail the invoice goes to. Checked as the contract checks
 * it; the server's refusal is shown on its field.
 */
export function InvoiceApplyDialog({ visible, order, draft, onClose, onDone }: InvoiceApplyDialogProps) {
  const t = texts.apply;
  const api = useApi();
  const session = useSession();
  const pick = visible && !order;
  const eligible = useInvoiceableOrders(pick);
  const orderOptions = useMemo(() => {
    const list = order ? [order] : (eligible.orders ?? []);
    return list.map((o) => ({ value: o.id, label: t.orderOption(o.orderNo, o.title, formatMoneyFen(o.amount)) }));
  }, [order, eligible.orders]);

  const fields: FormField<Values>[] = [
    { name: 'orderId', label: t.order, type: 'select', options: orderOptions, required: true, readOnly: !!order, placeholder: t.orderPlaceholder },
    {
      name: 'titleType',
      label: t.titleType,
      type: 'radio',
      required: true,
      options: [
        { value: 'personal', label: texts.invoices.titleTypes.personal },
        { value: 'company', label: texts.invoices.titleTypes.company },
      ],
    },
    { name: 'title', label: t.invoiceTitle, required: true, maxLength: 100, placeholder: t.titlePlaceholder },
    {
      name: 'taxNo',
      label: t.taxNo,
      required: true,
      maxLength: 20,
      hidden: (values) => values.titleType !== 'company',
      normalize: (text) => text.toUpperCase(),
      validate: (value) => !TAX_NO.test(String(value).trim()) && t.taxNoInvalid,
      help: t.taxNoHelp,
    },
    {
      name: 'email',
      label: t.email,
      required: true,
      maxLength: 100,
      validate: (value) => !EMAIL.test(String(value).trim()) && t.emailInvalid,
      help: t.emailHelp,
    },
  ];

  const noOrders = pick && eligible.orders !== null && eligible.orders.length === 0;
  // Issue 29: on an English page, the invoice itself stays Chinese (a legal document).
  const languageNote = texts.invoices.issuedInChinese;
  return (
    <FormDialog<Values>
      title={t.title}
      visible={visible}
      okText={t.ok}
      intro={
        noOrders || languageNote ? (
          <>
            {languageNote ? <p className="gr-muted">{languageNote}</p> : null}
            {noOrders ? <p role="status">{eligible.failed ? t.ordersFailed : t.noOrders}</p> : null}
          </>
        ) : undefined
      }
      initialValues={{
        orderId: order?.id,
        titleType: draft?.titleType ?? 'personal',
        title: draft?.title ?? '',
        taxNo: draft?.taxNo ?? '',
        email: draft?.email ?? session.user?.email ?? '',
      }}
      fields={fields}
      submit={(values) =>
        api.post('/api/invoice/apply', {
          body: {
            orderId: Number(values.orderId),
            titleType: values.titleType,
            title: values.title,
            taxNo: values.titleType === 'company' ? values.taxNo : undefined,
            email: values.email,
          },
          silent: true,
        })
      }
      successText={t.done}
      onDone={onDone}
      onCancel={onClose}
    />
  );
}
