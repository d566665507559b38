import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from 'src/components/page-title';
import { useSession } from 'src/lib/use-session';
import { ShortcutGrid } from '../components/shortcut-grid';

/** The back-office home: a welcome by name and shortcuts to the user's menus (no statistics yet). */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const session = useSession();
  const name = session?.user.fullName || session?.user.username || '';
  return (
    // `data-page` is a build marker: tests/build checks it never ships in the public bundle.
    <Box data-page="page-dashboard">
      <PageTitle title={t('title')} />
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('welcome', { name })}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{t('subtitle')}</Typography>
      <ShortcutGrid />
    </Box>
  );
}
