import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from 'src/components/loading-screen';
import { isPathAllowed, useMenus } from 'src/lib/menus';
import { RetryAlert } from 'src/components/retry-alert';

const ForbiddenPage = lazy(() => import('src/features/errors/routes/forbidden-page'));

/**
 * The menu authority (spec §6): a screen shows only when the user's menus hold its path.
 * Otherwise the 403 page shows in place — inside the layout, the address unchanged — so the
 * menu stays at hand. The dashboard and the account pages are outside this guard.
 */
export function MenuGuard() {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const menus = useMenus();

  // Only the first load waits: a background refetch (or its failure) never unmounts the
  // screen, so a form keeps what was typed.
  if (menus.data === undefined) {
    if (menus.isError) {
      return (
        <RetryAlert onRetry={() => void menus.refetch()} retryLabel={t('retry')}>
          {t('loadFailed')}
        </RetryAlert>
      );
    }
    return <LoadingScreen />;
  }
  if (!isPathAllowed(pathname, menus.data)) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <ForbiddenPage />
      </Suspense>
    );
  }
  return <Outlet />;
}
