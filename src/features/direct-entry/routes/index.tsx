import type { RouteObject } from 'react-router-dom';
import { lazyPage } from 'src/components/lazy-page';

/**
 * Direct entry (menu DIRECT_ENTRY /direct-entry), in both modules; a correction of an issued
 * document (opened from its page) lies below it, so the same menu grants it.
 */
export const directEntryRoutes: RouteObject[] = [
  { path: 'direct-entry', element: lazyPage(() => import('./direct-entry-page')) },
  {
    path: 'direct-entry/correction/:documentId/:type',
    element: lazyPage(() => import('./correction-page')),
  },
];
