import { useSnapshot } from 'valtio';
import { useHost } from '../services/hostContext';
import { texts } from '../texts';

/**
 * Says, above the page, that the console cannot reach its server (issue 24 §3 "Offline": venue
 * Wi-Fi is the norm at events), and that it will carry on by itself; gone once answers come back.
 * The live region is always there, so that screen readers hear it appear.
 */
export function OfflineNotice() {
  const { online } = useSnapshot(useHost().connectivity.state);
  return (
    <div role="status" className="gr-offline-notice" data-offline={!online}>
      {online ? null : texts.offline}
    </div>
  );
}
