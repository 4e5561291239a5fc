import type { ComponentType, ReactNode } from 'react';
import type { FilterCodecs } from './listQuery';
import type { ListSource } from './listSource';
import type { AnyRouteRef, ExternalRouteRef, PathParams, RouteRef } from './routeRefs';
import type { ExternalTarget } from './services';
import { texts } from './texts';

/**
 * A lazily loaded screen: a module whose default export is the page component.
 * @public
 */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** A menu section: its id, its title read in the page's language when read (issue 29). */
function section<const Id extends keyof typeof texts.sections>(id: Id): { readonly id: Id; readonly title: string } {
  return Object.freeze({
    id,
    get title() {
      return texts.sections[id];
    },
  });
}

/** A product-drawer group: its id, its title read in the page's language when read (issue 29). */
function drawerGroup<const Id extends keyof typeof texts.drawerGroups>(id: Id): { readonly id: Id; readonly title: string } {
  return Object.freeze({
    id,
    get title() {
      return texts.drawerGroups[id];
    },
  });
}

/**
 * The eight top-level sections of the left menu, in SPEC §2 order.
 * Sections are filled by contributions; a section nobody fills is not shown.
 * @public
 */
export const MENU_SECTIONS = [
  section('home'),
  section('activity'),
  section('assets'),
  section('data'),
  section('marketing'),
  section('ai'),
  section('orders'),
  section('account'),
] as const;

/**
 * Id of a left-menu section.
 * @public
 */
export type MenuSection = (typeof MENU_SECTIONS)[number]['id'];

/**
 * A routed screen under `/admin/`.
 * Example: `{ path: 'activity/live', name: 'live', title: '图文直播', page: () => import('./ListPage') }`.
 * @public
 */
export interface RouteContribution {
  /** Path under `/admin/`, without a leading slash; may hold `:params`. */
  path: string;
  /** Unique route name; menu items point at it. */
  name: string;
  /** Chinese title (document title, breadcrumbs, diagnostics). */
  title: string;
  /** The lazily loaded page. */
  page: PageLoader;
  /**
   * The list the page shows at once ({@link ListSource}, declared outside the page's file): its first
   * page is asked for as soon as the route is entered — a menu entry, a link or Back followed — while
   * the page's files still download, and the page's list controller (`useListController({ source })`)
   * takes that call's answer instead of asking when it renders (issue 25). Not for a list the page
   * shows only in some of its states, unless its address says which ({@link ListSource.shownAt}).
   */
  list?: ListSource<unknown, FilterCodecs, string>;
  /**
   * The page draws charts (the chart kit's `ChartFrame`, `@greenroom/sdk/charts`) as soon as it shows:
   * echarts is asked for as the route is entered, while the page's files still download, instead of
   * at its first chart's mount (issue 25). Not for a page that draws a chart only on demand.
   */
  charts?: boolean;
  /** Parent marker: the name of the route whose menu entry stays highlighted on this route. */
  menuParent?: string;
  /**
   * Path of a container route this route is a child of (SPEC §2 table, e.g. `order`,
   * `data/activity`). The host creates the container; it redirects to its first enabled child by
   * `order`, and its route name is its path.
   */
  container?: string;
  /** Position among the container's children; lower first. */
  order?: number;
  /**
   * Its name among the container's children, on the tabs every child shows
   * (the kit's `ContainerTabs`: `直播`, `云摄影`, `活动`); `title` when not given.
   */
  tab?: string;
}

/**
 * What `ctx.addRoute` takes: a route bound to a {@link RouteRef} (`ref`, whose id becomes the route's
 * name; its parameters must be the path's), or — for a route nothing links to by reference — a plain
 * `name`, for which `addRoute` makes the reference. `menuParent` names the parent by reference.
 * Example: `ctx.addRoute({ ref: previewRef, path: 'marketing-preview/:type', title: '营销工具预览', page })`.
 * @public
 */
export type RouteOptions<Path extends string = string> = Omit<RouteContribution, 'path' | 'name' | 'menuParent'> & {
  /** Path under `/admin/`, without a leading slash; its `:params` are the reference's. */
  path: Path;
  /** The route whose menu entry stays highlighted on this one. */
  menuParent?: AnyRouteRef;
} & ({ ref: RouteRef<PathParams<Path>>; name?: undefined } | { name: string; ref?: undefined });

