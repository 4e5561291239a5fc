import { ExtensionBoundary, type HomeWidgetContribution, type MenuItemContribution } from '@greenroom/sdk';
import { lazyPage } from '@greenroom/sdk/host';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useRegistry, useReportRenderError } from '../plugins/registryContext';
import { texts } from '../texts';
import { AccountCard } from './home/AccountCard';
import { EntitlementsCard } from './home/EntitlementsCard';
import { LatestMessages } from './home/LatestMessages';
import './home/home.css';

/**
 * Console home (`/admin/basic`): what a signed-in organiser needs first — the account, the products
 * they are entitled to, quick entries into each enabled product area, the latest messages, and the
 * widgets plugins contribute. It is on the first screen: only Avatar, Tag and Button of Semi.
 */
export default function HomePage() {
  const { menuItems, routes, homeWidgets } = useRegistry();
  const reportRenderError = useReportRenderError();
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

  return (
    <div className="gr-home">
      <h1 className="gr-page-title">{texts.home}</h1>
      <div className="gr-home-top">
        <div>
          <AccountCard />
          <EntitlementsCard now={now} />
        </div>
        <LatestMessages />
      </div>
      {entries.length > 0 && (
        <section className="gr-card" aria-labelledby="gr-home-entries">
          <h2 id="gr-home-entries">{texts.quickEntries}</h2>
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
          <ExtensionBoundary pluginId={pluginId} onError={(error) => reportRenderError(pluginId, error, texts.failedWidget(item.key))}>
            <Widget />
          </ExtensionBoundary>
        </section>
      ))}
    </div>
  );
}
