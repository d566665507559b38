import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LogoMark } from 'src/components/logo';
import { PageTitle } from 'src/components/page-title';

/** Placeholder sign-in page: the form and the session come with the authentication issue. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <Card data-page="page-login" variant="outlined" sx={{ width: 1, maxWidth: 420, p: { xs: 3, sm: 5 } }}>
      <PageTitle title={t('login.title')} />
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
        <LogoMark size={56} />
      </Box>
      <Typography variant="h4" component="h1" sx={{ mb: 1.5 }}>
        {t('login.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('login.placeholder')}</Typography>
    </Card>
  );
}
