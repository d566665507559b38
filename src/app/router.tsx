import { use } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { createAppRouter } from './create-app-router';
import type { AppDataRouter } from './create-app-router';

/**
 * The route tree of this build's module. It reads the raw VITE_MODULE (not env.module) on
 * purpose: Vite inlines it as a literal, the bundler folds the comparisons, and the trees of
 * the other modules never enter this build (checked by tests/build/bundle-separation).
 */
function loadRouteTree(): Promise<{ routes: RouteObject[] }> {
  if (import.meta.env.VITE_MODULE === 'public') return import('./routes/public-routes');
  if (import.meta.env.VITE_MODULE === 'customer') return import('./routes/customer-routes');
  return import('./routes/admin-routes');
}

let appRouter: Promise<AppDataRouter> | undefined;

/** Suspends (the app shows its loading screen) until the module's route tree has loaded. */
export function AppRouter() {
  appRouter ??= loadRouteTree().then(({ routes }) => createAppRouter(routes));
  return <RouterProvider router={use(appRouter)} />;
}
