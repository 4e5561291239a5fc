import Button from '@douyinfe/semi-ui/lib/es/button';
import type { ReactNode } from 'react';
import { Loading } from '../../ui';
import { Modal } from '../../ui/semiParts';
import { kitTexts } from '../texts';
import { type MediaAddress, type MediaAddressProps, useMediaAddress } from './useMediaAddress';

/**
 * Props shared by the media dialogs: open state, title, closing, and the address or its loader.
 * @public
 */
export type MediaDialogProps = {
  visible: boolean;
  /** The dialog's title, usually the file or recording name. */
  title: ReactNode;
  /** Called by the close button, Esc and a click on the mask. */
  onClose: () => void;
} & MediaAddressProps;

/**
 * Props of {@link MediaPreviewDialog}.
 * @public
 */
export type MediaPreviewDialogProps = MediaDialogProps & {
  /** What the address points at. */
  type: 'image' | 'video';
};

/**
 * Shows an image (contained, at most 80% of the viewport high) or plays a video in a dialog. With
 * `load`, a fresh address is fetched each time it opens (a spinner meanwhile); a failed load or a
 * media error shows 视频无法播放 / 图片无法显示 with 重试. Focus moves into the dialog; Esc closes it.
 * @public
 */
export function MediaPreviewDialog({ visible, title, onClose, type, ...source }: MediaPreviewDialogProps) {
  const { state, fail, retry } = useMediaAddress(visible, source);
  return (
    <Modal
      visible={visible}
      title={title}
      onCancel={onClose}
      footer={null}
      closeOnEsc
      centered
      width={type === 'video' ? 'min(960px, 92vw)' : 'min(1200px, 92vw)'}
      className="gr-media-dialog"
    >
      <div className="gr-media-stage" data-type={type} data-status={state.status}>
        {state.status === 'loading' ? <Loading /> : null}
        {state.status === 'failed' ? (
          <div className="gr-media-failed" role="alert">
            <span>{type === 'video' ? kitTexts.videoFailed : kitTexts.imageFailed}</span>
            <Button onClick={retry}>{kitTexts.retry}</Button>
          </div>
        ) : null}
        {state.status === 'ready' ? <MediaElement type={type} address={state.address} title={title} onError={fail} /> : null}
      </div>
    </Modal>
  );
}

function MediaElement({ type, address, title, onError }: { type: 'image' | 'video'; address: MediaAddress; title: ReactNode; onError: () => void }) {
  if (type === 'image') {
    return <img className="gr-media-image" src={address.url} alt={typeof title === 'string' ? title : ''} onError={onError} />;
  }
  // When the <source> fails, the DOM error fires on it, not on the video; React still hands it to the video's onError.
  return (
    // biome-ignore lint/a11y/useMediaCaption: organisers' own recordings have no caption track to offer
    <video className="gr-media-video" controls autoPlay playsInline poster={address.posterUrl} onError={onError}>
      <source src={address.url} type={address.mimeType} />
    </video>
  );
}
