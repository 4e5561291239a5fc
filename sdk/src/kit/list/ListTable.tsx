import { IconCaretdown, IconCaretup } from '@douyinfe/semi-icons';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import Tooltip from '@douyinfe/semi-ui/lib/es/tooltip';
import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../ui/EmptyState';
import { Loading } from '../../ui/Loading';
// Semi's table styles, which the table below wears (issue 25: it no longer imports Semi's Table).
import '@douyinfe/semi-foundation/lib/es/table/table.css';
import type { FilterCodecs } from '../../listQuery';
import { inlineActionCount } from './actionsFit';
import { RowActionsMenu } from './RowActionsMenu';
import { RowCheckbox } from './RowCheckbox';
import { useScrollEdges } from './scrollEdges';
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
  /** The row's actions, most used first (the kit's 删除 comes last). */
  rowActions?: (row: T) => RowAction<T>[];
  /**
   * The most actions a row shows in its 操作 column (at least 2); past it, the row shows the first
   * `inlineActions - 1` and a 更多 menu of the rest (a WAI-ARIA menu button: its entries keep their
   * names, `删除 年会直播`). A fold counts the actions the row allows before the ones it disables
   * (`disabledReason`), so what the row can do stays in sight; each group keeps its order. Every
   * action shows when not given. For a list whose actions would leave its columns under the fixed 操作
   * column at the widths organisers use (the live list at 1366 px: issue 25).
   */
  inlineActions?: number;
  /**
   * The most width, in px, a row's actions take side by side (without the cell's padding): past it,
   * the first actions that fit and a 更多 menu of the rest, as `inlineActions` does. The width is
   * estimated from the actions' texts (the server's markup and the browser's agree), so one
   * declaration folds a row where its words are long — 管理 复制链接 删除 fit in 160 px, `Manage Copy
   * link Delete` does not and shows `Manage More` — instead of leaving a column under 操作 at
   * 1366 px in English (issue 25).
   */
  actionsWidth?: number;
  /** The row's name in buttons' accessible names and confirmations. */
  rowName: (row: T) => string;
  /** Rows can be selected for batch actions. */
  selectable?: boolean;
  emptyText?: ReactNode;
  /** The table's accessible name. */
  label: string;
}

/**
 * A list's table bound to a list controller: the kept rows dim while the next page loads, the first
 * load shows a spinner instead of 暂无数据, headers with a `sortField` sort on the server, and row
 * selection feeds the controller's selection. A plain `<table>` in Semi's table classes (issue 25:
 * Semi's Table cost ~800 React fibers for 10 rows, on the server and again in the browser's
 * hydration); wider than its area, it scrolls sideways inside itself, its 操作 column fixed on the right.
 * @public
 */
