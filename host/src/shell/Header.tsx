import { IconExit, IconSetting, IconSidebar } from '@douyinfe/semi-icons';
import Avatar from '@douyinfe/semi-ui/lib/es/avatar';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Dropdown from '@douyinfe/semi-ui/lib/es/dropdown';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useConfig, useSession } from '@greenroom/sdk';
import { useNavigate } from 'react-router-dom';
import { useHost } from '../services/hostContext';
import { texts } from '../texts';

/** Delay of menu pop-ups in ms (SPEC §9). */
export const MENU_POPUP_DELAY_MS = 50;

/** The header: menu toggle, logo, certification tag and the avatar menu. */
export function Header({ collapsed, onToggleMenu }: { collapsed: boolean; onToggleMenu: () => void }) {
  const session = useSession();
  const config = useConfig();
  const { session: sessionStore } = useHost();
  const navigate = useNavigate();

  const nickname = session.user?.nickname ?? '';
  return (
    <header className="gr-header">
      <Button
        theme="borderless"
        type="tertiary"
        icon={<IconSidebar />}
        aria-label={collapsed ? texts.expandMenu : texts.collapseMenu}
        aria-expanded={!collapsed}
        className="gr-menu-toggle"
        onClick={onToggleMenu}
      />
      <a className="gr-logo" href={config.homeSite} target="_blank" rel="noopener noreferrer">
        <span className="gr-logo-mark" aria-hidden="true" />
        {texts.productName}
      </a>
      <div className="gr-header-actions">
        {session.loaded && (
          <Tag color={session.certified ? 'green' : 'orange'} className="gr-cert-tag">
            {session.certified ? texts.certified : texts.notCertified}
          </Tag>
        )}
        <Dropdown
          trigger="click"
          position="bottomRight"
          mouseEnterDelay={MENU_POPUP_DELAY_MS}
          mouseLeaveDelay={MENU_POPUP_DELAY_MS}
          render={
            <Dropdown.Menu>
              <Dropdown.Item icon={<IconSetting />} onClick={() => navigate('/system/plugins')}>
                {texts.diagnostics}
              </Dropdown.Item>
              <Dropdown.Item icon={<IconExit />} onClick={() => void sessionStore.logout()}>
                {texts.logout}
              </Dropdown.Item>
            </Dropdown.Menu>
          }
        >
          <button type="button" className="gr-user" aria-label={`${nickname} 的账户菜单`}>
            <Avatar size="small" src={session.user?.avatarUrl || undefined} alt={nickname}>
              {nickname.slice(0, 1)}
            </Avatar>
            <span className="gr-user-name">{nickname}</span>
          </button>
        </Dropdown>
      </div>
    </header>
  );
}
