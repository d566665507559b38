export { FeatureCard, FeatureGrid } from './feature-card';
export { PageHero } from './page-hero';
export { BAND_SX } from './band-sx';
export { Section, SectionContent } from './section';
