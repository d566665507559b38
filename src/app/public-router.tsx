import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { BrowserRouter, Router, useLocation, useNavigate, useRoutes, type Navigator } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { env } from 'src/config/env';
import { paths } from 'src/config/paths';
import { setAuthNavigation } from 'src/lib/api-events';
import { RootErrorView, RootRoute } from './routes/root-route';

// The public site's router. It needs no loaders, errorElement or useBlocker, so it uses the
// declarative <BrowserRouter> + useRoutes over the same RouteObject tree instead of the data
// router (createBrowserRouter), which is ~15 KB gzip more. Only the public build contains this
// file: ./router picks it behind the build's module flag. Back-office trees keep the data
// router (./create-app-router) for their unsaved-changes guards (useBlocker).

interface RouteErrorBoundaryProps {
  /** A new location clears the error, as a data router does when the user navigates away. */
  location: string;
  children: ReactNode;
}

/** The data router's root errorElement for this router: a page that throws shows the 500 page. */
class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { error: unknown; location: string }> {
  override state = { error: undefined as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: { error: unknown; location: string },
  ) {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error === undefined ? this.props.children : <RootErrorView />;
  }
}

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

function PublicRoutes({ routes }: { routes: RouteObject[] }) {
  useAuthNavigation();
  const { pathname } = useLocation();
  const element = useRoutes([{ element: <RootRoute />, children: routes }]);
  return <RouteErrorBoundary location={pathname}>{element}</RouteErrorBoundary>;
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

interface PublicRouterProps {
  routes: RouteObject[];
  /** Server renderer only: the path to render; the browser router reads the address bar. */
  location?: string;
}

/** The router of the public tree, mounted at the build's base path. */
export function PublicRouter({ routes, location }: PublicRouterProps) {
  const basename = env.basePath.replace(/\/+$/, '') || '/';
  if (location !== undefined) {
    return (
      <Router basename={basename} location={location} navigator={staticNavigator} static>
        <PublicRoutes routes={routes} />
      </Router>
    );
  }
  return (
    <BrowserRouter basename={basename}>
      <PublicRoutes routes={routes} />
    </BrowserRouter>
  );
}
