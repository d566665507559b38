import { createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { env } from 'src/config/env';
import { paths } from 'src/config/paths';
import { setAuthNavigation } from 'src/lib/api-events';
import { RootErrorPage, RootRoute } from './routes/root-route';

export type AppDataRouter = ReturnType<typeof createBrowserRouter>;

/** The browser router of one module's tree, mounted at the build's base path. */
export function createAppRouter(routes: RouteObject[]): AppDataRouter {
  const router = createBrowserRouter(
    [{ element: <RootRoute />, errorElement: <RootErrorPage />, children: routes }],
    { basename: env.basePath.replace(/\/+$/, '') || '/' },
  );
  // 401 / 403 answers of the API client navigate inside the app instead of reloading it.
  setAuthNavigation({
    toLogin: (returnTo) => void router.navigate(`${paths.login}?returnTo=${encodeURIComponent(returnTo)}`),
    toForbidden: () => void router.navigate(paths.page403),
  });
  return router;
}
