import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import type { Invoice, InvoiceStatus } from '@greenroom/contracts';
import { type EnvName, formatDateTime, formatMoneyFen, type StatusMap, useApi, useConfig, useNotify } from '@greenroom/sdk';
import { FormDialog, type ListColumn, ListPage, type RowAction, StatusTag, useFileDownload, useListController } from '@greenroom/sdk/kit';
import { useMemo, useState } from 'react';
import { INVOICE_STATUSES, invoiceList } from '../lists';
import { texts } from '../texts';
import { InvoiceApplyDialog, type InvoiceDraft, type InvoiceOrder } from './InvoiceApplyDialog';
import { OrderTabs } from './OrderTabs';

/** Where the finance team's stand-ins (`/dev/invoices/*`) are offered: the reference server's environments. */
export const DEV_ENVS: readonly EnvName[] = ['local', 'dev'];

/** The list's columns, in the page's language (built where the page renders: issue 29). */
function invoiceColumns(): readonly ListColumn<Invoice, never>[] {
  const t = texts.invoices;
  const c = t.columns;
  const statusMap: StatusMap<InvoiceStatus> = {
    applying: { text: t.status.applying, color: 'orange' },
    issued: { text: t.status.issued, color: 'green' },
    rejected: { text: t.status.rejected, color: 'red' },
  };
  return [
    {
      key: 'orderNo',
      title: c.orderNo,
      fixed: true,
      width: 210,
      render: (row) => (
        <>
          <div>{row.orderNo}</div>
          <div className="gr-muted">{row.orderTitle}</div>
        </>
      ),
    },
    {
      // The invoice's addressee and where it is sent, in one column (issue 25: with a column each, 状态
      // and 时间 were under 操作 at 1366 px).
      key: 'title',
      title: c.title,
      width: 220,
      render: (row) => (
        <>
          <div>{row.title}</div>
          <div className="gr-muted">{row.taxNo ? `${t.titleTypes[row.titleType]} · ${row.taxNo}` : t.titleTypes[row.titleType]}</div>
          <div className="gr-muted gr-break-anywhere">{row.email}</div>
        </>
      ),
    },
    { key: 'amount', title: c.amount, align: 'right', width: 100, render: (row) => formatMoneyFen(row.amount) },
    {
      key: 'status',
      title: c.status,
      width: 140,
      render: (row) => (
        <>
          <StatusTag value={row.status} map={statusMap} />
          {row.status === 'rejected' && row.rejectReason ? <div className="gr-muted">{t.rejectReason(row.rejectReason)}</div> : null}
          {row.status === 'issued' && row.invoiceNo ? <div className="gr-muted">{t.invoiceNo(row.invoiceNo)}</div> : null}
        </>
      ),
    },
    {
      key: 'createdAt',
      title: c.times,
      width: 170,
      render: (row) => (
        <>
          <div>{t.appliedAt(formatDateTime(row.createdAt))}</div>
          {row.issuedAt ? <div className="gr-muted">{t.issuedAtText(formatDateTime(row.issuedAt))}</div> : null}
          {row.rejectedAt ? <div className="gr-muted">{t.rejectedAtText(formatDateTime(row.rejectedAt))}</div> : null}
        </>
      ),
    },
  ];
}

/** The request of a rejected invoice: its order and details, to correct and send again. */
type Reapply = { order: InvoiceOrder; draft: InvoiceDraft };

/**
 * /order/invoice, 发票: the account's invoice requests — state, created days and search in the
 * address; 申请发票 for a paid order without one; 下载 PDF of an issued invoice under the server's
 * file name; 重新申请 after a rejection. In development the finance team's moves (开具, 驳回) are
 * offered, clearly marked.
 */
