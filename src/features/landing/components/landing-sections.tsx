import '../sections-texts';
import type { LandingContent } from '../hooks/use-landing-content';
import { AboutSection } from 'src/components/marketing/landing/about-section';
import { AnnouncementsSection } from 'src/components/marketing/landing/announcements-section';
import { ProductsSection } from 'src/components/marketing/landing/products-section';
import { StatsSection } from 'src/components/marketing/landing/stats-section';
import { CtaSection } from './cta-section';

/**
 * Everything under the banners, in a chunk of its own (the page imports it lazily): it is below
 * the fold, and it brings the date formatting (dayjs) the first load does without. The data is
 * requested by the page, so this chunk and the answers travel at the same time.
 */
export default function LandingSections({ content }: { content: LandingContent }) {
  return (
    <>
      <ProductsSection state={content.products} />
      <StatsSection state={content.statCounters} />
      <AboutSection state={content.aboutUs} />
      <AnnouncementsSection state={content.announcements} />
      <CtaSection />
    </>
  );
}
