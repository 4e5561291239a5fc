import { useContext } from 'react';
import { NavLink, type RouteObject, UNSAFE_DataRouterContext, useMatches } from 'react-router-dom';
import type { RouteHandle } from '../routeRefs';

/**
 * Props of {@link ContainerTabs}.
 * @public
 */
export interface ContainerTabsProps {
  /** Accessible name of the tabs: the container's (`视频库`, `素材库`). */
  label: string;
}

interface ContainerChild {
  path: string;
  text: string;
  order: number;
}

/** The children of `container` in a route tree, with their full paths (`/content/video/live`). */
function childrenOf(routes: readonly RouteObject[], container: string, parent = ''): ContainerChild[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const handle = route.handle as RouteHandle | undefined;
    const own = handle?.container === container ? [{ path, text: handle.tab ?? handle.title, order: handle.order ?? 0 }] : [];
    return [...own, ...(route.children ? childrenOf(route.children, container, path) : [])];
  });
}

/**
 * The tabs of the container the current page is a child of (SPEC §2: `/content/video` → live, photo,
 * event; `/content/material` → live, event): every enabled child, whichever plugin contributed it,
 * in the container's `order`, each a real link (Ctrl-click opens a new tab), the current one marked
 * `aria-current="page"`. Nothing outside a container. The kit's library pages show them above
 * their list (issue 24 §1: every child of a container shows the container's tabs).
 * @public
 */
export function ContainerTabs({ label }: ContainerTabsProps) {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const matches = useMatches();
  const container = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.container)?.handle as RouteHandle | undefined;
  if (!router || !container?.container) return null;
  // A stable sort: children of equal order keep the order they were registered in.
  const tabs = childrenOf(router.routes, container.container).sort((a, b) => a.order - b.order);
  return (
    <nav className="gr-container-tabs" aria-label={label}>
      {tabs.map((tab) => (
        <NavLink key={tab.path} to={tab.path} className={({ isActive }) => (isActive ? 'gr-container-tab is-active' : 'gr-container-tab')}>
          {tab.text}
        </NavLink>
      ))}
    </nav>
  );
}
