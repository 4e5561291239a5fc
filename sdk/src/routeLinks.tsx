import { type ReactNode, useContext, useMemo } from 'react';
import { Link, UNSAFE_DataRouterContext } from 'react-router-dom';
import { devTexts } from './devTexts';
import {
  type AnyRouteRef,
  type ExternalRouteRef,
  fillRoutePath,
  type RouteFunc,
  type RouteParams,
  type RouteRef,
  type RouteRefResolution,
  resolveRouteRef,
} from './routeRefs';

/** Resolves a reference against the router the component is rendered in. */
function useResolution(ref: AnyRouteRef): RouteRefResolution {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  return useMemo(() => (router ? resolveRouteRef(router.routes, ref) : { ok: false, reason: devTexts.notInConsole }), [router, ref]);
}

function builder(path: string): (params?: Readonly<Record<string, string | number>>) => string {
  return (params) => fillRoutePath(path, params);
}

/**
 * The path builder of a route reference, for `navigate(…)` or an address:
 * `const preview = useRouteRef(previewRef); navigate(preview({ type: 'lottery' }))`.
 *
 * - a {@link RouteRef} of this plugin, or a required {@link ExternalRouteRef}: always a builder; an
 *   unbound one throws (the page's boundary shows the error);
 * - an optional {@link ExternalRouteRef}: `undefined` while the target plugin is not enabled.
 * @public
 */
export function useRouteRef<Params extends string>(ref: RouteRef<Params> | ExternalRouteRef<Params, false>): RouteFunc<Params>;
/** @public */
export function useRouteRef<Params extends string>(ref: ExternalRouteRef<Params, boolean>): RouteFunc<Params> | undefined;
export function useRouteRef(ref: AnyRouteRef): RouteFunc<string> | undefined {
  const resolution = useResolution(ref);
  if (resolution.ok) return builder(resolution.path) as RouteFunc<string>;
  if (ref.kind === 'external' && ref.optional) return undefined;
  throw new Error(resolution.reason);
}

/** Props of {@link RouteLink}; `params` is required exactly when the route has parameters. @public */
export type RouteLinkProps<Params extends string> = {
  /** The route: one of this plugin's, or another plugin's through an external reference. */
  to: RouteRef<Params> | ExternalRouteRef<Params, boolean>;
  /** Query string appended to the path, without or with its `?` (`range=30d`). */
  search?: string;
  className?: string;
  /** Accessible name, when the text alone does not say which item it is for. */
  'aria-label'?: string;
  children: ReactNode;
} & ([Params] extends [never] ? { params?: undefined } : { params: RouteParams<Params> });

/**
 * A link to a route by reference. When an optional external reference is unbound (its plugin is
 * disabled), it renders the text as an unavailable link (`role="link"`, `aria-disabled`, no address,
 * not focusable), with the
 * reason beside it (`订单插件未启用`).
 * @public
 */
export function RouteLink<Params extends string>(props: RouteLinkProps<Params>) {
  const { to, search, className, children, params, 'aria-label': label } = props as RouteLinkProps<string> & { params?: RouteParams<string> };
  const resolution = useResolution(to);
  if (!resolution.ok) {
    if (to.kind === 'route' || !to.optional) throw new Error(resolution.reason);
    return (
      // biome-ignore lint/a11y/useValidAnchor: a disabled link has no address (WAI-ARIA: a link with aria-disabled, no href)
      <a
        role="link"
        className={['gr-route-link', 'is-unavailable', className].filter(Boolean).join(' ')}
        aria-disabled="true"
        aria-label={label}
        title={resolution.reason}
      >
        {children}
        <span className="gr-route-link__reason">{devTexts.reason(resolution.reason)}</span>
      </a>
    );
  }
  const query = search ? (search.startsWith('?') ? search : `?${search}`) : '';
  return (
    <Link className={className} to={fillRoutePath(resolution.path, params) + query} aria-label={label}>
      {children}
    </Link>
  );
}
