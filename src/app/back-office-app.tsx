import { lazy, startTransition, Suspense, useCallback, useState } from 'react';
import { LoadingScreen } from 'src/components/loading-screen';
import { getSession } from 'src/lib/session';
import { SignedOutApp } from './signed-out-app';
import { isSignedOutPath, preloadSignedOutPage } from './signed-out-pages';

// The back-office in two parts, so that the sign-in page downloads only what it shows
// (docs/bundle-size.md): the first load is the signed-out pages (sign-in, forgot and forced
// password change, error pages) on a router of their own, without react-router, TanStack Query,
// notistack or the texts of the screens (./signed-out-app); the signed-in app (./signed-in-app)
// is a chunk of its own, loaded once there is a session and the user goes anywhere else. It
// has the signed-out pages too, so a sign-out or a 401 never comes back here.

const SignedInApp = lazy(() => import('./signed-in-app'));

// The signed-out page of the address the app opens with, on its way before the first render.
if (typeof window !== 'undefined') preloadSignedOutPage(window.location.pathname);

/** Whether this page load starts signed in: a session that may go on, on a page the signed-out router does not serve. */
function startsSignedIn(): boolean {
  const session = getSession();
  return session !== null && !session.mustChangePassword && !isSignedOutPath(window.location.pathname);
}

export function BackOfficeApp() {
  const [signedIn, setSignedIn] = useState(startsSignedIn);
  // A transition: the signed-out page stays until the signed-in app's chunk has arrived.
  const enter = useCallback(() => startTransition(() => setSignedIn(true)), []);
  if (!signedIn) return <SignedOutApp enter={enter} />;
  return (
    <Suspense fallback={<LoadingScreen sx={{ minHeight: '100vh' }} />}>
      <SignedInApp />
    </Suspense>
  );
}
