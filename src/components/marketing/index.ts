export { FeatureCard } from './feature-card';
export { PageHero } from './page-hero';
export { Section } from './section';
