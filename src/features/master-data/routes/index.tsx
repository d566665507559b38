import type { RouteObject } from 'react-router-dom';
import { lazyPage } from 'src/components/lazy-page';

/**
 * The master-data screens (spec §2), relative to the admin tree. Each page is its own lazy
 * chunk, so the data grid loads with the first master-data screen, never with the dashboard.
 * None of them uses a date picker, so none is wrapped in DatePickerProvider.
 */
export const masterDataRoutes: RouteObject[] = [
  { path: 'master-data/province', element: lazyPage(() => import('./province-page')) },
  { path: 'master-data/district', element: lazyPage(() => import('./district-page')) },
  { path: 'master-data/sub-district', element: lazyPage(() => import('./sub-district-page')) },
  { path: 'master-data/listbox', element: lazyPage(() => import('./listbox-page')) },
  { path: 'master-data/config-group', element: lazyPage(() => import('./config-group-page')) },
];
