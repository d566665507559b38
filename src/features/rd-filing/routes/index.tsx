import type { RouteObject } from 'react-router-dom';
import { lazyPage } from 'src/components/lazy-page';

/** Filing with the Revenue Department (menu RD_FILING /rd-filing), both back-offices. A lazy chunk. */
export const rdFilingRoutes: RouteObject[] = [
  { path: 'rd-filing', element: lazyPage(() => import('./rd-filing-page')) },
];
