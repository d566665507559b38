import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { alertColours } from 'src/components/error-notice';
import { LogoMark } from 'src/components/logo';
import { PageTitle } from 'src/components/page-title';
import { backOfficePaths } from 'src/config/back-office-paths';
import { env } from 'src/config/env';
import { useAppLocation, useAppNavigate, useAppSearchParams } from 'src/lib/navigation';
import { setSession, type Session } from 'src/lib/session';
import { LoginForm } from '../components/login-form';
import { safeReturnTo, withReturnTo } from '../utils/return-to';

/** What the page that sent the user here has to say (navigation state): a new password is set. */
export interface LoginNotice {
  notice?: 'passwordReset';
}

/**
 * Sign-in (spec §2: no header logo on /login; the card carries the mark instead). A page of the
 * back-office's first load: no TanStack Query here (the signed-in app drops a previous user's
 * cache itself when the session changes: src/app/data-providers).
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useAppNavigate();
  const params = useAppSearchParams();
  const state = useAppLocation().state as LoginNotice | null;

  const onSignedIn = (session: Session) => {
    setSession(session);
    const returnTo = safeReturnTo(params.get('returnTo'));
    // A forced password change comes before anything else; the destination travels along.
    void navigate(
      session.mustChangePassword ? withReturnTo(backOfficePaths.changePassword, returnTo) : returnTo,
      {
        replace: true,
      },
    );
  };

  return (
    // Not AuthCard (the password pages' card): its options cost the sign-in page's first load
    // bytes that its 170 KB bar does not have (docs/bundle-size.md).
    <Card
      data-page="page-login"
      variant="outlined"
      sx={{ width: 1, maxWidth: 440, p: { xs: 3, sm: 5 }, textAlign: 'left' }}
    >
      <PageTitle title={t('login.title')} />
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
        <LogoMark size={56} />
      </Box>
      <Typography variant="h4" component="h1" sx={{ mb: 1, textAlign: 'center' }}>
        {t('login.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4, textAlign: 'center' }}>
        {t(`login.subtitle.${env.module === 'customer' ? 'customer' : 'admin'}`)}
      </Typography>
      {state?.notice === 'passwordReset' && (
        <Box
          role="status"
          sx={(theme) => ({
            ...theme.typography.body2,
            mb: 3,
            px: 2,
            py: 1.5,
            borderRadius: 1,
            ...alertColours(theme, 'success'),
          })}
        >
          {t('account:forgot.success')}
        </Box>
      )}
      <LoginForm onSignedIn={onSignedIn} />
    </Card>
  );
}
