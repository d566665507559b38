import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { paths } from 'src/config/paths';
import { CompactLayout } from 'src/layouts/compact';
import { lazyPage } from 'src/components/lazy-page';

/**
 * 403 / 404 / 500 in the compact layout, and every unknown path replaced by /404 (spec §2).
 * Must come last in a tree: it holds the catch-all.
 */
export function createErrorRoutes(footer?: ReactNode): RouteObject[] {
  return [
    {
      element: <CompactLayout footer={footer} />,
      children: [
        { path: paths.page403, element: lazyPage(() => import('src/features/errors/routes/forbidden-page')) },
        { path: paths.page404, element: lazyPage(() => import('src/features/errors/routes/not-found-page')) },
        {
          path: paths.page500,
          element: lazyPage(() => import('src/features/errors/routes/server-error-page')),
        },
      ],
    },
    { path: '*', element: <Navigate to={paths.page404} replace /> },
  ];
}
