import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LoadingScreen } from 'src/components/loading-screen';
import { ScrollToTop } from 'src/components/scroll-to-top';
import { backOfficePaths } from 'src/config/back-office-paths';
import { paths } from 'src/config/paths';
import { withReturnTo } from 'src/features/auth/utils/return-to';
import { CompactLayout } from 'src/layouts/compact';
import { setAuthNavigation } from 'src/lib/api-events';
import { AppNavigationContext, appHref, type AppLocation, type AppNavigation } from 'src/lib/navigation';
import { getSession } from 'src/lib/session';
import { PasswordChangeGuard } from './guards/password-change-guard';
import { PageErrorBoundary } from './page-error-boundary';
import { Redirect } from './redirect';
import { inAppPath, signedOutPage, SIGNED_OUT_PAGES } from './signed-out-pages';

// The back-office's signed-out pages on a router of their own: sign-in, forgot password, the
// forced password change and the error pages, a handful of fixed paths. Without react-router
// (whose one module holds the signed-in app's data router: ~20 KB gzip on the sign-in page,
// docs/bundle-size.md), through the same src/lib/navigation the shared code uses. Its history
// entries are written as react-router writes them, so the signed-in app's router takes over
// where this one leaves off.

interface HistoryState {
  usr?: unknown;
  idx?: number;
}

function locationNow(): AppLocation {
  const { pathname, search, hash } = window.location;
  const state = window.history.state as HistoryState | null;
  return { pathname: inAppPath(pathname), search, hash, state: state?.usr ?? null };
}

/** The browser's address and history, as this router and react-router's both read them. */
function useBrowserNavigation(): AppNavigation {
  const [location, setLocation] = useState(locationNow);
  useEffect(() => {
    const onPop = () => setLocation(locationNow());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback<AppNavigation['navigate']>((to, options = {}) => {
    const index = (window.history.state as HistoryState | null)?.idx ?? 0;
    const entry = {
      usr: options.state ?? null,
      key: Math.random().toString(36).slice(2, 10),
      idx: options.replace ? index : index + 1,
    };
    if (options.replace) window.history.replaceState(entry, '', appHref(to));
    else window.history.pushState(entry, '', appHref(to));
    setLocation(locationNow());
  }, []);
  return useMemo(() => ({ location, navigate }), [location, navigate]);
}

/**
 * Any other path: without a session, the sign-in page first (the path kept as returnTo); with
 * one whose password must change, the forced change first; otherwise the signed-in app, which
 * shows the page (or its 404).
 */
function ToSignedIn({ here, enter }: { here: string; enter: () => void }) {
  const session = getSession();
  const mayGoOn = session !== null && !session.mustChangePassword;
  useEffect(() => {
    if (mayGoOn) enter();
  }, [mayGoOn, enter]);
  if (session === null) return <Redirect to={withReturnTo(paths.login, here)} />;
  if (session.mustChangePassword) return <Redirect to={withReturnTo(backOfficePaths.changePassword, here)} />;
  return <LoadingScreen sx={{ minHeight: '100vh' }} />;
}

function PageAt({ location, enter }: { location: AppLocation; enter: () => void }): ReactNode {
  const found = SIGNED_OUT_PAGES[location.pathname];
  if (!found)
    return <ToSignedIn here={`${location.pathname}${location.search}${location.hash}`} enter={enter} />;
  const page = signedOutPage(found.page);
  return (
    <CompactLayout languageSwitch={found.languageSwitch}>
      {found.page === 'changePassword' ? <PasswordChangeGuard>{page}</PasswordChangeGuard> : page}
    </CompactLayout>
  );
}

/** The signed-out pages; `enter` starts the signed-in app (for any path they do not serve). */
export function SignedOutApp({ enter }: { enter: () => void }) {
  const navigation = useBrowserNavigation();
  const { location, navigate } = navigation;
  // 401 / 403 answers of the API client navigate inside the app instead of reloading it.
  useEffect(
    () =>
      setAuthNavigation({
        toLogin: (returnTo) => void navigate(`${paths.login}?returnTo=${encodeURIComponent(returnTo)}`),
        toForbidden: () => void navigate(paths.page403),
      }),
    [navigate],
  );
  return (
    <AppNavigationContext.Provider value={navigation}>
      <ScrollToTop />
      <PageErrorBoundary
        location={location.pathname}
        fallback={<CompactLayout>{signedOutPage('page500')}</CompactLayout>}
      >
        <PageAt location={location} enter={enter} />
      </PageErrorBoundary>
    </AppNavigationContext.Provider>
  );
}
