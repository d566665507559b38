import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Iconify } from 'src/components/iconify';
import type { IconName } from 'src/components/iconify';
import { Logo } from 'src/components/logo';
import { env } from 'src/config/env';

const FIRST_YEAR = 2020;

const SOCIAL_LINKS: { key: keyof typeof env.social; icon: IconName }[] = [
  { key: 'facebook', icon: 'ri:facebook-circle-fill' },
  { key: 'instagram', icon: 'ri:instagram-line' },
  { key: 'line', icon: 'ri:line-fill' },
];

/** Every public page: description, three social links, © 2020–<this year> and the version. */
export function MainFooter() {
  const { t } = useTranslation('layout');
  const year = new Date().getFullYear();

  return (
    <Box component="footer" sx={{ bgcolor: 'background.neutral', borderTop: 1, borderColor: 'divider' }}>
      <Container sx={{ py: { xs: 5, md: 6 } }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', md: 'center' } }}
        >
          <Stack spacing={1.5} sx={{ maxWidth: 480 }}>
            <Logo />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('footer.description')}
            </Typography>
          </Stack>
          <Stack
            direction="row"
            spacing={1}
            component="ul"
            aria-label={t('footer.socialLabel')}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {SOCIAL_LINKS.map(({ key, icon }) => (
              <li key={key}>
                <IconButton
                  href={env.social[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(`footer.social.${key}`)}
                  sx={{ color: 'text.primary' }}
                >
                  <Iconify icon={icon} width={24} />
                </IconButton>
              </li>
            ))}
          </Stack>
        </Stack>
        <Divider sx={{ my: 3 }} />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', color: 'text.secondary' }}
        >
          <Typography variant="body2">
            {t('footer.copyright', { from: FIRST_YEAR, to: year, brand: t(`brand.${env.module}`) })}
          </Typography>
          <Typography variant="body2">{t('footer.version', { version: env.version })}</Typography>
        </Stack>
      </Container>
    </Box>
  );
}
