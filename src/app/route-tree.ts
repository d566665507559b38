import type { RouteObject } from 'react-router-dom';

/**
 * The route tree of this build's module. It reads the raw VITE_MODULE (not env.module) on
 * purpose: Vite inlines it as a literal, the bundler folds the comparisons, and the trees of
 * the other modules never enter this build (checked by tests/build/bundle-separation).
 */
export function loadRouteTree(): Promise<{ routes: RouteObject[] }> {
  if (import.meta.env.VITE_MODULE === 'public') return import('./routes/public-routes');
  if (import.meta.env.VITE_MODULE === 'customer') return import('./routes/customer-routes');
  return import('./routes/admin-routes');
}
