import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from 'src/components/auth-card';
import { notify } from 'src/lib/notify';
import { getSession, setSession } from 'src/lib/session';
import { ChangePasswordFields } from '../components/change-password-fields';
import { useChangePasswordForm } from '../hooks/use-change-password-form';
import { useLogout } from '../hooks/use-logout';
import '../passwords-texts';

/**
 * The forced change after signing in with a password someone else set (mustChangePassword).
 * The route guard keeps every other back-office page away until it is done, then sends the
 * user on to the page they asked for.
 */
export default function ForcedPasswordChangePage() {
  const { t } = useTranslation('account');
  const logout = useLogout();
  const [signingOut, setSigningOut] = useState(false);
  const { form, formError, onSubmit } = useChangePasswordForm(() => {
    // Shown by the signed-in app, where the user goes next (this page's first load has no toasts).
    notify({ message: t('password.changed'), variant: 'success' });
    // The server keeps this session; only the flag changes. The guard reacts to the new session.
    const session = getSession();
    if (session) setSession({ ...session, mustChangePassword: false });
  });
  const { isSubmitting } = form.formState;

  return (
    <AuthCard
      page="page-change-password"
      title={t('password.forcedTitle')}
      description={t('password.forcedDescription')}
    >
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit}>
        <ChangePasswordFields form={form} formError={formError} autoFocus />
        <Button type="submit" size="large" variant="contained" fullWidth loading={isSubmitting}>
          {t('password.submit')}
        </Button>
        <Button
          color="inherit"
          disabled={isSubmitting || signingOut}
          onClick={() => {
            setSigningOut(true);
            void logout();
          }}
        >
          {t('menu.logout')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