/**
 * An entry of the left menu. Exactly one of `route` or `href` is given, except on an entry that
 * others name as their `parent`: it is a sub-menu title and needs neither.
 * @public
 */
export interface MenuItemContribution {
  /** Section it belongs to. */
  section: MenuSection;
  /** Unique key. */
  key: string;
  /** Chinese label. */
  text: string;
  /** Position within its section; lower first. */
  order?: number;
  /** Icon shown beside the label. */
  icon?: ReactNode;
  /** Name of the route it navigates to (a container's name is its path); the id of the reference given to `addMenuItem`. */
  route?: string;
  /** External address opened instead of a route. */
  href?: string;
  /** How `href` opens: a new tab or a new window (the default, SPEC §2 "Left menu"). */
  target?: ExternalTarget;
  /**
   * Key of another entry of the same section this one is listed under: 平台活动 → 其他产品 → 微站 /
   * 问卷调查. The parent becomes a sub-menu (open by default, highlighted while one of its entries
   * is); without a visible child it is not shown. A parent with a page of its own — 营销中心, key
   * `marketing-center` — becomes the group of the entries under it, its page listed first.
   */
  parent?: string;
}

/**
 * What `ctx.addMenuItem` takes: the entry's route by reference (`route: liveListRef`, or another
 * plugin's through an optional {@link ExternalRouteRef}: the entry is hidden while that plugin is
 * disabled), or by `container` path (SPEC §2 fixes the container URLs, e.g. `order`, `data/activity`).
 * @public
 */
export type MenuItemOptions = Omit<MenuItemContribution, 'route'> & {
  /** The route it navigates to (a route without parameters). */
  route?: RouteRef | ExternalRouteRef<never, boolean>;
  /** Path of the container route it navigates to (it redirects to its first child). */
  container?: string;
};

/**
 * Groups of the product drawer (SPEC §2 "Product drawer"), in order.
 * @public
 */
export const DRAWER_GROUPS = [drawerGroup('live'), drawerGroup('events'), drawerGroup('service'), drawerGroup('support')] as const;

/**
 * Id of a product-drawer group.
 * @public
 */
export type DrawerGroup = (typeof DRAWER_GROUPS)[number]['id'];

/**
 * Product ids of SPEC §1 (1 live streaming … 15 private cloud).
 * @public
 */
export type ProductId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15;

/**
 * A card of the product drawer: a plugin names the product it is the back office of and where that
 * is. What the card shows — title, description, keywords, edition names, tag and drawer group — is
 * the product catalogue's (`@greenroom/contracts/catalogue`, SPEC §1), which the host reads: the
 * texts of a product are declared once for the console, the server's prices and the marketing centre.
 * Where it sits is the catalogue's too: its group, and the order of SPEC §2 within the group.
 * Example: `ctx.addProductCard({ productId: 1, href: ctx.config.products.live.admin })`.
 * @public
 */
export interface ProductCardContribution {
  /** Product id of SPEC §1. */
  productId: ProductId;
  /** The product's back office, opened in a new tab on click. */
  href: string;
  /** Also listed under hot recommendations (a product tagged HOT always is). */
  hot?: boolean;
}

/**
 * An item of the purchase picker (SPEC §2 "Purchase picker").
 * @public
 */
export interface PurchaseItemContribution {
  key: string;
  text: string;
  description?: string;
  /** Purchase page, opened in a new tab. */
  href: string;
  order?: number;
  /** The product (SPEC §1) it buys: the product drawer's card of that product offers it as 购买 / 续费. */
  productId?: ProductId;
}

/**
 * A widget on the console home (`/admin/basic`).
 * @public
 */
export interface HomeWidgetContribution {
  key: string;
  title: string;
  order?: number;
  /** The lazily loaded widget. */
  component: PageLoader;
}

/**
 * Everything one plugin contributed, as the registry keeps it.
 * @public
 */
export interface Contributions {
  routes: RouteContribution[];
  menuItems: MenuItemContribution[];
  productCards: ProductCardContribution[];
  purchaseItems: PurchaseItemContribution[];
  homeWidgets: HomeWidgetContribution[];
}
