import type { WorkerContact } from '@greenroom/contracts';
import { useApi, useConfig } from '@greenroom/sdk';
import { useEffect, useState } from 'react';
import { QR_POPOVER_SIZE, useRepositionPopover } from './HeaderPopover';
import { headerTexts as t } from './texts';

/** The contact role the console asks the worker service for (SPEC §9). */
export const CONTACT_ROLE_ID = 5;

/**
 * The contact-us popover: the customer-service QR code from the worker service, shown only when
 * the call answered code 0. The call is silent (SPEC §8): a failure shows no toast, only the hotline.
 */
export default function ContactContent() {
  const config = useConfig();
  const api = useApi();
  const reposition = useRepositionPopover();
  const [contact, setContact] = useState<Partial<WorkerContact> | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    void api.get('/api/worker/qrCodeAndPhone', { query: { roleId: CONTACT_ROLE_ID }, silent: true, signal: abort.signal }).then((result) => {
      if (abort.signal.aborted || !result.ok || result.code !== 0) return;
      setContact(result.data ?? {});
    });
    return () => abort.abort();
  }, [api]);

  useEffect(() => {
    if (contact) reposition();
  }, [contact, reposition]);

  return (
    <div className="gr-qr-pop">
      <h3 className="gr-pop-title">{t.contactTitle}</h3>
      {contact?.qrCode && (
        <>
          <img src={contact.qrCode} alt={t.contactQrAlt} width={QR_POPOVER_SIZE} height={QR_POPOVER_SIZE} />
          <p className="gr-pop-hint">{t.contactScan}</p>
        </>
      )}
      <p className="gr-pop-strong">{t.hotline(contact?.phone || config.hotline)}</p>
    </div>
  );
}
