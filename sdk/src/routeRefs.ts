import type { RouteObject } from 'react-router-dom';
import { devTexts } from './devTexts';

/**
 * The `:param` names of a route path, as a union: `PathParams<'marketing-preview/:type'>` is `'type'`,
 * a path without parameters gives `never`.
 * @public
 */
export type PathParams<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParams<Rest>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/**
 * A reference to one of a plugin's own routes (after Backstage's `RouteRef`): created once at module
 * level with {@link createRouteRef}, bound to a path by `ctx.addRoute({ ref, path, … })`, and used by
 * menu items (`route: ref`), {@link useRouteRef} and {@link RouteLink} instead of a path string. Its
 * `id` is the route's unique name in the console.
 * @public
 */
export interface RouteRef<Params extends string = never> {
  readonly kind: 'route';
  /** Unique name of the route in the console (its route name). */
  readonly id: string;
  /** The `:param` names its path carries. */
  readonly params: readonly Params[];
  /** Keeps `RouteRef<'id'>` and `RouteRef<never>` apart in the types; never set. */
  readonly paramsType?: (params: Params) => Params;
}

/**
 * A route of ANOTHER plugin this plugin links to (after Backstage's `ExternalRouteRef`): declared by
 * the linking plugin with {@link createExternalRouteRef}, it is bound at run time to the route whose
 * {@link RouteRef} has the same `id` — the id the target plugin announces in its README. When the
 * target plugin is disabled (or its route has other parameters), an `optional` reference resolves to
 * nothing and {@link RouteLink} shows the link as unavailable, with the reference's `unavailable` text.
 * @public
 */
export interface ExternalRouteRef<Params extends string = never, Optional extends boolean = boolean> {
  readonly kind: 'external';
  /** Id of the {@link RouteRef} it binds to. */
  readonly id: string;
  /** The `:param` names the bound route's path must carry. */
  readonly params: readonly Params[];
  /** Whether the console works without the target (the link is then unavailable). */
  readonly optional: Optional;
  /** Why the link is unavailable when unbound, in Chinese (e.g. `订单插件未启用`). */
  readonly unavailable: string;
  /** Keeps references with different parameters apart in the types; never set. */
  readonly paramsType?: (params: Params) => Params;
}

/**
 * Any route reference, whatever its parameters (what the registry keeps).
 * @public
 */
export type AnyRouteRef =
  | Pick<RouteRef<string>, 'kind' | 'id' | 'params'>
  | Pick<ExternalRouteRef<string, boolean>, 'kind' | 'id' | 'params' | 'optional' | 'unavailable'>;

/**
 * The values of a route's parameters, by name.
 * @public
 */
export type RouteParams<Params extends string> = { readonly [Name in Params]: string | number };

/**
 * The path builder a resolved reference gives: `() => '/activity/live'`, or
 * `({ type }) => '/marketing-preview/' + type` for a route with parameters.
 * @public
 */
export type RouteFunc<Params extends string> = [Params] extends [never] ? () => string : (params: RouteParams<Params>) => string;

/** Options of {@link createRouteRef}. @public */
export interface RouteRefOptions<Params extends string> {
  /** Unique route name in the console, e.g. `purchase`, `marketing-preview`. */
  id: string;
  /** The `:param` names of the route's path, e.g. `['type']`. */
  params?: readonly Params[];
}

/** Options of {@link createExternalRouteRef}. @public */
export interface ExternalRouteRefOptions<Params extends string, Optional extends boolean> {
  /** Id of the other plugin's {@link RouteRef}, e.g. `purchase` (the orders plugin's purchase page). */
  id: string;
  /** The `:param` names the bound route's path must carry. */
  params?: readonly Params[];
  /** True when this plugin works without the target: the link is then shown as unavailable. */
  optional?: Optional;
  /**
   * Why the link is unavailable; `目标插件未启用` (The target plugin is not enabled) by default. A
   * function is read each time the reason is shown: `() => texts.ordersOff` (a reference is made at
   * a module's top, where a catalogue must not be read).
   */
  unavailable?: string | (() => string);
}

/** A route name: letters, digits, `-`, `_`, `/` and `.`, starting with a letter. */
const ID = /^[a-z][a-z0-9/_.-]*$/i;
const PARAM = /^[A-Za-z_][A-Za-z0-9_]*$/;

function checkedId(what: string, id: unknown): string {
  if (typeof id !== 'string' || !ID.test(id)) throw new Error(devTexts.badId(what, String(id)));
  return id;
}

