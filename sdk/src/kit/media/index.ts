export { type MediaDialogProps, MediaPreviewDialog, type MediaPreviewDialogProps } from './MediaPreviewDialog';
export type { MediaAddress, MediaAddressLoader, MediaAddressProps } from './useMediaAddress';
export { VideoPlayerDialog, type VideoPlayerDialogProps } from './VideoPlayerDialog';
