import { useCallback, useSyncExternalStore } from 'react';
import { subscribe } from 'valtio/vanilla';
import { useHost } from '../services/hostContext';
import { texts } from '../texts';

/** What the server's page says of the network: it rendered, so it was online (issue 25, hydration). */
const SERVER_ONLINE = () => true;

/**
 * Says, above the page, that the console cannot reach its server (issue 24 §3 "Offline": venue
 * Wi-Fi is the norm at events), and that it will carry on by itself; gone once answers come back.
 * The live region is always there, so that screen readers hear it appear.
 *
 * Issue 25: while the server's page is adopted it renders what the server rendered (online), then
 * the network as it is: a network lost while the page starts — before it is live — says so once
 * the page is adopted, instead of a text the server's page does not have, which would make React
 * give up the server's page and render the whole console anew.
 */
export function OfflineNotice() {
  const { state } = useHost().connectivity;
  const watch = useCallback((changed: () => void) => subscribe(state, changed), [state]);
  const online = useSyncExternalStore(watch, () => state.online, SERVER_ONLINE);
  return (
    <div role="status" className="gr-offline-notice" data-offline={!online}>
      {online ? null : texts.offline}
    </div>
  );
}
