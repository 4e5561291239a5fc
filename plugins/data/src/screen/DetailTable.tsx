import Table from '@douyinfe/semi-ui/lib/es/table';
import { ErrorState, useRemote } from '@greenroom/sdk';
import type { ReactNode } from 'react';
import { texts } from '../texts';

/** One column of a drawer's table. */
export interface DetailColumn<T> {
  key: string;
  title: string;
  render: (row: T) => ReactNode;
}

/** A drawer's small table (the first page of a member's watch records, orders…), with its error and 重试. */
export function DetailTable<T extends Record<string, unknown>>({
  label,
  load,
  columns,
  deps,
  rowKey,
}: {
  label: string;
  load: (signal: AbortSignal) => Promise<T[] | null>;
  columns: DetailColumn<T>[];
  deps: unknown[];
  rowKey: (row: T) => string | number;
}) {
  const remote = useRemote(load, deps);
  if (remote.error && !remote.data) return <ErrorState text={texts.loadFailed} onRetry={remote.retry} />;
  return (
    <Table
      aria-label={label}
      size="small"
      loading={remote.loading}
      pagination={false}
      rowKey={(row?: Record<string, unknown>) => (row ? String(rowKey(row as T)) : '')}
      dataSource={remote.data ?? []}
      columns={columns.map((column) => ({ dataIndex: column.key, title: column.title, render: (_: unknown, row: T) => column.render(row) }))}
    />
  );
}
