import type {
  Contributions,
  HomeWidgetContribution,
  MenuItemContribution,
  ProductCardContribution,
  PurchaseItemContribution,
  RouteContribution,
} from './contributions';
import type { ShellConfig } from './services';

/** The version of this sdk; a plugin's `sdk` range must match it or the loader refuses it. */
export const SDK_VERSION = '1.0.0';

/** What `setup` receives: registration only — no rendering, no fetching. */
export interface PluginContext {
  /** The plugin's own id. */
  readonly pluginId: string;
  /** Configuration of the running environment (hosts, addresses). */
  readonly config: ShellConfig;
  addRoute(route: RouteContribution): void;
  addMenuItem(item: MenuItemContribution): void;
  addProductCard(card: ProductCardContribution): void;
  addPurchaseItem(item: PurchaseItemContribution): void;
  addHomeWidget(widget: HomeWidgetContribution): void;
}

/** A plugin, default-exported from its entry module. */
export interface PluginDefinition {
  /** Unique id, lowercase (`live`, `photo`…). */
  id: string;
  /** Semver range of the sdk it was built for, e.g. `^1`. */
  sdk: string;
  /** Registers the plugin's contributions. */
  setup(ctx: PluginContext): void;
}

/** Declares a plugin. Identity at run time; it exists for the types. */
export function definePlugin(definition: PluginDefinition): PluginDefinition {
  return definition;
}

/** Runs a plugin's `setup` and returns what it registered (used by the registry and the harness). */
export function collectContributions(plugin: PluginDefinition, config: ShellConfig): Contributions {
  const collected: Contributions = { routes: [], menuItems: [], productCards: [], purchaseItems: [], homeWidgets: [] };
  plugin.setup({
    pluginId: plugin.id,
    config,
    addRoute: (route) => collected.routes.push(route),
    addMenuItem: (item) => collected.menuItems.push(item),
    addProductCard: (card) => collected.productCards.push(card),
    addPurchaseItem: (item) => collected.purchaseItems.push(item),
    addHomeWidget: (widget) => collected.homeWidgets.push(widget),
  });
  return collected;
}
