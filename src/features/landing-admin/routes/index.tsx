import type { RouteObject } from 'react-router-dom';
import { lazyPage } from 'src/components/lazy-page';

/** The landing page's content (menu LANDING /landing), admin only: one lazy chunk. */
export const landingAdminRoutes: RouteObject[] = [
  { path: 'landing', element: lazyPage(() => import('./landing-admin-page')) },
];
