import type { RouteObject } from 'react-router-dom';
import { MENU_SCREEN_PATHS } from 'src/config/back-office-paths';
import { AuthGuard, MenuGuard } from '../guards';
import { lazyPage } from 'src/components/lazy-page';

/** Route paths of a tree are relative ('master-data/province'); menu paths are absolute. */
function relative(path: string): string {
  return path.replace(/^\/+/, '');
}

/**
 * A "coming soon" page for each menu screen the module has not built yet, so that every menu
 * link works end to end. A real screen (in `screens`) replaces its placeholder.
 */
function placeholderRoutes(screens: RouteObject[]): RouteObject[] {
  const built = new Set(screens.map((route) => route.path && relative(route.path)));
  return MENU_SCREEN_PATHS.map(relative)
    .filter((path) => !built.has(path))
    .map((path) => ({
      path,
      element: lazyPage(() => import('src/features/dashboard/routes/coming-soon-page')),
    }));
}

/**
 * The signed-in routes the admin and customer trees share (AuthGuard: else /login?returnTo=…,
 * or the forced password change first), inside the dashboard layout: the dashboard, always
 * allowed; every other screen behind the menu guard (403 when the user's menus lack it) and the
 * date-picker context. The signed-out pages, error pages and the catch-all are the router's
 * first load (./signed-out-routes); the layout is a lazy chunk of its own.
 */
export function createBackOfficeRoutes(screens: RouteObject[] = []): RouteObject[] {
  return [
    {
      element: <AuthGuard />,
      children: [
        {
          element: lazyPage(() => import('src/app/dashboard-shell')),
          children: [
            { index: true, element: lazyPage(() => import('src/features/dashboard/routes/dashboard-page')) },
            {
              element: <MenuGuard />,
              children: [
                {
                  element: lazyPage(() => import('src/layouts/dashboard/date-picker-outlet')),
                  children: [...screens, ...placeholderRoutes(screens)],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
