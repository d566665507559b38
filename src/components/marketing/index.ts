export { FeatureCard, FeatureGrid } from './feature-card';
export { PageHero } from './page-hero';
export { Section, SectionContent } from './section';
