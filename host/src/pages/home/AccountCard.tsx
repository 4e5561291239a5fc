import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useSession } from '@greenroom/sdk';
import { Link } from 'react-router-dom';
import { PLUGIN_ROUTES, useRoutePath } from '../../routeRefs';
import { AccountPicture } from '../../shell/AccountPicture';
import { texts } from '../../texts';

/** The user's picture, or the first character of the nickname when there is none or it fails to load. */
function AccountAvatar({ src, nickname }: { src?: string; nickname: string }) {
  // Decorative: the nickname is written right beside it. (Semi's Avatar marks itself as a list item,
  // which fails accessibility checks outside a list.)
  return (
    <span className="gr-home-avatar" aria-hidden="true">
      <AccountPicture src={src} nickname={nickname} />
    </span>
  );
}

/**
 * The signed-in account: avatar, nickname, certification, masked phone and points (SPEC §3); the
 * points lead to 我的积分 (issue 24 §1) while the points plugin is enabled.
 */
export function AccountCard() {
  const session = useSession();
  const user = session.user;
  const points = useRoutePath(PLUGIN_ROUTES.points);
  const figure = <strong data-testid="home-points">{session.pointsNum}</strong>;
  return (
    <section className="gr-card gr-account" aria-label={texts.account}>
      <AccountAvatar src={user?.avatarUrl || undefined} nickname={user?.nickname ?? ''} />
      <div>
        <div className="gr-account-name">
          {user?.nickname ?? '—'}
          {session.loaded && <Tag color={session.certified ? 'green' : 'orange'}>{session.certified ? texts.certified : texts.notCertified}</Tag>}
        </div>
        <dl className="gr-account-facts">
          <div>
            <dt>{texts.phone}</dt>
            <dd>{session.maskedPhone || texts.phoneUnbound}</dd>
          </div>
          <div>
            <dt>{texts.points}</dt>
            <dd>
              {points ? (
                <Link className="gr-account-points" to={points}>
                  {figure}
                  <span>{texts.pointsDetails}</span>
                </Link>
              ) : (
                figure
              )}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
