import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from 'src/components/confirm-dialog';

/**
 * Asks before leaving the page while there are unsaved changes: in-app navigation (the menu,
 * the back button) gets the system prompt, closing or reloading the tab the browser's own.
 *
 * Mount it only while a form is dirty (`{isDirty && <UnsavedChangesGuard />}`): a router
 * supports one blocker at a time, and an always-mounted guard per dialog would be several.
 * Needs a data router (createBrowserRouter / createMemoryRouter), which the app uses.
 */
export function UnsavedChangesGuard() {
  const { t } = useTranslation('list');
  // Only a change of page counts: the list's own URL (criteria, paging) may change freely.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      message={t('unsaved.message')}
      confirmLabel={t('unsaved.discard')}
      cancelLabel={t('unsaved.stay')}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
