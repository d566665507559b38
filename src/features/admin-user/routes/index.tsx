import type { RouteObject } from 'react-router-dom';
import { lazyPage } from 'src/components/lazy-page';

/** The system administrator screen (spec §2), relative to the admin tree; a lazy chunk. */
export const adminUserRoutes: RouteObject[] = [
  { path: 'admin-user', element: lazyPage(() => import('./admin-user-page')) },
];
