import { IconFolder, IconGift, IconHistogram, IconLive, IconOrderedList } from '@douyinfe/semi-icons';
import { type MenuItemContribution, useOpenExternal } from '@greenroom/sdk';
import {
  cloneElement,
  type FocusEvent,
  isValidElement,
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type NavigateFunction, useHref, useNavigate } from 'react-router-dom';
import { useRegistry } from '../plugins/registryContext';
import { texts } from '../texts';
import { useFirstFrame } from './firstFrame';
import { MenuPopup } from './MenuPopup';
import { buildMenu, type MenuNode, pathTo } from './menuModel';
import { isModifiedClick } from './shellLinks';
// Semi's navigation stylesheet styles the menu's markup (its class names), light and dark; the
// component itself is not used (issue 25), so the stylesheet is linked from here.
import '@douyinfe/semi-foundation/lib/es/navigation/navigation.css';

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

/**
 * Semi's chevron (IconChevronDown's drawing) as plain elements: a sub-menu's title shows it, and
 * Semi's icon component would be four more components to render and hydrate on each.
 */
const CHEVRON = (
  <svg viewBox="0 0 24 24" fill="none" width="1em" height="1em" focusable="false" aria-hidden="true">
    <path
      fillRule="evenodd"
      clipRule="evenodd"
      d="M4.08 7.6a1.5 1.5 0 0 1 2.12 0l5.66 5.65 5.66-5.65a1.5 1.5 0 1 1 2.12 2.12l-6.72 6.72a1.5 1.5 0 0 1-2.12 0L4.08 9.72a1.5 1.5 0 0 1 0-2.12Z"
      fill="currentColor"
    />
  </svg>
);

/** Class names of Semi's navigation (its stylesheet draws the menu). */
const NAV = 'semi-navigation';

/** The collapsed menu's open popup: a sub-menu's flyout or an entry's name beside its icon. */
interface Popup {
  key: string;
  kind: 'flyout' | 'name';
  /** What it is placed beside: the sub-menu's title, or the entry. */
  anchor: HTMLElement;
  /** Opened by a click or the keyboard: stays open when the pointer leaves (until Escape, a click outside or the focus leaving). */
  pinned: boolean;
}

/** How long a flyout stays open after the pointer left it (time to cross the gap to it). */
const CLOSE_DELAY_MS = 150;

/**
 * The left menu: the eight sections of SPEC §2 in order, filled by contributions; a section nobody
 * fills is not shown. An entry naming a `parent` is listed in that entry's sub-menu. The entry of
 * the current route (`routeName`), or else of its parent marker (`currentRoute`), is highlighted,
 * and with it the sub-menus and section holding it.
 *
 * Issue 25: its own light markup, drawn by Semi's navigation stylesheet (its class names) — no Semi
 * Navigation component, whose class components, Tooltips and motions were a quarter of a list page's
 * hydration. A well-formed menu from the first render (the server's): `menu` → `none` items holding
 * a `menuitem` (an entry's link, a sub-menu's title with `aria-expanded`) → a sub-menu's `group`.
 * Collapsed (60 px, icons only), an entry shows its name beside it and a sub-menu opens as a flyout
 * on hover, focus or click; both are drawn only while open, in the browser.
 */
export function SideMenu(props: { collapsed: boolean; currentRoute?: string; routeName?: string }) {
  const navigate = useNavigate();
  // The router's address of its root (`/admin/`): routes' links are under it.
  const base = useHref('/').replace(/\/+$/, '');
  return <SideMenuView {...props} navigate={navigate} base={base} />;
}

/**
 * The menu itself, drawn again only when its own inputs change (issue 25): the router's hooks above
 * answer every navigation — a list's 第 2 页 too — with the same stable values, so a move within a
 * page leaves the menu as it is instead of rendering its every entry with the page.
 */
