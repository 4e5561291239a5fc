import Button from '@douyinfe/semi-ui/lib/es/button';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import type { Notice } from '@greenroom/core';
import { SafeHtml } from '@greenroom/sdk';
import { headerTexts as t } from './texts';

/** Width of the notice detail dialog, in px: a comfortable reading measure for a notice. */
export const NOTICE_DIALOG_WIDTH = 560;

/** Props of {@link NoticeDialog}. */
export interface NoticeDialogProps {
  open: boolean;
  /** The notice shown; kept while closing so the closing animation still has content. */
  notice: Pick<Notice, 'title' | 'content'> | null;
  /** Emitted when the user closes the dialog. */
  onClose: () => void;
}

/** The notice detail dialog (SPEC §2, §4; lazy): the title and the sanitized HTML content. */
export default function NoticeDialog({ open, notice, onClose }: NoticeDialogProps) {
  return (
    <Modal
      visible={open}
      title={notice?.title}
      width={NOTICE_DIALOG_WIDTH}
      onCancel={onClose}
      footer={
        <Button theme="solid" onClick={onClose}>
          {t.noticeOk}
        </Button>
      }
    >
      {notice && <SafeHtml html={notice.content} className="gr-notice-content" />}
    </Modal>
  );
}
