import Button from '@douyinfe/semi-ui/lib/es/button';
import { useConfig, useOpenExternal } from '@greenroom/sdk';
import { SERVICE_ORDER_PAGES, userCenterUrl } from './links';
import { headerTexts as t } from './texts';

/** The service-order popover: submit a ticket or see one's tickets in the user centre (new tab). */
export default function ServiceOrderContent() {
  const config = useConfig();
  const openExternal = useOpenExternal();
  return (
    <div className="gr-service-order">
      <p className="gr-pop-hint">{t.serviceOrderIntro}</p>
      <div className="gr-pop-actions">
        <Button theme="solid" size="small" onClick={() => openExternal(userCenterUrl(config, SERVICE_ORDER_PAGES.submit), 'tab')}>
          {t.submitOrder}
        </Button>
        <Button size="small" onClick={() => openExternal(userCenterUrl(config, SERVICE_ORDER_PAGES.list), 'tab')}>
          {t.myOrders}
        </Button>
      </div>
    </div>
  );
}
