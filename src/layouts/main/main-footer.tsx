import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FacebookIcon } from 'src/components/inline-icons/icons/facebook';
import { InstagramIcon } from 'src/components/inline-icons/icons/instagram';
import { LineIcon } from 'src/components/inline-icons/icons/line';
import type { InlineIcon } from 'src/components/inline-icons';
import { Logo } from 'src/components/logo';
import { env } from 'src/config/env';

const FIRST_YEAR = 2020;

const SOCIAL_LINKS: { key: keyof typeof env.social; Icon: InlineIcon }[] = [
  { key: 'facebook', Icon: FacebookIcon },
  { key: 'instagram', Icon: InstagramIcon },
  { key: 'line', Icon: LineIcon },
];

/** Every public page: description, three social links, © 2020–<this year> and the version. */
export function MainFooter() {
  const { t } = useTranslation('layout');
  const year = new Date().getFullYear();

  return (
    <Box
      component="footer"
      sx={{
        bgcolor: 'background.neutral',
        borderTop: 1,
        borderColor: 'divider',
        // Laid out once it comes near the screen, like the pages' bands (marketing laidOutNearScreen;
        // not imported: the footer's lazy chunk would split band-sx.ts into a request of its own).
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 320px',
      }}
    >
      <Container sx={{ py: { xs: 5, md: 6 } }}>
        {/* Flex boxes rather than Stack and Divider: the same layout without their code on
            every public first screen. */}
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            gap: 3,
            justifyContent: 'space-between',
            alignItems: { xs: 'flex-start', md: 'center' },
          }}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 480 }}>
            <Logo />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('footer.description')}
            </Typography>
          </Box>
          <Box
            component="ul"
            aria-label={t('footer.socialLabel')}
            sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0 }}
          >
            {SOCIAL_LINKS.map(({ key, Icon }) => (
              <li key={key}>
                <IconButton
                  href={env.social[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(`footer.social.${key}`)}
                  sx={{ color: 'text.primary' }}
                >
                  <Icon width={24} />
                </IconButton>
              </li>
            ))}
          </Box>
        </Box>
        <Box
          component="hr"
          sx={{ my: 3, mx: 0, flexShrink: 0, border: 0, borderBottom: 1, borderColor: 'divider' }}
        />
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 1,
            justifyContent: 'space-between',
            color: 'text.secondary',
          }}
        >
          <Typography variant="body2">
            {t('footer.copyright', { from: FIRST_YEAR, to: year, brand: t(`brand.${env.module}`) })}
          </Typography>
          <Typography variant="body2">{t('footer.version', { version: env.version })}</Typography>
        </Box>
      </Container>
    </Box>
  );
}
