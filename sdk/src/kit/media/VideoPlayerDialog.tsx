import { type MediaDialogProps, MediaPreviewDialog } from './MediaPreviewDialog';

/**
 * Props of {@link VideoPlayerDialog}.
 * @public
 */
export type VideoPlayerDialogProps = MediaDialogProps;

/**
 * Plays a video (a recording, a material) in a dialog, with the browser's controls. Pass `address`
 * when the play address is known, or `load` to fetch a signed one each time the dialog opens;
 * a failed load or an unplayable video shows 视频无法播放 with 重试. Esc closes it.
 * @public
 */
export function VideoPlayerDialog(props: VideoPlayerDialogProps) {
  return <MediaPreviewDialog {...props} type="video" />;
}
