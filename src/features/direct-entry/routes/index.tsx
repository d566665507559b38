import type { RouteObject } from 'react-router-dom';
import { lazyPage } from 'src/components/lazy-page';

/** Direct entry (menu DIRECT_ENTRY /direct-entry), in both modules. */
export const directEntryRoutes: RouteObject[] = [
  { path: 'direct-entry', element: lazyPage(() => import('./direct-entry-page')) },
];
