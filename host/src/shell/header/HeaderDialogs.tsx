import { ExtensionBoundary, lazyPart } from '@greenroom/sdk';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useHost } from '../../services/hostContext';

const CertificationModal = lazyPart(() => import('./CertificationModal'));
const NoticeDialog = lazyPart(() => import('./NoticeDialog'));

// True from the first time `open` is true: a lazy dialog loads when first needed, then stays mounted
// so that closing it can animate.
function useOnceOpened(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return opened || open;
}

/** The header's dialogs: the certification modal and the notice detail dialog, each loaded on first opening. */
export function HeaderDialogs() {
  const { certification, noticeDialog } = useHost();
  const { modalVisible } = useSnapshot(certification.state);
  const notice = useSnapshot(noticeDialog.state);
  const certificationMounted = useOnceOpened(modalVisible);
  const noticeMounted = useOnceOpened(notice.open);
  return (
    <>
      {certificationMounted && (
        <ExtensionBoundary pluginId="host" fallback={null} placement="floating">
          <CertificationModal />
        </ExtensionBoundary>
      )}
      {noticeMounted && (
        <ExtensionBoundary pluginId="host" fallback={null} placement="floating">
          <NoticeDialog open={notice.open} notice={notice.notice} onClose={noticeDialog.close} />
        </ExtensionBoundary>
      )}
    </>
  );
}
