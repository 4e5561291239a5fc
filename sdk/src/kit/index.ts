/**
 * @greenroom/sdk/kit — what product screens are made of, declared rather than rebuilt: the list
 * controller and list page, the editor page and its fields, confirmed actions, long-task polling,
 * resumable uploads and media dialogs. The product plugins' media screens (recording, material and
 * photo libraries) are not the sdk's: they are the private workspace package `@greenroom/media`.
 *
 * A separate entry of the sdk on purpose: it pulls Semi's Select, Input, Checkbox and the rest of its
 * list controls, which must stay off the console's first screen (its dialogs, side sheets, editor
 * controls and date picker load when first needed: ui/semiParts.tsx). Plugin *pages* (lazy) import it; plugin entries
 * and home widgets import only `@greenroom/sdk`.
 *
 * @packageDocumentation
 */
import './screens.css';

export * from '../listQuery';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
export { ContainerTabs, type ContainerTabsProps } from './ContainerTabs';
export { CoverTitle, type CoverTitleFact, type CoverTitleProps } from './CoverTitle';
export { confirmTexts } from './confirm/texts';
export { type BatchConfirmOptions, type BatchOutcome, type ConfirmOptions, useConfirmedAction } from './confirm/useConfirmedAction';
export { DetailDrawer, type DetailDrawerProps, type DetailField, DetailFields, DetailSection, type ItemParam, useItemParam } from './DetailDrawer';
export { ExportButton, type ExportButtonProps, type FileDownload, type FileDownloadState, type FileRequest, saveFile, useFileDownload } from './download';
export * from './editor';
export { FormDialog, type FormDialogProps, type FormField, type FormValues, serverFieldError, validateForm } from './FormDialog';
export { fieldProblem } from './fieldProblem';
export { tabbables, trapTab } from './focusTrap';
export { ColumnSettings, type ColumnSettingsProps } from './list/ColumnSettings';
export { type BatchAction, type ListFilter, ListPage, type ListPageProps, type ListRemove, type RemoveBlock } from './list/ListPage';
export { ListPagination, type ListPaginationProps, pageWindow } from './list/ListPagination';
export { type ListColumn, ListTable, type ListTableProps, type RowAction } from './list/ListTable';
export {
  DateRangeFilter,
  type DateRangeFilterProps,
  type FilterOption,
  FilterSelect,
  type FilterSelectProps,
  fitWidth,
  ListToolbar,
  presetRange,
  rangePreset,
  SearchBox,
  type SearchBoxProps,
} from './list/ListToolbar';
export { listTexts } from './list/texts';
export { type ColumnStore, columnSettingsKey, type SettableColumn, useColumnSettings } from './list/useColumnSettings';
export {
  type ListController,
  type ListControllerOptions,
  type ListQueryChange,
  type ListSelection,
  type RowsPage,
  useListController,
  useListQuery,
} from './list/useListController';
export * from './media';
export { PHONE_SCREEN, PhoneFrame, type PhoneFrameProps } from './PhoneFrame';
export { StatusTag, type StatusTagProps } from './StatusTag';
export { kitTexts } from './texts';
export * from './trend';
export * from './upload';
export { useCopyLink } from './useCopyLink';
export { COUNTDOWN_TICK, formatCountdown, useCountdown } from './useCountdown';
export { POLLING_INTERVAL, type Polling, type PollingOptions, usePolling } from './usePolling';
