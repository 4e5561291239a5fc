/** The recording and material libraries: built once here, declared by each product's plugin in a line. */
import './library.css';

export type { MaterialKind, RecordingKind } from './calls';
export { DownloadTaskPanel, type DownloadTaskPanelProps, isRunningTask, TASK_PANEL_WIDTH } from './DownloadTaskPanel';
export { InlineRename, type InlineRenameProps } from './InlineRename';
export { MaterialLibraryPage, type MaterialLibraryPageProps } from './MaterialLibraryPage';
export { PhotoVideoLibraryPage, type PhotoVideoLibraryPageProps } from './PhotoVideoLibraryPage';
export { RecordingLibraryPage, type RecordingLibraryPageProps } from './RecordingLibraryPage';
export { DOWNLOAD_STATUS, libraryTexts, MATERIAL_TYPE_TEXT, MEDIA_SOURCE_TEXT } from './texts';
export { fileFacts, libraryInfoColumns, mediaColumn, type VideoRow } from './videoColumns';
