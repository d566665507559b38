import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { LandingItem } from 'contract/landing';
import { useTranslation } from 'react-i18next';
import type { SectionState } from 'src/components/marketing/landing/section-state';
import { BannerCarousel, BannerCarouselSkeleton } from 'src/components/marketing/landing/banner-carousel';

/** The page's opening band: its only h1, then the banners (hidden when there are none). */
export function LandingHero({ banners }: { banners: SectionState<LandingItem[]> }) {
  const { t } = useTranslation('public');
  return (
    <Box
      sx={(theme) => ({
        pt: { xs: 4, md: 6 },
        pb: { xs: 2, md: 4 },
        background: `linear-gradient(180deg, ${alpha(theme.palette.primary.main, 0.08)} 0%, ${alpha(
          theme.palette.primary.main,
          0,
        )} 100%)`,
      })}
    >
      <Container>
        <Box sx={{ textAlign: 'center', mb: { xs: 3, md: 4 } }}>
          <Typography
            variant="overline"
            component="p"
            sx={(theme) => ({
              mb: 1,
              color: theme.palette.mode === 'dark' ? 'primary.light' : 'primary.dark',
            })}
          >
            {t('landing.hero.overline')}
          </Typography>
          <Typography variant="h2" component="h1" sx={{ mb: 2, fontSize: { xs: '2rem', md: '2.75rem' } }}>
            {t('landing.hero.title')}
          </Typography>
          <Typography
            sx={{ color: 'text.secondary', maxWidth: 720, mx: 'auto', fontSize: { md: '1.125rem' } }}
          >
            {t('landing.hero.description')}
          </Typography>
        </Box>
        <Box data-section="banners" aria-busy={banners.status === 'loading' || undefined}>
          {banners.status === 'loading' && <BannerCarouselSkeleton />}
          {banners.status === 'ready' && <BannerCarousel banners={banners.data} />}
        </Box>
      </Container>
    </Box>
  );
}
