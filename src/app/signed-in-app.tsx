// The signed-in back-office, a chunk of its own (./back-office-app adds its routes to the
// router after the sign-in): the texts of every back-office screen, TanStack Query and toasts,
// and the module's route tree.
import 'src/lib/i18n-back-office';
import 'src/locales/mui-texts-back-office';
import { Outlet, type RouteObject } from 'react-router-dom';
import { DataProviders } from './data-providers';
import { loadRouteTree } from './route-tree';

/** The module's signed-in routes, inside TanStack Query and the toasts. */
export default async function loadSignedInRoutes(): Promise<RouteObject[]> {
  const { routes } = await loadRouteTree();
  return [
    {
      element: (
        <DataProviders>
          <Outlet />
        </DataProviders>
      ),
      children: routes,
    },
  ];
}
