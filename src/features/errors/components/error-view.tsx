import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { RouterLink } from 'src/components/router-link';
import { CompassIcon } from 'src/components/inline-icons/icons/compass';
import { ErrorWarningIcon } from 'src/components/inline-icons/icons/error-warning';
import { HomeIcon } from 'src/components/inline-icons/icons/home';
import { LockIcon } from 'src/components/inline-icons/icons/lock';
import type { InlineIcon } from 'src/components/inline-icons';
import { PageTitle } from 'src/components/page-title';
import { paths } from 'src/config/paths';

export type ErrorKind = '403' | '404' | '500';

const ICONS: Record<ErrorKind, InlineIcon> = {
  '403': LockIcon,
  '404': CompassIcon,
  '500': ErrorWarningIcon,
};

/** The body of the 403 / 404 / 500 pages: status, title, explanation, a way back home. */
export function ErrorView({ kind }: { kind: ErrorKind }) {
  const { t } = useTranslation('errors');
  const Icon = ICONS[kind];
  return (
    <Box data-page={`page-${kind}`} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      <PageTitle title={t(`${kind}.title`)} />
      <Box
        sx={(theme) => ({
          width: 96,
          height: 96,
          mb: 3,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, 0.12),
        })}
      >
        <Icon width={48} />
      </Box>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary', fontSize: '1rem' }}>
        {t('statusCode', { code: kind })}
      </Typography>
      <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
        {t(`${kind}.title`)}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 5 }}>{t(`${kind}.description`)}</Typography>
      <Button
        component={RouterLink}
        to={paths.root}
        size="large"
        variant="contained"
        startIcon={<HomeIcon />}
      >
        {t('goHome')}
      </Button>
    </Box>
  );
}
