export { CriteriaFields } from './criteria-fields';
export type { Criterion } from './criteria-fields';
export { dateRangeResolver } from './date-range-resolver';
export { SearchCard } from './search-card';
export type { SearchCardProps } from './search-card';
