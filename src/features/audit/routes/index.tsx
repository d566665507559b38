import type { RouteObject } from 'react-router-dom';
import { lazyPage } from 'src/components/lazy-page';

/** The audit log screen (administrators), relative to the admin tree; a lazy chunk. */
export const auditRoutes: RouteObject[] = [
  { path: 'audit', element: lazyPage(() => import('./audit-page')) },
];
