import { IconCaretdown, IconCaretup } from '@douyinfe/semi-icons';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Table from '@douyinfe/semi-ui/lib/es/table';
import Tooltip from '@douyinfe/semi-ui/lib/es/tooltip';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../ui/EmptyState';
import { Loading } from '../../ui/Loading';
import type { FilterCodecs } from './params';
import { listTexts } from './texts';
import type { ListController } from './useListController';

/**
 * A column of a list: what it shows of a row, and how.
 * @public
 */
export interface ListColumn<T, S extends string = string> {
  /** Unique key; also the row field shown when there is no `render`. */
  key: string;
  title: string;
  render?: (row: T) => ReactNode;
  width?: number;
  align?: 'left' | 'center' | 'right';
  /** The server's sort field: the column header sorts the list by it. */
  sortField?: S;
  /** Hidden until the user shows it in 列设置. */
  defaultHidden?: boolean;
  /** Always shown; not offered in 列设置. */
  fixed?: boolean;
}

/**
 * An action on one row (a button in the 操作 column), or with `href` a link to the row's own screen.
 * @public
 */
export interface RowAction<T> {
  key: string;
  text: string;
  /** What the button does; not needed with `href`. */
  onClick?(row: T): void;
  /**
   * The row's own screen in the console, router-relative (`/activity/live/12`, from `useRouteRef`):
   * the action is then a real link, looking like the other actions, opened in the same tab (a new
   * one with Ctrl/⌘ or the middle button). A row whose `disabledReason` says no shows the disabled
   * button instead.
   */
  href?: (row: T) => string;
  danger?: boolean;
  /** Why the action is not possible for this row, shown as its tooltip; false when it is. */
  disabledReason?: (row: T) => string | false;
  /** Left out for this row. */
  hidden?: (row: T) => boolean;
}

/**
 * Props of {@link ListTable}.
 * @public
 */
export interface ListTableProps<T, F extends FilterCodecs, S extends string> {
  controller: ListController<T, F, S>;
  columns: readonly ListColumn<T, S>[];
  /** Keys of the columns the user hid (see useColumnSettings). */
  hiddenColumns?: readonly string[];
  rowActions?: (row: T) => RowAction<T>[];
  /** The row's name in buttons' accessible names and confirmations. */
  rowName: (row: T) => string;
  /** Rows can be selected for batch actions. */
  selectable?: boolean;
  emptyText?: ReactNode;
  /** The table's accessible name. */
  label: string;
}

/**
 * A Semi Table bound to a list controller: the kept rows dim while the next page loads, the first
 * load shows a spinner instead of 暂无数据, headers with a `sortField` sort on the server, and row
 * selection feeds the controller's selection.
 * @public
 */
