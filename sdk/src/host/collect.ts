import type { Contributions, MenuItemContribution, MenuItemOptions, RouteContribution } from '../contributions';
import { devTexts } from '../devTexts';
import type { PluginDefinition, Unregister } from '../plugin';
import { type AnyRouteRef, createRouteRef, isRouteRef, pathParamNames } from '../routeRefs';
import type { ShellConfig } from '../services';

const sameNames = (a: readonly string[], b: readonly string[]) => [...a].sort().join(',') === [...b].sort().join(',');

/** What `ctx.addRoute` receives, its path's parameters erased. */
type AnyRouteOptions = Omit<RouteContribution, 'name' | 'menuParent'> & { ref?: AnyRouteRef; name?: string; menuParent?: AnyRouteRef };

/** The stored route of `ctx.addRoute(options)` and its reference; throws, in Chinese, on a wrong one. */
export function routeOf(options: AnyRouteOptions): { route: RouteContribution; ref: AnyRouteRef } {
  const { ref: given, name, menuParent, ...rest } = options;
  if (typeof (options.path as unknown) !== 'string') throw new Error(devTexts.pathNotString);
  const params = pathParamNames(options.path);
  let ref: AnyRouteRef;
  if (given !== undefined) {
    if (!isRouteRef(given) || given.kind !== 'route') throw new Error(devTexts.refNotCreated(options.path));
    if (name !== undefined) throw new Error(devTexts.refAndName(options.path));
    if (!sameNames(given.params, params)) {
      throw new Error(devTexts.routeParamsDiffer(options.path, devTexts.params(params.join(',')), given.id, devTexts.params(given.params.join(','))));
    }
    ref = given;
  } else {
    if (typeof name !== 'string') throw new Error(devTexts.refOrName(options.path));
    ref = createRouteRef({ id: name, params });
  }
  if (menuParent !== undefined && !isRouteRef(menuParent)) throw new Error(devTexts.menuParentNotRef(options.path));
  const route: RouteContribution = { ...rest, name: ref.id, ...(menuParent ? { menuParent: menuParent.id } : {}) };
  return { route, ref };
}

/** The stored menu item of `ctx.addMenuItem(options)`: its route by the reference's id, or the container's path. */
export function menuItemOf(options: MenuItemOptions): MenuItemContribution {
  const { route, container, ...rest } = options;
  if (route !== undefined && container !== undefined) throw new Error(devTexts.routeAndContainer(options.key));
  if (route !== undefined) {
    if (!isRouteRef(route)) throw new Error(devTexts.menuRouteNotRef(options.key));
    if ((route as AnyRouteRef).params.length > 0) throw new Error(devTexts.menuRouteWithParams(options.key, route.id));
    return { ...rest, route: route.id };
  }
  if (container !== undefined) {
    if (typeof container !== 'string' || container === '') throw new Error(devTexts.badContainer(options.key));
    return { ...rest, route: container };
  }
  return rest;
}

/**
 * A kind of contribution: the name of its list in {@link Contributions}.
 * @internal
 */
export type ContributionKind = keyof Contributions;

/**
 * One contribution a plugin undid after its setup: its kind and what it had registered.
 * @internal
 */
export type RemovedContribution = { [K in ContributionKind]: { kind: K; item: Contributions[K][number] } }[ContributionKind];

/**
 * Runs a plugin's `setup` and returns what it registered (used by the registry and the harness).
 * Each `ctx.add*` returns its undo: during the setup it takes the contribution out of what is
 * returned; afterwards it is reported to `onRemoved` (the registry drops it). Once only.
 * @internal
 */
export function collectContributions(plugin: PluginDefinition, config: ShellConfig, onRemoved?: (removed: RemovedContribution) => void): Contributions {
  const collected: Contributions = { routes: [], menuItems: [], productCards: [], purchaseItems: [], homeWidgets: [] };
  let setupDone = false;
  const add = <K extends ContributionKind>(kind: K, item: Contributions[K][number]): Unregister => {
    (collected[kind] as unknown[]).push(item);
    let undone = false;
    return () => {
      if (undone) return;
      undone = true;
      if (!setupDone) {
        const list = collected[kind] as unknown[];
        list.splice(list.indexOf(item), 1);
      } else onRemoved?.({ kind, item } as RemovedContribution);
    };
  };
  plugin.setup({
    pluginId: plugin.id,
    config,
    addRoute: (options) => {
      const { route, ref } = routeOf(options as AnyRouteOptions);
      return Object.freeze({ ...ref, unregister: add('routes', route) }) as never;
    },
    addMenuItem: (item) => add('menuItems', menuItemOf(item)),
    addProductCard: (card) => add('productCards', card),
    addPurchaseItem: (item) => add('purchaseItems', item),
    addHomeWidget: (widget) => add('homeWidgets', widget),
  });
  setupDone = true;
  return collected;
}
