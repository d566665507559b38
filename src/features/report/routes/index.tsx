import type { RouteObject } from 'react-router-dom';
import { lazyPage } from 'src/components/lazy-page';

/** The report screen (menu REPORT /report, administrators). A lazy chunk. */
export const reportRoutes: RouteObject[] = [
  { path: 'report', element: lazyPage(() => import('./report-page')) },
];