function checkedParams<Params extends string>(what: string, id: string, params: readonly Params[] | undefined): readonly Params[] {
  const list = params ?? [];
  if (!Array.isArray(list)) throw new Error(devTexts.paramsNotArray(what, id));
  for (const name of list) {
    if (typeof name !== 'string' || !PARAM.test(name)) throw new Error(devTexts.badParam(what, id, String(name)));
  }
  if (new Set(list).size !== list.length) throw new Error(devTexts.duplicateParams(what, id));
  return Object.freeze([...list]);
}

/**
 * Creates a reference to one of this plugin's routes; bind it with `ctx.addRoute({ ref, path, … })`.
 * The parameters are typed: `createRouteRef({ id: 'marketing-preview', params: ['type'] })` builds
 * paths only from `{ type }`.
 * @public
 */
export function createRouteRef<const Params extends string = never>(options: RouteRefOptions<Params>): RouteRef<Params> {
  const id = checkedId(devTexts.routeRef, options?.id);
  return Object.freeze({ kind: 'route', id, params: checkedParams(devTexts.routeRef, id, options.params) });
}

/**
 * Declares a route of another plugin this plugin links to, by the id of that plugin's
 * {@link RouteRef}: `createExternalRouteRef({ id: 'purchase', optional: true, unavailable: '订单插件未启用' })`.
 * @public
 */
export function createExternalRouteRef<const Params extends string = never, const Optional extends boolean = false>(
  options: ExternalRouteRefOptions<Params, Optional>,
): ExternalRouteRef<Params, Optional> {
  const id = checkedId(devTexts.externalRouteRef, options?.id);
  const given = options.unavailable;
  if (given !== undefined && typeof given !== 'function' && (typeof given !== 'string' || given.trim() === '')) throw new Error(devTexts.emptyUnavailable(id));
  return Object.freeze({
    kind: 'external',
    id,
    params: checkedParams(devTexts.externalRouteRef, id, options.params),
    optional: (options.optional ?? false) as Optional,
    // Read when shown (references are made at a module's top, once for pages of both languages).
    get unavailable() {
      return (typeof given === 'function' ? given() : given) ?? devTexts.targetDisabled;
    },
  });
}

/**
 * Whether a value is a reference made by {@link createRouteRef} or {@link createExternalRouteRef}.
 * @beta the shape it checks may grow with the references
 */
export function isRouteRef(value: unknown): value is AnyRouteRef {
  const ref = value as AnyRouteRef | null;
  return !!ref && typeof ref === 'object' && (ref.kind === 'route' || ref.kind === 'external') && typeof ref.id === 'string' && Array.isArray(ref.params);
}

/**
 * The `:param` names of a path, in order (`a/:x/b/:y?` → `['x', 'y']`).
 * @beta may move to the host entry once no plugin needs it
 */
export function pathParamNames(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1).replace(/\?$/, ''));
}

/** Fills a path's `:params` (each value URI-encoded); a missing value throws. */
export function fillRoutePath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)\??/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(devTexts.missingParam(path, name));
    return encodeURIComponent(String(value));
  });
  return `/${filled}`.replace(/\/+/g, '/');
}

/**
 * What resolving a reference against the console's routes gives: a path builder, or why not.
 * @internal
 */
export type RouteRefResolution = { ok: true; path: string } | { ok: false; reason: string };

/**
 * Resolves a reference against a route tree (the console's, or the test harness's): the path of the
 * route whose name is the reference's id, when its parameters are the ones the reference declares.
 * @internal
 */
export function resolveRouteRef(routes: readonly RouteObject[], ref: AnyRouteRef): RouteRefResolution {
  const path = routePathNamed(routes, ref.id);
  if (path === null) {
    return { ok: false, reason: ref.kind === 'external' ? ref.unavailable : devTexts.unbound(ref.id) };
  }
  const actual = pathParamNames(path).sort().join(',');
  const declared = [...ref.params].sort().join(',');
  if (actual !== declared) {
    return { ok: false, reason: devTexts.paramsDiffer(ref.id, devTexts.params(actual), devTexts.params(declared)) };
  }
  return { ok: true, path };
}

/**
 * What the host keeps on every plugin route (read with react-router's `useMatches`).
 * @internal
 */
export interface RouteHandle {
  name: string;
  title: string;
  pluginId: string;
  /** The route name whose menu entry stays highlighted. */
  menuParent?: string;
  /** The container path this route is a child of, its position and tab name there (ContainerTabs). */
  container?: string;
  order?: number;
  tab?: string;
}

/**
 * The path (`/order/photo`, with a leading slash) of the route registered as `name`, searched through a route tree.
 * @internal
 */
export function routePathNamed(routes: readonly RouteObject[], name: string, parent = ''): string | null {
  for (const route of routes) {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    if ((route.handle as RouteHandle | undefined)?.name === name) return path || '/';
    const inner = route.children ? routePathNamed(route.children, name, path) : null;
    if (inner) return inner;
  }
  return null;
}
