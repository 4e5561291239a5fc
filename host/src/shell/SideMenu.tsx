import { IconFolder, IconGift, IconHistogram, IconLive, IconOrderedList } from '@douyinfe/semi-icons';
import Navigation from '@douyinfe/semi-ui/lib/es/navigation';
import { MENU_SECTIONS, type MenuItemContribution, useOpenExternal } from '@greenroom/sdk';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { useRegistry } from '../plugins/registryContext';
import { texts } from '../texts';
import { useFirstFrame } from './firstFrame';
import { keepNavigationAriaRepaired } from './navigationAria';
import { isModifiedClick } from './shellLinks';

/** Menu width (SPEC §9); the collapsed menu shows icons only. The shell's side column applies it. */
export const MENU_WIDTH = 220;
export const MENU_COLLAPSED_WIDTH = 60;

/**
 * Icons of sections whose contributions bring none: the collapsed menu shows icons only, and an
 * icon-less section would be an empty, unlabelled gap there.
 */
const SECTION_ICONS: Partial<Record<string, ReactNode>> = {
  activity: <IconLive />,
  assets: <IconFolder />,
  data: <IconHistogram />,
  marketing: <IconGift />,
  orders: <IconOrderedList />,
};

/** Sections shown as a single top-level entry rather than a sub-menu. */
const LEAF_SECTIONS = new Set(['home', 'marketing', 'ai']);

interface NavItem {
  itemKey: string;
  text: string;
  icon?: ReactNode;
  items?: NavItem[];
  /** The entry's address: Semi renders the entry as a link to it. */
  link?: string;
  linkOptions?: { target?: '_blank'; rel?: string };
}

/** The link inside a menu entry (Semi's `link`); the entry itself is the focusable menuitem. */
const ENTRY_LINK = 'a.semi-navigation-item-link';

/**
 * Enter on an entry with a link: Semi would follow it with `location.href` (reloading the console)
 * after its click handler. Click the entry's link instead, which goes through the menu's own click
 * handling (the router, or the external-open service).
 */
function followLinkOnEnter(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter') return;
  const link = (event.target as Element).closest?.('[role="menuitem"], .semi-dropdown-item')?.querySelector<HTMLAnchorElement>(ENTRY_LINK);
  if (!link) return;
  event.preventDefault();
  event.stopPropagation();
  link.click();
}

/**
 * The left menu: the eight sections of SPEC §2 in order, filled by contributions; a section nobody
 * fills is not shown. An entry naming a `parent` is listed in that entry's sub-menu. The entry of
 * the current route (`routeName`), or else of its parent marker (`currentRoute`), is highlighted,
 * and with it the sub-menu and section holding it.
 */
