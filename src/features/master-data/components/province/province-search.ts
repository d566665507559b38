import type { ProvinceSortBy, SearchableStatus } from 'contract/master-data';
import { PROVINCE_SORT_BY } from 'contract/master-data-constants';
import type { UrlSearchStateOptions } from 'src/hooks/use-url-search-state';

// The province list's URL state. A module constant: useUrlSearchState depends on its identity.

export interface ProvinceCriteria extends Record<string, string> {
  provinceCode: string;
  provinceName: string;
  status: '' | SearchableStatus;
}

export const provinceSearchOptions: UrlSearchStateOptions<ProvinceCriteria, ProvinceSortBy> = {
  emptyCriteria: { provinceCode: '', provinceName: '', status: '' },
  sortFields: PROVINCE_SORT_BY,
  defaultSort: { field: 'provinceCode', direction: 'asc' },
};
