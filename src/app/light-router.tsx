import { useEffect } from 'react';
import { BrowserRouter, Router, useLocation, useNavigate, useRoutes, type Navigator } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { env } from 'src/config/env';
import { paths } from 'src/config/paths';
import { setAuthNavigation } from 'src/lib/api-events';
import { PageErrorBoundary } from './page-error-boundary';
import { RootErrorView, RootRoute } from './routes/root-route';

// The public site's router. It needs no loaders, errorElement or useBlocker, so it is the
// declarative <BrowserRouter> + useRoutes over a RouteObject tree instead of the data router
// (createBrowserRouter), which is ~15 KB gzip more. The signed-in back-office keeps the data
// router (./create-app-router) for its unsaved-changes guards (useBlocker); the back-office's
// signed-out pages and signed-in routes are one data router (./back-office-app).

/** 401 / 403 answers of the API client navigate inside the app instead of reloading it. */
function useAuthNavigation() {
  const navigate = useNavigate();
  useEffect(
    () =>
      setAuthNavigation({
        toLogin: (returnTo) => void navigate(`${paths.login}?returnTo=${encodeURIComponent(returnTo)}`),
        toForbidden: () => void navigate(paths.page403),
      }),
    [navigate],
  );
}

function LightRoutes({ routes }: { routes: RouteObject[] }) {
  useAuthNavigation();
  const { pathname } = useLocation();
  const element = useRoutes([{ element: <RootRoute />, children: routes }]);
  return (
    <PageErrorBoundary location={pathname} fallback={<RootErrorView />}>
      {element}
    </PageErrorBoundary>
  );
}

// The server renderer renders one location and never navigates (react-router's StaticRouter,
// without its extra code in the browser bundle).
const staticNavigator: Navigator = {
  createHref: (to) =>
    typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

interface LightRouterProps {
  routes: RouteObject[];
  /** Server renderer only: the path to render; the browser router reads the address bar. */
  location?: string;
}

/** The declarative router of a route tree, mounted at the build's base path. */
export function LightRouter({ routes, location }: LightRouterProps) {
  const basename = env.basePath.replace(/\/+$/, '') || '/';
  if (location !== undefined) {
    return (
      <Router basename={basename} location={location} navigator={staticNavigator} static>
        <LightRoutes routes={routes} />
      </Router>
    );
  }
  return (
    <BrowserRouter basename={basename}>
      <LightRoutes routes={routes} />
    </BrowserRouter>
  );
}
