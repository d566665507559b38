import '../texts';
import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from 'src/components/page-title';
import { LandingHero } from '../components/landing-hero';
import { useLandingContent } from '../hooks/use-landing-content';

// Below the fold: its own chunk, requested as soon as this page renders (docs/landing-content.md).
const LandingSections = lazy(() => import('../components/landing-sections'));

// While the sections' code arrives (below the fold, a moment after the banners): their room,
// roughly, so the footer does not jump up and back down.
const sectionsFallback = <Box aria-busy sx={{ minHeight: '100vh' }} />;

/**
 * The landing page (spec §2): banners, products and services, figures, about us,
 * announcements and calls to action. The content comes from the server — inlined into the
 * page when the server serves it, else from the public list calls — and each section shows a
 * skeleton while loading and hides itself when its list is empty or could not be read.
 */
export default function LandingPage() {
  const { t } = useTranslation('public');
  const content = useLandingContent();

  return (
    // `data-page` is a build marker: tests/build checks it never ships in back-office bundles.
    <Box data-page="page-landing">
      <PageTitle title={t('landing.documentTitle')} />
      <LandingHero banners={content.banners} />
      <Suspense fallback={sectionsFallback}>
        <LandingSections content={content} />
      </Suspense>
    </Box>
  );
}
