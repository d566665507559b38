import { useEffect, useState } from 'react';
import { RouterProvider, type DOMRouterOpts } from 'react-router-dom';
import { getSession } from 'src/lib/session';
import {
  createAppRouter,
  navigateOnAuthFailures,
  ROOT_ROUTE_ID,
  type AppDataRouter,
} from './create-app-router';
import { signedOutRoutes } from './routes/signed-out-routes';
import { preloadSignedOutPage } from './signed-out-pages';

// The back-office: one data router, whose first load holds only the signed-out pages (sign-in,
// forgot and forced password change, error pages: ./routes/signed-out-routes), so that the
// sign-in page downloads what it shows (docs/bundle-size.md). The signed-in routes, with
// TanStack Query, notistack and the screens' texts, are a chunk of their own (./signed-in-app)
// that the router adds on the first navigation to a path the signed-out pages do not hold,
// once there is a session: after the sign-in, or at once when a page load starts signed in.

// The signed-out page of the address the app opens with, on its way before the first render.
if (typeof window !== 'undefined') preloadSignedOutPage(window.location.pathname);

type PatchRoutes = NonNullable<DOMRouterOpts['patchRoutesOnNavigation']>;

function createBackOfficeRouter(): AppDataRouter {
  let signedInAdded = false;
  /** Adds the signed-in routes once a session may go on; until then any other path goes to the sign-in. */
  const addSignedInRoutes: PatchRoutes = async ({ patch, path, signal }) => {
    const session = getSession();
    if (signedInAdded || session === null || session.mustChangePassword) return;
    const { default: loadSignedInRoutes } = await import('./signed-in-app');
    const routes = await loadSignedInRoutes(path);
    // A navigation that another one replaced patches nothing: the next one adds them.
    if (signal.aborted || signedInAdded) return;
    patch(ROOT_ROUTE_ID, routes);
    signedInAdded = true;
  };
  return createAppRouter(signedOutRoutes(), { patchRoutesOnNavigation: addSignedInRoutes });
}

export function BackOfficeApp() {
  // One router per page load, starting at the address the page opened with.
  const [router] = useState(createBackOfficeRouter);
  useEffect(() => navigateOnAuthFailures(router), [router]);
  return <RouterProvider router={router} />;
}
