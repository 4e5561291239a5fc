import Avatar from '@douyinfe/semi-ui/lib/es/avatar';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { expiresWithin, isExpired } from '@greenroom/core';
import { EmptyState, ExtensionBoundary, type HomeWidgetContribution, lazyPage, type MenuItemContribution, useSession } from '@greenroom/sdk';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useRegistry } from '../plugins/registryContext';
import { productById } from '../products/catalogue';
import { texts } from '../texts';

/** Entitlements expiring within this many days are marked as soon-expiring. */
export const SOON_EXPIRING_DAYS = 30;

/** Console home (`/admin/basic`): account, entitlements, quick entries and plugin widgets. */
export default function HomePage() {
  const session = useSession();
  const { menuItems, routes, homeWidgets } = useRegistry();
  const now = Date.now();
  const entries = useMemo(() => {
    const pathOf = new Map(routes.map(({ route }) => [route.name, route.path]));
    for (const { route } of routes) if (route.container) pathOf.set(route.container, route.container);
    return menuItems
      .map((m) => m.item as MenuItemContribution)
      .filter((m) => m.route && m.route !== 'basic' && pathOf.has(m.route))
      .map((m) => ({ key: m.key, text: m.text, to: `/${pathOf.get(m.route ?? '')}` }));
  }, [menuItems, routes]);
  const widgets = useMemo(
    () =>
      [...homeWidgets]
        .sort((a, b) => (a.item.order ?? 0) - (b.item.order ?? 0))
        .map(({ pluginId, item }) => ({ pluginId, item: item as HomeWidgetContribution, Widget: lazyPage(pluginId, item.component) })),
    [homeWidgets],
  );
  const user = session.user;

  return (
    <div className="gr-home">
      <h1 className="gr-page-title">{texts.home}</h1>
      <section className="gr-card gr-account" aria-label="账户信息">
        <Avatar size="large" src={user?.avatarUrl || undefined} alt={user?.nickname ?? ''}>
          {user?.nickname?.slice(0, 1)}
        </Avatar>
        <div>
          <div className="gr-account-name">
            {user?.nickname ?? '—'}
            {session.loaded && <Tag color={session.certified ? 'green' : 'orange'}>{session.certified ? texts.certified : texts.notCertified}</Tag>}
          </div>
          <div className="gr-muted">
            手机号 {session.maskedPhone || '未绑定'} · 积分 <strong>{session.pointsNum}</strong>
          </div>
        </div>
      </section>
      <section className="gr-card" aria-labelledby="gr-home-products">
        <h2 id="gr-home-products">我的产品</h2>
        {session.entitlements.length === 0 ? (
          <EmptyState size="default" text="暂无已开通的产品" />
        ) : (
          <ul className="gr-entitlements">
            {session.entitlements.map((e) => {
              const product = productById(e.product);
              const expired = isExpired(e.expireTime, now);
              const soon = !expired && expiresWithin(e.expireTime, SOON_EXPIRING_DAYS, now);
              return (
                <li key={`${e.product}-${e.proType}`}>
                  <strong>{product?.title ?? `产品 ${e.product}`}</strong>
                  <span>{product?.editions[e.proType] ?? ''}</span>
                  <span className="gr-muted">到期 {dayjs(e.expireTime).format('YYYY-MM-DD')}</span>
                  {expired && <Tag color="red">已过期</Tag>}
                  {soon && <Tag color="orange">即将到期</Tag>}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {entries.length > 0 && (
        <section className="gr-card" aria-labelledby="gr-home-entries">
          <h2 id="gr-home-entries">快捷入口</h2>
          <div className="gr-quick-entries">
            {entries.map((e) => (
              <Link key={e.key} to={e.to} className="gr-quick-entry">
                {e.text}
              </Link>
            ))}
          </div>
        </section>
      )}
      {widgets.map(({ pluginId, item, Widget }) => (
        <section key={`${pluginId}:${item.key}`} className="gr-card" aria-label={item.title}>
          <h2>{item.title}</h2>
          <ExtensionBoundary pluginId={pluginId}>
            <Widget />
          </ExtensionBoundary>
        </section>
      ))}
    </div>
  );
}
