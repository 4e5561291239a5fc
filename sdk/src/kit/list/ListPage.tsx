import Button from '@douyinfe/semi-ui/lib/es/button';
import { type ReactNode, useDeferredValue, useEffect, useRef } from 'react';
import { DEFAULT_PAGE_SIZES, type FilterCodecs } from '../../listQuery';
import type { HttpResult } from '../../services';
import { ErrorState } from '../../ui/ErrorState';
import { confirmTexts } from '../confirm/texts';
import { useConfirmedAction } from '../confirm/useConfirmedAction';
import { ColumnSettings } from './ColumnSettings';
import { ListPagination } from './ListPagination';
import { type ListColumn, ListTable, type RowAction } from './ListTable';
import { DateRangeFilter, type FilterOption, FilterSelect, ListToolbar, SearchBox } from './ListToolbar';
import { listTexts } from './texts';
import { type ColumnStore, useColumnSettings } from './useColumnSettings';
import type { ListController } from './useListController';

/**
 * A select filter of the toolbar, bound to one of the controller's filters by name.
 * @public
 */
export interface ListFilter<F extends FilterCodecs> {
  name: keyof F & string;
  label: string;
  options: readonly FilterOption<string | number>[];
  allText?: string;
  width?: number;
}

/**
 * A button over the table for the selected rows.
 * @public
 */
export interface BatchAction<T> {
  key: string;
  text: string;
  onClick(rows: T[]): void;
  danger?: boolean;
}

/**
 * How rows are deleted: the page adds 删除 per row and 批量删除, both confirmed.
 * @public
 */
export interface ListRemove<T> {
  /** What a row is, in the dialog title and text: 直播, 视频, 素材… */
  what: string;
  /**
   * Deletes one row. In a batch (`batch` true) pass `silent: true` to the client: failures are
   * listed together with the server's reasons instead of one toast each.
   */
  one?: (row: T, context: { batch: boolean }) => Promise<HttpResult<unknown>>;
  /** Deletes the selected rows in one call (all or nothing); without it, `one` runs per row. */
  many?: (rows: T[]) => Promise<HttpResult<unknown>>;
  /** A stronger warning for rows that need it (a live activity): its text, or false. */
  strong?: (row: T) => string | false;
  /** Why a row cannot be deleted now (shown on the disabled button), or false. */
  disabledReason?: (row: T) => string | false;
  /**
   * A row that must change state before it can go (a collecting survey must be closed first): 删除
   * then opens a dialog saying why and offering that move instead. False for rows that can go.
   */
  blocked?: (row: T) => RemoveBlock | false;
  /** After a delete, with how many rows went (refresh counts elsewhere on the screen). */
  onDeleted?: (count: number) => void;
}

/**
 * Why a row cannot be deleted yet and the move that frees it (see {@link ListRemove.blocked}).
 * @public
 */
export interface RemoveBlock {
  /** The dialog's text, naming the row and saying what to do: 「问卷」正在收集中，需先结束才能删除。 */
  text: string;
  /** The button of the freeing move: 结束问卷. */
  okText: string;
  /** The freeing move; not ok keeps the dialog open (the envelope client has said why). */
  action: () => Promise<HttpResult<unknown>>;
  /** Toast after the move. */
  successText?: string;
  /** After the move (update the row in place…). */
  onDone?: () => void;
}

/**
 * Props of {@link ListPage}: a list screen, declared.
 * @public
 */
