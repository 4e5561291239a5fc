import { memo } from 'react';
import './header/header.css';
import { AccountMenu } from './header/AccountMenu';
import { AiChatButton } from './header/AiChatButton';
import { CertificationTag } from './header/CertificationTag';
import { HeaderDialogs } from './header/HeaderDialogs';
import { HeaderPopover } from './header/HeaderPopover';
import { HEADER_POPOVER_ACTIONS } from './header/headerActions';
import { Logo } from './header/Logo';
import { MenuToggle } from './header/MenuToggle';
import { MessageBell } from './header/MessageBell';
import { MoreMenu } from './header/MoreMenu';
import { PurchasePicker } from './header/PurchasePicker';

export { MENU_POPUP_DELAY_MS, POPOVER_SPACING, POPUP_DELAY_MS } from './header/HeaderPopover';

/**
 * The header of SPEC §2: menu toggle and logo on the left; service order, download, follow, contact,
 * purchase picker, bell, AI chat, certification tag and avatar menu on the right; and the dialogs
 * they open. Below `lg` (SPEC §9) service order, download, follow, contact and AI chat fold into the
 * 更多 menu (header.css shows one or the other), so that nothing is clipped from `md` up.
 * Drawn again only when its own inputs change (issue 25): a navigation leaves it as it is.
 */
export const Header = memo(function Header({ collapsed, onToggleMenu }: { collapsed: boolean; onToggleMenu: () => void }) {
  return (
    <header className="gr-header">
      <MenuToggle collapsed={collapsed} onToggle={onToggleMenu} />
      <Logo />
      <div className="gr-header-actions">
        {HEADER_POPOVER_ACTIONS.map(({ key, label, icon, load, Content, panelClassName }) => (
          <HeaderPopover key={key} label={label} preload={load} content={<Content />} className="gr-header-foldable" panelClassName={panelClassName}>
            {icon}
            <span className="gr-header-label">{label}</span>
          </HeaderPopover>
        ))}
        <MoreMenu />
        <PurchasePicker />
        <MessageBell />
        <AiChatButton />
        <CertificationTag />
        <AccountMenu />
      </div>
      <HeaderDialogs />
    </header>
  );
});
