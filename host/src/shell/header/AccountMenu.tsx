import { IconExit, IconGift, IconIdCard, IconSetting, IconShield, IconUser } from '@douyinfe/semi-icons';
import { useConfig, useOpenExternal, useSession } from '@greenroom/sdk';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHost } from '../../services/hostContext';
import { HeaderPopover } from './HeaderPopover';
import { USER_CENTER_PAGES, userCenterUrl } from './links';
import { headerTexts as t } from './texts';

interface Entry {
  key: string;
  text: string;
  icon: ReactNode;
  run: () => void;
}

/**
 * The avatar popover (SPEC §2): account information, real-name certification, security settings,
 * points mall, plugin diagnostics and log-out. User-centre pages open in a new tab; real-name
 * certification opens the certification modal (the user-centre page once certified).
 */
export function AccountMenu() {
  const session = useSession();
  const config = useConfig();
  const openExternal = useOpenExternal();
  const navigate = useNavigate();
  const { session: sessionStore, certification } = useHost();
  const nickname = session.user?.nickname ?? '';
  const openPage = (page: string) => () => openExternal(userCenterUrl(config, page), 'tab');

  const entries: Entry[] = [
    { key: 'account', text: t.account, icon: <IconUser />, run: openPage(USER_CENTER_PAGES.account) },
    {
      key: 'certification',
      text: t.certification,
      icon: <IconIdCard />,
      run: session.certified ? openPage(USER_CENTER_PAGES.certification) : () => void certification.openModal(),
    },
    { key: 'safeSetting', text: t.safeSetting, icon: <IconShield />, run: openPage(USER_CENTER_PAGES.safeSetting) },
    { key: 'pointsMall', text: t.pointsMall, icon: <IconGift />, run: openPage(USER_CENTER_PAGES.pointsMall) },
    { key: 'diagnostics', text: t.diagnostics, icon: <IconSetting />, run: () => navigate('/system/plugins') },
    { key: 'logout', text: t.logout, icon: <IconExit />, run: () => void sessionStore.logout() },
  ];

  return (
    <HeaderPopover
      label={t.accountMenu(nickname)}
      kind="menu"
      position="bottomRight"
      clickToHide
      className="gr-user"
      content={
        <ul className="gr-pop-menu gr-account-menu">
          {entries.map((entry) => (
            <li key={entry.key} className={entry.key === 'logout' ? 'gr-pop-menu-last' : undefined}>
              <button type="button" className="gr-pop-menu-item gr-pop-menu-row" onClick={entry.run}>
                <span aria-hidden="true">{entry.icon}</span>
                {entry.text}
              </button>
            </li>
          ))}
        </ul>
      }
    >
      {/* Not Semi's Avatar: it hard-codes role="listitem", which is wrong inside a button. */}
      <span className="gr-avatar" aria-hidden="true">
        {session.user?.avatarUrl ? <img src={session.user.avatarUrl} alt="" /> : nickname.slice(0, 1)}
      </span>
      {/* Truncated past a minimum on narrow headers (header.css); the full name on hover. */}
      <span className="gr-user-name" title={nickname}>
        {nickname}
      </span>
    </HeaderPopover>
  );
}