export interface ListPageProps<T, F extends FilterCodecs, S extends string> {
  /** Page title (h1). */
  title: string;
  /** 2 when the list sits under the page's own h1 (a summary card above it); 1 by default. */
  headingLevel?: 1 | 2;
  /** Buttons beside the title (新建, 下载任务…). */
  actions?: ReactNode;
  controller: ListController<T, F, S>;
  /** Identifies the list for remembered column settings, e.g. `live.activities`. */
  listId: string;
  /** Keeps the column choice on the server instead of this browser (see {@link ColumnStore}). */
  columnStore?: ColumnStore;
  columns: readonly ListColumn<T, S>[];
  /** The row's name in buttons and confirmations. */
  rowName: (row: T) => string;
  /** Search field placeholder; no search field without it. */
  search?: string;
  filters?: readonly ListFilter<F>[];
  /** A created-day range filter (近7天 / 近30天 / 自定义); its label, or true for 创建时间. */
  dateRange?: boolean | string;
  /** More toolbar content after the filters. */
  toolbar?: ReactNode;
  /** The row's actions, most used first (删除, from `remove`, comes last). */
  rowActions?: (row: T) => RowAction<T>[];
  /** The most actions a row shows; past it, the first ones and a 更多 menu (see ListTable's `inlineActions`). */
  inlineActions?: number;
  /** The most width, in px, a row's actions take side by side; past it, 更多 (see ListTable's `actionsWidth`). */
  actionsWidth?: number;
  batchActions?: readonly BatchAction<T>[];
  remove?: ListRemove<T>;
  emptyText?: ReactNode;
  errorText?: string;
  /** Page sizes offered (the controller's own). */
  pageSizes?: readonly number[];
  /** Rendered after the list: the screen's own dialogs and drawers. */
  children?: ReactNode;
}

/**
 * A whole list screen from a declaration: title, toolbar (search, select filters, date range,
 * column settings), the table with row actions, selection with batch actions, keyboard-reachable
 * pagination, 暂无数据 when empty, an error state with 重试, and confirmed deletes.
 * Its parts (ListToolbar, SearchBox, FilterSelect, DateRangeFilter, ListTable, ListPagination,
 * ColumnSettings) are exported for screens that lay out differently.
 * @public
 */
