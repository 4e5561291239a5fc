/** The photo library's parts: a virtualized grid, the viewer, desktop-style selection, and the view made of them. */
import './photo.css';

export {
  CELL_GAP,
  type GridLayout,
  type GridRow,
  HEADING_HEIGHT,
  layoutGrid,
  locate,
  MIN_CELL,
  moveFocus,
  type PhotoSection,
  rowAt,
  visibleRows,
} from './layout';
export { FLING_SPEED, OVERSCAN, PhotoGrid, type PhotoGridProps, REST_MS } from './PhotoGrid';
export { DELETE_CHUNK, PhotoLibrary, type PhotoLibraryProps } from './PhotoLibrary';
export { clampPan, PAN_STEP, type Pan, PhotoViewer, type PhotoViewerProps, VIEWER_Z_INDEX, type ViewedPhoto, ZOOM_LEVELS } from './PhotoViewer';
export { photoTexts } from './texts';
export { PHOTO_PAGE_SIZE, type PhotoPageLoader, type PhotoPages, usePhotoPages } from './usePhotoPages';
export { type ClickModifiers, type PhotoSelection, usePhotoSelection } from './usePhotoSelection';
