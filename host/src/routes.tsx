import type { RegistryState } from '@greenroom/core';
import { buildRouteObjects } from '@greenroom/sdk/host';
import { Navigate, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from './pages/NotFoundPage';
import { reportRenderFailure } from './plugins/renderFailures';
import { RouteError } from './shell/RouteError';
import { Shell } from './shell/Shell';
import { texts } from './texts';

/** Router base path (SPEC §9). */
export const ROUTER_BASENAME = '/admin';

/**
 * Every route of the console: the shell around `/` redirecting to basic, plugin routes, not found.
 * `firstFrame`: the routes of the server's render (issue 14), which redirects nothing. When it knows
 * every enabled plugin's routes (`complete`: the page it renders is hydrated, issue 25), an unknown
 * address is the not-found page, as in the browser; when it knows the host's routes only (an
 * out-of-tree plugin is enabled: the frame is replaced), any other address shows the shell around an
 * empty page, not 页面不存在.
 * No error ever reaches react-router's own English page (issue 24 §3): one thrown by a page shows in
 * the shell's content area (the pathless route's error element), one thrown by the shell itself on
 * its own, both in Chinese with 重试.
 */
export function appRoutes(registry: RegistryState, { firstFrame = false, complete = true } = {}): RouteObject[] {
  return [
    {
      path: '/',
      element: <Shell />,
      errorElement: <RouteError whole />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, element: firstFrame ? null : <Navigate to="/basic" replace /> },
            ...buildRouteObjects(registry.routes, {
              // A page that throws is marked on the diagnostics view (渲染出错).
              onError: ({ pluginId, route }, error) => reportRenderFailure(registry, pluginId, error, texts.failedPage(route.path)),
            }),
            { path: '*', element: firstFrame && !complete ? null : <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
