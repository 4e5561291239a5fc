import { IconCustomerSupport, IconDownload, IconQrCode, IconTicketCode } from '@douyinfe/semi-icons';
import { lazy } from 'react';
import './header/header.css';
import { AccountMenu } from './header/AccountMenu';
import { AiChatButton } from './header/AiChatButton';
import { CertificationTag } from './header/CertificationTag';
import { HeaderDialogs } from './header/HeaderDialogs';
import { HeaderPopover } from './header/HeaderPopover';
import { Logo } from './header/Logo';
import { MenuToggle } from './header/MenuToggle';
import { MessageBell } from './header/MessageBell';
import { PurchasePicker } from './header/PurchasePicker';
import { headerTexts as t } from './header/texts';

export { MENU_POPUP_DELAY_MS, POPOVER_SPACING, POPUP_DELAY_MS } from './header/HeaderPopover';

// Popover contents are off the first screen: each is a chunk loaded when its button is first
// pointed at or focused (the preload), well before the hover delay has passed.
const loadServiceOrder = () => import('./header/ServiceOrderContent');
const loadDownload = () => import('./header/DownloadContent');
const loadFollow = () => import('./header/FollowContent');
const loadContact = () => import('./header/ContactContent');
const ServiceOrderContent = lazy(loadServiceOrder);
const DownloadContent = lazy(loadDownload);
const FollowContent = lazy(loadFollow);
const ContactContent = lazy(loadContact);

/**
 * The header of SPEC §2: menu toggle and logo on the left; service order, download, follow, contact,
 * purchase picker, bell, AI chat, certification tag and avatar menu on the right; and the dialogs
 * they open.
 */
export function Header({ collapsed, onToggleMenu }: { collapsed: boolean; onToggleMenu: () => void }) {
  return (
    <header className="gr-header">
      <MenuToggle collapsed={collapsed} onToggle={onToggleMenu} />
      <Logo />
      <div className="gr-header-actions">
        <HeaderPopover label={t.serviceOrder} preload={loadServiceOrder} content={<ServiceOrderContent />} panelClassName="gr-pop-narrow">
          <IconTicketCode aria-hidden="true" />
          <span>{t.serviceOrder}</span>
        </HeaderPopover>
        <HeaderPopover label={t.download} preload={loadDownload} content={<DownloadContent />} panelClassName="gr-pop-wide">
          <IconDownload aria-hidden="true" />
          <span>{t.download}</span>
        </HeaderPopover>
        <HeaderPopover label={t.follow} preload={loadFollow} content={<FollowContent />}>
          <IconQrCode aria-hidden="true" />
          <span>{t.follow}</span>
        </HeaderPopover>
        <HeaderPopover label={t.contact} preload={loadContact} content={<ContactContent />}>
          <IconCustomerSupport aria-hidden="true" />
          <span>{t.contact}</span>
        </HeaderPopover>
        <PurchasePicker />
        <MessageBell />
        <AiChatButton />
        <CertificationTag />
        <AccountMenu />
      </div>
      <HeaderDialogs />
    </header>
  );
}
