import { useConfig } from '@greenroom/sdk';
import { useState } from 'react';
import { QR_POPOVER_SIZE } from './HeaderPopover';
import { officialAccountQrUrl } from './links';
import { headerTexts as t } from './texts';

/** The follow-official-account popover: the account's QR code from the CDN. */
export default function FollowContent() {
  const src = officialAccountQrUrl(useConfig());
  // An image the CDN cannot serve is hidden rather than shown broken; the text still says what to do.
  const [failed, setFailed] = useState(false);
  return (
    <div className="gr-qr-pop">
      <h3 className="gr-pop-title">{t.followTitle}</h3>
      {!failed && <img src={src} alt={t.followQrAlt} width={QR_POPOVER_SIZE} height={QR_POPOVER_SIZE} onError={() => setFailed(true)} />}
      <p className="gr-pop-hint">{t.followHint}</p>
    </div>
  );
}
