export { SearchCard } from './search-card';
export type { SearchCardProps } from './search-card';
