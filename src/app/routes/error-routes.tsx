import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { paths } from 'src/config/paths';
import { CompactLayout } from 'src/layouts/compact';
import { lazyPage } from 'src/components/lazy-page';

interface ErrorRoutesOptions {
  /** The public site passes its footer (spec §2: footer on every page). */
  footer?: ReactNode;
  /** What any other path shows; by default it is replaced by /404. */
  catchAll?: ReactNode;
}

/**
 * 403 / 404 / 500 in the compact layout, and every unknown path replaced by /404 (spec §2).
 * Must come last in a tree: it holds the catch-all.
 */
export function createErrorRoutes({ footer, catchAll }: ErrorRoutesOptions = {}): RouteObject[] {
  return [
    {
      element: (
        <CompactLayout footer={footer}>
          <Outlet />
        </CompactLayout>
      ),
      children: [
        { path: paths.page403, element: lazyPage(() => import('src/features/errors/routes/forbidden-page')) },
        { path: paths.page404, element: lazyPage(() => import('src/features/errors/routes/not-found-page')) },
        {
          path: paths.page500,
          element: lazyPage(() => import('src/features/errors/routes/server-error-page')),
        },
      ],
    },
    { path: '*', element: catchAll ?? <Navigate to={paths.page404} replace /> },
  ];
}
