import { IconCoinMoneyStroked, IconExit, IconGift, IconIdCard, IconSetting, IconShield, IconUser } from '@douyinfe/semi-icons';
import { useConfig, useSession } from '@greenroom/sdk';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PLUGIN_ROUTES, useRoutePath } from '../../routeRefs';
import { useHost } from '../../services/hostContext';
import { texts } from '../../texts';
import { AccountPicture } from '../AccountPicture';
import { useShellLink } from '../shellLinks';
import { HeaderPopover } from './HeaderPopover';
import { USER_CENTER_PAGES, userCenterUrl } from './links';
import { PreferenceChoices } from './PreferenceChoices';
import { headerTexts as t } from './texts';

/** An entry: a page (an address outside the console, or a route of it) or an action. */
type Entry = { key: string; text: string; icon: ReactNode } & ({ href: string } | { route: string } | { run: () => void });

const ITEM = 'gr-pop-menu-item gr-pop-menu-row';

/**
 * The avatar popover (SPEC §2): account information, real-name certification, security settings,
 * 我的积分 (issue 24 §1, while the points plugin is enabled), points mall, plugin diagnostics and
 * log-out. Pages are links: user-centre pages open in a new tab, the console's own in the same tab;
 * real-name certification opens the certification modal (the user-centre page once certified).
 */
export function AccountMenu() {
  const session = useSession();
  const config = useConfig();
  const shellLink = useShellLink();
  const points = useRoutePath(PLUGIN_ROUTES.points);
  const { session: sessionStore, certification } = useHost();
  const nickname = session.user?.nickname ?? '';
  const page = (name: string) => ({ href: userCenterUrl(config, name) });

  const entries: Entry[] = [
    { key: 'account', text: t.account, icon: <IconUser />, ...page(USER_CENTER_PAGES.account) },
    {
      key: 'certification',
      text: texts.certification,
      icon: <IconIdCard />,
      ...(session.certified ? page(USER_CENTER_PAGES.certification) : { run: () => void certification.openModal() }),
    },
    { key: 'safeSetting', text: texts.safeSetting, icon: <IconShield />, ...page(USER_CENTER_PAGES.safeSetting) },
    ...(points ? [{ key: 'points', text: texts.myPoints, icon: <IconCoinMoneyStroked />, route: points }] : []),
    { key: 'pointsMall', text: texts.pointsMall, icon: <IconGift />, ...page(USER_CENTER_PAGES.pointsMall) },
    { key: 'diagnostics', text: texts.diagnostics, icon: <IconSetting />, route: '/system/plugins' },
    { key: 'logout', text: texts.logout, icon: <IconExit />, run: () => void sessionStore.logout() },
  ];
  const face = (entry: Entry) => (
    <>
      <span aria-hidden="true">{entry.icon}</span>
      {entry.text}
    </>
  );

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
              {entry.key === 'logout' && <PreferenceChoices />}
              {'href' in entry ? (
                <a className={ITEM} {...shellLink(entry.href)}>
                  {face(entry)}
                </a>
              ) : 'route' in entry ? (
                <Link className={ITEM} to={entry.route}>
                  {face(entry)}
                </Link>
              ) : (
                <button type="button" className={ITEM} onClick={entry.run}>
                  {face(entry)}
                </button>
              )}
            </li>
          ))}
        </ul>
      }
    >
      {/* Not Semi's Avatar: it hard-codes role="listitem", which is wrong inside a button. */}
      <span className="gr-avatar" aria-hidden="true">
        <AccountPicture src={session.user?.avatarUrl} nickname={nickname} />
      </span>
      {/* Truncated past a minimum on narrow headers (header.css); the full name on hover. */}
      <span className="gr-user-name" title={nickname}>
        {nickname}
      </span>
    </HeaderPopover>
  );
}
