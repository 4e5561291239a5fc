import { MENU_SECTIONS, type MenuItemContribution, type RouteContribution } from '@greenroom/sdk';
import type { ReactNode } from 'react';

/** An entry of the side menu: a link (an entry of its own) or a sub-menu (its children). */
export interface MenuNode {
  key: string;
  text: string;
  icon?: ReactNode;
  children?: MenuNode[];
  /** The entry's address: a route under the console's base, or an external page (opened in a new tab). */
  href?: string;
  external?: boolean;
  /** The contribution an entry with an address stands for (how a plain click follows it). */
  entry?: MenuItemContribution;
}

/** The menu built from the registry's contributions (see {@link buildMenu}). */
export interface Menu {
  nodes: MenuNode[];
  /** A route's path by name (a container's name is its path). */
  pathOf: Map<string, string>;
  /** Every entry with an address by key. */
  byKey: Map<string, MenuItemContribution>;
}

/** Sections shown as a single top-level entry rather than a sub-menu. */
const LEAF_SECTIONS = new Set(['home', 'marketing', 'ai']);

/**
 * The left menu of SPEC §2: the eight sections in order, filled by contributions; a section nobody
 * fills is not shown. An entry naming a `parent` is listed in that entry's sub-menu; a parent with a
 * page of its own (营销中心) becomes the group of the entries under it, its own page listed first
 * (issue 27 §11). `sectionIcons` gives an icon to a section whose contributions bring none: the
 * collapsed menu shows icons only. Entries below the top level carry no icon.
 */
export function buildMenu(
  menuItems: readonly { item: unknown }[],
  routes: readonly { route: Pick<RouteContribution, 'name' | 'path' | 'container'> }[],
  base: string,
  sectionIcons: Partial<Record<string, ReactNode>>,
): Menu {
  const byKey = new Map<string, MenuItemContribution>();
  const pathOf = new Map<string, string>();
  for (const { route } of routes) {
    pathOf.set(route.name, route.path);
    if (route.container) pathOf.set(route.container, route.container);
  }
  /** The node of an entry with an address, or null when it has none. */
  const leaf = (entry: MenuItemContribution, icon?: ReactNode): MenuNode | null => {
    if (entry.href) return { key: entry.key, text: entry.text, icon, href: entry.href, external: true, entry };
    if (entry.route) return { key: entry.key, text: entry.text, icon, href: `${base}/${pathOf.get(entry.route) ?? entry.route}`, entry };
    return null;
  };
  const nodes: MenuNode[] = [];
  for (const section of MENU_SECTIONS) {
    const entries = menuItems
      .map((m) => m.item as MenuItemContribution)
      // An entry whose route nobody registered (a shared container no enabled plugin fills) is hidden.
      .filter((m) => m.section === section.id && (!m.route || pathOf.has(m.route)))
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
    if (!entries.length) continue;
    for (const entry of entries) if (entry.href || entry.route) byKey.set(entry.key, entry);
    const sectionIcon = entries.find((e) => e.icon)?.icon ?? sectionIcons[section.id];
    const topLevel = LEAF_SECTIONS.has(section.id);
    // Entries naming a parent of their section are listed in its sub-menu; a parent left without a
    // child (its routes not registered) and without an address of its own is hidden.
    const isChild = (e: MenuItemContribution) => !!e.parent && entries.some((p) => p.key === e.parent && !p.parent);
    const sectionNodes = entries
      .filter((e) => !isChild(e))
      .flatMap((e): MenuNode[] => {
        const icon = topLevel ? (e.icon ?? sectionIcons[section.id]) : undefined;
        const children = entries.filter((c) => c.parent === e.key && isChild(c)).flatMap((c) => leaf(c) ?? []);
        const own = leaf(e, icon);
        if (!children.length) return own ? [own] : [];
        // Its own page first, without an icon (the group's title has it).
        return [{ key: own ? `group:${e.key}` : e.key, text: e.text, icon, children: own ? [{ ...own, icon: undefined }, ...children] : children }];
      });
    if (!sectionNodes.length) continue;
    if (topLevel) nodes.push(...sectionNodes);
    else nodes.push({ key: `section:${section.id}`, text: section.title, icon: sectionIcon, children: sectionNodes });
  }
  return { nodes, pathOf, byKey };
}

/**
 * The keys of the menu's nodes from the top down to the entry `key` (its sub-menus and itself), or
 * an empty list when no entry has it.
 */
export function pathTo(nodes: readonly MenuNode[], key: string | undefined): string[] {
  if (!key) return [];
  for (const node of nodes) {
    if (node.key === key && !node.children) return [key];
    if (node.children) {
      const below = pathTo(node.children, key);
      if (below.length) return [node.key, ...below];
    }
  }
  return [];
}
