import { createBrowserRouter, type DOMRouterOpts, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from 'src/components/loading-screen';
import { env } from 'src/config/env';
import { paths } from 'src/config/paths';
import { setAuthNavigation } from 'src/lib/api-events';
import { RootErrorPage, RootRoute } from './routes/root-route';

export type AppDataRouter = ReturnType<typeof createBrowserRouter>;

/** The root route's id: routes added later (patchRoutesOnNavigation) become its children. */
export const ROOT_ROUTE_ID = 'root';

/** The browser router of one module's tree, mounted at the build's base path. */
export function createAppRouter(
  routes: RouteObject[],
  options: Pick<DOMRouterOpts, 'patchRoutesOnNavigation'> = {},
): AppDataRouter {
  return createBrowserRouter(
    [
      {
        id: ROOT_ROUTE_ID,
        element: <RootRoute />,
        errorElement: <RootErrorPage />,
        // While the first address's routes are still loading (a signed-in page opened directly).
        hydrateFallbackElement: <LoadingScreen sx={{ minHeight: '100vh' }} />,
        children: routes,
      },
    ],
    { basename: env.basePath.replace(/\/+$/, '') || '/', ...options },
  );
}

/** 401 / 403 answers of the API client navigate inside the app instead of reloading it; returns the undo. */
export function navigateOnAuthFailures(router: AppDataRouter): () => void {
  return setAuthNavigation({
    toLogin: (returnTo) => void router.navigate(`${paths.login}?returnTo=${encodeURIComponent(returnTo)}`),
    toForbidden: () => void router.navigate(paths.page403),
  });
}
