import { useConfig } from '@greenroom/sdk';
import { useShellLink } from '../shellLinks';
import { SERVICE_ORDER_PAGES, userCenterUrl } from './links';
import { headerTexts as t } from './texts';

/**
 * The service-order popover: submit a ticket or see one's tickets in the user centre, in a new tab.
 * Both are real links (issue 24 §1): Ctrl-click and a middle click are the browser's.
 */
export default function ServiceOrderContent() {
  const config = useConfig();
  const shellLink = useShellLink();
  return (
    <div className="gr-service-order">
      <p className="gr-pop-hint">{t.serviceOrderIntro}</p>
      <div className="gr-pop-actions">
        <a
          className="semi-button semi-button-primary semi-button-solid semi-button-size-small"
          {...shellLink(userCenterUrl(config, SERVICE_ORDER_PAGES.submit))}
        >
          <span className="semi-button-content">{t.submitOrder}</span>
        </a>
        <a className="semi-button semi-button-primary semi-button-light semi-button-size-small" {...shellLink(userCenterUrl(config, SERVICE_ORDER_PAGES.list))}>
          <span className="semi-button-content">{t.myOrders}</span>
        </a>
      </div>
    </div>
  );
}
