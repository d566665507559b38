import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from 'src/components/page-title';

/** Placeholder back-office home (spec §2: the dashboard label group exists and is empty). */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  return (
    // `data-page` is a build marker: tests/build checks it never ships in the public bundle.
    <Box data-page="page-dashboard">
      <PageTitle title={t('title')} />
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('title')}
      </Typography>
      <Card variant="outlined" sx={{ p: { xs: 3, md: 5 }, borderStyle: 'dashed', textAlign: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('welcome')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('placeholder')}</Typography>
      </Card>
    </Box>
  );
}
