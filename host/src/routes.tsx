import type { RegistryState } from '@greenroom/core';
import { buildRouteObjects } from '@greenroom/sdk';
import { Navigate, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from './pages/NotFoundPage';
import { Shell } from './shell/Shell';

/** Every route of the console: the shell around `/` redirecting to basic, plugin routes, not found. */
export function appRoutes(registry: RegistryState): RouteObject[] {
  return [
    {
      path: '/',
      element: <Shell />,
      children: [{ index: true, element: <Navigate to="/basic" replace /> }, ...buildRouteObjects(registry.routes), { path: '*', element: <NotFoundPage /> }],
    },
  ];
}