export default function InvoicesPage() {
  const t = texts.invoices;
  const columns = useMemo(invoiceColumns, []);
  const api = useApi();
  const notify = useNotify();
  const config = useConfig();
  const download = useFileDownload();
  const dev = DEV_ENVS.includes(config.env);
  const [applying, setApplying] = useState<Reapply | 'pick' | null>(null);
  const [rejecting, setRejecting] = useState<Invoice | null>(null);
  const controller = useListController({ source: invoiceList });

  const issue = async (invoice: Invoice) => {
    const result = await api.post('/dev/invoices/issue', { body: { id: invoice.id } });
    if (result.ok) {
      notify.success(texts.dev.issued);
      controller.updateRow(invoice.id, () => result.data);
    } else controller.refetch();
  };

  const downloadPdf = (invoice: Invoice) =>
    void download.start(
      (onDownloadProgress, signal) => api.get('/api/invoice/{id}/pdf', { path: { id: invoice.id }, responseType: 'blob', onDownloadProgress, signal }),
      t.fileName(invoice.invoiceNo ?? invoice.orderNo),
    );

  // The finance team's stand-ins only apply to a request waiting for them.
  const notApplying = (row: Invoice) => row.status !== 'applying';
  const rowActions = (): RowAction<Invoice>[] => [
    {
      key: 'download',
      text: t.download,
      onClick: downloadPdf,
      disabledReason: (row) => row.status !== 'issued' && t.notIssued,
    },
    {
      key: 'reapply',
      text: t.reapply,
      hidden: (row) => row.status !== 'rejected',
      onClick: (row) =>
        setApplying({
          order: { id: row.orderId, orderNo: row.orderNo, title: row.orderTitle, amount: row.amount },
          draft: { titleType: row.titleType, title: row.title, taxNo: row.taxNo, email: row.email },
        }),
    },
    ...(dev
      ? [
          { key: 'dev-issue', text: texts.dev.issue, onClick: (row: Invoice) => void issue(row), hidden: notApplying },
          { key: 'dev-reject', text: texts.dev.reject, danger: true, onClick: setRejecting, hidden: notApplying },
        ]
      : []),
  ];

  return (
    <>
      <OrderTabs />
      {dev ? <Banner className="gr-dev-banner" type="warning" closeIcon={null} description={texts.dev.banner} /> : null}
      <ListPage
        title={t.title}
        listId="orders.invoices"
        controller={controller}
        columns={columns}
        rowName={(row) => `${row.orderNo} ${row.title}`}
        search={t.search}
        filters={[
          { name: 'status', label: t.statusLabel, allText: t.allStatus, options: INVOICE_STATUSES.map((value) => ({ value, label: t.status[value] })) },
        ]}
        dateRange={t.dateLabel}
        errorText={t.loadFailed}
        emptyText={t.empty}
        actions={
          <>
            {/* Issue 29: on an English page, the invoices themselves stay Chinese (legal documents). */}
            {t.issuedInChinese ? <span className="gr-muted">{t.issuedInChinese}</span> : null}
            <Button type="primary" theme="solid" onClick={() => setApplying('pick')}>
              {t.apply}
            </Button>
          </>
        }
        rowActions={rowActions}
        // An issued invoice: 下载 PDF; a rejected one: 下载 PDF (disabled) and 重新申请; a waiting one in development: 模拟开具, then 更多 (模拟驳回, the disabled 下载 PDF): the kit keeps what a row can do first.
        actionsWidth={148}
      >
        <InvoiceApplyDialog
          visible={applying !== null}
          order={applying === 'pick' ? null : applying?.order}
          draft={applying === 'pick' ? null : applying?.draft}
          onClose={() => setApplying(null)}
          onDone={() => {
            setApplying(null);
            controller.refetch();
          }}
        />
        {dev ? (
          <FormDialog<{ reason: string }>
            title={texts.dev.rejectTitle}
            visible={rejecting !== null}
            intro={rejecting ? texts.dev.rejectIntro(rejecting.orderNo) : null}
            initialValues={{ reason: texts.dev.reasonDefault }}
            fields={[{ name: 'reason', label: texts.dev.reason, required: true, maxLength: 200 }]}
            okText={texts.dev.reject}
            submit={(values) => api.post('/dev/invoices/reject', { body: { id: rejecting?.id ?? 0, reason: values.reason }, silent: true })}
            successText={texts.dev.rejected}
            onDone={() => {
              setRejecting(null);
              controller.refetch();
            }}
            onCancel={() => setRejecting(null)}
          />
        ) : null}
      </ListPage>
    </>
  );
}
