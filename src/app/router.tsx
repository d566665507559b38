import { use } from 'react';
import type { RouteObject } from 'react-router-dom';
import { LightRouter } from './light-router';
import { loadRouteTree } from './route-tree';

let routeTree: Promise<{ routes: RouteObject[] }> | undefined;

/**
 * The public site's router: suspends (the app shows its loading screen) until the route tree
 * has loaded. The back-office starts in ./back-office-app instead.
 */
export function AppRouter({ location }: { location?: string }) {
  routeTree ??= loadRouteTree();
  return <LightRouter routes={use(routeTree).routes} location={location} />;
}