export function SideMenu({ collapsed, currentRoute, routeName }: { collapsed: boolean; currentRoute?: string; routeName?: string }) {
  const { menuItems, routes } = useRegistry();
  const frame = useFirstFrame();
  const firstFrame = frame !== null && !frame.complete;
  const navigate = useNavigate();
  const openExternal = useOpenExternal();
  const navRef = useRef<HTMLElement>(null);
  // The router's address of its root (`/admin/`): routes' links are under it.
  const base = useHref('/').replace(/\/+$/, '');
  useEffect(() => (navRef.current ? keepNavigationAriaRepaired(navRef.current) : undefined), []);

  const { items, byKey, pathOf, groupKeys } = useMemo(() => {
    const byKey = new Map<string, MenuItemContribution>();
    const pathOf = new Map<string, string>();
    for (const { route } of routes) {
      pathOf.set(route.name, route.path);
      if (route.container) pathOf.set(route.container, route.container);
    }
    /** The entry's address and how it opens: a route under the console's base, or its external page. */
    const linkOf = (entry: MenuItemContribution): Pick<NavItem, 'link' | 'linkOptions'> => {
      if (entry.href) return { link: entry.href, linkOptions: { target: '_blank', rel: 'noopener noreferrer' } };
      if (entry.route) return { link: `${base}/${pathOf.get(entry.route) ?? entry.route}` };
      return {};
    };
    const items: NavItem[] = [];
    /** Sub-menu keys of parents that have a page of their own (their own key is their page's item). */
    const groupKeys = new Map<string, string>();
    for (const section of MENU_SECTIONS) {
      const entries = menuItems
        .map((m) => m.item as MenuItemContribution)
        // An entry whose route nobody registered (a shared container no enabled plugin fills) is hidden.
        .filter((m) => m.section === section.id && (!m.route || pathOf.has(m.route)))
        .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
      if (!entries.length) continue;
      for (const entry of entries) byKey.set(entry.key, entry);
      // Entries naming a parent of their section are listed in its sub-menu; a parent left
      // without a child (its routes not registered) and without an address of its own is hidden.
      const isChild = (e: MenuItemContribution) => !!e.parent && entries.some((p) => p.key === e.parent && !p.parent);
      const navItems = entries
        .filter((e) => !isChild(e))
        .map((e): NavItem => {
          const children = entries.filter((c) => c.parent === e.key && isChild(c)).map((c) => ({ itemKey: c.key, text: c.text, ...linkOf(c) }));
          // A parent with a page of its own (营销中心, a leaf of the menu) becomes the group of the
          // entries asked for under it, its own page listed first (issue 27 §11).
          const own = e.route || e.href ? [{ itemKey: e.key, text: e.text, ...linkOf(e) }] : [];
          if (own.length && children.length) groupKeys.set(e.key, `group:${e.key}`);
          return children.length
            ? { itemKey: groupKeys.get(e.key) ?? e.key, text: e.text, icon: e.icon ?? SECTION_ICONS[section.id], items: [...own, ...children] }
            : { itemKey: e.key, text: e.text, icon: e.icon ?? SECTION_ICONS[section.id], ...linkOf(e) };
        })
        .filter((item) => item.items || byKey.get(item.itemKey)?.route || byKey.get(item.itemKey)?.href);
      if (!navItems.length) continue;
      if (LEAF_SECTIONS.has(section.id)) items.push(...navItems);
      else
        items.push({
          itemKey: `section:${section.id}`,
          text: section.title,
          icon: entries.find((e) => e.icon)?.icon ?? SECTION_ICONS[section.id],
          items: navItems.map(({ icon, ...rest }) => rest),
        });
    }
    return { items, byKey, pathOf, groupKeys };
  }, [menuItems, routes, base]);

  // The entry of the route itself first (a child of a sub-menu), else the one of its parent marker.
  const entryOf = (route?: string) => (route ? [...byKey.values()].find((m) => m.route === route)?.key : undefined);
  const selected = entryOf(routeName) ?? entryOf(currentRoute);
  // Semi marks a sub-menu title selected when its own key is (shell.css colours it): 其他产品 stays
  // highlighted on either of its entries.
  const parentKey = selected ? byKey.get(selected)?.parent : undefined;
  const selectedParent = parentKey ? (groupKeys.get(parentKey) ?? parentKey) : undefined;
  const openSections = items.flatMap((i) => (i.items ? [i.itemKey, ...i.items.filter((sub) => sub.items).map((sub) => sub.itemKey)] : []));

  // A first frame that knows the host's entries only: the menu fills when the plugins are in.
  if (firstFrame) return <nav className="gr-menu" aria-label={texts.mainMenu} aria-busy="true" />;
  return (
    <nav ref={navRef} className="gr-menu" aria-label={texts.mainMenu} onKeyDownCapture={followLinkOnEnter}>
      <Navigation
        items={items}
        isCollapsed={collapsed}
        selectedKeys={selected ? [selected, ...(selectedParent ? [selectedParent] : [])] : []}
        defaultOpenKeys={openSections}
        style={{ width: '100%', height: '100%' }}
        footer={{ collapseButton: false }}
        // The first frame cannot measure the open sub-menus' heights to animate them: drawn open as they are.
        subNavMotion={frame === null}
        onClick={({ itemKey, domEvent }) => {
          const entry = byKey.get(String(itemKey));
          if (!entry) return;
          // A new tab or window asked for on the entry's link: the browser opens it.
          const click = domEvent as MouseEvent | undefined;
          if (click?.type === 'click' && isModifiedClick(click)) return;
          click?.preventDefault();
          if (entry.href) openExternal(entry.href, entry.target ?? 'window');
          else if (entry.route) navigate(`/${pathOf.get(entry.route) ?? entry.route}`);
        }}
      />
    </nav>
  );
}
