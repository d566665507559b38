import { use } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { createAppRouter } from './create-app-router';
import type { AppDataRouter } from './create-app-router';
import { PublicRouter } from './public-router';

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

let routeTree: Promise<{ routes: RouteObject[] }> | undefined;
let appRouter: Promise<AppDataRouter> | undefined;

/**
 * Suspends (the app shows its loading screen) until the module's route tree has loaded. The
 * public site gets the light declarative router; the back-office the data router. The same
 * folded flag drops the router the build does not use.
 */
export function AppRouter({ location }: { location?: string }) {
  if (import.meta.env.VITE_MODULE === 'public') {
    routeTree ??= loadRouteTree();
    return <PublicRouter routes={use(routeTree).routes} location={location} />;
  }
  appRouter ??= loadRouteTree().then(({ routes }) => createAppRouter(routes));
  return <RouterProvider router={use(appRouter)} />;
}
