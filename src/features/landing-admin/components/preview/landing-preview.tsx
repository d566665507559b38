import './public-texts';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { ThemeProvider } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LandingItemRecord } from 'contract/landing';
import { useId, useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Iconify } from 'src/components/iconify';
import { AboutSection } from 'src/components/marketing/landing/about-section';
import { AnnouncementsSection } from 'src/components/marketing/landing/announcements-section';
import { BannerCarousel, BannerCarouselSkeleton } from 'src/components/marketing/landing/banner-carousel';
import { ProductsSection } from 'src/components/marketing/landing/products-section';
import type { SectionState } from 'src/components/marketing/landing/section-state';
import { StatsSection } from 'src/components/marketing/landing/stats-section';
import { useLocales } from 'src/lib/use-locales';
import type { ThemeMode } from 'src/providers/settings/settings-types';
import { useSettingsContext } from 'src/providers/settings/use-settings-context';
import { createAppTheme } from 'src/theme/create-theme';
import { KIND_SETTINGS } from '../../kinds';
import { useLandingItems, useStatCounters } from '../../api/use-landing-queries';

/** A list as the public page gets it, in the order shown in the list. */
function stateOf<T>(
  query: UseQueryResult<T[]>,
  shown: (entry: T) => boolean = () => true,
): SectionState<T[]> {
  if (query.isError) return { status: 'error' };
  if (!query.data) return { status: 'loading' };
  return { status: 'ready', data: query.data.filter(shown) };
}

const isActive = (item: LandingItemRecord) => item.status === 'ACTIVE';

/**
 * In the preview, the items' links go nowhere: an in-site path is the public site's, not this
 * app's. (External links open their new tab as on the page.)
 */
function keepLinksInPreview(event: MouseEvent) {
  const link = (event.target as Element).closest('a[href]');
  if (link && link.getAttribute('target') !== '_blank') {
    event.preventDefault();
    event.stopPropagation();
  }
}

/**
 * The landing page's content as visitors see it, drawn by the public page's own sections
 * (src/components/marketing/landing) from the lists of this screen — unsaved nothing: every
 * edit here is saved, so the preview is the public page — in light or dark mode, in the
 * screen's language. The public site's colours (the default preset), not the back-office red.
 */
export function LandingPreview() {
  const { t } = useTranslation('landing-admin');
  const headingId = useId();
  const [mode, setMode] = useState<ThemeMode>('light');
  const { themeDirection } = useSettingsContext();
  const { currentLang } = useLocales();
  const theme = useMemo(
    () => createAppTheme({ themeMode: mode, themeDirection, themeColorPresets: 'default' }, currentLang),
    [mode, themeDirection, currentLang],
  );
  const banners = stateOf(useLandingItems(KIND_SETTINGS.BANNER), isActive);
  const products = stateOf(useLandingItems(KIND_SETTINGS.PRODUCT), isActive);
  const aboutUs = stateOf(useLandingItems(KIND_SETTINGS.ABOUT_US), isActive);
  const announcements = stateOf(useLandingItems(KIND_SETTINGS.ANNOUNCEMENT), isActive);
  const counters = stateOf(useStatCounters());

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {t('preview.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('preview.hint')}
          </Typography>
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={mode}
          aria-label={t('preview.mode')}
          onChange={(_event, next: ThemeMode | null) => next && setMode(next)}
        >
          <ToggleButton value="light">
            <Iconify icon="ri:sun-line" width={18} sx={{ mr: 1 }} />
            {t('preview.light')}
          </ToggleButton>
          <ToggleButton value="dark">
            <Iconify icon="ri:moon-line" width={18} sx={{ mr: 1 }} />
            {t('preview.dark')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <ThemeProvider theme={theme}>
        {/* A window onto the page, scrolled on its own so the lists above stay in reach; it
            takes the focus so that the keyboard scrolls it too. */}
        <Box
          data-testid="landing-preview"
          data-mode={mode}
          role="region"
          aria-label={t('preview.region')}
          tabIndex={0}
          onClickCapture={keepLinksInPreview}
          sx={{
            maxHeight: '75vh',
            overflowY: 'auto',
            bgcolor: 'background.default',
            color: 'text.primary',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
          }}
        >
          <Container sx={{ py: 4 }}>
            {banners.status === 'loading' && <BannerCarouselSkeleton />}
            {banners.status === 'ready' && <BannerCarousel banners={banners.data} still />}
          </Container>
          <ProductsSection state={products} />
          <StatsSection state={counters} />
          <AboutSection state={aboutUs} />
          <AnnouncementsSection state={announcements} />
        </Box>
      </ThemeProvider>
    </Box>
  );
}