const SideMenuView = memo(function SideMenuView({
  collapsed,
  currentRoute,
  routeName,
  navigate,
  base,
}: {
  collapsed: boolean;
  currentRoute?: string;
  routeName?: string;
  navigate: NavigateFunction;
  base: string;
}) {
  const { menuItems, routes } = useRegistry();
  const frame = useFirstFrame();
  const openExternal = useOpenExternal();
  const { nodes, byKey, pathOf } = useMemo(() => buildMenu(menuItems, routes, base, SECTION_ICONS), [menuItems, routes, base]);
  /** Sub-menus the user closed (every one starts open). */
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const [openPopup, setPopup] = useState<Popup | null>(null);
  // Popups belong to the collapsed menu only.
  const popup = collapsed ? openPopup : null;
  const closeTimer = useRef<ReturnType<typeof setTimeout>>();
  /** A pointer is pressing in the menu, or Escape gives the focus back: the focus that follows opens nothing. */
  const quietFocus = useRef(false);

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), []);
  const closePopup = useCallback(() => {
    clearTimeout(closeTimer.current);
    setPopup(null);
  }, []);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  // Expanding the menu closes what the collapsed one had open (it would open again when collapsed).
  useEffect(() => {
    if (!collapsed) closePopup();
  }, [collapsed, closePopup]);

  // The entry of the route itself first (a child of a sub-menu), else the one of its parent marker.
  const entryOf = (route?: string) => (route ? [...byKey.values()].find((m) => m.route === route)?.key : undefined);
  const selectedPath = pathTo(nodes, entryOf(routeName) ?? entryOf(currentRoute));
  const selected = new Set(selectedPath);

  // A first frame that knows the host's entries only: the menu fills when the plugins are in.
  if (frame !== null && !frame.complete) return <nav className="gr-menu" aria-label={texts.mainMenu} aria-busy="true" />;

  /** A plain click or Enter on an entry: the router, or the external-open service. */
  const follow = (entry: MenuItemContribution) => {
    closePopup();
    if (entry.href) openExternal(entry.href, entry.target ?? 'window');
    else if (entry.route) navigate(`/${pathOf.get(entry.route) ?? entry.route}`);
  };
  const onEntryClick = (entry: MenuItemContribution) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window asked for on the entry's link: the browser opens it.
    if (isModifiedClick(event)) return;
    event.preventDefault();
    follow(entry);
  };
  const onEntryKey = (entry: MenuItemContribution) => (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== 'Enter' || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    follow(entry);
  };

  const toggle = (node: MenuNode, title: HTMLElement, pinned: boolean) => {
    if (collapsed) {
      cancelClose();
      setPopup((open) =>
        open?.key === node.key && open.kind === 'flyout' && (open.pinned || !pinned) ? null : { key: node.key, kind: 'flyout', anchor: title, pinned },
      );
      return;
    }
    setClosed((keys) => {
      const next = new Set(keys);
      if (!next.delete(node.key)) next.add(node.key);
      return next;
    });
  };

  /** The collapsed menu's top-level item: its popup opens on hover and on the keyboard's focus. */
  const popupHandlers = (node: MenuNode, kind: Popup['kind']) =>
    collapsed
      ? {
          onMouseEnter: (event: MouseEvent<HTMLLIElement>) => {
            cancelClose();
            const anchor = anchorOf(event.currentTarget, kind);
            setPopup((open) => (open?.key === node.key ? open : { key: node.key, kind, anchor, pinned: false }));
          },
          onMouseLeave: () => {
            if (popup?.key === node.key && popup.pinned) return;
            cancelClose();
            closeTimer.current = setTimeout(() => setPopup((open) => (open?.key === node.key && !open.pinned ? null : open)), CLOSE_DELAY_MS);
          },
          onPointerDown: () => {
            quietFocus.current = true;
            setTimeout(() => {
              quietFocus.current = false;
            });
          },
          onFocus: (event: FocusEvent<HTMLLIElement>) => {
            if (quietFocus.current || event.currentTarget.contains(event.relatedTarget as Node | null)) return;
            cancelClose();
            setPopup({ key: node.key, kind, anchor: anchorOf(event.currentTarget, kind), pinned: kind === 'flyout' });
          },
          onBlur: (event: FocusEvent<HTMLLIElement>) => {
            if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
            setPopup((open) => (open?.key === node.key ? null : open));
          },
          onKeyDown: (event: KeyboardEvent<HTMLLIElement>) => {
            if (event.key !== 'Escape' || popup?.key !== node.key) return;
            event.stopPropagation();
            closePopup();
            if (kind !== 'flyout') return;
            quietFocus.current = true;
            anchorOf(event.currentTarget, kind).focus();
            quietFocus.current = false;
          },
        }
      : {};

  // A top-level item's icon, large as Semi drew it (its label part of the item's name, as it was:
  // 订单与发票's title is not its entry 订单与发票); below, the place of Semi's empty icon is the
  // stylesheet's indent (shell.css).
  const icon = (node: MenuNode, level: number) => (level === 0 ? <i className={`${NAV}-item-icon ${NAV}-item-icon-info`}>{largeIcon(node.icon)}</i> : null);

  const renderEntry = (node: MenuNode, level: number): ReactNode => {
    const entry = node.entry as MenuItemContribution;
    const isSelected = selected.has(node.key);
    const top = level === 0 && collapsed;
    return (
      <li
        key={node.key}
        role="none"
        className={`${NAV}-item-normal ${NAV}-item ${NAV}-item-has-link${isSelected ? ` ${NAV}-item-selected` : ''}${top ? ` ${NAV}-item-collapsed` : ''}`}
        {...(level === 0 ? popupHandlers(node, 'name') : {})}
      >
        <a
          role="menuitem"
          className={`${NAV}-item-link`}
          href={node.href}
          {...(node.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          aria-current={isSelected ? 'page' : undefined}
          onClick={onEntryClick(entry)}
          onKeyDown={onEntryKey(entry)}
        >
          {icon(node, level)}
          <span className={`${NAV}-item-text`}>{node.text}</span>
        </a>
        {top && popup?.key === node.key && popup.kind === 'name' && (
          <MenuPopup className="gr-menu-name" anchor={popup.anchor} placement="beside" onOutside={closePopup}>
            {node.text}
          </MenuPopup>
        )}
      </li>
    );
  };

  const renderSubMenu = (node: MenuNode, level: number): ReactNode => {
    const children = node.children ?? [];
    const flyout = collapsed && level === 0;
    const open = flyout ? popup?.key === node.key && popup.kind === 'flyout' : !closed.has(node.key);
    const list = (
      // biome-ignore lint/a11y/useSemanticElements: a sub-menu's entries are a group of the menu (ARIA's menu pattern), not a form's fieldset.
      <ul role="group" aria-label={node.text} className={`${NAV}-sub${open ? ` ${NAV}-sub-open` : ''}`}>
        {children.map((child) => render(child, level + 1))}
      </ul>
    );
    return (
      <li
        key={node.key}
        role="none"
        className={`${NAV}-sub-wrap ${NAV}-item ${NAV}-item-sub${flyout ? ` ${NAV}-item-collapsed` : ''}`}
        {...(level === 0 ? popupHandlers(node, 'flyout') : {})}
      >
        <div
          role="menuitem"
          tabIndex={0}
          className={`${NAV}-sub-title${selected.has(node.key) ? ` ${NAV}-sub-title-selected` : ''}`}
          aria-expanded={open}
          aria-haspopup={flyout ? 'true' : undefined}
          onClick={(event) => toggle(node, event.currentTarget, true)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault();
            toggle(node, event.currentTarget, true);
          }}
        >
          <div className={`${NAV}-item-inner`}>
            {icon(node, level)}
            <span className={`${NAV}-item-text`}>{node.text}</span>
            {!flyout && (
              <i className={`${NAV}-item-icon ${NAV}-item-icon-toggle-right`} aria-hidden="true">
                <span className={`semi-icon semi-icon-default semi-icon-chevron_down ${NAV}-icon-rotate-${open ? 180 : 0}`}>{CHEVRON}</span>
              </i>
            )}
          </div>
        </div>
        {open &&
          (flyout && popup ? (
            <MenuPopup className="gr-menu-flyout" anchor={popup.anchor} placement="flyout" onOutside={closePopup}>
              {list}
            </MenuPopup>
          ) : (
            list
          ))}
      </li>
    );
  };

  const render = (node: MenuNode, level: number): ReactNode => (node.children ? renderSubMenu(node, level) : renderEntry(node, level));

  return (
    <nav className="gr-menu" aria-label={texts.mainMenu}>
      <div className={`${NAV} ${NAV}-vertical${collapsed ? ` ${NAV}-collapsed` : ''}`}>
        <div className={`${NAV}-inner`}>
          <div className={`${NAV}-header-list-outer${collapsed ? ` ${NAV}-header-list-outer-collapsed` : ''}`}>
            <div className={`${NAV}-list-wrapper`}>
              {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA's menu pattern on Semi's list markup — the list items are presentational, the entries menuitems. */}
              <ul role="menu" aria-orientation="vertical" className={`${NAV}-list`}>
                {nodes.map((node) => render(node, 0))}
              </ul>
            </div>
          </div>
          {/* Semi's (empty) footer: the list ends above it, as it did. */}
          <div className={`${NAV}-footer${collapsed ? ` ${NAV}-footer-collapsed` : ''}`} />
        </div>
      </div>
    </nav>
  );
});

/** A Semi icon at Semi's menu size (`large`, unless the contribution chose one); any other node as it is. */
function largeIcon(icon: ReactNode): ReactNode {
  if (!isValidElement<{ size?: string }>(icon) || (icon.type as { elementType?: string }).elementType !== 'Icon') return icon;
  return icon.props.size ? icon : cloneElement(icon, { size: 'large' });
}

/** What a collapsed item's popup is placed beside: a sub-menu's title, or the entry itself. */
function anchorOf(item: HTMLElement, kind: Popup['kind']): HTMLElement {
  return kind === 'flyout' ? ((item.querySelector(`.${NAV}-sub-title`) as HTMLElement | null) ?? item) : item;
}