export function ListPage<T, F extends FilterCodecs, S extends string>(props: ListPageProps<T, F, S>) {
  const { controller, columns, listId, rowName, remove } = props;
  const { query, setQuery, total, error, selection } = controller;
  const settings = useColumnSettings(listId, columns, props.columnStore);
  const { confirm, confirmBatch, dialog } = useConfirmedAction();

  const deleteRow = (row: T) => {
    if (!remove?.one) return;
    const one = remove.one;
    const block = remove.blocked?.(row);
    if (block) {
      confirm({
        title: confirmTexts.deleteTitle(remove.what),
        content: block.text,
        okText: block.okText,
        danger: false,
        action: block.action,
        successText: block.successText,
        onDone: block.onDone,
      });
      return;
    }
    confirm({
      title: confirmTexts.deleteTitle(remove.what),
      content: confirmTexts.deleteText(rowName(row)),
      strong: remove.strong?.(row) || undefined,
      okText: confirmTexts.delete,
      action: () => one(row, { batch: false }),
      successText: confirmTexts.deleted,
      onDone: () => {
        controller.removed(1);
        remove.onDeleted?.(1);
      },
    });
  };

  const deleteRows = (rows: T[]) => {
    if (!remove) return;
    const strong = rows.map((row) => remove.strong?.(row)).find(Boolean) || undefined;
    const content = rows.length === 1 ? confirmTexts.deleteText(rowName(rows[0])) : confirmTexts.batchDeleteText(rows.length, remove.what);
    const many = remove.many;
    if (many) {
      confirm({
        title: confirmTexts.deleteTitle(remove.what),
        content,
        strong,
        okText: confirmTexts.delete,
        action: () => many(rows),
        successText: confirmTexts.deleted,
        onDone: () => {
          controller.removed(rows.length);
          remove.onDeleted?.(rows.length);
        },
      });
    } else if (remove.one) {
      const one = remove.one;
      confirmBatch({
        title: confirmTexts.deleteTitle(remove.what),
        content,
        strong,
        okText: confirmTexts.delete,
        items: rows,
        name: rowName,
        each: (row) => one(row, { batch: true }),
        successText: confirmTexts.deleted,
        onDone: (outcomes) => {
          const gone = outcomes.filter((o) => o.ok).length;
          if (gone > 0) {
            controller.removed(gone);
            remove.onDeleted?.(gone);
          } else controller.refetch();
        },
      });
    }
  };

  const rowActions =
    props.rowActions || remove?.one
      ? (row: T): RowAction<T>[] => [
          ...(props.rowActions?.(row) ?? []),
          ...(remove?.one ? [{ key: '__delete', text: confirmTexts.delete, danger: true, onClick: deleteRow, disabledReason: remove.disabledReason }] : []),
        ]
      : undefined;
  const batchActions: BatchAction<T>[] = [
    ...(props.batchActions ?? []),
    ...(remove && (remove.many || remove.one) ? [{ key: '__delete', text: confirmTexts.batchDelete, danger: true, onClick: deleteRows }] : []),
  ];
  const selectable = batchActions.length > 0;
  // Issue 25: a click on 第 2 页 or a filter is rendered at once (useListQuery's flushSync), and that
  // render is the pagination's, the toolbar's and the address's: the table is the one already drawn
  // (the same element, so React passes over its rows), and draws its rows as stale, then the new ones,
  // in the renders that follow. Any other change (a selection, an answer) reaches the table at once.
  const table = (
    <ListTable
      controller={controller}
      columns={columns}
      hiddenColumns={settings.hidden}
      rowActions={rowActions}
      inlineActions={props.inlineActions}
      actionsWidth={props.actionsWidth}
      rowName={rowName}
      selectable={selectable}
      emptyText={props.emptyText}
      label={props.title}
    />
  );
  const deferredQuery = useDeferredValue(query);
  const drawnTable = useRef(table);
  const shownTable = deferredQuery === query ? table : drawnTable.current;
  useEffect(() => {
    drawnTable.current = shownTable;
  });
  const titleId = `gr-list-${listId.replace(/\W/g, '-')}`;
  // A list with nothing to search or filter by has no search landmark.
  const hasToolbar = props.search !== undefined || Boolean(props.filters?.length) || Boolean(props.dateRange) || Boolean(props.toolbar);
  const Heading = props.headingLevel === 2 ? 'h2' : 'h1';

  return (
    <section className="gr-card gr-list-page" aria-labelledby={titleId}>
      <header className="gr-list-header">
        <Heading id={titleId} className="gr-page-title">
          {props.title}
        </Heading>
        {/* 列设置 beside the page's actions, not at the filters' end (issue 25): the filters have their
            whole line, and 观众数据's three selects and search keep 列设置 in view at 1366 px. */}
        <div className="gr-list-actions">
          <ColumnSettings columns={columns} hidden={settings.hidden} onChange={settings.setHidden} />
          {props.actions}
        </div>
      </header>
      {hasToolbar ? (
        <ListToolbar label={`${props.title} ${listTexts.search}`}>
          {props.search !== undefined ? <SearchBox value={query.keyword} placeholder={props.search} onSearch={(keyword) => setQuery({ keyword })} /> : null}
          {props.filters?.map((filter) => (
            <FilterSelect
              key={filter.name}
              label={filter.label}
              value={(query.filters as Record<string, string | number | undefined>)[filter.name]}
              options={filter.options}
              allText={filter.allText}
              width={filter.width}
              onChange={(value) => setQuery({ filters: { [filter.name]: value } as Partial<typeof query.filters> })}
            />
          ))}
          {props.dateRange ? (
            <DateRangeFilter
              value={query.range}
              label={typeof props.dateRange === 'string' ? props.dateRange : undefined}
              onChange={(range) => setQuery({ range })}
            />
          ) : null}
          {props.toolbar}
        </ListToolbar>
      ) : null}
      {selectable && selection.keys.length > 0 ? (
        <div className="gr-batch-bar" role="toolbar" aria-label={listTexts.selected(selection.keys.length)}>
          <span>{listTexts.selected(selection.keys.length)}</span>
          {batchActions.map((action) => (
            <Button key={action.key} type={action.danger ? 'danger' : 'primary'} onClick={() => action.onClick(selection.rows)}>
              {action.text}
            </Button>
          ))}
          <Button theme="borderless" onClick={selection.clear}>
            {listTexts.clearSelection}
          </Button>
        </div>
      ) : null}
      {error ? (
        <ErrorState text={props.errorText ?? listTexts.loadFailed} onRetry={controller.refetch} />
      ) : (
        <>
          {shownTable}
          {total ? (
            <ListPagination
              page={query.page}
              pageSize={query.pageSize}
              total={total}
              pageSizes={props.pageSizes ?? DEFAULT_PAGE_SIZES}
              onPageChange={(page) => setQuery({ page })}
              onPageSizeChange={(pageSize) => setQuery({ pageSize })}
            />
          ) : null}
        </>
      )}
      {dialog}
      {props.children}
    </section>
  );
}
