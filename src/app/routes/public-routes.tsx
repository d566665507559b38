import type { RouteObject } from 'react-router-dom';
import { paths } from 'src/config/paths';
import { LazyMainFooter, MainLayout } from 'src/layouts/main';
import { createErrorRoutes } from './error-routes';
import { lazyPage } from 'src/components/lazy-page';

/** The public marketing site (VITE_MODULE=public), spec §2. */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      { index: true, element: lazyPage(() => import('src/features/landing/routes/landing-page')) },
      { path: paths.aboutUs, element: lazyPage(() => import('src/features/about/routes/about-page')) },
      { path: paths.contactUs, element: lazyPage(() => import('src/features/contact/routes/contact-page')) },
    ],
  },
  // Spec §2: the footer is on every public page, the error pages included.
  ...createErrorRoutes({ footer: <LazyMainFooter /> }),
];
