import type { HomeWidgetContribution, MenuItemOptions, ProductCardContribution, PurchaseItemContribution, RouteOptions } from './contributions';
import type { PathParams, RouteRef } from './routeRefs';
import type { ShellConfig } from './services';

/**
 * The version of this sdk; a plugin's `sdk` range must match it or the loader refuses it.
 * @public
 */
export const SDK_VERSION = '2.12.1';

/**
 * Undoes one contribution (issue 28): what every `ctx.add*` gives back. Called during `setup`, the
 * contribution is never registered; called later, the console removes it from its menus, drawer,
 * purchase picker and home (the router's table is built at start: a removed route's page goes with the
 * next load). Calling it again does nothing.
 * @public
 */
export type Unregister = () => void;

/**
 * What `addRoute` returns: the route's reference (the `ref` given, or one made from `name`), which
 * menu items, {@link useRouteRef} and {@link RouteLink} take, with `unregister` to undo the route.
 * @public
 */
export type RegisteredRoute<Params extends string = never> = RouteRef<Params> & { readonly unregister: Unregister };

/**
 * What `setup` receives: registration only — no rendering, no fetching. Every `add*` returns how to
 * undo it ({@link Unregister}).
 * @public
 */
export interface PluginContext {
  /** The plugin's own id. */
  readonly pluginId: string;
  /** Configuration of the running environment (hosts, addresses). */
  readonly config: ShellConfig;
  /**
   * Registers a routed page and returns its reference (the `ref` given, or one made from `name`),
   * which menu items, {@link useRouteRef} and {@link RouteLink} take; its `unregister` undoes the route.
   */
  addRoute<const Path extends string>(route: RouteOptions<Path>): RegisteredRoute<PathParams<Path>>;
  /** Adds an entry to the left menu, pointing at a route by reference (or a container by path). */
  addMenuItem(item: MenuItemOptions): Unregister;
  /** Names the back office of a product of the catalogue, for its product-drawer card. */
  addProductCard(card: ProductCardContribution): Unregister;
  addPurchaseItem(item: PurchaseItemContribution): Unregister;
  addHomeWidget(widget: HomeWidgetContribution): Unregister;
}

/**
 * A plugin, default-exported from its entry module.
 * @public
 */
export interface PluginDefinition {
  /** Unique id, lowercase (`live`, `photo`…). */
  id: string;
  /** Semver range of the sdk it was built for, e.g. `^1`. */
  sdk: string;
  /** Registers the plugin's contributions. */
  setup(ctx: PluginContext): void;
}

/**
 * Declares a plugin. Identity at run time; it exists for the types.
 * @public
 */
export function definePlugin(definition: PluginDefinition): PluginDefinition {
  return definition;
}
