import type { RouteObject } from 'react-router-dom';

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
  /** Why the link is unavailable, in Chinese; `目标插件未启用` by default. */
  unavailable?: string;
}

/** A route name: letters, digits, `-`, `_`, `/` and `.`, starting with a letter. */
const ID = /^[a-z][a-z0-9/_.-]*$/i;
const PARAM = /^[A-Za-z_][A-Za-z0-9_]*$/;

function checkedId(what: string, id: unknown): string {
  if (typeof id !== 'string' || !ID.test(id)) throw new Error(`${what}的 id「${String(id)}」无效：应以字母开头，只含字母、数字、-、_、/、.`);
  return id;
}

function checkedParams<Params extends string>(what: string, id: string, params: readonly Params[] | undefined): readonly Params[] {
  const list = params ?? [];
  if (!Array.isArray(list)) throw new Error(`${what}「${id}」的 params 应为参数名数组`);
  for (const name of list) {
    if (typeof name !== 'string' || !PARAM.test(name)) throw new Error(`${what}「${id}」的参数名「${String(name)}」无效`);
  }
  if (new Set(list).size !== list.length) throw new Error(`${what}「${id}」的参数名重复`);
  return Object.freeze([...list]);
}

/**
 * Creates a reference to one of this plugin's routes; bind it with `ctx.addRoute({ ref, path, … })`.
 * The parameters are typed: `createRouteRef({ id: 'marketing-preview', params: ['type'] })` builds
 * paths only from `{ type }`.
 * @public
 */
export function createRouteRef<const Params extends string = never>(options: RouteRefOptions<Params>): RouteRef<Params> {
  const id = checkedId('路由引用', options?.id);
  return Object.freeze({ kind: 'route', id, params: checkedParams('路由引用', id, options.params) });
}

/**
 * Declares a route of another plugin this plugin links to, by the id of that plugin's
 * {@link RouteRef}: `createExternalRouteRef({ id: 'purchase', optional: true, unavailable: '订单插件未启用' })`.
 * @public
 */
export function createExternalRouteRef<const Params extends string = never, const Optional extends boolean = false>(
  options: ExternalRouteRefOptions<Params, Optional>,
): ExternalRouteRef<Params, Optional> {
  const id = checkedId('外部路由引用', options?.id);
  const unavailable = options.unavailable ?? '目标插件未启用';
  if (typeof unavailable !== 'string' || unavailable.trim() === '') throw new Error(`外部路由引用「${id}」的 unavailable 应为非空文字`);
  return Object.freeze({
    kind: 'external',
    id,
    params: checkedParams('外部路由引用', id, options.params),
    optional: (options.optional ?? false) as Optional,
    unavailable,
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
    if (value === undefined || value === '') throw new Error(`路由 ${path} 缺少参数「${name}」`);
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
    return { ok: false, reason: ref.kind === 'external' ? ref.unavailable : `路由引用「${ref.id}」没有绑定到路由（addRoute({ ref, … })）` };
  }
  const actual = pathParamNames(path).sort().join(',');
  const declared = [...ref.params].sort().join(',');
  if (actual !== declared) {
    return { ok: false, reason: `路由「${ref.id}」的参数（${actual || '无'}）与引用声明的参数（${declared || '无'}）不一致` };
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
