import type { HomeWidgetContribution, MenuItemOptions, ProductCardContribution, PurchaseItemContribution, RouteOptions } from './contributions';
import type { PathParams, RouteRef } from './routeRefs';
import type { ShellConfig } from './services';

/**
 * The version of this sdk; a plugin's `sdk` range must match it or the loader refuses it.
 * @public
 */
export const SDK_VERSION = '1.3.0';

/**
 * What `setup` receives: registration only — no rendering, no fetching.
 * @public
 */
export interface PluginContext {
  /** The plugin's own id. */
  readonly pluginId: string;
  /** Configuration of the running environment (hosts, addresses). */
  readonly config: ShellConfig;
  /**
   * Registers a routed page and returns its reference (the `ref` given, or one made from `name`),
   * which menu items, {@link useRouteRef} and {@link RouteLink} take.
   */
  addRoute<const Path extends string>(route: RouteOptions<Path>): RouteRef<PathParams<Path>>;
  /** Adds an entry to the left menu, pointing at a route by reference (or a container by path). */
  addMenuItem(item: MenuItemOptions): void;
  addProductCard(card: ProductCardContribution): void;
  addPurchaseItem(item: PurchaseItemContribution): void;
  addHomeWidget(widget: HomeWidgetContribution): void;
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
