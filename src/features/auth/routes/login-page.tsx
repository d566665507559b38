import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LogoMark } from 'src/components/logo';
import { PageTitle } from 'src/components/page-title';
import { backOfficePaths } from 'src/config/back-office-paths';
import { env } from 'src/config/env';
import { setSession, type Session } from 'src/lib/session';
import { LoginForm } from '../components/login-form';
import { safeReturnTo, withReturnTo } from '../utils/return-to';

/** Sign-in (spec §2: no header logo on /login; the card carries the mark instead). */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();

  const onSignedIn = (session: Session) => {
    // Nothing cached for a previous user may show to this one.
    queryClient.removeQueries();
    setSession(session);
    const returnTo = safeReturnTo(params.get('returnTo'));
    // A forced password change comes before anything else; the destination travels along.
    void navigate(
      session.mustChangePassword ? withReturnTo(backOfficePaths.changePassword, returnTo) : returnTo,
      { replace: true },
    );
  };

  return (
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
      <LoginForm onSignedIn={onSignedIn} />
    </Card>
  );
}
