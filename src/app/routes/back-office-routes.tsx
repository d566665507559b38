import type { RouteObject } from 'react-router-dom';
import { paths } from 'src/config/paths';
import { CompactLayout } from 'src/layouts/compact';
import { createErrorRoutes } from './error-routes';
import { lazyPage } from './lazy-page';

/**
 * What the admin and customer trees share for now: the dashboard inside the dashboard layout
 * (wrapped in the date-picker provider), and the sign-in page outside it. The layout is a lazy
 * chunk of its own so that the sign-in page stays light. Their screens arrive in later issues.
 */
export function createBackOfficeRoutes(): RouteObject[] {
  return [
    {
      element: lazyPage(() => import('src/layouts/dashboard/dashboard-shell')),
      children: [
        { index: true, element: lazyPage(() => import('src/features/dashboard/routes/dashboard-page')) },
      ],
    },
    {
      element: <CompactLayout />,
      children: [
        { path: paths.login, element: lazyPage(() => import('src/features/auth/routes/login-page')) },
      ],
    },
    ...createErrorRoutes(),
  ];
}
