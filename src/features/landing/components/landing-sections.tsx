import '../sections-texts';
import type { LandingContent } from '../hooks/use-landing-content';
import { AboutSection } from './about-section';
import { AnnouncementsSection } from './announcements-section';
import { CtaSection } from './cta-section';
import { ProductsSection } from './products-section';
import { StatsSection } from './stats-section';

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
