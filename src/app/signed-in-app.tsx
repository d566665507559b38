// The signed-in back-office, a chunk of its own (./back-office-app adds its routes to the
// router after the sign-in): the texts of every back-office screen, TanStack Query and toasts,
// and the module's route tree.
import 'src/lib/i18n-back-office';
import 'src/locales/mui-texts-back-office';
import { matchRoutes, Outlet, type RouteObject } from 'react-router-dom';
import { preloadLazyPages } from 'src/components/lazy-page';
import { env } from 'src/config/env';
import { preloadApiClient } from 'src/lib/api-client';
import { DataProviders } from './data-providers';
import { loadRouteTree } from './route-tree';

/**
 * The module's signed-in routes, inside TanStack Query and the toasts. What the address `path`
 * (base path included) needs starts loading at once, side by side: its lazy layout, outlet and
 * screen, and the API client its first calls go through.
 */
export default async function loadSignedInRoutes(path: string): Promise<RouteObject[]> {
  preloadApiClient();
  const { routes } = await loadRouteTree();
  const signedIn: RouteObject[] = [
    {
      element: (
        <DataProviders>
          <Outlet />
        </DataProviders>
      ),
      children: routes,
    },
  ];
  preloadLazyPages((matchRoutes(signedIn, path, env.basePath) ?? []).map(({ route }) => route.element));
  return signedIn;
}
