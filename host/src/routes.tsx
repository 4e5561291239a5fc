import { type RegistryState, recordRenderError } from '@greenroom/core';
import { buildRouteObjects } from '@greenroom/sdk/host';
import { Navigate, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from './pages/NotFoundPage';
import { Shell } from './shell/Shell';

/** Every route of the console: the shell around `/` redirecting to basic, plugin routes, not found. */
export function appRoutes(registry: RegistryState): RouteObject[] {
  return [
    {
      path: '/',
      element: <Shell />,
      children: [
        { index: true, element: <Navigate to="/basic" replace /> },
        ...buildRouteObjects(registry.routes, {
          // A page that throws is marked on the diagnostics view (渲染出错).
          onError: ({ pluginId, route }, error) => recordRenderError(registry, pluginId, error, `页面 /${route.path}`),
        }),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
