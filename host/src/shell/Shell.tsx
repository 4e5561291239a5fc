import { ExtensionBoundary } from '@greenroom/sdk';
import type { RouteHandle } from '@greenroom/sdk/host';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { useRegistry } from '../plugins/registryContext';
import { texts } from '../texts';
import { isAtLeast, useBreakpoint } from './breakpoints';
import { ProductDrawerProvider, ProductDrawerTrigger } from './drawer';
import { Header } from './Header';
import { MENU_COLLAPSED_WIDTH, MENU_WIDTH, SideMenu } from './SideMenu';
import { useMenuCollapsed } from './useMenuCollapsed';
import './shell.css';

/** Content minimum width (SPEC §9). */
export const CONTENT_MIN_WIDTH = 1180;

// Loaded only when a plugin was refused or failed: the banner stays off the first screen.
const PluginProblems = lazy(() => import('./PluginProblems'));

/** Header, side menu and the routed page. Below `lg` the menu starts collapsed unless the user chose. */
export function Shell() {
  const [collapsed, setCollapsed] = useMenuCollapsed(!isAtLeast(useBreakpoint(), 'lg'));
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const problems = useRegistry().plugins.filter((p) => p.state === 'failed' || p.state === 'refused').length;
  useEffect(() => {
    document.title = handle?.title ? `${handle.title} - ${texts.consoleTitle}` : texts.consoleTitle;
  }, [handle?.title]);
  return (
    <ProductDrawerProvider>
      <div className="gr-shell" data-collapsed={collapsed}>
        <Header collapsed={collapsed} onToggleMenu={() => setCollapsed(!collapsed)} />
        <div className="gr-body">
          <aside className="gr-side" style={{ width: collapsed ? MENU_COLLAPSED_WIDTH : MENU_WIDTH }}>
            <ProductDrawerTrigger collapsed={collapsed} />
            <SideMenu collapsed={collapsed} currentRoute={handle?.menuParent ?? handle?.name} routeName={handle?.name} />
          </aside>
          <main className="gr-content" id="gr-content">
            <div className="gr-page" style={{ minWidth: CONTENT_MIN_WIDTH }}>
              {problems > 0 && (
                <Suspense fallback={null}>
                  <PluginProblems count={problems} />
                </Suspense>
              )}
              <ExtensionBoundary pluginId={handle?.pluginId ?? 'host'}>
                <Outlet />
              </ExtensionBoundary>
            </div>
          </main>
        </div>
      </div>
    </ProductDrawerProvider>
  );
}
