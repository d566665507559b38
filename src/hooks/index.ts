export { isStaleRecord, markServerErrors, STALE_RECORD } from './server-field-errors';
export { useSaveMutation } from './use-save-mutation';
export type { SaveMutation, SaveMutationOptions } from './use-save-mutation';
export { useSearchQuery } from './use-search-query';
export type { SearchFn } from './use-search-query';
export { RESERVED_PARAMS, useUrlSearchState } from './use-url-search-state';
export type {
  Criteria,
  SearchRequestOf,
  ListSort,
  SortDirection,
  UrlSearchState,
  UrlSearchStateOptions,
} from './use-url-search-state';
export { useConfirmedAction } from './use-confirmed-action';
export type { ConfirmedAction, ConfirmedActionOptions } from './use-confirmed-action';
export { useUrlTab } from './use-url-tab';
