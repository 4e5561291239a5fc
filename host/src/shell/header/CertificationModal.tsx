import Button from '@douyinfe/semi-ui/lib/es/button';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import { QR_IMAGE_SIZE } from '@greenroom/core';
import { Loading, useConfig } from '@greenroom/sdk';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useHost } from '../../services/hostContext';
import { headerTexts as t } from './texts';

/** Width of the certification modal (SPEC §9). */
export const CERTIFICATION_MODAL_WIDTH = 518;

/**
 * The certification modal (SPEC §2, §4; lazy). Opening it already requested a token and built the
 * code (core's certification store); 立即扫码认证 shows the code. While open the store watches the
 * status; on success it closes, the tag turns 已认证 and a success toast says so.
 */
export default function CertificationModal() {
  const { certification } = useHost();
  const { modalVisible, qrUrl, status } = useSnapshot(certification.state);
  const { hotline } = useConfig();
  const [scanning, setScanning] = useState(false);

  // Every opening starts with the explanation again.
  useEffect(() => {
    if (modalVisible) setScanning(false);
  }, [modalVisible]);

  async function retry() {
    certification.closeModal();
    await certification.openModal();
  }

  return (
    <Modal
      visible={modalVisible}
      title={t.certificationTitle}
      width={CERTIFICATION_MODAL_WIDTH}
      footer={null}
      centered
      onCancel={() => certification.closeModal()}
    >
      <div className="gr-cert">
        <p className="gr-cert-lead">{t.certificationLead}</p>
        {scanning ? (
          <div className="gr-cert-code" style={{ minHeight: QR_IMAGE_SIZE }}>
            {status === 'ready' && qrUrl ? (
              <>
                <p className="gr-pop-hint">{t.certificationHow}</p>
                <img src={qrUrl} alt={t.certificationQrAlt} width={QR_IMAGE_SIZE} height={QR_IMAGE_SIZE} />
                <p className="gr-pop-hint" aria-live="polite">
                  {t.certificationWaiting}
                </p>
              </>
            ) : status === 'failed' ? (
              <div role="alert" className="gr-cert-failed">
                <p>{t.certificationQrFailed}</p>
                <Button onClick={() => void retry()}>{t.certificationRetry}</Button>
              </div>
            ) : (
              <Loading />
            )}
          </div>
        ) : (
          <Button theme="solid" size="large" className="gr-cert-scan" onClick={() => setScanning(true)}>
            {t.scanNow}
          </Button>
        )}
        <p className="gr-cert-hotline">{t.certificationHotline(hotline)}</p>
      </div>
    </Modal>
  );
}