export function ListTable<T, F extends FilterCodecs, S extends string>({
  controller,
  columns,
  hiddenColumns = [],
  rowActions,
  inlineActions = Number.POSITIVE_INFINITY,
  actionsWidth,
  rowName,
  selectable,
  emptyText,
  label,
}: ListTableProps<T, F, S>) {
  const { query, setQuery, rows, total, loading, selection, rowKey } = controller;
  const container = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  useScrollEdges(container, scroller);
  const shown = columns.filter((c) => c.fixed || !hiddenColumns.includes(c.key));
  const stale = loading && rows.length > 0;

  /*
   * A sortable header is a real button in the column header (issue 24 §4), which carries aria-sort;
   * the button cycles 升序 → 降序 → none, Enter and Space included.
   */
  const header = (c: ListColumn<T, S>) => {
    const align = c.align && c.align !== 'left' ? ` gr-align-${c.align}` : '';
    if (!c.sortField)
      return (
        <th key={c.key} scope="col" className={`semi-table-row-head${align}`}>
          {c.title}
        </th>
      );
    const field = c.sortField;
    const order = query.sort?.field === field ? query.sort.order : null;
    const next = order === null ? 'asc' : order === 'asc' ? 'desc' : null;
    return (
      <th
        key={c.key}
        scope="col"
        className={`semi-table-row-head${align}`}
        aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none'}
      >
        <button type="button" className="gr-sort-button" data-order={order ?? 'none'} onClick={() => setQuery({ sort: next ? { field, order: next } : null })}>
          {c.title}
          <span className="gr-sort-icons" aria-hidden="true">
            <IconCaretup size="small" className={order === 'asc' ? 'is-on' : undefined} />
            <IconCaretdown size="small" className={order === 'desc' ? 'is-on' : undefined} />
          </span>
        </button>
      </th>
    );
  };

  const actionOf = (row: T, action: RowAction<T>) => {
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
  };

  /*
   * At most `inlineActions` in the row, within `actionsWidth`; past it, the first ones and 更多 with
   * the rest. A fold keeps what the row can do in sight: the actions this row allows come first, in
   * their order, then the ones it does not (a paid order's disabled 继续支付 goes under 更多, not its
   * 申请开票); both groups keep their declared order on screen.
   */
  const actionsOf = (row: T) => {
    const actions = rowActions?.(row).filter((a) => !a.hidden?.(row)) ?? [];
    const allowed = (a: RowAction<T>) => !a.disabledReason?.(row);
    const byUse = [...actions.filter(allowed), ...actions.filter((a) => !allowed(a))];
    const count = inlineActionCount(
      byUse.map((a) => a.text),
      { most: inlineActions, width: actionsWidth, moreText: listTexts.more },
    );
    const kept = new Set(byUse.slice(0, count));
    const inline = actions.filter((a) => kept.has(a));
    const rest = actions.filter((a) => !kept.has(a));
    return (
      <div className="gr-row-actions">
        {inline.map((action) => actionOf(row, action))}
        {rest.length > 0 && (
          <RowActionsMenu
            text={listTexts.more}
            label={`${listTexts.more} ${rowName(row)}`}
            entries={rest.map((action) => ({
              key: action.key,
              text: action.text,
              label: `${action.text} ${rowName(row)}`,
              danger: action.danger,
              reason: action.disabledReason?.(row) || false,
              href: action.href?.(row),
              onClick: action.onClick && (() => action.onClick?.(row)),
            }))}
          />
        )}
      </div>
    );
  };

  // Selection: the page's rows only (a selection belongs to the rows it was made on).
  const selected = new Set(selection.keys.map(String));
  const pageKeys = rows.map(rowKey);
  const selectedOnPage = pageKeys.filter((k) => selected.has(String(k))).length;
  const allSelected = rows.length > 0 && selectedOnPage === rows.length;
  const toggleRow = (key: string | number, on: boolean) => selection.set(pageKeys.filter((k) => (k === key ? on : selected.has(String(k)))));

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
  const fixedRight = 'semi-table-cell-fixed-right semi-table-cell-fixed-right-first';
  return (
    // A named group, not a second region: the list page's own section carries the same name (axe landmark-unique).
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this groups a table.
    <div className={stale ? 'gr-list-table gr-list-stale' : 'gr-list-table'} role="group" aria-busy={loading} aria-label={label}>
      <div className="semi-table-wrapper semi-table-wrapper-ltr" data-column-fixed={rowActions ? 'true' : undefined}>
        <Spin spinning={stale} size="large">
          <div className="semi-table-container" ref={container}>
            <div className="semi-table-body" ref={scroller}>
              <table className="semi-table semi-table-fixed">
                <colgroup className="semi-table-colgroup">
                  {selectable && <col className="semi-table-col semi-table-column-selection" />}
                  {shown.map((c) => (
                    <col key={c.key} className="semi-table-col" style={c.width ? { width: c.width, minWidth: c.width } : undefined} />
                  ))}
                  {rowActions && <col className="semi-table-col" />}
                </colgroup>
                <thead className="semi-table-thead">
                  <tr className="semi-table-row">
                    {selectable && (
                      <th scope="col" className="semi-table-row-head semi-table-column-selection">
                        <RowCheckbox
                          checked={allSelected}
                          indeterminate={selectedOnPage > 0}
                          label={listTexts.selectAll}
                          onChange={(on) => selection.set(on ? pageKeys : [])}
                        />
                      </th>
                    )}
                    {shown.map(header)}
                    {rowActions && (
                      // Always in view: the table scrolls sideways under it (issue 24 §2), never the page.
                      <th scope="col" className={`semi-table-row-head ${fixedRight}`}>
                        {listTexts.actions}
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody className="semi-table-tbody">
                  {rows.map((row) => {
                    const key = rowKey(row);
                    return (
                      <tr key={String(key)} className="semi-table-row" data-row-key={String(key)}>
                        {selectable && (
                          <td className="semi-table-row-cell semi-table-column-selection">
                            <RowCheckbox checked={selected.has(String(key))} label={listTexts.selectRow(rowName(row))} onChange={(on) => toggleRow(key, on)} />
                          </td>
                        )}
                        {shown.map((c) => (
                          <td key={c.key} className={c.align && c.align !== 'left' ? `semi-table-row-cell gr-align-${c.align}` : 'semi-table-row-cell'}>
                            {c.render ? c.render(row) : (((row as Record<string, unknown>)[c.key] as ReactNode) ?? '—')}
                          </td>
                        ))}
                        {rowActions && <td className={`semi-table-row-cell ${fixedRight}`}>{actionsOf(row)}</td>}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              {rows.length === 0 && (
                <div className="semi-table-placeholder">
                  <div className="semi-table-empty">{empty}</div>
                </div>
              )}
            </div>
          </div>
        </Spin>
      </div>
    </div>
  );
}
