import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { mergeSx } from 'src/components/merge-sx';
import { useTranslation } from 'react-i18next';
import { RouterLink } from 'src/components/router-link';
import { env } from 'src/config/env';
import { LAYOUT } from 'src/config/constants';
import { paths } from 'src/config/paths';
import { LogoMark } from './logo-mark';

interface LogoProps {
  /** Render without the link to the home page (e.g. inside the loading screen). */
  disabledLink?: boolean;
  sx?: SxProps<Theme>;
}

/** Brand mark + name; 150 wide on lg and up, 140 below (spec §9); links to the home page. */
export function Logo({ disabledLink = false, sx }: LogoProps) {
  const { t } = useTranslation('layout');
  const brand = t(`brand.${env.module}`);

  const content = (
    <Box
      sx={mergeSx(
        {
          width: { xs: LAYOUT.logoSm, lg: LAYOUT.logoLg },
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
        },
        sx,
      )}
    >
      <LogoMark size={36} />
      <Typography component="span" variant="h6" noWrap sx={{ fontWeight: 700, color: 'text.primary' }}>
        {brand}
      </Typography>
    </Box>
  );

  if (disabledLink) return content;
  return (
    // What MUI <Link underline="none"> draws, without its code (on every first screen).
    <Box
      component={RouterLink}
      to={paths.root}
      aria-label={t('logo.homeLink', { brand })}
      sx={{ display: 'inline-flex', borderRadius: 1, color: 'primary.main', textDecoration: 'none' }}
    >
      {content}
    </Box>
  );
}