export function ListTable<T, F extends FilterCodecs, S extends string>({
  controller,
  columns,
  hiddenColumns = [],
  rowActions,
  rowName,
  selectable,
  emptyText,
  label,
}: ListTableProps<T, F, S>) {
  const { query, setQuery, rows, total, loading, selection, rowKey } = controller;
  /*
   * A sortable header is a real button in the column header (issue 24 §4): Semi's sorter is out of
   * the tab order (tabindex -1) and speaks English ("Current sort order is none"). The header
   * carries aria-sort; the button cycles 升序 → 降序 → none like Semi's, Enter and Space included.
   */
  const sortableHeader = (title: string, field: S) => {
    const order = query.sort?.field === field ? query.sort.order : null;
    const next = order === null ? 'asc' : order === 'asc' ? 'desc' : null;
    return {
      title: (
        <button type="button" className="gr-sort-button" data-order={order ?? 'none'} onClick={() => setQuery({ sort: next ? { field, order: next } : null })}>
          {title}
          <span className="gr-sort-icons" aria-hidden="true">
            <IconCaretup size="small" className={order === 'asc' ? 'is-on' : undefined} />
            <IconCaretdown size="small" className={order === 'desc' ? 'is-on' : undefined} />
          </span>
        </button>
      ),
      onHeaderCell: () => ({ 'aria-sort': order === 'asc' ? ('ascending' as const) : order === 'desc' ? ('descending' as const) : ('none' as const) }),
    };
  };
  const semiColumns = columns
    .filter((c) => c.fixed || !hiddenColumns.includes(c.key))
    .map((c) => ({
      title: c.title,
      dataIndex: c.key,
      key: c.key,
      width: c.width,
      align: c.align,
      fixed: undefined as 'right' | undefined,
      render: (_: unknown, record: Record<string, unknown>) => {
        const row = record as T;
        return c.render ? c.render(row) : ((record[c.key] as ReactNode) ?? '—');
      },
      ...(c.sortField ? sortableHeader(c.title, c.sortField) : {}),
    }));
  if (rowActions) {
    semiColumns.push({
      title: listTexts.actions,
      dataIndex: '__actions',
      key: '__actions',
      width: undefined,
      align: undefined,
      // Always in view: the table scrolls sideways under it (issue 24 §2), never the page.
      fixed: 'right' as const,
      render: (_: unknown, record: Record<string, unknown>) => {
        const row = record as T;
        return (
          <div className="gr-row-actions">
            {rowActions(row)
              .filter((a) => !a.hidden?.(row))
              .map((action) => {
                const reason = action.disabledReason?.(row) || false;
                if (action.href && !reason)
                  return (
                    <Link
                      key={action.key}
                      className={`semi-button semi-button-size-small semi-button-borderless semi-button-${action.danger ? 'danger' : 'primary'} gr-row-link`}
                      to={action.href(row)}
                      aria-label={`${action.text} ${rowName(row)}`}
                    >
                      <span className="semi-button-content">{action.text}</span>
                    </Link>
                  );
                const button = (
                  <Button
                    key={action.key}
                    size="small"
                    theme="borderless"
                    type={action.danger ? 'danger' : 'primary'}
                    disabled={!!reason}
                    aria-label={`${action.text} ${rowName(row)}`}
                    onClick={() => action.onClick?.(row)}
                  >
                    {action.text}
                  </Button>
                );
                return reason ? (
                  <Tooltip key={action.key} content={reason}>
                    <span>{button}</span>
                  </Tooltip>
                ) : (
                  button
                );
              })}
          </div>
        );
      },
    });
  }
  // An empty answer to a search or a filter says so, and offers the way back to every row.
  const filterNames = Object.keys(query.filters);
  const filtered = query.keyword !== '' || query.range !== null || Object.values(query.filters).some((value) => value !== undefined && value !== null);
  const clearFilters = () =>
    setQuery({ keyword: '', range: null, filters: Object.fromEntries(filterNames.map((name) => [name, undefined])) as typeof query.filters });
  const empty =
    total === null ? (
      <Loading />
    ) : filtered ? (
      <EmptyState size="default" text={listTexts.noMatch}>
        <Button theme="light" onClick={clearFilters}>
          {listTexts.clearFilters}
        </Button>
      </EmptyState>
    ) : (
      <EmptyState size="default" text={emptyText} />
    );
  return (
    // A named group, not a second region: the list page's own section carries the same name (axe landmark-unique).
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this groups a table.
    <div className={loading && rows.length > 0 ? 'gr-list-table gr-list-stale' : 'gr-list-table'} role="group" aria-busy={loading} aria-label={label}>
      <Table<Record<string, unknown>>
        rowKey={(row?: Record<string, unknown>) => String(row ? rowKey(row as T) : '')}
        columns={semiColumns}
        dataSource={rows as Record<string, unknown>[]}
        pagination={false}
        // Wider than its area, the table scrolls inside itself, its 操作 column fixed on the right.
        scroll={{ x: 'max-content' }}
        loading={loading && rows.length > 0}
        empty={empty}
        rowSelection={
          selectable
            ? {
                selectedRowKeys: selection.keys.map(String),
                onChange: (keys?: (string | number)[]) => {
                  const wanted = new Set((keys ?? []).map(String));
                  selection.set(rows.map(rowKey).filter((k) => wanted.has(String(k))));
                },
                getCheckboxProps: (row?: Record<string, unknown>) => ({ 'aria-label': row ? listTexts.selectRow(rowName(row as T)) : listTexts.selectAll }),
                // The header's box takes no checkbox props from Semi: named here, not "Select all rows".
                renderCell: ({ originNode, inHeader }: { originNode: ReactNode; inHeader: boolean }) =>
                  inHeader && isValidElement(originNode)
                    ? cloneElement(originNode as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': listTexts.selectAll })
                    : originNode,
              }
            : undefined
        }
      />
    </div>
  );
}
